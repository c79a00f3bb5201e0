import type { Db } from "~/db/client.server";
import type { StaffNotificationType } from "~/notifications/queue-contract";
import { visitorMailPerHour } from "~/notifications/visitor-mail.server";
import { hotel } from "~/site";
import { captureSender } from "./capture";
import { parseAddress, parseAddressList, type Address, type MailSender } from "./mail";
import { dkimKeyFromSecret, mailChannelsSender, type DkimConfig } from "./mailchannels";

/**
 * What the worker reads from its environment: the bindings and [vars] of ./wrangler.toml (typed by
 * `wrangler types`), plus settings wrangler cannot see because they are optional or secret.
 */
export type NotificationsEnv = Pick<
  Env,
  | "DB"
  | "MAIL_FROM"
  | "STAFF_BOOKING_TO"
  | "STAFF_LOST_FOUND_TO"
  | "STAFF_JOBS_TO"
  | "STAFF_NEWSLETTER_TO"
  | "SITE_ORIGIN"
  | "MAILCHANNELS_ENDPOINT"
  | "DEAD_LETTER_QUEUE"
  | "MAIL_ALLOW_LIST"
  | "GUEST_MAIL_FILES"
> & {
  /** Secret. Without it, mail is captured in D1 instead of sent. */
  MAILCHANNELS_API_KEY?: string;
  /** Secret: errors are reported to Sentry only when set (app/server/error-reports.server.ts). */
  SENTRY_DSN?: string;
  /** Secret: base64 or PEM private key for DKIM signing. */
  DKIM_PRIVATE_KEY?: string;
  DKIM_DOMAIN?: string;
  DKIM_SELECTOR?: string;
  /** How long one MailChannels call may take before it counts as failed (default 10000). */
  MAILCHANNELS_TIMEOUT_MS?: string;
  /** The first retry's delay; each further retry doubles it (default 30). The load test shortens it. */
  NOTIFICATION_RETRY_BASE_SECONDS?: string;
  /** Site-wide ceiling on mail to visitors' addresses per hour (default 50; decisions 013, 036). */
  VISITOR_MAIL_PER_HOUR?: string;
};

/** A positive number from an optional [vars] entry, or the default when unset or not a positive number. */
export function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export const DEFAULT_MAILCHANNELS_TIMEOUT_MS = 10_000;
export const DEFAULT_RETRY_BASE_SECONDS = 30;

export function retryBaseSeconds(env: NotificationsEnv): number {
  return positiveNumber(env.NOTIFICATION_RETRY_BASE_SECONDS, DEFAULT_RETRY_BASE_SECONDS);
}

export interface NotificationConfig {
  from: Address;
  /** Staff recipients per message type (never empty: the hotel's address if unset). */
  staffTo: Record<StaffNotificationType, string[]>;
  /** Where the staff inbox lives, without a trailing slash. */
  siteOrigin: string;
  /** Mail to visitors' addresses per hour, site-wide, before visitor copies are held back. */
  visitorMailPerHour: number;
  /**
   * MAIL_ALLOW_LIST: when not empty, the only recipients mail may go to (addresses, or `@domain`
   * for a whole domain), so staging never mails production's staff or guests. Empty: anyone.
   */
  allowList: string[];
}

/** True when the allow-list is empty or names the address or its domain (any case). */
export function mayMail(allowList: readonly string[], address: string): boolean {
  if (allowList.length === 0) return true;
  const lower = address.trim().toLowerCase();
  return allowList.some((entry) => (entry.startsWith("@") ? lower.endsWith(entry) : lower === entry));
}

export function notificationConfig(env: NotificationsEnv): NotificationConfig {
  const staff = (value: string | undefined) => {
    const list = parseAddressList(value);
    return list.length > 0 ? list : [hotel.email];
  };
  return {
    from: parseAddress(env.MAIL_FROM || `${hotel.shortName} <no-reply@${new URL(hotel.origin).hostname}>`),
    staffTo: {
      booking: staff(env.STAFF_BOOKING_TO),
      lost_found: staff(env.STAFF_LOST_FOUND_TO),
      job_application: staff(env.STAFF_JOBS_TO),
      newsletter_subscription: staff(env.STAFF_NEWSLETTER_TO),
    },
    siteOrigin: (env.SITE_ORIGIN || hotel.origin).replace(/\/+$/, ""),
    visitorMailPerHour: visitorMailPerHour(env),
    allowList: (env.MAIL_ALLOW_LIST ?? "")
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** DKIM signing, when the domain, selector and key are all configured. */
export function dkimConfig(env: NotificationsEnv): DkimConfig | undefined {
  if (!env.DKIM_DOMAIN || !env.DKIM_SELECTOR || !env.DKIM_PRIVATE_KEY?.trim()) return undefined;
  return { domain: env.DKIM_DOMAIN, selector: env.DKIM_SELECTOR, privateKey: dkimKeyFromSecret(env.DKIM_PRIVATE_KEY) };
}

/**
 * The provider is chosen by configuration alone: an API key means MailChannels, none means the
 * local capture. Another provider (Cloudflare Email Sending) would be one more branch here.
 */
export function mailSenderFor(env: NotificationsEnv, db: Db): MailSender {
  const dkim = dkimConfig(env);
  if (env.MAILCHANNELS_API_KEY?.trim()) {
    return mailChannelsSender({
      endpoint: env.MAILCHANNELS_ENDPOINT || "https://api.mailchannels.net/tx/v1/send",
      apiKey: env.MAILCHANNELS_API_KEY,
      dkim,
      timeoutMs: positiveNumber(env.MAILCHANNELS_TIMEOUT_MS, DEFAULT_MAILCHANNELS_TIMEOUT_MS),
    });
  }
  return captureSender(db, dkim);
}
