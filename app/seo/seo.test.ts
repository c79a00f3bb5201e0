import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { articleFor, articlesFor } from "~/content/articles";
import { foodEventFor, foodEventIds } from "~/content/food-events";
import { jobIds, jobsFor } from "~/content/jobs";
import { paymentMethods } from "~/content/terms";
import { languages, type Lang } from "~/i18n/lang";
import { counts, hotel, hours } from "~/site";
import { serializeJsonLd, summary, type JsonLdNode, type Seo } from "./meta";
import { markDocumentRequest } from "~/rendering/render-only";
import { indexedScreenIds as screenIds } from "~/screens";
import { articleSeo, foodEventSeo, screenSeo, unlistedSeo } from "./seo.server";
import { timeRange } from "./structured-data.server";
import { exceptionFromData, seededHours } from "~/content/hours";

const origin = "https://hotel.test";
const request = (path: string) => new Request(`${origin}${path}`);
/** A request for a whole page, as the Worker marks it (app/rendering/render-only.ts): only a document has link-preview tags. */
const documentRequest = (path: string) => {
  const marked = request(path);
  markDocumentRequest(marked);
  return marked;
};
/** Every head tag of a document: those kept current and the link-preview ones. */
const allTags = (seo: Seo) => [...seo.meta, ...(seo.social ?? [])];
const localized = (path: string, lang: Lang) => (lang === "sv" ? path : path === "/" ? "/en" : `/en${path}`);

/** The content of the first tag matching `key` (`name`, `property`) = `value`. */
function tag(meta: MetaDescriptor[], key: "name" | "property", value: string): string | undefined {
  const found = meta.find((m) => (m as Record<string, unknown>)[key] === value) as { content?: string } | undefined;
  return found?.content;
}
const title = (meta: MetaDescriptor[]) => (meta.find((m) => "title" in m) as { title: string } | undefined)?.title;
const links = (meta: MetaDescriptor[]) =>
  meta.filter((m) => (m as { tagName?: string }).tagName === "link") as Array<{ rel: string; href: string; hrefLang?: string }>;
const ofType = (nodes: JsonLdNode[], type: string) => nodes.filter((n) => n["@type"] === type);

describe("screenSeo", () => {
  it("gives every screen in every language its own title and description", () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const lang of languages) {
      for (const id of screenIds) {
        const { meta } = screenSeo(request(localized("/", lang)), id);
        titles.add(title(meta) ?? "");
        descriptions.add(tag(meta, "name", "description") ?? "");
      }
    }
    expect(titles.size).toBe(screenIds.length * 2);
    expect(descriptions.size).toBe(screenIds.length * 2);
    expect([...titles].every((t) => t.endsWith(` | ${hotel.shortName}`))).toBe(true);
  });

  it("names the canonical URL, the language alternates and x-default (Swedish)", () => {
    const { meta } = screenSeo(request("/en/relax"), "relax");
    expect(links(meta)).toEqual([
      { tagName: "link", rel: "canonical", href: `${origin}/en/relax` },
      { tagName: "link", rel: "alternate", hrefLang: "sv", href: `${origin}/relax` },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${origin}/en/relax` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}/relax` },
    ]);
  });

  it("gives link-preview tags to a document only, and never as hydration data", () => {
    const document = screenSeo(documentRequest("/relax"), "relax");
    expect(tag(document.social ?? [], "property", "og:title")).toBe(title(document.meta));
    expect(tag(document.social ?? [], "name", "twitter:card")).toBe("summary_large_image");
    // Not enumerable: React Router's encoder leaves it out of the page's payload (app/render-only.test.ts).
    expect(Object.keys(document)).toEqual(["meta"]);
    expect(document.meta.some((m) => "property" in m || String((m as { name?: string }).name).startsWith("twitter:"))).toBe(false);
    // A client navigation's data: the tags kept current, the structured data, no previews.
    const navigation = screenSeo(request("/relax"), "relax");
    expect(navigation.social).toBeUndefined();
    expect(navigation.meta).toEqual(document.meta);
  });

  it("leaves the query string out of the canonical URL", () => {
    const { meta } = screenSeo(request("/villkor?tab=event"), "terms");
    expect(links(meta)[0]?.href).toBe(`${origin}/villkor`);
  });

  it.each([
    ["sv", "/", "sv_SE", "en_GB"],
    ["en", "/en", "en_GB", "sv_SE"],
  ] as const)("marks the %s home page for link previews", (_lang, path, locale, alternate) => {
    const meta = allTags(screenSeo(documentRequest(path), "home"));
    expect(tag(meta, "property", "og:locale")).toBe(locale);
    expect(tag(meta, "property", "og:locale:alternate")).toBe(alternate);
    expect(tag(meta, "property", "og:type")).toBe("website");
    expect(tag(meta, "property", "og:url")).toBe(`${origin}${path}`);
    expect(tag(meta, "property", "og:title")).toBe(title(meta));
    expect(tag(meta, "property", "og:image")).toBe(`${origin}/images/og/hotel-exterior.jpg`);
    expect(tag(meta, "property", "og:image:width")).toBe("1200");
    expect(tag(meta, "property", "og:image:height")).toBe("630");
    expect(tag(meta, "property", "og:image:alt")?.length).toBeGreaterThan(10);
    expect(tag(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(tag(meta, "name", "twitter:image")).toBe(tag(meta, "property", "og:image"));
    expect(tag(meta, "name", "twitter:description")).toBe(tag(meta, "name", "description"));
  });

  it("describes the hotel on the home page with its real figures", () => {
    const [node, ...rest] = screenSeo(request("/"), "home").jsonLd;
    expect(rest).toEqual([]);
    expect(node).toMatchObject({
      "@type": "Hotel",
      name: hotel.name,
      telephone: hotel.phone,
      email: hotel.email,
      checkinTime: "15:00",
      checkoutTime: "11:00",
      numberOfRooms: 40,
      address: { addressLocality: "Norsjö", postalCode: hotel.postalCode, streetAddress: hotel.street, addressCountry: "SE" },
      geo: { latitude: hotel.geo.latitude, longitude: hotel.geo.longitude },
      paymentAccepted: "VISA, Mastercard, American Express, Swish, kontanter",
    });
    const features = (node?.amenityFeature as Array<{ name: string; value: unknown }>).map((f) => [f.name, f.value]);
    expect(features).toEqual(
      expect.arrayContaining([
        ["Varm pool", true],
        ["Bastu", true],
        ["Laddning för elbil", counts.chargerPosts],
        ["Konferensrum", 8],
      ]),
    );
    const departments = node?.department as JsonLdNode[];
    expect(departments.map((d) => d["@type"])).toEqual(["Restaurant", "DaySpa"]);
  });

  it("gives the restaurant its breakfast and lunch hours and the weekly menu", () => {
    for (const id of ["restaurant", "weekly-menu"] as const) {
      const { jsonLd } = screenSeo(request(`/en/${id}`), id);
      const [restaurant] = ofType(jsonLd, "Restaurant");
      expect(restaurant?.hasMenu).toBe(`${origin}/en/weekly-menu`);
      expect(restaurant?.openingHoursSpecification).toEqual([
        expect.objectContaining({ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "06:00", closes: "09:30" }),
        expect.objectContaining({ dayOfWeek: ["Saturday", "Sunday"], opens: "07:00", closes: "10:00" }),
        expect.objectContaining({ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], ...timeRange(hours.lunchWeekdays) }),
      ]);
      expect(restaurant?.paymentAccepted).toBe(paymentMethods.en.join(", "));
    }
  });

  it("adds the dinner service once staff give its hours, and a closed evening for a dinner exception", () => {
    const dinnerHours = { ...seededHours, dinner: "18:00–21:00", dinnerDays: "thu-sat" as const };
    const closed = exceptionFromData("stangt", { textSv: "Ingen middag", scope: "dinner", startDate: "2026-12-31" }, "en");
    const { jsonLd } = screenSeo(request("/en/restaurant"), "restaurant", {
      hours: { hours: dinnerHours, exceptions: [closed], today: "2026-12-01" },
    });
    const [restaurant] = ofType(jsonLd, "Restaurant");
    expect(restaurant?.openingHoursSpecification).toContainEqual(
      expect.objectContaining({ name: "Dinner", dayOfWeek: ["Thursday", "Friday", "Saturday"], opens: "18:00", closes: "21:00" }),
    );
    expect(restaurant?.specialOpeningHoursSpecification).toEqual([
      expect.objectContaining({ validFrom: "2026-12-31", opens: "00:00", closes: "00:00" }),
    ]);
  });

  it("posts every open position as a JobPosting", () => {
    // The jobs page passes the open positions it read (issue 18); these are the seeded ones.
    const postings = ofType(screenSeo(request("/lediga-jobb"), "jobs", { jobs: jobsFor("sv") }).jsonLd, "JobPosting");
    expect(postings.map((p) => (p.identifier as { value: string }).value)).toEqual([...jobIds]);
    expect(postings.map((p) => p.title)).toContain("Kock");
    for (const posting of postings) {
      expect(posting).toMatchObject({
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        jobLocation: { address: { addressLocality: "Norsjö" } },
      });
      expect(posting.description).toMatch(/^<p>/);
      expect(posting.employmentType).toContain("PART_TIME");
    }
  });

  it("puts a breadcrumb trail on every inner screen, through its parent", () => {
    for (const id of screenIds.filter((s) => s !== "home")) {
      expect(ofType(screenSeo(request("/"), id).jsonLd, "BreadcrumbList"), id).toHaveLength(1);
    }
    const [crumbs] = ofType(screenSeo(request("/en/teambuilding"), "teambuilding").jsonLd, "BreadcrumbList");
    expect(crumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/en` },
      { "@type": "ListItem", position: 2, name: "Meetings in peace and quiet", item: `${origin}/en/conference` },
      { "@type": "ListItem", position: 3, name: "Teambuilding", item: `${origin}/en/teambuilding` },
    ]);
  });

  it("never marks up FAQs or prices", () => {
    const all = JSON.stringify(screenIds.flatMap((id) => screenSeo(request("/"), id).jsonLd));
    expect(all).not.toMatch(/FAQPage|"Offer"|"offers"|"price"/);
  });
});

describe("articleSeo and foodEventSeo", () => {
  it("gives every article a BlogPosting, an article preview and a trail through the magazine", () => {
    for (const lang of languages) {
      for (const article of articlesFor(lang)) {
        const seo = articleSeo(documentRequest(localized(`/blog/${article.id}`, lang)), article);
        const [meta, jsonLd] = [allTags(seo), seo.jsonLd];
        expect(title(meta)).toBe(`${article.title} | ${hotel.shortName}`);
        expect(tag(meta, "property", "og:type")).toBe("article");
        expect(tag(meta, "property", "og:image")).toBe(`${origin}/images/og/${article.image}.jpg`);
        expect(ofType(jsonLd, "BlogPosting")[0]).toMatchObject({ headline: article.title, datePublished: article.date, inLanguage: lang });
        expect((ofType(jsonLd, "BreadcrumbList")[0]?.itemListElement as unknown[]).length).toBe(3);
      }
    }
  });

  it("gives every food event an Event at the hotel on its date, with a description search results can show", () => {
    for (const id of foodEventIds) {
      const event = foodEventFor(id, "sv");
      const { meta, jsonLd } = foodEventSeo(request(`/food-event/${id}`), event);
      expect(tag(meta, "name", "description")?.length).toBeLessThanOrEqual(160);
      expect(ofType(jsonLd, "Event")[0]).toMatchObject({
        name: event.title,
        startDate: event.dateIso,
        location: { "@type": "Place", address: { addressLocality: "Norsjö" } },
      });
      expect(JSON.stringify(jsonLd)).not.toMatch(/"offers"|"price"/);
    }
  });

  it("keeps unlisted pages out of search results", () => {
    const { meta, jsonLd } = unlistedSeo("Nyhetsbrev | Fjällkällan");
    expect(tag(meta, "name", "robots")).toBe("noindex");
    expect(links(meta)).toEqual([]);
    expect(jsonLd).toEqual([]);
  });
});

describe("serializeJsonLd", () => {
  it("cannot be ended early by text that contains </script>", () => {
    const article = articleFor(1, "sv");
    if (!article) throw new Error("article 1 is missing");
    const hostile = { ...article, title: '</script><script>alert("x")</script> & <!--' };
    const json = serializeJsonLd(articleSeo(request("/blog/1"), hostile).jsonLd);
    expect(json).not.toMatch(/[<>]/);
    expect(json).not.toContain("&");
    expect(JSON.stringify(JSON.parse(json))).toContain(hostile.title.replace(/"/g, '\\"'));
  });

  it("wraps several nodes in one @graph and a single node on its own", () => {
    expect(JSON.parse(serializeJsonLd([{ "@type": "Thing" }]))).toEqual({ "@context": "https://schema.org", "@type": "Thing" });
    expect(JSON.parse(serializeJsonLd([{ "@type": "A" }, { "@type": "B" }]))["@graph"]).toHaveLength(2);
  });
});

describe("summary", () => {
  it("cuts at a word and marks the cut", () => {
    expect(summary("kort text")).toBe("kort text");
    const long = summary("ord ".repeat(60).trim(), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).toMatch(/ord…$/);
  });
});
