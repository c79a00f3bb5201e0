/**
 * The <head> tags a search engine and a link preview read: title, description, canonical URL,
 * language alternates, Open Graph and Twitter card. Built on the server by ./seo.server.ts.
 */
import type { MetaDescriptor } from "react-router";
import { ogImageUrl } from "../images/urls";
import { languages, localizePath, type Lang } from "../i18n/lang";
import { ogImageSize } from "../images/keys";
import type { Picture } from "../photos/photos";
import { hotel } from "../site";
import type { JsonLdNode } from "./json-ld";

export { serializeJsonLd, type JsonLdNode } from "./json-ld";

/** What a page's loader returns as `seo`; its `meta` export returns `seo.meta`. */
export interface Seo {
  /** Title, description, canonical URL and language alternates: kept current as the visitor moves between pages. */
  meta: MetaDescriptor[];
  /**
   * Open Graph, article and Twitter card tags: link previews read them from a document, never
   * after a client navigation, so only a document has them (./social-tags.tsx writes them).
   */
  social?: MetaDescriptor[];
  /** schema.org nodes, rendered by root.tsx as one JSON-LD script. */
  jsonLd: JsonLdNode[];
}

/** Whether a tag is for link previews (Open Graph, article, Twitter card) rather than for the page itself. */
export function isSocialTag(tag: MetaDescriptor): boolean {
  const { property, name } = tag as { property?: unknown; name?: unknown };
  return (typeof property === "string" && /^(og|article):/.test(property)) || (typeof name === "string" && name.startsWith("twitter:"));
}

export const ogLocales: Record<Lang, string> = { sv: "sv_SE", en: "en_GB" };

/** An absolute URL of a site path in a language: `siteUrl(origin, "/relax", "en")` → `{origin}/en/relax`. */
export function siteUrl(origin: string, path: string, lang: Lang): string {
  return `${origin}${localizePath(path, lang)}`;
}

export interface PageMetaInput {
  origin: string;
  lang: Lang;
  /** The Swedish path of the page; the English one is derived. */
  path: string;
  title: string;
  description: string;
  image: Picture;
  imageAlt: string;
  type?: "website" | "article";
  /** For articles: when it was published (YYYY-MM-DD). */
  publishedTime?: string;
}

/** Every tag of an indexed page in one language. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { origin, lang, path, title, description, image, imageAlt, type = "website" } = input;
  const url = siteUrl(origin, path, lang);
  const imageUrl = ogImageUrl(image, origin);
  const other = languages.filter((l) => l !== lang);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languages.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: siteUrl(origin, path, l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: siteUrl(origin, path, "sv") },
    { property: "og:site_name", content: hotel.name },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocales[lang] },
    ...other.map((l) => ({ property: "og:locale:alternate", content: ogLocales[l] })),
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(ogImageSize.width) },
    { property: "og:image:height", content: String(ogImageSize.height) },
    { property: "og:image:alt", content: imageAlt },
    ...(type === "article" && input.publishedTime ? [{ property: "article:published_time", content: input.publishedTime }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}

/** A text cut to a meta description's length (search results show about 160 characters), at a word. */
export function summary(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** A page kept out of search results (answers to a form, the not-found page): title, description, noindex. */
export function unlistedMeta(title: string, description?: string): MetaDescriptor[] {
  return [{ title }, ...(description ? [{ name: "description", content: description }] : []), { name: "robots", content: "noindex" }];
}
