/**
 * The periods the statistics page compares with the same period a year before (issue 35): a week,
 * a month, a season, a year or any range of days, all as Swedish calendar days (YYYY-MM-DD).
 */

export const periodKinds = ["vecka", "manad", "sasong", "ar", "egen"] as const;
export type PeriodKind = (typeof periodKinds)[number];

export const periodKindTitles: Record<PeriodKind, string> = {
  vecka: "Vecka",
  manad: "Månad",
  sasong: "Säsong",
  ar: "År",
  egen: "Egna datum",
};

export interface Period {
  kind: PeriodKind;
  from: string;
  to: string;
  label: string;
}

/** ISO 8601 week number of a day. */
export function isoWeek(day: string): number {
  const date = new Date(`${day}T00:00:00Z`);
  // The week's Thursday decides its year; count the weeks from that year's first day.
  date.setUTCDate(date.getUTCDate() + 4 - (date.getUTCDay() || 7));
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
}
const months = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"];

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
}

const lastDayOfMonth = (year: number, month: number) => iso(new Date(Date.UTC(year, month + 1, 0)));

/** The same day a year earlier; 29 February becomes the 28th. */
export function yearBefore(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const last = Number(lastDayOfMonth(year - 1, month - 1).slice(8));
  return `${year - 1}-${String(month).padStart(2, "0")}-${String(Math.min(date, last)).padStart(2, "0")}`;
}

/** The Monday of ISO week `week` of `year` (week 1 holds the year's first Thursday). */
function isoWeekMonday(year: number, week: number): string {
  const january4 = utc(`${year}-01-04`);
  const monday = addDays(iso(january4), -((january4.getUTCDay() + 6) % 7));
  return addDays(monday, 7 * (week - 1));
}

/** The ISO year a day's week belongs to (its Thursday's year). */
function isoYear(day: string): number {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + 4 - (date.getUTCDay() || 7));
  return date.getUTCFullYear();
}

/** The seasons as a mountain hotel's year runs: winter December–April (the snow), summer May–November. */
function seasonOf(day: string): { from: string; to: string; label: string } {
  const [year, month] = day.split("-").map(Number) as [number, number];
  if (month >= 5 && month <= 11) return { from: `${year}-05-01`, to: `${year}-11-30`, label: `sommarsäsongen ${year}` };
  const start = month === 12 ? year : year - 1;
  return { from: `${start}-12-01`, to: lastDayOfMonth(start + 1, 3), label: `vintersäsongen ${start}/${String(start + 1).slice(2)}` };
}

/** The period of `kind` that holds `day` (for "egen", `from` to `to`). */
export function periodOf(kind: PeriodKind, day: string, range?: { from: string; to: string }): Period {
  const [year, month] = day.split("-").map(Number) as [number, number];
  switch (kind) {
    case "vecka": {
      const from = addDays(day, -((utc(day).getUTCDay() + 6) % 7));
      return { kind, from, to: addDays(from, 6), label: `vecka ${isoWeek(from)} ${isoYear(from)}` };
    }
    case "manad":
      return { kind, from: `${day.slice(0, 7)}-01`, to: lastDayOfMonth(year, month - 1), label: `${months[month - 1]} ${year}` };
    case "sasong":
      return { kind, ...seasonOf(day) };
    case "ar":
      return { kind, from: `${year}-01-01`, to: `${year}-12-31`, label: String(year) };
    case "egen": {
      const { from, to } = range ?? { from: day, to: day };
      return { kind, from, to, label: `${from} – ${to}` };
    }
  }
}

/**
 * The same period a year earlier: the same ISO week number (week 53 of a year without one is its
 * week 52), month, season or year, or the same dates.
 */
export function samePeriodLastYear(period: Period): Period {
  if (period.kind === "vecka") {
    const year = isoYear(period.from) - 1;
    const week = Math.min(isoWeek(period.from), isoWeek(`${year}-12-28`));
    const from = isoWeekMonday(year, week);
    return { kind: "vecka", from, to: addDays(from, 6), label: `vecka ${week} ${year}` };
  }
  if (period.kind === "egen") {
    const from = yearBefore(period.from);
    const to = yearBefore(period.to);
    return { kind: "egen", from, to, label: `${from} – ${to}` };
  }
  return periodOf(period.kind, yearBefore(period.from));
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string => value !== null && dayPattern.test(value) && iso(utc(value)) === value;

/** The longest range staff may ask for: two years of daily rows is what the page reads at most. */
export const MAX_RANGE_DAYS = 731;

/**
 * The period a statistics address asks for (`?period=manad&dag=2026-11-03`, or `?period=egen&fran=…&till=…`),
 * or an error in the staff's words; none asked: this week.
 */
export function readPeriod(params: URLSearchParams, today: string): { period: Period; error: string | null } {
  const kind = params.get("period") ?? "vecka";
  if (!(periodKinds as readonly string[]).includes(kind))
    return { period: periodOf("vecka", today), error: "Välj en av perioderna i listan." };
  if (kind === "egen") {
    const from = params.get("fran");
    const to = params.get("till");
    if (!isDay(from) || !isDay(to)) return { period: periodOf("vecka", today), error: "Skriv både från- och tilldatum som ÅÅÅÅ-MM-DD." };
    if (from > to) return { period: periodOf("vecka", today), error: "Fråndatum måste vara före tilldatum." };
    if ((utc(to).getTime() - utc(from).getTime()) / 86_400_000 >= MAX_RANGE_DAYS)
      return { period: periodOf("vecka", today), error: "Välj högst två år åt gången." };
    return { period: periodOf("egen", today, { from, to }), error: null };
  }
  const day = params.get("dag");
  return { period: periodOf(kind as PeriodKind, isDay(day) ? day : today), error: null };
}
