import { hotel } from "../site";
import type { Lang } from "./lang";

/** How prices and percentages are written in each language; every content module formats through here. */

const NBSP = "\u00a0";

function groupThousands(value: number, separator: string): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** "3 500 kr" in Swedish (non-breaking thousands space), "3,500 SEK" in English. */
export function formatSek(value: number, lang: Lang): string {
  return lang === "sv" ? `${groupThousands(value, NBSP)}${NBSP}kr` : `${groupThousands(value, ",")}${NBSP}SEK`;
}

/**
 * A price on a menu board: "220:-" in Swedish, as menus write it (SPEC §9 "Menus"); in English the
 * same as everywhere else ("220 SEK").
 */
export function formatMenuPrice(value: number, lang: Lang): string {
  return lang === "sv" ? `${value}:-` : formatSek(value, lang);
}

/**
 * The hotel's phone as each language writes it: "0918-123 40" in Swedish, "+46 918 123 40" in
 * English, where a reader may well be calling from abroad (the English mails write it so too).
 */
export function formatPhone(lang: Lang): string {
  return lang === "sv" ? hotel.phoneDisplay : hotel.phone;
}

/** "25 %" in Swedish (with a space, as Swedish typography has it), "25%" in English. */
export function formatPercent(value: number, lang: Lang): string {
  return lang === "sv" ? `${value}${NBSP}%` : `${value}%`;
}
