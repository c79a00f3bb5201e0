import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "./client.server";
import { formDailyCounts } from "./schema";

/**
 * Daily counts per form and client (docs/decisions/036-form-abuse-caps.md), read by the forms' daily
 * cap and the quarantine's bounds (app/forms/daily-caps.server.ts) and by the health check.
 */

export type FormCountKind = (typeof formDailyCounts.$inferSelect)["kind"];

/** The `client` of a form's row that counts every client together. */
export const ALL_CLIENTS = "*";

/** Adds one to a day's count and returns the new count: one upsert, so two posts at once both count. */
export async function addFormCount(db: Db, row: { day: string; form: string; kind: FormCountKind; client: string }): Promise<number> {
  const [counted] = await db
    .insert(formDailyCounts)
    .values({ ...row, count: 1 })
    .onConflictDoUpdate({
      target: [formDailyCounts.day, formDailyCounts.form, formDailyCounts.kind, formDailyCounts.client],
      set: { count: sql`${formDailyCounts.count} + 1` },
    })
    .returning({ count: formDailyCounts.count });
  return counted?.count ?? 1;
}

/** Each form's count of a kind for the whole day (the `*` rows). */
export async function formCountsOfDay(db: Db, day: string, kind: FormCountKind): Promise<Record<string, number>> {
  const rows = await db
    .select({ form: formDailyCounts.form, count: formDailyCounts.count })
    .from(formDailyCounts)
    .where(and(eq(formDailyCounts.day, day), eq(formDailyCounts.kind, kind), eq(formDailyCounts.client, ALL_CLIENTS)));
  return Object.fromEntries(rows.map((row) => [row.form, row.count]));
}

/** Retention: a day's counts are needed only while it lasts; kept a day longer for the panel. */
export async function deleteOldFormCounts(db: Db, today: string): Promise<number> {
  const before = new Date(`${today}T12:00:00Z`);
  before.setUTCDate(before.getUTCDate() - 1);
  const cutoff = before.toISOString().slice(0, 10);
  return (await db.delete(formDailyCounts).where(lt(formDailyCounts.day, cutoff)).returning({ day: formDailyCounts.day })).length;
}
