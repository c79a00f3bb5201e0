import { describe, it, expect } from "vitest";
import { valueShape as shape } from "./test-support";
import { giftCardExampleCosts, giftCardPageTextsFor, giftCardRules, giftCardTiersFor } from "./gift-cards";

const sv = giftCardTiersFor("sv");
const en = giftCardTiersFor("en");

describe("gift card tiers", () => {
  it("offers 600, 1500 and 3000 kr under the same ids and structure in both languages", () => {
    expect(sv.map((t) => t.value)).toEqual([600, 1500, 3000]);
    expect(en.map((t) => t.value)).toEqual([600, 1500, 3000]);
    expect(en.map((t) => t.id)).toEqual(sv.map((t) => t.id));
    expect(shape(en)).toEqual(shape(sv));
    expect(sv.map((t) => t.valueLabel)).toEqual(["600\u00a0kr", "1\u00a0500\u00a0kr", "3\u00a0000\u00a0kr"]);
    expect(en.map((t) => t.valueLabel)).toEqual(["600\u00a0SEK", "1,500\u00a0SEK", "3,000\u00a0SEK"]);
  });

  it("only suggests what the card's value actually covers", () => {
    for (const { value, exampleCost } of giftCardExampleCosts()) {
      expect(Number.isFinite(exampleCost)).toBe(true);
      expect(exampleCost, `${value} kr`).toBeLessThanOrEqual(value);
    }
  });

  it("has a title, description and examples for every tier", () => {
    for (const tier of [...sv, ...en]) {
      for (const text of [tier.title, tier.description, tier.imageAlt, ...tier.includes]) expect(text.trim()).not.toBe("");
      expect(tier.includes.length).toBeGreaterThan(0);
    }
  });
});

describe("gift card rules and page texts", () => {
  it("follows SPEC §9: free amount from 500 kr, valid 12 months, transferable", () => {
    expect(giftCardRules).toEqual({ tierValues: [600, 1500, 3000], freeAmountFromSek: 500, validMonths: 12, transferable: true });
    const svGood = giftCardPageTextsFor("sv").goodToKnow.join(" ");
    const enGood = giftCardPageTextsFor("en").goodToKnow.join(" ");
    expect(svGood).toContain("12 månader från köpdatum");
    expect(svGood).toContain("500\u00a0kr");
    expect(svGood).toContain("ges vidare");
    expect(svGood).toContain("e-post");
    expect(enGood).toContain("12 months from the date of purchase");
    expect(enGood).toContain("passed on");
  });

  it("has four steps under 'Så fungerar det' and the same structure in both languages", () => {
    const svTexts = giftCardPageTextsFor("sv");
    const enTexts = giftCardPageTextsFor("en");
    expect(shape(enTexts)).toEqual(shape(svTexts));
    expect(svTexts.stepsHeading).toBe("Så fungerar det");
    expect(svTexts.goodToKnowHeading).toBe("Bra att veta");
    expect(svTexts.steps).toHaveLength(4);
    expect(svTexts.steps.map((s) => s.text).join(" ")).toMatch(/online/);
    expect(svTexts.steps[3]!.title).toMatch(/e-post/);
  });
});
