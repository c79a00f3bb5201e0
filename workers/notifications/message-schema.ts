import * as z from "zod/mini";
import type { NotificationMessage } from "../../app/notifications/messages";

/**
 * The queue contract (app/notifications/messages.ts) checked at the consumer's door: a body that
 * is none of the union's shapes is logged and acknowledged instead of failing forever. Beyond the
 * types, it insists on what the mail needs: a real address to reply to, and a stay's dates.
 */

const id = z.int().check(z.positive());
const lang = z.enum(["sv", "en"]);
const email = z.email().check(z.maxLength(254));
const name = z.string().check(z.trim(), z.minLength(1));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const optionalText = z.nullable(z.string());
const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

const booking = z.object({
  type: z.literal("booking"),
  id,
  lang,
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
  data: z.object({ email, confirmToken, unsubscribeToken }),
});

/** A health alert from the site's cron (app/health/alerts.server.ts); its texts are the site's own. */
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

export const notificationSchema = z.discriminatedUnion("type", [alert, booking, lostFound, jobApplication, newsletter, newsletterConfirmation]);

export type ValidNotification = z.infer<typeof notificationSchema>;
export type ValidBooking = z.infer<typeof booking>;

// The schema stays in step with the contract: every valid message is a NotificationMessage, and
// every type of the contract has a schema.
type Assert<T extends true> = T;
export type SchemaMatchesContract = Assert<
  ValidNotification extends NotificationMessage ? (NotificationMessage["type"] extends ValidNotification["type"] ? true : false) : false
>;
