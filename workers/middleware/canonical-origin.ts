import type { MiddlewareHandler } from "hono";
import { logEvent } from "~/server/log-event.server";
import { siteOriginProblem } from "~/server/site-origin-check";
import { canonicalOrigin, isLocalHost } from "~/server/site-origin.server";

/**
 * One origin for search engines and visitors: a request for any other host (`www.`, a
 * `*.workers.dev` name, an old domain) gets a 301 to the same path and query on SITE_ORIGIN (308
 * for a post, so it stays a post). Local and test hosts are left alone, and so are a staging
 * version's preview URLs (`<version>-<worker>.<account>.workers.dev` when SITE_ORIGIN is the
 * worker's own workers.dev name). A SITE_ORIGIN that is not a full origin (`siteOriginProblem`)
 * is logged on the isolate's first request and redirects nothing: sending every visitor to a host
 * that does not exist would take the site down.
 */
export const canonicalHost: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  const url = new URL(c.req.url);
  const canonical = parsedOrigin(canonicalOrigin(c.env));
  if (!canonical) return next();
  const preview = canonical.hostname.endsWith(".workers.dev") && url.hostname.endsWith(`-${canonical.hostname}`);
  if (url.host === canonical.host || isLocalHost(url.hostname) || preview) return next();
  const target = `${canonical.origin}${url.pathname}${url.search}`;
  return c.redirect(target, c.req.method === "GET" || c.req.method === "HEAD" ? 301 : 308);
};

// Parsed and checked once per isolate and setting, not on every request.
let parsed: { origin: string; url: URL | undefined } | undefined;
function parsedOrigin(origin: string): URL | undefined {
  if (parsed?.origin !== origin) {
    const problem = siteOriginProblem(origin);
    if (problem) logEvent("site_origin_invalid", { problem });
    parsed = { origin, url: problem ? undefined : new URL(origin) };
  }
  return parsed.url;
}
