import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { deadLetters } from "~/db/schema";
import { logEvent } from "~/server/log-event.server";

export type ResendOutcome = "resent" | "already" | "missing" | "unreadable";

/**
 * "Skicka igen" on the health panel: the dead letter's body goes back on the notifications queue,
 * then the row is marked with who and when. A second post finds it marked and queues nothing; a
 * double click that races past that queues twice, and the consumer still mails once (its
 * `notifications` key is the submission's, workers/notifications/deliveries.ts).
 */
export async function resendDeadLetter(
  db: Db,
  queue: Pick<Queue, "send">,
  messageId: string,
  by: string,
  now = new Date(),
): Promise<ResendOutcome> {
  const [row] = await db
    .select({ body: deadLetters.body, resentAt: deadLetters.resentAt })
    .from(deadLetters)
    .where(eq(deadLetters.messageId, messageId));
  if (!row) return "missing";
  if (row.resentAt) return "already";
  let body: unknown;
  try {
    body = JSON.parse(row.body);
  } catch {
    return "unreadable";
  }
  await queue.send(body, { contentType: "json" });
  await db
    .update(deadLetters)
    .set({ resentAt: now.toISOString(), resentBy: by.slice(0, 200) })
    .where(and(eq(deadLetters.messageId, messageId), isNull(deadLetters.resentAt)));
  logEvent("dead_letter_resent", { messageId, by });
  return "resent";
}
