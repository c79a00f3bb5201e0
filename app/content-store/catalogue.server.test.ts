import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cloudflareContext } from "~/context";
import { faqFor } from "~/content/faq";
import { roomIds, roomsFor } from "~/content/rooms";
import { treatmentIds, treatmentsFor } from "~/content/treatments";
import { seededHoursContent } from "~/content/hours";
import { getDb } from "~/db/client.server";
import { staffPrices } from "./catalogue-prices.server";
import { hotelRoomsJsonLd } from "~/seo/structured-data.server";
import { giftCardTiersFor } from "~/content/gift-cards";
import { catalogueRooms, catalogueRoomsWithOffers, catalogueTreatments, faqCatalogue, giftCardPrices } from "./catalogue.server";
import { publishItem, readItem } from "./store.server";

const db = getDb(env.DB);
const contextFor = () => {
  // A fresh request each time: the catalogue is read once per request.
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx: {} as ExecutionContext, requestId: "t", cspNonce: "" });
  return context;
};

describe("the catalogue from the store", () => {
  it("reads the seeded rooms and treatments exactly as the code had them, in both languages", async () => {
    for (const lang of ["sv", "en"] as const) {
      expect(await catalogueRooms(contextFor(), lang)).toEqual(roomsFor(lang));
      expect(await catalogueTreatments(contextFor(), lang)).toEqual(treatmentsFor(lang));
    }
    expect(roomsFor("sv").map((room) => room.id)).toEqual([...roomIds]);
    expect(treatmentsFor("sv").map((treatment) => treatment.id)).toEqual([...treatmentIds]);
    expect(faqFor("sv", seededHoursContent, await faqCatalogue(contextFor()))).toEqual(faqFor("sv"));
  });

  it("changes a room's price on its day in Sweden, says so the day before and quotes it in the FAQ", async () => {
    const item = (await readItem(db, "room", "standard"))!;
    const outcome = await publishItem(db, {
      kind: "room",
      key: "standard",
      expectedVersion: item.version,
      data: { ...item.data, pricePerPersonNext: 1620, pricePerPersonNextFrom: "2027-01-01" },
      who: "t",
    });
    expect(outcome.saved).toBe(true);
    // 31 December 2026, 22:30 UTC is 23:30 in Sweden: still the old year's price.
    const before = await catalogueRooms(contextFor(), "sv", new Date("2026-12-31T22:30:00Z"));
    expect(before[0]!.priceLabel).toBe("Från 1\u00a0545\u00a0kr per person och natt");
    expect(before[0]!.comingPrice).toBe("Nytt pris från 1 januari 2027: från 1\u00a0620\u00a0kr per person och natt");
    const beforeEn = await catalogueRooms(contextFor(), "en", new Date("2026-12-31T22:30:00Z"));
    expect(beforeEn[0]!.comingPrice).toBe("New price from 1 January 2027: from 1,620\u00a0SEK per person per night");
    // 23:30 UTC is already 00:30 on New Year's Day in Sweden.
    const after = await catalogueRooms(contextFor(), "sv", new Date("2026-12-31T23:30:00Z"));
    expect(after[0]!.priceLabel).toBe("Från 1\u00a0620\u00a0kr per person och natt");
    expect(after[0]!.comingPrice).toBeUndefined();
    const answer = async (now: Date) =>
      faqFor("sv", seededHoursContent, await faqCatalogue(contextFor(), now)).find((entry) => entry.id === "room-prices")!.answer;
    expect(await answer(new Date("2026-12-31T22:30:00Z"))).toContain("Standardrum kostar från 1\u00a0545\u00a0kr per person,");
    expect(await answer(new Date("2026-12-31T23:30:00Z"))).toContain("Standardrum kostar från 1\u00a0620\u00a0kr per person,");
    // The structured data: today's offer until the day before, and the new one from its day.
    const [standard] = await catalogueRoomsWithOffers(contextFor(), "en", new Date("2026-12-31T22:30:00Z"));
    expect(standard!.offers).toEqual([
      { "@type": "Offer", price: 1545, priceCurrency: "SEK", priceValidUntil: "2026-12-31", name: "Per person per night" },
      { "@type": "Offer", price: 1620, priceCurrency: "SEK", validFrom: "2027-01-01", name: "Per person per night" },
    ]);
    const nodes = hotelRoomsJsonLd([standard!], "en", "https://hotel.test");
    expect(nodes.map((node) => node["@type"])).toEqual(["HotelRoom", "Offer", "Offer"]);
    expect(nodes[0]).toMatchObject({ "@id": "https://hotel.test/en/boende#standard", name: "Standard room" });
    expect(nodes[1]).toMatchObject({ itemOffered: { "@id": "https://hotel.test/en/boende#standard" }, price: 1545 });
    const [afterwards] = await catalogueRoomsWithOffers(contextFor(), "en", new Date("2026-12-31T23:30:00Z"));
    expect(afterwards!.offers).toEqual([{ "@type": "Offer", price: 1620, priceCurrency: "SEK", name: "Per person per night" }]);
    expect(staffPrices("room", (await readItem(db, "room", "standard"))!.data, "2026-12-31")).toBe(
      "1\u00a0545\u00a0kr, 1\u00a0620\u00a0kr från 1 jan 2027",
    );
  });

  it("says a room without prices is on request, on the page and in the FAQ", async () => {
    const item = (await readItem(db, "room", "accessible"))!;
    const { priceForTwo: _, ...data } = item.data;
    await publishItem(db, { kind: "room", key: "accessible", expectedVersion: item.version, data, who: "t" });
    const accessible = (await catalogueRooms(contextFor(), "en")).find((room) => room.id === "accessible")!;
    expect(accessible.priceLabel).toBe("Price per night on request");
    const answer = faqFor("en", seededHoursContent, await faqCatalogue(contextFor())).find((entry) => entry.id === "room-prices")!.answer;
    expect(answer).toContain("The prices of a pet-friendly room and an accessible room are available on request.");
    expect(answer).not.toContain("an accessible room from");
  });

  it("shows a treatment's coming price beside today's, and today's in the FAQ", async () => {
    const item = (await readItem(db, "treatment", "classic-massage"))!;
    await publishItem(db, {
      kind: "treatment",
      key: "classic-massage",
      expectedVersion: item.version,
      data: { ...item.data, option2PriceNext: 1150, option2PriceNextFrom: "2027-01-01" },
      who: "t",
    });
    const [massage] = await catalogueTreatments(contextFor(), "sv", new Date("2026-12-01T12:00:00Z"));
    expect(massage!.options.map((option) => [option.priceLabel, option.comingPrice])).toEqual([
      ["499\u00a0kr", undefined],
      ["1\u00a0050\u00a0kr", "1\u00a0150\u00a0kr från 1 januari 2027"],
    ]);
    const answer = (now: Date) =>
      faqCatalogue(contextFor(), now).then(
        (catalogue) => faqFor("en", seededHoursContent, catalogue).find((entry) => entry.id === "spa-treatments")!.answer,
      );
    expect(await answer(new Date("2026-12-01T12:00:00Z"))).toContain("499\u00a0SEK for 25 minutes or 1,050\u00a0SEK for 50 minutes");
    expect(await answer(new Date("2027-01-02T12:00:00Z"))).toContain("or 1,150\u00a0SEK for 50 minutes");
    // The gift cards' examples quote it too.
    const night = async (now: Date) => giftCardTiersFor("sv", await giftCardPrices(contextFor(), now))[2]!.includes;
    expect(await night(new Date("2026-12-01T12:00:00Z"))).toContain("En 50 minuters klassisk massage (1\u00a0050\u00a0kr)");
    expect(await night(new Date("2027-01-02T12:00:00Z"))).toContain("En 50 minuters klassisk massage (1\u00a0150\u00a0kr)");
    expect(giftCardTiersFor("en", await giftCardPrices(contextFor(), new Date("2026-12-01T12:00:00Z")))).toEqual(giftCardTiersFor("en"));
  });
});
