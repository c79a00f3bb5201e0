/**
 * Staff read and filter times in the hotel's time zone; the database stores UTC
 * (`created_at`, ISO 8601 with Z).
 */
export const hotelTimeZone = "Europe/Stockholm";

const stamp = new Intl.DateTimeFormat("sv-SE", {
  timeZone: hotelTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** "2026-11-23 20:41", in Swedish time. */
export function formatStamp(isoUtc: string): string {
  const date = new Date(isoUtc);
  return Number.isNaN(date.getTime()) ? isoUtc : stamp.format(date);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Minutes Stockholm is ahead of UTC at this instant (60 in winter, 120 in summer). */
function offsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: hotelTimeZone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The UTC instant (ISO) at which this Swedish calendar day begins. */
export function startOfHotelDay(day: string): string {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  // Sweden changes clocks at 01:00 UTC, never at midnight, so the offset at local midnight is the day's.
  const guess = new Date(utcMidnight.getTime() - offsetMinutes(utcMidnight) * 60_000);
  return new Date(utcMidnight.getTime() - offsetMinutes(guess) * 60_000).toISOString();
}

/** The Swedish calendar day after `day`. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Today's date in Sweden, YYYY-MM-DD. */
export function hotelToday(now = new Date()): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: hotelTimeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
