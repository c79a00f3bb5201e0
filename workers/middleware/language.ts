import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { counterpartPath, isLang, langFromPath, languageStorageKey } from "~/i18n/lang";
import { isStaffPath } from "~/staff/paths";

/** "/sitemap.xml", "/relax.data": the last segment has an extension; no page path does. */
function hasFileExtension(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname);
}

/**
 * A returning visitor who chose a language is sent to that language's URL before anything
 * renders, so there is no flash of the wrong language (docs/decisions/001-language-urls.md).
 * Only page loads are redirected: files (anything with an extension: React Router's *.data
 * requests, sitemap.xml, robots.txt), actions and crawlers (which send no cookie) always get
 * exactly the URL they asked for.
 */
export const languagePreference: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const isPageLoad =
    (c.req.method === "GET" || c.req.method === "HEAD") &&
    !hasFileExtension(url.pathname) &&
    !url.pathname.startsWith("/api/") &&
    // The staff inbox is Swedish only and has no /en counterpart.
    !isStaffPath(url.pathname) &&
    (c.req.header("Sec-Fetch-Dest") ?? "document") === "document";
  if (isPageLoad) {
    const preferred = getCookie(c, languageStorageKey);
    if (isLang(preferred) && preferred !== langFromPath(url.pathname)) {
      c.header("Vary", "Cookie");
      c.header("Cache-Control", "private, no-store");
      return c.redirect(`${counterpartPath(url.pathname)}${url.search}`, 302);
    }
  }
  await next();
  // The same URL answers differently depending on the language cookie.
  if (c.res.headers.get("Content-Type")?.startsWith("text/html")) c.res.headers.append("Vary", "Cookie");
};
