/** The mails of a booking inquiry: the staff notification and the visitor's confirmation. */
import { bookingInquiryTexts } from "~/forms/booking-inquiry.texts";
import { formatPhone } from "~/i18n/format";
import type { Lang } from "~/i18n/lang";
import type { BookingNotification } from "~/notifications/queue-contract";
import type { VisitorMailVerdict } from "~/notifications/visitor-mail.server";
import { fullAddress, hotel, replyWithinHours } from "~/site";
import { staffPaths } from "~/staff/paths";
import type { NotificationConfig } from "../config";
import {
  formatDate,
  isEmpty,
  languageNames,
  NOT_GIVEN,
  oneLine,
  replyHint,
  staffFooter,
  type MailDocument,
  type Row,
} from "../mail-document";

type BookingData = BookingNotification["data"];
type BookingValue = BookingData[string];

/** Every field of an inquiry, known ones first in the form's order, then any others by name. */
function bookingRows(data: BookingData, lang: Lang, audience: "staff"): Row[] {
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
    ...known
      .filter(([key]) => key in data)
      .map(([key, label, format]) => [label, data[key], format] as [string, BookingValue, typeof format]),
    // A field the form gains later still reaches the staff, under its own name.
    ...Object.keys(data)
      .filter((key) => !knownKeys.has(key))
      .sort()
      .map((key) => [key, data[key], asText] as [string, BookingValue, typeof asText]),
  ];

  const rows: Row[] = [];
  for (const [label, value, format] of fields) {
    rows.push({ label, value: value === undefined || isEmpty(value) ? NOT_GIVEN : format(value) });
  }
  return rows;
}

export function bookingStaff(message: BookingNotification, config: NotificationConfig, visitor: VisitorMailVerdict = "send"): MailDocument {
  const { data } = message;
  const t = bookingInquiryTexts("sv");
  const who = data.formType === "business" ? t.tabBusiness.toLowerCase() : t.tabPrivate.toLowerCase();
  return {
    lang: "sv",
    subject: `Ny bokningsförfrågan: ${oneLine(data.name)} (${data.checkInDate}–${data.checkOutDate})`,
    blocks: [
      { kind: "p", text: `En ny bokningsförfrågan har kommit in via webbplatsen (${who}, skickad på ${languageNames[message.lang]}).` },
      ...(visitor === "send" ? [] : [{ kind: "p" as const, text: heldNotice[visitor] }]),
      { kind: "rows", rows: bookingRows(data, "sv", "staff") },
      replyHint(data.name, data.email),
      { kind: "p", text: `Besökaren har lovats svar inom ${replyWithinHours} timmar.` },
      staffFooter(config, "Förfrågan", message.id, staffPaths.booking(message.id)),
    ],
  };
}

/** What the staff mail says when the visitor's copy was held back (decision 013). */
const heldNotice: Record<Exclude<VisitorMailVerdict, "send">, string> = {
  held_recipient:
    "OBS: Bekräftelsen till besökaren skickades inte, eftersom adressen redan har fått ett mejl från webbplatsen det senaste dygnet (skydd mot missbruk av formuläret). Svara besökaren direkt.",
  held_ceiling:
    "OBS: Bekräftelsen till besökaren skickades inte, eftersom webbplatsen har nått sin gräns för bekräftelsemejl per timme (skydd mot missbruk av formuläret). Svara besökaren direkt.",
};

const confirmationTexts = {
  sv: {
    subject: `Tack för din förfrågan – ${hotel.name}`,
    greeting: "Hej!",
    received: `Tack för din förfrågan till ${hotel.name}. Vi har tagit emot den och svarar inom ${replyWithinHours} timmar.`,
    summary: "Din förfrågan i korthet:",
    reference: "Referensnummer",
    change: `Vill du ändra något eller har du frågor? Svara på det här mejlet eller ring oss på ${formatPhone("sv")}.`,
    notYou: "Har du inte skickat någon förfrågan? Då kan du bortse från det här mejlet.",
    signOff: "Varma hälsningar",
    phone: formatPhone("sv"),
    website: hotel.origin,
  },
  en: {
    subject: `Thank you for your inquiry – ${hotel.name}`,
    greeting: "Hello,",
    received: `Thank you for your inquiry to ${hotel.name}. We have received it and will reply within ${replyWithinHours} hours.`,
    summary: "Your inquiry in short:",
    reference: "Reference number",
    change: `If you would like to change anything or have a question, reply to this e-mail or call us on ${formatPhone("en")}.`,
    notYou: "Did you not send an inquiry? Then you can ignore this e-mail.",
    signOff: "Kind regards",
    phone: formatPhone("en"),
    website: `${hotel.origin}/en`,
  },
} satisfies Record<Lang, Record<string, unknown>>;

/**
 * The visitor's summary: only what the hotel's own form chose, never what was typed
 * (decision 013: anyone can type anyone's address, so the copy must not carry an attacker's
 * words). Options are rendered from the form's own option lists; a posted value that is not one
 * of them is left out. Numbers only as plain small numbers.
 */
function visitorRows(message: BookingNotification): Row[] {
  const { data, lang } = message;
  const t = bookingInquiryTexts(lang);
  const c = confirmationTexts[lang];
  const business = data.formType === "business";
  const option = (table: Record<string, string>, value: BookingValue | undefined) =>
    typeof value === "string" && Object.hasOwn(table, value) ? table[value] : undefined;
  const count = (value: BookingValue | undefined) => {
    const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
    return /^[1-9]\d{0,3}$/.test(text) ? text : undefined;
  };
  const candidates: Array<[label: string, value: string | undefined]> = [
    [c.reference, String(message.id)],
    [t.tabsLabel, business ? t.tabBusiness : t.tabPrivate],
    [t.categoryLabel, option(t.categories, data.category)],
    [business ? t.participants : t.guests, count(data.participants)],
    [t.nights, count(data.nights)],
    [t.checkIn, formatDate(data.checkInDate, lang, "visitor")],
    [t.checkOut, formatDate(data.checkOutDate, lang, "visitor")],
    [t.packageType, option(t.packageTypes, data.packageType)],
    [t.conferenceType, option(t.conferenceTypes, data.conferenceType)],
  ];
  return candidates.filter((row): row is [string, string] => row[1] !== undefined).map(([label, value]) => ({ label, value }));
}

export function bookingConfirmation(message: BookingNotification): MailDocument {
  const c = confirmationTexts[message.lang];
  return {
    lang: message.lang,
    subject: c.subject,
    blocks: [
      { kind: "p", text: c.greeting },
      { kind: "p", text: c.received },
      { kind: "p", text: c.summary },
      { kind: "rows", rows: visitorRows(message) },
      { kind: "p", text: c.change },
      { kind: "p", text: c.notYou },
      { kind: "p", text: `${c.signOff}\n${hotel.name}\n${fullAddress}\n${c.phone} · ${hotel.email}`, link: c.website },
    ],
  };
}
