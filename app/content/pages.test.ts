import { describe, it, expect } from "vitest";
import { languages } from "../i18n/lang";
import { screenIds } from "../screens";
import { hotel } from "../site";
import { pageIntro, pages, type PageKey } from "./pages";

const keys = Object.keys(pages) as PageKey[];

/** Screens whose heading and intro live with their own content (articles, food events, the accessibility statement) or that have none. */
const withoutIntro = new Set(["blog-article", "food-event", "accessibility", "newsletter", "newsletter-confirm", "newsletter-unsubscribe"]);
const expectedKeys = screenIds.filter((id) => !withoutIntro.has(id)) as PageKey[];

describe("page intros", () => {
  it("covers every page key in both languages", () => {
    expect([...keys].sort()).toEqual([...expectedKeys].sort());
    for (const key of expectedKeys) {
      for (const lang of languages) {
        expect(pages[key][lang], `${key}.${lang}`).toBeDefined();
        expect(pageIntro(key, lang)).toBe(pages[key][lang]);
      }
    }
  });

  it("gives each page different Swedish and English titles", () => {
    for (const key of keys) {
      expect(pages[key].sv.title, key).not.toBe(pages[key].en.title);
    }
  });

  it("keeps titles unique within each language and ending with the hotel's short name", () => {
    for (const lang of languages) {
      const titles = keys.map((key) => pages[key][lang].title);
      expect(new Set(titles).size, lang).toBe(titles.length);
      for (const title of titles) {
        expect(title.endsWith(` | ${hotel.shortName}`), title).toBe(true);
        expect(title.length, title).toBeLessThanOrEqual(60);
      }
    }
  });

  it("keeps meta descriptions between 50 and 170 characters and unique", () => {
    for (const lang of languages) {
      const descriptions = keys.map((key) => pages[key][lang].description);
      expect(new Set(descriptions).size, lang).toBe(descriptions.length);
      for (const [i, description] of descriptions.entries()) {
        const label = `${keys[i]}.${lang}`;
        expect(description.length, label).toBeGreaterThanOrEqual(50);
        expect(description.length, label).toBeLessThanOrEqual(170);
      }
    }
  });

  it("has no empty text", () => {
    for (const key of keys) {
      for (const lang of languages) {
        const page = pages[key][lang];
        const label = `${key}.${lang}`;
        for (const text of [page.title, page.description, page.heading, page.tagline]) {
          expect(text.trim(), label).not.toBe("");
        }
        expect(page.intro.length, label).toBeGreaterThanOrEqual(1);
        expect(page.intro.length, label).toBeLessThanOrEqual(3);
        for (const paragraph of page.intro) {
          expect(paragraph.trim(), label).not.toBe("");
        }
      }
    }
  });

  it("shows the not-found heading verbatim in both languages", () => {
    expect(pages["not-found"].sv.heading).toBe("Oops! Page not found");
    expect(pages["not-found"].en.heading).toBe("Oops! Page not found");
  });
});
