/**
 * A staff form field's messages, under the field: announced as they appear, and named by the
 * field's `aria-describedby` (`id`). Nothing when the field has none.
 */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-semibold text-ember">
      {errors.join(" ")}
    </p>
  );
}
