import { bookingInquiryTexts } from "../../app/forms/booking-inquiry.texts";
import { jobApplicationTexts } from "../../app/forms/job-application.texts";
import { lostAndFoundTexts } from "../../app/forms/lost-and-found.texts";
import { retention } from "../../app/content/privacy";
import { newsletterLinkPath } from "../../app/forms/newsletter";
import type { Lang } from "../../app/i18n/lang";
import { fullAddress, hotel, replyWithinHours } from "../../app/site";
import { staffPaths } from "../../app/staff/paths";
import type { NotificationConfig } from "./config";
import type { OutgoingMail } from "./mail";
import type { StaffNotificationType } from "../../app/notifications/messages";
import type { ValidBooking, ValidNotification } from "./message-schema";

/**
 * The mail for each queue message: one Swedish mail to the staff address of its type, listing
 * every submitted field; for a booking inquiry also a confirmation to the visitor in their
 * language. Field labels are the forms' own (app/forms/*.texts.ts), so staff and visitor read
 * the questions the visitor answered. Every visitor-supplied value is escaped in the HTML.
 */

/** Which mail of a message: each is sent, and recorded as sent, on its own. */
export type MailRole = "staff" | "visitor";

export interface RenderedMail {
  role: MailRole;
  mail: OutgoingMail;
}

/** Paths of the staff inbox that staff mail links to: the inbox's own (app/staff/paths.ts). */
export const staffInboxPaths = staffPaths;

type Row = { label: string; value: string };
type Block = { kind: "p"; text: string; link?: string } | { kind: "rows"; rows: Row[] };

interface Document {
  lang: Lang;
  subject: string;
  blocks: Block[];
}

// ---------------------------------------------------------------------------------------------
// Values

const languageNames: Record<Lang, string> = { sv: "svenska", en: "engelska" };

/** Visitor text as it may appear in mail: unified line ends, no control characters. */
function clean(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").trim();
}

/** A header-safe one-liner (subjects, display names). */
function oneLine(value: string, max = 200): string {
  return clean(value).replace(/\s+/g, " ").slice(0, max);
}

function formatDate(iso: string, lang: Lang, style: "staff" | "visitor"): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = lang === "sv" ? "sv-SE" : "en-GB";
  if (style === "staff") {
    const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(date);
    return `${iso} (${weekday})`;
  }
  return new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);
}

/** Shown in staff mail for a field the visitor left empty. */
const NOT_GIVEN = "–";

// ---------------------------------------------------------------------------------------------
// Booking inquiry fields

type BookingData = ValidBooking["data"];
type BookingValue = BookingData[string];

/** Every field of an inquiry, known ones first in the form's order, then any others by name. */
function bookingRows(data: BookingData, lang: Lang, audience: "staff" | "visitor"): Row[] {
  const t = bookingInquiryTexts(lang);
  const business = data.formType === "business";
  const lookup = (table: Record<string, string>, value: string) => table[value] ?? value;
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const asText = (value: BookingValue): string => {
    if (Array.isArray(value)) return value.join(", ");
    if (typeof value === "boolean") return yesNo(value);
    return value === null ? "" : String(value);
  };

  const known: Array<[key: string, label: string, format: (value: BookingValue) => string]> = [
    ["formType", t.tabsLabel, (v) => (v === "business" ? t.tabBusiness : t.tabPrivate)],
    ["category", t.categoryLabel, (v) => lookup(t.categories, asText(v))],
    ["company", t.company, asText],
    ["name", business ? t.contactPerson : t.name, asText],
    ["email", t.email, asText],
    ["phone", t.phone, asText],
    ["participants", business ? t.participants : t.guests, asText],
    ["nights", t.nights, asText],
    ["checkInDate", t.checkIn, (v) => formatDate(asText(v), lang, audience)],
    ["checkOutDate", t.checkOut, (v) => formatDate(asText(v), lang, audience)],
    ["packageType", t.packageType, (v) => lookup(t.packageTypes, asText(v))],
    ["conferenceType", t.conferenceType, (v) => lookup(t.conferenceTypes, asText(v))],
    ["needsAccommodation", t.needsAccommodation, (v) => (v === "yes" ? t.yes : v === "no" ? t.no : asText(v))],
    ["accommodationNotes", t.accommodationNotes, asText],
    ["meals", t.meals, (v) => (Array.isArray(v) ? v.map((meal) => lookup(t.mealLabels, meal)).join(", ") : asText(v))],
    ["dietaryRequirements", t.dietaryRequirements, asText],
    ["technicalEquipment", t.technicalEquipment, asText],
    ["requestSpa", t.requestSpa, asText],
    ["requestActivity", t.requestActivity, asText],
    ["mothersDayOption", t.mothersDayOption, asText],
    ["additionalRequests", t.additionalRequests, asText],
  ];
  const knownKeys = new Set(known.map(([key]) => key));
  const fields: Array<[label: string, value: BookingValue | undefined, format: (value: BookingValue) => string]> = [
    ...known.filter(([key]) => key in data).map(([key, label, format]) => [label, data[key], format] as [string, BookingValue, typeof format]),
    // A field the form gains later still reaches the staff, under its own name.
    ...Object.keys(data)
      .filter((key) => !knownKeys.has(key))
      .sort()
      .map((key) => [key, data[key], asText] as [string, BookingValue, typeof asText]),
  ];

  const rows: Row[] = [];
  for (const [label, value, format] of fields) {
    // The visitor's own copy leaves out what they did not ask for.
    if (audience === "visitor" && (isEmpty(value) || value === false)) continue;
    rows.push({ label, value: value === undefined || isEmpty(value) ? NOT_GIVEN : format(value) });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// The mails

function staffFooter(config: NotificationConfig, what: string, id: number, path: string): Block {
  return { kind: "p", text: `${what} nr ${id} i personalinkorgen:`, link: `${config.siteOrigin}${path}` };
}

function replyHint(name: string, email: string): Block {
  return { kind: "p", text: `Ett svar på det här mejlet går direkt till ${oneLine(name)} (${email}).` };
}

function bookingStaff(message: ValidBooking, config: NotificationConfig): Document {
  const { data } = message;
  const t = bookingInquiryTexts("sv");
  const who = data.formType === "business" ? t.tabBusiness.toLowerCase() : t.tabPrivate.toLowerCase();
  return {
    lang: "sv",
    subject: `Ny bokningsförfrågan: ${oneLine(data.name)} (${data.checkInDate}–${data.checkOutDate})`,
    blocks: [
      { kind: "p", text: `En ny bokningsförfrågan har kommit in via webbplatsen (${who}, skickad på ${languageNames[message.lang]}).` },
      { kind: "rows", rows: bookingRows(data, "sv", "staff") },
      replyHint(data.name, data.email),
      { kind: "p", text: `Besökaren har lovats svar inom ${replyWithinHours} timmar.` },
      staffFooter(config, "Förfrågan", message.id, staffInboxPaths.booking(message.id)),
    ],
  };
}

const confirmationTexts = {
  sv: {
    subject: `Tack för din förfrågan – ${hotel.name}`,
    greeting: (name: string) => `Hej ${name}!`,
    received: `Tack för din förfrågan till ${hotel.name}. Vi har tagit emot den och svarar inom ${replyWithinHours} timmar.`,
    summary: "Det här skickade du till oss:",
    change: `Vill du ändra något eller har du frågor? Svara på det här mejlet eller ring oss på ${hotel.phoneDisplay}.`,
    signOff: "Varma hälsningar",
    phone: hotel.phoneDisplay,
    website: hotel.origin,
  },
  en: {
    subject: `Thank you for your inquiry – ${hotel.name}`,
    greeting: (name: string) => `Hello ${name},`,
    received: `Thank you for your inquiry to ${hotel.name}. We have received it and will reply within ${replyWithinHours} hours.`,
    summary: "This is what you sent us:",
    change: `If you would like to change anything or have a question, reply to this e-mail or call us on ${hotel.phone}.`,
    signOff: "Kind regards",
    phone: hotel.phone,
    website: `${hotel.origin}/en`,
  },
} satisfies Record<Lang, Record<string, unknown>>;

function bookingConfirmation(message: ValidBooking): Document {
  const c = confirmationTexts[message.lang];
  return {
    lang: message.lang,
    subject: c.subject,
    blocks: [
      { kind: "p", text: c.greeting(oneLine(message.data.name)) },
      { kind: "p", text: c.received },
      { kind: "p", text: c.summary },
      { kind: "rows", rows: bookingRows(message.data, message.lang, "visitor") },
      { kind: "p", text: c.change },
      { kind: "p", text: `${c.signOff}\n${hotel.name}\n${fullAddress}\n${c.phone} · ${hotel.email}`, link: c.website },
    ],
  };
}

function lostFoundStaff(message: Extract<ValidNotification, { type: "lost_found" }>, config: NotificationConfig): Document {
  const { data } = message;
  const t = lostAndFoundTexts("sv");
  const orNotGiven = (value: string | null) => (isEmpty(value) ? NOT_GIVEN : value!);
  return {
    lang: "sv",
    subject: `Ny efterlysning av kvarglömt föremål: ${oneLine(data.name)} (${data.checkInDate}–${data.checkOutDate})`,
    blocks: [
      { kind: "p", text: `En gäst efterlyser ett kvarglömt föremål via webbplatsen (skickad på ${languageNames[message.lang]}).` },
      {
        kind: "rows",
        rows: [
          { label: t.name, value: data.name },
          { label: t.email, value: data.email },
          { label: t.phone, value: orNotGiven(data.phone) },
          { label: t.roomNumber, value: orNotGiven(data.roomNumber) },
          { label: t.arrivalDate, value: formatDate(data.checkInDate, "sv", "staff") },
          { label: t.departureDate, value: formatDate(data.checkOutDate, "sv", "staff") },
          { label: t.sectionItem, value: orNotGiven(data.itemDescription) },
        ],
      },
      replyHint(data.name, data.email),
      { kind: "p", text: "Gästens adress och bokningsnummer finns med efterlysningen i personalinkorgen." },
      staffFooter(config, "Efterlysning", message.id, staffInboxPaths.lostAndFound(message.id)),
    ],
  };
}

function jobApplicationStaff(message: Extract<ValidNotification, { type: "job_application" }>, config: NotificationConfig): Document {
  const { data } = message;
  const t = jobApplicationTexts("sv");
  return {
    lang: "sv",
    subject: `Ny jobbansökan: ${oneLine(data.jobTitle)} – ${oneLine(data.name)}`,
    blocks: [
      { kind: "p", text: `En ny ansökan har kommit in via webbplatsen (skickad på ${languageNames[message.lang]}).` },
      {
        kind: "rows",
        rows: [
          { label: t.position, value: data.jobTitle },
          { label: t.name, value: data.name },
          { label: t.email, value: data.email },
          { label: t.phone, value: isEmpty(data.phone) ? NOT_GIVEN : data.phone! },
          { label: t.message, value: isEmpty(data.message) ? NOT_GIVEN : data.message! },
        ],
      },
      // Files never travel by mail: they stay in R2 behind the staff sign-in.
      {
        kind: "p",
        text: "CV och personligt brev skickas inte med e-post. Läs och ladda ner dem i personalinkorgen (inloggning krävs):",
        link: `${config.siteOrigin}${staffInboxPaths.application(message.id)}`,
      },
      replyHint(data.name, data.email),
    ],
  };
}

function newsletterStaff(message: Extract<ValidNotification, { type: "newsletter_subscription" }>, config: NotificationConfig): Document {
  return {
    lang: "sv",
    subject: `Ny prenumerant på nyhetsbrevet: ${message.data.email}`,
    blocks: [
      { kind: "p", text: "En besökare har anmält sig till nyhetsbrevet i popup-rutan på webbplatsen." },
      {
        kind: "rows",
        rows: [
          { label: "E-post", value: message.data.email },
          { label: "Språk", value: languageNames[message.lang] },
        ],
      },
      staffFooter(config, "Prenumeration", message.id, staffInboxPaths.newsletter(message.id)),
    ],
  };
}

type NewsletterConfirmation = Extract<ValidNotification, { type: "newsletter_confirmation" }>;

const newsletterConfirmationTexts = {
  sv: {
    subject: `Bekräfta din prenumeration – ${hotel.name}`,
    greeting: "Hej!",
    confirm: (email: string) =>
      `Tack för att du vill ha nyhetsbrevet från ${hotel.name}. Bekräfta att det var du som anmälde ${email} genom att öppna länken och trycka på knappen Bekräfta prenumerationen:`,
    validity: (days: number) =>
      `Länken gäller i ${days} dagar. Tills du har bekräftat skickar vi inga nyhetsbrev, och en adress som aldrig bekräftas raderas efter ${days} dagar.`,
    unsubscribe: "Har du inte anmält dig, eller ångrar du dig? Avregistrera adressen direkt här:",
    signOff: "Varma hälsningar",
    website: hotel.origin,
    mailtoSubject: "Avregistrera nyhetsbrev",
  },
  en: {
    subject: `Confirm your subscription – ${hotel.name}`,
    greeting: "Hello,",
    confirm: (email: string) =>
      `Thank you for signing up for the ${hotel.name} newsletter. Please confirm that it was you who signed up ${email}: open the link and press the Confirm subscription button:`,
    validity: (days: number) =>
      `The link is valid for ${days} days. Until you confirm, we send you no newsletters, and an address that is never confirmed is deleted after ${days} days.`,
    unsubscribe: "Didn't sign up, or changed your mind? Remove the address straight away here:",
    signOff: "Kind regards",
    website: `${hotel.origin}/en`,
    mailtoSubject: "Unsubscribe newsletter",
  },
} satisfies Record<Lang, Record<string, unknown>>;

/** Absolute links of a confirmation mail, on the configured site origin (never a request's Host). */
function newsletterLinks(message: NewsletterConfirmation, config: NotificationConfig) {
  return {
    confirm: `${config.siteOrigin}${newsletterLinkPath("confirm", message.data.confirmToken, message.lang)}`,
    unsubscribe: `${config.siteOrigin}${newsletterLinkPath("unsubscribe", message.data.unsubscribeToken, message.lang)}`,
  };
}

function newsletterConfirmationMail(message: NewsletterConfirmation, config: NotificationConfig): Document {
  const c = newsletterConfirmationTexts[message.lang];
  const links = newsletterLinks(message, config);
  return {
    lang: message.lang,
    subject: c.subject,
    blocks: [
      { kind: "p", text: c.greeting },
      { kind: "p", text: c.confirm(message.data.email), link: links.confirm },
      { kind: "p", text: c.validity(retention.unconfirmedNewsletterDays) },
      { kind: "p", text: c.unsubscribe, link: links.unsubscribe },
      { kind: "p", text: `${c.signOff}\n${hotel.name}\n${fullAddress}`, link: c.website },
    ],
  };
}

/**
 * One-click unsubscribe for mail to a subscriber (RFC 2369 and RFC 8058): mail clients show an
 * unsubscribe button that POSTs to the https link; the mailto reaches the newsletter staff.
 * Staff mail about a subscription carries none: its reader is not the subscriber.
 */
export function unsubscribeHeaders(unsubscribeUrl: string, mailto: string, lang: Lang): Record<string, string> {
  const subject = encodeURIComponent(newsletterConfirmationTexts[lang].mailtoSubject);
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:${mailto}?subject=${subject}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

// ---------------------------------------------------------------------------------------------
// Plain text and HTML from one document

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
}

const escapeLines = (value: string) => escapeHtml(value).replace(/\n/g, "<br>\n");

function toText(doc: Document): string {
  const parts = doc.blocks.map((block) => {
    if (block.kind === "p") return block.link ? `${block.text}\n${block.link}` : block.text;
    return block.rows
      .map(({ label, value }) => {
        const text = clean(value);
        // A label that is a question ("Vad gäller det?") needs no colon.
        const colon = label.endsWith("?") ? "" : ":";
        return text.includes("\n") ? `${label}${colon}\n${text.replace(/^/gm, "  ")}` : `${label}${colon} ${text}`;
      })
      .join("\n");
  });
  return `${parts.join("\n\n")}\n`;
}

function toHtml(doc: Document): string {
  const body = doc.blocks
    .map((block) => {
      if (block.kind === "p") {
        const link = block.link ? `<br>\n<a href="${escapeHtml(block.link)}" style="color:#1f5135">${escapeHtml(block.link)}</a>` : "";
        return `<p style="margin:0 0 16px">${escapeLines(block.text)}${link}</p>`;
      }
      const rows = block.rows
        .map(
          ({ label, value }) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;font-weight:600;color:#3d4a43;width:38%">${escapeHtml(label)}</th>` +
            `<td style="vertical-align:top;padding:6px 0">${escapeLines(clean(value))}</td></tr>`,
        )
        .join("\n");
      return `<table style="border-collapse:collapse;width:100%;margin:0 0 16px;border-top:1px solid #e3ded3">\n${rows}\n</table>`;
    })
    .join("\n");
  return [
    "<!doctype html>",
    `<html lang="${doc.lang}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(doc.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f6f3ec;color:#1c2420;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">`,
    `<div style="max-width:640px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">`,
    body,
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

function toMail(doc: Document, fields: Pick<OutgoingMail, "to" | "from" | "replyTo" | "headers">): OutgoingMail {
  return { ...fields, subject: oneLine(doc.subject, 250), text: toText(doc), html: toHtml(doc) };
}

/** A health alert for the operator (docs/decisions/020-health-and-alerts.md), linking to the health panel. */
function alertMail(message: Extract<ValidNotification, { type: "alert" }>, config: NotificationConfig): Document {
  const { state, title, detail } = message.data;
  return {
    lang: "sv",
    subject: `${state === "raised" ? "Larm" : "Åter normalt"}: ${title} – ${hotel.shortName}`,
    blocks: [
      { kind: "p", text: state === "raised" ? `Larm: ${title}` : `Åter normalt: ${title}` },
      ...(detail ? [{ kind: "p" as const, text: detail }] : []),
      { kind: "p", text: "Hälsopanelen:", link: `${config.siteOrigin}${staffPaths.inbox}#halsa` },
    ],
  };
}

/** The mails one queue message produces, staff mail first. */
export function renderNotification(message: ValidNotification, config: NotificationConfig): RenderedMail[] {
  const staff = (type: StaffNotificationType, doc: Document, replyTo: { email: string; name?: string }): RenderedMail => ({
    role: "staff",
    mail: toMail(doc, { to: config.staffTo[type], from: config.from, replyTo }),
  });
  switch (message.type) {
    case "booking":
      return [
        staff(message.type, bookingStaff(message, config), { email: message.data.email, name: oneLine(message.data.name) }),
        {
          role: "visitor",
          mail: toMail(bookingConfirmation(message), {
            to: [message.data.email],
            from: config.from,
            replyTo: { email: hotel.email, name: hotel.name },
          }),
        },
      ];
    case "lost_found":
      return [staff(message.type, lostFoundStaff(message, config), { email: message.data.email, name: oneLine(message.data.name) })];
    case "job_application":
      return [staff(message.type, jobApplicationStaff(message, config), { email: message.data.email, name: oneLine(message.data.name) })];
    case "newsletter_subscription":
      return [staff(message.type, newsletterStaff(message, config), { email: message.data.email })];
    case "alert":
      return [{ role: "staff", mail: toMail(alertMail(message, config), { to: [message.data.to], from: config.from }) }];
    case "newsletter_confirmation":
      return [
        {
          role: "visitor",
          mail: toMail(newsletterConfirmationMail(message, config), {
            to: [message.data.email],
            from: config.from,
            replyTo: { email: hotel.email, name: hotel.name },
            headers: unsubscribeHeaders(newsletterLinks(message, config).unsubscribe, config.staffTo.newsletter_subscription[0]!, message.lang),
          }),
        },
      ];
  }
}
