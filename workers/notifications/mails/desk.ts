/** The desk's mails (issue 19): a reply written by staff to the visitor, and the morning summary to staff. */
import type { Lang } from "~/i18n/lang";
import type { DeskReplyMessage, DeskSummaryMessage } from "~/notifications/queue-contract";
import { hotel } from "~/site";
import { summaryIntro, summaryRow } from "~/desk/summary";
import { staffPaths } from "~/staff/paths";
import type { NotificationConfig } from "../config";
import type { MailDocument } from "../mail-document";

const replySubjects: Record<DeskReplyMessage["data"]["kind"], Record<Lang, string>> = {
  bookings: { sv: "Svar på din förfrågan", en: "Reply to your inquiry" },
  "lost-and-found": { sv: "Svar på din efterlysning", en: "Reply about your lost item" },
  applications: { sv: "Svar på din ansökan", en: "Reply to your application" },
};

const replyFooter: Record<Lang, string> = {
  sv: "Svara gärna på det här mejlet om du har frågor – svaret går direkt till vår reception.",
  en: "Just reply to this e-mail if you have any questions – your answer goes straight to our reception.",
};

const number: Record<Lang, string> = { sv: "nr", en: "no." };

const attached: Record<Lang, string> = { sv: "Bifogad fil", en: "Attached file" };

/** Staff's words as they wrote them (plain text; escaped in the HTML by mail-document.ts), in the visitor's language around them. */
export function deskReplyMail(message: DeskReplyMessage): MailDocument {
  const { lang, data } = message;
  return {
    lang,
    subject: `${replySubjects[data.kind][lang]} (${number[lang]} ${data.submissionId}) – ${hotel.shortName}`,
    blocks: [
      { kind: "p", text: data.body },
      ...(data.attachment ? [{ kind: "p" as const, text: `${attached[lang]}: ${data.attachment.filename}` }] : []),
      { kind: "p", text: `— \n${replyFooter[lang]}\n${hotel.name} · ${hotel.email}` },
    ],
  };
}

/** The morning summary: every unanswered item, overdue first, each with its link; a guest's answer by mail counts again. */
export function deskSummaryMail(message: DeskSummaryMessage, config: NotificationConfig): MailDocument {
  const { day, items, total } = message.data;
  const overdue = items.filter((item) => item.overdue).length;
  return {
    lang: "sv",
    subject: `Obesvarat ${day}: ${total} ${total === 1 ? "ärende" : "ärenden"}${overdue > 0 ? `, ${overdue} över 24 timmar` : ""} – ${hotel.shortName}`,
    blocks: [
      // The wording, "Gästen har svarat" included, is the desk's (app/desk/summary.ts).
      { kind: "p", text: summaryIntro(total, items) },
      ...(items.length > 0 ? [{ kind: "rows" as const, rows: items.map((item) => summaryRow(item, config.siteOrigin)) }] : []),
      ...(total > items.length ? [{ kind: "p" as const, text: `… och ${total - items.length} till.` }] : []),
      { kind: "p", text: "Personalinkorgen:", link: `${config.siteOrigin}${staffPaths.inbox}` },
    ],
  };
}
