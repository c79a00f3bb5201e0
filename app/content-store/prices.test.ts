import { describe, expect, it } from "vitest";
import { todayInSweden } from "~/forms/dates";
import type { ContentData } from "./data";
import { priceOffers, priceOn, upcomingPrice } from "./prices";

const weekend: ContentData = { price: 1580, priceNext: 1680, priceNextFrom: "2027-01-01" };

describe("a price with a next season", () => {
  it("changes at midnight in Sweden, not in UTC", () => {
    // 23:30 UTC on New Year's Eve is already 00:30 on 1 January in Norsjö.
    expect(priceOn(weekend, "price", todayInSweden(new Date("2026-12-31T22:59:00Z")))).toBe(1580);
    expect(priceOn(weekend, "price", todayInSweden(new Date("2026-12-31T23:30:00Z")))).toBe(1680);
    // In summer Sweden is two hours ahead.
    const summer: ContentData = { price: 900, priceNext: 950, priceNextFrom: "2027-06-01" };
    expect(priceOn(summer, "price", todayInSweden(new Date("2027-05-31T21:59:00Z")))).toBe(900);
    expect(priceOn(summer, "price", todayInSweden(new Date("2027-05-31T22:01:00Z")))).toBe(950);
  });

  it("says what is still to come, and nothing once the day has come", () => {
    expect(upcomingPrice(weekend, "price", "2026-12-31")).toEqual({ price: 1680, from: "2027-01-01" });
    expect(upcomingPrice(weekend, "price", "2027-01-01")).toBeUndefined();
    expect(upcomingPrice({ price: 1580 }, "price", "2026-12-31")).toBeUndefined();
  });

  it("has no price where staff set none", () => {
    expect(priceOn({}, "price", "2026-12-01")).toBeUndefined();
    expect(priceOffers({}, "price", "2026-12-01")).toEqual([]);
  });

  it("offers today's price until the day before the next, and the next from its day", () => {
    expect(priceOffers(weekend, "price", "2026-12-15")).toEqual([
      { "@type": "Offer", price: 1580, priceCurrency: "SEK", priceValidUntil: "2026-12-31" },
      { "@type": "Offer", price: 1680, priceCurrency: "SEK", validFrom: "2027-01-01" },
    ]);
    expect(priceOffers(weekend, "price", "2027-01-01")).toEqual([{ "@type": "Offer", price: 1680, priceCurrency: "SEK" }]);
  });
});
