import { getFormProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { FieldError, inputClass, TextAreaField, TextField } from "~/components/forms/field";
import { imageUrl } from "~/components/responsive-image";
import { isImageKey } from "~/images/keys";
import { photoIdOf, photoUrl } from "~/photos/photos";
import type { ContentData } from "./data";
import { contentSchema, swedishOnlyConsent, type ContentKind, type FieldSpec } from "./kinds";

type FormField = FieldSpec & { formName: string; lang?: "sv" | "en" };

const noMessages = {};

/**
 * One editor for every kind (issue 18): its fields, localized ones as Swedish and English side by
 * side; "Förhandsgranska" shows the item as the public page will, "Spara utkast" keeps an unfinished
 * edit that guests do not see, "Publicera" makes it live. The
 * same schema checks in the browser and on the server; without JavaScript the server's answer
 * shows the same messages, with the text as typed.
 */
export function ContentEditor({
  kind,
  fields,
  data,
  version,
  lastResult,
}: {
  kind: ContentKind;
  fields: FormField[];
  data: ContentData;
  version: number;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, meta] = useForm({
    id: `content-${kind}`,
    lastResult,
    defaultValue: Object.fromEntries(Object.entries(data).map(([name, value]) => [name, value === undefined ? undefined : String(value)])),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contentSchema(kind) }),
  });
  const rows = groupByName(fields);
  // A refused publish (someone else published meanwhile) says so at the top: the focus goes there.
  const alert = useRef<HTMLParagraphElement>(null);
  const formErrors = form.errors?.join(" ");
  useEffect(() => {
    if (formErrors) alert.current?.focus();
  }, [formErrors]);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5 rounded-lg border border-sand bg-white p-5">
      <input type="hidden" name="version" value={version} />
      {form.errors?.length ? (
        <p
          ref={alert}
          tabIndex={-1}
          id={form.errorId}
          role="alert"
          className="rounded-md border-2 border-ember bg-white p-4 font-semibold text-ember"
        >
          {form.errors.join(" ")}
        </p>
      ) : null}
      {rows.map((row) => (
        <div key={row[0]!.name} className={row.length > 1 ? "grid gap-4 md:grid-cols-2" : undefined}>
          {row.map((field) => {
            const label = field.lang ? `${field.label} – ${field.lang === "sv" ? "svenska" : "engelska"}` : field.label;
            const optional =
              field.required || (field.requiredUnless && field.lang !== "en")
                ? undefined
                : field.lang === "en"
                  ? "tom: svenskan visas"
                  : "frivilligt";
            const fieldMeta = meta[field.formName]!;
            if (field.type === "image") return <ImagePicker key={field.formName} field={field} meta={fieldMeta} label={label} />;
            if (field.type === "select") {
              const props = getSelectProps(fieldMeta, { ariaAttributes: true });
              return (
                <div key={field.formName}>
                  <label htmlFor={fieldMeta.id} className="block text-sm font-semibold text-ink">
                    {label}
                  </label>
                  <select {...props} key={props.key} className={inputClass}>
                    {field.required ? null : <option value="">{field.emptyLabel ?? "(ingen)"}</option>}
                    {(field.options ?? []).map((option) => (
                      <option key={option} value={option}>
                        {field.optionLabels?.[option] ?? option}
                      </option>
                    ))}
                  </select>
                  <FieldError id={fieldMeta.errorId} errors={fieldMeta.errors} messages={noMessages} />
                </div>
              );
            }
            return field.type === "textarea" ? (
              <TextAreaField key={field.formName} meta={fieldMeta} label={label} optional={optional} messages={noMessages} />
            ) : (
              <TextField
                key={field.formName}
                meta={fieldMeta}
                label={label}
                optional={optional}
                messages={noMessages}
                type={field.type === "number" ? "number" : field.type === "date" ? "date" : "text"}
                min={field.type === "number" ? 0 : undefined}
              />
            );
          })}
        </div>
      ))}
      {kind === "notice" ? (
        <div className="flex items-start gap-2">
          <input id={`${form.id}-swedish-only`} type="checkbox" name={swedishOnlyConsent} value="ja" className="mt-1 size-4" />
          <label htmlFor={`${form.id}-swedish-only`}>
            Det är meningen att engelska besökare ser den svenska texten (banderoll utan engelsk text).
          </label>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="preview"
          disabled={busy}
          className="rounded-md border-2 border-forest-700 px-5 py-3 font-semibold text-forest-800 hover:bg-forest-50 disabled:opacity-60"
        >
          Förhandsgranska
        </button>
        {/* A draft keeps the text as it is, unchecked: the browser's and Conform's checks step aside. */}
        <button
          type="submit"
          name="intent"
          value="draft"
          formNoValidate
          disabled={busy}
          className="rounded-md border-2 border-forest-700 px-5 py-3 font-semibold text-forest-800 hover:bg-forest-50 disabled:opacity-60"
        >
          Spara utkast
        </button>
        <button
          type="submit"
          name="intent"
          value="publish"
          disabled={busy}
          className="rounded-md bg-forest-700 px-5 py-3 font-semibold text-white hover:bg-forest-800 disabled:opacity-60"
        >
          Publicera
        </button>
      </div>
    </Form>
  );
}

/** A localized field's two languages share a row. */
function groupByName(fields: FormField[]): FormField[][] {
  const rows = new Map<string, FormField[]>();
  for (const field of fields) rows.set(field.name, [...(rows.get(field.name) ?? []), field]);
  return [...rows.values()];
}

/** A picture's smallest rendition: a catalogue key's, or an uploaded photo's (`photo:{id}`). */
function thumbnail(option: string): string | undefined {
  const photo = photoIdOf(option);
  if (photo) return photoUrl(photo, 480, "webp");
  return isImageKey(option) ? imageUrl(option, 480) : undefined;
}

/**
 * The picture as thumbnails staff recognise, each a radio button named in Swedish: a choice
 * without JavaScript, and arrow keys move between them as in any radio group.
 */
function ImagePicker({ field, meta, label }: { field: FormField; meta: FieldMetadata<unknown>; label: string }) {
  const chosen = typeof meta.initialValue === "string" ? meta.initialValue : undefined;
  return (
    <fieldset key={meta.key} aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="block text-sm font-semibold text-ink">{label}</legend>
      <div className="mt-2 grid max-h-96 grid-cols-2 gap-3 overflow-y-auto rounded-md border border-sand p-3 sm:grid-cols-4">
        {(field.options ?? []).map((option) => (
          <label
            key={option}
            className="flex cursor-pointer flex-col gap-1 rounded-md border-2 border-transparent p-1 text-sm has-[:checked]:border-forest-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-forest-700"
          >
            <img
              src={thumbnail(option)}
              alt=""
              width={240}
              height={160}
              loading="lazy"
              className="aspect-[3/2] w-full rounded object-cover"
            />
            <span className="flex items-center gap-2">
              <input type="radio" name={meta.name} value={option} defaultChecked={chosen === option} required={field.required} />
              {field.optionLabels?.[option] ?? option}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} messages={noMessages} />
    </fieldset>
  );
}
