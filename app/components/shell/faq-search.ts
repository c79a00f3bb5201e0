import type { FaqCategory, FaqEntry } from "~/content/faq";

/**
 * SPEC §2/§5: a case-insensitive substring match on question and answer text,
 * combined with the chosen category ("all" matches every category).
 */
export function searchFaq(entries: FaqEntry[], query: string, category: FaqCategory | "all", locale = "sv"): FaqEntry[] {
  const needle = comparable(query, locale).trim();
  return entries.filter(
    (entry) =>
      (category === "all" || entry.category === category) &&
      (needle === "" || comparable(entry.question, locale).includes(needle) || comparable(entry.answer, locale).includes(needle)),
  );
}

/** Prices are written with non-breaking spaces ("910 kr"); a visitor types an ordinary one. */
function comparable(text: string, locale: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ").toLocaleLowerCase(locale);
}
