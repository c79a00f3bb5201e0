/**
 * Every screen of the site (SPEC §2), once: its id, its Swedish path and what search engines and
 * link previews are told about it. The route table (app/routes.ts), the sitemap and head tags
 * (app/seo/), the end-to-end tests (tests/e2e/fixtures.ts) and the bench (tests/bench/) all read
 * this table, so a screen added here is routed, listed, tested and measured.
 *
 * - The id names the route module: `app/routes/{id}.tsx`, and the route ids `sv/{id}` and `en/{id}`.
 * - The path is the Swedish one; the English one is the same under /en (docs/decisions/001-language-urls.md).
 * - `seo`: an indexed screen, listed in the sitemap with its link-preview picture; absent, the
 *   screen is listed some other way (articles, food events) or not at all.
 * - `visit`: the URLs tests and the bench open for this screen: the path itself by default,
 *   examples for a parametrised path, `false` for screens a visitor reaches only from a form or a
 *   mail (or the not-found page).
 *
 * Plain TypeScript with type-only imports: Node runs it as it is (the bench), so do not import values here.
 */
import type { Localized } from "./i18n/lang";
import type { ImageKey } from "./images/keys";

export interface ScreenSeo {
  /** The 1200×630 preview picture (public/images/og/{image}.jpg) and what it shows. */
  image: ImageKey;
  imageAlt: Localized;
  /** The screen one level up in the breadcrumb trail; the home page when absent. */
  parent?: string;
}

export interface Screen {
  path: string;
  seo?: ScreenSeo;
  visit?: readonly string[] | false;
}

export const screens = {
  home: {
    path: "/",
    seo: {
      image: "hotel-exterior",
      imageAlt: { sv: "Hotellet i skymningen med tända fönster som speglas i sjön", en: "The hotel at dusk, its lit windows mirrored in the lake" },
    },
  },
  packages: {
    path: "/packages",
    seo: {
      image: "winter-lodge",
      imageAlt: { sv: "En timrad stuga i snön med rök ur skorstenen", en: "A timber lodge in the snow with smoke rising from the chimney" },
    },
  },
  "booking-inquiry": {
    path: "/booking-inquiry",
    seo: {
      image: "reception",
      imageAlt: { sv: "Receptionsdisken med gröna växter och en fjälltavla", en: "The reception desk with green plants and a mountain painting" },
    },
  },
  "weekly-menu": {
    path: "/weekly-menu",
    seo: {
      image: "breakfast",
      imageAlt: { sv: "Frukost vid ett fönster med utsikt över sjön", en: "Breakfast by a window looking out over the lake" },
      parent: "restaurant",
    },
  },
  conference: {
    path: "/conference",
    seo: {
      image: "conference",
      imageAlt: { sv: "Ett ljust konferensrum med långbord och utsikt mot skogen", en: "A bright conference room with a long table and a view of the forest" },
    },
  },
  "conference-packages": {
    path: "/conference-packages",
    seo: {
      image: "meeting-room",
      imageAlt: { sv: "Ljust mötesrum med långbord och fönster mot skogen", en: "A bright meeting room with a long table and windows onto the forest" },
      parent: "conference",
    },
  },
  nature: {
    path: "/nature",
    seo: {
      image: "lake-dawn",
      imageAlt: { sv: "En spegelblank skogssjö i gryningsljus", en: "A mirror-calm forest lake in the light of dawn" },
    },
  },
  restaurant: {
    path: "/restaurant",
    seo: {
      image: "dining",
      imageAlt: { sv: "Dukat bord i restaurangen inför middagen", en: "A table laid for dinner in the restaurant" },
    },
  },
  activities: {
    path: "/activities",
    seo: {
      image: "trail",
      imageAlt: { sv: "En stig genom björk- och granskog med vägvisare", en: "A path through birch and spruce forest with signposts" },
    },
  },
  blog: {
    path: "/blog",
    seo: {
      image: "autumn-forest",
      imageAlt: { sv: "Björkar i gult och rött bland mörka granar en höstdag", en: "Birches in yellow and red among dark spruces on an autumn day" },
    },
  },
  /** One magazine article; the sitemap lists each (app/content/articles.ts). */
  "blog-article": {
    path: "/blog/:id",
    visit: ["/blog/1"],
  },
  magic: {
    path: "/magic",
    seo: {
      image: "northern-lights",
      imageAlt: { sv: "Grönt norrsken över trädtopparna en klar vinternatt", en: "Green northern lights above the treetops on a clear winter night" },
    },
  },
  celebrate: {
    path: "/celebrate",
    seo: {
      image: "celebration",
      imageAlt: { sv: "En tårta med tända ljus under ballonger och ljusslingor", en: "A cake with lit candles under balloons and string lights" },
    },
  },
  "find-us": {
    path: "/hitta-till-oss",
    seo: {
      image: "forest-mist",
      imageAlt: { sv: "Morgondimma mellan höga tallar i skogen runt hotellet", en: "Morning mist between tall pines in the forest around the hotel" },
    },
  },
  relax: {
    path: "/relax",
    seo: {
      image: "pool",
      imageAlt: { sv: "Poolen i relaxavdelningen med stora fönster mot skogen", en: "The pool in the relax area with large windows onto the forest" },
    },
  },
  "gift-cards": {
    path: "/presentkort",
    seo: {
      image: "gift-card",
      imageAlt: { sv: "Ett presentkort med rosett och granris", en: "A gift card tied with a ribbon among spruce twigs" },
    },
  },
  rooms: {
    path: "/boende",
    seo: {
      image: "room-deluxe",
      imageAlt: { sv: "Ljust hotellrum med dubbelsäng och utsikt mot skogen", en: "A bright hotel room with a double bed and a view of the forest" },
    },
  },
  privacy: {
    path: "/integritetspolicy",
    seo: {
      image: "spring",
      imageAlt: { sv: "En klar källa i mossan, kantad av stenar, i granskogen", en: "A clear spring in the moss, edged with stones, in the spruce forest" },
    },
  },
  teambuilding: {
    path: "/teambuilding",
    seo: {
      image: "teambuilding",
      imageAlt: { sv: "En arbetsgrupp som samarbetar utomhus i snön", en: "A team working together outdoors in the snow" },
      parent: "conference",
    },
  },
  terms: {
    path: "/villkor",
    seo: {
      image: "summer-night",
      imageAlt: { sv: "Ljus sommarnatt över en sjö där solen knappt går ner", en: "A light summer night over a lake where the sun barely sets" },
    },
  },
  services: {
    path: "/service-utbud",
    seo: {
      image: "sauna",
      imageAlt: { sv: "Bastun i ljust trä med varm belysning", en: "The light-wood sauna in warm light" },
    },
  },
  "lost-and-found": {
    path: "/kvarglomt",
    seo: {
      image: "forest-hut",
      imageAlt: { sv: "Kåta i skogen med rök från eldstaden", en: "A hut in the forest with smoke rising from the fire" },
    },
  },
  jobs: {
    path: "/lediga-jobb",
    seo: {
      image: "bar",
      imageAlt: { sv: "Baren med flaskor på upplysta hyllor och barstolar", en: "The bar with bottles on lit shelves and a row of bar stools" },
    },
  },
  /** One food event; the sitemap lists each (app/content/food-events.ts). */
  "food-event": {
    path: "/food-event/:id",
    visit: ["/food-event/kraftskiva", "/food-event/surstrommingsfest"],
  },
  accessibility: {
    path: "/tillganglighet",
    seo: {
      image: "room-accessible",
      imageAlt: { sv: "Tillgänglighetsanpassat rum med rullstol, säng och dusch utan tröskel", en: "An accessible room with a wheelchair, a bed and a step-free shower" },
    },
  },
  /** The help chat's questions and answers as a page of plain HTML (issue 15). */
  faq: {
    path: "/vanliga-fragor",
    seo: {
      image: "reception",
      imageAlt: { sv: "Receptionsdisken med gröna växter och en fjälltavla", en: "The reception desk with green plants and a mountain painting" },
    },
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

export const screenIds = Object.keys(screens) as ScreenId[];

export const indexedScreenIds = screenIds.filter((id): id is IndexedScreenId => "seo" in screens[id]);

/** The SEO data of an indexed screen. */
export function screenSeoData(id: IndexedScreenId): ScreenSeo {
  return (screens[id] as Screen).seo!;
}

/** The route module of a screen, as app/routes.ts names it. */
export function screenModule(id: ScreenId): string {
  return `routes/${id}.tsx`;
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
const screenPatterns = screenIds
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
