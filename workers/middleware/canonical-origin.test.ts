import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { siteOriginProblem } from "~/server/site-origin-check";
import { canonicalHost } from "./canonical-origin";

const app = new Hono<{ Bindings: Env }>();
app.use(canonicalHost);
app.all("*", (c) => c.text(`page ${new URL(c.req.url).pathname}`));

const production = { SITE_ORIGIN: "https://fjallkallan.se" } as Pick<Env, "SITE_ORIGIN"> as Env;
const ask = (url: string, init: RequestInit = {}, env: Env = production) => app.request(url, { redirect: "manual", ...init }, env);

describe("one canonical origin", () => {
  it.each([
    ["https://www.fjallkallan.se/en/relax?utm_source=print", "https://fjallkallan.se/en/relax?utm_source=print"],
    ["https://fjallkallan-site.hotel.workers.dev/boende", "https://fjallkallan.se/boende"],
    ["http://www.fjallkallan.se/", "https://fjallkallan.se/"],
  ])("sends %s to %s with a 301", async (from, to) => {
    const response = await ask(from);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(to);
  });

  it("keeps a form post a post (308)", async () => {
    const response = await ask("https://www.fjallkallan.se/kvarglomt", { method: "POST" });
    expect(response.status).toBe(308);
    expect(response.headers.get("Location")).toBe("https://fjallkallan.se/kvarglomt");
  });

  it.each(["https://fjallkallan.se/relax", "http://127.0.0.1:4173/relax", "http://localhost:5173/relax", "https://hotel.test/relax"])(
    "answers %s itself",
    async (url) => {
      const response = await ask(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("page /relax");
    },
  );

  it("lets a staging version's preview URL answer, and redirects other hosts to staging", async () => {
    const staging = { SITE_ORIGIN: "https://fjallkallan-site-staging.hotel.workers.dev" } as Pick<Env, "SITE_ORIGIN"> as Env;
    expect((await ask("https://8a1b2c3d-fjallkallan-site-staging.hotel.workers.dev/", {}, staging)).status).toBe(200);
    const other = await ask("https://fjallkallan.se/relax", {}, staging);
    expect(other.headers.get("Location")).toBe("https://fjallkallan-site-staging.hotel.workers.dev/relax");
  });

  it("redirects nothing, and says why once, when SITE_ORIGIN is not a full host (staging without its account)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const unfinished = { SITE_ORIGIN: "https://fjallkallan-site-staging.workers.dev" } as Pick<Env, "SITE_ORIGIN"> as Env;
    for (const url of [
      "https://fjallkallan-site-staging.hotel.workers.dev/relax",
      "https://8a1b2c3d-fjallkallan-site-staging.hotel.workers.dev/relax",
    ]) {
      expect((await ask(url, {}, unfinished)).status).toBe(200);
    }
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toContain('"event":"site_origin_invalid"');
    errors.mockRestore();
  });

  it("does not take a host that merely ends like the production domain for a preview URL", async () => {
    const response = await ask("https://evil-fjallkallan.se/relax");
    expect(response.status).toBe(301);
  });
});

describe("siteOriginProblem", () => {
  it.each([
    "https://fjallkallan.se",
    "https://fjallkallan.se/",
    "https://fjallkallan-site-staging.hotel.workers.dev",
    "http://127.0.0.1:5173",
  ])("accepts %s", (origin) => {
    expect(siteOriginProblem(origin)).toBeUndefined();
  });

  it.each([
    ["", /empty/],
    ["https://fjallkallan-site-staging.<account subdomain>.workers.dev", /placeholder/],
    ["https://fjallkallan-site-staging.workers.dev", /account's subdomain/],
    ["http://fjallkallan.se", /https/],
    ["https://fjallkallan.se/en", /origin only/],
    ["https://fjallkallan", /full host/],
    ["fjallkallan.se", /not a URL/],
  ])("refuses %j", (origin, problem) => {
    expect(siteOriginProblem(origin)).toMatch(problem);
  });
});
