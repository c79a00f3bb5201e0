import { Hono } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import staticHeaders from "../../public/_headers?raw";
import { httpsOnly, securityHeaders } from "./security-headers";

const app = new Hono<{ Variables: SecureHeadersVariables }>();
app.use(securityHeaders({ development: false }));
app.use(httpsOnly({ development: false }));
app.get("/api/faq", (c) => c.json({ faq: [] }));
app.get("/old", (c) => c.redirect("/new", 308));
app.get("/broken", () => {
  throw new Error("loader failed");
});
app.get("/missing", (c) => c.html("<h1>Not found</h1>", 404));
// As app/staff/files.server.ts answers a staff download.
app.get("/download", () => new Response("%PDF-", { headers: { "Content-Security-Policy": "sandbox; default-src 'none'" } }));
// As Hono's default, without the log line: the error is expected here.
app.onError((_error, c) => c.text("Internal Server Error", 500));
app.get("*", (c) => c.html(`<script nonce="${c.get("secureHeadersNonce")}"></script>`));

/** The values the Observatory's A+ needs, on every kind of response (docs/decisions/008-hardening.md). */
const required = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** public/_headers as { pattern: { header: value } }. */
function parseHeadersFile(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules[line.trim()] = current = {};
    else if (current) {
      const [name, ...value] = line.trim().split(":");
      current[name!.trim()] = value.join(":").trim();
    }
  }
  return rules;
}

/** The headers the MDN HTTP Observatory scores, with the values that earn A+. */
describe("security headers", () => {
  it("sends a nonce-based Content-Security-Policy without unsafe-inline scripts", async () => {
    const response = await app.request("https://hotel.test/relax");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`nonce="${nonce}"`);
    const directives = Object.fromEntries(
      csp
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives["default-src"]).toEqual(["'self'"]);
    expect(directives["script-src"]).not.toContain("'unsafe-inline'");
    expect(directives["script-src"]).toContain("'strict-dynamic'");
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["form-action"]).toEqual(["'self'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'self'"]);
    expect(directives["frame-src"]).toEqual(["https://www.google.com"]);
  });

  it("lets Turnstile's challenge frame in only when its keys are configured", async () => {
    const frameSrc = async (env: Record<string, string>) =>
      /frame-src ([^;]+)/.exec((await app.request("https://hotel.test/", {}, env)).headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(await frameSrc({})).toBe("https://www.google.com");
    expect(await frameSrc({ TURNSTILE_SITE_KEY: "site" })).toBe("https://www.google.com");
    expect(await frameSrc({ TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: "secret" })).toBe(
      "https://www.google.com https://challenges.cloudflare.com",
    );
  });

  it("leaves a response's own stricter policy in place: a staff download stays sandboxed", async () => {
    const response = await app.request("https://hotel.test/download");
    expect(response.headers.get("Content-Security-Policy")).toBe("sandbox; default-src 'none'");
    for (const [name, value] of Object.entries(required)) expect(response.headers.get(name)).toBe(value);
  });

  it("gives every response a fresh nonce", async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec((await app.request("https://hotel.test/")).headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it("sends HSTS for two years, nosniff, the referrer policy, COOP and a Permissions-Policy", async () => {
    const headers = (await app.request("https://hotel.test/")).headers;
    expect(headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    const permissions = headers.get("Permissions-Policy") ?? "";
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "browsing-topics=()"])
      expect(permissions).toContain(feature);
  });

  it.each([
    ["a page", "/relax", 200],
    ["a 404", "/missing", 404],
    ["a redirect", "/old", 308],
    ["a resource route", "/api/faq", 200],
    ["an error", "/broken", 500],
  ])("puts every header on %s", async (_kind, path, status) => {
    const response = await app.request(`https://hotel.test${path}`, { redirect: "manual" });
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(required)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors 'none'/);
  });

  it("gives static files (served before the Worker runs) the Worker's headers, each once", async () => {
    const rules = parseHeadersFile(staticHeaders);
    const all = rules["/*"] ?? {};
    const worker = (await app.request("https://hotel.test/")).headers;
    for (const name of [...Object.keys(required), "Permissions-Policy"]) expect(all[name], name).toBe(worker.get(name));
    // A static file is never a page: it may load nothing and be framed by no one.
    expect(all["Content-Security-Policy"]).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    // Cloudflare joins a header named by two matching rules with a comma ("nosniff, nosniff").
    for (const [pattern, headers] of Object.entries(rules)) {
      if (pattern === "/*") continue;
      for (const name of Object.keys(headers)) expect(all[name], `${name} in ${pattern} and /*`).toBeUndefined();
    }
  });

  it("sends plain http to the same address on https, keeping a form post a post", async () => {
    const page = await app.request("http://hotel.test/relax?x=1", { redirect: "manual" });
    expect(page.status).toBe(301);
    expect(page.headers.get("Location")).toBe("https://hotel.test/relax?x=1");
    expect(page.headers.get("Strict-Transport-Security")).toBe(required["Strict-Transport-Security"]);
    const post = await app.request("http://hotel.test/kvarglomt", { method: "POST", redirect: "manual" });
    expect(post.status).toBe(308);
    expect(post.headers.get("Location")).toBe("https://hotel.test/kvarglomt");
  });

  it("serves plain http on a developer's machine and in development", async () => {
    for (const host of ["localhost:5173", "127.0.0.1:4173", "[::1]:4173", "hotel.localhost"]) {
      expect((await app.request(`http://${host}/relax`, { redirect: "manual" })).status, host).toBe(200);
    }
    const dev = new Hono();
    dev.use(httpsOnly({ development: true }));
    dev.get("*", (c) => c.text("ok"));
    expect((await dev.request("http://hotel.test/", { redirect: "manual" })).status).toBe(200);
  });

  it("leaves the policy out in development, where Vite injects its own scripts", async () => {
    const dev = new Hono();
    dev.use(securityHeaders({ development: true }));
    dev.get("*", (c) => c.text("ok"));
    const headers = (await dev.request("https://hotel.test/")).headers;
    expect(headers.get("Content-Security-Policy")).toBeNull();
    expect(headers.get("Strict-Transport-Security")).toBeTruthy();
  });
});
