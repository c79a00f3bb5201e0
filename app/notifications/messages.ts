/**
 * The notifications queue's contract (CONVENTIONS, habit 7): the forms produce these messages,
 * workers/notifications consumes them. Messages carry ids and form fields, never file bytes.
 */
import type { Lang } from "~/i18n/lang";

export interface BookingNotification {
  type: "booking";
  id: number;
  lang: Lang;
  /** The submitted form values (SPEC §7, call 4). */
  data: Record<string, string | number | boolean | string[] | null>;
}

export interface LostFoundNotification {
  type: "lost_found";
  id: number;
  lang: Lang;
  data: {
    name: string;
    email: string;
    phone: string;
    roomNumber: string | null;
    checkInDate: string;
    checkOutDate: string;
    itemDescription: string;
  };
}

export interface JobApplicationNotification {
  type: "job_application";
  id: number;
  lang: Lang;
  data: { name: string; email: string; phone: string | null; jobTitle: string; message: string | null };
}

export interface NewsletterNotification {
  type: "newsletter_subscription";
  id: number;
  lang: Lang;
  data: { email: string };
}

/**
 * The double opt-in mail to the visitor, from either newsletter form
 * (docs/decisions/005-newsletter-consent.md). The site signs the links' tokens, so the secret
 * stays with the site; the consumer only puts them into the mail.
 */
export interface NewsletterConfirmationMessage {
  type: "newsletter_confirmation";
  /** The subscription's row id. */
  id: number;
  lang: Lang;
  data: { email: string; confirmToken: string; unsubscribeToken: string };
}

/**
 * A health alert (app/health/alerts.server.ts, docs/decisions/020-health-and-alerts.md) mailed to
 * ALERT_EMAIL: raised, or back to normal. `id` is its alert_log row, so each alert is mailed once.
 */
export interface AlertMessage {
  type: "alert";
  id: number;
  lang: "sv";
  data: { to: string; condition: string; state: "raised" | "cleared"; title: string; detail: string };
}

export type NotificationMessage =
  | AlertMessage
  | BookingNotification
  | LostFoundNotification
  | JobApplicationNotification
  | NewsletterNotification
  | NewsletterConfirmationMessage;

/** The messages that mail the hotel's staff (the confirmation goes to the visitor only). */
export type StaffNotificationType = Exclude<NotificationMessage["type"], "newsletter_confirmation" | "alert">;

/**
 * What a submission row keeps in its outbox column until the message is queued
 * (docs/decisions/012-notification-outbox.md): the message without its id, which is the row's own
 * and unknown before the INSERT. The confirmation's tokens are signed over that id, so its entry
 * holds only the address; app/notifications/outbox.server.ts signs them when it queues the mail.
 */
export type PendingNotification =
  | Omit<BookingNotification, "id">
  | Omit<LostFoundNotification, "id">
  | Omit<JobApplicationNotification, "id">
  | Omit<NewsletterNotification, "id">
  | { type: "newsletter_confirmation"; lang: Lang; data: { email: string } };
