import { getZodConstraint } from "@conform-to/zod/v4";
import type { FormConstraint } from "~/components/forms/use-lazy-validation";

type Constraint = FormConstraint[string];

/** One frozen object per distinct constraint: the hydration data writes an object it meets again as a reference. */
const shared = new Map<string, Constraint>();

/**
 * A schema's field constraints (`required`, lengths, patterns) for the form's markup, as the
 * loader sends them for hydration. Entries that say nothing are left out: `required: false`
 * renders no attribute, as a field without an entry does, and a field left with nothing else has
 * no entry (Conform reads a missing one as `{}`). Equal constraints are one object (most are
 * `{ required: true }`), so React Router's encoder sends each once. `handWritten` names fields the
 * form writes without Conform's helpers (a hidden input, radio chips): their constraints render
 * nothing, so they are left out too.
 */
export function formConstraint(schema: Parameters<typeof getZodConstraint>[0], handWritten: readonly string[] = []): FormConstraint {
  const kept = Object.entries(getZodConstraint(schema)).flatMap(([name, { required, ...rest }]) => {
    const constraint: Constraint = required ? { required, ...rest } : rest;
    if (Object.keys(constraint).length === 0 || handWritten.includes(name)) return [];
    const id = JSON.stringify(constraint);
    if (!shared.has(id)) shared.set(id, Object.freeze(constraint));
    return [[name, shared.get(id)!] as const];
  });
  return Object.fromEntries(kept);
}
