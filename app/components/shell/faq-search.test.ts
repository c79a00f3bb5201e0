import { describe, expect, it } from "vitest";
import { faqFor, type FaqEntry } from "~/content/faq";
import { searchFaq } from "./faq-search";

const entries: FaqEntry[] = [
  { id: "a", category: "hotel", question: "När är incheckning?", answer: "Från 15:00." },
  { id: "b", category: "restaurant", question: "Serverar ni frukost?", answer: "Ja, FRUKOSTBUFFÉ varje morgon." },
  { id: "c", category: "booking", question: "Kan jag avboka?", answer: "Ja, kostnadsfritt 15 dagar före frukosten." },
];

describe("FAQ search", () => {
  it("matches question and answer text regardless of case", () => {
    expect(searchFaq(entries, "frukost", "all").map((e) => e.id)).toEqual(["b", "c"]);
    expect(searchFaq(entries, "INCHECKNING", "all").map((e) => e.id)).toEqual(["a"]);
  });

  it("combines the search with the chosen category", () => {
    expect(searchFaq(entries, "frukost", "restaurant").map((e) => e.id)).toEqual(["b"]);
    expect(searchFaq(entries, "", "booking").map((e) => e.id)).toEqual(["c"]);
  });

  it("returns everything for an empty search in all categories and nothing for a miss", () => {
    expect(searchFaq(entries, "  ", "all")).toHaveLength(3);
    expect(searchFaq(entries, "helikopter", "all")).toEqual([]);
  });

  it("finds a price typed with an ordinary space although the answer writes it with a non-breaking one", () => {
    const priced: FaqEntry = { id: "d", category: "meetings", question: "Vad kostar det?", answer: "Från 910\u00a0kr per person." };
    expect(searchFaq([priced], "910 kr", "all")).toEqual([priced]);
  });

  it("finds what guests ask with their own words, in both languages", () => {
    const ids = (lang: "sv" | "en", query: string) => searchFaq(faqFor(lang), query, "all").map((entry) => entry.id);
    expect(ids("sv", "hund")).toContain("pets");
    expect(ids("sv", "får hund följa med?")).toContain("pets");
    expect(ids("en", "dog")).toContain("pets");
    expect(ids("sv", "parkering")).toContain("parking");
    expect(ids("en", "parking")).toContain("parking");
    expect(ids("sv", "laddstolpe")).toContain("ev-charging");
    expect(ids("en", "charger")).toContain("ev-charging");
    expect(ids("sv", "checka in")).toContain("check-in-time");
    expect(ids("en", "check in")).toContain("check-in-time");
    expect(ids("sv", "middag")).toContain("dinner-hours");
    expect(ids("en", "dinner")).toContain("dinner-hours");
    expect(ids("sv", "baren")).toContain("bar-hours");
    expect(ids("en", "bar")).toContain("bar-hours");
    expect(ids("sv", "pool")).toContain("pool-hours");
    expect(ids("en", "swimming")).toContain("pool-hours");
    // A keyword is a whole word of what was typed, not any part of it: "barn" is not the bar.
    expect(ids("sv", "barn")).not.toContain("bar-hours");
  });

  it("finds real answers in both languages", () => {
    expect(searchFaq(faqFor("sv"), "incheckning", "all").length).toBeGreaterThan(0);
    expect(searchFaq(faqFor("en"), "check-in", "all").length).toBeGreaterThan(0);
  });
});
