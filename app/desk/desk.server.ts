import { and, asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  bookingInquiries,
  deskEvents,
  deskGuestMessages,
  deskItems,
  deskReplies,
  deskTemplates,
  jobApplications,
  lostAndFound,
} from "~/db/schema";
import type { Lang } from "~/i18n/lang";
import { logEvent } from "~/server/log-event.server";
import { dispatchAfterResponse, outboxColumn, type Outbox } from "~/notifications/outbox.server";
import type { PendingNotification } from "~/notifications/queue-contract";
import { swedishE164 } from "./phone";
import type { ReplyAttachment } from "./reply-attachment.server";
import { canMove, GUEST_REPLIED, INITIAL_STATUS, statusAfterReply, wayBack, type DeskKind, type StatusChange } from "./status";

/**
 * The desk's reads and writes (issue 19): an item's status and history, notes, replies, the
 * unanswered list and reply templates. Every change writes a desk_events row naming who and when.
 */

export const deskTables = { bookings: bookingInquiries, "lost-and-found": lostAndFound, applications: jobApplications } as const;
/** Drizzle cannot narrow a union of tables; the three share the columns used here. */
const tableOf = (kind: DeskKind) => deskTables[kind] as unknown as typeof lostAndFound;

export interface DeskState {
  status: string;
  answeredAt: string | null;
  /** Where the case stood when the guest answered by mail (decision 048); null otherwise. */
  beforeGuest?: string | null;
}

export async function deskState(db: Db, kind: DeskKind, id: number): Promise<DeskState> {
  const [row] = await db
    .select({ status: deskItems.status, answeredAt: deskItems.answeredAt, beforeGuest: deskItems.beforeGuest })
    .from(deskItems)
    .where(and(eq(deskItems.kind, kind), eq(deskItems.submissionId, id)))
    .limit(1);
  return row ?? { status: INITIAL_STATUS, answeredAt: null };
}

/** The states of several items of one kind (a list's page), by id; missing ids are "ny". */
export async function deskStates(db: Db, kind: DeskKind, ids: number[]): Promise<Map<number, DeskState>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: deskItems.submissionId, status: deskItems.status, answeredAt: deskItems.answeredAt })
    .from(deskItems)
    .where(and(eq(deskItems.kind, kind), inArray(deskItems.submissionId, ids.slice(0, 90))));
  return new Map(rows.map((row) => [row.id, { status: row.status, answeredAt: row.answeredAt }]));
}

/** The item's whole history, oldest first: status changes, notes and replies (with their text). */
export async function deskHistory(db: Db, kind: DeskKind, id: number) {
  return db
    .select({
      id: deskEvents.id,
      at: deskEvents.createdAt,
      who: deskEvents.who,
      action: deskEvents.action,
      fromStatus: deskEvents.fromStatus,
      toStatus: deskEvents.toStatus,
      note: deskEvents.note,
      reply: deskReplies.body,
      replyLang: deskReplies.lang,
      replyTo: deskReplies.toEmail,
      replySent: sql<number>`${deskReplies.pendingNotifications} IS NULL`,
      replyId: deskReplies.id,
      replyAttachment: deskReplies.attachment,
    })
    .from(deskEvents)
    .leftJoin(deskReplies, eq(deskReplies.id, deskEvents.replyId))
    .where(and(eq(deskEvents.kind, kind), eq(deskEvents.submissionId, id)))
    .orderBy(asc(deskEvents.id));
}

const now = () => new Date().toISOString();

/** Writes the item's new state (inserting its first row) only if it is still `from`: two staff at once cannot both move it. */
function upsertState(db: Db, kind: DeskKind, id: number, from: DeskState, to: string, answeredAt: string | null) {
  const stamp = now();
  return db
    .insert(deskItems)
    .values({ kind, submissionId: id, status: to, answeredAt, updatedAt: stamp })
    .onConflictDoUpdate({
      target: [deskItems.kind, deskItems.submissionId],
      set: { status: to, answeredAt: sql`coalesce(${deskItems.answeredAt}, ${answeredAt})`, updatedAt: stamp },
      where: eq(deskItems.status, from.status),
    })
    .returning({ status: deskItems.status });
}

export type MoveOutcome = "moved" | "refused" | "stale";

/** Moves the item to `to` if the workflow allows it from where it is now. */
export async function moveStatus(db: Db, kind: DeskKind, id: number, to: string, who: string): Promise<MoveOutcome> {
  const current = await deskState(db, kind, id);
  if (!canMove(kind, current.status, to)) return "refused";
  const [moved] = await upsertState(db, kind, id, current, to, current.answeredAt);
  if (!moved) return "stale";
  await db.insert(deskEvents).values({ kind, submissionId: id, who, action: "status", fromStatus: current.status, toStatus: to });
  logEvent("desk_status_changed", { kind, id, from: current.status, to, who });
  return "moved";
}

/** Stores a note once per form key: the second of two identical posts finds it stored ("duplicate"). */
/** The item's last status change (a reply's "Ny → Besvarad" included), for "Ångra" and "Öppna igen". */
export async function lastStatusChange(db: Db, kind: DeskKind, id: number): Promise<StatusChange | undefined> {
  const [row] = await db
    .select({ at: deskEvents.createdAt, fromStatus: deskEvents.fromStatus, toStatus: deskEvents.toStatus })
    .from(deskEvents)
    .where(and(eq(deskEvents.kind, kind), eq(deskEvents.submissionId, id), sql`${deskEvents.toStatus} IS NOT NULL`))
    .orderBy(desc(deskEvents.id))
    .limit(1);
  return row;
}

/**
 * Undoes the last status change while it is fresh, or reopens a closed item (status.ts, wayBack);
 * like any move, it loses to a concurrent one ("stale") and is logged with who and when.
 */
export async function goBack(db: Db, kind: DeskKind, id: number, who: string, now = Date.now()): Promise<MoveOutcome> {
  const [current, last] = await Promise.all([deskState(db, kind, id), lastStatusChange(db, kind, id)]);
  const back = wayBack(current.status, last, now);
  if (!back) return "refused";
  const [moved] = await upsertState(db, kind, id, current, back.to, current.answeredAt);
  if (!moved) return "stale";
  await db.insert(deskEvents).values({ kind, submissionId: id, who, action: "status", fromStatus: current.status, toStatus: back.to });
  logEvent("desk_status_changed", { kind, id, from: current.status, to: back.to, who, [back.kind]: true });
  return "moved";
}

export async function addNote(db: Db, kind: DeskKind, id: number, note: string, who: string, key: string): Promise<"saved" | "duplicate"> {
  const stored = await db
    .insert(deskEvents)
    .values({ kind, submissionId: id, who, action: "note", note, submissionKey: key })
    .onConflictDoNothing({ target: deskEvents.submissionKey })
    .returning({ id: deskEvents.id });
  if (stored.length === 0) return "duplicate";
  logEvent("desk_note_added", { kind, id, who });
  return "saved";
}

export interface ReplyInput {
  kind: DeskKind;
  item: { id: number; lang: Lang; email: string };
  body: string;
  /** The reply form's one-time key. */
  key: string;
  who: string;
  /** The case's own reply address (./reply-address.server.ts); absent: the kind's staff mailbox. */
  replyTo?: string | null;
  /** A PDF stored for the reply (decision 056), mailed with it. */
  attachment?: ReplyAttachment;
}

/**
 * Stores the reply with its outbox (decision 012), marks the item answered ("Besvarad" where the
 * workflow has it) and logs it, in one D1 batch; then queues the mail after the response. A form
 * sent twice (a reload, a double click) finds its reply by the key and sends nothing more.
 */
export async function sendReply(
  db: Db,
  outbox: Outbox,
  ctx: Pick<ExecutionContext, "waitUntil">,
  input: ReplyInput,
): Promise<"sent" | "duplicate"> {
  const { kind, item, body, key, who, replyTo, attachment } = input;
  const [existing] = await db.select({ id: deskReplies.id }).from(deskReplies).where(eq(deskReplies.submissionKey, key)).limit(1);
  if (existing) return "duplicate";
  const current = await deskState(db, kind, item.id);
  const to = statusAfterReply(kind, current.status, current.beforeGuest ?? null);
  const pending: PendingNotification = {
    type: "desk_reply",
    lang: item.lang,
    data: {
      to: item.email,
      kind,
      submissionId: item.id,
      body,
      ...(replyTo ? { replyTo } : {}),
      // The key, not the file: the queue message stays small and the consumer reads the file from R2.
      ...(attachment ? { attachment: { key: attachment.key, filename: attachment.name, size: attachment.size } } : {}),
    },
  };
  const stamp = now();
  let replyId: number | undefined;
  try {
    const [inserted] = await db.batch([
      db
        .insert(deskReplies)
        .values({
          kind,
          submissionId: item.id,
          lang: item.lang,
          toEmail: item.email,
          body,
          who,
          submissionKey: key,
          pendingNotifications: outboxColumn([pending]),
          attachment: attachment ? JSON.stringify(attachment) : null,
        })
        .returning({ id: deskReplies.id }),
      db
        .insert(deskItems)
        .values({ kind, submissionId: item.id, status: to, answeredAt: stamp, updatedAt: stamp })
        .onConflictDoUpdate({
          target: [deskItems.kind, deskItems.submissionId],
          set: { status: to, answeredAt: sql`coalesce(${deskItems.answeredAt}, ${stamp})`, updatedAt: stamp, beforeGuest: null },
        }),
      db.insert(deskEvents).values({
        kind,
        submissionId: item.id,
        who,
        action: "reply",
        ...(to !== current.status && { fromStatus: current.status, toStatus: to }),
        replyId: sql`(SELECT ${deskReplies.id} FROM ${deskReplies} WHERE ${deskReplies.submissionKey} = ${key})`,
      }),
    ]);
    replyId = inserted[0]?.id;
  } catch (error) {
    // The unique key refused a second copy sent at the same instant: the first one stands.
    const [again] = await db.select({ id: deskReplies.id }).from(deskReplies).where(eq(deskReplies.submissionKey, key)).limit(1);
    if (again) return "duplicate";
    throw error;
  }
  if (replyId !== undefined) dispatchAfterResponse(ctx, outbox, deskReplies, { id: replyId, pending: [pending] });
  logEvent("desk_reply_sent", { kind, id: item.id, replyId, lang: item.lang, who });
  return "sent";
}

/** "Not yet handled": no desk row, still "ny" and never answered, or the guest has answered by mail since. */
function unansweredWhere(kind: DeskKind): SQL {
  const table = tableOf(kind);
  return sql`NOT EXISTS (SELECT 1 FROM ${deskItems} WHERE ${deskItems.kind} = ${kind} AND ${deskItems.submissionId} = ${table.id} AND ${deskItems.status} <> ${GUEST_REPLIED} AND (${deskItems.status} <> ${INITIAL_STATUS} OR ${deskItems.answeredAt} IS NOT NULL))`;
}

/** Since when an item waits: the guest's answer by mail when there is one, else when it came in. */
function waitingSince(kind: DeskKind): SQL<string> {
  const table = tableOf(kind);
  return sql<string>`coalesce((SELECT ${deskItems.updatedAt} FROM ${deskItems} WHERE ${deskItems.kind} = ${kind} AND ${deskItems.submissionId} = ${table.id} AND ${deskItems.status} = ${GUEST_REPLIED}), ${table.createdAt})`;
}

export interface WaitingRow {
  kind: DeskKind;
  id: number;
  name: string;
  email: string;
  /** When it came in, or when the guest answered by mail (the 24-hour promise counts from then). */
  createdAt: string;
  /** Waiting because the guest answered by mail ("Gästen har svarat"). */
  guestReplied?: boolean;
}

/** Every unanswered item of the desk's kinds, oldest first (at most `limit` per kind), and how many there are. */
export async function unansweredItems(db: Db, limit = 200): Promise<{ total: number; items: WaitingRow[] }> {
  const perKind = await Promise.all(
    (Object.keys(deskTables) as DeskKind[]).map(async (kind) => {
      const table = tableOf(kind);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: table.id,
            name: table.name,
            email: table.email,
            createdAt: waitingSince(kind),
            guestReplied: sql<number>`EXISTS (SELECT 1 FROM ${deskItems} WHERE ${deskItems.kind} = ${kind} AND ${deskItems.submissionId} = ${table.id} AND ${deskItems.status} = ${GUEST_REPLIED})`,
          })
          .from(table)
          .where(unansweredWhere(kind))
          .orderBy(asc(waitingSince(kind)), asc(table.id))
          .limit(limit),
        db.select({ n: count() }).from(table).where(unansweredWhere(kind)),
      ]);
      return { total: counted?.n ?? 0, items: rows.map((row) => ({ kind, ...row, guestReplied: Boolean(row.guestReplied) })) };
    }),
  );
  return {
    total: perKind.reduce((sum, part) => sum + part.total, 0),
    items: perKind.flatMap((part) => part.items).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id),
  };
}

/** The list's status filter: items in this status ("ny" includes those never touched). */
export function statusWhere(kind: DeskKind, status: string): SQL {
  const table = tableOf(kind);
  return status === INITIAL_STATUS
    ? sql`${table.id} NOT IN (SELECT ${deskItems.submissionId} FROM ${deskItems} WHERE ${deskItems.kind} = ${kind} AND ${deskItems.status} <> ${INITIAL_STATUS})`
    : sql`${table.id} IN (SELECT ${deskItems.submissionId} FROM ${deskItems} WHERE ${deskItems.kind} = ${kind} AND ${deskItems.status} = ${status})`;
}

export interface SearchHit extends WaitingRow {
  phone: string | null;
}

const SEARCH_LIMIT = 50;

/**
 * Search across the desk's kinds by name, e-mail, phone, reference number ("12", "nr 12"), a
 * booking's company, and a lost item's description and booking number (with or without its dash).
 * Phone numbers are compared as numbers (issue 33): the query as E.164 for Sweden against the
 * generated `phone_e164` column, so "+46 70 123 45 67" finds "070-123 45 67"; and by their digits,
 * so part of a number finds it too. Newest first.
 */
export async function searchDesk(db: Db, query: string): Promise<SearchHit[]> {
  const text = query.trim().toLowerCase();
  if (text.length < 2 && !/^\d+$/.test(text)) return [];
  const reference = /^(?:nr\.?\s*)?(\d{1,15})$/.exec(text)?.[1];
  // Only a query that looks like a phone number is compared by its digits.
  const digits = /^[\d\s+()-]+$/.test(text) ? text.replace(/\D/g, "") : "";
  // A whole number, as E.164: "+46 70…", "0046 70…" and "070-…" are the same.
  const e164 = digits.length >= 7 && /^(?:\+|0)/.test(text) ? swedishE164(text) : "";
  const compact = text.replace(/[\s-]/g, "");
  // SQLite's lower() folds only A–Z: "Östlund" is also looked for as typed and with capital initials.
  const typed = query.trim();
  const titleCase = text.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  const variants = [...new Set([text, typed, titleCase])];
  const parts = await Promise.all(
    (Object.keys(deskTables) as DeskKind[]).map(async (kind) => {
      const table = tableOf(kind);
      const phoneDigits = sql`replace(replace(replace(replace(replace(coalesce(${table.phone}, ''), ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')`;
      // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a typed % or _ means itself.
      const conditions: SQL[] = [
        ...variants.map((variant) => sql`instr(lower(${table.name}), ${variant}) > 0 OR instr(${table.name}, ${variant}) > 0`),
        sql`instr(lower(${table.email}), ${text}) > 0`,
      ];
      if (digits.length >= 4) conditions.push(sql`instr(${phoneDigits}, ${digits}) > 0`);
      if (e164) conditions.push(sql`instr(${table.phoneE164}, ${e164}) > 0`);
      if (reference) conditions.push(sql`${table.id} = ${Number(reference)}`);
      if (kind === "bookings")
        conditions.push(
          ...variants.map(
            (variant) =>
              sql`instr(lower(coalesce(${bookingInquiries.company}, '')), ${variant}) > 0 OR instr(coalesce(${bookingInquiries.company}, ''), ${variant}) > 0`,
          ),
        );
      if (kind === "lost-and-found") {
        conditions.push(
          ...variants.map(
            (variant) =>
              sql`instr(lower(${lostAndFound.itemDescription}), ${variant}) > 0 OR instr(${lostAndFound.itemDescription}, ${variant}) > 0`,
          ),
        );
        // "BK-1234", "bk1234" and "BK 1234" are one booking number.
        if (compact.length >= 3)
          conditions.push(
            sql`instr(replace(replace(lower(coalesce(${lostAndFound.bookingNumber}, '')), '-', ''), ' ', ''), ${compact}) > 0`,
          );
      }
      const rows = await db
        .select({ id: table.id, name: table.name, email: table.email, phone: table.phone, createdAt: table.createdAt })
        .from(table)
        .where(sql.join(conditions, sql` OR `))
        .orderBy(desc(table.createdAt))
        .limit(SEARCH_LIMIT);
      return rows.map((row) => ({ kind, ...row }));
    }),
  );
  return parts.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function listTemplates(db: Db, kind?: DeskKind, lang?: Lang) {
  return db
    .select()
    .from(deskTemplates)
    .where(and(kind ? eq(deskTemplates.kind, kind) : undefined, lang ? eq(deskTemplates.lang, lang) : undefined))
    .orderBy(asc(deskTemplates.kind), asc(deskTemplates.lang), asc(deskTemplates.id));
}

export interface TemplateInput {
  /** Absent: a new template. */
  id?: number;
  kind: DeskKind;
  lang: Lang;
  title: string;
  body: string;
}

export async function saveTemplate(db: Db, input: TemplateInput, who: string): Promise<number | null> {
  const values = { kind: input.kind, lang: input.lang, title: input.title, body: input.body, updatedAt: now(), updatedBy: who };
  const [row] = input.id
    ? await db.update(deskTemplates).set(values).where(eq(deskTemplates.id, input.id)).returning({ id: deskTemplates.id })
    : await db.insert(deskTemplates).values(values).returning({ id: deskTemplates.id });
  if (row) logEvent("desk_template_saved", { id: row.id, kind: input.kind, lang: input.lang, who, created: !input.id });
  return row?.id ?? null;
}

/**
 * Retention (app/db/retention.server.ts): the desk's rows of submissions that no longer exist go
 * too, replies included (they hold the visitor's address and what was written to them).
 */
export async function deleteDeskRowsOfGone(db: Db): Promise<number> {
  let deleted = 0;
  for (const kind of Object.keys(deskTables) as DeskKind[]) {
    const table = tableOf(kind);
    const gone = (column: AnyColumn) => sql`NOT EXISTS (SELECT 1 FROM ${table} WHERE ${table.id} = ${column})`;
    const [items, events, replies, guestMessages] = await db.batch([
      db
        .delete(deskItems)
        .where(and(eq(deskItems.kind, kind), gone(deskItems.submissionId)))
        .returning({ id: deskItems.submissionId }),
      db
        .delete(deskEvents)
        .where(and(eq(deskEvents.kind, kind), gone(deskEvents.submissionId)))
        .returning({ id: deskEvents.id }),
      db
        .delete(deskReplies)
        .where(and(eq(deskReplies.kind, kind), gone(deskReplies.submissionId)))
        .returning({ id: deskReplies.id }),
      db
        .delete(deskGuestMessages)
        .where(and(eq(deskGuestMessages.kind, kind), gone(deskGuestMessages.submissionId)))
        .returning({ id: deskGuestMessages.id }),
    ]);
    deleted += items.length + events.length + replies.length + guestMessages.length;
  }
  return deleted;
}
