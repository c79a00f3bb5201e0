import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

/** Field metadata of any form: these components only read ids, names, errors and defaults. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFieldMetadata = FieldMetadata<any, any, string[]>;

/** Translates the schema's message keys; an unknown key shows itself (like every text on the site). */
export type MessageLookup = Readonly<Record<string, string>>;

const fieldClass =
  "mt-1 block w-full rounded-md border border-forest-200 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-forest-700 aria-[invalid=true]:border-red-700";
export const inputClass = `${fieldClass} min-h-11`;
const textareaClass = `${fieldClass} min-h-24`;

export function FieldError({ id, errors, messages }: { id: string; errors?: string[]; messages: MessageLookup }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {errors.map((key) => messages[key] ?? key).join(" ")}
    </p>
  );
}

function Label({ htmlFor, children, optional }: { htmlFor: string; children: ReactNode; optional?: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-ink">
      {children}
      {optional && <span className="font-normal text-muted"> ({optional})</span>}
    </label>
  );
}

type InputType = "text" | "email" | "tel" | "number" | "date";

export function TextField({
  meta,
  label,
  type = "text",
  messages,
  optional,
  className,
  ...rest
}: {
  meta: AnyFieldMetadata;
  label: ReactNode;
  type?: InputType;
  messages: MessageLookup;
  optional?: string;
  className?: string;
  autoComplete?: string;
  min?: string | number;
  max?: string | number;
  inputMode?: "numeric" | "tel" | "email" | "text";
}) {
  const props = getInputProps(meta, { type, ariaAttributes: true });
  return (
    <div className={className}>
      <Label htmlFor={meta.id} optional={optional}>
        {label}
      </Label>
      <input {...props} key={props.key} {...rest} className={inputClass} />
      <FieldError id={meta.errorId} errors={meta.errors} messages={messages} />
    </div>
  );
}

export function TextAreaField({
  meta,
  label,
  messages,
  optional,
  className,
}: {
  meta: AnyFieldMetadata;
  label: ReactNode;
  messages: MessageLookup;
  optional?: string;
  className?: string;
}) {
  const props = getTextareaProps(meta, { ariaAttributes: true });
  return (
    <div className={className}>
      <Label htmlFor={meta.id} optional={optional}>
        {label}
      </Label>
      <textarea {...props} key={props.key} rows={4} className={textareaClass} />
      <FieldError id={meta.errorId} errors={meta.errors} messages={messages} />
    </div>
  );
}

export function CheckboxField({
  meta,
  label,
  messages,
  value = "on",
  className,
}: {
  meta: AnyFieldMetadata;
  label: ReactNode;
  messages: MessageLookup;
  value?: string;
  className?: string;
}) {
  const props = getInputProps(meta, { type: "checkbox", value, ariaAttributes: true });
  return (
    <div className={className}>
      <label className="flex items-start gap-3 text-base">
        <input {...props} key={props.key} className="mt-1 size-5 shrink-0 accent-forest-700" />
        <span>{label}</span>
      </label>
      <FieldError id={meta.errorId} errors={meta.errors} messages={messages} />
    </div>
  );
}

export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: ReactNode; pendingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex min-h-12 items-center justify-center rounded-md bg-forest-700 px-7 font-semibold text-white hover:bg-forest-800 disabled:opacity-60"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
