import { describe, it, expect } from "vitest";
import { hours } from "../site";
import { formatMenuPrice } from "../i18n/format";
import { defaultMenuCategory, menuCategories, menuEmptyText, menusFor, menuWeekOf, weeksNamed, type MenuSection } from "./menus";

const sv = menusFor("sv");
const en = menusFor("en");
const section = (sections: MenuSection[], id: MenuSection["id"]) => {
  const found = sections.find((s) => s.id === id);
  if (!found) throw new Error(`No ${id} section`);
  return found;
};
const prices = (s: MenuSection) => s.items.flatMap((item) => item.dishes.map((dish) => dish.price));

describe("menus", () => {
  it("has the four categories in order, lunch first and by default", () => {
    expect([...menuCategories]).toEqual(["lunch", "breakfast", "weekend", "bar"]);
    expect(defaultMenuCategory).toBe("lunch");
    expect(sv.sections.map((s) => s.id)).toEqual(["lunch", "breakfast", "weekend", "bar"]);
    expect(sv.sections.map((s) => s.label)).toEqual(["Veckans lunch", "Frukost", "Helg", "Bar & snacks"]);
    expect(en.sections.map((s) => s.label)).toEqual(["This week’s lunch", "Breakfast", "Weekend", "Bar & snacks"]);
  });

  it("has the same items, dishes and prices in Swedish and English", () => {
    expect(en.sections.map((s) => s.items.map((i) => i.id))).toEqual(sv.sections.map((s) => s.items.map((i) => i.id)));
    sv.sections.forEach((svSection, index) => {
      const enSection = en.sections[index];
      if (!enSection) throw new Error("missing English section");
      expect(prices(enSection)).toEqual(prices(svSection));
      expect(Boolean(enSection.note)).toBe(Boolean(svSection.note));
      svSection.items.forEach((item, i) => {
        const other = enSection.items[i];
        expect(other?.dishes.length).toBe(item.dishes.length);
        expect(other?.weeks === null).toBe(item.weeks === null);
        expect(other?.note === null).toBe(item.note === null);
      });
    });
    for (const s of [...sv.sections, ...en.sections]) {
      for (const item of s.items) {
        expect(item.heading.trim()).not.toBe("");
        for (const dish of item.dishes) {
          expect(dish.name.trim()).not.toBe("");
          expect(dish.description.trim()).not.toBe("");
        }
      }
    }
  });

  it("serves a weekly lunch Monday to Friday at 220:- with its inclusions", () => {
    const lunch = section(sv.sections, "lunch");
    expect(lunch.items.map((i) => i.heading)).toEqual(["Måndag", "Tisdag", "Onsdag", "Torsdag", "Fredag"]);
    expect(section(en.sections, "lunch").items.map((i) => i.heading)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(new Set(prices(lunch))).toEqual(new Set([220]));
    expect(sv.lunchInfo).toContain("220:-");
    for (const part of ["salladsbuffé", "bröd", "bredbart", "kaffe", "kaka"]) expect(sv.lunchInfo).toContain(part);
    expect(en.lunchInfo).toContain("220\u00a0SEK");
    // The hours the restaurant's structured data gives (app/seo) are the ones the page shows.
    expect(sv.lunchInfo).toContain(hours.lunchWeekdays);
    expect(en.lunchInfo).toContain(hours.lunchWeekdays);
  });

  it("asks for dietary deviations in advance on the lunch menu", () => {
    expect(section(sv.sections, "lunch").note).toContain("Kontakta oss gärna i förväg");
    expect(section(en.sections, "lunch").note).toContain("contact us in advance");
  });

  it("prices breakfast at 185:- and 285:- and gives the breakfast hours", () => {
    expect(prices(section(sv.sections, "breakfast"))).toEqual([185, 285]);
    const note = section(sv.sections, "breakfast").note ?? "";
    expect(note).toContain(hours.breakfastWeekdays);
    expect(note).toContain(hours.breakfastWeekends);
    expect(hours.breakfastWeekdays).toBe("06:00–09:30");
    expect(hours.breakfastWeekends).toBe("07:00–10:00");
  });

  it("serves the weekend buffet at 345:- in weeks 24–25 and a two-course dinner on Fridays and Saturdays", () => {
    const weekend = section(sv.sections, "weekend");
    const buffet = weekend.items.find((i) => i.id === "weekend-buffet");
    expect(buffet?.dishes.map((d) => d.price)).toEqual([345]);
    expect(buffet?.weeks).toBe("Vecka 24–25");
    expect(section(en.sections, "weekend").items[0]?.weeks).toBe("Weeks 24–25");
    expect(weekend.note).toContain("roterar enligt ett schema");
    expect(weekend.note).toContain("Tvårättersmiddag serveras varje fredag och lördag");
    expect(section(en.sections, "weekend").note).toContain("every Friday and Saturday");
  });

  it("prices the bar: charcuterie board 195:-, snacks 125:-, nachos 155:-", () => {
    const bar = section(sv.sections, "bar");
    expect(bar.items.flatMap((i) => i.dishes.map((d) => [d.name, d.price]))).toEqual([
      ["Charkbricka", 195],
      ["Snacks", 125],
      ["Nachos", 155],
    ]);
    expect(bar.items[0]?.dishes[0]?.priceText).toBe("195:-");
    expect(section(en.sections, "bar").items[0]?.dishes[0]?.priceText).toBe("195\u00a0SEK");
  });

  it("reads the weeks staff name for an item", () => {
    const weeks = (text: string) => (weeksNamed(text) ? [...weeksNamed(text)!].sort((a, b) => a - b) : undefined);
    expect(weeks("Vecka 24–25")).toEqual([24, 25]);
    expect(weeks("Weeks 24-25")).toEqual([24, 25]);
    expect(weeks("Vecka 24, 26 och 30")).toEqual([24, 26, 30]);
    expect(weeks("Vecka 52–1")).toEqual([1, 52, 53]);
    expect(weeks("Vecka 24 (2027)")).toEqual([24]);
    expect(weeks("Hela sommaren")).toBeUndefined();
    expect(weeks("Vecka 0–60")).toBeUndefined();
  });

  it("leaves out, in a week it knows, the items for other weeks", () => {
    const inWeek = (week: number) =>
      menusFor("sv", undefined, { week, data: null })
        .sections.find((s) => s.id === "weekend")!
        .items.map((item) => item.id);
    expect(inWeek(24)).toEqual(["weekend-buffet", "weekend-dinner"]);
    expect(inWeek(25)).toEqual(["weekend-buffet", "weekend-dinner"]);
    expect(inWeek(48)).toEqual([]);
    // Items for every week stay.
    expect(menusFor("sv", undefined, { week: 48, data: null }).sections.find((s) => s.id === "bar")!.items.length).toBeGreaterThan(0);
  });

  it("writes prices the way each language does", () => {
    expect(formatMenuPrice(220, "sv")).toBe("220:-");
    expect(formatMenuPrice(220, "en")).toBe("220\u00a0SEK");
    expect(formatMenuPrice(1550, "en")).toBe("1,550\u00a0SEK");
  });

  it("has something in every category of the shipped menus", () => {
    for (const s of [...sv.sections, ...en.sections]) expect(s.items.length).toBeGreaterThan(0);
  });

  it("shows the specification's empty-state texts when a category has nothing", () => {
    const empty = menusFor("sv", []);
    expect(empty.sections.every((s) => s.items.length === 0)).toBe(true);
    expect(empty.sections.map((s) => s.emptyText)).toEqual([
      "Veckans lunchmeny uppdateras snart. Håll utkik!",
      "Inga måltider tillgängliga i denna kategori.",
      "Ingen helgmeny tillgänglig för denna vecka.",
      "Inga måltider tillgängliga i denna kategori.",
    ]);
    expect(menuEmptyText("lunch", "en")).toBe("This week’s lunch menu will be updated soon. Watch this space!");
    expect(menuEmptyText("weekend", "en")).toBe("No weekend menu is available for this week.");
    expect(menuEmptyText("bar", "en")).toBe("No meals are available in this category.");
  });
});

describe("a week with closed days", () => {
  it("says a closed day has no lunch, in both languages, whatever dishes it was prefilled with", () => {
    const data = {
      price: 135,
      mondaySv: "Kalops",
      thursdaySv: "Ärtsoppa",
      thursdayClosed: "stangt",
      fridayClosed: "stangt",
    };
    for (const [lang, text] of [
      ["sv", "Stängt – ingen lunch den här dagen."],
      ["en", "Closed – no lunch is served this day."],
    ] as const) {
      const lunch = menusFor(lang, [], { week: 52, data }).sections.find((section) => section.id === "lunch")!;
      const day = (id: string) => lunch.items.find((item) => item.id === id)!;
      expect(day("lunch-thursday")).toMatchObject({ dishes: [], note: text });
      expect(day("lunch-friday")).toMatchObject({ dishes: [], note: text });
      expect(day("lunch-monday")).toMatchObject({ note: null, dishes: [{ description: "Kalops" }] });
    }
  });
});

describe("the week a menu page's address asks for", () => {
  it("is next week only for ?vecka=nasta, this week for anything else", () => {
    expect(menuWeekOf(new URL("https://x.se/weekly-menu?vecka=nasta"))).toBe("next");
    for (const search of ["", "?vecka=2026-W49", "?vecka=NASTA", "?vecka=", "?week=nasta"]) {
      expect(menuWeekOf(new URL(`https://x.se/weekly-menu${search}`))).toBe("this");
    }
  });
});
