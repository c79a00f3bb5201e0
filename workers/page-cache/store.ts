import { todayInSweden } from "~/forms/dates";
import type { ContentTag } from "~/screens";
import { isShared, isSharedNotFound, pageTags, slotsOf, type PageSlots } from "./shared-page";

/**
 * Where shared pages are kept, as `PAGE_CACHE` says: Cloudflare's Workers Cache ("workers-cache",
 * what `npm run deploy` sets), or a stand-in inside the isolate ("in-isolate", wrangler.toml's
 * value, for local runs: workerd under Vite, wrangler dev and Vitest have no Workers Cache). Both
 * keep what the cached entrypoint (./entrypoint.ts) answers, under the same key and by the same
 * rules, and purge by the same tags (docs/decisions/021-pages-in-the-platform-cache.md, 039).
 */
export interface SharedPages {
  /**
   * The shared page of a public URL (./shared-page.ts, `renderSharedPage`), kept or rendered now,
   * or its "not found" page (status 404, rendered now and never kept); undefined when the page
   * must not be shared, and the visitor's own request renders it.
   */
  get(url: string, key: PageKey): Promise<SharedPage | undefined>;
  /** Forgets every kept page that carries one of these tags; false when the cache refused. */
  purgeTags(tags: readonly string[]): Promise<boolean>;
}

/** A shared page: its status, headers (read only), UTF-8 bytes with slots (read only) and what they are. */
export interface SharedPage {
  status: 200 | 404;
  headers: Headers;
  body: Uint8Array;
  slots: PageSlots;
}

/**
 * The entrypoint's answer as a page, or undefined for one the visitor's own request must render:
 * what Workers Cache would keep (a 200 marked `public`) or a "not found" passed on, never an
 * answer that sets a cookie or does not say where its slots are.
 */
async function pageOf(response: Response): Promise<SharedPage | undefined> {
  const status = response.headers.has("Set-Cookie") ? undefined : isShared(response) ? 200 : isSharedNotFound(response) ? 404 : undefined;
  const slots = slotsOf(response.headers);
  if (!status || !slots) {
    await response.body?.cancel();
    return undefined;
  }
  return { status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()), slots };
}

/**
 * What a page depends on besides its URL, and so part of its key: the Worker version (a deploy
 * never serves the previous version's pages), the day in Sweden (the forms' date limits; the
 * footer's year) and the version of each kind of staff-edited content the page shows (a publish
 * is shown on the next request whether or not a purge reached the cache: decision 039). Passed
 * to the cached entrypoint as its `ctx.props`, which Workers Cache keys on.
 */
export interface PageKey {
  version: string;
  day: string;
  /** `hours.12 notices.40 menus.73`: the page's tags (`pageTags`) with their versions. */
  content: string;
}

export function pageKey(env: Env, pathname: string, versions: Readonly<Record<ContentTag, number>>, now = new Date()): PageKey {
  const content = pageTags(pathname)
    .map((tag) => `${tag}.${versions[tag as ContentTag] ?? 0}`)
    .join(" ");
  return { version: env.CF_VERSION_METADATA.id, day: `${todayInSweden(now)} ${now.getUTCFullYear()}`, content };
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
    purgeTags: (tags) => entry.purge([...tags]),
  };
}

interface KeptPage extends SharedPage {
  tags: Set<string>;
}

/**
 * The local stand-in: what Workers Cache would keep, kept in this isolate (at most `maxPages`,
 * least recently used out). Same key (version, day, content versions, path and query), same rule
 * for what is kept (a 200 the entrypoint marked `public`), tags read from `Cache-Tag` and matched
 * in any case.
 */
export function isolatePages(
  entry: PageEntry,
  { maxPages = 200, pages = new Map<string, KeptPage>() }: { maxPages?: number; pages?: Map<string, KeptPage> } = {},
): SharedPages {
  return {
    async get(url, key) {
      const { pathname, search } = new URL(url);
      const id = `${key.version} ${key.day} ${key.content} ${pathname}${search}`;
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
      const tags = new Set(
        (response.headers.get("Cache-Tag") ?? "")
          .split(",")
          .map((tag) => tag.trim().toLowerCase())
          .filter(Boolean),
      );
      const page = { ...shared, tags };
      pages.set(id, page);
      if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
      return page;
    },
    async purgeTags(tags) {
      const purged = new Set(tags.map((tag) => tag.toLowerCase()));
      for (const [id, page] of pages) if ([...page.tags].some((tag) => purged.has(tag))) pages.delete(id);
      return true;
    },
  };
}

/** This isolate's kept pages; each request brings its own handle on the entrypoint. */
const isolateKept = new Map<string, KeptPage>();

/**
 * The shared pages of this request's Worker, as `PAGE_CACHE` configures them; undefined where the
 * cached entrypoint is missing. Not chosen by `ctx.cache`: the public entrypoint, whose cache is
 * off, has none on Cloudflare either.
 */
export function sharedPagesFor(ctx: ExecutionContext, env: Pick<Env, "PAGE_CACHE">): SharedPages | undefined {
  // One cast: `ctx.exports` is typed from the `mainModule` of the last `wrangler types` file tsc
  // reads, which is the notification worker's (workers/notifications/worker-configuration.d.ts).
  const entry = (ctx.exports as Partial<Record<"CachedPages", PageEntry>> | undefined)?.CachedPages;
  if (!entry) return undefined;
  return env.PAGE_CACHE === "workers-cache" ? platformPages(entry) : isolatePages(entry, { pages: isolateKept });
}
