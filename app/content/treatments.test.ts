import { describe, it, expect } from "vitest";
import { hours } from "../site";
import { dayspaHoursText, relaxFacts, relaxPageTextsFor, treatmentIds, treatmentPrice, treatmentsFor } from "./treatments";

const sv = treatmentsFor("sv");
const en = treatmentsFor("en");

/** The same keys, value types and list lengths all the way down. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

describe("treatments", () => {
  it("has the five treatments under the same ids and structure in both languages", () => {
    expect(sv.map((t) => t.id)).toEqual([...treatmentIds]);
    expect(en.map((t) => t.id)).toEqual([...treatmentIds]);
    expect(shape(en)).toEqual(shape(sv));
    expect(treatmentIds).toHaveLength(5);
  });

  it("has durations and prices exactly per SPEC §9", () => {
    const options = Object.fromEntries(sv.map((t) => [t.id, t.options.map((o) => [o.minutes, o.price])]));
    expect(options).toEqual({
      "classic-massage": [
        [25, 499],
        [50, 1050],
      ],
      "aroma-massage": [
        [25, 545],
        [50, 1095],
      ],
      facial: [[25, 499]],
      "foot-treatment": [[25, 499]],
      "infrared-heat": [[45, 545]],
    });
    sv.forEach((t, i) => expect(en[i]!.options.map((o) => [o.minutes, o.price])).toEqual(t.options.map((o) => [o.minutes, o.price])));
  });

  it("labels the options as a visitor reads them", () => {
    const classicSv = sv.find((t) => t.id === "classic-massage")!.options;
    expect(classicSv.map((o) => `${o.durationLabel} ${o.priceLabel}`)).toEqual(["25 min 499\u00a0kr", "50 min 1\u00a0050\u00a0kr"]);
    const aromaEn = en.find((t) => t.id === "aroma-massage")!.options;
    expect(aromaEn.map((o) => o.priceLabel)).toEqual(["545\u00a0SEK", "1,095\u00a0SEK"]);
  });

  it("has texts in both languages", () => {
    for (const t of [...sv, ...en]) {
      for (const text of [t.title, t.shortDescription, t.imageAlt, ...t.longDescription]) expect(text.trim()).not.toBe("");
    }
    sv.forEach((t, i) => expect(en[i]!.title).not.toBe(t.title));
  });

  it("looks up a price and refuses an option that does not exist", () => {
    expect(treatmentPrice("infrared-heat", 45)).toBe(545);
    expect(() => treatmentPrice("facial", 50)).toThrow();
  });
});

describe("relax facts", () => {
  it("keeps the pool at 37 degrees, the sauna at 90 and the day spa from 130 kr, children up to 6 half price", () => {
    expect(relaxFacts).toEqual({ poolDegrees: 37, saunaDegrees: 90, dayspaFromSek: 130, childHalfPriceMaxAge: 6 });
  });

  it("states one reading of the day-spa hours, Monday–Saturday 12:00–18:00, on the page and in the sauna text (decision 015)", () => {
    expect(dayspaHoursText("sv")).toBe("måndag–lördag 12:00–18:00");
    expect(dayspaHoursText("en")).toBe("Monday–Saturday 12:00–18:00");
    const svTexts = relaxPageTextsFor("sv");
    const enTexts = relaxPageTextsFor("en");
    expect(svTexts.dayspa.paragraphs[0]).toContain("måndag–lördag 12:00–18:00");
    expect(svTexts.spakit.facilities.find((f) => f.id === "sauna")!.text).toContain("måndag–lördag 12:00–18:00");
    expect(enTexts.spakit.facilities.find((f) => f.id === "sauna")!.text).toContain("Monday–Saturday 12:00–18:00");
    expect(enTexts.dayspa.paragraphs[0]).toContain("Monday–Saturday 12:00–18:00");
  });

  it("says on the day-spa section that spa for a day is Friday–Saturday", () => {
    expect(relaxPageTextsFor("sv").dayspa.paragraphs.join(" ")).toContain("Spa för en dag: fredag–lördag kl. 11:30–16:30");
    expect(relaxPageTextsFor("en").dayspa.paragraphs.join(" ")).toContain("Spa for a day: Friday–Saturday, 11:30–16:30");
  });

  it("states the prices, the spa day hours and the free use for overnight guests", () => {
    const svTexts = relaxPageTextsFor("sv");
    const enTexts = relaxPageTextsFor("en");
    expect(svTexts.dayspa.price).toBe("Från 130\u00a0kr per person");
    expect(enTexts.dayspa.price).toBe("From 130\u00a0SEK per person");
    expect(hours.spaDay).toBe("11:30–16:30");
    expect(svTexts.dayspa.paragraphs.join(" ")).toContain("11:30–16:30");
    expect(svTexts.dayspa.paragraphs.join(" ")).toContain("upp till 6 år");
    expect(enTexts.dayspa.paragraphs.join(" ")).toContain("up to the age of 6");
    expect(svTexts.spakit.guestsNote).toMatch(/fritt/);
    expect(enTexts.spakit.guestsNote).toMatch(/free/);
    expect(svTexts.spakit.facilities.find((f) => f.id === "pool")!.text).toContain("37\u00a0°C");
    expect(enTexts.spakit.facilities.find((f) => f.id === "sauna")!.text).toContain("90\u00a0°C");
  });

  it("has the same structure in both languages and five hero images", () => {
    expect(shape(relaxPageTextsFor("en"))).toEqual(shape(relaxPageTextsFor("sv")));
    expect(relaxPageTextsFor("sv").heroAlts).toHaveLength(5);
    expect(relaxPageTextsFor("sv").readMore).toBe("Läs mer");
    expect(relaxPageTextsFor("sv").bookingInquiry).toBe("Bokningsförfrågan");
    expect(relaxPageTextsFor("en").readMore).toBe("Read more");
  });
});
