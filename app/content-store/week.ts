import { todayInSweden } from "~/forms/dates";

/**
 * ISO weeks as the hotel counts them: Monday to Sunday, in Swedish time (Europe/Stockholm), so
 * the menu switches at midnight between Sunday and Monday in Norsjö whatever UTC says. Week 1 is
 * the week with the year's first Thursday; a key is "2026-W48".
 */
export interface IsoWeek {
  year: number;
  week: number;
}

const day = 86_400_000;

/** The ISO week a calendar date (YYYY-MM-DD) falls in. */
export function isoWeekOf(date: string): IsoWeek {
  const utc = Date.parse(`${date}T00:00:00Z`);
  const weekday = (new Date(utc).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(utc + (3 - weekday) * day);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / day / 7) + 1;
  return { year, week };
}

/** This week in Sweden. */
export function currentWeek(now: Date = new Date()): IsoWeek {
  return isoWeekOf(todayInSweden(now));
}

export function weekKey({ year, week }: IsoWeek): string {
  return `${year}-W${String(week).padStart(2, "0")}`;
}

export function parseWeekKey(key: string): IsoWeek | undefined {
  const match = /^(\d{4})-W(\d{2})$/.exec(key);
  if (!match) return undefined;
  const parsed = { year: Number(match[1]), week: Number(match[2]) };
  return parsed.week >= 1 && weekKey(addWeeks(mondayOf(parsed), 0)) === key ? parsed : undefined;
}

/** The Monday (YYYY-MM-DD) of an ISO week. */
export function mondayOf({ year, week }: IsoWeek): string {
  const jan4 = Date.UTC(year, 0, 4);
  const jan4Weekday = (new Date(jan4).getUTCDay() + 6) % 7;
  return new Date(jan4 - jan4Weekday * day + (week - 1) * 7 * day).toISOString().slice(0, 10);
}

/** The ISO week `weeks` weeks after the one whose Monday is given (negative: before). */
function addWeeks(monday: string, weeks: number): IsoWeek {
  return isoWeekOf(new Date(Date.parse(`${monday}T00:00:00Z`) + weeks * 7 * day).toISOString().slice(0, 10));
}

export function shiftWeek(week: IsoWeek, weeks: number): IsoWeek {
  return addWeeks(mondayOf(week), weeks);
}

/**
 * What staff call a week beside its number in the content list: this week and next week, counted
 * in Sweden (so on Sunday night at 23:30 UTC, already Monday in Norsjö, next week is this week).
 */
export function weekNote(key: string, now: Date = new Date()): "denna vecka" | "nästa vecka" | null {
  const thisWeek = currentWeek(now);
  if (key === weekKey(thisWeek)) return "denna vecka";
  if (key === weekKey(shiftWeek(thisWeek, 1))) return "nästa vecka";
  return null;
}
