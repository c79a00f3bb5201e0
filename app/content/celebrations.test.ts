import { describe, it, expect } from "vitest";
import { valueShape as shape } from "./test-support";
import { celebrationIds, celebrationsFor, celebrationsPageTextsFor } from "./celebrations";

describe("celebrations", () => {
  it("has wedding, hen party and anniversary/birthday under the same ids and structure in both languages", () => {
    const sv = celebrationsFor("sv");
    const en = celebrationsFor("en");
    expect(celebrationIds).toEqual(["wedding", "bachelorette", "anniversary"]);
    expect(sv.map((c) => c.id)).toEqual([...celebrationIds]);
    expect(en.map((c) => c.id)).toEqual([...celebrationIds]);
    expect(shape(en)).toEqual(shape(sv));
    expect(sv.map((c) => c.title)).toEqual(["Bröllop", "Möhippa", "Jubileum & födelsedag"]);
    expect(en.map((c) => c.title)).toEqual(["Wedding", "Hen party", "Anniversary & birthday"]);
  });

  it("has no empty texts, and the page texts match across languages", () => {
    for (const c of [...celebrationsFor("sv"), ...celebrationsFor("en")]) {
      for (const text of [c.title, c.description, c.imageAlt, ...c.highlights]) expect(text.trim()).not.toBe("");
    }
    expect(shape(celebrationsPageTextsFor("en"))).toEqual(shape(celebrationsPageTextsFor("sv")));
  });

  it("mentions the 37-degree pool for the hen party", () => {
    expect(celebrationsFor("sv")[1]!.highlights.join(" ")).toContain("37 grader");
    expect(celebrationsFor("en")[1]!.highlights.join(" ")).toContain("37-degree");
  });
});
