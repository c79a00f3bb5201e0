import { getDb } from "~/db/client.server";
import { deskSummaries } from "~/db/schema";
import { recordCronRun } from "~/health/health.server";
import { logEvent } from "~/server/log-event.server";
import { dispatchOutbox, outboxColumn, outboxFor } from "~/notifications/outbox.server";
import type { PendingNotification } from "~/notifications/queue-contract";
import { unansweredItems } from "./desk.server";
import { orderWaiting, summaryDayAt } from "./summary";

/** The summary lists at most this many items; the mail says how many more there are. */
export const SUMMARY_ITEMS = 100;

export type SummaryOutcome =
  { kind: "not-now" } | { kind: "already-made"; day: string } | { kind: "made"; day: string; unanswered: number };

/**
 * The morning summary (issue 19): at 08:00 in Sweden, once a day, a mail to the staff mailboxes
 * listing what is still unanswered, overdue first. The cron fires at 06 and 07 UTC; only the run
 * that is 08 in Stockholm acts, and the day's unique row in desk_summaries makes a second run (a
 * retry, a manual trigger) a no-op. The row carries the mail in its outbox, so if queueing fails
 * the 5-minute sweep sends it.
 */
export async function runMorningSummary(env: Env, at: Date): Promise<SummaryOutcome> {
  const day = summaryDayAt(at);
  if (!day) return { kind: "not-now" };
  const db = getDb(env.DB);
  const waiting = await unansweredItems(db, SUMMARY_ITEMS);
  const ordered = orderWaiting(waiting.items, at).slice(0, SUMMARY_ITEMS);
  const pending: PendingNotification = {
    type: "desk_summary",
    lang: "sv",
    data: {
      day,
      total: waiting.total,
      items: ordered.map((item) => ({
        kind: item.kind,
        id: item.id,
        name: item.name.slice(0, 200),
        createdAt: item.createdAt,
        overdue: item.overdue,
        guestReplied: item.guestReplied,
      })),
    },
  };
  const [row] = await db
    .insert(deskSummaries)
    .values({ day, unanswered: waiting.total, pendingNotifications: outboxColumn([pending]) })
    .onConflictDoNothing({ target: deskSummaries.day })
    .returning({ id: deskSummaries.id });
  if (!row) return { kind: "already-made", day };
  try {
    await dispatchOutbox(outboxFor(env, null), deskSummaries, [{ id: row.id, pending: [pending] }]);
  } catch (error) {
    logEvent("enqueue_failed", { table: "deskSummaries", id: row.id, error: String(error) });
  }
  return { kind: "made", day, unanswered: waiting.total };
}

/** The cron's run: logged and recorded for the health panel; a failure is rethrown so the dashboard shows it. */
export async function morningSummaryCron(controller: ScheduledController, env: Env): Promise<void> {
  const at = new Date(controller.scheduledTime);
  try {
    const outcome = await runMorningSummary(env, at);
    logEvent("desk_summary_run", { cron: controller.cron, ...outcome });
    if (outcome.kind !== "not-now") await recordCronRun(getDb(env.DB), "desk_summary", at, true, outcome);
  } catch (error) {
    logEvent("desk_summary_failed", { cron: controller.cron, error: String(error) });
    await recordCronRun(getDb(env.DB), "desk_summary", at, false, { error: String(error) }).catch(() => {});
    throw error;
  }
}
