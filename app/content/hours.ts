import { localized, type ContentData } from "../content-store/data";
import type { Lang } from "../i18n/lang";
import { daySpaGuestHours, hours as siteHours } from "../site";

/**
 * Opening hours and closed days as staff edit them in /staff/content (issue 18,
 * docs/decisions/023-staff-edited-content.md): the weekly hours are one item of the `hours` kind,
 * each exception ("Köket är stängt 24–26 december", another hour on a date) an item of
 * `hours-exception`. Pages, FAQ answers and structured data take an `OpeningHours` as input.
 */

export interface OpeningHours {
  receptionWeekdays: string;
  receptionWeekends: string;
  breakfastWeekdays: string;
  breakfastWeekends: string;
  /** Monday–Friday. */
  lunchWeekdays: string;
  /** Day guests in the relax area, on `daySpaGuestHours.days`. */
  daySpa: string;
  /** The dinner service's hours on `dinnerDays`, or "": the pages name the days without hours. */
  dinner: string;
  dinnerDays: DinnerDays;
}

/** The evenings the kitchen serves dinner (a two-course dinner), as staff choose them. */
export const dinnerDaySpans = ["fri-sat", "thu-sat", "wed-sat", "tue-sat", "every-day"] as const;
export type DinnerDays = (typeof dinnerDaySpans)[number];

/** The choices in the staff's words; the first is what the pages said before staff could change it. */
export const dinnerDayLabels: Record<DinnerDays, string> = {
  "fri-sat": "Fredag och lördag",
  "thu-sat": "Torsdag–lördag",
  "wed-sat": "Onsdag–lördag",
  "tue-sat": "Tisdag–lördag",
  "every-day": "Alla dagar",
};

/** The days in a sentence ("Tvårättersmiddag serveras varje fredag och lördag"). */
export const dinnerDayTexts: Record<DinnerDays, Record<Lang, string>> = {
  "fri-sat": { sv: "varje fredag och lördag", en: "every Friday and Saturday" },
  "thu-sat": { sv: "torsdag till lördag", en: "Thursday to Saturday" },
  "wed-sat": { sv: "onsdag till lördag", en: "Wednesday to Saturday" },
  "tue-sat": { sv: "tisdag till lördag", en: "Tuesday to Saturday" },
  "every-day": { sv: "varje dag", en: "every day" },
};

/** The days as schema.org names them. */
export const dinnerDayNames: Record<DinnerDays, readonly string[]> = {
  "fri-sat": ["Friday", "Saturday"],
  "thu-sat": ["Thursday", "Friday", "Saturday"],
  "wed-sat": ["Wednesday", "Thursday", "Friday", "Saturday"],
  "tue-sat": ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  "every-day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
};

/** "Tvårättersmiddag serveras varje fredag och lördag 18:00–21:00." (without hours as before them). */
export function dinnerText(hours: Pick<OpeningHours, "dinner" | "dinnerDays">, lang: Lang): string {
  const days = dinnerDayTexts[hours.dinnerDays][lang];
  if (lang === "sv") return `Tvårättersmiddag serveras ${days}${hours.dinner ? ` ${hours.dinner}` : ""}.`;
  return `A two-course dinner is served ${days}${hours.dinner ? `, ${hours.dinner}` : ""}.`;
}

/** Today's hours, the seed of migration 0013: what every page showed before staff could edit them. */
export const seededHours: OpeningHours = {
  receptionWeekdays: siteHours.receptionWeekdays,
  receptionWeekends: siteHours.receptionWeekends,
  breakfastWeekdays: siteHours.breakfastWeekdays,
  breakfastWeekends: siteHours.breakfastWeekends,
  lunchWeekdays: siteHours.lunchWeekdays,
  daySpa: daySpaGuestHours.time,
  dinner: "",
  dinnerDays: "fri-sat",
};

/** The hours that are time ranges, each required. */
const timeRangeKeys = [
  "receptionWeekdays",
  "receptionWeekends",
  "breakfastWeekdays",
  "breakfastWeekends",
  "lunchWeekdays",
  "daySpa",
] as const;

/** Every time the texts quote: the editable hours over app/site.ts's fixed ones (check-in, conference day). */
export type HoursText = Omit<typeof siteHours, keyof OpeningHours> & OpeningHours;

export function hoursText(open: OpeningHours): HoursText {
  return { ...siteHours, ...open };
}

/** "08:00–17:00" (a hyphen is accepted and stored as the en dash the pages use). */
export const timeRangePattern = /^([01]\d|2[0-3]):[0-5]\d\s*[–-]\s*([01]\d|2[0-4]):[0-5]\d$/;

export function normalizeTimeRange(value: string): string {
  return value.replace(/\s*[–-]\s*/, "–");
}

/** The stored item's hours; a missing or malformed field keeps today's (never a broken page). */
export function hoursFromData(data: ContentData | undefined): OpeningHours {
  const result = { ...seededHours };
  for (const key of timeRangeKeys) {
    const value = String(data?.[key] ?? "").trim();
    if (timeRangePattern.test(value)) result[key] = normalizeTimeRange(value);
  }
  const dinner = String(data?.dinner ?? "").trim();
  if (timeRangePattern.test(dinner)) result.dinner = normalizeTimeRange(dinner);
  result.dinnerDays = dinnerDaySpans.find((span) => span === data?.dinnerDays) ?? seededHours.dinnerDays;
  return result;
}

/** What an exception is about: everything, or one of the services. */
export const exceptionScopes = ["all", "reception", "breakfast", "lunch", "dinner", "restaurant", "dayspa"] as const;
export type ExceptionScope = (typeof exceptionScopes)[number];

export const exceptionScopeLabels: Record<ExceptionScope, string> = {
  all: "Hela hotellet",
  reception: "Receptionen",
  breakfast: "Frukosten",
  lunch: "Lunchen",
  dinner: "Middagen",
  restaurant: "Köket (frukost, lunch och middag)",
  dayspa: "Dagspa",
};

export interface HoursException {
  key: string;
  /** First and last day (ISO dates, the day in Sweden); one day when they are the same. */
  from: string;
  to: string;
  scope: ExceptionScope;
  /** The hours on those days, or null: closed. */
  hours: string | null;
  /** What the pages say, in the page's language ("Köket är stängt 24–26 december"). */
  text: string;
}

export function exceptionFromData(key: string, data: ContentData, lang: Lang): HoursException {
  const from = String(data.startDate ?? "");
  const range = String(data.hours ?? "").trim();
  const scope = exceptionScopes.find((s) => s === data.scope) ?? "all";
  return {
    key,
    from,
    to: String(data.endDate ?? "") || from,
    scope,
    hours: timeRangePattern.test(range) ? normalizeTimeRange(range) : null,
    text: localized(data, "text", lang),
  };
}

/** In effect on `today` (an ISO date in Sweden). */
export function isExceptionOn(exception: Pick<HoursException, "from" | "to">, today: string): boolean {
  return exception.from <= today && today <= exception.to;
}

/** Not over yet on `today`: in effect or still to come, soonest first. */
export function comingExceptions<T extends Pick<HoursException, "from" | "to" | "key">>(exceptions: readonly T[], today: string): T[] {
  return exceptions.filter((e) => e.to >= today).sort((a, b) => a.from.localeCompare(b.from) || a.key.localeCompare(b.key));
}

/** The hours of a service on a date: the exception's (or null: closed) when one covers it, else `weekly`. */
export function hoursOn(
  exceptions: readonly HoursException[],
  scope: Exclude<ExceptionScope, "all" | "restaurant">,
  date: string,
  weekly: string | null,
): string | null {
  const covering = exceptions.find(
    (e) =>
      isExceptionOn(e, date) &&
      (e.scope === scope ||
        e.scope === "all" ||
        (e.scope === "restaurant" && (scope === "breakfast" || scope === "lunch" || scope === "dinner"))),
  );
  return covering ? covering.hours : weekly;
}

/** The hours and exceptions a page shows. */
export interface HoursContent {
  hours: OpeningHours;
  /** Exceptions in effect today or still to come, soonest first. */
  exceptions: HoursException[];
  /** Today in Sweden (ISO date), as the exceptions were chosen for. */
  today: string;
}

/** Before anything is read (tests, the staff preview): today's hours and no exceptions. */
export const seededHoursContent: HoursContent = { hours: seededHours, exceptions: [], today: "" };

/**
 * A text builder of the hours, built once per distinct set of hours (the seeded hours are the
 * usual case, so pages cost what they did when the texts were module constants).
 */
export function perHours<T>(build: (hours: OpeningHours) => T): (hours?: OpeningHours) => T {
  const built = new Map<string, T>();
  return (hours = seededHours) => {
    const key = JSON.stringify(hours);
    let value = built.get(key);
    if (value === undefined) {
      if (built.size > 8) built.clear();
      value = build(hours);
      built.set(key, value);
    }
    return value;
  };
}
