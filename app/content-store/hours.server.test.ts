import { parseWithZod } from "@conform-to/zod/v4";
import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cloudflareContext } from "~/context";
import { conferencePackagesFor } from "~/content/conference";
import { faqFor } from "~/content/faq";
import { seededHours } from "~/content/hours";
import { lostAndFoundInfoFor } from "~/content/lost-and-found";
import { menusFor } from "~/content/menus";
import { pageIntro, type PageKey } from "~/content/pages";
import { servicesFor } from "~/content/services";
import { termsFor } from "~/content/terms";
import { relaxPageTextsFor } from "~/content/treatments";
import { getDb } from "~/db/client.server";
import { hotelJsonLd } from "~/seo/structured-data.server";
import { contentSchema } from "./kinds";
import { openingHours, showingNotices } from "./public.server";
import { publishItem, readItem } from "./store.server";

const db = getDb(env.DB);
/** Each request has its own context (the shell's read is shared within one). */
function request(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx: {} as ExecutionContext, requestId: "t", cspNonce: "" });
  return context;
}
const langs = ["sv", "en"] as const;
const pageKeys: PageKey[] = [
  "find-us",
  "weekly-menu",
  "services",
  "relax",
  "faq",
  "terms",
  "lost-and-found",
  "conference-packages",
  "home",
  "restaurant",
];

describe("the opening hours from the store", () => {
  it("are seeded with today's hours, so every text that quotes them reads exactly as before", async () => {
    const stored = await openingHours(request(), "sv", new Date("2026-11-27T10:00:00Z"));
    expect(stored).toEqual({ hours: seededHours, exceptions: [], today: "2026-11-27" });
    for (const lang of langs) {
      for (const key of pageKeys) expect(pageIntro(key, lang, stored.hours)).toEqual(pageIntro(key, lang));
      expect(faqFor(lang, stored)).toEqual(faqFor(lang));
      expect(servicesFor(lang, stored.hours)).toEqual(servicesFor(lang));
      expect(menusFor(lang, undefined, undefined, stored.hours)).toEqual(menusFor(lang));
      expect(termsFor(lang, stored.hours)).toEqual(termsFor(lang));
      expect(lostAndFoundInfoFor(lang, stored.hours)).toEqual(lostAndFoundInfoFor(lang));
      expect(conferencePackagesFor(lang, stored.hours)).toEqual(conferencePackagesFor(lang));
      expect(relaxPageTextsFor(lang, stored.hours)).toEqual(relaxPageTextsFor(lang));
    }
    // The texts as the site has always shown them.
    expect(pageIntro("find-us", "sv", stored.hours).intro[1]).toContain(
      "Receptionen har öppet vardagar 08:00–17:00 och helger 09:00–16:00.",
    );
    expect(faqFor("en", stored).find((entry) => entry.id === "breakfast-hours")!.answer).toContain(
      "Breakfast is served 06:00–09:30 on weekdays and 07:00–10:00 at weekends.",
    );
    expect(menusFor("sv", undefined, undefined, stored.hours).lunchInfo).toContain("Serveras måndag till fredag 11:00–14:00.");
  });

  it("show what staff publish: new reception hours everywhere, a closed day on its days and before", async () => {
    const weekly = (await readItem(db, "hours", "ordinarie"))!;
    await publishItem(db, {
      kind: "hours",
      key: "ordinarie",
      expectedVersion: weekly.version,
      data: { ...weekly.data, receptionWeekdays: "07:00–18:00" },
      who: "t",
    });
    await publishItem(db, {
      kind: "hours-exception",
      key: "jul-2026",
      expectedVersion: 0,
      data: {
        textSv: "Köket är stängt 24–26 december",
        textEn: "The kitchen is closed 24–26 December",
        scope: "restaurant",
        startDate: "2026-12-24",
        endDate: "2026-12-26",
      },
      who: "t",
    });
    const before = await openingHours(request(), "en", new Date("2026-12-01T10:00:00Z"));
    expect(before.hours.receptionWeekdays).toBe("07:00–18:00");
    expect(pageIntro("find-us", "en", before.hours).intro[1]).toContain(
      "Reception is open 07:00–18:00 on weekdays and 09:00–16:00 at weekends.",
    );
    const faq = faqFor("en", before);
    expect(faq.find((entry) => entry.id === "reception-hours")!.answer).toContain("07:00–18:00");
    expect(faq.find((entry) => entry.id === "breakfast-hours")!.answer).toContain("Please note: The kitchen is closed 24–26 December.");
    expect(faq.find((entry) => entry.id === "reception-hours")!.answer).not.toContain("kitchen");
    // The banner shows it on its days only (Swedish time), linking to the page with the hours.
    expect((await showingNotices(request(), "sv", new Date("2026-12-23T22:59:00Z"))).banners).toEqual([]);
    expect((await showingNotices(request(), "sv", new Date("2026-12-23T23:00:00Z"))).banners).toEqual([
      { key: "hours-jul-2026", text: "Köket är stängt 24–26 december", href: "/hitta-till-oss" },
    ]);
    expect(await openingHours(request(), "sv", new Date("2026-12-26T23:00:00Z"))).toMatchObject({ exceptions: [] });
    // Structured data: the weekly hours as they are, the closed days as special hours.
    const hotel = hotelJsonLd("en", "https://example.test", before) as unknown as { department: Array<Record<string, unknown>> };
    const [restaurant, spa] = hotel.department;
    expect(restaurant!.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        name: "The kitchen is closed 24–26 December",
        validFrom: "2026-12-24",
        validThrough: "2026-12-26",
        opens: "00:00",
        closes: "00:00",
      },
    ]);
    expect(spa).not.toHaveProperty("specialOpeningHoursSpecification");
    // Back as it was, for the other tests.
    await publishItem(db, { kind: "hours", key: "ordinarie", expectedVersion: weekly.version + 1, data: weekly.data, who: "t" });
  });

  it("answer when dinner is served with the evenings and hours staff publish, and its exceptions", () => {
    const answer = (lang: "sv" | "en", content?: Parameters<typeof faqFor>[1]) =>
      faqFor(lang, content).find((entry) => entry.id === "dinner-hours")!.answer;
    // Seeded: the days alone, and reception tells the time, as before.
    expect(answer("sv")).toMatch(
      /^Middag ingår alltid .* och varje fredag och lördag serverar vi tvårättersmiddag\. Vilken tid middagen serveras berättar receptionen: ring /,
    );
    const content = {
      hours: { ...seededHours, dinnerDays: "thu-sat" as const, dinner: "18:00–21:00" },
      exceptions: [
        {
          key: "stangt",
          text: "Middagen är stängd 31 december",
          scope: "dinner" as const,
          from: "2026-12-31",
          to: "2026-12-31",
          hours: null,
        },
        { key: "spa", text: "Dagspat är stängt", scope: "dayspa" as const, from: "2026-12-31", to: "2026-12-31", hours: null },
      ],
      today: "2026-12-01",
    };
    expect(answer("sv", content)).toMatch(
      /och torsdag till lördag serverar vi tvårättersmiddag 18:00–21:00\. Frågor om middagen besvarar receptionen: ring .* Observera: Middagen är stängd 31 december\.$/,
    );
    expect(answer("en", content)).toMatch(
      /and Thursday to Saturday we serve a two-course dinner, 18:00–21:00\. Reception answers any questions about dinner: call .* Please note: Middagen är stängd 31 december\.$/,
    );
    expect(answer("sv", content)).not.toContain("Dagspat");
  });

  it("refuse a time that is not a range, in the editor's words", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...seededHours, receptionWeekdays: "åtta till fem", version: "1", intent: "publish" }))
      form.set(name, value);
    const submission = parseWithZod(form, { schema: contentSchema("hours") });
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.receptionWeekdays).toEqual(["Skriv tiden som 08:00–17:00."]);
    form.set("receptionWeekdays", "08:00 - 17:00");
    const ok = parseWithZod(form, { schema: contentSchema("hours") });
    expect(ok.status).toBe("success");
    expect((ok as { value: Record<string, unknown> }).value.receptionWeekdays).toBe("08:00–17:00");
  });
});
