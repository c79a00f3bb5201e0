import { Hono } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

const app = new Hono<{ Variables: SecureHeadersVariables }>();
app.use(securityHeaders({ development: false }));
app.get("*", (c) => c.html(`<script nonce="${c.get("secureHeadersNonce")}"></script>`));

/** The headers the MDN HTTP Observatory scores, with the values that earn A+. */
describe("security headers", () => {
  it("sends a nonce-based Content-Security-Policy without unsafe-inline scripts", async () => {
    const response = await app.request("https://hotel.test/relax");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`nonce="${nonce}"`);
    const directives = Object.fromEntries(csp.split(";").map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
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

  it("gives every response a fresh nonce", async () => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await app.request("https://hotel.test/")).headers.get("Content-Security-Policy") ?? "")?.[1];
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
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"]) expect(permissions).toContain(feature);
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
