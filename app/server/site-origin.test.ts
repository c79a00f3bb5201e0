import { describe, expect, it } from "vitest";
import notificationsToml from "../../workers/notifications/wrangler.toml?raw";
import siteToml from "../../wrangler.toml?raw";
import { markDocumentRequest } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import { robotsTxt, sitemapEntries, sitemapXml } from "~/seo/sitemap.server";
import { hotel } from "~/site";
import { canonicalOrigin, publicOrigin } from "./site-origin.server";

const links = (meta: NonNullable<ReturnType<typeof screenSeo>["social"]>) =>
  meta.flatMap((tag) =>
    "tagName" in tag && tag.tagName === "link"
      ? [String(tag.href)]
      : "property" in tag && tag.property === "og:url"
        ? [String(tag.content)]
        : [],
  );

describe("the canonical origin (SITE_ORIGIN)", () => {
  it("is what a page's canonical, hreflang and Open Graph URLs use, whatever host was asked", () => {
    const request = new Request("https://fjallkallan-site.hotel.workers.dev/en/relax");
    markDocumentRequest(request);
    const seo = screenSeo(request, "relax");
    const meta = [...seo.meta, ...(seo.social ?? [])];
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://fjallkallan.se/en/relax" });
    expect(links(meta)).toHaveLength(5);
    expect(links(meta).every((url) => url.startsWith("https://fjallkallan.se/"))).toBe(true);
  });

  it("is taken from the setting: the sitemap and robots.txt follow it, not the request", () => {
    const setting = { SITE_ORIGIN: "https://hotell.example.se/" };
    const origin = publicOrigin(new Request("https://www.hotell.example.se/sitemap.xml"), setting);
    expect(origin).toBe("https://hotell.example.se");
    expect(sitemapXml(origin, sitemapEntries([]))).toContain("<loc>https://hotell.example.se/relax</loc>");
    expect(robotsTxt(origin)).toContain("Sitemap: https://hotell.example.se/sitemap.xml");
  });

  it("stays the request's own on this machine and in tests, so links lead back to the same server", () => {
    expect(publicOrigin(new Request("http://127.0.0.1:4173/relax"))).toBe("http://127.0.0.1:4173");
    expect(publicOrigin(new Request("https://hotel.test/relax"))).toBe("https://hotel.test");
  });

  it("is one value: production's is the hotel's address, and the notification worker's staff links use the same", () => {
    const origins = (toml: string) => [...toml.matchAll(/^SITE_ORIGIN = "(.*)"$/gm)].map((match) => match[1]);
    expect(origins(siteToml)).toHaveLength(2);
    expect(origins(notificationsToml)).toEqual(origins(siteToml));
    expect(canonicalOrigin()).toBe(hotel.origin);
  });
});
