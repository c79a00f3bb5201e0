/**
 * The four room types and the amenities every room has (SPEC §2 "Accommodation", §3 "Room types", §9 "Hotel").
 * Prices per night include VAT; breakfast and dinner are always included for private guests.
 */
import { localized, localizedLines, type ContentData } from "../content-store/data";
import { priceOn, upcomingPrice } from "../content-store/prices";
import type { ImageKey } from "../images/keys";
import { noPhotos, pictureOf, type Photos, type Picture } from "../photos/photos";
import type { Lang, Localized } from "../i18n/lang";
import type { BookableRoom } from "../site";
import { formatSek } from "../i18n/format";
import { longDay } from "./coming-price";

export const roomIds = ["standard", "pet-friendly", "accessible", "deluxe"] as const;
export type RoomId = (typeof roomIds)[number];

/** What a night costs, as SPEC §9 gives it ("from" prices; the booking engine has the exact rate). */
export type RoomPrice = { kind: "per-person"; from: number; forTwo?: number } | { kind: "for-two"; from: number } | { kind: "on-request" };

/** Standard, pet-friendly and deluxe are booked in the booking engine; the accessible room by inquiry, so we can ask about needs first. */
export type RoomBooking = { kind: "engine"; room: BookableRoom } | { kind: "inquiry" };

/** SPEC §9: pet fee per pet. */
export const PET_FEE_SEK = 450;

export interface Room {
  id: RoomId;
  /** A catalogue picture, or a photo staff uploaded (app/photos/). */
  image: Picture;
  sizeSqm: number;
  maxGuests: number;
  price: RoomPrice;
  booking: RoomBooking;
  title: string;
  description: string;
  imageAlt: string;
  /** Short facts shown as a list, starting with size and capacity. */
  features: string[];
  /** The price per night as the visitor reads it. */
  priceLabel: string;
  /** Next season's price, once staff have entered it ahead: "Nytt pris från 1 januari 2027: …". */
  comingPrice?: string;
}

interface RoomSource {
  id: RoomId;
  image: ImageKey;
  sizeSqm: number;
  maxGuests: number;
  price: RoomPrice;
  booking: RoomBooking;
  text: Localized<{ title: string; description: string; imageAlt: string; features: string[] }>;
}

const rooms: RoomSource[] = [
  {
    id: "standard",
    image: "room-standard",
    sizeSqm: 23,
    maxGuests: 3,
    price: { kind: "per-person", from: 1545 },
    booking: { kind: "engine", room: "standard" },
    text: {
      sv: {
        title: "Standardrum",
        description:
          "Ett ljust och ombonat rum med två enkelsängar och en bäddsoffa, så att både par, vänner och den lilla familjen får plats. Här vaknar du utvilad och har nära till frukosten, poolen och skogen.",
        imageAlt: "Standardrum med två bäddade enkelsängar, trägolv och fönster mot trädgården",
        features: ["23 kvm", "Upp till 3 personer", "2 enkelsängar + bäddsoffa", "Frukost och middag ingår"],
      },
      en: {
        title: "Standard room",
        description:
          "A bright, cosy room with two single beds and a sofa bed, so couples, friends and small families all have room. Wake up rested, close to breakfast, the pool and the forest.",
        imageAlt: "Standard room with two made-up single beds, a wooden floor and a window onto the garden",
        features: ["23 sqm", "Up to 3 guests", "2 single beds + sofa bed", "Breakfast and dinner included"],
      },
    },
  },
  {
    id: "pet-friendly",
    image: "room-pet",
    sizeSqm: 25,
    maxGuests: 3,
    price: { kind: "on-request" },
    booking: { kind: "engine", room: "pet-friendly" },
    text: {
      sv: {
        title: "Husdjursvänligt rum",
        description:
          "Rummet för dig som reser med hund eller katt. Den egna entrén gör det lätt att ta morgonpromenaden direkt ut i skogen, utan att gå genom hotellet. Säg till när du bokar vilka djur som följer med.",
        imageAlt: "Husdjursvänligt rum med egen entré och en hundbädd vid dörren ut mot skogen",
        features: ["25 kvm", "Upp till 3 personer", "Egen entré", `Husdjursavgift ${formatSek(PET_FEE_SEK, "sv")} per djur`],
      },
      en: {
        title: "Pet-friendly room",
        description:
          "The room for guests travelling with a dog or cat. Its own entrance makes it easy to take the morning walk straight out into the forest without going through the hotel. Let us know which animals are coming when you book.",
        imageAlt: "Pet-friendly room with a private entrance and a dog bed by the door to the forest",
        features: ["25 sqm", "Up to 3 guests", "Private entrance", `Pet fee ${formatSek(PET_FEE_SEK, "en")} per pet`],
      },
    },
  },
  {
    id: "accessible",
    image: "room-accessible",
    sizeSqm: 26,
    maxGuests: 3,
    price: { kind: "for-two", from: 1960 },
    booking: { kind: "inquiry" },
    text: {
      sv: {
        title: "Tillgänglighetsanpassat rum",
        description:
          "Ett rymligt rum med gott om plats att röra sig och ett badrum anpassat för rullstol. Skicka en förfrågan och berätta vad du behöver, så ser vi till att allt är på plats när du kommer.",
        imageAlt: "Rymligt tillgänglighetsanpassat rum med fri golvyta runt sängen",
        features: ["26 kvm", "Upp till 3 personer", "Anpassat för rullstol", "Frukost och middag ingår"],
      },
      en: {
        title: "Accessible room",
        description:
          "A spacious room with plenty of space to move around and a wheelchair-accessible bathroom. Send us an inquiry and tell us what you need, and we will make sure everything is ready when you arrive.",
        imageAlt: "Spacious accessible room with clear floor space around the bed",
        features: ["26 sqm", "Up to 3 guests", "Wheelchair accessible", "Breakfast and dinner included"],
      },
    },
  },
  {
    id: "deluxe",
    image: "room-deluxe",
    sizeSqm: 25,
    maxGuests: 2,
    price: { kind: "per-person", from: 1998, forTwo: 3995 },
    booking: { kind: "engine", room: "deluxe" },
    text: {
      sv: {
        title: "Deluxerum",
        description:
          "Vårt rum för två, med en bred king size-säng och egen balkong. Ta kvällsteet ute i den friska luften och lyssna på skogen innan du somnar.",
        imageAlt: "Deluxerum med king size-säng och balkongdörr mot trädtopparna",
        features: ["25 kvm", "Upp till 2 personer", "King size-säng", "Egen balkong"],
      },
      en: {
        title: "Deluxe room",
        description:
          "Our room for two, with a wide king-size bed and a balcony of its own. Take your evening tea out in the fresh air and listen to the forest before you fall asleep.",
        imageAlt: "Deluxe room with a king-size bed and a balcony door facing the treetops",
        features: ["25 sqm", "Up to 2 guests", "King-size bed", "Private balcony"],
      },
    },
  },
];

function priceLabel(price: RoomPrice, lang: Lang): string {
  const sek = (amount: number) => formatSek(amount, lang);
  switch (price.kind) {
    case "per-person":
      if (price.forTwo !== undefined) {
        return lang === "sv"
          ? `Från ${sek(price.from)} per person eller ${sek(price.forTwo)} för två per natt`
          : `From ${sek(price.from)} per person or ${sek(price.forTwo)} for two per night`;
      }
      return lang === "sv" ? `Från ${sek(price.from)} per person och natt` : `From ${sek(price.from)} per person per night`;
    case "for-two":
      return lang === "sv" ? `Från ${sek(price.from)} för två per natt` : `From ${sek(price.from)} for two per night`;
    case "on-request":
      return lang === "sv" ? "Pris per natt på förfrågan" : "Price per night on request";
  }
}

/** A room type's price as SPEC §9 gives it (for other modules that quote it, so they cannot drift). */
export function roomPrice(id: RoomId): RoomPrice {
  return sourceOf(id).price;
}

function sourceOf(id: RoomId): RoomSource {
  const room = rooms.find((r) => r.id === id);
  if (!room) throw new Error(`Unknown room ${id}`);
  return room;
}

/**
 * How a room is booked: the booking engine's ids are code, not content (decision 054), so a room
 * staff retitle is still booked as the same room.
 */
export function roomBooking(id: RoomId): RoomBooking {
  return sourceOf(id).booking;
}

/** The size and capacity the list of facts starts with ("23 kvm", "Upp till 3 personer"). */
function sizeAndGuests(sizeSqm: number, maxGuests: number, lang: Lang): string[] {
  return lang === "sv" ? [`${sizeSqm} kvm`, `Upp till ${maxGuests} personer`] : [`${sizeSqm} sqm`, `Up to ${maxGuests} guests`];
}

/**
 * A room as the editor stores it (app/content-store/catalogue-kinds.ts): SPEC §9's texts and
 * prices, the seed of migration 0029. The list of facts leaves out size and capacity, which the
 * page writes from their own fields.
 */
export function seededRoomData(id: RoomId): ContentData {
  const room = sourceOf(id);
  const both = (name: string, value: (text: RoomSource["text"]["sv"]) => string) => ({
    [`${name}Sv`]: value(room.text.sv),
    [`${name}En`]: value(room.text.en),
  });
  const { price } = room;
  return {
    ...both("title", (t) => t.title),
    ...both("description", (t) => t.description),
    sizeSqm: room.sizeSqm,
    maxGuests: room.maxGuests,
    ...both("features", (t) => t.features.slice(2).join("\n")),
    ...(price.kind === "per-person" ? { pricePerPerson: price.from } : {}),
    ...(price.kind === "per-person" && price.forTwo !== undefined ? { priceForTwo: price.forTwo } : {}),
    ...(price.kind === "for-two" ? { priceForTwo: price.from } : {}),
    image: room.image,
    ...both("imageAlt", (t) => t.imageAlt),
  };
}

/** The price of a night on a day in Sweden: per person (and for two), for two, or on request when staff set neither. */
export function roomPriceOn(data: ContentData, day: string): RoomPrice {
  const perPerson = priceOn(data, "pricePerPerson", day);
  const forTwo = priceOn(data, "priceForTwo", day);
  if (perPerson !== undefined)
    return forTwo === undefined ? { kind: "per-person", from: perPerson } : { kind: "per-person", from: perPerson, forTwo };
  return forTwo === undefined ? { kind: "on-request" } : { kind: "for-two", from: forTwo };
}

/** The first day a price of the room changes, if staff have entered one ahead. */
function nextPriceDay(data: ContentData, day: string): string | undefined {
  const days = ["pricePerPerson", "priceForTwo"].flatMap((name) => upcomingPrice(data, name, day)?.from ?? []);
  return days.sort()[0];
}

/**
 * The line under the price when next season's is entered: guests book ahead, so a stay after the
 * change is quoted at the new price. "Nytt pris från 1 januari 2027: från 1 620 kr per person och natt".
 */
function comingPriceLine(data: ContentData, day: string, lang: Lang): string | undefined {
  const from = nextPriceDay(data, day);
  if (!from) return undefined;
  const label = priceLabel(roomPriceOn(data, from), lang);
  const lowered = label.charAt(0).toLowerCase() + label.slice(1);
  return lang === "sv" ? `Nytt pris från ${longDay(from, "sv")}: ${lowered}` : `New price from ${longDay(from, "en")}: ${lowered}`;
}

/** A room as the page shows it on a day in Sweden, from what staff published. */
export function roomFromData(id: RoomId, data: ContentData, lang: Lang, day: string, photos: Photos = noPhotos): Room {
  const sizeSqm = Number(data.sizeSqm ?? 0);
  const maxGuests = Number(data.maxGuests ?? 0);
  const price = roomPriceOn(data, day);
  const comingPrice = comingPriceLine(data, day, lang);
  return {
    id,
    image: pictureOf(data.image, photos, sourceOf(id).image),
    sizeSqm,
    maxGuests,
    price,
    booking: roomBooking(id),
    title: localized(data, "title", lang),
    description: localized(data, "description", lang),
    imageAlt: localized(data, "imageAlt", lang),
    features: [...sizeAndGuests(sizeSqm, maxGuests, lang), ...localizedLines(data, "features", lang)],
    priceLabel: priceLabel(price, lang),
    ...(comingPrice ? { comingPrice } : {}),
  };
}

/** The room types in display order, in one language, as SPEC §9 gives them (the seed). */
export function roomsFor(lang: Lang): Room[] {
  return roomIds.map((id) => roomFromData(id, seededRoomData(id), lang, "2026-01-01"));
}

export const amenityIds = [
  "towels",
  "bathrobe",
  "hairdryer",
  "wardrobe",
  "hangers",
  "shoehorn",
  "desk",
  "chair",
  "flat-tv",
  "wifi",
  "usb-charger",
  "garden-view",
] as const;
export type AmenityId = (typeof amenityIds)[number];

const amenityLabels: Record<AmenityId, Localized> = {
  towels: { sv: "Handdukar", en: "Towels" },
  bathrobe: { sv: "Badrock", en: "Bathrobe" },
  hairdryer: { sv: "Hårtork", en: "Hairdryer" },
  wardrobe: { sv: "Garderob", en: "Wardrobe" },
  hangers: { sv: "Galgar", en: "Clothes hangers" },
  shoehorn: { sv: "Skohorn", en: "Shoehorn" },
  desk: { sv: "Skrivbord", en: "Desk" },
  chair: { sv: "Stol", en: "Chair" },
  "flat-tv": { sv: "Platt-tv", en: "Flat-screen TV" },
  wifi: { sv: "Wifi", en: "Wi-Fi" },
  "usb-charger": { sv: "USB-laddare", en: "USB charger" },
  "garden-view": { sv: "Utsikt mot trädgården", en: "Garden view" },
};

export interface Amenity {
  id: AmenityId;
  label: string;
}

/** What every room has, in one language. */
export function amenitiesFor(lang: Lang): Amenity[] {
  return amenityIds.map((id) => ({ id, label: amenityLabels[id][lang] }));
}

export interface RoomsPageTexts {
  roomsHeading: string;
  roomsLead: string;
  bookNow: string;
  priceNote: string;
  amenitiesHeading: string;
  amenitiesLead: string;
  bookStayHeading: string;
  bookStayText: string;
  bookStay: string;
}

const pageTexts: Localized<RoomsPageTexts> = {
  sv: {
    roomsHeading: "Våra rum",
    roomsLead: "Fyra rumstyper, var och en med sin egen karaktär. Alla priser gäller per natt.",
    bookNow: "BOKA NU",
    priceNote:
      "Priserna gäller per natt och inkluderar moms. För privatgäster ingår alltid frukost och middag, liksom fri tillgång till pool, bastu och lounge.",
    amenitiesHeading: "Det här finns i alla rum",
    amenitiesLead: "Oavsett vilket rum du väljer väntar det här på dig.",
    bookStayHeading: "Vill du ha hjälp att välja?",
    bookStayText: "Berätta när du vill komma och hur många ni är, så föreslår vi rummet som passar er bäst.",
    bookStay: "BOKA DIN VISTELSE",
  },
  en: {
    roomsHeading: "Our rooms",
    roomsLead: "Four room types, each with a character of its own. All prices are per night.",
    bookNow: "BOOK NOW",
    priceNote:
      "Prices are per night and include VAT. Private guests always have breakfast and dinner included, along with free use of the pool, sauna and lounge.",
    amenitiesHeading: "In every room",
    amenitiesLead: "Whichever room you choose, this is waiting for you.",
    bookStayHeading: "Would you like help choosing?",
    bookStayText: "Tell us when you would like to come and how many of you there are, and we will suggest the room that suits you best.",
    bookStay: "BOOK YOUR STAY",
  },
};

export function roomsPageTextsFor(lang: Lang): RoomsPageTexts {
  return pageTexts[lang];
}
