import type { MiddlewareHandler } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { todayInSweden } from "../../app/forms/dates";
import { formGuardsIn, reissueFormGuards } from "../../app/forms/guard.server";

/**
 * Every visitor gets the same page for a URL on a given day, apart from the CSP nonce and the
 * one-time keys of its forms. So the Worker renders a page once per isolate and serves it again
 * with this response's nonce and freshly signed form keys put in: React's render of 50–100 KB of
 * HTML is most of a page's CPU (docs/decisions/011-first-view-weight.md).
 *
 * Only GETs answered 200 with HTML and no cookie are kept. The day is part of the key because the
 * forms' date limits are today's date in Sweden (and the footer shows the year).
 */
export function pageCache({ maxPages = 200, development = false } = {}): MiddlewareHandler<{ Bindings: Env; Variables: SecureHeadersVariables }> {
  const pages = new Map<string, CachedPage>();
  return async (c, next) => {
    // In `npm run dev` an edited page must show at once.
    if (development) return next();
    const nonce = c.get("secureHeadersNonce");
    const { pathname } = new URL(c.req.url);
    if (c.req.method !== "GET" || !nonce || personal.test(pathname) || pathname.endsWith(".data")) return next();

    const key = `${todayInSweden()} ${new Date().getUTCFullYear()} ${c.req.url}`;
    const page = pages.get(key);
    if (page) {
      // Least recently used goes first: a hit moves to the end.
      pages.delete(key);
      pages.set(key, page);
      const body = await reissueFormGuards(c.env, page.body.replaceAll(page.nonce, nonce), page.guards);
      return new Response(body, { status: 200, headers: page.headers });
    }

    await next();
    const response = c.res;
    if (response.status !== 200 || !response.headers.get("Content-Type")?.startsWith("text/html") || response.headers.has("Set-Cookie")) return;
    const body = await response.text();
    c.res = new Response(body, response);
    pages.set(key, { body, headers: [...response.headers], nonce, guards: formGuardsIn(body) });
    if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
  };
}

interface CachedPage {
  body: string;
  headers: Array<[string, string]>;
  /** The nonce the page was rendered with; each later response puts its own in its place. */
  nonce: string;
  /** The form keys (`rendered` values) the page was rendered with. */
  guards: string[];
}

/** Pages that depend on more than their URL: the staff inbox, newsletter links with a visitor's token, developer tools. */
const personal = /^\/(?:en\/)?(?:staff|newsletter|dev)(?:\/|$)/;
