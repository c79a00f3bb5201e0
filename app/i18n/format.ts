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

/** "25 %" in Swedish (with a space, as Swedish typography has it), "25%" in English. */
export function formatPercent(value: number, lang: Lang): string {
  return lang === "sv" ? `${value}${NBSP}%` : `${value}%`;
}
