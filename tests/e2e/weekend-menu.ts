/**
 * What the weekly menu's "Helg" tab shows this week: the seeded weekend menu is for weeks 24–25
 * (app/content/menus.ts), and in any other week the tab says the spec's empty text (issue 30).
 */

/** This ISO week in Sweden. */
function isoWeekInSweden(now = new Date()): number {
  const date = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(now);
  const utc = Date.parse(`${date}T00:00:00Z`);
  const weekday = (new Date(utc).getUTCDay() + 6) % 7;
  const thursday = new Date(utc + (3 - weekday) * 86_400_000);
  return Math.floor((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / 86_400_000 / 7) + 1;
}

export const weekendMenuServed = [24, 25].includes(isoWeekInSweden());

/** A text the "Helg" panel has this week, in Swedish and English. */
export const weekendPanelText = weekendMenuServed
  ? { sv: "345:-", en: "345 SEK" }
  : { sv: "Ingen helgmeny tillgänglig för denna vecka.", en: "No weekend menu is available for this week." };
