import { cleanPath, screenAt } from "../screens";

/** The site's two languages. Swedish is the default and lives at the root paths; English lives under /en. */
export const languages = ["sv", "en"] as const;
export type Lang = (typeof languages)[number];

/** Key under which the visitor's choice is kept in localStorage (SPEC §1) and mirrored in a cookie. */
export const languageStorageKey = "language";

export function isLang(value: unknown): value is Lang {
  return value === "sv" || value === "en";
}

/** "/en", "/en/…" in any case, as React Router matches the English routes. */
const englishPrefix = /^\/en(?:\/|$)/i;
/**
 * The English home page's data as a client-side navigation asks for it. React Router hands the
 * loaders that URL as it is, so without this the English home page's shell came in Swedish.
 */
const englishHomeData = /^\/en\.data$/i;

/** The language a path belongs to: everything under /en is English, the rest Swedish. */
export function langFromPath(pathname: string): Lang {
  return englishPrefix.test(pathname) || englishHomeData.test(pathname) ? "en" : "sv";
}

/** The path without its language prefix: "/en/relax" -> "/relax", "/en" -> "/". */
export function stripLang(pathname: string): string {
  if (!englishPrefix.test(pathname)) return pathname;
  return pathname.slice(3) || "/";
}

/** A site path ("/relax", "/", "/villkor?tab=event") in the given language. */
export function localizePath(path: string, lang: Lang): string {
  if (lang === "sv") return path;
  if (path === "/" || path === "") return "/en";
  if (path.startsWith("/?") || path.startsWith("/#")) return `/en${path.slice(1)}`;
  return `/en${path}`;
}

/**
 * The same page in the other language, for the language redirect and the toggle: always a path
 * on this site. A path no screen answers (the not-found page, `/en//evil.com`) gives the other
 * language's home page, so a crafted URL can never turn into a link or redirect elsewhere.
 */
export function counterpartPath(pathname: string): string {
  return otherLanguagePath(pathname, screenAt(stripLang(cleanPath(pathname))) !== undefined);
}

/**
 * `counterpartPath` for a page that already knows whether the router matched a screen (the toggle
 * and the language restorer: the not-found route is the only other page): the browser then needs
 * only the path cleaning, not the screen table.
 */
export function otherLanguagePath(pathname: string, isScreen: boolean): string {
  const path = cleanPath(pathname);
  const other: Lang = langFromPath(path) === "sv" ? "en" : "sv";
  return localizePath(isScreen ? stripLang(path) : "/", other);
}

/** Localised text: one value per language. */
export type Localized<T = string> = Record<Lang, T>;

/** The language of the page a request asks for. */
export function requestLang(request: Request): Lang {
  return langFromPath(new URL(request.url).pathname);
}
