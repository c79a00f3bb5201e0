import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { staffSignInFailures } from "~/db/schema";

/**
 * How many wrong passwords the staff sign-in takes per minute (issue 29, item 10): five from one
 * client address, twenty for the shared account from all addresses together. Only failures count,
 * so staff signing in at reception never use up anyone's attempts; and since one address can fail
 * only five times a minute, it can never reach the account's twenty alone: locking out everyone
 * takes several addresses, and lasts until the minute ends.
 */
export const signInLimits = { perAddress: 5, perAccount: 20, windowMs: 60_000 } as const;

/** The password mode has one account; its counter's key. */
const ACCOUNT_KEY = "account:personal";

const KEEP_MS = 60 * 60_000;

interface Held {
  key: string;
  windowStart: number;
}

/** The counts one attempt holds while its password is checked. */
export interface Attempt {
  held: Held[];
}

/** Adds one to the key's count in this minute if it is under the limit; false when the limit is reached. */
async function take(db: Db, key: string, windowStart: number, limit: number): Promise<boolean> {
  const [row] = await db
    .insert(staffSignInFailures)
    .values({ key, windowStart, failures: 1 })
    .onConflictDoUpdate({
      target: [staffSignInFailures.key, staffSignInFailures.windowStart],
      set: { failures: sql`${staffSignInFailures.failures} + 1` },
      where: lt(staffSignInFailures.failures, limit),
    })
    .returning({ failures: staffSignInFailures.failures });
  return row !== undefined;
}

/**
 * Holds one count for the address, then one for the account, before the password is looked at (so
 * attempts sent at the same instant cannot all slip under the limit). Null when either limit is
 * reached; then nothing is held, so a refused attempt never counts against the account.
 */
export async function beginAttempt(db: Db, addressKey: string, now = Date.now()): Promise<Attempt | null> {
  const windowStart = now - (now % signInLimits.windowMs);
  await db.delete(staffSignInFailures).where(lt(staffSignInFailures.windowStart, now - KEEP_MS));
  if (!(await take(db, addressKey, windowStart, signInLimits.perAddress))) return null;
  const address = { key: addressKey, windowStart };
  if (!(await take(db, ACCOUNT_KEY, windowStart, signInLimits.perAccount))) {
    await release(db, { held: [address] });
    return null;
  }
  return { held: [address, { key: ACCOUNT_KEY, windowStart }] };
}

/** The password was right: the attempt gives its counts back, so a success never counts. */
export async function release(db: Db, attempt: Attempt): Promise<void> {
  for (const { key, windowStart } of attempt.held) {
    await db
      .update(staffSignInFailures)
      .set({ failures: sql`${staffSignInFailures.failures} - 1` })
      .where(and(eq(staffSignInFailures.key, key), eq(staffSignInFailures.windowStart, windowStart), gt(staffSignInFailures.failures, 0)));
  }
}
