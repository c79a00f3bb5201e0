import { describe, expect, it } from "vitest";
import { itemLabel, slugFromTitle } from "./kinds";

describe("what staff call an item", () => {
  it("names an item by its Swedish title, not its address", () => {
    expect(itemLabel("food-event", "crayfish-party", { titleSv: "Kräftskiva", titleEn: "Crayfish party" })).toBe("Kräftskiva");
    expect(itemLabel("menu-item", "breakfast", { headingSv: "Frukostbuffé" })).toBe("Frukostbuffé");
    expect(itemLabel("notice", "jul", { textSv: "Köket är stängt vecka 52." })).toBe("Köket är stängt vecka 52.");
    expect(itemLabel("weekly-menu", "2026-W48")).toBe("vecka 48 (2026)");
    expect(itemLabel("hours", "ordinarie", {})).toBe("ordinarie tider");
  });

  it("shortens a long notice to a line and falls back to the address only without a title", () => {
    const label = itemLabel("notice", "lang", { textSv: "Ord ".repeat(60) });
    expect(label.length).toBeLessThanOrEqual(80);
    expect(label.endsWith("…")).toBe(true);
    expect(itemLabel("food-event", "julbord-2026", {})).toBe("julbord-2026");
  });

  it("makes an address from a title, folding å, ä and ö", () => {
    expect(slugFromTitle("Julbord 2026")).toBe("julbord-2026");
    expect(slugFromTitle("Kräftskiva på Fjällkällan!")).toBe("kraftskiva-pa-fjallkallan");
    expect(slugFromTitle("  Öl- & whiskyprovning  ")).toBe("ol-whiskyprovning");
    expect(slugFromTitle("Crème brûlée-kväll")).toBe("creme-brulee-kvall");
    expect(slugFromTitle("!!!")).toBe("");
    expect(slugFromTitle("a".repeat(100))).toHaveLength(60);
  });
});
