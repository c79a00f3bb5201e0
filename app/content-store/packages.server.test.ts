import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { packageCard, packagesFor, relaxPackageOf, spaPackageIds } from "~/content/packages";
import { faqFor } from "~/content/faq";
import { featuredPackages, fromPricesBySlug, listedPackages, publishedPackages, relaxPackage } from "./packages.server";
import { publishItem, readItem, setVisibility } from "./store.server";

const db = getDb(env.DB);
const context = new RouterContextProvider();
context.set(cloudflareContext, { env, ctx: {} as ExecutionContext, requestId: "t", cspNonce: "" });

/** 28 November 2026, noon in Sweden. */
const today = new Date("2026-11-28T11:00:00Z");

describe("packages from the store", () => {
  it("are seeded exactly as app/content/packages.ts had them, in both languages", async () => {
    for (const lang of ["sv", "en"] as const) {
      const published = await publishedPackages(context, lang, today);
      const seeded = packagesFor(lang);
      expect(published.map((entry) => entry.pkg)).toEqual(seeded);
      expect(listedPackages(published)).toEqual(seeded.filter((pkg) => !(spaPackageIds as readonly number[]).includes(pkg.id!)));
      expect(listedPackages(published).map((pkg) => pkg.id)).toEqual([3, 104, 401, 4, 5, 8, 302]);
      expect(featuredPackages(published).map((pkg) => pkg.id)).toEqual([401, 302, 3]);
      const spaWeekend = seeded.find((pkg) => pkg.slug === "spa-weekend")!;
      expect(relaxPackage(published, lang)).toEqual(relaxPackageOf(spaWeekend, lang === "sv" ? "Spa Weekend" : "the Spa Weekend", lang));
    }
  });

  it("show today's price in Sweden, and the next one from its first day", async () => {
    const { data, version } = (await readItem(db, "package", "weekendpaket"))!;
    await publishItem(db, {
      kind: "package",
      key: "weekendpaket",
      expectedVersion: version,
      data: { ...data, priceNext: 1680, priceNextFrom: "2027-01-01" },
      who: "t",
    });
    const weekend = async (at: string, lang: "sv" | "en" = "sv") =>
      (await publishedPackages(context, lang, new Date(at))).find((entry) => entry.pkg.slug === "weekendpaket")!.pkg;

    // 31 December 2026, 23:59 in Sweden (22:59 UTC): still this season's price, the next one announced.
    const before = await weekend("2026-12-31T22:59:00Z");
    expect(before.price).toBe("Från 1\u00a0580\u00a0kr per person och natt");
    expect(before.pricePerPerson).toBe("1\u00a0580\u00a0kr per person och natt i dubbelrum");
    expect(before.comingPrice).toBe("Från 1 januari 2027: 1\u00a0680\u00a0kr");
    expect(packageCard(before).comingPrice).toBe(before.comingPrice);
    expect((await weekend("2026-12-31T22:59:00Z", "en")).comingPrice).toBe("From 1 January 2027: 1,680\u00a0SEK");

    // 1 January 2027, 00:01 in Sweden (23:01 UTC the day before): the new price, nothing to announce.
    const after = await weekend("2026-12-31T23:01:00Z");
    expect(after.price).toBe("Från 1\u00a0680\u00a0kr per person och natt");
    expect(after.pricePerPerson).toBe("1\u00a0680\u00a0kr per person och natt i dubbelrum");
    expect(after.comingPrice).toBeUndefined();
    expect(packageCard(after)).not.toHaveProperty("comingPrice");

    await publishItem(db, { kind: "package", key: "weekendpaket", expectedVersion: version + 1, data, who: "t" });
  });

  it("leave the pages when hidden or removed, and come back when shown again", async () => {
    const slugs = async () => listedPackages(await publishedPackages(context, "sv", today)).map((pkg) => pkg.slug);
    expect(await slugs()).toContain("leisure");
    const { version } = (await readItem(db, "package", "leisure"))!;
    await setVisibility(db, { kind: "package", key: "leisure", expectedVersion: version, visibility: "hidden", who: "t" });
    expect(await slugs()).not.toContain("leisure");
    expect(featuredPackages(await publishedPackages(context, "sv", today)).map((pkg) => pkg.slug)).toEqual([
      "dagskonferens",
      "weekendpaket",
    ]);
    await setVisibility(db, { kind: "package", key: "leisure", expectedVersion: version + 1, visibility: "removed", who: "t" });
    expect(await slugs()).not.toContain("leisure");
    const { data } = (await readItem(db, "package", "leisure", { includeHidden: true }))!;
    await publishItem(db, { kind: "package", key: "leisure", expectedVersion: version + 2, data, who: "t" });
    expect(await slugs()).toContain("leisure");
  });

  it("lists a new package in its order, and a package without a price says to ask", async () => {
    const { data } = (await readItem(db, "package", "leisure"))!;
    const { price: _price, priceRow: _row, ...withoutPrice } = data;
    await publishItem(db, {
      kind: "package",
      key: "vinterpaket",
      expectedVersion: 0,
      data: { ...withoutPrice, titleSv: "VINTERPAKET", titleEn: "WINTER PACKAGE", order: 35, featured: undefined, bookingId: undefined },
      who: "t",
    });
    const listed = listedPackages(await publishedPackages(context, "en", today));
    expect(listed.map((pkg) => pkg.slug).slice(0, 3)).toEqual(["weekendpaket", "vinterpaket", "harliga-fredag"]);
    const winter = listed.find((pkg) => pkg.slug === "vinterpaket")!;
    expect(winter).toMatchObject({ title: "WINTER PACKAGE", price: "Contact us for pricing and availability" });
    expect(winter).not.toHaveProperty("id");
    expect(winter).not.toHaveProperty("pricePerPerson");
  });

  it("are quoted in the FAQ at the price of the day, and at the written one when not published", async () => {
    const { data, version } = (await readItem(db, "package", "seniorpaket-60"))!;
    await publishItem(db, {
      kind: "package",
      key: "seniorpaket-60",
      expectedVersion: version,
      data: { ...data, priceNext: 1480, priceNextFrom: "2027-01-01" },
      who: "t",
    });
    const senior = async (at: string, lang: "sv" | "en") => {
      const packages = await publishedPackages(context, lang, new Date(at));
      return faqFor(lang, undefined, undefined, fromPricesBySlug(packages)).find((entry) => entry.id === "senior-package")!.answer;
    };
    expect(await senior("2026-12-31T22:59:00Z", "sv")).toContain("från 1\u00a0380\u00a0kr per person och natt");
    expect(await senior("2026-12-31T23:01:00Z", "sv")).toContain("från 1\u00a0480\u00a0kr per person och natt");
    expect(await senior("2026-12-31T23:01:00Z", "en")).toContain("from 1,480\u00a0SEK per person per night");
    expect(faqFor("sv").find((entry) => entry.id === "senior-package")!.answer).toContain("1\u00a0380\u00a0kr");
    await publishItem(db, { kind: "package", key: "seniorpaket-60", expectedVersion: version + 1, data, who: "t" });
  });
});
