import type { Lang } from "../i18n/lang";

/**
 * How the pages announce a price staff entered ahead (issue 36): the day it starts, written out
 * ("1 januari 2027" / "1 January 2027"), so a guest booking a stay after it knows what it costs.
 */
export function longDay(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "sv" ? "sv-SE" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T12:00:00Z`));
}
