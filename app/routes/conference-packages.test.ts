import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import type { ContentData } from "~/content-store/data";
import { publishedPackages } from "~/content-store/packages.server";
import { publishItem, readItem, setVisibility } from "~/content-store/store.server";
import { conferencePackagesFor, DAY_CONFERENCE_SLUG } from "~/content/conference";
import { conferencePackagesIntro, pageIntro } from "~/content/pages";
import { loader } from "./conference-packages";

const db = getDb(env.DB);
const context = new RouterContextProvider();
context.set(cloudflareContext, { env, ctx: {} as ExecutionContext, requestId: "t", cspNonce: "" });

const pathOf = { sv: "https://hotel.test/conference-packages", en: "https://hotel.test/en/conference-packages" } as const;

/** What a visitor reads of the day conference on /conference-packages: the card's price, the intro and the meta description. */
async function seen(lang: "sv" | "en") {
  const data = await loader({ request: new Request(pathOf[lang]), context, params: {} } as never);
  const content = data.content.value!;
  const description = data.seo.meta.find((tag) => "name" in tag && tag.name === "description") as { content: string } | undefined;
  const day = content.packages[0]!;
  return { price: day.priceLabel, coming: day.comingPrice, intro: content.page.intro[0], description: description?.content, day };
}

async function publishDayConference(change: ContentData) {
  const { data, version } = (await readItem(db, "package", DAY_CONFERENCE_SLUG))!;
  await publishItem(db, { kind: "package", key: DAY_CONFERENCE_SLUG, expectedVersion: version, data: { ...data, ...change }, who: "t" });
  return async () => {
    const now = (await readItem(db, "package", DAY_CONFERENCE_SLUG, { includeHidden: true }))!;
    await publishItem(db, { kind: "package", key: DAY_CONFERENCE_SLUG, expectedVersion: now.version, data, who: "t" });
  };
}

describe("/conference-packages reads the day conference package from the store", () => {
  it("is seeded as the code had it: the card, the intro and the meta description, in both languages", async () => {
    for (const lang of ["sv", "en"] as const) {
      const { day, intro, description } = await seen(lang);
      expect(day).toEqual(conferencePackagesFor(lang)[0]);
      expect(intro).toBe(pageIntro("conference-packages", lang).intro[0]);
      expect(description).toBe(pageIntro("conference-packages", lang).description);
    }
    expect((await seen("sv")).price).toBe("Från 910\u00a0kr per person exkl. moms");
  });

  it("quotes the price, coming price, texts and inclusions staff publish, everywhere on the page", async () => {
    const restore = await publishDayConference({
      price: 995,
      priceNext: 1050,
      priceNextFrom: "2099-01-01",
      descriptionSv: "En ny dag i skogen.",
      descriptionEn: "A new day in the forest.",
      includesSv: "Konferensrum\nLunch",
      includesEn: "Conference room\nLunch",
    });
    try {
      const sv = await seen("sv");
      expect(sv.price).toBe("Från 995\u00a0kr per person exkl. moms");
      expect(sv.intro).toContain("kostar från 995\u00a0kr per person exklusive moms");
      expect(sv.description).toContain("dagskonferens från 995\u00a0kr per person exkl. moms");
      expect(sv.coming).toBe("Från 1 januari 2099: 1\u00a0050\u00a0kr");
      expect(sv.day.description).toBe("En ny dag i skogen.");
      expect(sv.day.includes).toEqual(["Konferensrum", "Lunch"]);
      const en = await seen("en");
      expect(en.price).toBe("From 995\u00a0SEK per person excl. VAT");
      expect(en.intro).toContain("costs from 995\u00a0SEK per person excluding VAT");
      expect(en.description).toContain("a day conference from 995\u00a0SEK per person excl. VAT");
      expect(en.coming).toBe("From 1 January 2099: 1,050\u00a0SEK");
      expect(en.day.description).toBe("A new day in the forest.");
      expect(en.day.includes).toEqual(["Conference room", "Lunch"]);
      for (const lang of ["sv", "en"] as const) expect(JSON.stringify(await seen(lang))).not.toContain("910");
    } finally {
      await restore();
    }
  });

  it("announces a next price until its day, and quotes it from midnight in Sweden", async () => {
    const restore = await publishDayConference({ priceNext: 1000, priceNextFrom: "2027-01-01" });
    try {
      const at = async (when: string, lang: "sv" | "en") => {
        const published = await publishedPackages(context, lang, new Date(when));
        const day = published.find((entry) => entry.pkg.slug === DAY_CONFERENCE_SLUG)!.pkg;
        return { card: conferencePackagesFor(lang, undefined, day)[0]!, intro: conferencePackagesIntro(lang, day.fromPrice) };
      };
      // 31 December 2026, 23:59 in Sweden (22:59 UTC): this season's price, the next one announced.
      const before = await at("2026-12-31T22:59:00Z", "sv");
      expect(before.card.priceLabel).toBe("Från 910\u00a0kr per person exkl. moms");
      expect(before.card.comingPrice).toBe("Från 1 januari 2027: 1\u00a0000\u00a0kr");
      expect((await at("2026-12-31T22:59:00Z", "en")).card.comingPrice).toBe("From 1 January 2027: 1,000\u00a0SEK");
      // 1 January 2027, 00:01 in Sweden (23:01 UTC the day before): the new price, nothing to announce.
      for (const lang of ["sv", "en"] as const) {
        const after = await at("2026-12-31T23:01:00Z", lang);
        expect(after.card.priceLabel).toContain(lang === "sv" ? "1\u00a0000\u00a0kr" : "1,000\u00a0SEK");
        expect(after.card).not.toHaveProperty("comingPrice");
        expect(after.intro.intro[0]).toContain(lang === "sv" ? "från 1\u00a0000\u00a0kr" : "from 1,000\u00a0SEK");
        expect(after.intro.description).toContain(lang === "sv" ? "från 1\u00a0000\u00a0kr" : "from 1,000\u00a0SEK");
      }
    } finally {
      await restore();
    }
  });

  it("gives the price on request, with the seeded texts, when staff hide the package or leave its price empty", async () => {
    const restore = await publishDayConference({ price: undefined });
    try {
      const sv = await seen("sv");
      expect(sv.price).toBe("Pris på förfrågan");
      expect(sv.intro).toContain("priset lämnar vi på förfrågan");
      expect(sv.description).not.toMatch(/\d\u00a0kr/);
      expect((await seen("en")).price).toBe("Price on request");
    } finally {
      await restore();
    }
    const { version } = (await readItem(db, "package", DAY_CONFERENCE_SLUG))!;
    await setVisibility(db, { kind: "package", key: DAY_CONFERENCE_SLUG, expectedVersion: version, visibility: "hidden", who: "t" });
    try {
      for (const lang of ["sv", "en"] as const) {
        const { day, intro, description } = await seen(lang);
        const seeded = conferencePackagesFor(lang)[0]!;
        expect(day).toEqual({ ...seeded, priceLabel: lang === "sv" ? "Pris på förfrågan" : "Price on request" });
        expect(intro).toBe(conferencePackagesIntro(lang, undefined).intro[0]);
        expect(description).toBe(conferencePackagesIntro(lang, undefined).description);
        expect(description!.length).toBeGreaterThanOrEqual(120);
        expect(description!.length).toBeLessThanOrEqual(160);
      }
    } finally {
      const hidden = (await readItem(db, "package", DAY_CONFERENCE_SLUG, { includeHidden: true }))!;
      await publishItem(db, { kind: "package", key: DAY_CONFERENCE_SLUG, expectedVersion: hidden.version, data: hidden.data, who: "t" });
    }
  });
});
