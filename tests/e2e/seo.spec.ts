import type { APIRequestContext } from "@playwright/test";
import { acceptCookiesUpfront, english, expect, routePaths, test } from "./fixtures";

// What a crawler and a link preview see: the HTML as served, before any JavaScript runs.

type Head = {
  title: string;
  meta: Map<string, string[]>;
  links: Array<{ rel: string; hreflang: string | null; href: string }>;
  jsonLd: Array<Record<string, unknown>>;
};

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const attr = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return match ? decode(match[1] ?? "") : null;
};

function parseHead(html: string): Head {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const key = attr(tag, "property") ?? attr(tag, "name");
    const content = attr(tag, "content");
    if (key && content !== null) meta.set(key, [...(meta.get(key) ?? []), content]);
  }
  const links = [...head.matchAll(/<link\s[^>]*>/g)]
    .map(([tag]) => ({ rel: attr(tag, "rel") ?? "", hreflang: attr(tag, "hreflang"), href: attr(tag, "href") ?? "" }))
    .filter((link) => link.rel === "canonical" || link.hreflang);
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? "") as Record<string, unknown>,
  );
  return { title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""), meta, links, jsonLd };
}

async function fetchHead(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return parseHead(await response.text());
}

/** Every schema.org node of a page, whether it has one or a @graph of several. */
const nodes = (head: Head) =>
  head.jsonLd.flatMap((doc) => (Array.isArray(doc["@graph"]) ? (doc["@graph"] as Array<Record<string, unknown>>) : [doc]));
const one = (head: Head, key: string) => head.meta.get(key)?.[0];

for (const lang of ["sv", "en"] as const) {
  test(`every ${lang} page has its own title, description, alternates and a 1200×630 preview`, async ({ request, baseURL }) => {
    const origin = baseURL ?? "";
    const images = new Set<string>();
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const swedishPath of routePaths) {
      const path = lang === "sv" ? swedishPath : english(swedishPath);
      const head = await fetchHead(request, path);
      titles.add(head.title);
      descriptions.add(one(head, "description") ?? "");
      expect(one(head, "description")?.length, path).toBeGreaterThan(50);

      const svUrl = `${origin}${swedishPath}`;
      const enUrl = `${origin}${english(swedishPath)}`;
      expect(head.links, path).toEqual([
        { rel: "canonical", hreflang: null, href: lang === "sv" ? svUrl : enUrl },
        { rel: "alternate", hreflang: "sv", href: svUrl },
        { rel: "alternate", hreflang: "en", href: enUrl },
        { rel: "alternate", hreflang: "x-default", href: svUrl },
      ]);

      expect(one(head, "og:locale"), path).toBe(lang === "sv" ? "sv_SE" : "en_GB");
      expect(one(head, "og:locale:alternate"), path).toBe(lang === "sv" ? "en_GB" : "sv_SE");
      expect(one(head, "og:title"), path).toBe(head.title);
      expect(one(head, "og:url"), path).toBe(lang === "sv" ? svUrl : enUrl);
      expect(one(head, "og:image:width"), path).toBe("1200");
      expect(one(head, "og:image:height"), path).toBe("630");
      expect(one(head, "og:image:alt")?.length, path).toBeGreaterThan(10);
      expect(one(head, "twitter:card"), path).toBe("summary_large_image");
      expect(one(head, "twitter:image"), path).toBe(one(head, "og:image"));
      images.add(one(head, "og:image") ?? "");

      // Every inner page has a breadcrumb trail; the home page describes the hotel instead.
      const types = nodes(head).map((node) => node["@type"]);
      expect(types, path).toContain(swedishPath === "/" ? "Hotel" : "BreadcrumbList");
      expect(types, path).not.toContain("FAQPage");
      // Prices only where staff keep them current with their validity: the rooms (decision 054).
      if (swedishPath === "/boende") expect(types, path).toEqual(expect.arrayContaining(["HotelRoom", "Offer"]));
      else expect(JSON.stringify(head.jsonLd), path).not.toMatch(/"offers"|"price"/);
    }
    expect(titles.size).toBe(routePaths.length);
    expect(descriptions.size).toBe(routePaths.length);

    for (const image of images) {
      expect(image).toMatch(new RegExp(`^${origin}/images/og/[a-z-]+\\.jpg$`));
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toBe("image/jpeg");
      // A JPEG's SOF marker holds its size: check it is the 1200×630 the tags announce.
      const bytes = await response.body();
      const sof = bytes.findIndex((b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
      expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)], image).toEqual([1200, 630]);
    }
  });
}

test("the Swedish and English titles of a page differ", async ({ request }) => {
  const sv = await fetchHead(request, "/relax");
  const en = await fetchHead(request, "/en/relax");
  expect(sv.title).not.toBe(en.title);
  expect(one(sv, "description")).not.toBe(one(en, "description"));
});

test("the home page describes the hotel with its real figures", async ({ request }) => {
  const hotel = nodes(await fetchHead(request, "/en")).find((node) => node["@type"] === "Hotel");
  expect(hotel).toMatchObject({
    "@context": "https://schema.org",
    numberOfRooms: 40,
    checkinTime: "15:00",
    checkoutTime: "11:00",
    telephone: "+46 918 123 40",
    address: { addressLocality: "Norsjö", addressCountry: "SE" },
    geo: { "@type": "GeoCoordinates" },
    paymentAccepted: "VISA, Mastercard, American Express, Swish, cash",
  });
  const amenities = (hotel?.amenityFeature as Array<{ name: string }>).map((a) => a.name);
  expect(amenities).toEqual(expect.arrayContaining(["Heated pool", "Sauna", "Electric car charging"]));
  expect((hotel?.department as Array<{ "@type": string }>).map((d) => d["@type"])).toEqual(["Restaurant", "DaySpa"]);
});

test("the restaurant and the weekly menu give breakfast and lunch hours and point to the menu", async ({ request, baseURL }) => {
  for (const path of ["/restaurant", "/en/weekly-menu"]) {
    const restaurant = nodes(await fetchHead(request, path)).find((node) => node["@type"] === "Restaurant");
    expect(restaurant?.hasMenu, path).toBe(`${baseURL}${path.startsWith("/en") ? "/en" : ""}/weekly-menu`);
    const hours = restaurant?.openingHoursSpecification as Array<{ dayOfWeek: string[]; opens: string; closes: string }>;
    expect(hours.map((h) => `${h.dayOfWeek.join(",")} ${h.opens}-${h.closes}`)).toEqual([
      "Monday,Tuesday,Wednesday,Thursday,Friday 06:00-09:30",
      "Saturday,Sunday 07:00-10:00",
      expect.stringMatching(/^Monday,Tuesday,Wednesday,Thursday,Friday \d\d:\d\d-\d\d:\d\d$/),
    ]);
  }
});

test("food events, articles and open positions are marked up as what they are", async ({ request }) => {
  const crayfish = nodes(await fetchHead(request, "/food-event/kraftskiva"));
  expect(crayfish.find((n) => n["@type"] === "Event")).toMatchObject({
    name: "Kräftskiva",
    startDate: "2027-08-15",
    location: { address: { addressLocality: "Norsjö" } },
  });

  const article = nodes(await fetchHead(request, "/en/blog/1"));
  expect(article.find((n) => n["@type"] === "BlogPosting")).toMatchObject({
    inLanguage: "en",
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  const crumbs = article.find((n) => n["@type"] === "BreadcrumbList")?.itemListElement as Array<{ name: string }>;
  expect(crumbs.map((c) => c.name).slice(0, 2)).toEqual(["Home", "The magazine"]);

  const jobs = nodes(await fetchHead(request, "/lediga-jobb")).filter((n) => n["@type"] === "JobPosting");
  expect(jobs.map((j) => j.title)).toEqual([
    "Kock",
    "Receptionist / Konferensvärdinna",
    "Frukostvärdinna & Städ",
    "Extra städpersonal",
    "Städpersonal",
  ]);
});

test("pages kept out of search results say so and name no canonical URL", async ({ request }) => {
  for (const path of ["/newsletter", "/en/no-such-page", "/blog/999"]) {
    const response = await request.get(path);
    const head = parseHead(await response.text());
    expect(one(head, "robots"), path).toBe("noindex");
    expect(head.links, path).toEqual([]);
    expect(head.jsonLd, path).toEqual([]);
  }
});

test("the sitemap lists every page in both languages with alternates, and nothing private", async ({ request, baseURL }) => {
  // A returning English visitor's cookie must not turn the sitemap into a redirect.
  const response = await request.get("/sitemap.xml", { headers: { Cookie: "language=en" }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of routePaths) {
    expect(locs).toContain(`${baseURL}${path}`);
    expect(locs).toContain(`${baseURL}${english(path)}`);
  }
  expect(locs.filter((loc) => /\/blog\/\d+$/.test(loc ?? "")).length).toBeGreaterThanOrEqual(16);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/relax"/>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/relax"/>`);
  expect(xml).not.toMatch(/\/newsletter|\/staff|\/api\/|\/dev\//);
});

test("robots.txt names the sitemap by its absolute URL", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt", { headers: { Cookie: "language=en" }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).toContain("Disallow: /staff");
});

test("in the browser, the structured data carries the CSP nonce and follows client-side navigation; link previews stay the document's", async ({
  page,
}) => {
  await acceptCookiesUpfront(page);
  const response = await page.goto("/");
  const csp = response?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  expect(await script.evaluate((el) => (el as HTMLScriptElement).nonce)).toBe(nonce);
  expect(JSON.parse((await script.textContent()) ?? "{}")["@type"]).toBe("Hotel");

  // After hydration, following a link swaps the title, the alternates and the structured data,
  // and leaves no link-preview tags of the page before (only a document has them: app/seo/social-tags.tsx).
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/og\/hotel-exterior\.jpg$/);
  await page.locator('footer a[href="/kvarglomt"]').click();
  await expect(page).toHaveURL(/\/kvarglomt$/);
  await expect(page).toHaveTitle(/^Kvarglömt/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/kvarglomt$/);
  await expect(page.locator('meta[property^="og:"], meta[name^="twitter:"]')).toHaveCount(0);
  await expect(script).toHaveCount(1);
  await expect.poll(async () => JSON.parse((await script.textContent()) ?? "{}")["@type"]).toBe("BreadcrumbList");
});
