/**
 * The notifications queue's contract (CONVENTIONS, habit 7), defined once: the forms produce these
 * messages (their types below are inferred from the schema) and workers/notifications parses every
 * body with the same schema at its door, so a body that is none of these shapes is logged and
 * acknowledged instead of failing forever. Beyond the shapes, it insists on what the mail needs: a
 * real address to reply to, and a stay's dates. Messages carry ids and form fields, never file bytes.
 */
import * as z from "zod/mini";
import type { Lang } from "~/i18n/lang";

const id = z.int().check(z.positive());
const lang = z.enum(["sv", "en"]);
const email = z.email().check(z.maxLength(254));
const name = z.string().check(z.trim(), z.minLength(1));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const optionalText = z.nullable(z.string());
const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
/**
 * Whether the site let the visitor's copy through its mail-relay brake
 * (app/notifications/visitor-mail.server.ts); absent: the consumer decides alone.
 */
const visitorCopy = z.optional(z.enum(["send", "held_recipient", "held_ceiling"]));

const booking = z.object({
  type: z.literal("booking"),
  id,
  lang,
  visitorCopy,
  // "The submitted form values" (SPEC §7, call 4): the fields every inquiry has, and any others.
  data: z.catchall(
    z.object({
      formType: z.enum(["private", "business"]),
      name,
      email,
      checkInDate: isoDate,
      checkOutDate: isoDate,
    }),
    fieldValue,
  ),
});

const lostFound = z.object({
  type: z.literal("lost_found"),
  id,
  lang,
  visitorCopy,
  data: z.object({
    name,
    email,
    phone: z.string(),
    roomNumber: optionalText,
    checkInDate: isoDate,
    checkOutDate: isoDate,
    itemDescription: z.string(),
  }),
});

const jobApplication = z.object({
  type: z.literal("job_application"),
  id,
  lang,
  visitorCopy,
  data: z.object({ name, email, phone: optionalText, jobTitle: z.string(), message: optionalText }),
});

const newsletter = z.object({
  type: z.literal("newsletter_subscription"),
  id,
  lang,
  data: z.object({ email }),
});

/** The tokens the site signed (app/forms/newsletter-links.server.ts); the consumer only links to them. */
const confirmToken = z.string().check(z.regex(/^c\.[1-9][0-9]{0,15}\.[0-9]{1,12}\.[A-Za-z0-9_-]{43}$/));
const unsubscribeToken = z.string().check(z.regex(/^u\.[1-9][0-9]{0,15}\.[A-Za-z0-9_-]{43}$/));

const newsletterConfirmation = z.object({
  type: z.literal("newsletter_confirmation"),
  id,
  lang,
  visitorCopy,
  /** A re-send to an unconfirmed address (its time in ms), so it is a mail of its own. */
  resend: z.optional(z.int().check(z.positive())),
  data: z.object({ email, confirmToken, unsubscribeToken }),
});

/**
 * A health alert (app/health/alerts.server.ts, docs/decisions/020-health-and-alerts.md) mailed to
 * ALERT_EMAIL: raised, or back to normal. `id` is its alert_log row, so each alert is mailed once;
 * its texts are the site's own.
 */
const alert = z.object({
  type: z.literal("alert"),
  id,
  lang: z.literal("sv"),
  data: z.object({
    to: email,
    condition: z.string().check(z.regex(/^[a-z_]{1,40}$/)),
    state: z.enum(["raised", "cleared"]),
    title: z.string().check(z.minLength(1), z.maxLength(200)),
    detail: z.string().check(z.maxLength(2000)),
  }),
});

const deskKind = z.enum(["bookings", "lost-and-found", "applications"]);

/**
 * A reply written at the staff desk (app/desk/, issue 19), mailed to the visitor in their
 * language from the hotel's address with Reply-To the case's own address (or the staff mailbox). `id` is its desk_replies
 * row, so each reply is mailed once; the body is staff's plain text.
 */
const deskReply = z.object({
  type: z.literal("desk_reply"),
  id,
  lang,
  data: z.object({
    to: email,
    kind: deskKind,
    submissionId: id,
    body: z.string().check(z.minLength(1), z.maxLength(10_000)),
    /** The case's own reply address (decision 048), signed by the site; absent: the kind's staff mailbox. */
    replyTo: z.optional(email),
    /**
     * A PDF sent with the reply (decision 056): its key in GUEST_MAIL_FILES, which the consumer
     * reads, so the message stays small; the name is the site's sanitised one.
     */
    attachment: z.optional(
      z.object({
        key: z.string().check(z.regex(/^(?:bookings|lost-and-found|applications)\/\d{1,12}\/svar\/[0-9a-f-]{36}\.pdf$/)),
        filename: z.string().check(z.regex(/^[^/\\\p{Cc}\p{Cf}]{1,96}\.pdf$/u)),
        size: z.int().check(z.positive(), z.maximum(10 * 1024 * 1024)),
      }),
    ),
  }),
});

/**
 * The morning summary to the staff mailboxes: what is still unanswered (app/desk/summary.server.ts).
 * `id` is its desk_summaries row, one per Swedish day.
 */
const deskSummary = z.object({
  type: z.literal("desk_summary"),
  id,
  lang: z.literal("sv"),
  data: z.object({
    day: isoDate,
    items: z
      .array(
        z.object({
          kind: deskKind,
          id,
          name: z.string().check(z.maxLength(200)),
          createdAt: z.string(),
          overdue: z.boolean(),
          /** Waiting again because the guest answered by mail; absent in messages queued before it was added. */
          guestReplied: z.optional(z.boolean()),
        }),
      )
      .check(z.maxLength(500)),
    /** Unanswered in all; the list may be cut at its length. */
    total: z.int().check(z.nonnegative()),
  }),
});

/** Every message the queue carries; the consumer parses each body with it. */
export const notificationSchema = z.discriminatedUnion("type", [
  alert,
  booking,
  lostFound,
  jobApplication,
  newsletter,
  newsletterConfirmation,
  deskReply,
  deskSummary,
]);

export type NotificationMessage = z.infer<typeof notificationSchema>;
export type BookingNotification = z.infer<typeof booking>;
export type LostFoundNotification = z.infer<typeof lostFound>;
export type JobApplicationNotification = z.infer<typeof jobApplication>;
export type NewsletterNotification = z.infer<typeof newsletter>;
/**
 * The double opt-in mail to the visitor, from either newsletter form
 * (docs/decisions/005-newsletter-consent.md). The site signs the links' tokens, so the secret
 * stays with the site; the consumer only puts them into the mail.
 */
export type NewsletterConfirmationMessage = z.infer<typeof newsletterConfirmation>;
export type AlertMessage = z.infer<typeof alert>;
export type DeskReplyMessage = z.infer<typeof deskReply>;
export type DeskSummaryMessage = z.infer<typeof deskSummary>;

/** The messages that mail the hotel's staff (the confirmation goes to the visitor only). */
export type StaffNotificationType = Exclude<
  NotificationMessage["type"],
  "newsletter_confirmation" | "alert" | "desk_reply" | "desk_summary"
>;

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
  | { type: "newsletter_confirmation"; lang: Lang; resend?: number; data: { email: string } }
  | Omit<DeskReplyMessage, "id">
  | Omit<DeskSummaryMessage, "id">;
