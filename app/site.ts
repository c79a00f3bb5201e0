/**
 * The hotel's identity and every external link, in one place.
 * The specification names no hotel, so these are the product's own identity: a real
 * hotel replaces the values here (and nothing else) to make the site its own.
 */
export const hotel = {
  name: "Fjällkällan Hotell & Spa",
  shortName: "Fjällkällan",
  street: "Källbergsvägen 1",
  postalCode: "935 91",
  town: "Norsjö",
  region: "Västerbottens län",
  country: "SE",
  phone: "+46 918 123 40",
  phoneDisplay: "0918-123 40",
  email: "info@fjallkallan.se",
  origin: "https://fjallkallan.se",
  geo: { latitude: 64.9126, longitude: 19.4823 },
} as const;

export const fullAddress = `${hotel.street}, ${hotel.postalCode} ${hotel.town}`;

/** The phone as a link dials it, from anywhere: "tel:+4691812340". How each language writes it: formatPhone (app/i18n/format.ts). */
export const phoneHref = `tel:${hotel.phone.replace(/[^\d+]/g, "")}`;

/** External booking engine: channel identifier on every link, room identifiers for rooms. */
export const bookingEngine = {
  baseUrl: "https://booking.fjallkallan.se",
  channelId: "fjallkallan-web",
  rooms: {
    standard: "STD",
    "pet-friendly": "PET",
    deluxe: "DLX",
  },
} as const;

export type BookableRoom = keyof typeof bookingEngine.rooms;

export function bookingUrl(options: { room?: BookableRoom; packageId?: string; lang?: "sv" | "en" } = {}): string {
  const url = new URL("/search", bookingEngine.baseUrl);
  url.searchParams.set("channel", bookingEngine.channelId);
  if (options.room) url.searchParams.set("room", bookingEngine.rooms[options.room]);
  if (options.lang) url.searchParams.set("lang", options.lang);
  if (options.packageId) {
    url.pathname = `/package/${encodeURIComponent(options.packageId)}`;
  }
  return url.toString();
}

/** External voucher shop for gift cards (opened in a new tab). */
export const voucherUrl = "https://presentkort.fjallkallan.se";

/** Maps: an embedded map by address query, the same map on its own page, and a directions link. */
export const maps = {
  embedOrigin: "https://www.google.com",
  embedUrl: `https://www.google.com/maps?q=${encodeURIComponent(fullAddress)}&output=embed`,
  /** The same map on Google Maps' own page: where "Visa kartan" leads without scripts. */
  viewUrl: `https://www.google.com/maps?q=${encodeURIComponent(fullAddress)}`,
  directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(fullAddress)}`,
} as const;

/** Cloudflare Turnstile, used by the forms only when its keys are configured (app/forms/turnstile.server.ts). */
export const turnstile = {
  origin: "https://challenges.cloudflare.com",
  scriptUrl: "https://challenges.cloudflare.com/turnstile/v0/api.js",
  verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
} as const;

/**
 * Times and rules that many pages repeat (SPEC §9). Reception, breakfast and lunch hours here are
 * only the seed: staff edit them in /staff/content and pages read theirs (app/content/hours.ts).
 */
export const hours = {
  checkIn: "15:00",
  checkOut: "11:00",
  spaWeekendCheckOut: "12:00",
  breakfastWeekdays: "06:00–09:30",
  breakfastWeekends: "07:00–10:00",
  /** SPEC §9 names no lunch hours (only "every weekday"): the product's own, like the address above. */
  lunchWeekdays: "11:00–14:00",
  receptionWeekdays: "08:00–17:00",
  receptionWeekends: "09:00–16:00",
  dayConference: "08:00–16:00",
  spaDay: "11:30–16:30",
} as const;

export const counts = {
  rooms: 40,
  conferenceRooms: 8,
  harmonyPercent: 100,
  chargerPosts: 4,
} as const;

export const replyWithinHours = 24;

/**
 * Facts SPEC §9 gives two readings of; the site shows one of each, from here (decision 015).
 * Day guests in the relax area: Monday–Saturday 12:00–18:00 (the FAQ's and sauna text's reading).
 * Conference and meeting rooms: 2–100 people (the FAQ's, meeting rooms' and §9 Conference's reading).
 */
export const daySpaGuestHours = {
  days: { sv: "måndag–lördag", en: "Monday–Saturday" },
  /** schema.org dayOfWeek for the same days. */
  dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  time: "12:00–18:00",
} as const;

export const conferenceCapacity = { min: 2, max: 100 } as const;

/** SPEC §9: "Spa for a day: Friday to Saturday" (its hours are `hours.spaDay`). */
export const spaForADayDays = { sv: "fredag–lördag", en: "Friday–Saturday" } as const;
