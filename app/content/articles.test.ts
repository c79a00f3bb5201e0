import { describe, it, expect } from "vitest";
import { articleCategories, articleCategoryLabels, articleFor, articlesFor, formatArticleDate, magazineTextFor } from "./articles";
import { imageKeys } from "../images/keys";

describe("articles", () => {
  const sv = articlesFor("sv");
  const en = articlesFor("en");

  it("has at least eight articles", () => {
    expect(sv.length).toBeGreaterThanOrEqual(8);
  });

  it("has the same articles, in the same order and shape, in Swedish and English", () => {
    expect(en.map((a) => a.id)).toEqual(sv.map((a) => a.id));
    sv.forEach((article, index) => {
      const other = en[index];
      if (!other) throw new Error(`No English article at position ${index}`);
      expect(other.category).toBe(article.category);
      expect(other.date).toBe(article.date);
      expect(other.image).toBe(article.image);
      expect(other.content.length).toBe(article.content.length);
    });
  });

  it("uses unique ids", () => {
    const ids = sv.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every article a title, an excerpt and four to six non-empty paragraphs", () => {
    for (const article of [...sv, ...en]) {
      expect(article.title.trim()).not.toBe("");
      expect(article.excerpt.trim()).not.toBe("");
      expect(article.content.length).toBeGreaterThanOrEqual(4);
      expect(article.content.length).toBeLessThanOrEqual(6);
      for (const paragraph of article.content) expect(paragraph.trim()).not.toBe("");
    }
  });

  it("has valid dates in 2025 and 2026", () => {
    for (const article of sv) {
      expect(article.date).toMatch(/^202[56]-\d{2}-\d{2}$/);
      expect(new Date(`${article.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(article.date);
    }
  });

  it("has at least two articles in each category", () => {
    for (const category of articleCategories) {
      expect(sv.filter((a) => a.category === category).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("labels every category in both languages", () => {
    expect(articleCategoryLabels.gastronomi).toEqual({ sv: "Gastronomi", en: "Food & drink" });
    expect(articleCategoryLabels.konferens).toEqual({ sv: "Konferens", en: "Conferences" });
    expect(articleCategoryLabels.kultur).toEqual({ sv: "Kultur", en: "Culture" });
    expect(articleCategoryLabels.natur).toEqual({ sv: "Natur", en: "Nature" });
  });

  it("lists the newest article first", () => {
    const dates = sv.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("finds an article by id in the requested language", () => {
    const first = sv[0];
    if (!first) throw new Error("No articles");
    expect(articleFor(first.id, "sv")).toEqual(first);
    expect(articleFor(first.id, "en")).toEqual(en[0]);
  });

  it("returns undefined for an unknown id", () => {
    expect(articleFor(9999, "sv")).toBeUndefined();
    expect(articleFor(0, "en")).toBeUndefined();
    expect(articleFor(Number.NaN, "sv")).toBeUndefined();
  });

  it("states the facts the specification fixes", () => {
    const all = sv.flatMap((a) => a.content).join(" ");
    expect(all).toContain("tre kilometer");
    expect(all).toContain("3 och 5 kilometer");
    expect(all).toContain("90 grader");
    expect(all).toContain("37");
    expect(all).toContain("08:00");
    expect(all).toContain("16:00");
    expect(all).toContain("2 till 100 personer");
  });

  it("formats publication dates in the active language", () => {
    expect(formatArticleDate("2025-02-10", "sv")).toBe("10 februari 2025");
    expect(formatArticleDate("2025-02-10", "en")).toBe("10 February 2025");
  });

  it("shows a known picture with an alt text in both languages", () => {
    sv.forEach((article, index) => {
      expect(imageKeys).toContain(article.image);
      expect(article.imageAlt.trim()).not.toBe("");
      expect(en[index]?.imageAlt.trim()).not.toBe("");
    });
  });

  it("has the magazine's texts in both languages, with the specification's not-found text", () => {
    expect(Object.keys(magazineTextFor("en"))).toEqual(Object.keys(magazineTextFor("sv")));
    expect(magazineTextFor("sv").notFound).toBe("Artikeln kunde inte hittas");
  });
});
