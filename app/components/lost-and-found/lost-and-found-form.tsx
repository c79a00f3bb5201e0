import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "react-router";
import { RouteLink } from "~/components/route-link";
import { CheckboxField, inputClass, SubmitButton, TextAreaField, TextField } from "~/components/forms/field";
import { lostAndFoundCountries } from "~/forms/lost-and-found.options";
import { FormKeyFields } from "~/components/forms/form-key-fields";
import { fieldMessages, type FormConstraint, useLazyValidation, zodValidation } from "~/components/forms/use-lazy-validation";
import { useFocusOnAnswer, useFormOutcome } from "~/components/forms/use-form-outcome";
import { toast } from "~/components/shell/toast-store";
import { buttonVariants } from "~/components/ui/button";
import type { LostAndFoundTexts } from "~/forms/lost-and-found.texts";
import type { FormActionData } from "~/forms/results";
import { useI18n } from "~/i18n/i18n-provider";

/** The schema and its messages, loaded when the visitor first touches the page (see use-lazy-validation.ts). */
const loadValidation = zodValidation("lost-and-found", async () => (await import("~/forms/lost-and-found")).lostAndFoundSchema);

/** SPEC §4 "Lost-and-found form": editing (checked on blur), submitting, then thanks or an error. */
export function LostAndFoundForm({
  texts,
  formKey,
  constraint,
  today,
}: {
  texts: LostAndFoundTexts;
  formKey: { key: string; rendered: string };
  /** The schema's field constraints, from the loader (lostAndFoundConstraint). */
  constraint: FormConstraint;
  /** Today in Sweden (YYYY-MM-DD), from the loader: the latest stay date. The browser never builds a time-zone formatter for it. */
  today: string;
}) {
  const answer = useActionData<FormActionData>();
  const { href } = useI18n();
  // A notice's text comes with the answer, in the visitor's language (app/forms/action.server.ts).
  const notice = answer?.noticeText;
  useFormOutcome(answer, {
    success: () => {},
    failed: () => toast({ variant: "destructive", title: texts.toastTitle, description: notice ?? texts.toastText }),
    limited: () => toast({ variant: "destructive", title: texts.toastTitle, description: texts.limitedText }),
  });
  const thanks = useFocusOnAnswer(answer);

  // After a success (with or without JavaScript) the form gives way to the thank-you screen;
  // "back" navigates to the page again, which clears the answer and shows a fresh form.
  if (answer?.outcome === "success") {
    return (
      <section
        ref={thanks}
        tabIndex={-1}
        role="status"
        aria-labelledby="lost-found-thanks"
        className="rounded-xl bg-white p-8 text-center shadow-sm outline-none"
      >
        <h2 id="lost-found-thanks" className="font-serif text-3xl font-semibold">
          {texts.thanksTitle}
        </h2>
        <p className="mt-3 text-muted">{texts.thanksText}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <RouteLink to={href("/kvarglomt")} className={buttonVariants({ variant: "outline" })}>
            {texts.back}
          </RouteLink>
          <RouteLink to={href("/")} className={buttonVariants()}>
            {texts.home}
          </RouteLink>
        </div>
      </section>
    );
  }

  return (
    <>
      {(answer?.outcome === "failed" || answer?.outcome === "limited") && (
        <div role="alert" className="mb-6 rounded-lg border border-red-800 bg-white p-4 font-medium text-red-900">
          {answer.outcome === "limited" ? texts.limitedText : (notice ?? texts.inlineError)}
        </div>
      )}
      <LostAndFoundFields
        texts={texts}
        formKey={formKey}
        constraint={constraint}
        today={today}
        answer={answer?.outcome === "invalid" ? answer : undefined}
      />
    </>
  );
}

function LostAndFoundFields({
  texts,
  formKey,
  constraint,
  today,
  answer,
}: {
  texts: LostAndFoundTexts;
  formKey: { key: string; rendered: string };
  constraint: FormConstraint;
  today: string;
  answer?: FormActionData;
}) {
  const { href, lang } = useI18n();
  const validation = useLazyValidation(loadValidation, lang);
  const validate = validation?.validate;
  const messages = fieldMessages(answer, validation);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.has("itemDescription") === true;
  const [form, fields] = useForm({
    id: "lost-and-found",
    lastResult: answer?.result,
    constraint,
    // Until the schemas arrive, fields are checked when the form is sent (by the action): a blur
    // must not cost a round trip, nor count against the form's rate limit.
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    onValidate: validate,
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      data-validation={validate ? "ready" : undefined}
      preventScrollReset
      noValidate
      className="space-y-10"
    >
      <FormKeyFields formKey={formKey} />
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold">{texts.sectionYou}</legend>
        <TextField meta={fields.name} label={texts.name} messages={messages} autoComplete="name" className="md:col-span-2" />
        <TextField
          meta={fields.address}
          label={texts.address}
          messages={messages}
          autoComplete="street-address"
          className="md:col-span-2"
        />
        <TextField meta={fields.zipCode} label={texts.zipCode} messages={messages} autoComplete="postal-code" />
        <TextField meta={fields.city} label={texts.city} messages={messages} autoComplete="address-level2" />
        {/* The spec's postcode rule (five digits) is Sweden's: a guest from abroad chooses their country. */}
        <div className="md:col-span-2">
          <label htmlFor={fields.country.id} className="block text-sm font-semibold">
            {texts.country}
          </label>
          <select {...getSelectProps(fields.country)} key="country" defaultValue="SE" autoComplete="country" className={inputClass}>
            {lostAndFoundCountries.map((code) => (
              <option key={code} value={code}>
                {texts[`country_${code}`]}
              </option>
            ))}
          </select>
        </div>
        <TextField meta={fields.phone} type="tel" label={texts.phone} messages={messages} autoComplete="tel" />
        <TextField meta={fields.email} type="email" label={texts.email} messages={messages} autoComplete="email" />
      </fieldset>
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold">{texts.sectionStay}</legend>
        <TextField meta={fields.bookingNumber} label={texts.bookingNumber} optional={texts.optional} messages={messages} />
        <TextField meta={fields.roomNumber} label={texts.roomNumber} optional={texts.optional} messages={messages} />
        <TextField meta={fields.arrivalDate} type="date" max={today} label={texts.arrivalDate} messages={messages} />
        <TextField meta={fields.departureDate} type="date" max={today} label={texts.departureDate} messages={messages} />
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">{texts.sectionItem}</legend>
        <TextAreaField meta={fields.itemDescription} label={texts.itemDescription} messages={messages} />
        <CheckboxField
          meta={fields.acceptTerms}
          messages={messages}
          label={
            <>
              {texts.acceptTermsBefore}{" "}
              <RouteLink to={href("/villkor?tab=privacy")} className="font-medium text-forest-700 underline">
                {texts.acceptTermsLink}
              </RouteLink>
            </>
          }
        />
      </fieldset>
      <SubmitButton pending={pending} label={texts.submit} pendingLabel={texts.submitting} />
    </Form>
  );
}
