import { env } from "cloudflare:workers";
import { Hono } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { pageCacheControl } from "~/cache-control";
import { getDb } from "~/db/client.server";
import { pageCache } from "../../workers/middleware/page-cache";
import { securityHeaders } from "../../workers/middleware/security-headers";
import { contentChanged } from "./changed.server";
import { publishItem, readItem } from "./store.server";

/** The page cache in front of a page that renders this week's lunch price from the store. */
function site() {
  let renders = 0;
  const app = new Hono<{ Bindings: Env; Variables: SecureHeadersVariables }>();
  app.use(securityHeaders({ development: false }));
  app.use(pageCache());
  app.get("*", async (c) => {
    renders++;
    const item = await readItem(getDb(c.env.DB), "menu-item", "bar");
    c.header("Cache-Control", pageCacheControl);
    return c.html(`<html><body><script nonce="${c.get("secureHeadersNonce")}"></script><p>${item?.data.dish1Price}</p></body></html>`);
  });
  return { get: async () => (await app.request("https://hotel.test/weekly-menu", {}, env)).text(), renders: () => renders };
}

describe("a publish reaches a cached page", () => {
  it("is served at once by the isolate that published: the page cache keys on the content version", async () => {
    const { get, renders } = site();
    expect(await get()).toContain("<p>195</p>");
    expect(await get()).toContain("<p>195</p>");
    expect(renders()).toBe(1);
    const { version, data } = (await readItem(getDb(env.DB), "menu-item", "bar"))!;
    await publishItem(getDb(env.DB), { kind: "menu-item", key: "bar", expectedVersion: version, data: { ...data, dish1Price: 210 }, who: "t" });
    contentChanged(env, {} as ExecutionContext, ["menus"]);
    expect(await get()).toContain("<p>210</p>");
    expect(renders()).toBe(2);
  });
});
