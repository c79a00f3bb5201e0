/**
 * Staff-edited content as the pages read it (docs/decisions/023-staff-edited-content.md): no
 * imports, so the content modules and the shell can use it without pulling in the editor.
 */

/** The address of an item that is not a week or the one item of its kind: a slug made from its title. */
export const itemKeyPattern = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** An item's stored data: the form's values, flat, as the schema parsed them. */
export type ContentData = Record<string, string | number | undefined>;

/** A localized field in a language: English falls back to Swedish when staff left it empty. */
export function localized(data: ContentData, name: string, lang: "sv" | "en"): string {
  const sv = String(data[`${name}Sv`] ?? "");
  return lang === "en" ? String(data[`${name}En`] ?? "") || sv : sv;
}

/** A localized text with one entry per line (a list, or paragraphs). */
export function localizedLines(data: ContentData, name: string, lang: "sv" | "en"): string[] {
  return localized(data, name, lang)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A notice as a page shows it. */
export interface Notice {
  key: string;
  text: string;
  /** A path on this site in the page's language, or null. */
  href: string | null;
}
