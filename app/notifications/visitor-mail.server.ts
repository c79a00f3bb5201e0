import { and, count, eq, gt, lte, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { visitorMail } from "~/db/schema";
import { logEvent } from "~/server/log-event.server";

/**
 * The brake on mail the site sends to an address a visitor typed
 * (docs/decisions/013-visitor-mail-limits.md). Anyone can type anyone's address, so such mail is
 * limited per recipient and for the whole site, checked where the mail is queued
 * (./outbox.server.ts) and again where it is sent (workers/notifications). Staff mail is never held.
 */

/** The forms whose visitor gets a receipt (decision 048: booking, lost-and-found, job application). */
export type ReceiptType = "booking" | "lost_found" | "job_application";

/** Why a visitor mail is (not) sent: the producer writes it into the queue message. */
export type VisitorMailVerdict = "send" | "held_recipient" | "held_ceiling";

/** Lowered from 200 by decision 036: a flood of inquiries sends the hotel's name to at most this many strangers an hour. */
export const DEFAULT_VISITOR_MAIL_PER_HOUR = 50;
const DAY_MS = 24 * 3_600_000;
/** A newsletter confirmation may follow an earlier visitor mail after this long, … */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;
/** … while the address has had fewer than this many visitor mails in its 24-hour window. */
export const VISITOR_MAILS_PER_DAY_WITH_CONFIRMATIONS = 3;

/** VISITOR_MAIL_PER_HOUR ([vars]), or the default when unset or not a whole number. */
export function visitorMailPerHour(env: { VISITOR_MAIL_PER_HOUR?: string }): number {
  const configured = env.VISITOR_MAIL_PER_HOUR?.trim();
  if (!configured) return DEFAULT_VISITOR_MAIL_PER_HOUR;
  if (/^\d{1,7}$/.test(configured)) return Number(configured);
  logEvent("visitor_mail_config_ignored", { VISITOR_MAIL_PER_HOUR: configured, using: DEFAULT_VISITOR_MAIL_PER_HOUR });
  return DEFAULT_VISITOR_MAIL_PER_HOUR;
}

/** One recipient for the limit: lower-cased, and `a+1@x` and `a+2@x` are `a@x`. */
export function mailRecipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const local = address.slice(0, at).split("+")[0] || address.slice(0, at);
  return `${local}@${address.slice(at + 1)}`;
}

/** Gmail ignores dots in the local part: `a.n.na@gmail.com` is `anna@gmail.com`'s mailbox. */
const dotlessDomains: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The brake's recipient (decision 036): `mailRecipientKey`, and for Gmail without the dots, so
 * one mailbox cannot be mailed under as many spellings as its name has letters. Only Gmail: at
 * other providers a dot makes another address.
 */
export function visitorMailRecipient(email: string): string {
  const key = mailRecipientKey(email);
  const at = key.lastIndexOf("@");
  const domain = dotlessDomains[key.slice(at + 1)];
  if (at < 0 || !domain) return key;
  return `${key.slice(0, at).replaceAll(".", "") || key.slice(0, at)}@${domain}`;
}

/** The reservation's key for a message: the same on the site and in the consumer. */
export function visitorMailKey(message: { type: string; id: number; resend?: number }): string {
  return `${message.type}:${message.id}${message.resend ? `:${message.resend}` : ""}`;
}

export interface VisitorMailRequest {
  email: string;
  /** The mail's identity (`{type}:{submission id}[:{resend}]`): the same mail asked twice gets the same answer. */
  mailKey: string;
  /** A form's receipt needs a fresh 24-hour window; a newsletter confirmation may also re-send (see above). */
  kind: ReceiptType | "newsletter_confirmation";
}

/**
 * Reserves the recipient's visitor mail for `mailKey`, or says why not. Race-safe: the reservation
 * is one conditional upsert, so of two mails to the same address at once only one wins. The hourly
 * ceiling counts recipients mailed in the last hour; concurrent requests may pass it by a few.
 */
export async function reserveVisitorMail(
  db: Db,
  request: VisitorMailRequest,
  perHour: number,
  now = new Date(),
): Promise<VisitorMailVerdict> {
  const recipient = visitorMailRecipient(request.email);
  const [held] = await db.select({ mailKey: visitorMail.mailKey }).from(visitorMail).where(eq(visitorMail.recipient, recipient));
  // This very mail already holds it (queued by the site, now at the consumer; or a redelivery).
  if (held?.mailKey === request.mailKey) return "send";

  const [recent] = await db
    .select({ mails: count() })
    .from(visitorMail)
    .where(gt(visitorMail.lastSentAt, new Date(now.getTime() - 3_600_000).toISOString()));
  if ((recent?.mails ?? 0) >= perHour) {
    logEvent("visitor_mail_held", { reason: "ceiling", mailKey: request.mailKey, perHour });
    return "held_ceiling";
  }

  const at = now.toISOString();
  const windowOver = lte(visitorMail.windowStart, new Date(now.getTime() - DAY_MS).toISOString());
  const mayResend =
    request.kind === "newsletter_confirmation"
      ? and(
          lte(visitorMail.lastSentAt, new Date(now.getTime() - CONFIRMATION_RESEND_MS).toISOString()),
          sql`${visitorMail.sent} < ${VISITOR_MAILS_PER_DAY_WITH_CONFIRMATIONS}`,
        )
      : undefined;
  const [won] = await db
    .insert(visitorMail)
    .values({ recipient, mailKey: request.mailKey, windowStart: at, lastSentAt: at, sent: 1 })
    .onConflictDoUpdate({
      target: visitorMail.recipient,
      set: {
        mailKey: request.mailKey,
        windowStart: sql`case when ${windowOver} then ${at} else ${visitorMail.windowStart} end`,
        sent: sql`case when ${windowOver} then 1 else ${visitorMail.sent} + 1 end`,
        lastSentAt: at,
      },
      setWhere: mayResend ? or(windowOver, mayResend) : windowOver,
    })
    .returning({ recipient: visitorMail.recipient });
  if (won) return "send";
  logEvent("visitor_mail_held", { reason: "recipient", mailKey: request.mailKey });
  return "held_recipient";
}

/** Retention: a row is only needed for its 24-hour window (and the hour count inside it). */
export async function deleteExpiredVisitorMail(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DAY_MS).toISOString();
  return (await db.delete(visitorMail).where(lte(visitorMail.windowStart, cutoff)).returning({ recipient: visitorMail.recipient })).length;
}
