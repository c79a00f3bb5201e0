import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormKeyFields } from "~/components/forms/form-key-fields";
import {
  CheckboxField,
  FieldError,
  type AnyFieldMetadata,
  inputClass,
  SubmitButton,
  TextAreaField,
  TextField,
} from "~/components/forms/field";
import { useFocusOnAnswer, useFormOutcome } from "~/components/forms/use-form-outcome";
import { fieldMessages, type FormConstraint, useLazyValidation, zodValidation } from "~/components/forms/use-lazy-validation";
import { toast } from "~/components/shell/toast-store";
import {
  businessCategories,
  conferenceTypes,
  mealOptions,
  openingCategory,
  privateCategories,
  tableCategory,
  withTableDate,
} from "~/forms/booking-inquiry.options";
import type { BookingInquiry } from "~/forms/booking-inquiry";
import type { BookingInquiryTexts } from "~/forms/booking-inquiry.texts";
import type { FormActionData } from "~/forms/results";
import { useI18n } from "~/i18n/i18n-provider";

export interface InitialStay {
  guests?: number;
  nights?: number;
  checkIn?: string;
  checkOut?: string;
}

/** Each tab's schema and the form's messages, loaded when the visitor first touches the page (see use-lazy-validation.ts). */
const loadValidation = {
  private: zodValidation<BookingInquiry>(
    "booking-inquiry",
    async () => (await import("~/forms/booking-inquiry")).privateInquirySchema,
    withTableDate,
  ),
  business: zodValidation<BookingInquiry>("booking-inquiry", async () => (await import("~/forms/booking-inquiry")).businessInquirySchema),
};

interface Props {
  kind: "private" | "business";
  /** The schema's field constraints, from the loader (bookingInquiryConstraints). */
  constraint: FormConstraint;
  texts: BookingInquiryTexts;
  formKey: { key: string; rendered: string };
  initialCategory?: string;
  initialStay?: InitialStay;
  /** Today in Sweden (YYYY-MM-DD), from the loader: the earliest arrival. The browser never builds a time-zone formatter for it. */
  today: string;
  /** The latest arrival or departure (today + 2 years), from the loader. */
  latest: string;
  /** The action's answer, when it was for this form. */
  answer?: FormActionData;
  /** The packages offered under each private category, from the store (issue 36). */
  packageChoices: PackageChoices;
}

/** The packages the booking inquiry offers, by category: what the form sends, and the name it shows. */
export type PackageChoices = Partial<Record<string, ReadonlyArray<{ value: string; label: string }>>>;

/** One tab's form. Remounted after a success so it starts empty with a fresh one-time key. */
export function BookingInquiryForm(props: Props) {
  const [generation, setGeneration] = useState(0);
  const { answer, texts } = props;
  // A notice's text comes with the answer, in the visitor's language (app/forms/action.server.ts).
  const notice = answer?.noticeText;
  useFormOutcome(answer, {
    success: () => {
      toast({ title: texts.successTitle, description: texts.successText });
      setGeneration((value) => value + 1);
    },
    failed: () => toast({ variant: "destructive", title: texts.errorTitle, description: notice ?? texts.errorText }),
    limited: () => toast({ variant: "destructive", title: texts.errorTitle, description: texts.limitedText }),
  });
  // The emptied form is rendered anew: the focus moves to the confirmation above it.
  const confirmation = useFocusOnAnswer(answer);
  return (
    <>
      {answer?.outcome === "success" && (
        <div
          ref={confirmation}
          tabIndex={-1}
          role="status"
          className="mb-6 rounded-lg border border-forest-200 bg-forest-50 p-4 outline-none"
        >
          <p className="font-semibold text-forest-800">{texts.successTitle}</p>
          <p className="text-forest-800">{texts.successText}</p>
        </div>
      )}
      {(answer?.outcome === "failed" || answer?.outcome === "limited") && (
        <div role="alert" className="mb-6 rounded-lg border border-red-800 bg-white p-4 text-red-900">
          <p className="font-semibold">{texts.errorTitle}</p>
          <p>{answer.outcome === "limited" ? texts.limitedText : (notice ?? texts.errorText)}</p>
        </div>
      )}
      <InquiryFields key={generation} {...props} />
    </>
  );
}

function InquiryFields({ kind, constraint, texts, formKey, initialCategory, initialStay, today, latest, answer, packageChoices }: Props) {
  const lastResult: SubmissionResult<string[]> | undefined = answer?.outcome === "invalid" ? answer.result : undefined;
  const categories: readonly string[] = kind === "business" ? businessCategories : privateCategories;
  const [category, setCategory] = useState(() => openingCategory(kind, initialCategory));
  const validation = useLazyValidation(loadValidation[kind], useI18n().lang);
  const validate = validation?.validate;
  const messages = fieldMessages(answer, validation);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("formType") === kind;

  const [form, fields] = useForm({
    id: `${kind}-inquiry`,
    lastResult,
    constraint,
    // Until the schemas arrive, fields are checked when the form is sent (by the action): a blur
    // must not cost a round trip, nor count against the form's rate limit.
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    onValidate: validate,
    defaultValue: {
      participants: initialStay?.guests?.toString(),
      nights: initialStay?.nights?.toString(),
      checkInDate: initialStay?.checkIn,
      checkOutDate: initialStay?.checkOut,
      needsAccommodation: "yes",
    },
  });
  // Both tabs share this component; their schemas differ, so fields are looked up by name.
  const all = fields as unknown as Record<string, AnyFieldMetadata>;
  const field = (name: string): AnyFieldMetadata => all[name]!;
  const packageTypes = kind === "private" ? (packageChoices[category] ?? []) : [];

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      data-validation={validate ? "ready" : undefined}
      preventScrollReset
      className="relative space-y-10"
      noValidate
    >
      <FormKeyFields formKey={formKey} />
      <input type="hidden" name="formType" value={kind} />
      {form.errors && <FieldError id={form.errorId} errors={form.errors} messages={messages} />}

      <fieldset>
        <legend className="text-lg font-semibold">{texts.categoryLabel}</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {categories.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-full border border-forest-200 bg-white px-4 py-2 text-sm font-medium has-[:checked]:border-forest-700 has-[:checked]:bg-forest-700 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ember"
            >
              <input
                type="radio"
                name="category"
                value={value}
                checked={category === value}
                onChange={() => setCategory(value)}
                className="sr-only"
              />
              {texts.categories[value as keyof typeof texts.categories]}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold">{texts.sectionContact}</legend>
        <TextField
          meta={field("name")}
          label={texts[kind === "business" ? "contactPerson" : "name"]}
          messages={messages}
          autoComplete="name"
        />
        {kind === "business" && <TextField meta={field("company")} label={texts.company} messages={messages} autoComplete="organization" />}
        <TextField meta={field("email")} type="email" label={texts.email} messages={messages} autoComplete="email" />
        <TextField meta={field("phone")} type="tel" label={texts.phone} messages={messages} autoComplete="tel" />
      </fieldset>

      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold">{texts.sectionBooking}</legend>
        <TextField
          meta={field("participants")}
          type="number"
          min={1}
          inputMode="numeric"
          label={texts[kind === "business" ? "participants" : "guests"]}
          messages={messages}
        />
        {kind === "business" && (
          <TextField
            meta={field("nights")}
            type="number"
            min={0}
            inputMode="numeric"
            label={texts.nights}
            optional={texts.optional}
            messages={messages}
          />
        )}
        {category === tableCategory ? (
          // A table is one evening: one date, which the form sends as the departure too (withTableDate).
          <TextField meta={field("checkInDate")} type="date" min={today} max={latest} label={texts.tableDate} messages={messages} />
        ) : (
          <>
            <TextField meta={field("checkInDate")} type="date" min={today} max={latest} label={texts.checkIn} messages={messages} />
            {/* Without scripts the table category can still be chosen here: CSS hides the departure then (app.css). */}
            <div data-stay-only="">
              <TextField meta={field("checkOutDate")} type="date" min={today} max={latest} label={texts.checkOut} messages={messages} />
            </div>
          </>
        )}
        {packageTypes.length > 0 && (
          <div>
            <label htmlFor={field("packageType").id} className="block text-sm font-semibold">
              {texts.packageType} <span className="font-normal text-muted">({texts.optional})</span>
            </label>
            {/* No package unless the visitor picks one: a default choice would read as a wish they never made. */}
            <select {...getSelectProps(field("packageType"))} key={`${category}-package`} defaultValue="" className={inputClass}>
              <option value="">{texts.noPackage}</option>
              {packageTypes.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
            {field("packageType").errors && (
              <FieldError id={field("packageType").errorId} errors={field("packageType").errors} messages={messages} />
            )}
          </div>
        )}
        {kind === "business" && category === "conference" && (
          <div data-conference-only>
            <label htmlFor={field("conferenceType").id} className="block text-sm font-semibold">
              {texts.conferenceType}
            </label>
            <select {...getSelectProps(field("conferenceType"))} key="conference-type" className={inputClass}>
              {conferenceTypes.map((value) => (
                <option key={value} value={value}>
                  {texts.conferenceTypes[value]}
                </option>
              ))}
            </select>
          </div>
        )}
      </fieldset>

      {kind === "business" && category === "conference" && (
        <fieldset data-conference-only className="space-y-5">
          <legend className="mb-4 text-lg font-semibold">{texts.sectionAccommodation}</legend>
          <fieldset aria-describedby={field("needsAccommodation").errorId}>
            <legend className="text-sm font-semibold">{texts.needsAccommodation}</legend>
            <div className="mt-2 flex gap-6">
              {(["yes", "no"] as const).map((value) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    {...getInputProps(field("needsAccommodation"), { type: "radio", value })}
                    key={value}
                    className="size-5 accent-forest-700"
                  />
                  {texts[value]}
                </label>
              ))}
            </div>
            <FieldError id={field("needsAccommodation").errorId} errors={field("needsAccommodation").errors} messages={messages} />
          </fieldset>
          <TextAreaField
            meta={field("accommodationNotes")}
            label={texts.accommodationNotes}
            optional={texts.optional}
            messages={messages}
          />
          <fieldset>
            <legend className="text-sm font-semibold">{texts.meals}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {mealOptions.map((meal) => (
                <label key={meal} className="flex items-center gap-2">
                  <input type="checkbox" name={field("meals").name} value={meal} className="size-5 accent-forest-700" />
                  {texts.mealLabels[meal]}
                </label>
              ))}
            </div>
          </fieldset>
        </fieldset>
      )}
      {/* Outside conferences the question is not asked; the spec's default (yes) stands. */}
      {kind === "business" && category !== "conference" && <input type="hidden" name="needsAccommodation" value="yes" />}

      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">{texts[kind === "business" ? "sectionEquipment" : "sectionWishes"]}</legend>
        {kind === "business" && (
          <TextAreaField
            meta={field("technicalEquipment")}
            label={texts.technicalEquipment}
            optional={texts.optional}
            messages={messages}
          />
        )}
        <TextAreaField
          meta={field("dietaryRequirements")}
          label={texts.dietaryRequirements}
          optional={texts.optional}
          messages={messages}
        />
        {kind === "private" && (
          <>
            <CheckboxField meta={field("requestSpa")} label={texts.requestSpa} messages={messages} />
            <CheckboxField meta={field("requestActivity")} label={texts.requestActivity} messages={messages} />
          </>
        )}
        <TextAreaField meta={field("additionalRequests")} label={texts.additionalRequests} optional={texts.optional} messages={messages} />
      </fieldset>

      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={pending} label={texts.submit} pendingLabel={texts.submitting} />
        <p className="text-sm text-muted">{texts.replyPromise}</p>
      </div>
      <p className="text-sm text-muted">{texts.confirmationNote}</p>
    </Form>
  );
}
