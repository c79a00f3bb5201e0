import { formatStamp, hotelTimeZone, hotelToday } from "~/staff/dates";
import { staffPaths } from "~/staff/paths";
import type { DeskKind } from "./status";

/**
 * The 24-hour promise ("Vi svarar inom 24 timmar"): when an unanswered item is overdue, how the
 * desk orders them, and when the morning summary goes out.
 */

export const PROMISE_HOURS = 24;
/** The summary goes out at this hour, Swedish time. */
export const SUMMARY_HOUR = 8;

export interface WaitingItem {
  kind: string;
  id: number;
  createdAt: string;
}

/** Whole hours since the item came in. */
export function ageHours(createdAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 3_600_000));
}

export function isOverdue(createdAt: string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() > PROMISE_HOURS * 3_600_000;
}

/** "3 tim", "1 dygn 5 tim": an age staff read at a glance. */
export function formatAge(createdAt: string, now: Date): string {
  const hours = ageHours(createdAt, now);
  if (hours < 1) return "under 1 tim";
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  if (days === 0) return `${rest} tim`;
  return rest === 0 ? `${days} dygn` : `${days} dygn ${rest} tim`;
}

/** Overdue items first, oldest first; then the rest, oldest first (the next to become overdue leads). */
export function orderWaiting<T extends WaitingItem>(items: T[], now: Date): Array<T & { overdue: boolean }> {
  return items
    .map((item) => ({ ...item, overdue: isOverdue(item.createdAt, now) }))
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

/** The hour in Sweden at this instant (0–23), winter or summer time. */
export function hotelHour(at: Date): number {
  const hour = new Intl.DateTimeFormat("en-GB", { timeZone: hotelTimeZone, hour: "2-digit", hourCycle: "h23" }).format(at);
  return Number(hour);
}

/**
 * The summary's cron fires at 06 and 07 UTC; exactly one of them is 08:00 in Sweden (07 UTC in
 * winter, 06 UTC in summer). Returns the Swedish day to summarise, or null when this run is not it.
 */
export function summaryDayAt(at: Date): string | null {
  return hotelHour(at) === SUMMARY_HOUR ? hotelToday(at) : null;
}

/** One case in the morning summary (the queue message's item, app/notifications/queue-contract.ts). */
export interface SummaryItem {
  kind: DeskKind;
  id: number;
  name: string;
  /** When it came in, or when the guest answered by mail: the 24 hours count from then. */
  createdAt: string;
  overdue: boolean;
  /** Waiting again because the guest answered by mail ("Gästen har svarat", decision 048). */
  guestReplied?: boolean;
}

const itemNames: Record<DeskKind, string> = {
  bookings: "Bokningsförfrågan",
  "lost-and-found": "Efterlysning",
  applications: "Jobbansökan",
};

/** The summary's first line: how many wait, and how many of them because the guest answered. */
export function summaryIntro(total: number, items: SummaryItem[]): string {
  if (total === 0) return "God morgon! Inget väntar på svar i personalinkorgen.";
  const answered = items.filter((item) => item.guestReplied).length;
  const again =
    answered === 0
      ? ""
      : answered === total
        ? total === 1
          ? ", för att gästen har svarat"
          : ", alla för att gästen har svarat"
        : `, ${answered} av dem för att gästen har svarat`;
  return `God morgon! ${total} ${total === 1 ? "ärende väntar" : "ärenden väntar"} på svar${again}, de äldsta först. Vi lovar svar inom ${PROMISE_HOURS} timmar.`;
}

/** One case's lines in the summary: marked if overdue, "Gästen har svarat" when that is why it waits, and its link. */
export function summaryRow(item: SummaryItem, siteOrigin: string): { label: string; value: string } {
  return {
    label: `${item.overdue ? "ÖVER 24 TIM · " : ""}${itemNames[item.kind]} nr ${item.id}${item.guestReplied ? " · Gästen har svarat" : ""}`,
    value: `${item.name} · ${item.guestReplied ? "gästen svarade" : "inkommen"} ${formatStamp(item.createdAt)}\n${siteOrigin}${staffPaths.item(item.kind, item.id)}`,
  };
}
