import { and, desc, eq, inArray, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contentHistory, contentItems } from "~/db/schema";
import type { ContentTag } from "~/screens";
import type { ContentData } from "./data";
import { contentKinds, isContentKind, type ContentKind } from "./kinds";

/**
 * The one store of staff-edited content (docs/decisions/023-staff-edited-content.md): published
 * items by kind and key, every version in the history, saves refused when they name a version
 * that is no longer the newest.
 */

export interface ContentItem {
  kind: ContentKind;
  key: string;
  version: number;
  data: ContentData;
  updatedBy: string;
  updatedAt: string;
}

export interface ContentQuery {
  /** Every item of these kinds. */
  kinds?: readonly ContentKind[];
  /** And these single items. */
  items?: ReadonlyArray<{ kind: ContentKind; key: string }>;
}

function toItem(row: typeof contentItems.$inferSelect): ContentItem {
  return { ...row, kind: row.kind as ContentKind, data: JSON.parse(row.data) as ContentData };
}

/** What a page shows, in one query (one D1 round trip). */
export async function readContent(db: Db, query: ContentQuery): Promise<ContentItem[]> {
  const conditions: SQL[] = [];
  if (query.kinds?.length) conditions.push(inArray(contentItems.kind, [...query.kinds]));
  for (const item of query.items ?? []) conditions.push(and(eq(contentItems.kind, item.kind), eq(contentItems.key, item.key))!);
  if (conditions.length === 0) return [];
  const rows = await db.select().from(contentItems).where(or(...conditions));
  return rows.map(toItem);
}

export async function readItem(db: Db, kind: ContentKind, key: string): Promise<ContentItem | undefined> {
  const [item] = await readContent(db, { items: [{ kind, key }] });
  return item;
}

/** The latest item of the kind whose key sorts before `key` (for a week: the latest earlier week). */
export async function readPrevious(db: Db, kind: ContentKind, key: string): Promise<ContentItem | undefined> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), lt(contentItems.key, key)))
    .orderBy(desc(contentItems.key))
    .limit(1);
  return row ? toItem(row) : undefined;
}

export type SaveOutcome = { saved: true; version: number } | { saved: false; current: number };

/**
 * Publishes `data` as the item's next version if `expectedVersion` is still the newest (0: the
 * item does not exist yet). The update, its history row and the content version are one batch
 * (one transaction): the history row and the version follow only if the update changed a row.
 */
export async function publishItem(
  db: Db,
  input: { kind: ContentKind; key: string; expectedVersion: number; data: ContentData; who: string; now?: Date },
): Promise<SaveOutcome> {
  const { kind, key, expectedVersion, who } = input;
  const after = JSON.stringify(input.data);
  const at = (input.now ?? new Date()).toISOString();
  const current = await readItem(db, kind, key);
  if ((current?.version ?? 0) !== expectedVersion) return { saved: false, current: current?.version ?? 0 };
  const before = current ? JSON.stringify(current.data) : null;
  const version = expectedVersion + 1;
  // Raw statements: the history row and the version follow the write only if it changed a row
  // (`changes()`), which drizzle's batch cannot say.
  const d1 = db.$client;
  const write =
    expectedVersion === 0
      ? d1
          .prepare("INSERT INTO content_items (kind, key, version, data, updated_by, updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING")
          .bind(kind, key, version, after, who, at)
      : d1
          .prepare("UPDATE content_items SET version = ?, data = ?, updated_by = ?, updated_at = ? WHERE kind = ? AND key = ? AND version = ?")
          .bind(version, after, who, at, kind, key, expectedVersion);
  const [written] = await d1.batch([
    write,
    d1
      .prepare("INSERT INTO content_history (kind, key, version, before, after, who, at) SELECT ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1")
      .bind(kind, key, version, before, after, who, at),
    d1.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1 AND changes() = 1"),
  ]);
  if (written?.meta.changes !== 1) {
    const now = await readItem(db, kind, key);
    return { saved: false, current: now?.version ?? 0 };
  }
  return { saved: true, version };
}

export interface HistoryEntry {
  id: number;
  version: number;
  before: ContentData | null;
  after: ContentData;
  who: string;
  at: string;
}

/** An item's versions, newest first. */
export async function readHistory(db: Db, kind: ContentKind, key: string): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(contentHistory)
    .where(and(eq(contentHistory.kind, kind), eq(contentHistory.key, key)))
    .orderBy(desc(contentHistory.version));
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    who: row.who,
    at: row.at,
    before: row.before === null ? null : (JSON.parse(row.before) as ContentData),
    after: JSON.parse(row.after) as ContentData,
  }));
}

/** Publishes an earlier version again, as a new version (so the restore is in the history too). */
export async function restoreVersion(
  db: Db,
  input: { kind: ContentKind; key: string; historyId: number; expectedVersion: number; who: string },
): Promise<SaveOutcome | { saved: false; missing: true }> {
  const [row] = await db
    .select()
    .from(contentHistory)
    .where(and(eq(contentHistory.id, input.historyId), eq(contentHistory.kind, input.kind), eq(contentHistory.key, input.key)));
  if (!row) return { saved: false, missing: true };
  return publishItem(db, { ...input, data: JSON.parse(row.after) as ContentData });
}

/**
 * Each kind of content's version, as the shared page cache keys pages on it (workers/page-cache/,
 * docs/decisions/039-freshness-by-versioned-cache-key.md): the newest history row of any kind with
 * that tag. Every publish and restore writes one, history rows are never deleted and their ids
 * (AUTOINCREMENT) never reused, so a tag's version only grows. One query over the history's index.
 */
export async function readTagVersions(db: Db): Promise<Record<ContentTag, number>> {
  const rows = await db.$client.prepare("SELECT kind, MAX(id) AS id FROM content_history GROUP BY kind").all<{ kind: string; id: number }>();
  const versions: Record<ContentTag, number> = { menus: 0, "food-events": 0, jobs: 0, notices: 0, hours: 0 };
  for (const { kind, id } of rows.results) {
    if (!isContentKind(kind)) continue;
    const tag = contentKinds[kind].tag;
    versions[tag] = Math.max(versions[tag], id);
  }
  return versions;
}
