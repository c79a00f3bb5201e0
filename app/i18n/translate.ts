/**
 * Looks a key up in a dictionary. A key with no translation shows the key itself (SPEC §1),
 * so a missing text is visible in review instead of silently blank.
 * `{name}` placeholders are filled from `vars`.
 */
export function translate(texts: Readonly<Record<string, string>>, key: string, vars?: Readonly<Record<string, string | number>>): string {
  const text = Object.hasOwn(texts, key) ? texts[key] : undefined;
  if (text === undefined) return key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : match));
}
