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
