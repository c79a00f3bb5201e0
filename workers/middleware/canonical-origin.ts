import type { MiddlewareHandler } from "hono";
import { canonicalOrigin, isLocalHost } from "~/site-origin.server";

/**
 * One origin for search engines and visitors: a request for any other host (`www.`, a
 * `*.workers.dev` name, an old domain) gets a 301 to the same path and query on SITE_ORIGIN (308
 * for a post, so it stays a post). Local and test hosts are left alone, and so are a staging
 * version's preview URLs (`<version>-<worker>.<account>.workers.dev` when SITE_ORIGIN is the
 * worker's own workers.dev name).
 */
export const canonicalHost: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  const url = new URL(c.req.url);
  const canonical = parsedOrigin(canonicalOrigin(c.env));
  if (url.host === canonical.host || isLocalHost(url.hostname) || url.hostname.endsWith(`-${canonical.hostname}`)) return next();
  const target = `${canonical.origin}${url.pathname}${url.search}`;
  return c.redirect(target, c.req.method === "GET" || c.req.method === "HEAD" ? 301 : 308);
};

// Parsed once per isolate and setting, not on every request.
let parsed: { origin: string; url: URL } | undefined;
function parsedOrigin(origin: string): URL {
  if (parsed?.origin !== origin) parsed = { origin, url: new URL(origin) };
  return parsed.url;
}
