import { describe, it, expect } from "vitest";
import { magicFor, natureFor } from "./nature";

describe("nature page", () => {
  const sv = natureFor("sv");
  const en = natureFor("en");

  it("has the same slides, sections and history in both languages", () => {
    expect(en.slides.map((s) => s.image)).toEqual(sv.slides.map((s) => s.image));
    expect(sv.slides.length).toBeGreaterThanOrEqual(3);
    expect(en.sections.map((s) => [s.id, s.paragraphs.length])).toEqual(sv.sections.map((s) => [s.id, s.paragraphs.length]));
    expect(en.history.paragraphs.length).toBe(sv.history.paragraphs.length);
    for (const text of [...sv.slides, ...en.slides].map((s) => s.alt)) expect(text.trim()).not.toBe("");
    expect(sv.history.paragraphs.length).toBeGreaterThan(0);
    expect(sv.activities.button.trim()).not.toBe("");
  });
});

describe("history page about the spring", () => {
  const sv = magicFor("sv");
  const en = magicFor("en");

  it("keeps the history under the id the menu links to", () => {
    expect(sv.history.id).toBe("historia");
    expect(en.history.id).toBe("historia");
  });

  it("has the same sections in both languages", () => {
    expect(en.sections.map((s) => [s.id, s.paragraphs.length])).toEqual(sv.sections.map((s) => [s.id, s.paragraphs.length]));
    expect(en.history.paragraphs.length).toBe(sv.history.paragraphs.length);
    expect(Object.keys(en.natureLink)).toEqual(Object.keys(sv.natureLink));
  });
});
