import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FieldError, inputClass, SubmitButton, TextAreaField, TextField } from "~/components/forms/field";
import { FormKeyFields } from "~/components/forms/form-key-fields";
import { type FormConstraint, useLazyValidation, zodValidation } from "~/components/forms/use-lazy-validation";
import type { FormActionData } from "~/forms/results";
import type { JobApplicationTexts } from "~/forms/job-application.texts";
import { formMessages } from "~/forms/validation-messages";
import { useI18n } from "~/i18n/i18n-provider";
import { FileDropZone } from "./file-drop-zone";

/** The schema, loaded when the visitor first touches the page (see use-lazy-validation.ts). */
const loadValidation = zodValidation("job-application", async () => (await import("~/forms/job-application")).jobApplicationSchema);

export interface ApplicationFormProps {
  jobs: Array<{ id: string; title: string }>;
  jobId: string;
  texts: JobApplicationTexts;
  formKey: { key: string; rendered: string };
  /** The schema's field constraints, from the loader (jobApplicationConstraint). */
  constraint: FormConstraint;
  answer?: FormActionData;
  onCancel?: () => void;
}

/** The application: used in the dialog, and inline on the page when JavaScript is off. */
export function ApplicationForm({ jobs, jobId, texts, formKey, constraint, answer, onCancel }: ApplicationFormProps) {
  const { lang } = useI18n();
  const validation = useLazyValidation(loadValidation, lang);
  const validate = validation?.validate;
  // The form's code is fetched with its dialog, so its messages' texts travel with it: a dropped
  // file's problem shows before any touch has loaded the validation.
  const messages = formMessages("job-application", lang);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.has("jobId") === true;
  const [form, fields] = useForm({
    id: "job-application",
    lastResult: answer?.outcome === "invalid" ? answer.result : undefined,
    constraint,
    // Until the schemas arrive, fields are checked when the form is sent (by the action): a blur
    // must not cost a round trip, nor count against the form's rate limit.
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    onValidate: validate,
    defaultValue: { jobId },
  });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      data-validation={validate ? "ready" : undefined}
      preventScrollReset
      noValidate
      className="space-y-5"
    >
      <FormKeyFields formKey={formKey} />
      <div>
        <label htmlFor={fields.jobId.id} className="block text-sm font-semibold">
          {texts.position}
        </label>
        <select {...getSelectProps(fields.jobId, { ariaAttributes: true })} key={fields.jobId.key} className={inputClass}>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </select>
        <FieldError id={fields.jobId.errorId} errors={fields.jobId.errors} messages={messages} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.name} label={texts.name} messages={messages} autoComplete="name" />
        <TextField meta={fields.email} type="email" label={texts.email} messages={messages} autoComplete="email" />
        <TextField meta={fields.phone} type="tel" label={texts.phone} optional={texts.optional} messages={messages} autoComplete="tel" />
      </div>
      <TextAreaField meta={fields.message} label={texts.message} optional={texts.optional} messages={messages} />
      <FileDropZone meta={fields.cv} label={texts.cv} texts={texts} messages={messages} />
      <FileDropZone meta={fields.coverLetter} label={texts.coverLetter} optional={texts.optional} texts={texts} messages={messages} />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="min-h-12 rounded-md border-2 border-forest-700 px-6 font-semibold text-forest-800 hover:bg-forest-50"
          >
            {texts.cancel}
          </button>
        )}
        <SubmitButton pending={pending} label={texts.submit} pendingLabel={texts.submitting} />
      </div>
    </Form>
  );
}
