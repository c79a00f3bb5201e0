import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { languageStorageKey } from "~/i18n/lang";

/**
 * Every cookie the site sets is `Secure` over https, `SameSite=Lax` or stricter, and `HttpOnly`
 * unless the browser's own script must read it (issue 6, docs/decisions/008-hardening.md).
 * Hono code sets cookies through `setSiteCookie`; `cookieDefaults` then checks every response,
 * so a cookie set any other way (React Router's `createCookie`, a raw header) gets the same
 * attributes without each feature having to remember them.
 */

/**
 * Cookies that the browser's script must read, so never HttpOnly. The language choice is written
 * by the language toggle and read at load to restore it (app/components/shell/language-toggle.tsx).
 */
export const scriptReadableCookies: ReadonlySet<string> = new Set([languageStorageKey]);

function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === "https:";
}

/** The attributes a cookie gets unless the caller asks for something stricter. */
export function siteCookieOptions(c: Context, name: string, options: CookieOptions = {}): CookieOptions {
  const sameSite = options.sameSite?.toLowerCase() === "strict" ? "Strict" : "Lax";
  return {
    path: "/",
    ...options,
    sameSite,
    httpOnly: !scriptReadableCookies.has(name),
    secure: options.secure || isHttps(c),
  } as CookieOptions;
}

/** hono/cookie's setCookie with the site's defaults; SameSite=None is never allowed. */
export function setSiteCookie(c: Context, name: string, value: string, options: CookieOptions = {}): void {
  setCookie(c, name, value, siteCookieOptions(c, name, options));
}

export function deleteSiteCookie(c: Context, name: string, options: CookieOptions = {}): void {
  deleteCookie(c, name, siteCookieOptions(c, name, options));
}

/** One Set-Cookie value with the site's attributes added where missing or too lax. */
export function hardenSetCookie(header: string, { https }: { https: boolean }): string {
  const [pair = "", ...rest] = header.split(";").map((part) => part.trim());
  const name = pair.slice(0, Math.max(pair.indexOf("="), 0)).trim();
  const attributes = rest.filter((attribute) => attribute !== "");
  const named = (key: string) => attributes.findIndex((attribute) => attribute.split("=")[0]!.trim().toLowerCase() === key);

  const sameSite = named("samesite");
  const strict = sameSite >= 0 && attributes[sameSite]!.split("=")[1]?.trim().toLowerCase() === "strict";
  if (sameSite >= 0) attributes.splice(sameSite, 1);
  attributes.push(strict ? "SameSite=Strict" : "SameSite=Lax");
  if (!scriptReadableCookies.has(name) && named("httponly") < 0) attributes.push("HttpOnly");
  if (https && named("secure") < 0) attributes.push("Secure");
  if (named("path") < 0) attributes.push("Path=/");
  return [pair, ...attributes].join("; ");
}

/** Registered before anything that sets cookies, so it sees the final response. */
export const cookieDefaults: MiddlewareHandler = async (c, next) => {
  await next();
  const cookies = c.res.headers.getSetCookie();
  if (cookies.length === 0) return;
  const https = isHttps(c);
  c.res.headers.delete("Set-Cookie");
  for (const cookie of cookies) c.res.headers.append("Set-Cookie", hardenSetCookie(cookie, { https }));
};
