import { describe, it, expect } from "vitest";
import {
  placeCapacities,
  teambuildingActivityIds,
  teambuildingActivityPrice,
  teambuildingFacts,
  teambuildingPageFor,
} from "./teambuilding";
import { valueShape as shape } from "./test-support";

describe("teambuilding", () => {
  const sv = teambuildingPageFor("sv");
  const en = teambuildingPageFor("en");

  it("has the same structure and ids in both languages, with three captioned images", () => {
    expect(shape(en)).toEqual(shape(sv));
    expect(sv.sheet.activities.map((a) => a.id)).toEqual([...teambuildingActivityIds]);
    expect(en.sheet.activities.map((a) => a.id)).toEqual([...teambuildingActivityIds]);
    expect(sv.gallery.images).toHaveLength(3);
    for (const image of [...sv.gallery.images, ...en.gallery.images]) {
      expect(image.caption.trim()).not.toBe("");
      expect(image.alt.trim()).not.toBe("");
    }
    expect(sv.sheet.open).toBe("Se aktivitetsblad");
  });

  it("prices the activities per SPEC §9", () => {
    for (const id of ["quiz", "treasure-hunt", "music-quiz", "pentathlon", "tip-walk"] as const) {
      expect(teambuildingActivityPrice(id)).toEqual({ amount: 249, from: false, perPerson: true });
    }
    expect(teambuildingActivityPrice("drinks-tasting")).toMatchObject({ amount: 600, from: true });
    expect(teambuildingActivityPrice("escape-box").amount).toBe(700);
    expect(teambuildingActivityPrice("murder-mystery").amount).toBe(700);
    const labels = Object.fromEntries(sv.sheet.activities.map((a) => [a.id, a.priceLabel]));
    expect(labels.quiz).toBe("249\u00a0kr per person");
    expect(labels["drinks-tasting"]).toBe("Från 600\u00a0kr");
    expect(labels["escape-box"]).toBe("700\u00a0kr");
    expect(en.sheet.activities.find((a) => a.id === "tip-walk")!.priceLabel).toBe("249\u00a0SEK per person");
  });

  it("plays in teams of 4–6", () => {
    expect(teambuildingFacts.teamSize).toEqual({ min: 4, max: 6 });
    expect(sv.sheet.teamNote).toContain("4–6");
    expect(en.sheet.teamNote).toContain("4–6");
  });

  it("has the forest hut for 20, the grill hut for 15 and the wine cellar for 8", () => {
    expect(placeCapacities).toEqual({ "forest-hut": 20, "grill-hut": 15, "wine-cellar": 8 });
    expect(sv.sheet.places.map((p) => p.capacityLabel)).toEqual(["Upp till 20 personer", "Upp till 15 personer", "Upp till 8 personer"]);
    expect(en.sheet.places.map((p) => p.capacityLabel)).toEqual(["Up to 20 people", "Up to 15 people", "Up to 8 people"]);
  });
});
