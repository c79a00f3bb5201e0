/**
 * Every screen of the site (SPEC §2), once: its id, its Swedish path and what search engines and
 * link previews are told about it. The route table (app/routes.ts), the sitemap and head tags
 * (app/seo/), the end-to-end tests (tests/e2e/fixtures.ts) and the bench (tests/bench/) all read
 * this table, so a screen added here is routed, listed, tested and measured.
 *
 * - The id names the route module: `app/routes/{id}.tsx`, and the route ids `sv/{id}` and `en/{id}`.
 * - The path is the Swedish one; the English one is the same under /en (docs/decisions/001-language-urls.md).
 * - `seo`: an indexed screen, listed in the sitemap, with its breadcrumb parent; its link-preview
 *   picture is in app/seo/previews.server.ts, kept apart because this table reaches the browser
 *   (the language toggle matches paths against it). Absent: the screen is listed some other way
 *   (articles, food events) or not at all.
 * - `visit`: the URLs tests and the bench open for this screen: the path itself by default,
 *   examples for a parametrised path, `false` for screens a visitor reaches only from a form or a
 *   mail (or the not-found page).
 * - `query`: the query parameters the screen reads (its loader or its components); the shared
 *   page cache keys a page on these alone and renders it without the others (decision 032).
 *
 * Plain TypeScript with type-only imports: Node runs it as it is (the bench), so do not import values here.
 */

/** An indexed screen: in the sitemap, with a link preview (its picture: app/seo/previews.server.ts). */
export interface ScreenSeo {
  /** The screen one level up in the breadcrumb trail; the home page when absent. */
  parent?: string;
}

export interface Screen {
  path: string;
  seo?: ScreenSeo;
  visit?: readonly string[] | false;
  /** Editable content the screen shows besides the shell's (see `contentTagsOf`). */
  shows?: readonly ContentTag[];
  /** The query parameters the screen reads; none when absent. */
  query?: readonly string[];
}

/**
 * The kinds of content staff edit, as the page cache tags pages with them and purges by them
 * (workers/page-cache/, docs/decisions/021-pages-in-the-platform-cache.md).
 */
export type ContentTag = "menus" | "food-events" | "jobs" | "notices" | "hours" | "rooms" | "treatments" | "packages" | "gift-cards";

/** What every page shows through the shell: the notice ticker and the opening hours in the footer. */
const shellContent = ["notices", "hours"] as const satisfies readonly ContentTag[];

export const screens = {
  home: {
    path: "/",
    seo: {},
    shows: ["packages"],
  },
  packages: {
    path: "/packages",
    seo: {},
    shows: ["packages"],
  },
  "booking-inquiry": {
    path: "/booking-inquiry",
    seo: {},
    shows: ["packages"],
    // Which form is open, and the category it opens on (links from the package and event pages).
    query: ["typ", "kategori"],
  },
  "weekly-menu": {
    path: "/weekly-menu",
    seo: { parent: "restaurant" },
    shows: ["menus"],
    // Next week's lunch, once it is published (`?vecka=nasta`).
    query: ["vecka"],
  },
  conference: {
    path: "/conference",
    seo: {},
  },
  "conference-packages": {
    path: "/conference-packages",
    seo: { parent: "conference" },
    // The day conference's price, texts and picture are the store's package (decision 058).
    shows: ["packages"],
  },
  nature: {
    path: "/nature",
    seo: {},
  },
  restaurant: {
    path: "/restaurant",
    seo: {},
    shows: ["food-events"],
  },
  activities: {
    path: "/activities",
    seo: {},
  },
  blog: {
    path: "/blog",
    seo: {},
  },
  /** One magazine article; the sitemap lists each (app/content/articles.ts). */
  "blog-article": {
    path: "/blog/:id",
    visit: ["/blog/1"],
  },
  magic: {
    path: "/magic",
    seo: {},
  },
  celebrate: {
    path: "/celebrate",
    seo: {},
  },
  "find-us": {
    path: "/hitta-till-oss",
    seo: {},
  },
  relax: {
    path: "/relax",
    seo: {},
    shows: ["treatments", "packages"],
  },
  "gift-cards": {
    path: "/presentkort",
    seo: {},
    // Its tiers, whose examples quote the massages' and the standard room's prices.
    shows: ["rooms", "treatments", "gift-cards"],
  },
  rooms: {
    path: "/boende",
    seo: {},
    shows: ["rooms"],
  },
  privacy: {
    path: "/integritetspolicy",
    seo: {},
  },
  teambuilding: {
    path: "/teambuilding",
    seo: { parent: "conference" },
  },
  terms: {
    path: "/villkor",
    seo: {},
    // The open tab.
    query: ["tab"],
  },
  services: {
    path: "/service-utbud",
    seo: {},
    // Its gift card's text quotes the amounts staff publish.
    shows: ["gift-cards"],
  },
  "lost-and-found": {
    path: "/kvarglomt",
    seo: {},
  },
  jobs: {
    path: "/lediga-jobb",
    seo: {},
    shows: ["jobs"],
    // The opening whose application form is open.
    query: ["ansok"],
  },
  /** One food event; the sitemap lists every one the content store holds (`foodEventPages`, app/content-store/public.server.ts). */
  "food-event": {
    path: "/food-event/:id",
    visit: ["/food-event/kraftskiva", "/food-event/surstrommingsfest"],
    shows: ["food-events"],
  },
  accessibility: {
    path: "/tillganglighet",
    seo: {},
  },
  /** The help chat's questions and answers as a page of plain HTML (issue 15). */
  faq: {
    path: "/vanliga-fragor",
    seo: {},
    // Its answers quote the rooms' prices, the classic massage's, the packages' and the gift cards' amounts.
    shows: ["rooms", "treatments", "packages", "gift-cards"],
  },
  /** The newsletter forms' answer page without JavaScript; not for search engines. */
  newsletter: {
    path: "/newsletter",
    visit: false,
  },
  /** The double opt-in link of the newsletter's mail (docs/decisions/005-newsletter-consent.md): needs a signed token. */
  "newsletter-confirm": {
    path: "/newsletter/confirm",
    visit: false,
  },
  /** The unsubscribe link of every newsletter mail: needs a signed token. */
  "newsletter-unsubscribe": {
    path: "/newsletter/unsubscribe",
    visit: false,
  },
  /** Every path no other screen matches. */
  "not-found": {
    path: "*",
    visit: false,
  },
} as const satisfies Record<string, Screen>;

export type ScreenId = keyof typeof screens;

/** Screens with link previews and a place in the sitemap. */
export type IndexedScreenId = { [Id in ScreenId]: (typeof screens)[Id] extends { seo: ScreenSeo } ? Id : never }[ScreenId];

// Pure: a browser script that needs only `cleanPath` leaves the table out (the language toggle).
export const screenIds = /* @__PURE__ */ Object.keys(screens) as ScreenId[];

export const indexedScreenIds = /* @__PURE__ */ screenIds.filter((id): id is IndexedScreenId => "seo" in screens[id]);

/** The SEO data of an indexed screen. */
export function screenSeoData(id: IndexedScreenId): ScreenSeo {
  return (screens[id] as Screen).seo!;
}

/** The route module of a screen, as app/routes.ts names it. */
export function screenModule(id: ScreenId): string {
  return `routes/${id}.tsx`;
}

/** The content tags of a screen's page: the shell's, then its own. */
export function contentTagsOf(id: ScreenId): ContentTag[] {
  const screen: Screen = screens[id];
  return [...shellContent, ...(screen.shows ?? [])];
}

/** The query parameters a screen reads (`query`). */
export function queryOf(id: ScreenId): readonly string[] {
  const screen: Screen = screens[id];
  return screen.query ?? [];
}

/** The Swedish URLs tests and the bench open for a screen (none for form answers, mail links and the not-found page). */
export function visitedPaths(id: ScreenId): readonly string[] {
  const screen: Screen = screens[id];
  if (screen.visit === false) return [];
  return screen.visit ?? [screen.path];
}

/**
 * A path with one `/` between segments and nothing a browser would drop: control characters
 * (browsers strip tabs and newlines from a URL) go, and runs of slashes and backslashes (browsers
 * read `\` as `/`) become one `/`, so the result can never be read as `//other-host`.
 */
export function cleanPath(pathname: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
  const clean = pathname.replace(/[\u0000-\u001f\u007f]/g, "").replace(/[/\\]+/g, "/");
  return clean.startsWith("/") ? clean : `/${clean}`;
}

/** Each screen's Swedish path as React Router matches it: any case, a `:param` is one segment (never `.` or `..`), an optional trailing slash. */
const screenPatterns = /* @__PURE__ */ screenIds
  .filter((id) => screens[id].path !== "*")
  .map((id) => {
    const segments = screens[id].path
      .split("/")
      .slice(1)
      .map((segment) => (segment.startsWith(":") ? "(?!\\.\\.?(?:/|$))[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    return { id, pattern: new RegExp(`^/${segments.join("/")}/?$`, "i") };
  });

/**
 * The screen a path without its language prefix shows ("/relax", "/blog/3"), or undefined for the
 * not-found page. Segments are percent-decoded as React Router decodes them (an encoded `/` stays
 * inside its segment), so `/%72elax` is the relax screen, as it is for the router.
 */
export function screenAt(pathname: string): ScreenId | undefined {
  const decoded = cleanPath(pathname)
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
  return screenPatterns.find(({ pattern }) => pattern.test(decoded))?.id;
}
