import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { confirmationPage, confirmSubscriptionAction, unsubscribeAction, unsubscribePage } from "./newsletter-consent.server";
import { DEVELOPMENT_LINK_SECRET, signNewsletterLink } from "./newsletter-links.server";

const day = 86_400_000;

async function subscribe(email: string, createdAt = new Date()) {
  const row = await env.DB.prepare(
    "INSERT INTO newsletter_subscriptions (submission_key, email, source, lang, created_at) VALUES (?, ?, 'footer', 'en', ?) RETURNING id",
  )
    .bind(crypto.randomUUID(), email, createdAt.toISOString())
    .first<{ id: number }>();
  return { id: row!.id, email };
}

const rows = async () =>
  (
    await env.DB.prepare("SELECT email, source, lang, confirmed_at FROM newsletter_subscriptions ORDER BY id").all<
      Record<string, unknown>
    >()
  ).results;

const get = (path: string, token: string) => new Request(`https://hotel.test${path}?token=${encodeURIComponent(token)}`);
const post = (path: string, token: string, body: Record<string, string> = {}) =>
  new Request(`https://hotel.test${path}?token=${encodeURIComponent(token)}`, { method: "POST", body: new URLSearchParams(body) });

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM newsletter_subscriptions").run();
});

describe("/newsletter/confirm", () => {
  it("shows the address and a button on opening the link, and changes nothing until the button is pressed", async () => {
    const anna = await subscribe("anna@example.se");
    const token = await signNewsletterLink(DEVELOPMENT_LINK_SECRET, "confirm", anna);
    const page = await confirmationPage(get("/newsletter/confirm", token), env);
    expect(page.data).toEqual({ state: "ready", email: "anna@example.se" });
    expect(page.init?.status).toBe(200);
    expect((await rows())[0]!.confirmed_at).toBeNull();
  });

  it("records when the link was followed, next to the form and language the address came from; a second press changes nothing", async () => {
    const anna = await subscribe("anna@example.se");
    const token = await signNewsletterLink(DEVELOPMENT_LINK_SECRET, "confirm", anna);
    const at = new Date("2026-11-23T18:00:00.000Z");
    const first = await confirmSubscriptionAction(post("/en/newsletter/confirm", token), env, at);
    expect(first.data).toEqual({ state: "confirmed", email: "anna@example.se" });
    expect(await rows()).toEqual([{ email: "anna@example.se", source: "footer", lang: "en", confirmed_at: "2026-11-23T18:00:00.000Z" }]);

    const again = await confirmSubscriptionAction(post("/en/newsletter/confirm", token), env, new Date(at.getTime() + day));
    expect(again.data).toEqual({ state: "already-confirmed", email: "anna@example.se" });
    expect((await rows())[0]!.confirmed_at).toBe("2026-11-23T18:00:00.000Z");
    expect((await confirmationPage(get("/en/newsletter/confirm", token), env)).data.state).toBe("already-confirmed");
  });

  it("refuses a tampered token and confirms nothing", async () => {
    const anna = await subscribe("anna@example.se");
    const per = await subscribe("per@example.se");
    const token = await signNewsletterLink(DEVELOPMENT_LINK_SECRET, "confirm", anna);
    const [, , expires, mac] = token.split(".");
    const forged = [
      `c.${per.id}.${expires}.${mac}`, // another row
      `c.${anna.id}.${Number(expires) + 1}.${mac}`, // a later expiry
      `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`, // another MAC
      await signNewsletterLink("not-the-site-secret-0123456789", "confirm", anna),
      await signNewsletterLink(DEVELOPMENT_LINK_SECRET, "unsubscribe", anna),
      "",
    ];
    for (const bad of forged) {
      const result = await confirmSubscriptionAction(post("/newsletter/confirm", bad), env);
      expect(result.data, bad).toEqual({ state: "invalid" });
      expect(result.init?.status).toBe(400);
      expect((await confirmationPage(get("/newsletter/confirm", bad), env)).data).toEqual({ state: "invalid" });
    }
    expect((await rows()).map((row) => row.confirmed_at)).toEqual([null, null]);
  });

  it("answers an expired link with its own page and removes the unconfirmed address, so the visitor can sign up again", async () => {
    const signedUp = new Date(Date.now() - 31 * day);
    const anna = await subscribe("anna@example.se", signedUp);
    const token = await signNewsletterLink(DEVELOPMENT_LINK_SECRET, "confirm", anna, signedUp);
    const result = await confirmSubscriptionAction(post("/newsletter/confirm", token), env);
    expect(result.data).toEqual({ state: "expired" });
    expect(result.init?.status).toBe(410);
    expect(await rows()).toEqual([]);
  });

  it("keeps a confirmed subscription when its old confirmation link is opened after it expired", async () => {
    const signedUp = new Date(Date.now() - 60 * day);
    const anna = await subscribe("anna@example.se", signedUp);
    const token = await signNewsletterLink(DEVELOPMENT_LINK_SECRET, "confirm", anna, signedUp);
    await confirmSubscriptionAction(post("/newsletter/confirm", token), env, new Date(signedUp.getTime() + day));
    expect((await confirmationPage(get("/newsletter/confirm", token), env)).data.state).toBe("already-confirmed");
    expect(await rows()).toHaveLength(1);
  });
});

describe("/newsletter/unsubscribe", () => {
  it("shows the address and a button on opening the link, and deletes nothing until it is pressed", async () => {
    const anna = await subscribe("anna@example.se");
    const token = await signNewsletterLink(DEVELOPMENT_LINK_SECRET, "unsubscribe", anna);
    expect((await unsubscribePage(get("/newsletter/unsubscribe", token), env)).data).toEqual({ state: "ready", email: "anna@example.se" });
    expect(await rows()).toHaveLength(1);
  });

  it("deletes the address on the page's button, and says so again for a repeat", async () => {
    const anna = await subscribe("anna@example.se");
    const per = await subscribe("per@example.se");
    const token = await signNewsletterLink(DEVELOPMENT_LINK_SECRET, "unsubscribe", anna);
    expect((await unsubscribeAction(post("/newsletter/unsubscribe", token), env)).data).toEqual({ state: "unsubscribed" });
    expect((await rows()).map((row) => row.email)).toEqual([per.email]);
    const again = await unsubscribeAction(post("/newsletter/unsubscribe", token), env);
    expect(again.data).toEqual({ state: "not-subscribed" });
    expect(again.init?.status).toBe(200);
    expect((await unsubscribePage(get("/newsletter/unsubscribe", token), env)).data).toEqual({ state: "not-subscribed" });
  });

  it("deletes the address on a mail client's RFC 8058 one-click POST, which carries nothing but List-Unsubscribe=One-Click", async () => {
    const anna = await subscribe("anna@example.se");
    await env.DB.prepare("UPDATE newsletter_subscriptions SET confirmed_at = '2026-01-01T00:00:00.000Z'").run();
    const token = await signNewsletterLink(DEVELOPMENT_LINK_SECRET, "unsubscribe", anna);
    const result = await unsubscribeAction(post("/newsletter/unsubscribe", token, { "List-Unsubscribe": "One-Click" }), env);
    expect(result.data).toEqual({ state: "unsubscribed" });
    expect(await rows()).toEqual([]);
  });

  it("still works years after the mail was sent: an unsubscribe link does not expire", async () => {
    const anna = await subscribe("anna@example.se", new Date("2023-01-01T00:00:00Z"));
    const token = await signNewsletterLink(DEVELOPMENT_LINK_SECRET, "unsubscribe", anna, new Date("2023-01-01T00:00:00Z"));
    expect((await unsubscribeAction(post("/newsletter/unsubscribe", token), env)).data).toEqual({ state: "unsubscribed" });
  });

  it("refuses a tampered token and deletes nothing", async () => {
    const anna = await subscribe("anna@example.se");
    const per = await subscribe("per@example.se");
    const token = await signNewsletterLink(DEVELOPMENT_LINK_SECRET, "unsubscribe", anna);
    const mac = token.split(".")[2];
    for (const bad of [
      `u.${per.id}.${mac}`,
      await signNewsletterLink("not-the-site-secret-0123456789", "unsubscribe", per),
      await signNewsletterLink(DEVELOPMENT_LINK_SECRET, "confirm", per),
      "u.1",
    ]) {
      const result = await unsubscribeAction(post("/newsletter/unsubscribe", bad, { "List-Unsubscribe": "One-Click" }), env);
      expect(result.data, bad).toEqual({ state: "invalid" });
      expect(result.init?.status).toBe(400);
    }
    expect(await rows()).toHaveLength(2);
  });
});
