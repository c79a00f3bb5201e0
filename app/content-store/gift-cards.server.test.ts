import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cloudflareContext } from "~/context";
import { faqFor } from "~/content/faq";
import { seededHoursContent } from "~/content/hours";
import { giftCardTierKeys, giftCardTiersFor, seededGiftCardData } from "~/content/gift-cards";
import { getDb } from "~/db/client.server";
import { staffPrices } from "./catalogue-prices.server";
import type { ContentData } from "./data";
import { catalogueGiftCards, faqCatalogue } from "./catalogue.server";
import { contentSchema, dataOf, itemLabel } from "./kinds";
import { setVisibility, publishItem, readItem } from "./store.server";

const db = getDb(env.DB);
const contextFor = () => {
  // A fresh request each time: the catalogue is read once per request.
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx: {} as ExecutionContext, requestId: "t", cspNonce: "" });
  return context;
};

async function publish(key: string, change: ContentData) {
  const item = (await readItem(db, "gift-card", key))!;
  const outcome = await publishItem(db, {
    kind: "gift-card",
    key,
    expectedVersion: item.version,
    data: { ...item.data, ...change },
    who: "t",
  });
  expect(outcome.saved).toBe(true);
}

describe("the gift cards from the store", () => {
  it("reads the seeded tiers exactly as the code had them, in both languages", async () => {
    for (const lang of ["sv", "en"] as const) {
      expect(await catalogueGiftCards(contextFor(), lang, new Date("2026-11-28T12:00:00Z"))).toEqual(giftCardTiersFor(lang));
    }
    expect(giftCardTiersFor("sv").map((tier) => [tier.id, tier.value])).toEqual([
      ["gift-card-600", 600],
      ["gift-card-1500", 1500],
      ["gift-card-3000", 3000],
    ]);
  });

  it("takes each seeded tier through the staff form unchanged, named by its title, and refuses one without an amount", () => {
    for (const key of giftCardTierKeys) {
      const parsed = contentSchema("gift-card").safeParse({ version: 1, intent: "publish", ...seededGiftCardData(key) });
      expect(parsed.success, key).toBe(true);
      expect(dataOf("gift-card", parsed.data!)).toEqual(seededGiftCardData(key));
    }
    expect(itemLabel("gift-card", "gift-card-1500", seededGiftCardData("gift-card-1500"))).toBe("En dag i spat");
    const { amount: _amount, ...withoutAmount } = seededGiftCardData("gift-card-600");
    expect(contentSchema("gift-card").safeParse({ version: 1, intent: "publish", ...withoutAmount }).success).toBe(false);
  });

  it("changes a tier's amount on its day in Sweden, and the staff list says what comes", async () => {
    await publish("gift-card-1500", { amountNext: 1600, amountNextFrom: "2027-01-01" });
    // 31 December 2026, 22:30 UTC is 23:30 in Sweden: still the old amount.
    const before = await catalogueGiftCards(contextFor(), "sv", new Date("2026-12-31T22:30:00Z"));
    expect(before[1]!.valueLabel).toBe("1\u00a0500\u00a0kr");
    // 23:30 UTC is already 00:30 on New Year's Day in Sweden.
    const after = await catalogueGiftCards(contextFor(), "en", new Date("2026-12-31T23:30:00Z"));
    expect(after[1]).toMatchObject({ id: "gift-card-1500", value: 1600, valueLabel: "1,600\u00a0SEK" });
    const item = (await readItem(db, "gift-card", "gift-card-1500"))!;
    expect(staffPrices("gift-card", item.data, "2026-12-31")).toBe("1\u00a0500\u00a0kr, 1\u00a0600\u00a0kr från 1 jan 2027");
    expect(staffPrices("gift-card", item.data, "2027-01-01")).toBe("1\u00a0600\u00a0kr");
    // The FAQ's answer on the gift cards quotes the amounts of the day too.
    const answer = async (now: Date) =>
      faqFor("sv", seededHoursContent, await faqCatalogue(contextFor(), now)).find((entry) => entry.id === "giftcard-values")!.answer;
    expect(await answer(new Date("2026-12-31T22:30:00Z"))).toContain("600\u00a0kr, 1\u00a0500\u00a0kr och 3\u00a0000\u00a0kr");
    expect(await answer(new Date("2026-12-31T23:30:00Z"))).toContain("600\u00a0kr, 1\u00a0600\u00a0kr och 3\u00a0000\u00a0kr");
  });

  it("leaves a hidden tier off the page", async () => {
    const item = (await readItem(db, "gift-card", "gift-card-600"))!;
    const outcome = await setVisibility(db, {
      kind: "gift-card",
      key: "gift-card-600",
      expectedVersion: item.version,
      visibility: "hidden",
      who: "t",
    });
    expect(outcome.saved).toBe(true);
    const tiers = await catalogueGiftCards(contextFor(), "sv", new Date("2026-11-28T12:00:00Z"));
    expect(tiers.map((tier) => tier.id)).toEqual(["gift-card-1500", "gift-card-3000"]);
  });
});
