import { eq } from "drizzle-orm";
import type { Db } from "./client.server";
import type { bookingInquiries, jobApplications, lostAndFound, newsletterSubscriptions } from "./schema";

type KeyedTable = typeof bookingInquiries | typeof lostAndFound | typeof jobApplications | typeof newsletterSubscriptions;

/**
 * Inserts a submission once per one-time form key. A repeat of the same key (double click,
 * resent POST) finds the first row instead of writing a second: `created` tells which happened.
 */
export async function insertOnce<T extends KeyedTable>(
  db: Db,
  table: T,
  row: T["$inferInsert"],
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await db
    .insert(table)
    // Drizzle cannot narrow a union of tables to its insert type; `row` is typed by `T` above.
    .values(row as never)
    .onConflictDoNothing({ target: table.submissionKey })
    .returning({ id: table.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: table.id })
    .from(table as typeof bookingInquiries)
    .where(eq(table.submissionKey, row.submissionKey));
  if (!existing) throw new Error(`${table._.name}: row neither inserted nor found for its submission key`);
  return { id: existing.id, created: false };
}
