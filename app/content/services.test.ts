import { describe, it, expect } from "vitest";
import { hours } from "../site";
import { serviceIcons, servicesFor } from "./services";

const sv = servicesFor("sv");
const en = servicesFor("en");
const all = (cards: typeof sv) => cards.map((c) => `${c.title}: ${c.description}`).join("\n");

describe("service cards", () => {
  it("has about 30 cards with unique ids", () => {
    expect(sv.length).toBe(30);
    expect(new Set(sv.map((c) => c.id)).size).toBe(sv.length);
  });

  it("has the same cards and icons in Swedish and English", () => {
    expect(en.map((c) => [c.id, c.icon])).toEqual(sv.map((c) => [c.id, c.icon]));
    for (const card of [...sv, ...en]) {
      expect(card.title.trim()).not.toBe("");
      expect(card.description.trim()).not.toBe("");
      expect(serviceIcons).toContain(card.icon);
    }
  });

  it("states reception and breakfast hours", () => {
    expect(hours.receptionWeekdays).toBe("08:00–17:00");
    expect(hours.receptionWeekends).toBe("09:00–16:00");
    expect(all(sv)).toContain("vardagar 08:00–17:00 och helger 09:00–16:00");
    expect(all(en)).toContain("08:00–17:00 on weekdays and 09:00–16:00 at weekends");
    expect(all(sv)).toContain("vardagar 06:00–09:30 och helger 07:00–10:00");
  });

  it("states the facts of SPEC §9", () => {
    const text = all(sv);
    expect(text).toContain("4 laddstolpar med typ 2-uttag (AC)");
    expect(text).toContain("450\u00a0kr per djur");
    expect(text).toContain("VISA, Mastercard, American Express, Swish och kontanter");
    expect(text).toContain("fyllt 18 år");
    expect(text).toContain("3\u00a0500\u00a0kr"); // the smoking fee, with a no-break thousands space
    expect(all(en)).toContain("4 charging posts with Type 2 sockets (AC)");
    expect(all(en)).toContain("450\u00a0SEK per pet");
    expect(all(en)).toContain("VISA, Mastercard, American Express, Swish and cash");
    expect(all(en)).toContain("at least 18");
    expect(all(en)).toContain("3,500\u00a0SEK");
  });

  it("covers the gift cards, spa and luggage storage", () => {
    const ids = sv.map((c) => c.id);
    for (const id of ["wifi", "ev-charging", "pets", "payment", "age-limit", "breakfast", "relax", "gift-cards", "luggage"]) {
      expect(ids).toContain(id);
    }
  });
});
