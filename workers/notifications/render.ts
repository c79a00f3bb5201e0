import { hotel } from "~/site";
import type { NotificationMessage, StaffNotificationType } from "~/notifications/queue-contract";
import type { VisitorMailVerdict } from "~/notifications/visitor-mail.server";
import type { NotificationConfig } from "./config";
import type { OutgoingMail } from "./mail";
import { oneLine, toMail, type MailDocument } from "./mail-document";
import { alertMail } from "./mails/alert";
import { deskReplyMail, deskSummaryMail } from "./mails/desk";
import { bookingStaff } from "./mails/booking";
import { jobApplicationStaff } from "./mails/job-application";
import { lostFoundStaff } from "./mails/lost-and-found";
import { bookingConfirmation, formReceipt } from "./mails/visitor";
import { newsletterConfirmationMail, newsletterLinks, newsletterStaff, unsubscribeHeaders } from "./mails/newsletter";

/**
 * The mail for each queue message: one Swedish mail to the staff address of its type, listing
 * every submitted field; for a booking inquiry, a lost-and-found report and a job application also a
 * receipt to the visitor in their language that repeats nothing the visitor typed (decision 013). Field labels are the forms' own (app/forms/*.texts.ts), so staff and visitor read
 * the questions the visitor answered. The document model and its text and HTML are
 * ./mail-document.ts; each message type's body is in ./mails/.
 */

/** The staff mailbox that answers for each kind of desk item. */
const deskStaffType = { bookings: "booking", "lost-and-found": "lost_found", applications: "job_application" } as const satisfies Record<
  string,
  StaffNotificationType
>;

/** Which mail of a message: each is sent, and recorded as sent, on its own. */
export type MailRole = "staff" | "visitor";

export interface RenderedMail {
  role: MailRole;
  mail: OutgoingMail;
}

/**
 * The mails one queue message produces, staff mail first. `visitor` is the mail-relay brake's
 * verdict (~/notifications/visitor-mail.server.ts): a held visitor copy is left out, and the staff
 * mail says so.
 */
export function renderNotification(
  message: NotificationMessage,
  config: NotificationConfig,
  visitor: VisitorMailVerdict = "send",
): RenderedMail[] {
  const staff = (type: StaffNotificationType, doc: MailDocument, replyTo: { email: string; name?: string }): RenderedMail => ({
    role: "staff",
    mail: toMail(doc, { to: config.staffTo[type], from: config.from, replyTo }),
  });
  switch (message.type) {
    case "booking":
    case "lost_found":
    case "job_application": {
      const staffDoc =
        message.type === "booking"
          ? bookingStaff(message, config, visitor)
          : message.type === "lost_found"
            ? lostFoundStaff(message, config, visitor)
            : jobApplicationStaff(message, config, visitor);
      const staffMail = staff(message.type, staffDoc, { email: message.data.email, name: oneLine(message.data.name) });
      if (visitor !== "send") return [staffMail];
      // The visitor's receipt (./mails/visitor.ts): the hotel's words and the reference number only.
      const receipt = message.type === "booking" ? bookingConfirmation(message) : formReceipt(message);
      return [
        staffMail,
        {
          role: "visitor",
          mail: toMail(receipt, { to: [message.data.email], from: config.from, replyTo: { email: hotel.email, name: hotel.name } }),
        },
      ];
    }
    case "newsletter_subscription":
      return [staff(message.type, newsletterStaff(message, config), { email: message.data.email })];
    case "alert":
      return [{ role: "staff", mail: toMail(alertMail(message, config), { to: [message.data.to], from: config.from }) }];
    case "desk_reply": {
      // Answers go to the case's own address, which the site's Email Worker threads into the case
      // (decision 048); without one, to the staff mailbox of the item's kind, as before.
      const replyTo = message.data.replyTo ?? config.staffTo[deskStaffType[message.data.kind]][0]!;
      return [
        {
          role: "visitor",
          mail: toMail(deskReplyMail(message), { to: [message.data.to], from: config.from, replyTo: { email: replyTo, name: hotel.name } }),
        },
      ];
    }
    case "desk_summary": {
      const to = [...new Set([...config.staffTo.booking, ...config.staffTo.lost_found, ...config.staffTo.job_application])];
      return [{ role: "staff", mail: toMail(deskSummaryMail(message, config), { to, from: config.from }) }];
    }
    case "newsletter_confirmation":
      if (visitor !== "send") return [];
      return [
        {
          role: "visitor",
          mail: toMail(newsletterConfirmationMail(message, config), {
            to: [message.data.email],
            from: config.from,
            replyTo: { email: hotel.email, name: hotel.name },
            headers: unsubscribeHeaders(
              newsletterLinks(message, config).unsubscribe,
              config.staffTo.newsletter_subscription[0]!,
              message.lang,
            ),
          }),
        },
      ];
  }
}
