/**
 * Facts SPEC §9 gives two readings of are shown in one reading everywhere (decision 015), and what the
 * FAQ and the magazine point a visitor to is something the visitor can actually see.
 */
import { describe, expect, it } from "vitest";
import { en } from "../i18n/en";
import type { Lang } from "../i18n/lang";
import { sv } from "../i18n/sv";
import { conferenceCapacity, daySpaGuestHours, hotel } from "../site";
import { articleFor } from "./articles";
import { faqFor } from "./faq";
import { menuCategoryLabels } from "./menus";
import { packageCategoryNames, packagesFor, packagesPageLabelsFor } from "./packages";
import { pageIntro } from "./pages";
import { teambuildingPageFor } from "./teambuilding";

const langs: Lang[] = ["sv", "en"];
const shell = { sv, en } as const;

/** Every string a value holds, however deeply; of a value in both languages ({ sv, en }), only `lang`'s. */
function strings(value: unknown, lang?: Lang, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  if (lang && "sv" in value && "en" in value) return strings((value as Record<Lang, unknown>)[lang], lang, seen);
  return Object.values(value).flatMap((v) => strings(v, lang, seen));
}

/** Every string every content module exports or returns for a language, plus the shell texts. */
function allContentStrings(lang: Lang): string[] {
  // ./hours.ts holds the hours themselves (times without their days), not a text a visitor reads.
  const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./hours.ts"], { eager: true });
  const out: string[] = strings(shell[lang]);
  for (const mod of Object.values(modules)) {
    for (const exported of Object.values(mod)) {
      if (typeof exported === "function") {
        try {
          out.push(...strings(exported(lang), lang));
        } catch {
          // A function that needs more than a language (an id, a date) is covered by its own module's tests.
        }
      } else out.push(...strings(exported, lang));
    }
  }
  return out;
}

describe("one reading of each doubled fact", () => {
  it("keeps the chosen readings in site.ts", () => {
    expect(conferenceCapacity).toEqual({ min: 2, max: 100 });
    expect(daySpaGuestHours.time).toBe("12:00–18:00");
    expect(daySpaGuestHours.days).toEqual({ sv: "måndag–lördag", en: "Monday–Saturday" });
  });

  for (const lang of langs) {
    it(`shows no other capacity or day-guest hours in any ${lang} text`, () => {
      const texts = allContentStrings(lang);
      expect(texts.length).toBeGreaterThan(500);
      const all = texts.join("\n");
      expect(all).toContain(`${conferenceCapacity.min}–${conferenceCapacity.max}`);
      expect(all).not.toMatch(/\b150\b/);
      expect(all).not.toMatch(/13[:.]00\s*[–-]\s*18[:.]00/);
      // 12:00–18:00 only ever with its days.
      for (const text of texts.filter((t) => t.includes(daySpaGuestHours.time))) {
        expect(text).toContain(`${daySpaGuestHours.days[lang]} ${daySpaGuestHours.time}`);
      }
    });
  }
});

describe("one way to write the phone and prices per language", () => {
  it("writes the hotel's phone as 0918-123 40 in Swedish and +46 918 123 40 in English", () => {
    const sv = allContentStrings("sv").join("\n");
    const en = allContentStrings("en").join("\n");
    expect(sv).toContain(hotel.phoneDisplay);
    expect(sv).not.toContain(hotel.phone);
    expect(en).toContain(hotel.phone);
    expect(en).not.toContain(hotel.phoneDisplay);
  });

  it("writes English prices as 1,550 SEK, never SEK 1,550", () => {
    const en = allContentStrings("en");
    expect(en.filter((text) => /\bSEK\s*\d/.test(text))).toEqual([]);
    // Every amount before SEK is grouped with a comma and bound to it with a no-break space, as formatSek writes it.
    expect(en.filter((text) => /\d SEK|\d{4}\u00a0SEK/.test(text))).toEqual([]);
  });

  it("writes Swedish prices as 1 550 kr outside the menus' 220:-", () => {
    const sv = allContentStrings("sv");
    expect(sv.filter((text) => /\d kr\b|\d{4}\u00a0kr/.test(text))).toEqual([]);
  });
});

describe("the ticker names the package it leads to", () => {
  for (const lang of langs) {
    it(`uses the package's own name in ${lang}`, () => {
      const friday = packagesFor(lang).find((p) => p.slug === "harliga-fredag")!;
      const name = friday.title.toLowerCase();
      expect(shell[lang]["ticker.booking"].toLowerCase()).toContain(name);
    });
  }
});

/** What a visitor can see named: menu entries, page headings, the packages' and weekly menu's tabs. */
function visibleNames(lang: Lang) {
  const t = shell[lang];
  const navLabels = Object.entries(t)
    .filter(([key]) => key.startsWith("nav."))
    .map(([, label]) => label);
  const pageIds = ["packages", "weekly-menu", "relax", "find-us", "gift-cards", "lost-and-found", "jobs", "terms"] as const;
  const headings = pageIds.map((id) => pageIntro(id, lang).heading);
  const tabs = [
    ...Object.values(packageCategoryNames).map((n) => n[lang]),
    packagesPageLabelsFor(lang).all,
    ...Object.values(menuCategoryLabels).map((n) => n[lang]),
  ];
  return { pages: [...navLabels, ...headings], tabs };
}

const startsWithOne = (text: string, names: string[]) => names.some((n) => text.startsWith(n));
const endsWithOne = (text: string, names: string[]) => names.some((n) => text.endsWith(n));

describe("references name what a visitor sees", () => {
  const faqText = (lang: Lang) => faqFor(lang).flatMap((e) => [e.question, e.answer]);

  it("names pages and tabs in the Swedish FAQ by their labels (sidan X, fliken X)", () => {
    const { pages, tabs } = visibleNames("sv");
    const refs = faqText("sv").flatMap((text) => [...text.matchAll(/\b(sidan|fliken|kategorin) (.+)/g)]);
    expect(refs.length).toBeGreaterThan(5);
    for (const [, word, rest] of refs) {
      if (word === "sidan" && rest!.startsWith("av")) continue; // "vid sidan av", not a page
      expect(startsWithOne(rest!, word === "sidan" ? pages : tabs), `${word} ${rest}`).toBe(true);
    }
  });

  it("names pages and tabs in the English FAQ by their labels (the X page, the X tab)", () => {
    const { pages, tabs } = visibleNames("en");
    const texts = faqText("en");
    let count = 0;
    for (const text of texts) {
      for (const match of text.matchAll(/ (page|tab)\b/g)) {
        const before = text.slice(0, match.index);
        if (/new$/.test(before)) continue; // "a new tab" is the browser's
        count++;
        expect(endsWithOne(before, match[1] === "page" ? pages : tabs), text).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(5);
    // "under X on the … page": X is a tab.
    for (const text of texts) {
      for (const [, tab] of text.matchAll(/under (?:the )?(.+?)(?: tab)? on the /g)) expect(tabs, text).toContain(tab);
    }
  });

  it("spells the forest hut as the teambuilding page does, in the magazine too", () => {
    const name = { sv: "Skogskåtan", en: "forest hut" } as const;
    for (const lang of langs) {
      expect(strings(teambuildingPageFor(lang)).join(" ")).toContain(name[lang]);
      expect(strings(articleFor(7, lang)).join(" ")).toContain(name[lang]);
    }
    expect(allContentStrings("sv").join(" ")).not.toMatch(/skogskoj/i);
  });
});
