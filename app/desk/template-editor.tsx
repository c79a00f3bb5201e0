import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { templateSchema } from "./forms";
import type { templatesView } from "./templates.server";
import { FieldErrors } from "~/staff/field-errors";

export type TemplateActionData = { formId: string; result: SubmissionResult<string[]> } | undefined;
type View = Awaited<ReturnType<typeof templatesView>>;

const field = "mt-1 block w-full rounded-md border border-muted px-3 py-2 aria-invalid:border-ember";

interface TemplateFormProps {
  template?: { id: number; kind: string; lang: string; title: string; body: string; changed: string | null };
  choices?: Pick<View, "kinds" | "langs">;
  actionData: TemplateActionData;
  saved: boolean;
}

/** One template's form (or, without `template`, the new one's). */
function TemplateForm({ template, choices, actionData, saved }: TemplateFormProps) {
  const formId = template ? String(template.id) : "new";
  const [form, fields] = useForm({
    // Also the anchor the save redirects to (#mall-12).
    id: `mall-${formId}`,
    lastResult: actionData?.formId === formId ? actionData.result : undefined,
    shouldValidate: "onBlur",
    defaultValue: template ? { title: template.title, body: template.body } : { kind: "bookings", lang: "sv" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: templateSchema }),
  });
  return (
    // The form's own id is Conform's (its fields name it in their form attribute).
    <Form method="post" {...getFormProps(form)} className="scroll-mt-4 rounded-lg border border-sand bg-white p-4">
      {template ? (
        <>
          <input type="hidden" name="id" value={template.id} />
          <input type="hidden" name="kind" value={template.kind} />
          <input type="hidden" name="lang" value={template.lang} />
        </>
      ) : (
        <div className="flex flex-wrap gap-4">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Typ
            <select name={fields.kind.name} defaultValue="bookings" className="rounded-md border border-muted px-3 py-2 font-normal">
              {choices?.kinds.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Språk
            <select name={fields.lang.name} defaultValue="sv" className="rounded-md border border-muted px-3 py-2 font-normal">
              {choices?.langs.map((lang) => (
                <option key={lang.value} value={lang.value}>
                  {lang.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <label htmlFor={fields.title.id} className="mt-3 block text-sm font-semibold">
        Rubrik
      </label>
      <input {...getInputProps(fields.title, { type: "text", ariaAttributes: true })} key={fields.title.key} className={field} />
      <FieldErrors id={fields.title.errorId} errors={fields.title.errors} />
      <label htmlFor={fields.body.id} className="mt-3 block text-sm font-semibold">
        Text <span className="font-normal text-muted">({"{namn}"} blir gästens namn, om det ser ut som ett namn)</span>
      </label>
      <textarea {...getTextareaProps(fields.body, { ariaAttributes: true })} key={fields.body.key} rows={8} className={field} />
      <FieldErrors id={fields.body.errorId} errors={fields.body.errors} />
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <button type="submit" className="rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white hover:bg-forest-800">
          {template ? "Spara mallen" : "Lägg till mallen"}
        </button>
        {saved && (
          <span role="status" className="text-sm font-semibold text-forest-700">
            Sparad.
          </span>
        )}
        {template?.changed && <span className="text-sm text-muted">{template.changed}</span>}
      </div>
    </Form>
  );
}

/** The reply templates, editable in the desk: one form per template, and one for a new one. */
export function TemplateEditor({ view, actionData }: { view: View; actionData: TemplateActionData }) {
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Svarsmallar</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Mallarna visas på varje ärende med samma typ och gästens språk, som start för ett svar. Skriv engelska mallar på engelska.
      </p>
      {view.groups.map((group) => (
        <section key={group.key} aria-labelledby={`group-${group.key}`} className="mt-8">
          <h2 id={`group-${group.key}`} className="font-serif text-xl font-semibold">
            {group.title}
          </h2>
          <div className="mt-3 space-y-4">
            {group.templates.length === 0 && <p className="text-muted">Inga mallar.</p>}
            {group.templates.map((template) => (
              <TemplateForm key={template.id} template={template} actionData={actionData} saved={view.saved === template.id} />
            ))}
          </div>
        </section>
      ))}
      <section aria-labelledby="new-template" className="mt-10">
        <h2 id="new-template" className="font-serif text-xl font-semibold">
          Ny mall
        </h2>
        <div className="mt-3">
          <TemplateForm choices={view} actionData={actionData} saved={false} />
        </div>
      </section>
    </>
  );
}
