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
}

/** Today's hours, the seed of migration 0013: what every page showed before staff could edit them. */
export const seededHours: OpeningHours = {
  receptionWeekdays: siteHours.receptionWeekdays,
  receptionWeekends: siteHours.receptionWeekends,
  breakfastWeekdays: siteHours.breakfastWeekdays,
  breakfastWeekends: siteHours.breakfastWeekends,
  lunchWeekdays: siteHours.lunchWeekdays,
  daySpa: daySpaGuestHours.time,
};

export const openingHoursKeys = Object.keys(seededHours) as Array<keyof OpeningHours>;

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
  for (const key of openingHoursKeys) {
    const value = String(data?.[key] ?? "").trim();
    if (timeRangePattern.test(value)) result[key] = normalizeTimeRange(value);
  }
  return result;
}

/** What an exception is about: everything, or one of the services. */
export const exceptionScopes = ["all", "reception", "breakfast", "lunch", "restaurant", "dayspa"] as const;
export type ExceptionScope = (typeof exceptionScopes)[number];

export const exceptionScopeLabels: Record<ExceptionScope, string> = {
  all: "Hela hotellet",
  reception: "Receptionen",
  breakfast: "Frukosten",
  lunch: "Lunchen",
  restaurant: "Köket (frukost och lunch)",
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
      (e.scope === scope || e.scope === "all" || (e.scope === "restaurant" && (scope === "breakfast" || scope === "lunch"))),
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
