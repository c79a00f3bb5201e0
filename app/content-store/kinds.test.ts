import { describe, expect, it } from "vitest";
import { contentSchema, isValidKey, itemLabel, slugFromTitle, validationMessages } from "./kinds";

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

describe("a job opening's form", () => {
  const job = (extent: Record<string, number | undefined>) =>
    contentSchema("job").safeParse({
      version: 0,
      intent: "publish",
      titleSv: "Kallskänka",
      startSv: "Snarast",
      datePosted: "2026-12-01",
      descriptionSv: "Kalla rätter.",
      ...extent,
    });

  it("takes a share of full time, lowest first, and any address made from a title", () => {
    expect(job({ minPercent: 50, maxPercent: 100, probationMonths: 6 }).success).toBe(true);
    expect(job({ minPercent: 100, maxPercent: 100 }).success).toBe(true);
    for (const wrong of [
      { minPercent: 80, maxPercent: 60 },
      { minPercent: 50, maxPercent: 120 },
      { minPercent: 0, maxPercent: 50 },
    ]) {
      const result = job(wrong);
      expect(result.success, JSON.stringify(wrong)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(validationMessages.percent);
    }
    expect(isValidKey("job", "kallskanka-2")).toBe(true);
    expect(isValidKey("job", "Kallskänka")).toBe(false);
  });
});

describe("a weekly menu's form", () => {
  it("asks for each weekday's dish unless the day is closed", () => {
    const week = (days: Record<string, string>) =>
      contentSchema("weekly-menu").safeParse({ version: 0, intent: "publish", price: 135, ...days });
    const dishes = { mondaySv: "Kalops", tuesdaySv: "Pölsa", wednesdaySv: "Fisk", thursdaySv: "Ärtsoppa", fridaySv: "Pannbiff" };
    expect(week(dishes).success).toBe(true);
    const { thursdaySv: _, fridaySv: __, ...open } = dishes;
    expect(week({ ...open, thursdayClosed: "stangt", fridayClosed: "stangt" }).success).toBe(true);
    const missing = week({ ...open, thursdayClosed: "stangt" });
    expect(missing.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["fridaySv", validationMessages.dishOrClosed],
    ]);
  });
});
