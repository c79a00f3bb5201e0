import { getInputProps, type FieldMetadata } from "@conform-to/react";

/**
 * The reply form's one optional PDF (a conference offer; decision 056). The server checks the
 * file's content; `accept` only narrows the browser's file picker.
 */
export function AttachmentField({ field }: { field: FieldMetadata<File | undefined> }) {
  const hintId = `${field.id}-hint`;
  return (
    <div className="mt-4">
      <label htmlFor={field.id} className="block font-semibold">
        Bifoga en PDF (valfritt)
      </label>
      <p id={hintId} className="text-sm text-muted">
        Till exempel en offert. En fil, högst 10 MB; den skickas med svaret till gästen.
      </p>
      <input
        {...getInputProps(field, { type: "file", ariaAttributes: true, ariaDescribedBy: hintId })}
        key={field.key}
        accept="application/pdf,.pdf"
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-forest-700 file:bg-white file:px-3 file:py-1 file:text-forest-800"
      />
      {field.errors?.length ? (
        <p id={field.errorId} role="alert" className="mt-1 text-sm font-semibold text-ember">
          {field.errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
