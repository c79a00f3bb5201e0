import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { pageCacheControl } from "~/server/cache-control";
import { getDb } from "~/db/client.server";
import { renderSharedPage } from "../../workers/page-cache/shared-page";
import type { PageEntry } from "../../workers/page-cache/store";
import { pageCache } from "../../workers/middleware/page-cache";
import { securityHeaders } from "../../workers/middleware/security-headers";
import { contentChanged } from "./changed.server";
import { publishItem, readItem } from "./store.server";

/**
 * The site as workers/app.ts wires it (the shared pages of the request's `ctx`, here the
 * in-isolate stand-in), in front of a page that renders the bar's first price from the store.
 */
function site() {
  let renders = 0;
  const entry: PageEntry = Object.assign(
    () => ({
      fetch: (url: string) =>
        renderSharedPage(url, async (_request, nonce) => {
          renders++;
          const item = await readItem(getDb(env.DB), "menu-item", "bar");
          return new Response(`<html><body><script nonce="${nonce}"></script><p>${item?.data.dish1Price}</p></body></html>`, {
            headers: { "Content-Type": "text/html; charset=UTF-8", "Cache-Control": pageCacheControl },
          });
        }),
    }),
    { purge: async () => true },
  );
  const ctx = Object.assign(createExecutionContext(), { exports: { CachedPages: entry } }) as unknown as ExecutionContext;
  const app = new Hono<{ Bindings: Env; Variables: SecureHeadersVariables }>();
  app.use(securityHeaders({ development: false }));
  app.use(pageCache());
  app.all("*", () => new Response("not shared"));
  // A Worker version of its own, so no other test's pages are in this isolate's stand-in.
  const bindings: Env = { ...env, CF_VERSION_METADATA: { ...env.CF_VERSION_METADATA, id: crypto.randomUUID() } };
  return {
    ctx,
    bindings,
    get: async () => (await app.request("https://hotel.test/weekly-menu", undefined, bindings, ctx)).text(),
    renders: () => renders,
  };
}

describe("a publish reaches a cached page", () => {
  it("is served at once after the announcement: the kept page is purged and rendered anew", async () => {
    const { ctx, bindings, get, renders } = site();
    const before = (await readItem(getDb(env.DB), "menu-item", "bar"))!;
    expect(await get()).toContain(`<p>${before.data.dish1Price}</p>`);
    expect(await get()).toContain(`<p>${before.data.dish1Price}</p>`);
    expect(renders()).toBe(1);
    await publishItem(getDb(env.DB), {
      kind: "menu-item",
      key: "bar",
      expectedVersion: before.version,
      data: { ...before.data, dish1Price: 210 },
      who: "t",
    });
    contentChanged(ctx, bindings, ["menus"]);
    expect(await get()).toContain("<p>210</p>");
    expect(renders()).toBe(2);
  });
});
