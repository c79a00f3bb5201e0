import { describe, it, expect } from "vitest";
import { lostAndFoundInfoFor, lostPropertyKeptMonths, notKeptItems } from "./lost-and-found";
import { documentText as textOf, sectionsShape as shape } from "./test-support";

const sv = lostAndFoundInfoFor("sv");
const en = lostAndFoundInfoFor("en");

describe("lost-and-found info", () => {
  it("has the same sections and structure in both languages", () => {
    expect(sv.map((s) => s.id)).toEqual(["how-we-handle", "not-kept", "sending", "the-form"]);
    expect(shape(en)).toEqual(shape(sv));
  });

  it("keeps items 3 months and never food, drink, underwear or hygiene items", () => {
    expect(lostPropertyKeptMonths).toBe(3);
    expect(textOf(sv)).toContain("Vi sparar kvarglömda saker i 3 månader.");
    expect(textOf(en)).toContain("We keep items left behind for 3 months.");
    expect(notKeptItems.sv).toEqual(["mat", "dryck", "underkläder", "hygienartiklar"]);
    expect(notKeptItems.en).toHaveLength(4);
    const svList = sv.find((s) => s.id === "not-kept")!.blocks.find((b) => b.kind === "ul");
    expect(svList).toEqual({ kind: "ul", items: ["Mat", "Dryck", "Underkläder", "Hygienartiklar"] });
  });

  it("says how items are sent and what the form asks, linking to the privacy terms", () => {
    expect(textOf(sv)).toContain("med post");
    expect(textOf(en)).toContain("We post it");
    for (const sections of [sv, en]) {
      const form = sections.find((s) => s.id === "the-form")!;
      const list = form.blocks.find((b) => b.kind === "ul");
      expect(list?.kind === "ul" && list.items.length).toBe(5);
      expect(form.blocks).toContainEqual({ kind: "links", items: [expect.objectContaining({ to: "/villkor?tab=privacy" })] });
    }
  });
});
