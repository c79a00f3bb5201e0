import type { BookingInquiryRow, JobApplicationRow, LostAndFoundRow, NewsletterSubscriptionRow } from "~/db/schema";
import { bookingInquiryTexts } from "~/forms/booking-inquiry.texts";
import { jobApplicationTexts } from "~/forms/job-application.texts";
import { lostAndFoundTexts } from "~/forms/lost-and-found.texts";
import { formatStamp } from "./dates";
import type { InboxKind } from "./paths";

/**
 * What staff see of each kind of submission, in Swedish: one list of fields that the detail page
 * shows and the CSV exports, in the same order and with the labels of the forms' own questions
 * (app/forms/*.texts.ts), so staff read what the visitor answered.
 */

export interface RowsByKind {
  bookings: BookingInquiryRow;
  "lost-and-found": LostAndFoundRow;
  applications: JobApplicationRow;
  newsletter: NewsletterSubscriptionRow;
}

interface Field<Row> {
  label: string;
  value: (row: Row) => string | null;
  /** Shown as a column of the list, not only on the item's page. */
  inList?: boolean;
}

const booking = bookingInquiryTexts("sv");
const lost = lostAndFoundTexts("sv");
const job = jobApplicationTexts("sv");

const languageNames = { sv: "svenska", en: "engelska" } as const;
const yesNo = (value: boolean) => (value ? booking.yes : booking.no);
const lookup = (table: Record<string, string>, value: string | null) => (value === null ? null : (table[value] ?? value));

function meals(json: string | null): string | null {
  if (json === null) return null;
  try {
    const chosen = Object.entries(JSON.parse(json) as Record<string, boolean>)
      .filter(([, on]) => on)
      .map(([meal]) => lookup(booking.mealLabels, meal));
    return chosen.length > 0 ? chosen.join(", ") : "Inga";
  } catch {
    return json;
  }
}

const received = <Row extends { createdAt: string }>(): Field<Row> => ({
  label: "Inkommen",
  value: (row) => formatStamp(row.createdAt),
  inList: true,
});
const language = <Row extends { lang: "sv" | "en" }>(): Field<Row> => ({ label: "Språk", value: (row) => languageNames[row.lang] });

export const fieldsByKind: { [K in InboxKind]: Array<Field<RowsByKind[K]>> } = {
  bookings: [
    received(),
    { label: booking.tabsLabel, value: (row) => (row.formType === "business" ? booking.tabBusiness : booking.tabPrivate), inList: true },
    { label: booking.categoryLabel, value: (row) => lookup(booking.categories, row.category), inList: true },
    { label: booking.company, value: (row) => row.company },
    { label: booking.name, value: (row) => row.name, inList: true },
    { label: booking.email, value: (row) => row.email, inList: true },
    { label: booking.phone, value: (row) => row.phone },
    { label: booking.guests, value: (row) => String(row.participants), inList: true },
    { label: booking.nights, value: (row) => (row.nights === null ? null : String(row.nights)) },
    { label: booking.checkIn, value: (row) => row.checkInDate, inList: true },
    { label: booking.checkOut, value: (row) => row.checkOutDate, inList: true },
    {
      label: `${booking.packageType} / ${booking.conferenceType.toLowerCase()}`,
      // A package keeps the name it was sent with (issue 36); inquiries from before name it by code.
      value: (row) =>
        row.formType === "business"
          ? lookup(booking.conferenceTypes, row.packageType)
          : (row.packageName ?? lookup(booking.packageTypes, row.packageType)),
    },
    { label: booking.needsAccommodation, value: (row) => lookup({ yes: booking.yes, no: booking.no }, row.needsAccommodation) },
    { label: booking.accommodationNotes, value: (row) => row.accommodationNotes },
    { label: booking.meals, value: (row) => meals(row.meals) },
    { label: booking.dietaryRequirements, value: (row) => row.dietaryRequirements },
    { label: booking.technicalEquipment, value: (row) => row.technicalEquipment },
    { label: booking.requestSpa, value: (row) => yesNo(row.requestSpa) },
    { label: booking.requestActivity, value: (row) => yesNo(row.requestActivity) },
    { label: booking.mothersDayOption, value: (row) => row.mothersDayOption },
    { label: booking.additionalRequests, value: (row) => row.additionalRequests },
    language(),
  ],
  "lost-and-found": [
    received(),
    { label: lost.name, value: (row) => row.name, inList: true },
    { label: lost.email, value: (row) => row.email, inList: true },
    { label: lost.phone, value: (row) => row.phone },
    { label: lost.address, value: (row) => row.address },
    { label: lost.zipCode, value: (row) => row.zipCode },
    { label: lost.city, value: (row) => row.city },
    { label: lost.country, value: (row) => lost[`country_${row.country}` as keyof typeof lost] ?? row.country },
    { label: lost.bookingNumber, value: (row) => row.bookingNumber },
    { label: lost.roomNumber, value: (row) => row.roomNumber, inList: true },
    { label: lost.arrivalDate, value: (row) => row.arrivalDate, inList: true },
    { label: lost.departureDate, value: (row) => row.departureDate, inList: true },
    { label: lost.sectionItem, value: (row) => row.itemDescription },
    language(),
  ],
  applications: [
    received(),
    { label: job.position, value: (row) => row.jobTitle, inList: true },
    { label: job.name, value: (row) => row.name, inList: true },
    { label: job.email, value: (row) => row.email, inList: true },
    { label: job.phone, value: (row) => row.phone },
    { label: job.message, value: (row) => row.message },
    { label: job.cv, value: (row) => (row.cvFilePath ? "Bifogat" : "Saknas") },
    { label: job.coverLetter, value: (row) => (row.coverLetterFilePath ? "Bifogat" : "Inget") },
    language(),
  ],
  newsletter: [
    received(),
    { label: "E-post", value: (row) => row.email, inList: true },
    { label: "Bekräftad", value: (row) => (row.confirmedAt ? `Ja, ${formatStamp(row.confirmedAt)}` : "Nej, inte ännu"), inList: true },
    { label: "Formulär", value: (row) => (row.source === "popup" ? "Popup-rutan" : "Sidfoten"), inList: true },
    language(),
  ],
};

export interface FieldValue {
  label: string;
  /** Null when the visitor left the field empty. */
  value: string | null;
}

export function fieldsOf<K extends InboxKind>(kind: K, row: RowsByKind[K], only: "all" | "list" = "all"): FieldValue[] {
  const fields = fieldsByKind[kind] as Array<Field<RowsByKind[K]>>;
  return fields.filter((field) => only === "all" || field.inList).map((field) => ({ label: field.label, value: field.value(row) }));
}

/** The list's column headings. */
export function listLabels(kind: InboxKind): string[] {
  return (fieldsByKind[kind] as Array<Field<never>>).filter((field) => field.inList).map((field) => field.label);
}

/** CSV header and rows: the id first, then every field. */
export function csvTable<K extends InboxKind>(
  kind: K,
  rows: Array<RowsByKind[K]>,
): { header: string[]; rows: Array<Array<string | number | null>> } {
  const fields = fieldsByKind[kind] as Array<Field<RowsByKind[K]>>;
  return {
    header: ["Nr", ...fields.map((field) => field.label)],
    rows: rows.map((row) => [row.id, ...fields.map((field) => field.value(row))]),
  };
}

/** Titles of each list and of one item, in Swedish. */
export const kindTitles: Record<InboxKind, { list: string; item: string; empty: string }> = {
  bookings: { list: "Bokningsförfrågningar", item: "Bokningsförfrågan", empty: "Inga bokningsförfrågningar" },
  "lost-and-found": { list: "Kvarglömda föremål", item: "Efterlysning", empty: "Inga efterlysningar" },
  applications: { list: "Jobbansökningar", item: "Jobbansökan", empty: "Inga jobbansökningar" },
  newsletter: { list: "Nyhetsbrevet", item: "Prenumeration", empty: "Inga prenumeranter" },
};
