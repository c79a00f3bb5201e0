/** Made once: building a formatter costs more than formatting (the Worker asks on every page it serves). */
const swedishDate = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" });

/** Today's date in Sweden (YYYY-MM-DD), where the hotel is; used by the date rules of the forms. */
export function todayInSweden(now: Date = new Date()): string {
  return swedishDate.format(now);
}

export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date in YYYY-MM-DD form (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** How far ahead the booking inquiry takes dates (issue 14): nobody plans a stay further out, and a far date must not outlive retention. */
export const inquiryYearsAhead = 2;

/** The latest arrival or departure the booking inquiry accepts: `today` plus two years (29 February falls back to the 28th). */
export function latestInquiryDate(today: string): string {
  const later = `${Number(today.slice(0, 4)) + inquiryYearsAhead}${today.slice(4)}`;
  return isIsoDate(later) ? later : `${later.slice(0, 8)}28`;
}
