/** The staff notification of a booking inquiry (the visitor's confirmation is in ./visitor.ts). */
import { bookingInquiryTexts } from "~/forms/booking-inquiry.texts";
import type { Lang } from "~/i18n/lang";
import type { BookingNotification } from "~/notifications/queue-contract";
import type { VisitorMailVerdict } from "~/notifications/visitor-mail.server";
import { replyWithinHours } from "~/site";
import { staffPaths } from "~/staff/paths";
import type { NotificationConfig } from "../config";
import { heldNotice } from "./visitor";
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
    // The package's name as the store had it when the inquiry was sent (issue 36); older messages name it by code.
    ["packageType", t.packageType, (v) => (typeof data.packageName === "string" ? data.packageName : lookup(t.packageTypes, asText(v)))],
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
  // The package's names are the package row's value, not rows of their own.
  const knownKeys = new Set([...known.map(([key]) => key), "packageName", "packageLabel"]);
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
      ...heldNotice(visitor, "Bekräftelsen"),
      { kind: "rows", rows: bookingRows(data, "sv", "staff") },
      replyHint(data.name, data.email),
      { kind: "p", text: `Besökaren har lovats svar inom ${replyWithinHours} timmar.` },
      staffFooter(config, "Förfrågan", message.id, staffPaths.booking(message.id)),
    ],
  };
}
