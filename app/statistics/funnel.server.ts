import { todayInSweden } from "~/forms/dates";
import { bookingInquiryTexts } from "~/forms/booking-inquiry.texts";
import type { Week } from "./report.server";

/**
 * The inquiry funnel from the desk's own data (issue 35): booking inquiries received, answered within
 * 24 hours (the desk's `answered_at`), booked (ever moved to "Bokad", even if closed since), and the
 * median time to the first answer, per week and per kind of inquiry. Read from the rows, so nothing
 * more is stored; an inquiry deleted by retention or on request leaves the figures with it.
 */

export const ANSWER_PROMISE_HOURS = 24;

export interface FunnelLine {
  label: string;
  received: number;
  answeredInTime: number;
  booked: number;
  /** Hours to the first answer, the median of the answered; null when none was answered. */
  medianHours: number | null;
}

interface InquiryRow {
  created_at: string;
  category: string;
  answered_at: string | null;
  booked: number;
}

const categoryTitles: Record<string, string> = bookingInquiryTexts("sv").categories;

const hoursBetween = (from: string, to: string) => (new Date(to).getTime() - new Date(from).getTime()) / 3_600_000;

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function line(label: string, rows: InquiryRow[]): FunnelLine {
  const hours = rows.filter((row) => row.answered_at).map((row) => hoursBetween(row.created_at, row.answered_at!));
  return {
    label,
    received: rows.length,
    answeredInTime: hours.filter((value) => value <= ANSWER_PROMISE_HOURS).length,
    booked: rows.filter((row) => row.booked > 0).length,
    medianHours: median(hours),
  };
}

/** The funnel of the inquiries received in `weeks` (Swedish days): one line per week, one per kind, and the whole. */
export async function inquiryFunnel(d1: D1Database, weeks: Week[], end: string) {
  // A day before the first Monday in UTC, so an inquiry just after midnight in Sweden is read; its Swedish day decides.
  const from = new Date(`${weeks[0]!.start}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 1);
  const { results } = await d1
    .prepare(
      `SELECT b.created_at, b.category, d.answered_at,
         EXISTS (SELECT 1 FROM desk_events e WHERE e.kind = 'bookings' AND e.submission_id = b.id AND e.to_status = 'bokad') AS booked
       FROM booking_inquiries b
       LEFT JOIN desk_items d ON d.kind = 'bookings' AND d.submission_id = b.id
       WHERE b.created_at >= ?1`,
    )
    .bind(from.toISOString())
    .all<InquiryRow>();
  const rows = results
    .map((row) => ({ ...row, day: todayInSweden(new Date(row.created_at)) }))
    .filter((row) => row.day >= weeks[0]!.start && row.day <= end);
  const weekOf = (day: string) => weeks.findLast((week) => day >= week.start);
  const byKind = new Map<string, InquiryRow[]>();
  for (const row of rows) byKind.set(row.category, [...(byKind.get(row.category) ?? []), row]);
  return {
    weeks: weeks.map((week) =>
      line(
        `v. ${week.number}`,
        rows.filter((row) => weekOf(row.day) === week),
      ),
    ),
    kinds: [...byKind]
      .map(([category, of]) => line(categoryTitles[category] ?? category, of))
      .sort((a, b) => b.received - a.received || a.label.localeCompare(b.label, "sv")),
    total: line("Totalt", rows),
  };
}

export type InquiryFunnel = Awaited<ReturnType<typeof inquiryFunnel>>;
