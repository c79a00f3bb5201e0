import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { cloudflareContext } from "~/context";
import { foodEventFor, foodEventFromData, foodEventIds, isFoodEventOver } from "~/content/food-events";
import { getDb } from "~/db/client.server";
import { isJobOpen, jobsFor } from "~/content/jobs";
import { foodEventSeo, screenSeo } from "~/seo/seo.server";
import { menusFor } from "~/content/menus";
import { formatMenuPrice } from "~/i18n/format";
import { foodEventContent, isNoticeShowing, openJobs, showingNotices, upcomingFoodEvents, weeklyMenuContent } from "./public.server";
import { publishItem, readItem, setVisibility } from "./store.server";

const db = getDb(env.DB);
const context = new RouterContextProvider();
context.set(cloudflareContext, { env, ctx: {} as ExecutionContext, requestId: "t", cspNonce: "" });

describe("food events from the store", () => {
  it("are seeded exactly as app/content/ had them", async () => {
    for (const id of foodEventIds) {
      const item = await readItem(db, "food-event", id);
      for (const lang of ["sv", "en"] as const) expect(foodEventFromData(id, item!.data, lang)).toEqual(foodEventFor(id, lang));
    }
  });

  it("leave the lists the day after they end, in Swedish time", () => {
    expect(isFoodEventOver({ startDate: "2027-08-15" }, "2027-08-15")).toBe(false);
    expect(isFoodEventOver({ startDate: "2027-08-15" }, "2027-08-16")).toBe(true);
    expect(isFoodEventOver({ startDate: "2027-08-14", endDate: "2027-08-15" }, "2027-08-15")).toBe(false);
    expect(isFoodEventOver({ startDate: "2027-08-14", endDate: "2027-08-15" }, "2027-08-16")).toBe(true);
  });

  it("drops a past event from the restaurant's list, keeps its page and gives it no Event data", async () => {
    const { data } = (await readItem(db, "food-event", "kraftskiva"))!;
    await publishItem(db, {
      kind: "food-event",
      key: "midsommar-2026",
      expectedVersion: 0,
      data: { ...data, startDate: "2026-06-19", endDate: "2026-06-20" },
      who: "t",
    });
    // 20 June 2026, 23:30 in Sweden: still on; 21 June 00:10: over.
    const onTheDay = await upcomingFoodEvents(context, "sv", new Date("2026-06-20T21:30:00Z"));
    expect(onTheDay.map((event) => event.id)).toContain("midsommar-2026");
    const after = await upcomingFoodEvents(context, "sv", new Date("2026-06-20T22:10:00Z"));
    expect(after.map((event) => event.id)).not.toContain("midsommar-2026");
    expect(after.map((event) => event.id)).toEqual(expect.arrayContaining([...foodEventIds]));

    const page = await foodEventContent(context, "midsommar-2026", "sv", new Date("2026-06-21T10:00:00Z"));
    expect(page?.over).toBe(true);
    const request = new Request("https://hotel.test/food-event/midsommar-2026");
    const types = (upcoming: boolean) =>
      foodEventSeo(request, page!.event, upcoming).jsonLd.map((node) => (node as { "@type": string })["@type"]);
    expect(types(false)).not.toContain("Event");
    expect(types(true)).toContain("Event");
    expect(await foodEventContent(context, "finns-inte", "sv")).toBeUndefined();
  });
});

describe("job openings from the store", () => {
  it("are seeded exactly as app/content/ had them", async () => {
    for (const lang of ["sv", "en"] as const) expect(await openJobs(context, lang)).toEqual(jobsFor(lang));
  });

  it("include a position staff created, after the seeded ones, with its own extent and probation", async () => {
    const data = {
      titleSv: "Kallskänka",
      titleEn: "Pantry cook",
      startSv: "Snarast",
      datePosted: "2026-12-01",
      minPercent: 100,
      maxPercent: 100,
      probationMonths: 3,
      descriptionSv: "Du gör smörgåsbordet.",
    };
    await publishItem(db, { kind: "job", key: "kallskanka", expectedVersion: 0, data, who: "t" });
    const jobs = await openJobs(context, "en", new Date("2026-12-02T10:00:00Z"));
    expect(jobs.map((job) => job.id)).toEqual([...jobsFor("en").map((job) => job.id), "kallskanka"]);
    expect(jobs.at(-1)).toMatchObject({ title: "Pantry cook", start: "Snarast", extent: "Full-time, 100%", probation: "3 months" });
    // Removed, it leaves the list (and the tests after this one see the seeded five).
    await setVisibility(db, { kind: "job", key: "kallskanka", expectedVersion: 1, visibility: "removed", who: "t" });
    expect((await openJobs(context, "en", new Date("2026-12-02T10:00:00Z"))).map((job) => job.id)).not.toContain("kallskanka");
  });

  it("close the day after their last day to apply: off the list, the form's choices and the structured data", async () => {
    const { data } = (await readItem(db, "job", "cleaning"))!;
    await publishItem(db, { kind: "job", key: "cleaning", expectedVersion: 1, data: { ...data, validThrough: "2027-03-31" }, who: "t" });
    // 31 March 23:30 in Sweden (summer time, UTC+2): still open, with validThrough; 1 April 00:10: closed.
    const lastDay = await openJobs(context, "sv", new Date("2027-03-31T21:30:00Z"));
    expect(lastDay.map((job) => job.id)).toContain("cleaning");
    const request = new Request("https://hotel.test/lediga-jobb");
    const postings = screenSeo(request, "jobs", { jobs: lastDay }).jsonLd.filter(
      (node) => (node as { "@type": string })["@type"] === "JobPosting",
    );
    expect(postings).toHaveLength(5);
    expect(postings.find((node) => (node as unknown as { identifier: { value: string } }).identifier.value === "cleaning")).toMatchObject({
      validThrough: "2027-03-31",
    });
    const after = await openJobs(context, "sv", new Date("2027-03-31T22:10:00Z"));
    expect(after.map((job) => job.id)).toEqual(["chef", "receptionist", "breakfast", "extra-cleaning"]);
    expect(isJobOpen({ validThrough: "2027-03-31" }, "2027-04-01")).toBe(false);
    expect(isJobOpen({}, "2099-01-01")).toBe(true);
  });
});

describe("notices from the store", () => {
  it("show from their first through their last day in Sweden, banners apart from ticker offers", async () => {
    const notice = (text: string, placement: string, link?: string) => ({
      textSv: text,
      placement,
      startDate: "2026-12-21",
      endDate: "2026-12-27",
      ...(link ? { link } : {}),
    });
    await publishItem(db, {
      kind: "notice",
      key: "kok-stangt",
      expectedVersion: 0,
      data: notice("Köket är stängt vecka 52", "banderoll"),
      who: "t",
    });
    await publishItem(db, {
      kind: "notice",
      key: "julbord",
      expectedVersion: 0,
      data: notice("Julbord varje helg", "ticker", "/restaurant"),
      who: "t",
    });
    expect(await showingNotices(context, "sv", new Date("2026-12-20T22:59:00Z"))).toEqual({ banners: [], ticker: [] });
    const first = await showingNotices(context, "en", new Date("2026-12-20T23:00:00Z"));
    // No English given: the English page shows the Swedish text; links go to the English page.
    expect(first.banners).toEqual([{ key: "kok-stangt", text: "Köket är stängt vecka 52", href: null }]);
    expect(first.ticker).toEqual([{ key: "julbord", text: "Julbord varje helg", href: "/en/restaurant" }]);
    expect((await showingNotices(context, "sv", new Date("2026-12-27T22:59:00Z"))).banners).toHaveLength(1);
    expect(await showingNotices(context, "sv", new Date("2026-12-27T23:00:00Z"))).toEqual({ banners: [], ticker: [] });
    expect(isNoticeShowing({ startDate: "2026-12-21", endDate: "2026-12-21" }, "2026-12-21")).toBe(true);
  });
});

describe("the menu page from the store", () => {
  it("reads exactly as app/content/menus.ts had it, apart from the week number", async () => {
    for (const lang of ["sv", "en"] as const) {
      // Week 24 of 2027: the seeded weekend menu's weeks (24–25), so every tab has all its items.
      const { weekLabel, ...fromStore } = await weeklyMenuContent(context, lang, new Date("2027-06-16T10:00:00Z"));
      expect(weekLabel).toMatch(lang === "sv" ? /^Vecka 24$/ : /^Week 24$/);
      const { weekLabel: none, ...fromCode } = menusFor(lang);
      expect(none).toBeNull();
      const withoutLunch = (menus: typeof fromCode) => ({
        ...menus,
        lunchInfo: "",
        sections: menus.sections.filter((section) => section.id !== "lunch"),
      });
      expect(withoutLunch(fromStore)).toEqual(withoutLunch(fromCode));
    }
  });

  it("shows the weekend menu only in the weeks it names, and the spec's empty text in the others", async () => {
    const weekend = async (lang: "sv" | "en", now: Date) =>
      (await weeklyMenuContent(context, lang, now)).sections.find((section) => section.id === "weekend")!;
    const june = await weekend("sv", new Date("2027-06-16T10:00:00Z"));
    expect(june.items.map((item) => item.id)).toEqual(["weekend-buffet", "weekend-dinner"]);
    // Week 48 of 2026.
    const november = await weekend("sv", new Date("2026-11-28T10:00:00Z"));
    expect(november.items).toEqual([]);
    expect(november.emptyText).toBe("Ingen helgmeny tillgänglig för denna vecka.");
    expect((await weekend("en", new Date("2026-11-28T10:00:00Z"))).emptyText).toBe("No weekend menu is available for this week.");
  });

  it("says the week's menu is coming, and keeps the other tabs, when none is published for this week", async () => {
    const menus = await weeklyMenuContent(context, "sv", new Date("2031-01-08T10:00:00Z"));
    expect(menus.weekLabel).toBe("Vecka 2");
    const lunch = menus.sections.find((section) => section.id === "lunch")!;
    expect(lunch.items).toEqual([]);
    expect(lunch.emptyText).toBe("Veckans meny publiceras snart.");
    expect(menus.sections.find((section) => section.id === "bar")!.items.length).toBeGreaterThan(0);
  });
});

describe("next week's menu on the menu page (issue 34)", () => {
  // Wednesday of week 10 of 2031 (Sweden): no menu is seeded for weeks 10–11.
  const now = new Date("2031-03-05T10:00:00Z");
  const lunchOf = (menus: { sections: Array<{ id: string; items: Array<{ id: string; note: string | null }> }> }) =>
    menus.sections.find((section) => section.id === "lunch")!.items;

  it("links no other week, and shows this week's, while next week's is not published", async () => {
    const asked = await weeklyMenuContent(context, "sv", now, "next");
    expect(asked.weekLabel).toBe("Vecka 10");
    expect(asked.weekSwitch).toBeUndefined();
    expect(asked).toEqual(await weeklyMenuContent(context, "sv", now));
  });

  it("links this week and next once next week's is published, and shows next week's with its closed days when asked", async () => {
    await publishItem(db, {
      kind: "weekly-menu",
      key: "2031-W11",
      expectedVersion: 0,
      data: {
        price: 230,
        mondaySv: "Kalops",
        tuesdaySv: "Pölsa",
        wednesdaySv: "Renskav",
        thursdayClosed: "stangt",
        fridayClosed: "stangt",
      },
      who: "t",
    });
    const thisWeek = await weeklyMenuContent(context, "sv", now);
    expect(thisWeek.weekLabel).toBe("Vecka 10");
    expect(lunchOf(thisWeek)).toEqual([]);
    expect(thisWeek.weekSwitch).toEqual({
      label: "Välj vecka",
      showing: "this",
      links: [
        { week: "this", label: "Denna vecka", href: "/weekly-menu" },
        { week: "next", label: "Nästa vecka", href: "/weekly-menu?vecka=nasta" },
      ],
    });

    const next = await weeklyMenuContent(context, "en", now, "next");
    expect(next.weekLabel).toBe("Week 11");
    expect(next.lunchInfo).toContain(formatMenuPrice(230, "en"));
    expect(next.weekSwitch).toMatchObject({
      showing: "next",
      links: [{ href: "/en/weekly-menu" }, { href: "/en/weekly-menu?vecka=nasta", label: "Next week" }],
    });
    const closed = lunchOf(next).filter((day) => day.note === "Closed – no lunch is served this day.");
    expect(closed.map((day) => day.id)).toEqual(["lunch-thursday", "lunch-friday"]);

    // Taken down again ("Avpublicera"), next week is gone from the page.
    await setVisibility(db, { kind: "weekly-menu", key: "2031-W11", expectedVersion: 1, visibility: "hidden", who: "t" });
    const hidden = await weeklyMenuContent(context, "sv", now, "next");
    expect(hidden.weekLabel).toBe("Vecka 10");
    expect(hidden.weekSwitch).toBeUndefined();
  });
});

describe("the read every page waits on (notices and opening hours)", () => {
  /** The site's D1 whose next `failures` statements fail, as D1 does when its connection drops. */
  function contextWithFlakyDb(failures: number) {
    const flaky = new Proxy(env.DB, {
      get(target, property) {
        if (property === "prepare" && failures > 0) {
          failures--;
          return () => {
            throw new Error("D1_ERROR: Network connection lost.");
          };
        }
        const value = Reflect.get(target, property) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const flakyContext = new RouterContextProvider();
    flakyContext.set(cloudflareContext, { env: { ...env, DB: flaky }, ctx: {} as ExecutionContext, requestId: "t", cspNonce: "" });
    return flakyContext;
  }

  it("is tried once more after a passing failure, so the page still shows", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const now = new Date("2026-11-27T10:00:00Z");
    expect(await showingNotices(contextWithFlakyDb(1), "sv", now)).toEqual(await showingNotices(context, "sv", now));
    expect(warned.mock.calls.map(([line]) => JSON.parse(String(line)).event)).toEqual(["content_read_retried"]);
    warned.mockRestore();
  });

  it("fails the page when the second try fails too", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(showingNotices(contextWithFlakyDb(2), "sv")).rejects.toThrow(/Network connection lost/);
    warned.mockRestore();
  });
});
