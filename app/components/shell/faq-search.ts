import type { FaqCategory, FaqEntry } from "~/content/faq";
import type { ShellTextKey } from "~/i18n/sv";

// Typed imports only: the FAQ itself is fetched when the chat opens, never bundled.
export const faqCategoryLabels: Record<FaqCategory | "all", ShellTextKey> = {
  all: "chat.cat.all",
  hotel: "chat.cat.hotel",
  booking: "chat.cat.booking",
  restaurant: "chat.cat.restaurant",
  meetings: "chat.cat.meetings",
  giftcard: "chat.cat.giftcard",
  other: "chat.cat.other",
};

/**
 * SPEC §2/§5: a case-insensitive substring match on question and answer text,
 * combined with the chosen category ("all" matches every category). Beyond the spec, an entry's
 * keywords count too, either way round ("hun" finds the pets answer, and so does "får hund följa med?"),
 * so the words guests actually type find an answer (issue 30).
 */
export function searchFaq(entries: FaqEntry[], query: string, category: FaqCategory | "all", locale = "sv"): FaqEntry[] {
  const needle = comparable(query, locale).trim();
  return entries.filter(
    (entry) =>
      (category === "all" || entry.category === category) &&
      (needle === "" ||
        comparable(entry.question, locale).includes(needle) ||
        comparable(entry.answer, locale).includes(needle) ||
        (entry.keywords ?? []).some((keyword) => matchesKeyword(comparable(keyword, locale), needle))),
  );
}

/** A keyword that contains what was typed ("hun" in "hund"), or is a whole word of it ("har ni hund?"). */
function matchesKeyword(keyword: string, needle: string): boolean {
  return keyword.includes(needle) || ` ${needle.replace(/[^\p{L}\p{N}-]+/gu, " ")} `.includes(` ${keyword} `);
}

/** Prices are written with non-breaking spaces ("910 kr"); a visitor types an ordinary one. */
function comparable(text: string, locale: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ").toLocaleLowerCase(locale);
}
