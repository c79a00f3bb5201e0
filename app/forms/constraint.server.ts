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

type Schema = Parameters<typeof getZodConstraint>[0];

/** The parts of zod's schema definition (`_zod.def`, zod's documented surface for tools) that hold a text's longest length. */
interface Definition {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  element?: Schema;
  in?: Schema;
  checks?: Array<{ _zod: { def: { check: string; maximum?: number } } }>;
}

const definition = (schema: Schema) => schema._zod.def as unknown as Definition;

/** The `maxLength` a field's schema checks, through optional, default, array and pipe wrappers. */
function maxLengthOf(schema: Schema | undefined): number | undefined {
  if (!schema) return undefined;
  const def = definition(schema);
  const inner = def.innerType ?? def.element ?? def.in;
  if (inner) return maxLengthOf(inner);
  const maxima = (def.checks ?? []).flatMap(({ _zod }) =>
    _zod.def.check === "max_length" && typeof _zod.def.maximum === "number" ? [_zod.def.maximum] : [],
  );
  return maxima.length > 0 ? Math.min(...maxima) : undefined;
}

/**
 * A form's own field names (as Conform names them: `meals` and `meals[]`) and each one's
 * maxLength, from its schemas (both tabs of the booking form): what the quarantine keeps of a
 * held-back post (~/db/quarantine.server.ts). A field without a maxLength (a choice, a date) has none.
 */
export function fieldLimits(schemas: readonly Schema[]): Record<string, number | undefined> {
  const limits: Record<string, number | undefined> = Object.create(null);
  for (const schema of schemas) {
    const shape = definition(schema).shape ?? {};
    for (const name of Object.keys(getZodConstraint(schema))) {
      const max = maxLengthOf(shape[name.replace(/\[\]$/, "")]);
      limits[name] = max === undefined ? limits[name] : Math.max(max, limits[name] ?? 0);
    }
  }
  return limits;
}
