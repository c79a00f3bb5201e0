import * as z from "zod/mini";

/**
 * The staff directory's shared parts (issue 33, docs/decisions/049-staff-directory.md): the
 * "Personal" screen's form schema and how a name is matched and signed. Server code is in
 * directory.server.ts.
 */

export const NAME_MAX = 60;

const name = z
  .string("Skriv ett namn.")
  .check(z.trim(), z.minLength(1, "Skriv ett namn."), z.maxLength(NAME_MAX, `Namnet får vara högst ${NAME_MAX} tecken.`));
const email = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, "Adressen är för lång."),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Skriv en hel e-postadress."),
    ),
);

/** One schema for the screen's three forms, told apart by `intent`. */
export const memberSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), name, email }),
  z.object({ intent: z.literal("rename"), id: z.int().check(z.positive()), name, email }),
  z.object({ intent: z.literal("remove"), id: z.int().check(z.positive()) }),
]);

/** How names are compared at sign-in: case, spacing and Unicode form do not matter. */
export function nameKey(value: string): string {
  return value.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("sv");
}

/** The name a reply is signed with: the first word of the person's name ("Anna" for "Anna Berg"). */
export function firstName(value: string): string {
  return value.trim().split(/\s+/)[0] ?? "";
}

/**
 * The person a typed name means, among the directory's: the whole name, or a first name only one
 * person has. Undefined when nobody, or more than one, fits.
 */
export function matchName<T extends { name: string }>(members: readonly T[], typed: string): T | undefined {
  const key = nameKey(typed);
  if (!key) return undefined;
  const whole = members.filter((member) => nameKey(member.name) === key);
  if (whole.length === 1) return whole[0];
  const first = members.filter((member) => nameKey(firstName(member.name)) === key);
  return first.length === 1 ? first[0] : undefined;
}
