/**
 * Every receipt mailed to an address a visitor typed (decisions 013 and 048): the booking
 * inquiry's confirmation, and the lost-and-found and job application receipts. Anyone can type
 * anyone's address, so these say only the hotel's own words, the reference number and, for a
 * booking, what the form's own option lists chose; never a word the visitor typed. The newsletter's
 * double opt-in mail is ./newsletter.ts; staff replies from the desk are ./desk.ts.
 */
import { bookingInquiryTexts } from "~/forms/booking-inquiry.texts";
import { formatPhone } from "~/i18n/format";
import type { Lang } from "~/i18n/lang";
import type { BookingNotification, JobApplicationNotification, LostFoundNotification } from "~/notifications/queue-contract";
import type { VisitorMailVerdict } from "~/notifications/visitor-mail.server";
import { fullAddress, hotel, replyWithinHours } from "~/site";
import { formatDate, oneLine, type Block, type MailDocument, type Row } from "../mail-document";

type BookingValue = BookingNotification["data"][string];

/** What a staff mail says when the visitor's receipt was held back by the brake (decision 013). */
export function heldNotice(verdict: VisitorMailVerdict, what: string): Block[] {
  if (verdict === "send") return [];
  const why =
    verdict === "held_recipient"
      ? "adressen redan har fått ett mejl från webbplatsen det senaste dygnet"
      : "webbplatsen har nått sin gräns för bekräftelsemejl per timme";
  return [
    {
      kind: "p",
      text: `OBS: ${what} till besökaren skickades inte, eftersom ${why} (skydd mot missbruk av formuläret). Svara besökaren direkt.`,
    },
  ];
}

/** The lines every receipt shares, in the visitor's language. */
const common = {
  sv: {
    greeting: "Hej!",
    reference: "Referensnummer",
    question: `Har du frågor? Svara på det här mejlet eller ring oss på ${formatPhone("sv")}.`,
    notYou: "Har du inte skickat något till oss? Då kan du bortse från det här mejlet.",
    signOff: "Varma hälsningar",
    phone: formatPhone("sv"),
    website: hotel.origin,
  },
  en: {
    greeting: "Hello,",
    reference: "Reference number",
    question: `If you have a question, reply to this e-mail or call us on ${formatPhone("en")}.`,
    notYou: "Did you not send us anything? Then you can ignore this e-mail.",
    signOff: "Kind regards",
    phone: formatPhone("en"),
    website: `${hotel.origin}/en`,
  },
} satisfies Record<Lang, Record<string, string>>;

const bookingTexts = {
  sv: {
    subject: `Tack för din förfrågan – ${hotel.name}`,
    received: `Tack för din förfrågan till ${hotel.name}. Vi har tagit emot den och svarar inom ${replyWithinHours} timmar.`,
    summary: "Din förfrågan i korthet:",
    change: `Vill du ändra något eller har du frågor? Svara på det här mejlet eller ring oss på ${formatPhone("sv")}.`,
    notYou: "Har du inte skickat någon förfrågan? Då kan du bortse från det här mejlet.",
  },
  en: {
    subject: `Thank you for your inquiry – ${hotel.name}`,
    received: `Thank you for your inquiry to ${hotel.name}. We have received it and will reply within ${replyWithinHours} hours.`,
    summary: "Your inquiry in short:",
    change: `If you would like to change anything or have a question, reply to this e-mail or call us on ${formatPhone("en")}.`,
    notYou: "Did you not send an inquiry? Then you can ignore this e-mail.",
  },
} satisfies Record<Lang, Record<string, string>>;

const receiptTexts = {
  lost_found: {
    sv: {
      subject: `Vi har tagit emot din efterlysning – ${hotel.name}`,
      received: `Tack! Vi har tagit emot din efterlysning av ett kvarglömt föremål. Vi letar och hör av oss så snart vi vet mer.`,
    },
    en: {
      subject: `We have received your lost item report – ${hotel.name}`,
      received: "Thank you. We have received your report of a lost item. We will look for it and get back to you as soon as we know more.",
    },
  },
  job_application: {
    sv: {
      subject: `Vi har tagit emot din ansökan – ${hotel.name}`,
      received: `Tack för din ansökan till ${hotel.name}! Vi har tagit emot den och hör av oss när vi har gått igenom ansökningarna.`,
    },
    en: {
      subject: `We have received your application – ${hotel.name}`,
      received: `Thank you for your application to ${hotel.name}. We have received it and will be in touch once we have read the applications.`,
    },
  },
} satisfies Record<string, Record<Lang, { subject: string; received: string }>>;

function signature(lang: Lang): Block {
  const c = common[lang];
  return { kind: "p", text: `${c.signOff}\n${hotel.name}\n${fullAddress}\n${c.phone} · ${hotel.email}`, link: c.website };
}

/**
 * The booking summary: only what the hotel's own form chose, never what was typed. Options are
 * rendered from the form's own option lists; a posted value that is not one of them is left out.
 * Numbers only as plain small numbers.
 */
function bookingRows(message: BookingNotification): Row[] {
  const { data, lang } = message;
  const t = bookingInquiryTexts(lang);
  const business = data.formType === "business";
  const option = (table: Record<string, string>, value: BookingValue | undefined) =>
    typeof value === "string" && Object.hasOwn(table, value) ? table[value] : undefined;
  const count = (value: BookingValue | undefined) => {
    const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
    return /^[1-9]\d{0,3}$/.test(text) ? text : undefined;
  };
  const candidates: Array<[label: string, value: string | undefined]> = [
    [common[lang].reference, String(message.id)],
    [t.tabsLabel, business ? t.tabBusiness : t.tabPrivate],
    [t.categoryLabel, option(t.categories, data.category)],
    [business ? t.participants : t.guests, count(data.participants)],
    [t.nights, count(data.nights)],
    [t.checkIn, formatDate(data.checkInDate, lang, "visitor")],
    [t.checkOut, formatDate(data.checkOutDate, lang, "visitor")],
    // The package's name in the visitor's language, as the store had it (set by the action, never typed).
    [t.packageType, typeof data.packageLabel === "string" ? oneLine(data.packageLabel) : option(t.packageTypes, data.packageType)],
    [t.conferenceType, option(t.conferenceTypes, data.conferenceType)],
  ];
  return candidates.filter((row): row is [string, string] => row[1] !== undefined).map(([label, value]) => ({ label, value }));
}

export function bookingConfirmation(message: BookingNotification): MailDocument {
  const b = bookingTexts[message.lang];
  return {
    lang: message.lang,
    subject: b.subject,
    blocks: [
      { kind: "p", text: common[message.lang].greeting },
      { kind: "p", text: b.received },
      { kind: "p", text: b.summary },
      { kind: "rows", rows: bookingRows(message) },
      { kind: "p", text: b.change },
      { kind: "p", text: b.notYou },
      signature(message.lang),
    ],
  };
}

/** The receipt of a lost-and-found report or a job application: fixed words and the reference number only. */
export function formReceipt(message: LostFoundNotification | JobApplicationNotification): MailDocument {
  const c = common[message.lang];
  const r = receiptTexts[message.type][message.lang];
  return {
    lang: message.lang,
    subject: r.subject,
    blocks: [
      { kind: "p", text: c.greeting },
      { kind: "p", text: r.received },
      { kind: "rows", rows: [{ label: c.reference, value: String(message.id) }] },
      { kind: "p", text: c.question },
      { kind: "p", text: c.notYou },
      signature(message.lang),
    ],
  };
}
