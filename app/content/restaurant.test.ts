import { describe, it, expect } from "vitest";
import { restaurantCardIds, restaurantFor } from "./restaurant";
import { seededHours } from "./hours";

const sv = restaurantFor("sv");
const en = restaurantFor("en");

describe("restaurant", () => {
  it("has the three cards in both languages", () => {
    expect([...restaurantCardIds]).toEqual(["local-produce", "seasonal-menu", "all-occasions"]);
    expect(sv.cards.map((c) => c.id)).toEqual([...restaurantCardIds]);
    expect(en.cards.map((c) => [c.id, c.image])).toEqual(sv.cards.map((c) => [c.id, c.image]));
    expect(sv.cards.map((c) => c.title)).toEqual(["Lokala råvaror", "Säsongens meny", "För alla tillfällen"]);
    for (const card of [...sv.cards, ...en.cards]) {
      expect(card.text.trim()).not.toBe("");
      expect(card.imageAlt.trim()).not.toBe("");
    }
  });

  it("has the home-cooking block with the lunch and weekend prices", () => {
    expect(sv.homeCooking.heading).toBe("Husmanskost & Helgerbjudanden");
    expect(en.homeCooking.paragraphs.length).toBe(sv.homeCooking.paragraphs.length);
    const text = sv.homeCooking.paragraphs.join(" ");
    expect(text).toContain("220\u00a0kr");
    expect(text).toContain("345\u00a0kr");
    expect(text).toContain("Vecka 24–25");
    expect(text).toContain("fredag och lördag");
    expect(en.homeCooking.paragraphs.join(" ")).toContain("345\u00a0SEK");
  });

  it("has the same keys in both languages", () => {
    expect(Object.keys(en)).toEqual(Object.keys(sv));
    expect(Object.keys(en.foodEvents)).toEqual(Object.keys(sv.foodEvents));
  });
});

describe("the weekend paragraph", () => {
  it("names the dinner's days, and its hours once staff give them", () => {
    expect(sv.homeCooking.paragraphs[1]).toContain("och varje fredag och lördag serveras tvårättersmiddag. Frukost");
    expect(en.homeCooking.paragraphs[1]).toContain("and a two-course dinner is served every Friday and Saturday. You will");
    const later = { ...seededHours, dinner: "18:00–21:00", dinnerDays: "thu-sat" } as const;
    expect(restaurantFor("sv", later).homeCooking.paragraphs[1]).toContain(
      "och torsdag till lördag serveras tvårättersmiddag 18:00–21:00.",
    );
    expect(restaurantFor("en", later).homeCooking.paragraphs[1]).toContain(
      "a two-course dinner is served Thursday to Saturday, 18:00–21:00.",
    );
  });
});
