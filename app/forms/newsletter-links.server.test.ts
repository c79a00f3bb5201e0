import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  checkNewsletterLink,
  CONFIRM_LINK_DAYS,
  DEVELOPMENT_LINK_SECRET,
  newsletterLinkSecret,
  parseNewsletterLink,
  signNewsletterLink,
} from "./newsletter-links.server";

const secret = "a-secret-only-these-tests-know-0123456789";
const anna = { id: 7, email: "anna@example.se" };
const day = 86_400_000;

async function check(token: string, purpose: "confirm" | "unsubscribe", email = anna.email, now = new Date()) {
  const link = parseNewsletterLink(token, purpose);
  return link ? checkNewsletterLink(secret, link, email, now) : "malformed";
}

afterEach(() => vi.unstubAllEnvs());

describe("newsletter link tokens", () => {
  it("a confirmation link is valid for 30 days and names the row, never the address", async () => {
    const issued = new Date("2026-11-23T12:00:00Z");
    const token = await signNewsletterLink(secret, "confirm", anna, issued);
    expect(token).toMatch(/^c\.7\.\d+\.[\w-]{43}$/);
    expect(token).not.toContain("anna");
    expect(CONFIRM_LINK_DAYS).toBe(30);
    expect(await check(token, "confirm", anna.email, new Date(issued.getTime() + 30 * day - 1000))).toBe("valid");
    expect(await check(token, "confirm", anna.email, new Date(issued.getTime() + 30 * day))).toBe("expired");
  });

  it("an unsubscribe link does not expire", async () => {
    const token = await signNewsletterLink(secret, "unsubscribe", anna, new Date("2020-01-01T00:00:00Z"));
    expect(token).toMatch(/^u\.7\.[\w-]{43}$/);
    expect(await check(token, "unsubscribe", anna.email, new Date("2036-01-01T00:00:00Z"))).toBe("valid");
  });

  it("refuses a token for another address, another row, another purpose, another key or with a changed expiry", async () => {
    const confirm = await signNewsletterLink(secret, "confirm", anna);
    const unsubscribe = await signNewsletterLink(secret, "unsubscribe", anna);
    expect(await check(confirm, "confirm", "per@example.se")).toBe("invalid");
    expect(await check(confirm.replace(/^c\.7\./, "c.8."), "confirm")).toBe("invalid");
    const [, id, expires, mac] = confirm.split(".");
    expect(await check(`c.${id}.${Number(expires) + 86_400}.${mac}`, "confirm")).toBe("invalid");
    // The two purposes never stand in for each other.
    expect(await check(unsubscribe, "confirm")).toBe("malformed");
    expect(await check(`u.${id}.${mac}`, "unsubscribe")).toBe("invalid");
    const otherKey = await signNewsletterLink("another-secret-0123456789abcdef", "unsubscribe", anna);
    expect(await check(otherKey, "unsubscribe")).toBe("invalid");
  });

  it("reads nothing from a token of the wrong shape", () => {
    for (const token of [
      null,
      "",
      "c",
      "c.7.1.x",
      "c.0.1.AAAA",
      "c.-1.1.AAAA",
      `c.7.1.${"A".repeat(44)}`,
      `c.7.1.${"A".repeat(42)}!`,
      "u.7.1." + "A".repeat(43),
      "x".repeat(500),
    ]) {
      expect(parseNewsletterLink(token, token?.startsWith("u") ? "unsubscribe" : "confirm"), String(token)).toBeNull();
    }
  });

  it("uses NEWSLETTER_LINK_SECRET when it is set", () => {
    expect(newsletterLinkSecret({ ...env, NEWSLETTER_LINK_SECRET: secret } as Env, "https://fjallkallan.se/newsletter")).toBe(secret);
  });

  it("falls back to the development key only in development, tests and on a loopback host", () => {
    expect(newsletterLinkSecret(env, "https://fjallkallan.se/newsletter")).toBe(DEVELOPMENT_LINK_SECRET);
    vi.stubEnv("MODE", "production");
    expect(newsletterLinkSecret(env, "https://fjallkallan.se/newsletter")).toBeNull();
    expect(newsletterLinkSecret(env, "https://fallkallan-site.example.workers.dev/newsletter")).toBeNull();
    expect(newsletterLinkSecret(env, "http://127.0.0.1:4173/newsletter")).toBe(DEVELOPMENT_LINK_SECRET);
    expect(newsletterLinkSecret(env, "http://localhost:5173/newsletter")).toBe(DEVELOPMENT_LINK_SECRET);
  });
});
