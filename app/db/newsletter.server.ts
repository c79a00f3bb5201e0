import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "./client.server";
import { newsletterSubscriptions, type NewsletterSubscriptionRow } from "./schema";

/** The newsletter's consent record: one row per address (docs/decisions/005-newsletter-consent.md). */

export type Subscription = Pick<NewsletterSubscriptionRow, "id" | "email" | "source" | "lang" | "createdAt" | "confirmedAt">;

export async function findSubscription(db: Db, id: number): Promise<Subscription | undefined> {
  const [row] = await db
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      source: newsletterSubscriptions.source,
      lang: newsletterSubscriptions.lang,
      createdAt: newsletterSubscriptions.createdAt,
      confirmedAt: newsletterSubscriptions.confirmedAt,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  return row;
}

/**
 * Records the double opt-in once: the first confirmation's time stays, a second one changes
 * nothing. Returns when the subscription was confirmed, or undefined if the row is gone.
 */
export async function confirmSubscription(
  db: Db,
  id: number,
  now = new Date(),
): Promise<{ confirmedAt: string; justNow: boolean } | undefined> {
  const [updated] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now.toISOString() })
    .where(and(eq(newsletterSubscriptions.id, id), isNull(newsletterSubscriptions.confirmedAt)))
    .returning({ confirmedAt: newsletterSubscriptions.confirmedAt });
  if (updated?.confirmedAt) return { confirmedAt: updated.confirmedAt, justNow: true };
  const row = await findSubscription(db, id);
  return row?.confirmedAt ? { confirmedAt: row.confirmedAt, justNow: false } : undefined;
}

/** Removes an address for good (unsubscribe, or an expired confirmation). True if a row went. */
export async function deleteSubscription(db: Db, id: number, options: { onlyUnconfirmed?: boolean } = {}): Promise<boolean> {
  const where = options.onlyUnconfirmed
    ? and(eq(newsletterSubscriptions.id, id), isNull(newsletterSubscriptions.confirmedAt))
    : eq(newsletterSubscriptions.id, id);
  const deleted = await db.delete(newsletterSubscriptions).where(where).returning({ id: newsletterSubscriptions.id });
  return deleted.length > 0;
}
