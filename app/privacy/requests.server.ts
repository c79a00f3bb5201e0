import { strToU8, zipSync, type Zippable } from "fflate";
import { privacyRequests } from "~/db/schema";
import { getDb } from "~/db/client.server";
import { logEvent } from "~/server/log-event.server";
import { retentionPolicy } from "~/db/retention.server";
import { hotelToday } from "~/staff/dates";
import { auditCode, type Person } from "./address.server";
import { CASE_FILES_BUCKET, countsOf, FILES_BUCKET, findPersonData, personTables, storedRow, type PersonTable } from "./registry.server";
import { caseFilesFolder, guestLang, summaryFileName, summaryHtml } from "./summary.server";

/**
 * Export and deletion of one person's data (GDPR articles 15 and 17), each kept in
 * `privacy_requests` with who, when, the counts and a keyed code of the address (`auditCode`),
 * never the address. The retention run deletes the records after `retention.privacyRequestMonths`.
 */

type PrivacyEnv = Pick<Env, "DB" | typeof FILES_BUCKET | typeof CASE_FILES_BUCKET> & { JOB_APPLICATION_RETENTION_MONTHS?: string };

async function audit(d1: D1Database, action: "export" | "delete", who: string, code: string, counts: Record<string, number>) {
  await getDb(d1)
    .insert(privacyRequests)
    .values({ action, who, addressHash: code, counts: JSON.stringify(counts) });
  logEvent("privacy_request", { action, who, addressHash: code, counts });
}

/** The ZIP's name: the day it was made, never the address. */
export function exportFileName(today = hotelToday()): string {
  return `personuppgifter-${today}.zip`;
}

/**
 * A readable summary in the guest's language (./summary.server.ts), one JSON file per table of the
 * person's own rows (every table, empty ones as `[]`) and the original files under `filer/`.
 * Other people's rows that merely mention them are not in it.
 */
export async function exportPersonData(
  env: PrivacyEnv,
  person: Person,
  who: string,
  auditSecret: string,
  tables: readonly PersonTable[] = personTables,
): Promise<Uint8Array<ArrayBuffer>> {
  const data = await findPersonData(env, person, tables);
  const lang = guestLang(data);
  const entries: Zippable = { [summaryFileName[lang]]: strToU8(summaryHtml(data, lang, retentionPolicy(env), hotelToday())) };
  for (const { table, rows } of data.tables) entries[`${table}.json`] = strToU8(`${JSON.stringify(rows.map(storedRow), null, 2)}\n`);
  const files: Zippable = {};
  for (const key of data.files) {
    const object = await env[FILES_BUCKET].get(key);
    if (object) files[key] = new Uint8Array(await object.arrayBuffer());
  }
  // The case conversations' files, under filer/arenden/ (./summary.server.ts lists them so).
  for (const key of data.caseFiles) {
    const object = await env[CASE_FILES_BUCKET].get(key);
    if (object) files[`${caseFilesFolder}/${key}`] = new Uint8Array(await object.arrayBuffer());
  }
  if (Object.keys(files).length > 0) entries.filer = files;
  const counts = countsOf(data);
  // Listed for staff, not exported.
  delete counts.mentions;
  await audit(env.DB, "export", who, await auditCode(auditSecret, person), counts);
  // A copy on its own ArrayBuffer, as a Response body must be.
  return new Uint8Array(zipSync(entries, { level: 6 }));
}

export interface DeletionResult {
  counts: Record<string, number>;
  at: string;
}

/**
 * Deletes everything `findPersonData` finds now (a submission that came in after the confirmation
 * page was shown goes too): the files first, so a failure leaves rows that find them again, then
 * every own row, the mention in others' rows (each updated only if unchanged since it was read)
 * and the audit record in one D1 batch, which applies all of it or none.
 */
export async function deletePersonData(
  env: PrivacyEnv,
  person: Person,
  who: string,
  auditSecret: string,
  tables: readonly PersonTable[] = personTables,
): Promise<DeletionResult> {
  const data = await findPersonData(env, person, tables);
  for (let i = 0; i < data.files.length; i += 1000) await env[FILES_BUCKET].delete(data.files.slice(i, i + 1000));
  for (let i = 0; i < data.caseFiles.length; i += 1000) await env[CASE_FILES_BUCKET].delete(data.caseFiles.slice(i, i + 1000));
  const counts = countsOf(data);
  const statements = data.tables.flatMap(({ table, rows }) => {
    const ids = rows.map((row) => Number(row._rowid));
    const chunks: D1PreparedStatement[] = [];
    for (let i = 0; i < ids.length; i += 90) {
      const chunk = ids.slice(i, i + 90);
      chunks.push(env.DB.prepare(`DELETE FROM "${table}" WHERE rowid IN (${chunk.map(() => "?").join(", ")})`).bind(...chunk));
    }
    return chunks;
  });
  for (const { table, mentions } of data.mentions) {
    for (const { row, changes } of mentions) {
      const columns = Object.entries(changes);
      const set = columns.map(([column]) => `"${column}" = ?`).join(", ");
      const unchanged = columns.map(([column]) => `"${column}" IS ?`).join(" AND ");
      statements.push(
        env.DB.prepare(`UPDATE "${table}" SET ${set} WHERE rowid = ? AND ${unchanged}`).bind(
          ...columns.map(([, change]) => change.to),
          Number(row._rowid),
          ...columns.map(([, change]) => change.from),
        ),
      );
    }
  }
  const code = await auditCode(auditSecret, person);
  const at = new Date().toISOString();
  statements.push(
    env.DB.prepare("INSERT INTO privacy_requests (created_at, action, who, address_hash, counts) VALUES (?1, 'delete', ?2, ?3, ?4)").bind(
      at,
      who,
      code,
      JSON.stringify(counts),
    ),
  );
  await env.DB.batch(statements);
  logEvent("privacy_request", { action: "delete", who, addressHash: code, counts });
  return { counts, at };
}
