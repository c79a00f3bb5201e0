import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** Reads the local D1 databases (SQLite files under the run's state directory) read-only. */

export function d1File(persistTo: string): string {
  const dir = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database under ${dir}`);
  return join(dir, file);
}

export function query<T>(persistTo: string, sql: string): T[] {
  // The site and the consumer write to these files while the run reads them: wait out their locks
  // rather than fail the run ("database is locked" once, as the outbox sweep wrote).
  const db = new DatabaseSync(d1File(persistTo), { readOnly: true, timeout: 10_000 });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

/** A stored submission: its table, row id, form key and the visitor's address. */
export interface SubmissionRow {
  kind: "booking" | "lost_found" | "job_application" | "newsletter_subscription";
  id: number;
  key: string;
  email: string;
  /** Whether the site announces it on the queue (SPEC §7: every form, the newsletter only from the popup). */
  notifies: boolean;
  /** The row's outbox (decision 012): JSON of the messages not yet known to be queued, or null. */
  pending: string | null;
}

export function submissionRows(sitePersist: string): SubmissionRow[] {
  type Raw = { id: number; key: string; email: string; pending: string | null; source?: string };
  const rows = (table: string, extra = "") =>
    query<Raw>(sitePersist, `SELECT id, submission_key AS key, email, pending_notifications AS pending${extra} FROM ${table}`);
  const common = (r: Raw) => ({ id: r.id, key: r.key, email: r.email, pending: r.pending });
  return [
    ...rows("booking_inquiries").map((r) => ({ kind: "booking" as const, ...common(r), notifies: true })),
    ...rows("lost_and_found").map((r) => ({ kind: "lost_found" as const, ...common(r), notifies: true })),
    ...rows("job_applications").map((r) => ({ kind: "job_application" as const, ...common(r), notifies: true })),
    ...rows("newsletter_subscriptions", ", source").map((r) => ({
      kind: "newsletter_subscription" as const,
      ...common(r),
      notifies: r.source === "popup",
    })),
  ];
}

/** The `{type}:{submission id}` of each message a row's outbox still holds. */
export function pendingMessages(row: SubmissionRow): string[] {
  if (row.pending === null) return [];
  return (JSON.parse(row.pending) as Array<{ type: string }>).map((message) => `${message.type}:${row.id}`);
}

export interface NotificationRow {
  message_id: string;
  type: string;
  submission_id: number;
  status: "sending" | "delivered" | "rejected";
  attempts: number;
  last_error: string | null;
}

export interface DeadLetterRow {
  message_id: string;
  type: string | null;
  submission_id: number | null;
  attempts: number;
}

export function consumerLedger(consumerPersist: string) {
  return {
    notifications: query<NotificationRow>(
      consumerPersist,
      "SELECT message_id, type, submission_id, status, attempts, last_error FROM notifications",
    ),
    deadLetters: query<DeadLetterRow>(consumerPersist, "SELECT message_id, type, submission_id, attempts FROM dead_letters"),
  };
}
