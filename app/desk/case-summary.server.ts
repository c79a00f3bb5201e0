import type { RowsByKind } from "~/staff/fields.server";
import { bookingInquiryTexts } from "~/forms/booking-inquiry.texts";
import { swedishE164 } from "./phone";
import type { DeskKind } from "./status";

const booking = bookingInquiryTexts("sv");

/**
 * The top of a case (issue 33, section 4): who, what and when in one glance, only what the guest
 * filled in; the phone as a number to call.
 */
export function caseSummary<K extends DeskKind>(kind: K, row: RowsByKind[K]) {
  const phone = row.phone?.trim() || null;
  const facts: Array<{ label: string; value: string }> = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value?.trim()) facts.push({ label, value: value.trim() });
  };
  if (kind === "bookings") {
    const inquiry = row as RowsByKind["bookings"];
    add("Gäller", `${booking.categories[inquiry.category as keyof typeof booking.categories] ?? inquiry.category}`);
    add("Företag", inquiry.company);
    // A case logged by phone may have no dates or party (./logged-case.server.ts).
    if (inquiry.checkInDate || inquiry.checkOutDate) add("Datum", `${inquiry.checkInDate} – ${inquiry.checkOutDate}`);
    if (inquiry.participants > 0) add("Antal", `${inquiry.participants} personer`);
  } else if (kind === "lost-and-found") {
    const report = row as RowsByKind["lost-and-found"];
    add("Föremål", report.itemDescription.split("\n")[0]);
    if (report.arrivalDate || report.departureDate) add("Vistelse", `${report.arrivalDate} – ${report.departureDate}`);
    add("Bokningsnummer", report.bookingNumber);
    add("Rum", report.roomNumber);
  } else {
    add("Tjänst", (row as RowsByKind["applications"]).jobTitle);
  }
  return { name: row.name, email: row.email, phone: phone && { text: phone, href: `tel:${swedishE164(phone)}` }, facts };
}

export type CaseSummary = ReturnType<typeof caseSummary>;
