import { todayInSweden } from "~/forms/dates";
import { indexedScreenIds, screens, type IndexedScreenId } from "~/screens";
import { screenIntro } from "~/seo/seo.server";
import type { SiteMetric } from "./counters.server";
import { formatHours } from "./funnel-format";
import { inquiryFunnel, type InquiryFunnel } from "./funnel.server";
import { OTHER_CAMPAIGNS } from "./page-views.server";
import { addDays, isoWeek, samePeriodLastYear, type Period } from "./periods";
import { deviceTitles, sourceTitles } from "./sources";

/** What /staff/statistik shows: the last 8 weeks (Monday to Sunday, the current one so far), from `site_counts`. */

export const WEEKS = 8;

export interface CountRow {
  day: string;
  metric: SiteMetric;
  subject: string;
  lang: string;
  count: number;
}

export interface Week {
  /** ISO week number, as Swedish calendars print it ("v. 48"). */
  number: number;
  /** Its Monday, YYYY-MM-DD. */
  start: string;
}

/** Swedish names of what is counted. */
export const metricTitles: Record<SiteMetric, string> = {
  page_view: "Sidvisningar",
  booking_click: "Klick till bokningen",
  gift_card_click: "Klick till presentkortsbutiken",
  form_accepted: "Formulär mottagna",
  form_refused: "Formulär avvisade",
  newsletter_confirmed: "Bekräftade nyhetsbrev",
  entry_page: "Ingångssidor",
  source: "Varifrån besökarna kommer",
  utm_source: "Kampanjkälla (utm_source)",
  utm_campaign: "Kampanj (utm_campaign)",
  device: "Enheter",
  booking_click_page: "Klick till bokningen per sida",
  gift_card_click_page: "Klick till presentkortsbutiken per sida",
};

const placeTitles: Record<string, string> = {
  header: "Sidhuvudet (Boka nu)",
  hero: "Startsidans bild (Boka vistelse)",
  rooms: "Boende (rummens Boka nu)",
  packages: "Paket",
  menu: "Menyn (Presentkort)",
  other: "Annan",
};

const formTitles: Record<string, string> = {
  "booking-inquiry": "Bokningsförfrågan",
  "lost-and-found": "Kvarglömt",
  "job-application": "Jobbansökan",
  newsletter: "Nyhetsbrev",
};

const languageTitles: Record<string, string> = { sv: "svenska", en: "engelska", "-": "–" };

/** The 8 weeks ending with today's, oldest first. */
export function lastWeeks(today: string): Week[] {
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  return Array.from({ length: WEEKS }, (_, i) => {
    const start = addDays(monday, -7 * (WEEKS - 1 - i));
    return { number: isoWeek(start), start };
  });
}

export async function readCounts(d1: D1Database, from: string, to = "9999-12-31"): Promise<CountRow[]> {
  const { results } = await d1
    .prepare("SELECT day, metric, subject, lang, count FROM site_counts WHERE day >= ?1 AND day <= ?2 ORDER BY day, metric, subject, lang")
    .bind(from, to)
    .all<CountRow>();
  return results;
}

export interface Breakdown {
  label: string;
  /** One number per week, oldest first. */
  weeks: number[];
  total: number;
}

export interface Section {
  id: string;
  title: string;
  /** The chart: the section's total per week. */
  totals: number[];
  /** The table beside it: one line per screen, place or form. */
  lines: Breakdown[];
}

function weekIndex(weeks: Week[], day: string): number {
  for (let i = weeks.length - 1; i >= 0; i--) if (day >= weeks[i]!.start) return i;
  return -1;
}

function group(weeks: Week[], rows: CountRow[], labelOf: (row: CountRow) => string): Breakdown[] {
  const lines = new Map<string, number[]>();
  for (const row of rows) {
    const i = weekIndex(weeks, row.day);
    if (i < 0) continue;
    const label = labelOf(row);
    const line = lines.get(label) ?? Array<number>(weeks.length).fill(0);
    line[i]! += row.count;
    lines.set(label, line);
  }
  return [...lines]
    .map(([label, counts]) => ({ label, weeks: counts, total: counts.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label, "sv"));
}

function totalsOf(weeks: Week[], lines: Breakdown[]): number[] {
  return weeks.map((_, i) => lines.reduce((sum, line) => sum + line.weeks[i]!, 0));
}

/** A screen as staff know it: its Swedish heading ("Boende"); a screen without one by its path. */
export function screenTitle(id: string): string {
  if ((indexedScreenIds as readonly string[]).includes(id)) return screenIntro(id as IndexedScreenId, "sv").heading;
  if (id in screens) return screens[id as keyof typeof screens].path;
  return id === "other" ? "Okänd sida" : id;
}

/** The label of a counter's subject, whatever its metric. */
function subjectTitle(row: Pick<CountRow, "metric" | "subject">): string {
  switch (row.metric) {
    case "page_view":
    case "entry_page":
    case "booking_click_page":
    case "gift_card_click_page":
      return screenTitle(row.subject);
    case "source":
      return sourceTitles[row.subject as keyof typeof sourceTitles] ?? row.subject;
    case "device":
      return deviceTitles[row.subject as keyof typeof deviceTitles] ?? row.subject;
    case "utm_source":
    case "utm_campaign":
      return row.subject === OTHER_CAMPAIGNS ? "Övriga (för många olika)" : row.subject;
    default:
      return placeTitles[row.subject] ?? formTitles[row.subject] ?? row.subject;
  }
}

/** The page's sections, each a chart of weekly totals and a table of its parts. */
export function statisticsSections(weeks: Week[], rows: CountRow[]): Section[] {
  const of = (metrics: SiteMetric[]) => rows.filter((row) => metrics.includes(row.metric));
  const section = (id: string, title: string, metrics: SiteMetric[], labelOf: (row: CountRow) => string): Section => {
    const lines = group(weeks, of(metrics), labelOf);
    return { id, title, totals: totalsOf(weeks, lines), lines };
  };
  return [
    section("kallor", metricTitles.source, ["source"], subjectTitle),
    section("kampanjer", "Kampanjer", ["utm_source", "utm_campaign"], (row) =>
      row.metric === "utm_source" ? `Källa: ${subjectTitle(row)}` : `Kampanj: ${subjectTitle(row)}`,
    ),
    section("ingangssidor", metricTitles.entry_page, ["entry_page"], subjectTitle),
    section("bokning-sida", metricTitles.booking_click_page, ["booking_click_page"], subjectTitle),
    section(
      "sidvisningar",
      metricTitles.page_view,
      ["page_view"],
      (row) => `${screenTitle(row.subject)} (${languageTitles[row.lang] ?? row.lang})`,
    ),
    section("bokning", metricTitles.booking_click, ["booking_click"], (row) => placeTitles[row.subject] ?? row.subject),
    section("presentkort-sida", metricTitles.gift_card_click_page, ["gift_card_click_page"], subjectTitle),
    section("presentkort", metricTitles.gift_card_click, ["gift_card_click"], (row) => placeTitles[row.subject] ?? row.subject),
    section(
      "formular",
      "Formulär",
      ["form_accepted", "form_refused"],
      (row) => `${formTitles[row.subject] ?? row.subject}: ${row.metric === "form_accepted" ? "mottagna" : "avvisade"}`,
    ),
    section("nyhetsbrev", metricTitles.newsletter_confirmed, ["newsletter_confirmed"], () => "Bekräftade adresser"),
    section("enheter", metricTitles.device, ["device"], subjectTitle),
  ];
}

export interface ComparedLine {
  label: string;
  now: number;
  lastYear: number;
}

/** Lines of both periods by label, the period's biggest first; a line only last year shows 0 now. */
function compared(now: Breakdown[], before: Breakdown[]): ComparedLine[] {
  const lines = new Map<string, ComparedLine>();
  for (const line of now) lines.set(line.label, { label: line.label, now: line.total, lastYear: 0 });
  for (const line of before) lines.set(line.label, { label: line.label, now: lines.get(line.label)?.now ?? 0, lastYear: line.total });
  return [...lines.values()].sort((a, b) => b.now - a.now || b.lastYear - a.lastYear || a.label.localeCompare(b.label, "sv"));
}

/** Every section for one period, and the same period a year earlier, side by side; with the funnel's totals. */
export async function periodComparison(d1: D1Database, period: Period) {
  const before = samePeriodLastYear(period);
  const read = async ({ from, to }: Period) => {
    const bucket: Week[] = [{ number: 0, start: from }];
    const [rows, funnel] = await Promise.all([readCounts(d1, from, to), inquiryFunnel(d1, bucket, to)]);
    return { sections: statisticsSections(bucket, rows), funnel: funnel.total };
  };
  const [now, then] = await Promise.all([read(period), read(before)]);
  return {
    period,
    before,
    sections: now.sections.map((section, i) => ({
      id: section.id,
      title: section.title,
      now: section.totals[0]!,
      lastYear: then.sections[i]!.totals[0]!,
      lines: compared(section.lines, then.sections[i]!.lines),
    })),
    funnel: { now: now.funnel, lastYear: then.funnel },
  };
}

export type PeriodComparison = Awaited<ReturnType<typeof periodComparison>>;

/** The report's whole input: the weeks, and the counts from the first week's Monday on. */
export async function statisticsReport(d1: D1Database, today = todayInSweden()) {
  const weeks = lastWeeks(today);
  const [rows, funnel] = await Promise.all([readCounts(d1, weeks[0]!.start), inquiryFunnel(d1, weeks, today)]);
  return { weeks, rows, funnel, sections: statisticsSections(weeks, rows) };
}

/**
 * CSV of everything the page shows: one line per day and counter, then the inquiry funnel per week
 * (its Monday as the day) and per kind (no day), with Swedish headings (app/staff/csv.ts writes it).
 */
export function statisticsCsv(
  rows: CountRow[],
  funnel?: InquiryFunnel,
  weeks: Week[] = [],
  comparison?: PeriodComparison,
): { header: string[]; rows: Array<Array<string | number>> } {
  const funnelLines = (day: string, line: InquiryFunnel["total"]): Array<Array<string | number>> => [
    [day, "Förfrågningar mottagna", line.label, "", line.received],
    [day, "Förfrågningar besvarade inom 24 h", line.label, "", line.answeredInTime],
    [day, "Förfrågningar bokade", line.label, "", line.booked],
    [day, "Förfrågningar, median tid till svar", line.label, "", formatHours(line.medianHours)],
  ];
  return {
    header: ["Dag", "Vad", "Sida, plats eller formulär", "Språk", "Antal"],
    rows: [
      ...rows.map((row) => [
        row.day,
        metricTitles[row.metric] ?? row.metric,
        subjectTitle(row),
        languageTitles[row.lang] ?? row.lang,
        row.count,
      ]),
      ...(funnel
        ? [
            ...funnel.weeks.flatMap((line, i) => funnelLines(weeks[i]?.start ?? "", line)),
            ...funnel.kinds.flatMap((line) => funnelLines("", line)),
          ]
        : []),
      ...(comparison ? comparisonLines(comparison) : []),
    ],
  };
}

/** The compared periods: each section's lines, the period first, then the year before; the days as "from–to". */
function comparisonLines({ period, before, sections, funnel }: PeriodComparison): Array<Array<string | number>> {
  const lines: Array<Array<string | number>> = [];
  for (const [of, key] of [
    [period, "now"],
    [before, "lastYear"],
  ] as const) {
    const days = `${of.from}–${of.to}`;
    lines.push([days, `Förfrågningar mottagna (${of.label})`, "", "", funnel[key].received]);
    lines.push([days, `Förfrågningar besvarade inom 24 h (${of.label})`, "", "", funnel[key].answeredInTime]);
    lines.push([days, `Förfrågningar bokade (${of.label})`, "", "", funnel[key].booked]);
    for (const section of sections)
      for (const line of section.lines) lines.push([days, `${section.title} (${of.label})`, line.label, "", line[key]]);
  }
  return lines;
}
