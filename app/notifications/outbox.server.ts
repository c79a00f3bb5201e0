import { and, asc, inArray, isNotNull, lt } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import { bookingInquiries, deskReplies, deskSummaries, jobApplications, lostAndFound, newsletterSubscriptions } from "~/db/schema";
import { newsletterLinkSecret, signNewsletterLink } from "~/forms/newsletter-links.server";
import type { Lang } from "~/i18n/lang";
import type { NotificationMessage, PendingNotification } from "./queue-contract";
import { logEvent } from "~/server/log-event.server";
import {
  DEFAULT_VISITOR_MAIL_PER_HOUR,
  reserveVisitorMail,
  type ReceiptType,
  visitorMailKey,
  visitorMailPerHour,
} from "./visitor-mail.server";

/**
 * The transactional outbox (docs/decisions/012-notification-outbox.md). A submission's INSERT
 * also writes the notifications it must cause (`pending_notifications`), so a stored row can never
 * be without them; `dispatchOutbox` queues them and clears the column. The action dispatches in
 * `ctx.waitUntil`, so the visitor never waits for it; the sweep (workers/scheduled.ts, every 5
 * minutes) dispatches rows an isolate left behind. A row dispatched twice is mailed once: the
 * consumer keys each mail by the submission (workers/notifications/index.ts).
 */

/** The tables with an outbox, under the names the sweep's log uses. */
export const outboxTables = {
  bookingInquiries,
  lostAndFound,
  jobApplications,
  newsletterSubscriptions,
  deskReplies,
  deskSummaries,
} as const;
export type OutboxTableName = keyof typeof outboxTables;
export type OutboxTable = (typeof outboxTables)[OutboxTableName];

const tableName = (table: OutboxTable) => (Object.keys(outboxTables) as OutboxTableName[]).find((name) => outboxTables[name] === table);

export interface Outbox {
  db: Db;
  queue: Queue;
  /** The newsletter links' key (`newsletterLinkSecret`); null: no confirmation can be signed, so none is sent. */
  linkSecret: string | null;
  /** VISITOR_MAIL_PER_HOUR: the site-wide ceiling on mail to visitors (decisions 013, 036); default 50. */
  visitorMailPerHour?: number;
}

/** The outbox for a request (`requestUrl`) or for a cron run (null), from the site's bindings. */
export function outboxFor(env: Env, requestUrl: string | null): Outbox {
  return {
    db: getDb(env.DB),
    queue: env.NOTIFICATIONS,
    linkSecret: newsletterLinkSecret(env, requestUrl),
    visitorMailPerHour: visitorMailPerHour(env),
  };
}

/** The column's value for a new row; null when the row causes no notification (the sweep never sees it). */
export function outboxColumn(pending: PendingNotification[]): string | null {
  return pending.length > 0 ? JSON.stringify(pending) : null;
}

const PENDING_TYPES = new Set<string>([
  "booking",
  "lost_found",
  "job_application",
  "newsletter_subscription",
  "newsletter_confirmation",
  "desk_reply",
  "desk_summary",
]);

/** The column's messages, or null if it holds anything else (the consumer checks each message's fields). */
export function parseOutbox(text: string): PendingNotification[] | null {
  try {
    const value: unknown = JSON.parse(text);
    const valid =
      Array.isArray(value) &&
      value.every(
        (entry: unknown) => typeof entry === "object" && entry !== null && PENDING_TYPES.has(String((entry as { type?: unknown }).type)),
      );
    return valid ? (value as PendingNotification[]) : null;
  } catch {
    return null;
  }
}

/** The mail-relay brake at the producer (decision 013); the consumer checks again. */
function visitorCopy(
  outbox: Outbox,
  message: { type: ReceiptType | "newsletter_confirmation"; id: number; resend?: number; data: { email: string } },
) {
  return reserveVisitorMail(
    outbox.db,
    { email: message.data.email, mailKey: visitorMailKey(message), kind: message.type },
    outbox.visitorMailPerHour ?? DEFAULT_VISITOR_MAIL_PER_HOUR,
  );
}

/**
 * The message as queued: the row's id filled in and, for the confirmation, its links signed over
 * it. A form's row carries the brake's verdict on its visitor receipt; a held confirmation is not queued.
 */
async function complete(outbox: Outbox, pending: PendingNotification, id: number): Promise<NotificationMessage | null> {
  if (pending.type === "booking" || pending.type === "lost_found" || pending.type === "job_application")
    return { ...pending, id, visitorCopy: await visitorCopy(outbox, { ...pending, id }) };
  if (pending.type !== "newsletter_confirmation") return { ...pending, id };
  if (!outbox.linkSecret) {
    // Stored, but no mail can carry a valid link: the address stays unconfirmed and expires (decision 005).
    logEvent("newsletter_confirmation_skipped", { id, reason: "NEWSLETTER_LINK_SECRET is not set" });
    return null;
  }
  const resend = pending.resend;
  if ((await visitorCopy(outbox, { type: "newsletter_confirmation", id, resend, data: pending.data })) !== "send") return null;
  const subscriber = { id, email: pending.data.email };
  const [confirmToken, unsubscribeToken] = await Promise.all([
    signNewsletterLink(outbox.linkSecret, "confirm", subscriber),
    signNewsletterLink(outbox.linkSecret, "unsubscribe", subscriber),
  ]);
  return {
    type: "newsletter_confirmation",
    id,
    lang: pending.lang,
    visitorCopy: "send",
    ...(resend ? { resend } : {}),
    data: { email: subscriber.email, confirmToken, unsubscribeToken },
  };
}

/**
 * Issue 15: a sign-up again with an address that is not confirmed yet sends its confirmation
 * again, straight to the queue (the row's own outbox is left alone). The brake decides
 * (decision 013: at most once per 10 minutes, and a few a day, per address). Returns whether it
 * was queued; a failure to queue is logged and answers false.
 */
export async function queueConfirmationResend(
  outbox: Outbox,
  row: { id: number; lang: Lang; email: string },
  now = new Date(),
): Promise<boolean> {
  try {
    const message = await complete(
      outbox,
      { type: "newsletter_confirmation", lang: row.lang, resend: now.getTime(), data: { email: row.email } },
      row.id,
    );
    if (!message) return false;
    await outbox.queue.send(message, { contentType: "json" });
    return true;
  } catch (error) {
    logEvent("enqueue_failed", { table: "newsletterSubscriptions", id: row.id, resend: true, error: String(error) });
    return false;
  }
}

export interface PendingRow {
  id: number;
  pending: PendingNotification[];
}

/** What one `sendBatch` may carry: Cloudflare Queues takes 100 messages and 256 KB per batch. */
const BATCH_MESSAGES = 100;
const BATCH_BYTES = 200_000;

/** The messages in batches the queue accepts. */
function batches(messages: NotificationMessage[]): NotificationMessage[][] {
  const result: NotificationMessage[][] = [];
  let current: NotificationMessage[] = [];
  let bytes = 0;
  for (const message of messages) {
    const size = new TextEncoder().encode(JSON.stringify(message)).byteLength;
    if (current.length > 0 && (current.length === BATCH_MESSAGES || bytes + size > BATCH_BYTES)) {
      result.push(current);
      current = [];
      bytes = 0;
    }
    current.push(message);
    bytes += size;
  }
  if (current.length > 0) result.push(current);
  return result;
}

/**
 * Queues the pending notifications of one or more rows of a table, then clears their outbox: one
 * queue call and one UPDATE for a whole sweep batch, so a cron run stays far inside the free
 * plan's 50 D1 queries. If anything fails the columns stay set and the next sweep tries again; if
 * the isolate dies after queueing and before clearing, the sweep queues the same messages again
 * and the consumer mails each once. Returns how many messages it queued.
 */
export async function dispatchOutbox(outbox: Outbox, table: OutboxTable, rows: PendingRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const completed = await Promise.all(rows.flatMap((row) => row.pending.map((pending) => complete(outbox, pending, row.id))));
  const messages = completed.filter((message): message is NotificationMessage => message !== null);
  for (const batch of batches(messages)) {
    await outbox.queue.sendBatch(batch.map((body) => ({ body, contentType: "json" as const })));
  }
  // Drizzle cannot narrow a union of tables; every outbox table has these columns.
  const t = table as typeof bookingInquiries;
  const ids = rows.map((row) => row.id);
  // D1 binds at most 100 parameters per query; a sweep batch is well below.
  for (let start = 0; start < ids.length; start += 90) {
    await outbox.db
      .update(t)
      .set({ pendingNotifications: null })
      .where(inArray(t.id, ids.slice(start, start + 90)));
  }
  return messages.length;
}

/**
 * The action's dispatch, in `ctx.waitUntil` so the visitor never waits for it. A failure is logged
 * and never changes the visitor's success (SPEC §7): the row is stored with its outbox, and the
 * sweep queues it later.
 */
export function dispatchAfterResponse(ctx: Pick<ExecutionContext, "waitUntil">, outbox: Outbox, table: OutboxTable, row: PendingRow): void {
  if (row.pending.length === 0) return;
  ctx.waitUntil(
    dispatchOutbox(outbox, table, [row]).catch((error: unknown) => {
      logEvent("enqueue_failed", { table: tableName(table), id: row.id, error: String(error) });
    }),
  );
}

/**
 * Rows per table and sweep. A table's batch costs a SELECT, one queue call (two if its messages
 * pass 256 KB) and an UPDATE, so a run makes about 12 subrequests; a backlog (a queue outage)
 * drains at 600 rows per table an hour.
 */
export const SWEEP_BATCH_ROWS = 50;
/** How old a row must be before the sweep takes it, so it never races the action's own dispatch. */
export const DEFAULT_SWEEP_AFTER_SECONDS = 120;

/** OUTBOX_SWEEP_AFTER_SECONDS ([vars]; the load test shortens it), or the default when unset or not a whole number. */
export function sweepAfterSeconds(env: { OUTBOX_SWEEP_AFTER_SECONDS?: string }): number {
  const configured = env.OUTBOX_SWEEP_AFTER_SECONDS?.trim();
  if (!configured) return DEFAULT_SWEEP_AFTER_SECONDS;
  if (/^\d{1,6}$/.test(configured)) return Number(configured);
  logEvent("outbox_config_ignored", { OUTBOX_SWEEP_AFTER_SECONDS: configured, using: DEFAULT_SWEEP_AFTER_SECONDS });
  return DEFAULT_SWEEP_AFTER_SECONDS;
}

/** One table's rows waiting in the outbox that were created before `olderThan`: the oldest batch. */
export function waitingRows(db: Db, table: OutboxTable, olderThan: Date) {
  const t = table as typeof bookingInquiries;
  return (
    db
      .select({ id: t.id, pending: t.pendingNotifications })
      .from(t)
      // The terms of the partial index `{table}_outbox` (app/db/schema.ts), so SQLite reads only the index.
      .where(and(isNotNull(t.pendingNotifications), lt(t.createdAt, olderThan.toISOString())))
      .orderBy(asc(t.createdAt))
      .limit(SWEEP_BATCH_ROWS)
  );
}

export interface SweepCount {
  /** Rows whose outbox was queued and cleared. */
  rows: number;
  /** Messages queued for them. */
  messages: number;
  /** Rows whose dispatch failed; they stay in the outbox for the next sweep. */
  failed: number;
  /** Columns that held no messages (only a hand-written row can): logged and cleared. */
  malformed: number;
  /** The batch was full: more rows may be waiting for the next sweep. */
  more: boolean;
}

/**
 * Dispatches every row whose outbox is still set and that was created before `olderThan`, oldest
 * first, at most SWEEP_BATCH_ROWS per table. A table whose dispatch fails is logged and left for
 * the next sweep; the other tables go on.
 */
export async function sweepOutbox(outbox: Outbox, olderThan: Date): Promise<Record<OutboxTableName, SweepCount>> {
  const report = {} as Record<OutboxTableName, SweepCount>;
  for (const name of Object.keys(outboxTables) as OutboxTableName[]) {
    const table = outboxTables[name];
    const rows = await waitingRows(outbox.db, table, olderThan);
    const count: SweepCount = { rows: 0, messages: 0, failed: 0, malformed: 0, more: rows.length === SWEEP_BATCH_ROWS };
    const due = rows.map((row): PendingRow => {
      const pending = parseOutbox(row.pending ?? "");
      if (pending !== null) return { id: row.id, pending };
      // Only a hand-written row can hold this; it can never be sent, so it is logged and cleared.
      logEvent("outbox_malformed", { table: name, id: row.id, column: String(row.pending).slice(0, 1000) });
      count.malformed += 1;
      return { id: row.id, pending: [] };
    });
    try {
      count.messages = await dispatchOutbox(outbox, table, due);
      count.rows = due.length - count.malformed;
    } catch (error) {
      count.failed = due.length - count.malformed;
      logEvent("enqueue_failed", { table: name, ids: due.map((row) => row.id), error: String(error) });
    }
    report[name] = count;
  }
  return report;
}
