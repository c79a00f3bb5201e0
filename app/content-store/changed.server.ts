import { getDb } from "~/db/client.server";
import type { ContentTag } from "./kinds";
import { readContentVersion } from "./store.server";

/**
 * How a published change reaches the pages (docs/decisions/023-staff-edited-content.md). Until the
 * pages are cached in Cloudflare's cache and purged by tag, the in-isolate page cache keys every
 * page on the content version, which each isolate reads again at most every `VERSION_FRESH_MS`:
 * another isolate serves a changed page within that time, the publishing isolate at once.
 */
export const VERSION_FRESH_MS = 30_000;

let known = { version: 0, readAt: Number.NEGATIVE_INFINITY };

/** The content version for the page cache's key; a failed read keeps the last known one. */
export async function contentVersionForCache(env: Env, now: number = Date.now()): Promise<number> {
  if (now - known.readAt < VERSION_FRESH_MS) return known.version;
  try {
    known = { version: await readContentVersion(getDb(env.DB)), readAt: now };
  } catch {
    known = { ...known, readAt: now };
  }
  return known.version;
}

/**
 * The one announcement of a published change (a publish or a restore), with the tags of the
 * pages that show it. Today: this isolate reads the content version again on its next page.
 * The lead wires the purge of Cloudflare's cache by these tags here at merge.
 */
export function contentChanged(env: Env, ctx: ExecutionContext, tags: readonly ContentTag[]): void {
  void env;
  void ctx;
  void tags;
  known = { ...known, readAt: Number.NEGATIVE_INFINITY };
}
