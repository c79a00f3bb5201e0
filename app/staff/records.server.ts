import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookingInquiries, jobApplications, lostAndFound, newsletterSubscriptions } from "~/db/schema";
import { isIsoDay, nextDay, startOfHotelDay } from "./dates";
import type { RowsByKind } from "./fields.server";
import type { InboxKind } from "./paths";

/** The staff inbox's reads: one table per list, newest first, filtered by the day it came in. */

export const tables = {
  bookings: bookingInquiries,
  "lost-and-found": lostAndFound,
  applications: jobApplications,
  newsletter: newsletterSubscriptions,
} as const;

export const PAGE_SIZE = 50;

/** Swedish calendar days, both inclusive; either may be missing. */
export interface DayRange {
  from?: string;
  to?: string;
}

/** The filter as the list's address carries it (?from=YYYY-MM-DD&to=YYYY-MM-DD&page=N); anything malformed is ignored. */
export function readFilter(url: URL): { range: DayRange; page: number; status?: string } {
  const from = url.searchParams.get("from");
  const to = url.searchParams.get("to");
  const page = Number(url.searchParams.get("page") ?? "1");
  // The desk's status (?status=…); the list checks it against the kind's workflow (app/desk/status.ts).
  const status = url.searchParams.get("status");
  return {
    range: { ...(isIsoDay(from) && { from }), ...(isIsoDay(to) && { to }) },
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    ...(status && /^[a-z_]{1,20}$/.test(status) && { status }),
  };
}

function within(kind: InboxKind, range: DayRange): SQL | undefined {
  const column = tables[kind].createdAt;
  return and(
    range.from ? gte(column, startOfHotelDay(range.from)) : undefined,
    range.to ? lt(column, startOfHotelDay(nextDay(range.to))) : undefined,
  );
}

export async function listRecords<K extends InboxKind>(
  db: Db,
  kind: K,
  range: DayRange,
  page: number,
  /** The desk's status filter (app/desk/desk.server.ts, statusWhere). */
  status?: SQL,
): Promise<{ rows: Array<RowsByKind[K]>; total: number }> {
  const table = tables[kind] as typeof bookingInquiries;
  const where = and(within(kind, range), status);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows: rows as unknown as Array<RowsByKind[K]>, total: counted?.total ?? 0 };
}

/** Every row in the range, newest first, for the CSV export. */
export async function allRecords<K extends InboxKind>(db: Db, kind: K, range: DayRange): Promise<Array<RowsByKind[K]>> {
  const table = tables[kind] as typeof bookingInquiries;
  const rows = await db.select().from(table).where(within(kind, range)).orderBy(desc(table.createdAt), desc(table.id));
  return rows as unknown as Array<RowsByKind[K]>;
}

export async function findRecord<K extends InboxKind>(db: Db, kind: K, id: number): Promise<RowsByKind[K] | undefined> {
  const table = tables[kind] as typeof bookingInquiries;
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row as unknown as RowsByKind[K] | undefined;
}

/** How many of each kind came in today (Swedish time) and in all, for the overview. */
export async function countsByKind(db: Db, today: string): Promise<Record<InboxKind, { today: number; total: number }>> {
  const kinds = Object.keys(tables) as InboxKind[];
  const counts = await Promise.all(
    kinds.map(async (kind) => {
      const table = tables[kind] as typeof bookingInquiries;
      const [[all], [fresh]] = await Promise.all([
        db.select({ n: count() }).from(table),
        db
          .select({ n: count() })
          .from(table)
          .where(within(kind, { from: today, to: today })),
      ]);
      return [kind, { today: fresh?.n ?? 0, total: all?.n ?? 0 }] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<InboxKind, { today: number; total: number }>;
}
