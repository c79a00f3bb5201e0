import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { todayInSweden } from "~/forms/dates";
import type { Lang } from "~/i18n/lang";
import { faqCatalogueOf, type FaqCatalogue } from "~/content/faq";
import { giftCardTierFromData, giftCardTierKeys, seededGiftCardPrices, type GiftCardPrices, type GiftCardTier } from "~/content/gift-cards";
import { photosOf } from "~/photos/photos.server";
import { roomFromData, roomIds, type Room } from "~/content/rooms";
import { treatmentFromData, treatmentIds, type Treatment } from "~/content/treatments";
import type { RoomWithOffers } from "~/seo/structured-data.server";
import type { ContentData } from "./data";
import { priceOffers } from "./prices";
import { readContent, type ContentItem } from "./store.server";

/**
 * What the pages read of the catalogue staff edit (issue 36, docs/decisions/054-catalogue-in-the-store.md):
 * the rooms and treatments they published, at the prices of the day in Sweden. The page cache keys
 * on that day, so a price entered ahead shows on its day without a purge.
 */

/** Catalogue items of the kinds, read once per request however many loaders ask. */
const reads = new WeakMap<object, Map<string, Promise<ContentItem[]>>>();

function catalogueItems(context: Readonly<RouterContextProvider>, kind: "room" | "treatment" | "gift-card"): Promise<ContentItem[]> {
  let ofContext = reads.get(context);
  if (!ofContext) reads.set(context, (ofContext = new Map()));
  let read = ofContext.get(kind);
  if (!read) {
    read = readContent(getDb(context.get(cloudflareContext).env.DB), { kinds: [kind] });
    ofContext.set(kind, read);
  }
  return read;
}

/** Each seeded id's published data, in the site's order; hidden ones are left out. */
function inOrder<Id extends string>(items: readonly ContentItem[], ids: readonly Id[]): Array<[Id, ContentData]> {
  return ids.flatMap((id) => {
    const item = items.find((entry) => entry.key === id);
    return item ? [[id, item.data] as [Id, ContentData]] : [];
  });
}

/** The rooms the page shows today, in the site's order. */
export async function catalogueRooms(context: Readonly<RouterContextProvider>, lang: Lang, now = new Date()): Promise<Room[]> {
  return (await catalogueRoomsWithOffers(context, lang, now)).map(({ room }) => room);
}

/** What a night's offer is for, in the structured data. */
const offerNames = {
  pricePerPerson: { sv: "Per person och natt", en: "Per person per night" },
  priceForTwo: { sv: "För två per natt", en: "For two per night" },
} as const;

/** The rooms with their prices as schema.org offers of the day: today's, and a next one from its day. */
export async function catalogueRoomsWithOffers(
  context: Readonly<RouterContextProvider>,
  lang: Lang,
  now = new Date(),
): Promise<RoomWithOffers[]> {
  const day = todayInSweden(now);
  const items = await catalogueItems(context, "room");
  const photos = await photosOf(getDb(context.get(cloudflareContext).env.DB), items);
  return inOrder(items, roomIds).map(([id, data]) => ({
    room: roomFromData(id, data, lang, day, photos),
    offers: (["pricePerPerson", "priceForTwo"] as const).flatMap((name) =>
      priceOffers(data, name, day).map((offer) => ({ ...offer, name: offerNames[name][lang] })),
    ),
  }));
}

/** The treatments the relax page shows today, the seeded ones in the site's order, then the new ones by title. */
export async function catalogueTreatments(context: Readonly<RouterContextProvider>, lang: Lang, now = new Date()): Promise<Treatment[]> {
  const day = todayInSweden(now);
  const items = await catalogueItems(context, "treatment");
  const photos = await photosOf(getDb(context.get(cloudflareContext).env.DB), items);
  const seeded = (key: string) => {
    const at = (treatmentIds as readonly string[]).indexOf(key);
    return at === -1 ? treatmentIds.length : at;
  };
  return items
    .map((item) => treatmentFromData(item.key, item.data, lang, day, photos))
    .sort((a, b) => seeded(a.id) - seeded(b.id) || a.title.localeCompare(b.title, lang));
}

/** What the FAQ quotes of the catalogue today (room prices, the classic massage's, the gift cards' amounts). */
export async function faqCatalogue(context: Readonly<RouterContextProvider>, now = new Date()): Promise<FaqCatalogue> {
  const [rooms, treatments, giftCards] = await Promise.all([
    catalogueRooms(context, "sv", now),
    catalogueTreatments(context, "sv", now),
    catalogueGiftCards(context, "sv", now),
  ]);
  return faqCatalogueOf(rooms, treatments, giftCards);
}

/**
 * What the gift cards' examples quote today: the massages' and the standard room's prices; one
 * that staff hid, or whose length changed, is quoted as SPEC §9 gives it.
 */
export async function giftCardPrices(context: Readonly<RouterContextProvider>, now = new Date()): Promise<GiftCardPrices> {
  const [rooms, treatments] = await Promise.all([catalogueRooms(context, "sv", now), catalogueTreatments(context, "sv", now)]);
  const option = (id: string, minutes: number) =>
    treatments.find((treatment) => treatment.id === id)?.options.find((entry) => entry.minutes === minutes)?.price;
  const standard = rooms.find((room) => room.id === "standard")?.price;
  const seeded = seededGiftCardPrices;
  return {
    classic25: option("classic-massage", 25) ?? seeded.classic25,
    classic50: option("classic-massage", 50) ?? seeded.classic50,
    aroma50: option("aroma-massage", 50) ?? seeded.aroma50,
    standardPerPerson: standard?.kind === "per-person" ? standard.from : seeded.standardPerPerson,
  };
}

/**
 * The gift card tiers /presentkort shows today (docs/decisions/060-gift-cards-in-the-store.md): the
 * amounts staff set for the day, in the site's order; a hidden tier is left out.
 */
export async function catalogueGiftCards(context: Readonly<RouterContextProvider>, lang: Lang, now = new Date()): Promise<GiftCardTier[]> {
  const day = todayInSweden(now);
  const [items, prices] = await Promise.all([catalogueItems(context, "gift-card"), giftCardPrices(context, now)]);
  const photos = await photosOf(getDb(context.get(cloudflareContext).env.DB), items);
  return inOrder(items, giftCardTierKeys).map(([key, data]) => giftCardTierFromData(key, data, lang, day, prices, photos));
}
