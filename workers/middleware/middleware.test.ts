import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { languagePreference } from "./language";
import { legacyRedirects } from "./redirects";

const app = new Hono();
app.use(legacyRedirects);
app.use(languagePreference);
app.all("*", (c) => c.html(`<p>${new URL(c.req.url).pathname}</p>`));

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`https://hotel.test${path}`, { headers, redirect: "manual" });

describe("permanent redirects", () => {
  it.each([
    ["/home", "/"],
    ["/find-us", "/hitta-till-oss"],
    ["/lost-and-found", "/kvarglomt"],
    ["/en/find-us", "/en/hitta-till-oss"],
    ["/lost-and-found/", "/kvarglomt"],
  ])("%s goes to %s with 308", async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(308);
    expect(response.headers.get("Location")).toBe(to);
  });

  it("keeps the query string", async () => {
    const response = await get("/find-us?utm_source=print");
    expect(response.headers.get("Location")).toBe("/hitta-till-oss?utm_source=print");
  });
});

describe("language preference", () => {
  it("sends a visitor who chose English to the English page", async () => {
    const response = await get("/relax?x=1", { Cookie: "language=en" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/relax?x=1");
  });

  it("sends a visitor who chose Swedish from /en to /", async () => {
    const response = await get("/en", { Cookie: "language=sv" });
    expect(response.headers.get("Location")).toBe("/");
  });

  it.each([
    ["/en//evil.com/", "/"],
    ["/en/\\evil.com/", "/"],
    ["/en/%2F%2Fevil.com/", "/"],
    ["/en/%09/evil.com/", "/"],
    ["/en//relax", "/relax"],
    ["/EN/Relax", "/Relax"],
    ["/en/blog/3", "/blog/3"],
  ])("never sends a visitor who chose Swedish from %s off the site: %s", async (from, to) => {
    const response = await get(from, { Cookie: "language=sv" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(to);
  });

  it("sends a visitor who chose English from a path no screen answers to the English home page", async () => {
    const response = await get("/\\evil.com/", { Cookie: "language=en" });
    expect(response.headers.get("Location")).toBe("/en");
  });

  it("serves the asked-for page to visitors without a choice (crawlers) and marks it as varying", async () => {
    const response = await get("/relax");
    expect(response.status).toBe(200);
    expect(response.headers.get("Vary")).toContain("Cookie");
  });

  it("never redirects React Router's data requests or form posts", async () => {
    expect((await get("/relax.data", { Cookie: "language=en" })).status).toBe(200);
    const post = await app.request("https://hotel.test/kvarglomt", { method: "POST", headers: { Cookie: "language=en" } });
    expect(post.status).toBe(200);
  });

  it("leaves files alone: the sitemap and robots.txt answer whatever language was chosen", async () => {
    for (const cookie of ["language=en", "language=sv"]) {
      for (const path of ["/sitemap.xml", "/robots.txt"]) expect((await get(path, { Cookie: cookie })).status).toBe(200);
    }
    // A page with the same cookie is still redirected.
    expect((await get("/restaurant", { Cookie: "language=en" })).status).toBe(302);
  });

  it("ignores a cookie with an unknown language", async () => {
    expect((await get("/relax", { Cookie: "language=de" })).status).toBe(200);
  });
});
