import { and, desc, eq, inArray, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contentDrafts, contentHistory, contentItems, contentRedirects } from "~/db/schema";
import type { ContentTag } from "~/screens";
import type { ContentData } from "./data";
import { contentKinds, isContentKind, type ContentKind } from "./kinds";

/**
 * The one store of staff-edited content (docs/decisions/023-staff-edited-content.md): published
 * items by kind and key, every version in the history, saves refused when they name a version
 * that is no longer the newest.
 */

export type Visibility = (typeof contentItems.$inferSelect)["visibility"];

export interface ContentItem {
  kind: ContentKind;
  key: string;
  version: number;
  data: ContentData;
  updatedBy: string;
  updatedAt: string;
  visibility: Visibility;
}

export interface ContentQuery {
  /** Every item of these kinds. */
  kinds?: readonly ContentKind[];
  /** And these single items. */
  items?: ReadonlyArray<{ kind: ContentKind; key: string }>;
  /** Hidden and removed items too (the staff's lists); pages read only what guests may see. */
  includeHidden?: boolean;
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
  const which = or(...conditions)!;
  const rows = await db
    .select()
    .from(contentItems)
    .where(query.includeHidden ? which : and(which, eq(contentItems.visibility, "visible")));
  return rows.map(toItem);
}

export async function readItem(
  db: Db,
  kind: ContentKind,
  key: string,
  options: { includeHidden?: boolean } = {},
): Promise<ContentItem | undefined> {
  const [item] = await readContent(db, { items: [{ kind, key }], ...options });
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
  const current = await readItem(db, kind, key, { includeHidden: true });
  if ((current?.version ?? 0) !== expectedVersion) return { saved: false, current: current?.version ?? 0 };
  const before = current ? JSON.stringify(current.data) : null;
  const version = expectedVersion + 1;
  const d1 = db.$client;
  const write =
    expectedVersion === 0
      ? d1
          .prepare(
            "INSERT INTO content_items (kind, key, version, data, updated_by, updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
          )
          .bind(kind, key, version, after, who, at)
      : // Publishing shows a hidden or removed item again.
        d1
          .prepare(
            "UPDATE content_items SET version = ?, data = ?, updated_by = ?, updated_at = ?, visibility = 'visible' WHERE kind = ? AND key = ? AND version = ?",
          )
          .bind(version, after, who, at, kind, key, expectedVersion);
  const [written] = await d1.batch([
    write,
    ...afterWrite(d1, { kind, key, version, before, after, who, at, change: null }),
    // What was published replaces the draft it was made from.
    d1.prepare("DELETE FROM content_drafts WHERE kind = ? AND key = ? AND changes() = 1").bind(kind, key),
  ]);
  if (written?.meta.changes !== 1) {
    const now = await readItem(db, kind, key, { includeHidden: true });
    return { saved: false, current: now?.version ?? 0 };
  }
  return { saved: true, version };
}

/**
 * The history row and the raised content version of a write, each only if the statement before it
 * changed a row (`changes()`), which drizzle's batch cannot say.
 */
function afterWrite(
  d1: D1Database,
  row: {
    kind: ContentKind;
    key: string;
    version: number;
    before: string | null;
    after: string;
    who: string;
    at: string;
    change: "hidden" | "removed" | null;
  },
) {
  return [
    d1
      .prepare(
        "INSERT INTO content_history (kind, key, version, before, after, who, at, change) SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1",
      )
      .bind(row.kind, row.key, row.version, row.before, row.after, row.who, row.at, row.change),
    d1.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1 AND changes() = 1"),
  ];
}

/**
 * "Avpublicera" (hidden) or "Ta bort" (removed): guests no longer see the item, staff keep it and
 * its history, and publishing or restoring a version shows it again. A new version, so a colleague's
 * open editor is refused rather than publishing over it.
 */
export async function setVisibility(
  db: Db,
  input: { kind: ContentKind; key: string; expectedVersion: number; visibility: "hidden" | "removed"; who: string; now?: Date },
): Promise<SaveOutcome> {
  const { kind, key, expectedVersion, visibility, who } = input;
  const current = await readItem(db, kind, key, { includeHidden: true });
  if (!current || current.version !== expectedVersion) return { saved: false, current: current?.version ?? 0 };
  const at = (input.now ?? new Date()).toISOString();
  const version = expectedVersion + 1;
  const data = JSON.stringify(current.data);
  const d1 = db.$client;
  const [written] = await d1.batch([
    d1
      .prepare(
        "UPDATE content_items SET version = ?, visibility = ?, updated_by = ?, updated_at = ? WHERE kind = ? AND key = ? AND version = ?",
      )
      .bind(version, visibility, who, at, kind, key, expectedVersion),
    ...afterWrite(d1, { kind, key, version, before: data, after: data, who, at, change: visibility }),
  ]);
  if (written?.meta.changes !== 1) {
    const now = await readItem(db, kind, key, { includeHidden: true });
    return { saved: false, current: now?.version ?? 0 };
  }
  return { saved: true, version };
}

export interface Draft {
  kind: ContentKind;
  key: string;
  data: ContentData;
  baseVersion: number;
  savedBy: string;
  savedAt: string;
}

/** Keeps an unfinished edit: one draft per item, the newest save wins; guests never see it. */
export async function saveDraft(
  db: Db,
  input: { kind: ContentKind; key: string; baseVersion: number; data: ContentData; who: string; now?: Date },
) {
  const row = {
    kind: input.kind,
    key: input.key,
    data: JSON.stringify(input.data),
    baseVersion: input.baseVersion,
    savedBy: input.who,
    savedAt: (input.now ?? new Date()).toISOString(),
  };
  await db
    .insert(contentDrafts)
    .values(row)
    .onConflictDoUpdate({
      target: [contentDrafts.kind, contentDrafts.key],
      set: { data: row.data, baseVersion: row.baseVersion, savedBy: row.savedBy, savedAt: row.savedAt },
    });
}

/** The drafts of these kinds (the overview), or of one item. */
export async function readDrafts(db: Db, query: { kinds: readonly ContentKind[]; key?: string }): Promise<Draft[]> {
  const rows = await db
    .select()
    .from(contentDrafts)
    .where(
      query.key === undefined
        ? inArray(contentDrafts.kind, [...query.kinds])
        : and(inArray(contentDrafts.kind, [...query.kinds]), eq(contentDrafts.key, query.key)),
    );
  return rows.map((row) => ({ ...row, kind: row.kind as ContentKind, data: JSON.parse(row.data) as ContentData }));
}

export async function discardDraft(db: Db, kind: ContentKind, key: string) {
  await db.delete(contentDrafts).where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.key, key)));
}

export interface HistoryEntry {
  id: number;
  version: number;
  before: ContentData | null;
  after: ContentData;
  who: string;
  at: string;
  /** Set when the version only hid, removed or readdressed the item. */
  change: "hidden" | "removed" | "renamed" | null;
  /** With "renamed": the address it had before. */
  renamedFrom: string | null;
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
    change: row.change,
    renamedFrom: row.renamedFrom,
  }));
}

export type RenameOutcome =
  | { renamed: true; version: number }
  | { renamed: false; reason: "stale"; current: number }
  | { renamed: false; reason: "taken" | "used-before"; by: string };

/**
 * Gives an item a new address (docs/decisions/057-changing-an-items-address.md), if `expectedVersion`
 * is still the newest: a new version whose history row names the old address, the item's history and
 * draft moved with it, and the old address kept as a redirect (earlier ones now point here too). All
 * in one batch; each statement after the first runs only if the item now stands at the new address
 * with the new version, so a refused rename changes nothing. An address another item of the kind has,
 * or had before, is refused: its old links lead to that item.
 */
export async function renameItem(
  db: Db,
  input: { kind: ContentKind; key: string; newKey: string; expectedVersion: number; who: string; now?: Date },
): Promise<RenameOutcome> {
  const { kind, key, newKey, expectedVersion, who } = input;
  const [current, atNew, draftAtNew, redirectAtNew] = await Promise.all([
    readItem(db, kind, key, { includeHidden: true }),
    readItem(db, kind, newKey, { includeHidden: true }),
    readDrafts(db, { kinds: [kind], key: newKey }),
    db
      .select()
      .from(contentRedirects)
      .where(and(eq(contentRedirects.kind, kind), eq(contentRedirects.oldKey, newKey))),
  ]);
  if (!current || current.version !== expectedVersion) return { renamed: false, reason: "stale", current: current?.version ?? 0 };
  if (atNew || draftAtNew.length > 0) return { renamed: false, reason: "taken", by: newKey };
  const [formerly] = redirectAtNew;
  // Its own earlier address may be taken back; another item's is that item's old links.
  if (formerly && formerly.newKey !== key) return { renamed: false, reason: "used-before", by: formerly.newKey };
  const at = (input.now ?? new Date()).toISOString();
  const version = expectedVersion + 1;
  const data = JSON.stringify(current.data);
  const d1 = db.$client;
  const moved = "EXISTS (SELECT 1 FROM content_items WHERE kind = ? AND key = ? AND version = ? AND updated_at = ?)";
  const guard = [kind, newKey, version, at] as const;
  const statements = [
    d1
      .prepare("UPDATE content_items SET key = ?, version = ?, updated_by = ?, updated_at = ? WHERE kind = ? AND key = ? AND version = ?")
      .bind(newKey, version, who, at, kind, key, expectedVersion),
    d1.prepare(`UPDATE content_history SET key = ? WHERE kind = ? AND key = ? AND ${moved}`).bind(newKey, kind, key, ...guard),
    d1
      .prepare(
        `INSERT INTO content_history (kind, key, version, before, after, who, at, change, renamed_from) SELECT ?, ?, ?, ?, ?, ?, ?, 'renamed', ? WHERE ${moved}`,
      )
      .bind(kind, newKey, version, data, data, who, at, key, ...guard),
    d1.prepare(`UPDATE content_version SET version = version + 1 WHERE id = 1 AND ${moved}`).bind(...guard),
    d1.prepare(`UPDATE content_drafts SET key = ? WHERE kind = ? AND key = ? AND ${moved}`).bind(newKey, kind, key, ...guard),
    d1.prepare(`DELETE FROM content_redirects WHERE kind = ? AND old_key = ? AND ${moved}`).bind(kind, newKey, ...guard),
    d1.prepare(`UPDATE content_redirects SET new_key = ? WHERE kind = ? AND new_key = ? AND ${moved}`).bind(newKey, kind, key, ...guard),
    d1
      .prepare(
        `INSERT INTO content_redirects (kind, old_key, new_key, at) SELECT ?, ?, ?, ? WHERE ${moved} ON CONFLICT (kind, old_key) DO UPDATE SET new_key = excluded.new_key, at = excluded.at`,
      )
      .bind(kind, key, newKey, at, ...guard),
  ];
  let written: D1Result | undefined;
  try {
    [written] = await d1.batch(statements);
  } catch (error) {
    // Someone created an item at that address since the check: the batch is one transaction, so nothing changed.
    if (error instanceof Error && /UNIQUE constraint failed/.test(error.message)) return { renamed: false, reason: "taken", by: newKey };
    throw error;
  }
  if (written?.meta.changes !== 1) {
    const now = await readItem(db, kind, key, { includeHidden: true });
    return { renamed: false, reason: "stale", current: now?.version ?? 0 };
  }
  return { renamed: true, version };
}

/** Where an item that had this address stands now (its key), or undefined when the address was never changed. */
export async function movedTo(db: Db, kind: ContentKind, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ newKey: contentRedirects.newKey })
    .from(contentRedirects)
    .where(and(eq(contentRedirects.kind, kind), eq(contentRedirects.oldKey, key)));
  return row?.newKey;
}

/** Every address that has moved, of these kinds: each old address and where it leads now. */
export async function readRedirects(db: Db, kinds: readonly ContentKind[]) {
  return db
    .select({ kind: contentRedirects.kind, oldKey: contentRedirects.oldKey, newKey: contentRedirects.newKey })
    .from(contentRedirects)
    .where(inArray(contentRedirects.kind, [...kinds]));
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
  const rows = await db.$client
    .prepare("SELECT kind, MAX(id) AS id FROM content_history GROUP BY kind")
    .all<{ kind: string; id: number }>();
  const versions: Record<ContentTag, number> = {
    menus: 0,
    "food-events": 0,
    jobs: 0,
    notices: 0,
    hours: 0,
    rooms: 0,
    treatments: 0,
    packages: 0,
    "gift-cards": 0,
  };
  for (const { kind, id } of rows.results) {
    if (!isContentKind(kind)) continue;
    const tag = contentKinds[kind].tag;
    versions[tag] = Math.max(versions[tag], id);
  }
  return versions;
}
