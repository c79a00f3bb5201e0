import type { FaqCategory, FaqEntry } from "~/content/faq";

/**
 * SPEC §2/§5: a case-insensitive substring match on question and answer text,
 * combined with the chosen category ("all" matches every category).
 */
export function searchFaq(entries: FaqEntry[], query: string, category: FaqCategory | "all", locale = "sv"): FaqEntry[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  return entries.filter(
    (entry) =>
      (category === "all" || entry.category === category) &&
      (needle === "" ||
        entry.question.toLocaleLowerCase(locale).includes(needle) ||
        entry.answer.toLocaleLowerCase(locale).includes(needle)),
  );
}
