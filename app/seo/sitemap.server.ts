/**
 * /sitemap.xml and /robots.txt. The sitemap lists every indexed screen of app/screens.ts, every magazine
 * article and every food event the staff have published (app/content-store/), each in both languages with its hreflang alternates
 * (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).
 * Nothing under `unlistedPrefixes` is ever listed.
 */
import { articlesFor } from "../content/articles";
import { languages, stripLang } from "../i18n/lang";
import { siteUrl } from "./meta";
import { indexedScreenIds, screens } from "../screens";
import { escapeHtml } from "~/server/escape-html";

/**
 * Paths that never enter the sitemap, whatever routes are added under them: staff pages,
 * the newsletter's answer, confirmation and unsubscribe pages, APIs and developer tools.
 * Compared without the /en prefix.
 */
export const unlistedPrefixes = ["/api", "/dev", "/staff", "/newsletter"] as const;

/** Of those, the ones that are not pages for the public at all: robots.txt asks crawlers to stay out. */
export const disallowedPrefixes = ["/api/", "/dev/", "/staff"] as const;

export function isUnlisted(pathname: string): boolean {
  const path = stripLang(pathname);
  return unlistedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export interface SitemapEntry {
  /** The Swedish path; each entry is listed once per language. */
  path: string;
  /** YYYY-MM-DD, where the content says when it last changed. */
  lastmod?: string;
}

/** Every indexed page, by its Swedish path; the food events as the content store has them (`foodEventPages`). */
export function sitemapEntries(foodEvents: ReadonlyArray<{ id: string; lastmod: string }>): SitemapEntry[] {
  const entries: SitemapEntry[] = [
    ...indexedScreenIds.map((id) => ({ path: screens[id].path })),
    ...articlesFor("sv").map((article) => ({ path: `/blog/${article.id}`, lastmod: article.date })),
    ...foodEvents.map(({ id, lastmod }) => ({ path: `/food-event/${id}`, lastmod })),
  ];
  return entries.filter((entry) => !isUnlisted(entry.path));
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...languages.map((lang) => ({ hreflang: lang, href: siteUrl(origin, path, lang) })),
      { hreflang: "x-default", href: siteUrl(origin, path, "sv") },
    ]
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
      .join("\n");
    return languages.map((lang) =>
      [
        "  <url>",
        `    <loc>${escapeHtml(siteUrl(origin, path, lang))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        alternates,
        "  </url>",
      ].join("\n"),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  const disallowed = disallowedPrefixes.flatMap((prefix) => [prefix, `/en${prefix}`]);
  return ["User-agent: *", "Allow: /", ...disallowed.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
