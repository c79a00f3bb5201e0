/**
 * schema.org nodes (JSON-LD) for the pages search engines show richly: the hotel, its restaurant
 * and day spa, food events, magazine articles, job openings and breadcrumbs.
 * Every fact is read from ../site and ../content, never retyped (CONVENTIONS habit 8).
 * No FAQPage (docs/decisions/003-search-engines-and-link-previews.md); the rooms' prices are
 * offers since staff keep them current, with their validity (decision 054).
 */
import { ogImageUrl } from "../images/urls";
import type { Article } from "../content/articles";
import type { FoodEvent } from "../content/food-events";
import type { JobPosition } from "../content/jobs";
import type { Room } from "../content/rooms";
import { menuCategoryLabels } from "../content/menus";
import { pageIntro } from "../content/pages";
import { servicesFor, type ServiceCard } from "../content/services";
import { paymentMethods } from "../content/terms";
import { relaxPageTextsFor } from "../content/treatments";
import type { Lang } from "../i18n/lang";
import type { Picture } from "../photos/photos";
import { counts, daySpaGuestHours, hotel, hours as siteHours, maps } from "../site";
import { dinnerDayNames, seededHoursContent, type ExceptionScope, type HoursContent, type HoursException } from "../content/hours";
import { siteUrl, type JsonLdNode } from "./meta";
import { screens } from "../screens";
import { screenPreviews } from "./previews.server";
import { escapeHtml } from "~/server/escape-html";

type Node = JsonLdNode;

const dayNames = {
  weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  weekends: ["Saturday", "Sunday"],
} as const;

/** "06:00–09:30" → ["06:00", "09:30"]. */
export function timeRange(range: string): { opens: string; closes: string } {
  const [opens, closes] = range.split(/\s*[–-]\s*/);
  if (!opens || !closes || !/^\d{2}:\d{2}$/.test(opens) || !/^\d{2}:\d{2}$/.test(closes)) throw new Error(`Not a time range: ${range}`);
  return { opens, closes };
}

const hotelId = (origin: string) => `${origin}/#hotel`;
const restaurantId = (origin: string) => `${origin}/restaurant#restaurant`;
const spaId = (origin: string) => `${origin}/relax#dayspa`;

function postalAddress(): Node {
  return {
    "@type": "PostalAddress",
    streetAddress: hotel.street,
    postalCode: hotel.postalCode,
    addressLocality: hotel.town,
    addressRegion: hotel.region,
    addressCountry: hotel.country,
  };
}

function geo(): Node {
  return { "@type": "GeoCoordinates", latitude: hotel.geo.latitude, longitude: hotel.geo.longitude };
}

/** The hotel's building, as events and job openings name their location. */
function place(lang: Lang, origin: string): Node {
  return { "@type": "Place", name: hotel.name, address: postalAddress(), geo: geo(), url: siteUrl(origin, "/", lang) };
}

function organization(lang: Lang, origin: string): Node {
  return { "@type": "Organization", "@id": hotelId(origin), name: hotel.name, url: siteUrl(origin, "/", lang) };
}

const image = (picture: Picture, origin: string) => ogImageUrl(picture, origin);

function feature(name: string, value: boolean | number = true): Node {
  return { "@type": "LocationFeatureSpecification", name, value };
}

function service(cards: ServiceCard[], id: ServiceCard["id"]): ServiceCard {
  const card = cards.find((c) => c.id === id);
  if (!card) throw new Error(`No service card "${id}"`);
  return card;
}

/** The amenities a guest filters hotels by, named as the service list and the relax page name them. */
function amenities(lang: Lang): Node[] {
  const cards = servicesFor(lang);
  const facilities = relaxPageTextsFor(lang).spakit.facilities;
  const facility = (id: "pool" | "sauna") => facilities.find((f) => f.id === id)?.title ?? id;
  return [
    feature(facility("pool")),
    feature(facility("sauna")),
    feature(service(cards, "day-spa").title),
    feature(service(cards, "treatments").title),
    feature(service(cards, "ev-charging").title, counts.chargerPosts),
    feature(service(cards, "parking").title),
    feature(service(cards, "wifi").title),
    feature(service(cards, "meeting-rooms").title, counts.conferenceRooms),
    feature(service(cards, "bar").title),
    feature(service(cards, "pets").title),
    feature(service(cards, "accessible-room").title),
    feature(service(cards, "smoke-free").title),
  ];
}

/**
 * An exception to the weekly hours, from its first through its last day; closed days are "00:00"
 * to "00:00", as schema.org and Google read a closed day.
 */
function specialHours(exceptions: readonly HoursException[], scopes: readonly ExceptionScope[]): Node[] {
  return exceptions
    .filter((exception) => scopes.includes(exception.scope))
    .map((exception) => ({
      "@type": "OpeningHoursSpecification",
      name: exception.text,
      validFrom: exception.from,
      validThrough: exception.to,
      ...(exception.hours ? timeRange(exception.hours) : { opens: "00:00", closes: "00:00" }),
    }));
}

/** Only where there are any (an empty list would say nothing). */
const special = (nodes: Node[]): { specialOpeningHoursSpecification?: Node[] } =>
  nodes.length ? { specialOpeningHoursSpecification: nodes } : {};

const dinnerName: Record<Lang, string> = { sv: "Middag", en: "Dinner" };

/** Breakfast every day, lunch on weekdays and dinner on its days: the hours the weekly menu shows. */
function restaurantHours(lang: Lang, { hours }: HoursContent): Node[] {
  const spec = (name: string, days: readonly string[], range: string): Node => ({
    "@type": "OpeningHoursSpecification",
    name,
    dayOfWeek: [...days],
    ...timeRange(range),
  });
  return [
    spec(menuCategoryLabels.breakfast[lang], dayNames.weekdays, hours.breakfastWeekdays),
    spec(menuCategoryLabels.breakfast[lang], dayNames.weekends, hours.breakfastWeekends),
    spec(menuCategoryLabels.lunch[lang], dayNames.weekdays, hours.lunchWeekdays),
    // Dinner only once staff give its hours (the days alone say nothing a search engine can use).
    ...(hours.dinner ? [spec(dinnerName[lang], dinnerDayNames[hours.dinnerDays], hours.dinner)] : []),
  ];
}

export function restaurantJsonLd(lang: Lang, origin: string, content: HoursContent = seededHoursContent): Node {
  const page = pageIntro("restaurant", lang);
  return {
    "@type": "Restaurant",
    "@id": restaurantId(origin),
    name: `${page.heading} – ${hotel.shortName}`,
    description: page.description,
    url: siteUrl(origin, screens.restaurant.path, lang),
    image: image(screenPreviews.restaurant.image, origin),
    telephone: hotel.phone,
    email: hotel.email,
    address: postalAddress(),
    geo: geo(),
    hasMenu: siteUrl(origin, screens["weekly-menu"].path, lang),
    acceptsReservations: true,
    openingHoursSpecification: restaurantHours(lang, content),
    ...special(specialHours(content.exceptions, ["breakfast", "lunch", "dinner", "restaurant", "all"])),
    paymentAccepted: paymentMethods[lang].join(", "),
    containedInPlace: { "@id": hotelId(origin) },
  };
}

function daySpaJsonLd(lang: Lang, origin: string, content: HoursContent): Node {
  const page = pageIntro("relax", lang);
  return {
    "@type": "DaySpa",
    "@id": spaId(origin),
    name: `${service(servicesFor(lang), "day-spa").title} – ${hotel.shortName}`,
    description: page.description,
    url: siteUrl(origin, screens.relax.path, lang),
    image: image(screenPreviews.relax.image, origin),
    telephone: hotel.phone,
    address: postalAddress(),
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: [...daySpaGuestHours.dayOfWeek], ...timeRange(content.hours.daySpa) },
    ],
    ...special(specialHours(content.exceptions, ["dayspa", "all"])),
    containedInPlace: { "@id": hotelId(origin) },
  };
}

export function hotelJsonLd(lang: Lang, origin: string, content: HoursContent = seededHoursContent): Node {
  const page = pageIntro("home", lang);
  return {
    "@type": "Hotel",
    "@id": hotelId(origin),
    name: hotel.name,
    alternateName: hotel.shortName,
    description: page.description,
    url: siteUrl(origin, "/", lang),
    image: image(screenPreviews.home.image, origin),
    telephone: hotel.phone,
    email: hotel.email,
    address: postalAddress(),
    geo: geo(),
    hasMap: maps.directionsUrl,
    checkinTime: siteHours.checkIn,
    checkoutTime: siteHours.checkOut,
    numberOfRooms: counts.rooms,
    amenityFeature: amenities(lang),
    paymentAccepted: paymentMethods[lang].join(", "),
    currenciesAccepted: "SEK",
    petsAllowed: true,
    smokingAllowed: false,
    availableLanguage: ["sv", "en"],
    department: [restaurantJsonLd(lang, origin, content), daySpaJsonLd(lang, origin, content)],
  };
}

/** A room type as /boende shows it, with its offers of the day (`priceOffers`, app/content-store/prices.ts). */
export interface RoomWithOffers {
  room: Room;
  offers: ReadonlyArray<Record<string, string | number>>;
}

/**
 * Each room type on /boende as a HotelRoom of the hotel, and its nightly prices as offers of it:
 * today's, valid until the day before a next price staff entered ahead, and that one from its day.
 * A room on request has no offer.
 */
export function hotelRoomsJsonLd(rooms: readonly RoomWithOffers[], lang: Lang, origin: string): Node[] {
  const page = siteUrl(origin, screens.rooms.path, lang);
  return rooms.flatMap(({ room, offers }) => {
    const id = `${page}#${room.id}`;
    const node: Node = {
      "@type": "HotelRoom",
      "@id": id,
      name: room.title,
      description: room.description,
      url: id,
      image: image(room.image, origin),
      floorSize: { "@type": "QuantitativeValue", value: room.sizeSqm, unitCode: "MTK" },
      occupancy: { "@type": "QuantitativeValue", maxValue: room.maxGuests },
      containedInPlace: { "@id": hotelId(origin) },
    };
    return [node, ...offers.map((offer): Node => ({ ...offer, "@type": "Offer", itemOffered: { "@id": id }, url: id }))];
  });
}

export function foodEventJsonLd(event: FoodEvent, lang: Lang, origin: string): Node {
  return {
    "@type": "Event",
    name: event.title,
    description: event.description.join(" "),
    startDate: event.dateIso,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: siteUrl(origin, `/food-event/${event.id}`, lang),
    image: image(event.image, origin),
    inLanguage: lang,
    location: place(lang, origin),
    organizer: organization(lang, origin),
  };
}

export function blogPostingJsonLd(article: Article, lang: Lang, origin: string): Node {
  const url = siteUrl(origin, `/blog/${article.id}`, lang);
  return {
    "@type": "BlogPosting",
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    inLanguage: lang,
    url,
    mainEntityOfPage: url,
    image: image(article.image, origin),
    author: organization(lang, origin),
    publisher: { ...organization(lang, origin), logo: `${origin}/favicon.svg` },
  };
}

/** Every open position on /lediga-jobb, each as a JobPosting (with its last day to apply, when it has one). */
export function jobPostingsJsonLd(jobs: readonly JobPosition[], lang: Lang, origin: string): Node[] {
  const url = siteUrl(origin, screens.jobs.path, lang);
  return jobs.map((job) => ({
    "@type": "JobPosting",
    title: job.title,
    // Google asks for the full description; its HTML may use <p> and <ul>.
    description: [
      ...job.description.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<ul>${job.tasks.map((t) => `<li>${escapeHtml(t)}</li>`).join("")}</ul>`,
    ].join(""),
    identifier: { "@type": "PropertyValue", name: hotel.name, value: job.id },
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employment.minPercent < 100 ? ["FULL_TIME", "PART_TIME"] : ["FULL_TIME"],
    hiringOrganization: { "@type": "Organization", name: hotel.name, sameAs: siteUrl(origin, "/", lang), logo: `${origin}/favicon.svg` },
    jobLocation: { "@type": "Place", address: postalAddress() },
    url,
    directApply: true,
    inLanguage: lang,
  }));
}

export function breadcrumbJsonLd(trail: Array<{ name: string; url: string }>): Node {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
