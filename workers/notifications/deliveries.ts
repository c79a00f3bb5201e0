import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { notifications } from "~/db/schema";

/**
 * The `notifications` table as the consumer's memory of what it has sent. Queue delivery is at
 * least once, and the site may queue a submission twice (its outbox, decision 012); a mail is sent
 * only by the delivery that claims its row (keyed by submission and role, not by queue message),
 * and never again once the row says delivered or rejected. The remaining window — the provider accepted the mail but the
 * Worker died before recording it — can send once more after the claim lapses; no provider
 * offers us an idempotency key to close it.
 */

/** How long a claim keeps other deliveries of the same message away: beyond the 10 s send timeout. */
export const CLAIM_SECONDS = 60;

export type Claim =
  /** This delivery may send the mail now; `attempts` counts this one. */
  | { kind: "claimed"; attempts: number }
  /** Already settled: nothing to send. */
  | { kind: "settled"; status: "delivered" | "rejected" }
  /** Another delivery of the same message is sending it right now. */
  | { kind: "busy" };

const iso = (date: Date) => date.toISOString();

export async function claimMail(db: Db, key: string, info: { type: string; submissionId: number }, now = new Date()): Promise<Claim> {
  const until = iso(new Date(now.getTime() + CLAIM_SECONDS * 1000));
  const [claimed] = await db
    .insert(notifications)
    .values({ messageId: key, ...info, status: "sending", attempts: 1, claimedUntil: until, createdAt: iso(now), updatedAt: iso(now) })
    .onConflictDoUpdate({
      target: notifications.messageId,
      set: { attempts: sql`${notifications.attempts} + 1`, claimedUntil: until, updatedAt: iso(now) },
      // One statement decides, so two deliveries racing cannot both claim the mail.
      setWhere: and(eq(notifications.status, "sending"), or(isNull(notifications.claimedUntil), lt(notifications.claimedUntil, iso(now)))),
    })
    .returning({ attempts: notifications.attempts });
  if (claimed) return { kind: "claimed", attempts: claimed.attempts };

  const [row] = await db.select({ status: notifications.status }).from(notifications).where(eq(notifications.messageId, key));
  if (row?.status === "delivered" || row?.status === "rejected") return { kind: "settled", status: row.status };
  return { kind: "busy" };
}

/** Stored error text names no recipient (issue 14): every e-mail address becomes a placeholder. */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[^\s<>"'(),;:@]+/g, "[address]").slice(0, 1000);
}

export async function markDelivered(db: Db, key: string, now = new Date()): Promise<void> {
  await db
    .update(notifications)
    .set({ status: "delivered", deliveredAt: iso(now), updatedAt: iso(now), claimedUntil: null, lastError: null })
    .where(eq(notifications.messageId, key));
}

/** Releases the claim after a failure worth retrying; the row stays `sending` until it settles. */
export async function markFailed(db: Db, key: string, error: string, now = new Date()): Promise<void> {
  await db
    .update(notifications)
    .set({ lastError: redactAddresses(error), updatedAt: iso(now), claimedUntil: null })
    .where(eq(notifications.messageId, key));
}

export async function markRejected(db: Db, key: string, error: string, now = new Date()): Promise<void> {
  await db
    .update(notifications)
    .set({ status: "rejected", lastError: redactAddresses(error), updatedAt: iso(now), claimedUntil: null })
    .where(eq(notifications.messageId, key));
}
