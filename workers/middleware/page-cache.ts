import type { MiddlewareHandler } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { pageCacheControl } from "~/server/cache-control";
import { contentVersionsForCache } from "~/content-store/content-version.server";
import { stripLang } from "~/i18n/lang";
import { cleanPath, queryOf, screenAt, screens, type ScreenId } from "~/screens";
import { fillSlots, internalHeaders } from "../page-cache/shared-page";
import { pageKey, sharedPagesFor, type SharedPages } from "../page-cache/store";

/**
 * Every visitor gets the same page for a URL on a given day, apart from the CSP nonce and the
 * one-time keys of its forms. So a public page is rendered once for everyone by the cached
 * entrypoint (workers/page-cache/), kept in Cloudflare's cache for every isolate of a location,
 * and each response fills in its own nonce and freshly signed form keys
 * (docs/decisions/021-pages-in-the-platform-cache.md; before it, 011 and 017).
 *
 * Only GETs and HEADs of a public screen (`isPublicPage`) are asked of the shared pages (a HEAD,
 * as uptime monitors and link checkers send, gets the page's headers without its body), by their
 * path and the query parameters the screen reads (`sharedQuery`), so the parameters that ads and
 * newsletters add, and any others, make no cache entry and no render of their own; a page the cached
 * entrypoint will not share (not a 200 HTML page, a cookie, `no-store` or `private`) is rendered
 * here for this visitor, as every other request is.
 */
export function pageCache({
  development = false,
  pages = sharedPagesFor,
  query = sharedQuery,
}: {
  development?: boolean;
  pages?: (ctx: ExecutionContext, env: Env) => SharedPages | undefined;
  query?: (pathname: string, search: string) => string;
} = {}): MiddlewareHandler<{
  Bindings: Env;
  Variables: SecureHeadersVariables;
}> {
  return async (c, next) => {
    // In `npm run dev` an edited page must show at once.
    if (development) return next();
    const nonce = c.get("secureHeadersNonce");
    const { origin, pathname, search } = new URL(c.req.url);
    const head = c.req.method === "HEAD";
    if ((c.req.method !== "GET" && !head) || !nonce || !isPublicPage(pathname)) return next();
    // `/villkor?fbclid=…` is `/villkor`'s page: one copy for everyone (decision 032).
    const url = `${origin}${pathname}${query(pathname, search)}`;
    const store = pages(c.executionCtx as ExecutionContext, c.env);
    if (!store) return next();
    const shared = await store.get(url, pageKey(c.env, pathname, await contentVersionsForCache(c.env)));
    if (!shared) return next();

    const headers = new Headers(shared.headers);
    // What the shared copy says to caches is not what this visitor's page says.
    for (const name of [...internalHeaders, "Age", "ETag", "Last-Modified", "Content-Length"]) headers.delete(name);
    headers.set("Cache-Control", pageCacheControl);
    if (head) return new Response(null, { status: shared.status, headers });
    return new Response(await fillSlots(shared.body, shared.slots, nonce, c.env), { status: shared.status, headers });
  };
}

/**
 * The part of a public page's query that its screen reads (app/screens.ts, `query`), each kept
 * parameter as written and in its order; empty when nothing is left. Any other parameter (an ad's
 * click id, a newsletter's `utm_*`, a crawler's cache-buster) would only make another copy of the
 * same page and pay another render.
 */
export function sharedQuery(pathname: string, search: string): string {
  const id = screenAt(stripLang(cleanPath(pathname)));
  const names = id ? queryOf(id) : [];
  if (names.length === 0 || search === "") return "";
  const kept = search
    .replace(/^\?/, "")
    .split("&")
    .filter((pair) => pair !== "" && names.includes(new URLSearchParams(pair).keys().next().value ?? ""));
  return kept.length === 0 ? "" : `?${kept.join("&")}`;
}

/**
 * True when a path shows the same page to every visitor: a screen of app/screens.ts that visitors
 * open by its address (`visit` is not false), matched as React Router matches it (any case,
 * `%xx` decoded), so `/NEWSLETTER/unsubscribe` or `/newsletter/%75nsubscribe` is never public.
 * An allow-list: the staff inbox, developer tools, React Router's data requests, form answers
 * and mail links (which carry a visitor's token) are all left out because they are not on it.
 */
export function isPublicPage(pathname: string): boolean {
  const id = screenAt(stripLang(cleanPath(pathname)));
  return id !== undefined && publicScreens.has(id);
}

const publicScreens = new Set(
  (Object.entries(screens) as Array<[ScreenId, (typeof screens)[ScreenId]]>)
    .filter(([, screen]) => !("visit" in screen && screen.visit === false))
    .map(([id]) => id),
);
