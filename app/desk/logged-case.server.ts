import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Db } from "~/db/client.server";
import { bookingInquiries, deskItems, lostAndFound } from "~/db/schema";
import { logEvent } from "~/server/log-event.server";
import type { StaffIdentity } from "~/staff/access.server";
import { staffHeaders } from "~/staff/require-staff.server";
import { staffPaths } from "~/staff/paths";
import { loggedCaseSchema, type LoggedCase } from "./logged-case";
import { INITIAL_STATUS, type DeskKind } from "./status";

/**
 * A case logged by reception from a phone call or a visit (issue 33, section 3; decision 056): a
 * row in the same table the web form fills (a booking inquiry or an "other question" in
 * booking_inquiries, a lost item in lost_and_found), so it is listed, searched, answered and
 * deleted like any other, and its desk_items row with how it came and who logged it. It sends
 * no mail: the guest gets no receipt, the staff mailbox no notice.
 */

const deskKindOf = { bokning: "bookings", fraga: "bookings", upphittat: "lost-and-found" } as const satisfies Record<
  LoggedCase["kind"],
  DeskKind
>;

/** Stores the case once per form key (a double click finds the first); its kind and number. */
export async function logCase(db: Db, value: LoggedCase, who: string, now = new Date()): Promise<{ kind: DeskKind; id: number }> {
  const kind = deskKindOf[value.kind];
  const submissionKey = `desk-logged-${value.key}`;
  const table = kind === "bookings" ? bookingInquiries : lostAndFound;
  const stamp = now.toISOString();
  const common = {
    createdAt: stamp,
    submissionKey,
    lang: value.lang,
    name: value.name,
    phone: value.phone ?? "",
    email: value.email ?? "",
  };
  const insert =
    kind === "bookings"
      ? db
          .insert(bookingInquiries)
          .values({
            ...common,
            // An "other question" is a booking inquiry about "Annat", with no dates or party.
            category: value.kind === "fraga" ? "other" : (value.category ?? "other"),
            formType: "private",
            participants: value.kind === "fraga" ? 0 : (value.participants ?? 0),
            checkInDate: value.kind === "fraga" ? "" : (value.from ?? ""),
            checkOutDate: value.kind === "fraga" ? "" : (value.to ?? ""),
            additionalRequests: value.about,
          })
          .onConflictDoNothing({ target: bookingInquiries.submissionKey })
      : db
          .insert(lostAndFound)
          .values({
            ...common,
            address: "",
            zipCode: "",
            city: "",
            arrivalDate: value.from ?? "",
            departureDate: value.to ?? "",
            itemDescription: value.about,
          })
          .onConflictDoNothing({ target: lostAndFound.submissionKey });
  const idOfKey = sql`(SELECT ${table.id} FROM ${table} WHERE ${table.submissionKey} = ${submissionKey})`;
  await db.batch([
    insert,
    db
      .insert(deskItems)
      .values({
        kind,
        submissionId: idOfKey,
        status: INITIAL_STATUS,
        // Answered on the spot: it never waits in the 24-hour list.
        answeredAt: value.needsAnswer ? null : stamp,
        updatedAt: stamp,
        channel: value.channel,
        loggedBy: who,
      })
      .onConflictDoNothing(),
  ]);
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.submissionKey, submissionKey)).limit(1);
  logEvent("desk_case_logged", { kind, id: row!.id, channel: value.channel, needsAnswer: Boolean(value.needsAnswer), who });
  return { kind, id: row!.id };
}

/** The form's action: the new case's page, or the form again with its errors and what was typed. */
export async function logCaseAction(db: Db, request: Request, staff: StaffIdentity) {
  const submission = parseWithZod(await request.formData(), { schema: loggedCaseSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: staffHeaders() });
  const { kind, id } = await logCase(db, submission.value, staff.name);
  throw redirect(`${staffPaths.item(kind, id)}?klart=loggat`, { status: 303, headers: staffHeaders() });
}

/** How a case came, for its page: null for a web form's. */
export async function caseOrigin(db: Db, kind: DeskKind, id: number) {
  const [row] = await db
    .select({ channel: deskItems.channel, loggedBy: deskItems.loggedBy })
    .from(deskItems)
    .where(and(eq(deskItems.kind, kind), eq(deskItems.submissionId, id)))
    .limit(1);
  if (!row?.channel) return null;
  return {
    channel: row.channel,
    label: row.channel === "telefon" ? "Kom via telefon" : "Kom via besök i receptionen",
    loggedBy: row.loggedBy,
  };
}

/** A logged case's first entry in its thread: how it came, who logged it and what they wrote. */
export async function loggedCaseText(db: Db, kind: DeskKind, id: number) {
  const origin = await caseOrigin(db, kind, id);
  if (!origin) return null;
  const [row] =
    kind === "bookings"
      ? await db.select({ text: bookingInquiries.additionalRequests }).from(bookingInquiries).where(eq(bookingInquiries.id, id)).limit(1)
      : kind === "lost-and-found"
        ? await db.select({ text: lostAndFound.itemDescription }).from(lostAndFound).where(eq(lostAndFound.id, id)).limit(1)
        : [];
  return { ...origin, loggedBy: origin.loggedBy ?? "", text: row?.text ?? null };
}
