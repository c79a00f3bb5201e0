import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { describe, expect, it, vi } from "vitest";
import { pageCacheControl } from "~/server/cache-control";
import type { FormKeySlot } from "~/context";
import { checkFormKey, formKeyFields, MIN_FILL_MS, pageFormKey } from "~/forms/form-key.server";
import { contentChanged } from "~/content-store/changed.server";
import { publishItem, readItem } from "~/content-store/store.server";
import { getDb } from "~/db/client.server";
import { contentTagsOf, screenIds, visitedPaths, type ContentTag } from "~/screens";
import { purgeContentTags } from "../page-cache/purge.server";
import { renderSharedPage } from "../page-cache/shared-page";
import { isolatePages, type PageEntry } from "../page-cache/store";
import { withoutTrackingParameters } from "~/tracking-parameters";
import { isPublicPage, pageCache, sharedQuery } from "./page-cache";
import { securityHeaders } from "./security-headers";

/**
 * A site whose pages count their renders and carry a nonce and a form key, as the real ones do.
 * Its pages read the parameters these tests steer them with (`status`, `cookie`, `cache-control`),
 * so by default the shared pages are asked with every parameter but the tracking ones.
 */
function site({
  maxPages = 200,
  development = false,
  query = (_pathname: string, search: string) => withoutTrackingParameters(search),
}: { maxPages?: number; development?: boolean; query?: (pathname: string, search: string) => string } = {}) {
  const renders: string[] = [];
  /** A page as React Router renders it (its form's key from `pageFormKey`, as the loaders take it); the query string asks for what a route could answer. */
  async function render(request: Request, nonce: string, who: "shared" | "visitor", formKeySlot?: FormKeySlot) {
    const { pathname, search, searchParams } = new URL(request.url);
    renders.push(`${who} ${request.method} ${pathname}${search}`);
    const formKey = await pageFormKey({ env, formKeySlot });
    const page =
      `<html><head><script nonce="${nonce}"></script></head><body><form method="post">` +
      `<input type="hidden" name="${formKeyFields.key}" value="${formKey.key}"><input type="hidden" name="${formKeyFields.rendered}" value="${formKey.rendered}">` +
      `</form><p>${pathname}${search}</p><script>window.data = ${JSON.stringify({ formKey })}</script></body></html>`;
    const headers = new Headers({ "Content-Type": "text/html; charset=UTF-8" });
    // As the real pages answer (app/entry.server.tsx): a default that said `private` kept nothing.
    headers.set("Cache-Control", searchParams.get("cache-control") ?? pageCacheControl);
    if (searchParams.has("cookie")) headers.set("Set-Cookie", "flash=1; Path=/");
    if (pathname.endsWith(".json")) return Response.json({ faq: [] });
    return new Response(page, { status: Number(searchParams.get("status") ?? 200), headers });
  }
  const entry: PageEntry = Object.assign(
    () => ({
      fetch: (url: string) => renderSharedPage(url, (request, nonce, formKeySlot) => render(request, nonce, "shared", formKeySlot)),
    }),
    {
      purge: async () => true,
    },
  );
  const pages = isolatePages(entry, { maxPages });
  const app = new Hono<{ Bindings: Env; Variables: SecureHeadersVariables }>();
  app.use(securityHeaders({ development: false }));
  app.use(pageCache({ development, pages: () => pages, query }));
  app.all("*", (c) => render(c.req.raw, c.get("secureHeadersNonce") ?? "", "visitor"));
  const get = async (path: string, init?: RequestInit, bindings: Env = env) =>
    app.request(`https://hotel.test${path}`, init, bindings, createExecutionContext());
  return { renders, get, pages };
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
const fieldOf = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";

async function submitted(html: string) {
  const form = new FormData();
  form.set(formKeyFields.key, fieldOf(html, formKeyFields.key));
  form.set(formKeyFields.rendered, fieldOf(html, formKeyFields.rendered));
  return checkFormKey(env, form, Date.now() + MIN_FILL_MS);
}

/** The same bindings after a deploy: another Worker version. */
const nextVersion: Env = { ...env, CF_VERSION_METADATA: { ...env.CF_VERSION_METADATA, id: `${env.CF_VERSION_METADATA.id}-next` } };

/** What a visitor's page is without its own values: its nonce, its form keys (fields and hydration data). */
const shape = (page: string) =>
  page
    .replace(/nonce="[^"]+"/g, "")
    .replace(/value="[^"]+"/g, "")
    .replace(/window\.data = .*?<\/script>/, "");

describe("page cache", () => {
  it("renders a page once and serves it again with this response's nonce and a fresh form key that the action accepts", async () => {
    const { renders, get } = site();
    const first = await get("/relax");
    const firstHtml = await first.text();
    const second = await get("/relax");
    const secondHtml = await second.text();

    expect(renders).toEqual(["shared GET /relax"]);
    expect(second.status).toBe(200);
    expect(second.headers.get("Content-Type")).toMatch(/^text\/html/);
    // What the shared copy tells caches stays between the two entrypoints.
    expect(second.headers.get("Cache-Control")).toBe(pageCacheControl);
    expect(second.headers.has("Cache-Tag")).toBe(false);
    // The nonce in the page is the one its own Content-Security-Policy allows, never the first visitor's.
    expect(firstHtml).toContain(`nonce="${nonceOf(first)}"`);
    expect(secondHtml).toContain(`nonce="${nonceOf(second)}"`);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    // A form key of its own, in the form and in the hydration data alike, signed now and accepted.
    const key = fieldOf(secondHtml, formKeyFields.key);
    expect(key).not.toBe(fieldOf(firstHtml, formKeyFields.key));
    expect(secondHtml).toContain(JSON.stringify({ formKey: { key, rendered: fieldOf(secondHtml, formKeyFields.rendered) } }));
    expect(await submitted(firstHtml)).toEqual({ kind: "ok", key: fieldOf(firstHtml, formKeyFields.key) });
    expect(await submitted(secondHtml)).toEqual({ kind: "ok", key });
    // Everything else is the page as rendered.
    expect(shape(secondHtml)).toBe(shape(firstHtml));
  });

  it("serves a page with two forms, the nonce in several places and Swedish text exactly as rendered, each form with its own fresh key", async () => {
    let renders = 0;
    const render = async (_request: Request, nonce: string, formKeySlot: FormKeySlot) => {
      renders++;
      const forms = await Promise.all([pageFormKey({ env, formKeySlot }), pageFormKey({ env, formKeySlot })]);
      return new Response(
        `<html><head><script nonce="${nonce}"></script><link nonce="${nonce}"></head><body><h1>Välkommen till Fjällkällan – ÅÄÖ åäö ☕🌲</h1>` +
          forms
            .map(
              (formKey) =>
                `<form><input name="${formKeyFields.key}" value="${formKey.key}"><input name="${formKeyFields.rendered}" value="${formKey.rendered}"></form>`,
            )
            .join("<p>Läs mer</p>") +
          `<script nonce="${nonce}">window.data = ${JSON.stringify(forms)}</script></body></html>`,
        { headers: { "Content-Type": "text/html; charset=utf-8" } },
      );
    };
    const entry: PageEntry = Object.assign(() => ({ fetch: (url: string) => renderSharedPage(url, render) }), { purge: async () => true });
    const pages = isolatePages(entry);
    const app = new Hono<{ Bindings: Env; Variables: SecureHeadersVariables }>();
    app.use(securityHeaders({ development: false }));
    app.use(pageCache({ pages: () => pages }));
    const get = () => app.request("https://hotel.test/conference", undefined, env, createExecutionContext());
    const first = await (await get()).text();
    const second = await get();
    const html = await second.text();

    expect(renders).toBe(1);
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
    expect(shape(html)).toBe(shape(first));
  });

  it("gives two visitors of a cached page different nonces and form keys, and the same page otherwise", async () => {
    const { renders, get } = site();
    await get("/kvarglomt");
    const [a, b] = await Promise.all([get("/kvarglomt"), get("/kvarglomt")]);
    const [htmlA, htmlB] = await Promise.all([a.text(), b.text()]);
    expect(renders).toEqual(["shared GET /kvarglomt"]);
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(htmlA).toContain(`nonce="${nonceOf(a)}"`);
    expect(htmlB).toContain(`nonce="${nonceOf(b)}"`);
    expect(fieldOf(htmlA, formKeyFields.key)).not.toBe(fieldOf(htmlB, formKeyFields.key));
    expect(fieldOf(htmlA, formKeyFields.rendered)).not.toBe(fieldOf(htmlB, formKeyFields.rendered));
    expect(shape(htmlA)).toBe(shape(htmlB));
  });

  it("keeps each URL, query included, apart", async () => {
    const { renders, get } = site();
    await get("/villkor?tab=privacy");
    await get("/villkor?tab=event");
    const html = await (await get("/villkor?tab=privacy")).text();
    expect(html).toContain("<p>/villkor?tab=privacy</p>");
    expect(renders).toEqual(["shared GET /villkor?tab=privacy", "shared GET /villkor?tab=event"]);
  });

  it("serves a page opened from an ad, a newsletter or a social post from the same copy as its plain address", async () => {
    const { renders, get } = site();
    await get("/villkor?tab=privacy");
    const tracked = await get("/villkor?utm_source=nyhetsbrev&tab=privacy&fbclid=IwAR3");
    const again = await get("/villkor?tab=privacy&gclid=x");
    expect(tracked.status).toBe(200);
    expect(await tracked.text()).toContain("<p>/villkor?tab=privacy</p>");
    expect(await again.text()).toContain("<p>/villkor?tab=privacy</p>");
    await get("/villkor?fbclid=another-click");
    expect(renders).toEqual(["shared GET /villkor?tab=privacy", "shared GET /villkor"]);
  });

  it("keys a page on the parameters its screen reads alone: any other makes no copy and no render of its own", async () => {
    const { renders, get } = site({ query: sharedQuery });
    for (const path of ["/relax", "/relax?x=1", "/relax?nocache=123&utm_source=fb", "/RELAX?v=2", "/en/relax?a&b=", "/relax?"]) {
      const page = await get(path);
      expect(page.status).toBe(200);
    }
    await get("/booking-inquiry?typ=foretag&kategori=event");
    await get("/booking-inquiry?ref=abc&typ=foretag&kategori=event&x=y");
    await get("/booking-inquiry?kategori=event&typ=foretag");
    const terms = await (await get("/villkor?tab=privacy&junk=%7Epg")).text();
    expect(terms).toContain("<p>/villkor?tab=privacy</p>");
    await get("/lediga-jobb?ansok=kock&sida=2");
    expect(renders).toEqual([
      "shared GET /relax",
      "shared GET /RELAX",
      "shared GET /en/relax",
      "shared GET /booking-inquiry?typ=foretag&kategori=event",
      // The same parameters in another order are another address, as the browser sends them.
      "shared GET /booking-inquiry?kategori=event&typ=foretag",
      "shared GET /villkor?tab=privacy",
      "shared GET /lediga-jobb?ansok=kock",
    ]);
  });

  it("reads each screen's parameters from the table of screens", () => {
    expect(sharedQuery("/booking-inquiry", "?typ=foretag&utm_source=x&kategori=relax")).toBe("?typ=foretag&kategori=relax");
    expect(sharedQuery("/en/villkor", "?tab=event&tab=x&page=2")).toBe("?tab=event&tab=x");
    expect(sharedQuery("/lediga-jobb", "?%61nsok=kock")).toBe("?%61nsok=kock");
    expect(sharedQuery("/relax", "?tab=event")).toBe("");
    expect(sharedQuery("/", "?kategori=relax")).toBe("");
  });

  it("answers a HEAD of a public page (a monitor, a link checker) from the shared copy, with the page's headers and no body", async () => {
    const { renders, get } = site();
    const page = await get("/relax");
    const head = await get("/relax", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe(page.headers.get("Content-Type"));
    expect(head.headers.get("Cache-Control")).toBe(pageCacheControl);
    expect(nonceOf(head)).toBeTruthy();
    expect(await head.text()).toBe("");
    // A HEAD first renders the shared copy that the next GET is served from.
    await get("/nature", { method: "HEAD" });
    const nature = await get("/nature");
    expect(await nature.text()).toContain(`nonce="${nonceOf(nature)}"`);
    expect(renders).toEqual(["shared GET /relax", "shared GET /nature"]);
  });

  it('answers "not found" under a public path from its one render, with this visitor\'s nonce and form key, and keeps none', async () => {
    const { renders, get } = site();
    const first = await get("/blog/no-such-post?status=404");
    const html = await first.text();
    expect(first.status).toBe(404);
    expect(html).toContain(`nonce="${nonceOf(first)}"`);
    expect(await submitted(html)).toEqual({ kind: "ok", key: fieldOf(html, formKeyFields.key) });
    const second = await get("/blog/no-such-post?status=404");
    expect(second.status).toBe(404);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    // Once per request (a post published later shows at once), and never again for the visitor.
    expect(renders).toEqual(["shared GET /blog/no-such-post?status=404", "shared GET /blog/no-such-post?status=404"]);
  });

  it("renders for each visitor what it must not share: no-store, private, Set-Cookie, errors, non-HTML", async () => {
    const { renders, get } = site();
    const paths = ["/relax?cache-control=no-store", "/nature?cache-control=Private,%20max-age=60", "/relax?cookie=1", "/relax?status=500"];
    for (const path of paths) {
      const first = await get(path);
      const second = await get(path);
      // Each visitor's own rendering, with that visitor's nonce, not an empty refusal.
      expect(await second.text()).toContain(`nonce="${nonceOf(second)}"`);
      expect(second.status).toBe(first.status);
    }
    expect(renders.filter((render) => render.startsWith("visitor"))).toEqual(
      paths.flatMap((path) => [`visitor GET ${path}`, `visitor GET ${path}`]),
    );
    expect((await get("/relax?cookie=1")).headers.get("Set-Cookie")).toContain("flash=1");
  });

  it("renders every time what is not a public page: posts, the staff inbox, newsletter links, data requests, unknown paths", async () => {
    const { renders, get } = site();
    const paths = [
      "/missing",
      "/faq.json",
      "/staff",
      "/staff/list",
      "/newsletter/confirm?token=abc",
      "/en/newsletter/unsubscribe?token=abc",
      "/relax.data",
    ];
    for (const path of paths) {
      await get(path);
      await get(path);
    }
    await get("/booking-inquiry", { method: "POST", headers: { Origin: "https://hotel.test" } });
    await get("/booking-inquiry", { method: "POST", headers: { Origin: "https://hotel.test" } });
    expect(renders).toEqual([
      ...paths.flatMap((path) => [`visitor GET ${path}`, `visitor GET ${path}`]),
      "visitor POST /booking-inquiry",
      "visitor POST /booking-inquiry",
    ]);
  });

  it("renders every time in development, so an edited page shows at once", async () => {
    const { renders, get } = site({ development: true });
    await get("/relax");
    await get("/relax");
    expect(renders).toEqual(["visitor GET /relax", "visitor GET /relax"]);
  });

  it("never serves a page kept before a deploy: the Worker version is part of the key", async () => {
    const { renders, get } = site();
    await get("/relax");
    await get("/relax");
    const afterDeploy = await get("/relax", undefined, nextVersion);
    expect(await afterDeploy.text()).toContain("<p>/relax</p>");
    await get("/relax", undefined, nextVersion);
    expect(renders).toEqual(["shared GET /relax", "shared GET /relax"]);
  });

  it("holds at most maxPages pages, dropping the least recently used", async () => {
    const { renders, get } = site({ maxPages: 2 });
    await get("/nature");
    await get("/magic");
    await get("/nature"); // hit: /nature is now the most recent
    await get("/relax"); // drops /magic
    await get("/nature");
    await get("/magic");
    expect(renders).toEqual(["shared GET /nature", "shared GET /magic", "shared GET /relax", "shared GET /magic"]);
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
    expect(renders).toEqual(paths.flatMap((path) => [`visitor GET ${path}`, `visitor GET ${path}`]));
  });

  it("treats exactly the screens visitors open by address as public", () => {
    expect(
      ["/", "/en", "/relax", "/en/relax", "/RELAX", "/blog/1", "/en/food-event/kraftskiva", "/hitta-till-oss"].filter(
        (path) => !isPublicPage(path),
      ),
    ).toEqual([]);
    expect(
      [
        "/newsletter",
        "/newsletter/confirm",
        "/en/Newsletter/Unsubscribe",
        "/staff",
        "/staff/bookings",
        "/dev/mail",
        "/relax.data",
        "/blog/1/x",
        "/blog/..",
        "/x",
      ].filter(isPublicPage),
    ).toEqual([]);
  });
});

describe("purgeContentTags", () => {
  /** The site as workers/app.ts wires it: the default shared pages of the request's `ctx`, with the cached entrypoint at `ctx.exports.CachedPages`. */
  function wiredSite() {
    const renders: string[] = [];
    const entry: PageEntry = Object.assign(
      () => ({
        fetch: (url: string) =>
          renderSharedPage(url, async (request, nonce) => {
            renders.push(new URL(request.url).pathname);
            return new Response(`<html><script nonce="${nonce}"></script></html>`, { headers: { "Content-Type": "text/html" } });
          }),
      }),
      { purge: async () => true },
    );
    const ctx = Object.assign(createExecutionContext(), { exports: { CachedPages: entry } }) as unknown as ExecutionContext;
    const app = new Hono<{ Bindings: Env; Variables: SecureHeadersVariables }>();
    app.use(securityHeaders({ development: false }));
    app.use(pageCache());
    app.all("*", () => new Response("not shared"));
    // A version of its own, so that no other test's pages are in this isolate's stand-in.
    const bindings: Env = {
      ...env,
      PAGE_CACHE: "in-isolate",
      CF_VERSION_METADATA: { ...env.CF_VERSION_METADATA, id: crypto.randomUUID() },
    };
    const visit = async (...paths: string[]) => {
      for (const path of paths)
        expect(await (await app.request(`https://hotel.test${path}`, undefined, bindings, ctx)).text()).toContain("<script nonce=");
    };
    const purge = async (tags: ContentTag[]) => {
      purgeContentTags(ctx, bindings, tags);
      await waitOnExecutionContext(ctx);
    };
    return { renders, ctx, visit, purge };
  }

  it("empties exactly the pages that show a purged kind of content; the others stay cached", async () => {
    const { renders, purge, visit } = wiredSite();
    const pages = ["/weekly-menu", "/en/weekly-menu", "/lediga-jobb", "/restaurant", "/food-event/kraftskiva", "/relax"];
    await visit(...pages);
    await purge(["menus"]);
    await visit(...pages);
    expect(renders).toEqual([...pages, "/weekly-menu", "/en/weekly-menu"]);

    await purge(["food-events", "jobs"]);
    await visit(...pages);
    expect(renders.slice(8)).toEqual(["/lediga-jobb", "/restaurant", "/food-event/kraftskiva"]);
  });

  it("empties every page when the shell's content changes (notices, hours)", async () => {
    const { renders, purge, visit } = wiredSite();
    await visit("/", "/relax", "/weekly-menu");
    await purge(["notices"]);
    await visit("/", "/relax", "/weekly-menu");
    expect(renders).toEqual(["/", "/relax", "/weekly-menu", "/", "/relax", "/weekly-menu"]);
  });

  it("asks Workers Cache to purge from inside the cached entrypoint when PAGE_CACHE says workers-cache", async () => {
    const asked: { props?: unknown; purged?: string[] } = {};
    const entry: PageEntry = Object.assign(
      (options: { props: unknown }) => {
        asked.props = options.props;
        return {
          fetch: async () =>
            new Response("from the platform's cache", {
              headers: { "Cache-Control": "public, max-age=86400", "Page-Slots": `~pg${"0".repeat(24)}- 0` },
            }),
        };
      },
      {
        purge: async (tags: string[]) => {
          asked.purged = tags;
          return true;
        },
      },
    );
    // The public entrypoint has no `ctx.cache` on Cloudflare (its cache is off): configuration decides.
    const ctx = Object.assign(createExecutionContext(), { exports: { CachedPages: entry } }) as unknown as ExecutionContext;
    const bindings: Env = { ...env, PAGE_CACHE: "workers-cache" };
    const app = new Hono<{ Bindings: Env; Variables: SecureHeadersVariables }>();
    app.use(securityHeaders({ development: false }));
    app.use(pageCache());
    expect(await (await app.request("https://hotel.test/lediga-jobb", undefined, bindings, ctx)).text()).toBe("from the platform's cache");
    expect(asked.props).toEqual({
      version: env.CF_VERSION_METADATA.id,
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{4}$/),
      content: expect.stringMatching(/^notices\.\d+ hours\.\d+ jobs\.\d+$/),
    });
    purgeContentTags(ctx, bindings, ["jobs"]);
    await waitOnExecutionContext(ctx);
    expect(asked.purged).toEqual(["jobs"]);
  });
});

describe("a publish whose purge fails", () => {
  /** The pages that show a tag, in both languages. */
  const pagesShowing = (tag: ContentTag) =>
    screenIds
      .filter((id) => contentTagsOf(id).includes(tag))
      .flatMap((id) => visitedPaths(id).flatMap((path) => [path, path === "/" ? "/en" : `/en${path}`]));

  it("still shows the new content on the next request to every page with its tag, and alerts", async () => {
    // Workers Cache as the platform keeps pages: by props and URL, in front of the entrypoint; its purge refuses.
    const kept = new Map<string, { body: string; headers: Headers }>();
    const renders: string[] = [];
    let purges = 0;
    const entry: PageEntry = Object.assign(
      (options: { props: unknown }) => ({
        fetch: async (url: string) => {
          const id = `${JSON.stringify(options.props)} ${url}`;
          const hit = kept.get(id);
          if (hit !== undefined) return new Response(hit.body, { headers: hit.headers });
          const response = await renderSharedPage(url, async (request, nonce) => {
            renders.push(new URL(request.url).pathname);
            const menu = await readItem(getDb(env.DB), "weekly-menu", "2031-W40");
            return new Response(`<html><script nonce="${nonce}"></script><p>${String(menu?.data.mondaySv ?? "ingen meny")}</p></html>`, {
              headers: { "Content-Type": "text/html" },
            });
          });
          const body = await response.text();
          kept.set(id, { body, headers: response.headers });
          return new Response(body, { status: response.status, headers: response.headers });
        },
      }),
      {
        purge: async () => {
          purges++;
          return false;
        },
      },
    );
    const ctx = Object.assign(createExecutionContext(), { exports: { CachedPages: entry } }) as unknown as ExecutionContext;
    const bindings: Env = {
      ...env,
      PAGE_CACHE: "workers-cache",
      CF_VERSION_METADATA: { ...env.CF_VERSION_METADATA, id: crypto.randomUUID() },
    };
    const app = new Hono<{ Bindings: Env; Variables: SecureHeadersVariables }>();
    app.use(securityHeaders({ development: false }));
    app.use(pageCache());
    const page = async (path: string) => (await app.request(`https://hotel.test${path}`, undefined, bindings, ctx)).text();

    const menuPages = pagesShowing("menus");
    expect(menuPages).toEqual(expect.arrayContaining(["/weekly-menu", "/en/weekly-menu"]));
    for (const path of [...menuPages, "/relax"]) {
      expect(await page(path)).toContain("ingen meny");
      await page(path);
    }
    expect(renders).toHaveLength(menuPages.length + 1);

    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const published = await publishItem(getDb(env.DB), {
      kind: "weekly-menu",
      key: "2031-W40",
      expectedVersion: 0,
      data: { mondaySv: "Palt med lingon" },
      who: "test",
    });
    expect(published.saved).toBe(true);
    contentChanged(ctx, bindings, ["menus"], { delays: [0, 0] });
    await waitOnExecutionContext(ctx);
    expect(purges).toBe(3);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"page_purge_failed"'));
    const failures = await env.DB.prepare("SELECT sum(count) AS n FROM health_counts WHERE metric = 'page_purge_failures'").first("n");
    expect(failures).toBeGreaterThanOrEqual(1);

    // Every page that shows menus renders anew with the published menu; a page that does not stays cached.
    for (const path of menuPages) expect(await page(path), path).toContain("Palt med lingon");
    expect(await page("/relax")).toContain("ingen meny");
    expect(renders.slice(menuPages.length + 1).sort()).toEqual([...menuPages].sort());
  });
});
