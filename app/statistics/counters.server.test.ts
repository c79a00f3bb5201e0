import { env } from "cloudflare:workers";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { todayInSweden } from "~/forms/dates";
import { clickOut, clickOutDestination } from "./click-out.server";
import { clickOutHref, menuClickOut } from "./click-out";
import { count, flushCounts } from "./counters.server";
import { countForm, markHeldBack } from "./forms.server";
import { countPageView } from "./page-views.server";
import { getDb } from "~/db/client.server";
import { applyRetention, retentionPolicy } from "~/db/retention.server";
import { isoWeek } from "./periods";
import { lastWeeks, statisticsSections, type CountRow } from "./report.server";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ctx = () => ({ waitUntil: vi.fn() });
const html = (status = 200) => new Response("<!doctype html>", { status, headers: { "Content-Type": "text/html; charset=utf-8" } });

/** The metrics the tests below are about; arrivals and clicks per page have tests of their own. */
const viewsClicksForms = ["page_view", "booking_click", "gift_card_click", "form_accepted", "form_refused", "newsletter_confirmed"];

async function counts(metrics: readonly string[] = viewsClicksForms): Promise<Array<Omit<CountRow, "day">>> {
  await flushCounts(env.DB);
  const { results } = await env.DB.prepare(
    "SELECT metric, subject, lang, count FROM site_counts WHERE day = ? ORDER BY metric, subject, lang",
  )
    .bind(todayInSweden())
    .all<Omit<CountRow, "day">>();
  return results.filter((row) => metrics.includes(row.metric));
}

function view(path: string, init: RequestInit = {}, response = html()) {
  countPageView(new Request(`https://fjallkallan.se${path}`, { headers: { "User-Agent": browser }, ...init }), response, env.DB, ctx());
}

afterEach(async () => {
  await flushCounts(env.DB);
  await env.DB.batch(["site_counts", "statistics_seen"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

describe("site counters", () => {
  it("adds up in the isolate, schedules one write after the response, and writes once", async () => {
    const first = ctx();
    count(env.DB, first, "page_view", "home", "sv");
    const second = ctx();
    count(env.DB, second, "page_view", "home", "sv");
    count(env.DB, second, "page_view", "home", "en");
    expect(first.waitUntil).toHaveBeenCalledTimes(1);
    expect(second.waitUntil).not.toHaveBeenCalled();
    expect(await counts()).toEqual([
      { metric: "page_view", subject: "home", lang: "en", count: 1 },
      { metric: "page_view", subject: "home", lang: "sv", count: 2 },
    ]);
    // After a write, the next count schedules the next.
    const third = ctx();
    count(env.DB, third, "page_view", "home", "sv");
    expect(third.waitUntil).toHaveBeenCalledTimes(1);
    expect(await counts()).toContainEqual({ metric: "page_view", subject: "home", lang: "sv", count: 3 });
  });
});

describe("page views", () => {
  it("counts a page load and a client-side navigation per screen and language", async () => {
    view("/boende");
    view("/en/boende");
    view("/relax.data", {}, new Response("x", { headers: { "Content-Type": "text/x-script" } }));
    view("/_.data", {}, new Response("x", { headers: { "Content-Type": "text/x-script" } }));
    view("/en/_.data", {}, new Response("x", { headers: { "Content-Type": "text/x-script" } }));
    expect(await counts()).toEqual([
      { metric: "page_view", subject: "home", lang: "en", count: 1 },
      { metric: "page_view", subject: "home", lang: "sv", count: 1 },
      { metric: "page_view", subject: "relax", lang: "sv", count: 1 },
      { metric: "page_view", subject: "rooms", lang: "en", count: 1 },
      { metric: "page_view", subject: "rooms", lang: "sv", count: 1 },
    ]);
  });

  it("ignores crawlers, clients without a name, prefetches, failures, posts, files and staff pages", async () => {
    view("/boende", { headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } });
    view("/boende", { headers: {} });
    view("/boende", { headers: { "User-Agent": browser, "Sec-Purpose": "prefetch" } });
    view("/boende", {}, html(500));
    view("/finns-inte", {}, html(404));
    view("/boende", { method: "POST" });
    view("/favicon.svg", {}, new Response("<svg/>", { headers: { "Content-Type": "image/svg+xml" } }));
    view("/staff", {});
    expect(await counts()).toEqual([]);
  });
});

describe("once per visitor and day", () => {
  const anna = { "User-Agent": browser, "CF-Connecting-IP": "198.51.100.7" };
  const data = () => new Response("x", { headers: { "Content-Type": "text/x-script" } });

  it("counts a page once per visitor, however often it is loaded, reloaded or revalidated, and never a HEAD", async () => {
    view("/boende", { headers: anna });
    view("/boende", { headers: anna });
    // A later write (the same visitor an hour later, or through another isolate) remembers them too.
    await flushCounts(env.DB);
    view("/boende", { headers: anna });
    view("/boende.data", { headers: anna }, data());
    view("/boende", { method: "HEAD", headers: { ...anna, "CF-Connecting-IP": "192.0.2.1" } });
    // Another browser at the same address, and the same browser elsewhere, are other visitors.
    view("/boende", { headers: { ...anna, "User-Agent": `${browser} Edg/131.0.0.0` } });
    view("/boende", { headers: { ...anna, "CF-Connecting-IP": "203.0.113.9" } });
    // Another page, or the page in English, is another view.
    view("/relax", { headers: anna });
    view("/en/boende", { headers: anna });
    expect(await counts()).toEqual([
      { metric: "page_view", subject: "relax", lang: "sv", count: 1 },
      { metric: "page_view", subject: "rooms", lang: "en", count: 1 },
      { metric: "page_view", subject: "rooms", lang: "sv", count: 3 },
    ]);
  });

  it("count a visitor's repeated clicks on a link once, and a HEAD not at all", async () => {
    const go = (init: RequestInit = {}) =>
      clickOut(
        new Request(`https://fjallkallan.se${clickOutHref("gift-card", "menu", "https://presentkort.fjallkallan.se")}`, {
          headers: anna,
          ...init,
        }),
        env,
        ctx(),
        "gift-card",
      );
    for (let i = 0; i < 5; i++) expect(go().status).toBe(302);
    expect(go({ method: "HEAD", headers: { ...anna, "CF-Connecting-IP": "192.0.2.1" } }).status).toBe(302);
    expect(await counts()).toEqual([{ metric: "gift_card_click", subject: "menu", lang: "-", count: 1 }]);
  });

  it("store no address or user agent, and nothing that ties a visit to a visitor after the day", async () => {
    view("/boende", { headers: anna });
    await counts();
    const stored = async () => [
      ...(await env.DB.prepare("SELECT * FROM statistics_seen").all()).results,
      ...(await env.DB.prepare("SELECT * FROM statistics_salts").all()).results,
    ];
    // The day's salt, and a code for the view and for the visit's entry page, source and device.
    expect(await stored()).toHaveLength(5);
    expect(JSON.stringify(await stored())).not.toMatch(/198\.51|Chrome|Mozilla/);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect((await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, retentionPolicy({}), tomorrow)).statisticsSalts).toBe(1);
    expect(await stored()).toEqual([]);
    expect(await counts()).toEqual([{ metric: "page_view", subject: "rooms", lang: "sv", count: 1 }]);
  });
});

describe("click-outs", () => {
  it("redirect only to the configured booking engine and gift-card shop", () => {
    const engine = "https://booking.fjallkallan.se/search?channel=fjallkallan-web&lang=en";
    expect(clickOutDestination("booking", engine)).toBe(engine);
    for (const hostile of [
      "https://evil.example/",
      "//evil.example",
      "javascript:alert(1)",
      "http://booking.fjallkallan.se/",
      "https://x@booking.fjallkallan.se/",
      "https://booking.fjallkallan.se.evil.example/",
      "nonsense",
      null,
    ]) {
      expect(new URL(clickOutDestination("booking", hostile)).origin, String(hostile)).toBe("https://booking.fjallkallan.se");
    }
    expect(new URL(clickOutDestination("gift-card", engine)).origin).toBe("https://presentkort.fjallkallan.se");
  });

  it("never leave the engine or the shop, whatever `to` says", () => {
    const piece = fc.constantFrom(
      "https://",
      "http://",
      "//",
      "\\",
      "booking.fjallkallan.se",
      "presentkort.fjallkallan.se",
      "evil.example",
      "@",
      ":443",
      ".",
      "/",
      "%2F",
      "?",
      "#",
      "javascript:",
      "data:",
      "\t",
      "user:pw@",
    );
    fc.assert(
      fc.property(
        fc.constantFrom("booking", "gift-card" as const),
        fc.array(piece, { maxLength: 8 }).map((parts) => parts.join("")),
        (target, to) => {
          const origin = new URL(clickOutDestination(target, to)).origin;
          expect(origin, to).toBe(target === "booking" ? "https://booking.fjallkallan.se" : "https://presentkort.fjallkallan.se");
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("write the destination out in the link, and send the shop's menu entry through its own", () => {
    expect(clickOutHref("booking", "hero", "https://booking.fjallkallan.se/search?lang=sv")).toBe(
      "/go/booking?from=hero&to=https%3A%2F%2Fbooking.fjallkallan.se%2Fsearch%3Flang%3Dsv",
    );
    expect(menuClickOut("https://presentkort.fjallkallan.se")).toBe("/go/gift-card?from=menu&to=https%3A%2F%2Fpresentkort.fjallkallan.se");
    expect(menuClickOut("https://other.example/")).toBe("https://other.example/");
  });

  it("count a person's click per place and language, not a crawler's, and redirect both", async () => {
    const go = (agent: string) =>
      clickOut(
        new Request(`https://fjallkallan.se${clickOutHref("booking", "rooms", "https://booking.fjallkallan.se/search?room=DLX&lang=en")}`, {
          headers: { "User-Agent": agent },
        }),
        env,
        ctx(),
        "booking",
      );
    const response = go(browser);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://booking.fjallkallan.se/search?room=DLX&lang=en");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(go("curl/8.5.0").status).toBe(302);
    expect(await counts()).toEqual([{ metric: "booking_click", subject: "rooms", lang: "en", count: 1 }]);
  });
});

describe("form counts", () => {
  it("count accepted and refused answers, and a held-back bot post as refused though it answered success", async () => {
    const cloudflare = { env, ctx: ctx() as unknown as ExecutionContext };
    countForm(cloudflare, "lost-and-found", { type: "DataWithResponseInit", data: { outcome: "success" }, init: { status: 200 } });
    countForm(cloudflare, "lost-and-found", { type: "DataWithResponseInit", data: { outcome: "invalid" }, init: { status: 400 } });
    countForm(
      cloudflare,
      "lost-and-found",
      markHeldBack({ type: "DataWithResponseInit", data: { outcome: "success" }, init: { status: 200 } }),
    );
    expect(await counts()).toEqual([
      { metric: "form_accepted", subject: "lost-and-found", lang: "-", count: 1 },
      { metric: "form_refused", subject: "lost-and-found", lang: "-", count: 2 },
    ]);
  });
});

describe("the statistics page's weeks", () => {
  it("are the 8 ISO weeks ending with today's, Monday first", () => {
    expect(isoWeek("2026-11-27")).toBe(48);
    expect(isoWeek("2027-01-01")).toBe(53);
    expect(isoWeek("2024-12-30")).toBe(1);
    const weeks = lastWeeks("2026-11-27");
    expect(weeks).toHaveLength(8);
    expect(weeks[7]).toEqual({ number: 48, start: "2026-11-23" });
    expect(weeks[0]).toEqual({ number: 41, start: "2026-10-05" });
  });

  it("add the days into weeks per screen, place and form", () => {
    const weeks = lastWeeks("2026-11-27");
    const rows: CountRow[] = [
      { day: "2026-11-23", metric: "page_view", subject: "rooms", lang: "sv", count: 3 },
      { day: "2026-11-27", metric: "page_view", subject: "rooms", lang: "sv", count: 2 },
      { day: "2026-10-05", metric: "page_view", subject: "rooms", lang: "en", count: 1 },
      { day: "2026-11-20", metric: "booking_click", subject: "hero", lang: "sv", count: 4 },
      { day: "2026-11-20", metric: "form_refused", subject: "newsletter", lang: "-", count: 1 },
    ];
    const sections = statisticsSections(weeks, rows);
    const [views, booking, forms] = ["sidvisningar", "bokning", "formular"].map((id) => sections.find((section) => section.id === id));
    expect(views!.totals).toEqual([1, 0, 0, 0, 0, 0, 0, 5]);
    // Pages by their headings, not their paths.
    expect(views!.lines.map((line) => [line.label, line.total])).toEqual([
      ["Boende (svenska)", 5],
      ["Boende (engelska)", 1],
    ]);
    expect(booking!.totals).toEqual([0, 0, 0, 0, 0, 0, 4, 0]);
    expect(forms!.lines[0]!.label).toBe("Nyhetsbrev: avvisade");
  });
});

describe("arrivals: entry page, source, campaign and device", () => {
  const phone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
  const arrivals = ["entry_page", "source", "utm_source", "utm_campaign", "device"];

  it("counts a visit from outside once per visitor, with its source, campaign and device; not a navigation inside the site", async () => {
    const eva = { "User-Agent": phone, "CF-Connecting-IP": "198.51.100.20", Referer: "https://www.google.se/" };
    view("/relax?utm_source=Nyhetsbrev&utm_campaign=Jul%202026&utm_medium=email", { headers: eva });
    // Reloaded: the same visit.
    view("/relax?utm_source=Nyhetsbrev&utm_campaign=Jul%202026&utm_medium=email", { headers: eva });
    // On to another page without JavaScript (a same-site referrer), and with it (.data): no new arrival.
    view("/boende", { headers: { ...eva, Referer: "https://fjallkallan.se/relax" } });
    view("/boende.data", { headers: eva }, new Response("x", { headers: { "Content-Type": "text/x-script" } }));
    // Another visitor typing the address on a desktop.
    view("/", { headers: { "User-Agent": browser, "CF-Connecting-IP": "203.0.113.30" } });
    expect(await counts(arrivals)).toEqual([
      { metric: "device", subject: "desktop", lang: "-", count: 1 },
      { metric: "device", subject: "phone", lang: "-", count: 1 },
      { metric: "entry_page", subject: "home", lang: "-", count: 1 },
      { metric: "entry_page", subject: "relax", lang: "-", count: 1 },
      { metric: "source", subject: "direct", lang: "-", count: 1 },
      { metric: "source", subject: "newsletter", lang: "-", count: 1 },
      { metric: "utm_campaign", subject: "jul-2026", lang: "-", count: 1 },
      { metric: "utm_source", subject: "nyhetsbrev", lang: "-", count: 1 },
    ]);
    // The statistics page names them in the staff's words.
    const sections = statisticsSections(lastWeeks(todayInSweden()), [
      { day: todayInSweden(), metric: "source", subject: "newsletter", lang: "-", count: 1 },
      { day: todayInSweden(), metric: "utm_campaign", subject: "jul-2026", lang: "-", count: 1 },
      { day: todayInSweden(), metric: "entry_page", subject: "relax", lang: "-", count: 1 },
    ]);
    const lines = (id: string) => sections.find((section) => section.id === id)!.lines.map((line) => line.label);
    expect(lines("kallor")).toEqual(["Nyhetsbrev och e-post"]);
    expect(lines("kampanjer")).toEqual(["Kampanj: jul-2026"]);
    expect(lines("ingangssidor")[0]).not.toMatch(/^\//);
  });

  it("counts a booking click by the page it was made on, from the site's own referrer", async () => {
    const go = (referer?: string) =>
      clickOut(
        new Request(`https://fjallkallan.se${clickOutHref("booking", "header", "https://booking.fjallkallan.se/")}`, {
          headers: { "User-Agent": browser, "CF-Connecting-IP": "198.51.100.40", ...(referer ? { Referer: referer } : {}) },
        }),
        env,
        ctx(),
        "booking",
      );
    go("https://fjallkallan.se/en/boende");
    go("https://fjallkallan.se/relax");
    go("https://elsewhere.example/relax");
    expect(await counts(["booking_click_page"])).toEqual([
      { metric: "booking_click_page", subject: "other", lang: "-", count: 1 },
      { metric: "booking_click_page", subject: "relax", lang: "-", count: 1 },
      { metric: "booking_click_page", subject: "rooms", lang: "-", count: 1 },
    ]);
  });
});
