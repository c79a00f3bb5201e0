import { and, eq, isNotNull, sql, type AnyColumn } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { deskGuestMessages, deskReplies } from "~/db/schema";
import { deskTables } from "./desk.server";
import type { DeskKind } from "./status";

/**
 * A case's files in GUEST_MAIL_FILES (decisions 048, 056): the guest's attachments and the desk's
 * reply PDFs, all under `{kind}/{case id}/`. The retention run deletes them once their submission
 * is gone, before the desk rows that name them (app/db/retention.server.ts); privacy deletion
 * finds them through its registry (app/privacy/registry.server.ts).
 */

/** Deletes every file of one case; how many there were. */
export async function deleteCaseFiles(bucket: R2Bucket, kind: DeskKind, id: number): Promise<number> {
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: `${kind}/${id}/`, ...(cursor ? { cursor } : {}) });
    const keys = listed.objects.map((object) => object.key);
    if (keys.length > 0) await bucket.delete(keys);
    deleted += keys.length;
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return deleted;
}

/**
 * The files of cases whose submission no longer exists (deleted by retention): found through
 * the guest's answers and the replies with a PDF, which still name them until deleteDeskRowsOfGone.
 */
export async function deleteCaseFilesOfGone(db: Db, bucket: R2Bucket): Promise<number> {
  let deleted = 0;
  for (const kind of Object.keys(deskTables) as DeskKind[]) {
    const table = deskTables[kind] as unknown as typeof deskTables.bookings;
    const gone = (column: AnyColumn) => sql`NOT EXISTS (SELECT 1 FROM ${table} WHERE ${table.id} = ${column})`;
    const [answered, replied] = await Promise.all([
      db
        .selectDistinct({ id: deskGuestMessages.submissionId })
        .from(deskGuestMessages)
        .where(and(eq(deskGuestMessages.kind, kind), gone(deskGuestMessages.submissionId))),
      db
        .selectDistinct({ id: deskReplies.submissionId })
        .from(deskReplies)
        .where(and(eq(deskReplies.kind, kind), isNotNull(deskReplies.attachment), gone(deskReplies.submissionId))),
    ]);
    for (const id of new Set([...answered, ...replied].map((row) => row.id))) deleted += await deleteCaseFiles(bucket, kind, id);
  }
  return deleted;
}
