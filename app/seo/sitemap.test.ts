import type { RouteConfigEntry } from "@react-router/dev/routes";
import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { articlesFor } from "~/content/articles";
import { foodEventIds } from "~/content/food-events";
import { foodEventPages } from "~/content-store/public.server";
import { publishItem, readItem } from "~/content-store/store.server";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import routes from "~/routes";
import { indexedScreenIds as screenIds, screens } from "~/screens";
import { isUnlisted, robotsTxt, sitemapEntries, sitemapXml } from "./sitemap.server";

const origin = "https://hotel.test";

/** Every path of the route table (app/routes.ts), with its parameters as written there. */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent || "/" : `${parent}/${entry.path}`.replace(/\/+$/, "") || "/";
    return [...(entry.path !== undefined || entry.index ? [path] : []), ...routePaths(entry.children ?? [], entry.path ? path : parent)];
  });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** The seeded food events, as the content store lists them. */
const events = foodEventIds.map((id) => ({ id, lastmod: "2026-11-01" }));

describe("the sitemap", () => {
  const xml = sitemapXml(origin, sitemapEntries(events));

  it("lists every screen, article and food event in both languages", () => {
    const listed = new Set(locs(xml));
    const paths = [
      ...screenIds.map((id) => screens[id].path),
      ...articlesFor("sv").map((a) => `/blog/${a.id}`),
      ...foodEventIds.map((id) => `/food-event/${id}`),
    ];
    for (const path of paths) {
      expect(listed).toContain(`${origin}${path}`);
      expect(listed).toContain(`${origin}${path === "/" ? "/en" : `/en${path}`}`);
    }
    expect(listed.size).toBe(paths.length * 2);
    expect(articlesFor("sv").length).toBeGreaterThanOrEqual(8);
  });

  it("gives each URL its hreflang alternates", () => {
    const entry = xml.split("<url>").find((block) => block.includes(`<loc>${origin}/en/relax</loc>`));
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="sv" href="${origin}/relax"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/relax"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/relax"/>`);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
  });

  it("dates articles by when they were published", () => {
    const [article] = articlesFor("sv");
    const entry = xml.split("<url>").find((block) => block.includes(`<loc>${origin}/blog/${article?.id}</loc>`));
    expect(entry).toContain(`<lastmod>${article?.date}</lastmod>`);
  });

  it("never lists the newsletter, staff, API or developer pages, nor the not-found page", () => {
    expect(xml).not.toMatch(/\/(newsletter|staff|api|dev)\b/);
    expect(
      sitemapXml(
        origin,
        [{ path: "/" }, { path: "/newsletter/confirm" }, { path: "/staff" }].filter((e) => !isUnlisted(e.path)),
      ),
    ).not.toMatch(/newsletter|staff/);
    expect(isUnlisted("/en/newsletter/unsubscribe")).toBe(true);
    expect(isUnlisted("/dev/mail")).toBe(true);
    expect(isUnlisted("/newsletters-archive")).toBe(false);
  });

  it("accounts for every route of app/routes.ts: listed, or under an unlisted prefix, or not a page", () => {
    const listed = new Set(sitemapEntries(events).map((e) => e.path));
    expect(routePaths(routes)).toEqual(expect.arrayContaining(["/", "/relax", "/blog/:id", "/newsletter", "/en", "/en/relax", "/api/faq"]));
    const dynamic: Record<string, string> = { "/blog/:id": "/blog/", "/food-event/:id": "/food-event/" };
    const unaccounted = routePaths(routes)
      .filter((path) => !path.startsWith("/en"))
      .filter((path) => !["*", "/*", "/sitemap.xml", "/robots.txt"].includes(path))
      .filter((path) => !isUnlisted(path))
      .filter((path) => (dynamic[path] ? ![...listed].some((p) => p.startsWith(dynamic[path] ?? "")) : !listed.has(path)));
    // A new screen belongs in app/screens.ts (with `seo` when search engines should find it).
    expect(unaccounted).toEqual([]);
  });
});

describe("the sitemap's food events", () => {
  it("are the ones the content store holds: an event the staff add is listed, dated by its last edit", async () => {
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx: {} as ExecutionContext, requestId: "t", cspNonce: "" });
    const db = getDb(env.DB);
    expect((await foodEventPages(context)).map((event) => event.id)).toEqual([...foodEventIds].sort());

    const { data } = (await readItem(db, "food-event", "kraftskiva"))!;
    await publishItem(db, {
      kind: "food-event",
      key: "julbord-2027",
      expectedVersion: 0,
      data: { ...data, startDate: "2027-12-04" },
      who: "t",
      now: new Date("2026-11-20T09:00:00Z"),
    });
    const pages = await foodEventPages(context);
    expect(pages).toContainEqual({ id: "julbord-2027", lastmod: "2026-11-20" });
    const listed = locs(sitemapXml(origin, sitemapEntries(pages)));
    expect(listed).toContain(`${origin}/food-event/julbord-2027`);
    expect(listed).toContain(`${origin}/en/food-event/julbord-2027`);
  });
});

describe("robots.txt", () => {
  it("names the sitemap by its absolute URL and keeps crawlers out of non-pages", () => {
    const text = robotsTxt(origin);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ["/api/", "/staff", "/dev/"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/Disallow: \/\n/);
  });
});
