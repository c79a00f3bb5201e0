/**
 * What a visitor typed, read with suspicion before the hotel repeats it (issue 29, item 3): a reply
 * is mailed from the hotel's address to whatever address the visitor gave, so a "name" that is
 * really a sentence with a link would reach that address as the hotel's own words.
 * docs/decisions/037-visitor-text-in-hotel-mail.md.
 */

const MAX_NAME = 40;

/**
 * The name as a greeting may use it, or null when it does not look like a name: letters (any
 * script), spaces and `-'.` only, at most 40 characters, and a full stop only where an initial
 * or abbreviation ends ("J. Ek"), never inside a word ("evil.example"). Digits, `@` and `/` are
 * not letters, so they are refused too.
 */
export function greetingName(name: string): string | null {
  const trimmed = name.trim().replace(/\s+/g, " ");
  if (trimmed.length === 0 || trimmed.length > MAX_NAME) return null;
  if (!/^[\p{L}\p{M}' ’.-]+$/u.test(trimmed) || !/\p{L}/u.test(trimmed)) return null;
  if (/\.(?!\s|$)/.test(trimmed)) return null;
  return trimmed;
}

/**
 * A reply template filled in: `{namn}` is the guest's name where it looks like one (greetingName),
 * else the greeting goes without it; `{förnamn}` is the sender's first name, so a reply is signed
 * by the person who sent it (docs/decisions/049-staff-directory.md).
 */
export function fillTemplate(template: string, name: string, sender = ""): { body: string; nameLeftOut: boolean } {
  const body = sender ? template.replaceAll("{förnamn}", sender) : template;
  if (!body.includes("{namn}")) return { body, nameLeftOut: false };
  const greeted = greetingName(name);
  return greeted
    ? { body: body.replaceAll("{namn}", greeted), nameLeftOut: false }
    : { body: body.replace(/[ \t]*\{namn\}/g, ""), nameLeftOut: true };
}

/**
 * A web address (with or without http:// or www.), a bare domain such as "evil.example", or an
 * e-mail address. Abbreviations ("t.ex.", "bl.a.", "fr.o.m.") are not domains: a domain's name
 * before the last dot has two characters at least and ends in a lower-case top-level part of two.
 */
const linkOrAddress = [
  /\b[a-z][a-z\d+.-]*:\/\//i,
  /\bwww\./i,
  /[^\s@]+@[^\s@]+\.[^\s@]+/,
  /(?:^|[^\p{L}\d.@-])[\p{L}\d][\p{L}\d-]*[\p{L}\d](?:\.[\p{L}\d-]+)*\.[a-z]{2,63}(?![\p{L}\d])/u,
];

export function containsLinkOrAddress(text: string): boolean {
  return linkOrAddress.some((pattern) => pattern.test(text));
}

/**
 * The item page's warning when a field's text holds a link or an address ("Se upp: Namn och
 * Meddelande innehåller …"), or null. The e-mail field is an address by design and is not counted.
 */
export function linkWarning(fields: ReadonlyArray<{ label: string; value: string | null }>, email: string): string | null {
  const labels = fields
    .filter((field) => field.value !== null && field.value !== email && containsLinkOrAddress(field.value))
    .map((field) => field.label);
  if (labels.length === 0) return null;
  const named = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(", ")} och ${labels.at(-1)}`;
  return `Se upp: ${named} innehåller en länk eller en adress.`;
}
