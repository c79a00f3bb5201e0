import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookingInquiryTexts } from "~/forms/booking-inquiry.texts";
import type { RowsByKind } from "~/staff/fields.server";
import { deskTables } from "./desk.server";
import { firstLine } from "./glance";
import type { DeskKind } from "./status";

const booking = bookingInquiryTexts("sv");

/** When and what of a case in a list row: its dates (and party, category), and the first line of what it is about. */
export interface CaseGlance {
  when: string | null;
  about: string | null;
}

/** A booking's stay, party and category and its message; a lost item's stay and description; the position applied for. */
export function glanceOf<K extends DeskKind>(kind: K, row: RowsByKind[K]): CaseGlance {
  if (kind === "bookings") {
    const inquiry = row as RowsByKind["bookings"];
    const category = booking.categories[inquiry.category as keyof typeof booking.categories] ?? inquiry.category;
    return {
      when: `${inquiry.checkInDate} – ${inquiry.checkOutDate} · ${inquiry.participants} pers. · ${category}`,
      about: firstLine(inquiry.additionalRequests) ?? firstLine(inquiry.company),
    };
  }
  if (kind === "lost-and-found") {
    const report = row as RowsByKind["lost-and-found"];
    return { when: `${report.arrivalDate} – ${report.departureDate}`, about: firstLine(report.itemDescription) };
  }
  const application = row as RowsByKind["applications"];
  return { when: null, about: firstLine(application.jobTitle) ?? firstLine(application.message) };
}

/** The glances of some cases of one kind, by id (for the waiting list and search, which read fewer columns). */
export async function glancesOf(db: Db, kind: DeskKind, ids: number[]): Promise<Map<number, CaseGlance>> {
  if (ids.length === 0) return new Map();
  const table = deskTables[kind] as (typeof deskTables)["bookings"];
  const rows = (await db.select().from(table).where(inArray(table.id, ids))) as unknown as Array<RowsByKind[typeof kind]>;
  return new Map(rows.map((row) => [row.id, glanceOf(kind, row)]));
}
