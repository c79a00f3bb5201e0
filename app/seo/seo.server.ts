/**
 * What each page's loader returns as `seo`: its <head> tags and its structured data, in the
 * request's language, with absolute URLs on the site's public origin (app/server/site-origin.server.ts).
 *
 *   export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];
 *   export function loader({ request }) { return { …, seo: screenSeo(request, "relax") }; }
 */
import { rendersDocument } from "~/rendering/render-only";
import { accessibilityStatementFor } from "../content/accessibility";
import type { Article } from "../content/articles";
import type { FoodEvent } from "../content/food-events";
import type { JobPosition } from "../content/jobs";
import type { HoursContent } from "../content/hours";
import { pageIntro, type PageIntro } from "../content/pages";
import { requestLang, type Lang, type Localized } from "../i18n/lang";
import { hotel } from "../site";
import { publicOrigin } from "~/server/site-origin.server";
import { isSocialTag, pageMeta, siteUrl, summary, unlistedMeta, type JsonLdNode, type Seo } from "./meta";
import { screenSeoData, screens, type IndexedScreenId } from "../screens";
import { screenPreviews } from "./previews.server";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  foodEventJsonLd,
  hotelJsonLd,
  hotelRoomsJsonLd,
  jobPostingsJsonLd,
  restaurantJsonLd,
  type RoomWithOffers,
} from "./structured-data.server";

const homeCrumb: Localized = { sv: "Startsida", en: "Home" };

/** Title, description and heading of a screen in one language. */
export function screenIntro(id: IndexedScreenId, lang: Lang): Pick<PageIntro, "title" | "description" | "heading"> {
  return id === "accessibility" ? accessibilityStatementFor(lang).page : pageIntro(id, lang);
}

/** Home › parent › … › the screen itself, as names and absolute URLs. */
function trail(id: IndexedScreenId, lang: Lang, origin: string): Array<{ name: string; url: string }> {
  const crumbs: Array<{ name: string; url: string }> = [];
  for (let at: IndexedScreenId | undefined = id; at && at !== "home"; at = screenSeoData(at).parent as IndexedScreenId | undefined) {
    crumbs.unshift({ name: screenIntro(at, lang).heading, url: siteUrl(origin, screens[at].path, lang) });
  }
  return [{ name: homeCrumb[lang], url: siteUrl(origin, "/", lang) }, ...crumbs];
}

/** The structured data particular to a screen, besides its breadcrumbs. */
function screenJsonLd(id: IndexedScreenId, lang: Lang, origin: string, content: ScreenContent): JsonLdNode[] {
  switch (id) {
    case "home":
      return [hotelJsonLd(lang, origin, content.hours)];
    case "restaurant":
    case "weekly-menu":
      return [restaurantJsonLd(lang, origin, content.hours)];
    case "jobs":
      return jobPostingsJsonLd(content.jobs ?? [], lang, origin);
    case "rooms":
      return hotelRoomsJsonLd(content.rooms ?? [], lang, origin);
    default:
      return [];
  }
}

/** What a screen's structured data needs from the staff-edited content (issue 18). */
interface ScreenContent {
  /** /lediga-jobb: the open positions. */
  jobs?: readonly JobPosition[];
  /** /boende: the rooms and their offers of the day (issue 36). */
  rooms?: readonly RoomWithOffers[];
  /** The home page, the restaurant and the menu: the opening hours and their exceptions. */
  hours?: HoursContent;
  /** /conference-packages: its title and description as the page reads them (the day conference's price of the day). */
  intro?: Pick<PageIntro, "title" | "description">;
}

/**
 * A page's head data. For a document, its schema.org nodes and its link-preview tags are
 * render-only (app/rendering/render-only.ts): the browser keeps the JSON-LD script and the tags the server
 * wrote (./structured-data.tsx, ./social-tags.tsx). A client navigation's data carries the next
 * page's nodes, and no link-preview tags: nothing reads them after a navigation.
 */
function seoOf(request: Request, { meta: tags, jsonLd }: Pick<Seo, "meta" | "jsonLd">): Seo {
  const meta = tags.filter((tag) => !isSocialTag(tag));
  if (!rendersDocument(request)) return { meta, jsonLd };
  return Object.defineProperties({ meta } as Seo, {
    jsonLd: { value: jsonLd, enumerable: false },
    social: { value: tags.filter(isSocialTag), enumerable: false },
  });
}

export function screenSeo(request: Request, id: IndexedScreenId, content: ScreenContent = {}): Seo {
  const lang = requestLang(request);
  const origin = publicOrigin(request);
  const screen = screens[id];
  const { image, imageAlt } = screenPreviews[id];
  const intro = content.intro ?? screenIntro(id, lang);
  return seoOf(request, {
    meta: pageMeta({
      origin,
      lang,
      path: screen.path,
      title: intro.title,
      description: intro.description,
      image,
      imageAlt: imageAlt[lang],
    }),
    jsonLd: [...screenJsonLd(id, lang, origin, content), ...(id === "home" ? [] : [breadcrumbJsonLd(trail(id, lang, origin))])],
  });
}

export function articleSeo(request: Request, article: Article): Seo {
  const lang = requestLang(request);
  const origin = publicOrigin(request);
  const path = `/blog/${article.id}`;
  return seoOf(request, {
    meta: pageMeta({
      origin,
      lang,
      path,
      title: `${article.title} | ${hotel.shortName}`,
      description: article.excerpt,
      image: article.image,
      imageAlt: article.imageAlt,
      type: "article",
      publishedTime: article.date,
    }),
    jsonLd: [
      blogPostingJsonLd(article, lang, origin),
      breadcrumbJsonLd([...trail("blog", lang, origin), { name: article.title, url: siteUrl(origin, path, lang) }]),
    ],
  });
}

/** `upcoming`: only an event still to come is described as an Event (issue 18). */
export function foodEventSeo(request: Request, event: FoodEvent, upcoming = true): Seo {
  const lang = requestLang(request);
  const origin = publicOrigin(request);
  const path = `/food-event/${event.id}`;
  return seoOf(request, {
    meta: pageMeta({
      origin,
      lang,
      path,
      title: `${event.title} | ${hotel.shortName}`,
      description: summary(event.description.join(" ")),
      image: event.image,
      imageAlt: event.imageAlt,
    }),
    jsonLd: [
      ...(upcoming ? [foodEventJsonLd(event, lang, origin)] : []),
      breadcrumbJsonLd([...trail("restaurant", lang, origin), { name: event.title, url: siteUrl(origin, path, lang) }]),
    ],
  });
}

/** A page that stays out of search results: the not-found page, an unknown article, form answers. */
export function unlistedSeo(title: string, description?: string): Seo {
  return { meta: unlistedMeta(title, description), jsonLd: [] };
}
