import { getDb } from "~/db/client.server";
import { readContentVersion } from "./store.server";

/**
 * The staff-edited content's version as this isolate last read it, for the in-isolate stand-in of
 * the page cache (workers/page-cache/store.ts), which a purge in another isolate cannot reach: it
 * reads the version again at most every `VERSION_FRESH_MS`, the publishing isolate at once
 * (docs/decisions/023-staff-edited-content.md). Workers Cache is purged by tag instead.
 */
export const VERSION_FRESH_MS = 30_000;

let known = { version: 0, readAt: Number.NEGATIVE_INFINITY };

/** The content version for the stand-in's key; a failed read keeps the last known one. */
export async function contentVersionForCache(env: Env, now: number = Date.now()): Promise<number> {
  if (now - known.readAt < VERSION_FRESH_MS) return known.version;
  try {
    known = { version: await readContentVersion(getDb(env.DB)), readAt: now };
  } catch {
    known = { ...known, readAt: now };
  }
  return known.version;
}

/** This isolate reads the version again on its next page (after a publish here). */
export function forgetContentVersion(): void {
  known = { ...known, readAt: Number.NEGATIVE_INFINITY };
}
