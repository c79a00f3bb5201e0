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
  // `plain`: a fact that reads without its label ("2 personer"); the label is then for screen readers only.
  const facts: Array<{ label: string; value: string; plain?: boolean }> = [];
  const add = (label: string, value: string | null | undefined, plain = false) => {
    if (value?.trim()) facts.push({ label, value: value.trim(), plain });
  };
  if (kind === "bookings") {
    const inquiry = row as RowsByKind["bookings"];
    add("Gäller", `${booking.categories[inquiry.category as keyof typeof booking.categories] ?? inquiry.category}`, true);
    // A case logged by phone may have no dates or party (./logged-case.server.ts).
    if (inquiry.checkInDate || inquiry.checkOutDate) add("Datum", `${inquiry.checkInDate} – ${inquiry.checkOutDate}`, true);
    if (inquiry.participants > 0) add("Antal", `${inquiry.participants} personer`, true);
    add("Företag", inquiry.company);
  } else if (kind === "lost-and-found") {
    const report = row as RowsByKind["lost-and-found"];
    add("Föremål", report.itemDescription.split("\n")[0]);
    if (report.arrivalDate || report.departureDate) add("Vistelse", `${report.arrivalDate} – ${report.departureDate}`, true);
    add("Bokningsnummer", report.bookingNumber);
    add("Rum", report.roomNumber);
  } else {
    add("Tjänst", (row as RowsByKind["applications"]).jobTitle);
  }
  // What the guest wrote with the form, the case's first message until the thread has a later one.
  const message =
    kind === "bookings"
      ? (row as RowsByKind["bookings"]).additionalRequests
      : kind === "applications"
        ? (row as RowsByKind["applications"]).message
        : null;
  return {
    name: row.name,
    email: row.email,
    phone: phone && { text: phone, href: `tel:${swedishE164(phone)}` },
    facts,
    message: message?.trim() || null,
  };
}

export type CaseSummary = ReturnType<typeof caseSummary>;
