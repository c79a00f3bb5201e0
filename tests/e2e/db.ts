import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * Reads the local D1 database that the preview server writes (workerd keeps it as a SQLite file
 * under .wrangler/state), so a test can find the row a form created.
 */
export function queryLocalD1<T = Record<string, unknown>>(sql: string, ...params: Array<string | number>): T[] {
  const db = new DatabaseSync(localD1File(), { readOnly: true, timeout: busyTimeoutMs });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The preview writes the same file (forms, counters every few seconds): wait for its lock rather than fail. */
const busyTimeoutMs = 10_000;

function localD1File(): string {
  const dir = join(process.cwd(), ".wrangler/state/v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no local D1 database in ${dir}`);
  return join(dir, file);
}

/** Writes to the preview server's local D1, for a state no visitor can cause (a dead letter, a missed cron run). */
export function writeLocalD1(sql: string, ...params: Array<string | number>): void {
  const db = new DatabaseSync(localD1File(), { timeout: busyTimeoutMs });
  try {
    // workerd does not wait for a lock: while this write holds the database's, the preview's own
    // queries fail (SQLITE_BUSY, a 500). Hold it for as short as can be: no flush to disk on commit
    // (a test's row need not survive a power cut) and no checkpoint here (the preview does its own).
    db.exec("PRAGMA synchronous = OFF; PRAGMA wal_autocheckpoint = 0;");
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** An address no other test uses, so each test finds exactly its own rows. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.se`;
}
