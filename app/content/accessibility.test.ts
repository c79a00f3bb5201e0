import { describe, it, expect } from "vitest";
import { hotel, replyWithinHours } from "../site";
import { accessibilityLinkLabel, accessibilityStatementDate, accessibilityStatementFor } from "./accessibility";
import { documentText as textOf, sectionsShape as shape } from "./test-support";

const sv = accessibilityStatementFor("sv");
const en = accessibilityStatementFor("en");

describe("accessibility statement", () => {
  it("has the same sections and structure in both languages", () => {
    expect(sv.sections.map((s) => s.id)).toEqual(["status", "what-we-do", "testing", "known-gaps", "report", "enforcement", "about"]);
    expect(shape(en.sections)).toEqual(shape(sv.sections));
    expect(accessibilityLinkLabel).toEqual({ sv: "Tillgänglighet", en: "Accessibility" });
  });

  it("has its own title, description and heading", () => {
    expect(sv.page.heading.replace("\u00ad", "")).toBe("Tillgänglighetsredogörelse");
    expect(en.page.heading).toBe("Accessibility statement");
    expect(sv.page.title).toBe(`Tillgänglighetsredogörelse | ${hotel.shortName}`);
    for (const { page } of [sv, en]) {
      expect(page.description.length, page.description).toBeGreaterThanOrEqual(120);
      expect(page.description.length, page.description).toBeLessThanOrEqual(160);
    }
  });

  it("aims at WCAG 2.2 AA and says how it is tested at 390 and 1280 px", () => {
    expect(textOf(sv.sections)).toContain("WCAG 2.2 AA");
    expect(textOf(en.sections)).toContain("WCAG 2.2 AA");
    expect(textOf(sv.sections)).toContain("mobilbredd (390 pixlar) och datorbredd (1280 pixlar)");
    expect(textOf(en.sections)).toContain("phone width (390 pixels) and desktop width (1280 pixels)");
  });

  it("is honest about the map, external services and uploaded files", () => {
    const gaps = (s: typeof sv) => s.sections.find((x) => x.id === "known-gaps")!.blocks.find((b) => b.kind === "ul");
    expect(gaps(sv)?.kind === "ul" && gaps(sv)!.items.length).toBe(4);
    expect(textOf(sv.sections)).toContain("Google Maps");
    expect(textOf(en.sections)).toContain("CV");
  });

  it("says how to report a problem, the reply time, PTS, law 2023:254 and the date", () => {
    expect(replyWithinHours).toBe(24);
    expect(textOf(sv.sections)).toContain("Vi svarar inom 24 timmar på vardagar.");
    expect(textOf(en.sections)).toContain("We reply within 24 hours on weekdays.");
    for (const s of [sv, en]) {
      const text = textOf(s.sections);
      expect(text).toContain(hotel.email);
      expect(text).toContain("PTS");
      expect(text).toContain("2023:254");
      expect(s.date).toBe("2026-11-22");
    }
    expect(accessibilityStatementDate).toBe("2026-11-22");
    expect(textOf(sv.sections)).toContain("Post- och telestyrelsen (PTS)");
  });

  it("has no unfinished text", () => {
    expect(textOf(sv.sections) + textOf(en.sections)).not.toMatch(/todo|lorem|placeholder/i);
  });
});
