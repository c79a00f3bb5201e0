import { contentVersionForCache } from "~/content-store/content-version.server";
import { todayInSweden } from "~/forms/dates";
import { isShared, isSharedNotFound } from "./shared-page";

/**
 * Where shared pages are kept: Cloudflare's Workers Cache in production, a stand-in inside the
 * isolate where the local runtime has none (workerd under Vite, wrangler dev and Vitest give
 * `ctx.cache` no value). Both keep what the cached entrypoint (./entrypoint.ts) answers, under the
 * same key and by the same rules, and purge by the same tags
 * (docs/decisions/021-pages-in-the-platform-cache.md).
 */
export interface SharedPages {
  /**
   * The shared page of a public URL (./shared-page.ts, `renderSharedPage`), kept or rendered now,
   * or its "not found" page (status 404, rendered now and never kept); undefined when the page
   * must not be shared, and the visitor's own request renders it.
   */
  get(url: string, key: PageKey): Promise<SharedPage | undefined>;
  /** Forgets every kept page that carries one of these tags. */
  purgeTags(tags: readonly string[]): Promise<void>;
}

/** A shared page: its status, headers (read only) and UTF-8 bytes with slots (read only). */
export interface SharedPage {
  status: 200 | 404;
  headers: Headers;
  body: Uint8Array;
}

/**
 * The entrypoint's answer as a page, or undefined for one the visitor's own request must render:
 * what Workers Cache would keep (a 200 marked `public`) or a "not found" passed on, never an
 * answer that sets a cookie.
 */
async function pageOf(response: Response): Promise<SharedPage | undefined> {
  const status = response.headers.has("Set-Cookie") ? undefined : isShared(response) ? 200 : isSharedNotFound(response) ? 404 : undefined;
  if (!status) {
    await response.body?.cancel();
    return undefined;
  }
  return { status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * What a page depends on besides its URL, and so part of its key: the Worker version (a deploy
 * never serves the previous version's pages) and the day in Sweden (the forms' date limits; the
 * footer's year). Passed to the cached entrypoint as its `ctx.props`, which Workers Cache keys on.
 */
export interface PageKey {
  version: string;
  day: string;
}

export function pageKey(env: Env, now = new Date()): PageKey {
  return { version: env.CF_VERSION_METADATA.id, day: `${todayInSweden(now)} ${now.getUTCFullYear()}` };
}

/** The cached entrypoint as the public one reaches it: `ctx.exports.CachedPages`. */
export interface PageEntry {
  (options: { props: PageKey }): { fetch(url: string): Promise<Response> };
  purge(tags: string[]): Promise<boolean>;
}

/** Workers Cache sits in front of the entrypoint: a hit never runs it, a purge runs inside it (purges are per entrypoint). */
export function platformPages(entry: PageEntry): SharedPages {
  return {
    get: async (url, key) => pageOf(await entry({ props: key }).fetch(url)),
    async purgeTags(tags) {
      await entry.purge([...tags]);
    },
  };
}

interface KeptPage extends SharedPage {
  tags: Set<string>;
}

/**
 * The local stand-in: what Workers Cache would keep, kept in this isolate (at most `maxPages`,
 * least recently used out). Same key (version, day, path and query), same rule for what is kept
 * (a 200 the entrypoint marked `public`), tags read from `Cache-Tag` and matched in any case.
 *
 * A purge reaches only the isolate that asks, so the stand-in also keys on the staff-edited
 * content's version (`contentVersion`, read again at most every 30 s): another isolate, or a
 * change written straight into D1, shows within that time (docs/decisions/023-staff-edited-content.md).
 */
export function isolatePages(
  entry: PageEntry,
  { maxPages = 200, pages = new Map<string, KeptPage>(), contentVersion = async () => 0 }: { maxPages?: number; pages?: Map<string, KeptPage>; contentVersion?: () => Promise<number> } = {},
): SharedPages {
  return {
    async get(url, key) {
      const { pathname, search } = new URL(url);
      const id = `${key.version} ${key.day} ${await contentVersion()} ${pathname}${search}`;
      const kept = pages.get(id);
      if (kept) {
        pages.delete(id);
        pages.set(id, kept);
        return kept;
      }
      const response = await entry({ props: key }).fetch(url);
      const shared = await pageOf(response);
      // Only a shared page is kept; "not found" is rendered again for the next visitor.
      if (shared?.status !== 200) return shared;
      const tags = new Set((response.headers.get("Cache-Tag") ?? "").split(",").map((tag) => tag.trim().toLowerCase()).filter(Boolean));
      const page = { ...shared, tags };
      pages.set(id, page);
      if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
      return page;
    },
    async purgeTags(tags) {
      const purged = new Set(tags.map((tag) => tag.toLowerCase()));
      for (const [id, page] of pages) if ([...page.tags].some((tag) => purged.has(tag))) pages.delete(id);
    },
  };
}

/** This isolate's kept pages; each request brings its own handle on the entrypoint. */
const isolateKept = new Map<string, KeptPage>();

/**
 * The shared pages of this request's Worker: the platform's where the runtime has Workers Cache
 * (`ctx.cache`), else this isolate's stand-in; undefined where the cached entrypoint is missing.
 */
export function sharedPagesFor(ctx: ExecutionContext, env?: Env): SharedPages | undefined {
  // One cast: `ctx.exports` is typed from the `mainModule` of the last `wrangler types` file tsc
  // reads, which is the notification worker's (workers/notifications/worker-configuration.d.ts).
  const entry = (ctx.exports as Partial<Record<"CachedPages", PageEntry>> | undefined)?.CachedPages;
  if (!entry) return undefined;
  if (ctx.cache) return platformPages(entry);
  return isolatePages(entry, { pages: isolateKept, contentVersion: env ? () => contentVersionForCache(env) : undefined });
}
