/**
 * Every screen a search engine should find, with what its link preview shows.
 * The sitemap lists these (plus each article and food event); a screen missing here is
 * flagged by sitemap.test.ts until it is added or its path is in `unlistedPrefixes`.
 */
import type { PageKey } from "../content/pages";
import type { ImageKey } from "../images/keys";
import { stripLang, type Localized } from "../i18n/lang";

export type ScreenId = Exclude<PageKey, "not-found"> | "tillganglighet";

export interface Screen {
  /** The Swedish path; the English one is the same under /en. */
  path: string;
  /** The 1200×630 preview picture (public/images/og/{image}.jpg) and what it shows. */
  image: ImageKey;
  imageAlt: Localized;
  /** The screen one level up in the breadcrumb trail; the home page when absent. */
  parent?: ScreenId;
}

export const screens: Record<ScreenId, Screen> = {
  home: {
    path: "/",
    image: "hotel-exterior",
    imageAlt: { sv: "Hotellet i skymningen med tända fönster som speglas i sjön", en: "The hotel at dusk, its lit windows mirrored in the lake" },
  },
  packages: {
    path: "/packages",
    image: "winter-lodge",
    imageAlt: { sv: "En timrad stuga i snön med rök ur skorstenen", en: "A timber lodge in the snow with smoke rising from the chimney" },
  },
  "booking-inquiry": {
    path: "/booking-inquiry",
    image: "reception",
    imageAlt: { sv: "Receptionsdisken med gröna växter och en fjälltavla", en: "The reception desk with green plants and a mountain painting" },
  },
  "weekly-menu": {
    path: "/weekly-menu",
    image: "breakfast",
    imageAlt: { sv: "Frukost vid ett fönster med utsikt över sjön", en: "Breakfast by a window looking out over the lake" },
    parent: "restaurant",
  },
  conference: {
    path: "/conference",
    image: "conference",
    imageAlt: { sv: "Ett ljust konferensrum med långbord och utsikt mot skogen", en: "A bright conference room with a long table and a view of the forest" },
  },
  "conference-packages": {
    path: "/conference-packages",
    image: "meeting-room",
    imageAlt: { sv: "Ljust mötesrum med långbord och fönster mot skogen", en: "A bright meeting room with a long table and windows onto the forest" },
    parent: "conference",
  },
  nature: {
    path: "/nature",
    image: "lake-dawn",
    imageAlt: { sv: "En spegelblank skogssjö i gryningsljus", en: "A mirror-calm forest lake in the light of dawn" },
  },
  restaurant: {
    path: "/restaurant",
    image: "dining",
    imageAlt: { sv: "Dukat bord i restaurangen inför middagen", en: "A table laid for dinner in the restaurant" },
  },
  activities: {
    path: "/activities",
    image: "trail",
    imageAlt: { sv: "En stig genom björk- och granskog med vägvisare", en: "A path through birch and spruce forest with signposts" },
  },
  blog: {
    path: "/blog",
    image: "autumn-forest",
    imageAlt: { sv: "Björkar i gult och rött bland mörka granar en höstdag", en: "Birches in yellow and red among dark spruces on an autumn day" },
  },
  magic: {
    path: "/magic",
    image: "northern-lights",
    imageAlt: { sv: "Grönt norrsken över trädtopparna en klar vinternatt", en: "Green northern lights above the treetops on a clear winter night" },
  },
  celebrate: {
    path: "/celebrate",
    image: "celebration",
    imageAlt: { sv: "En tårta med tända ljus under ballonger och ljusslingor", en: "A cake with lit candles under balloons and string lights" },
  },
  "hitta-till-oss": {
    path: "/hitta-till-oss",
    image: "forest-mist",
    imageAlt: { sv: "Morgondimma mellan höga tallar i skogen runt hotellet", en: "Morning mist between tall pines in the forest around the hotel" },
  },
  relax: {
    path: "/relax",
    image: "pool",
    imageAlt: { sv: "Poolen i relaxavdelningen med stora fönster mot skogen", en: "The pool in the relax area with large windows onto the forest" },
  },
  presentkort: {
    path: "/presentkort",
    image: "gift-card",
    imageAlt: { sv: "Ett presentkort med rosett och granris", en: "A gift card tied with a ribbon among spruce twigs" },
  },
  boende: {
    path: "/boende",
    image: "room-deluxe",
    imageAlt: { sv: "Ljust hotellrum med dubbelsäng och utsikt mot skogen", en: "A bright hotel room with a double bed and a view of the forest" },
  },
  integritetspolicy: {
    path: "/integritetspolicy",
    image: "spring",
    imageAlt: { sv: "En klar källa i mossan, kantad av stenar, i granskogen", en: "A clear spring in the moss, edged with stones, in the spruce forest" },
  },
  teambuilding: {
    path: "/teambuilding",
    image: "teambuilding",
    imageAlt: { sv: "En arbetsgrupp som samarbetar utomhus i snön", en: "A team working together outdoors in the snow" },
    parent: "conference",
  },
  villkor: {
    path: "/villkor",
    image: "summer-night",
    imageAlt: { sv: "Ljus sommarnatt över en sjö där solen knappt går ner", en: "A light summer night over a lake where the sun barely sets" },
  },
  "service-utbud": {
    path: "/service-utbud",
    image: "sauna",
    imageAlt: { sv: "Bastun i ljust trä med varm belysning", en: "The light-wood sauna in warm light" },
  },
  kvarglomt: {
    path: "/kvarglomt",
    image: "forest-hut",
    imageAlt: { sv: "Kåta i skogen med rök från eldstaden", en: "A hut in the forest with smoke rising from the fire" },
  },
  "lediga-jobb": {
    path: "/lediga-jobb",
    image: "bar",
    imageAlt: { sv: "Baren med flaskor på upplysta hyllor och barstolar", en: "The bar with bottles on lit shelves and a row of bar stools" },
  },
  tillganglighet: {
    path: "/tillganglighet",
    image: "room-accessible",
    imageAlt: { sv: "Tillgänglighetsanpassat rum med rullstol, säng och dusch utan tröskel", en: "An accessible room with a wheelchair, a bed and a step-free shower" },
  },
};

export const screenIds = Object.keys(screens) as ScreenId[];

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
