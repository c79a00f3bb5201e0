import { env } from "cloudflare:workers";
import { Hono } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { pageCacheControl } from "~/cache-control";
import { checkFormKey, formKeyFields, issueFormKey, MIN_FILL_MS } from "~/forms/form-key.server";
import { isPublicPage, pageCache } from "./page-cache";
import { securityHeaders } from "./security-headers";

/** A site whose pages count their renders and carry a nonce and a form key, as the real ones do. */
function site({ maxPages = 200, development = false } = {}) {
  const renders: string[] = [];
  const app = new Hono<{ Bindings: Env; Variables: SecureHeadersVariables }>();
  app.use(securityHeaders({ development: false }));
  app.use(pageCache({ maxPages, development }));
  app.all("*", async (c) => {
    const { pathname, search } = new URL(c.req.url);
    renders.push(`${c.req.method} ${pathname}${search}`);
    const formKey = await issueFormKey(c.env);
    const page =
      `<html><head><script nonce="${c.get("secureHeadersNonce")}"></script></head><body><form method="post">` +
      `<input type="hidden" name="${formKeyFields.key}" value="${formKey.key}"><input type="hidden" name="${formKeyFields.rendered}" value="${formKey.rendered}">` +
      `</form><p>${pathname}${search}</p><script>window.data = ${JSON.stringify({ formKey })}</script></body></html>`;
    if (pathname === "/missing") return c.html(page, 404);
    if (pathname === "/with-cookie") c.header("Set-Cookie", "flash=1; Path=/");
    if (pathname === "/faq.json") return c.json({ faq: [] });
    // As the real pages answer (app/entry.server.tsx): a default that said `private` kept nothing.
    c.header("Cache-Control", pageCacheControl);
    return c.html(page);
  });
  const get = async (path: string, init?: RequestInit) => app.request(`https://hotel.test${path}`, init, env);
  return { renders, get };
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
const fieldOf = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";

async function submitted(html: string) {
  const form = new FormData();
  form.set(formKeyFields.key, fieldOf(html, formKeyFields.key));
  form.set(formKeyFields.rendered, fieldOf(html, formKeyFields.rendered));
  return checkFormKey(env, form, Date.now() + MIN_FILL_MS);
}

describe("page cache", () => {
  it("renders a page once and serves it again with this response's nonce and a fresh form key that the action accepts", async () => {
    const { renders, get } = site();
    const first = await get("/relax");
    const firstHtml = await first.text();
    const second = await get("/relax");
    const secondHtml = await second.text();

    expect(renders).toEqual(["GET /relax"]);
    expect(second.status).toBe(200);
    expect(second.headers.get("Content-Type")).toMatch(/^text\/html/);
    // The nonce in the page is the one its own Content-Security-Policy allows, never the first visitor's.
    expect(secondHtml).toContain(`nonce="${nonceOf(second)}"`);
    expect(secondHtml).not.toContain(nonceOf(first)!);
    // A form key of its own, in the form and in the hydration data alike, signed now and accepted.
    const key = fieldOf(secondHtml, formKeyFields.key);
    expect(key).not.toBe(fieldOf(firstHtml, formKeyFields.key));
    expect(secondHtml).toContain(JSON.stringify({ formKey: { key, rendered: fieldOf(secondHtml, formKeyFields.rendered) } }));
    expect(await submitted(secondHtml)).toEqual({ kind: "ok", key });
    // Everything else is the page as rendered.
    expect(secondHtml.replace(/nonce="[^"]+"/, "").replace(/value="[^"]+"/g, "").replace(/window\.data = .*?<\/script>/, "")).toBe(
      firstHtml.replace(/nonce="[^"]+"/, "").replace(/value="[^"]+"/g, "").replace(/window\.data = .*?<\/script>/, ""),
    );
  });

  it("serves a page with two forms, the nonce in several places and Swedish text exactly as rendered, each form with its own fresh key", async () => {
    const app = new Hono<{ Bindings: Env; Variables: SecureHeadersVariables }>();
    app.use(securityHeaders({ development: false }));
    app.use(pageCache());
    app.get("*", async (c) => {
      const nonce = c.get("secureHeadersNonce");
      const forms = await Promise.all([issueFormKey(c.env), issueFormKey(c.env)]);
      return c.html(
        `<html><head><script nonce="${nonce}"></script><link nonce="${nonce}"></head><body><h1>Välkommen till Fjällkällan – ÅÄÖ åäö ☕🌲</h1>` +
          forms
            .map((formKey) => `<form><input name="${formKeyFields.key}" value="${formKey.key}"><input name="${formKeyFields.rendered}" value="${formKey.rendered}"></form>`)
            .join("<p>Läs mer</p>") +
          `<script nonce="${nonce}">window.data = ${JSON.stringify(forms)}</script></body></html>`,
      );
    });
    const get = () => app.request("https://hotel.test/konferens", undefined, env);
    const first = await (await get()).text();
    const second = await get();
    const html = await second.text();

    const nonce = nonceOf(second)!;
    expect(html.split(`nonce="${nonce}"`)).toHaveLength(4);
    expect(html).toContain("<h1>Välkommen till Fjällkällan – ÅÄÖ åäö ☕🌲</h1>");
    const keys = [...html.matchAll(new RegExp(`name="${formKeyFields.key}" value="([^"]+)"`, "g"))].map((m) => m[1]);
    const rendered = [...html.matchAll(new RegExp(`name="${formKeyFields.rendered}" value="([^"]+)"`, "g"))].map((m) => m[1]);
    expect(new Set(keys).size).toBe(2);
    for (const key of keys) expect(first).not.toContain(key!);
    // The hydration data carries the same fresh keys as the forms, in the same order.
    expect(html).toContain(JSON.stringify(keys.map((key, i) => ({ key, rendered: rendered[i] }))));
    for (const [i, key] of keys.entries()) {
      const form = new FormData();
      form.set(formKeyFields.key, key!);
      form.set(formKeyFields.rendered, rendered[i]!);
      expect(await checkFormKey(env, form, Date.now() + MIN_FILL_MS)).toEqual({ kind: "ok", key });
    }
    const shape = (page: string) => page.replace(/nonce="[^"]+"/g, "").replace(/value="[^"]+"/g, "").replace(/window\.data = .*?<\/script>/, "");
    expect(shape(html)).toBe(shape(first));
  });

  it("gives two visitors of a cached page different form keys", async () => {
    const { get } = site();
    await get("/kvarglomt");
    const [a, b] = await Promise.all([get("/kvarglomt").then((page) => page.text()), get("/kvarglomt").then((page) => page.text())]);
    expect(fieldOf(a, formKeyFields.key)).not.toBe(fieldOf(b, formKeyFields.key));
  });

  it("keeps each URL, query included, apart", async () => {
    const { renders, get } = site();
    await get("/villkor?tab=privacy");
    await get("/villkor?tab=event");
    const html = await (await get("/villkor?tab=privacy")).text();
    expect(html).toContain("<p>/villkor?tab=privacy</p>");
    expect(renders).toEqual(["GET /villkor?tab=privacy", "GET /villkor?tab=event"]);
  });

  it("renders every time what it must not keep: posts, errors, cookies, non-HTML, the staff inbox and newsletter links", async () => {
    const { renders, get } = site();
    const paths = ["/missing", "/with-cookie", "/faq.json", "/staff", "/staff/list", "/newsletter/confirm?token=abc", "/en/newsletter/unsubscribe", "/relax.data"];
    for (const path of paths) {
      await get(path);
      await get(path);
    }
    await get("/booking-inquiry", { method: "POST", headers: { Origin: "https://hotel.test" } });
    await get("/booking-inquiry", { method: "POST", headers: { Origin: "https://hotel.test" } });
    expect(renders).toEqual([...paths.flatMap((path) => [`GET ${path}`, `GET ${path}`]), "POST /booking-inquiry", "POST /booking-inquiry"]);
  });

  it("renders every time in development, so an edited page shows at once", async () => {
    const { renders, get } = site({ development: true });
    await get("/relax");
    await get("/relax");
    expect(renders).toEqual(["GET /relax", "GET /relax"]);
  });

  it("holds at most maxPages pages, dropping the least recently used", async () => {
    const { renders, get } = site({ maxPages: 2 });
    await get("/nature");
    await get("/magic");
    await get("/nature"); // hit: /nature is now the most recent
    await get("/relax"); // drops /magic
    await get("/nature");
    await get("/magic");
    expect(renders).toEqual(["GET /nature", "GET /magic", "GET /relax", "GET /magic"]);
  });

  it("never keeps a personal page in any spelling the router accepts: case, %xx, doubled slashes", async () => {
    const { renders, get } = site();
    const paths = [
      "/NEWSLETTER/unsubscribe?token=abc",
      "/Newsletter/Confirm?token=abc",
      "/newsletter/%75nsubscribe?token=abc",
      "/%6Eewsletter/unsubscribe?token=abc",
      "/EN/newsletter/unsubscribe?token=abc",
      "//newsletter//unsubscribe?token=abc",
      "/STAFF",
      "/%73taff/bookings",
      "/dev/mail",
      "/not-a-screen",
    ];
    for (const path of paths) {
      await get(path);
      await get(path);
    }
    expect(renders).toEqual(paths.flatMap((path) => [`GET ${path}`, `GET ${path}`]));
  });

  it("never keeps a response marked no-store or private, even on a public screen", async () => {
    const renders: string[] = [];
    const app = new Hono<{ Bindings: Env; Variables: SecureHeadersVariables }>();
    app.use(securityHeaders({ development: false }));
    app.use(pageCache());
    app.get("*", (c) => {
      const { pathname } = new URL(c.req.url);
      renders.push(pathname);
      c.header("Cache-Control", pathname === "/relax" ? "no-store" : "Private, max-age=60");
      return c.html("<html><body>yours only</body></html>");
    });
    for (const path of ["/relax", "/relax", "/nature", "/nature"]) await app.request(`https://hotel.test${path}`, {}, env);
    expect(renders).toEqual(["/relax", "/relax", "/nature", "/nature"]);
  });

  it("treats exactly the screens visitors open by address as public", () => {
    expect(["/", "/en", "/relax", "/en/relax", "/RELAX", "/blog/1", "/en/food-event/kraftskiva", "/hitta-till-oss"].filter((path) => !isPublicPage(path))).toEqual([]);
    expect(
      ["/newsletter", "/newsletter/confirm", "/en/Newsletter/Unsubscribe", "/staff", "/staff/bookings", "/dev/mail", "/relax.data", "/blog/1/x", "/blog/..", "/x"].filter(isPublicPage),
    ).toEqual([]);
  });
});
