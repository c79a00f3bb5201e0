/** The site's two languages. Swedish is the default and lives at the root paths; English lives under /en. */
export const languages = ["sv", "en"] as const;
export type Lang = (typeof languages)[number];

/** Key under which the visitor's choice is kept in localStorage (SPEC §1) and mirrored in a cookie. */
export const languageStorageKey = "language";

export function isLang(value: unknown): value is Lang {
  return value === "sv" || value === "en";
}

/** The language a path belongs to: everything under /en is English, the rest Swedish. */
export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "sv";
}

/** The path without its language prefix: "/en/relax" -> "/relax", "/en" -> "/". */
export function stripLang(pathname: string): string {
  if (pathname === "/en") return "/";
  if (pathname.startsWith("/en/")) return pathname.slice(3);
  return pathname;
}

/** A site path ("/relax", "/", "/villkor?tab=event") in the given language. */
export function localizePath(path: string, lang: Lang): string {
  if (lang === "sv") return path;
  if (path === "/" || path === "") return "/en";
  if (path.startsWith("/?") || path.startsWith("/#")) return `/en${path.slice(1)}`;
  return `/en${path}`;
}

/** The same page in the other language. */
export function counterpartPath(pathname: string): string {
  const lang = langFromPath(pathname);
  return localizePath(stripLang(pathname), lang === "sv" ? "en" : "sv");
}

/** Localised text: one value per language. */
export type Localized<T = string> = Record<Lang, T>;

/** The language of the page a request asks for. */
export function requestLang(request: Request): Lang {
  return langFromPath(new URL(request.url).pathname);
}
