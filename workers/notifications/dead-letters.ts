import type { Db } from "~/db/client.server";
import { deadLetters } from "~/db/schema";
import { logEvent } from "~/server/log-event.server";

/** A dead letter D1 could not store is offered again after this wait, not at once (D1 may be briefly away). */
export const DEAD_LETTER_RETRY_SECONDS = 60;

/** Type and submission id of a queued body, when it names them. */
function describe(body: unknown): { type: string | null; submissionId: number | null } {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return {
    type: typeof record.type === "string" ? record.type : null,
    submissionId: typeof record.id === "number" && Number.isInteger(record.id) ? record.id : null,
  };
}

/**
 * The dead-letter queue's consumer: each message is kept in `dead_letters` (one row per message id,
 * so a repeated delivery adds nothing) and acknowledged once stored. An operator reads the table
 * (`wrangler d1 execute … "SELECT * FROM dead_letters"`); the `notifications` rows of the same
 * type and submission id (keyed `{type}:{id}:{role}`) say which mail failed and why. If D1 fails,
 * the message is retried, not dropped.
 */
export async function recordDeadLetters(db: Db, messages: readonly Message<unknown>[]): Promise<void> {
  for (const message of messages) {
    try {
      let body: string;
      try {
        body = JSON.stringify(message.body) ?? "null";
      } catch {
        body = String(message.body);
      }
      await db
        .insert(deadLetters)
        .values({ messageId: message.id, ...describe(message.body), body, attempts: message.attempts })
        .onConflictDoNothing({ target: deadLetters.messageId });
      logEvent("notification_dead_lettered", { messageId: message.id, ...describe(message.body) });
      message.ack();
    } catch (error) {
      logEvent("dead_letter_record_failed", { messageId: message.id, error: String(error) });
      message.retry({ delaySeconds: DEAD_LETTER_RETRY_SECONDS });
    }
  }
}
