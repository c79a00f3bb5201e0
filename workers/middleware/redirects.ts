import type { MiddlewareHandler } from "hono";

/**
 * Old and alternative addresses that the spec keeps alive (SPEC §2): permanent redirects,
 * in both languages. The site's own links point straight at the targets.
 */
export const permanentRedirects: Record<string, string> = {
  "/home": "/",
  "/find-us": "/hitta-till-oss",
  "/lost-and-found": "/kvarglomt",
  "/en/home": "/en",
  "/en/find-us": "/en/hitta-till-oss",
  "/en/lost-and-found": "/en/kvarglomt",
};

export const legacyRedirects: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  const target = permanentRedirects[path];
  if (target) return c.redirect(`${target}${url.search}`, 308);
  await next();
};
