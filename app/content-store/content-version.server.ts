import { getDb } from "~/db/client.server";
import type { ContentTag } from "~/screens";
import { readTagVersions } from "./store.server";

/**
 * The staff-edited content's versions per tag as this isolate last read them: part of every shared
 * page's cache key (workers/page-cache/store.ts, `pageKey`), in Workers Cache and in the local
 * stand-in alike, so a published change is shown without waiting for any purge
 * (docs/decisions/039-freshness-by-versioned-cache-key.md). The publishing isolate reads them
 * again at once, every other isolate at most `VERSION_FRESH_MS` later.
 */
export const VERSION_FRESH_MS = 30_000;

type TagVersions = Readonly<Record<ContentTag, number>>;

let known: { versions: TagVersions; readAt: number } = {
  versions: { menus: 0, "food-events": 0, jobs: 0, notices: 0, hours: 0, rooms: 0, treatments: 0, packages: 0, "gift-cards": 0 },
  readAt: Number.NEGATIVE_INFINITY,
};

/** The versions for the cache key; a failed read keeps the last known ones (the page is still served). */
export async function contentVersionsForCache(env: Pick<Env, "DB">, now: number = Date.now()): Promise<TagVersions> {
  if (now - known.readAt < VERSION_FRESH_MS) return known.versions;
  try {
    known = { versions: await readTagVersions(getDb(env.DB)), readAt: now };
  } catch {
    known = { ...known, readAt: now };
  }
  return known.versions;
}

/** This isolate reads the versions again on its next page (after a publish here). */
export function forgetContentVersion(): void {
  known = { ...known, readAt: Number.NEGATIVE_INFINITY };
}
