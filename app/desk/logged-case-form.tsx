import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { bookingCategories, channels, loggedCaseSchema, loggedKinds } from "./logged-case";
import { FieldErrors } from "~/staff/field-errors";

export interface LoggedCaseActionData {
  result: SubmissionResult<string[]>;
}

const input = "mt-1 block w-full rounded-md border border-muted px-3 py-2 aria-invalid:border-ember";
const legend = "font-semibold";

/** A labelled field with its errors. */
function Field({ field, label, hint, children }: { field: FieldMetadata<unknown>; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="mt-4">
      <label htmlFor={field.id} className="block font-semibold">
        {label}
        {hint && <span className="block text-sm font-normal text-muted">{hint}</span>}
      </label>
      {children}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Radio buttons for one choice, as a fieldset. */
function Choice({ field, title, options }: { field: FieldMetadata<string | undefined>; title: string; options: Record<string, string> }) {
  return (
    <fieldset className="mt-4" aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className={legend}>{title}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {Object.entries(options).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name={field.name} value={value} defaultChecked={field.initialValue === value} className="h-4 w-4" />
            {label}
          </label>
        ))}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/**
 * "Nytt ärende (telefon eller besök)": a case reception logs from a call or a visit (issue 33,
 * section 3). All fields show without JavaScript; the booking's fields say they are for bookings.
 */
export function LoggedCaseForm({ formKey, actionData }: { formKey: string; actionData: LoggedCaseActionData | undefined }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "logged-case",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    defaultValue: { key: formKey, lang: "sv", needsAnswer: "on" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loggedCaseSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 max-w-2xl rounded-lg border border-sand bg-white p-5">
      <input {...getInputProps(fields.key, { type: "hidden" })} key={fields.key.key} />
      <FieldErrors id={form.errorId} errors={form.errors ?? fields.key.errors} />
      <Choice field={fields.kind} title="Vad gäller det?" options={loggedKinds} />
      <Choice field={fields.channel} title="Hur hörde gästen av sig?" options={channels} />
      <Field field={fields.name} label="Gästens namn">
        <input
          {...getInputProps(fields.name, { type: "text", ariaAttributes: true })}
          key={fields.name.key}
          autoComplete="off"
          className={input}
        />
      </Field>
      <Field
        field={fields.phone}
        label="Telefon"
        hint="Telefon eller e-post, minst ett av dem. Utan e-post går det inte att svara härifrån."
      >
        <input
          {...getInputProps(fields.phone, { type: "tel", ariaAttributes: true })}
          key={fields.phone.key}
          autoComplete="off"
          className={input}
        />
      </Field>
      <Field field={fields.email} label="E-post">
        <input
          {...getInputProps(fields.email, { type: "email", ariaAttributes: true })}
          key={fields.email.key}
          autoComplete="off"
          className={input}
        />
      </Field>
      <Field
        field={fields.about}
        label="Vad gäller ärendet?"
        hint="Det du skriver blir första inlägget i ärendets historik, med ditt namn."
      >
        <textarea {...getTextareaProps(fields.about, { ariaAttributes: true })} key={fields.about.key} rows={5} className={input} />
      </Field>
      <Field field={fields.lang} label="Svar på">
        <select name={fields.lang.name} id={fields.lang.id} defaultValue={String(fields.lang.initialValue ?? "sv")} className={input}>
          <option value="sv">svenska</option>
          <option value="en">engelska</option>
        </select>
      </Field>
      <fieldset className="mt-6 rounded-md border border-sand p-4">
        <legend className={`${legend} px-1`}>För en bokning eller ett kvarglömt föremål</legend>
        <Field field={fields.category} label="Bokningen gäller">
          <select
            name={fields.category.name}
            id={fields.category.id}
            defaultValue={String(fields.category.initialValue ?? "")}
            aria-invalid={fields.category.errors ? true : undefined}
            className={input}
          >
            <option value="">Välj (bokning)</option>
            {Object.entries(bookingCategories).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field field={fields.from} label="Från" hint="Ankomst, eller när föremålet glömdes">
            <input {...getInputProps(fields.from, { type: "date", ariaAttributes: true })} key={fields.from.key} className={input} />
          </Field>
          <Field field={fields.to} label="Till" hint="Avresa">
            <input {...getInputProps(fields.to, { type: "date", ariaAttributes: true })} key={fields.to.key} className={input} />
          </Field>
        </div>
        <Field field={fields.participants} label="Antal personer" hint="Bokning">
          <input
            {...getInputProps(fields.participants, { type: "number", ariaAttributes: true })}
            key={fields.participants.key}
            min={1}
            max={500}
            inputMode="numeric"
            className={`${input} sm:w-32`}
          />
        </Field>
      </fieldset>
      <div className="mt-6">
        <label className="flex items-start gap-2">
          <input {...getInputProps(fields.needsAnswer, { type: "checkbox" })} key={fields.needsAnswer.key} className="mt-1 h-4 w-4" />
          <span>
            <span className="font-semibold">Gästen väntar på svar från oss</span>
            <span className="block text-sm text-muted">
              Då hamnar ärendet under "Väntar på svar" och räknas i löftet om svar inom 24 timmar. Bocka ur om du redan har svarat.
            </span>
          </span>
        </label>
      </div>
      <div className="mt-6">
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white hover:bg-forest-800 disabled:opacity-60"
        >
          Spara ärendet
        </button>
      </div>
    </Form>
  );
}
