import { describe, it, expect } from "vitest";
import { faqCategories, faqFor, faqIds } from "./faq";

const sv = faqFor("sv");
const en = faqFor("en");

describe("FAQ content", () => {
  it("has the same ids in the same order in Swedish and English", () => {
    expect(sv.map((e) => e.id)).toEqual(en.map((e) => e.id));
    expect(sv.map((e) => e.id)).toEqual(faqIds);
  });

  it("has the same category for each entry in both languages", () => {
    expect(sv.map((e) => e.category)).toEqual(en.map((e) => e.category));
  });

  it("has at least 25 entries", () => {
    expect(faqIds.length).toBeGreaterThanOrEqual(25);
  });

  it("has at least 3 entries in every category", () => {
    for (const category of faqCategories) {
      expect(sv.filter((e) => e.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
  });

  it("has unique ids", () => {
    expect(new Set(faqIds).size).toBe(faqIds.length);
  });

  it("has no empty question or answer", () => {
    for (const entry of [...sv, ...en]) {
      expect(entry.question.trim(), entry.id).not.toBe("");
      expect(entry.answer.trim(), entry.id).not.toBe("");
    }
  });

  it("has different Swedish and English texts for each entry", () => {
    sv.forEach((entry, i) => {
      expect(entry.question, entry.id).not.toBe(en[i]?.question);
      expect(entry.answer, entry.id).not.toBe(en[i]?.answer);
    });
  });
});
