import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { pageCacheControl } from "~/cache-control";
import { checkFormKey, formKeyFields, MIN_FILL_MS, pageFormKey } from "~/forms/form-key.server";
import { fillSlots as fillBytes, isShared, isSharedNotFound, NONCE_SLOT, pageTags, renderSharedPage } from "./shared-page";

/** fillSlots on text: the page's bytes in, the filled page's text out. */
const fillSlots = async (page: string, nonce: string, bindings: Env) => new TextDecoder().decode(await fillBytes(new TextEncoder().encode(page), nonce, bindings));

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { ...init, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": pageCacheControl, ...init.headers } });

describe("renderSharedPage", () => {
  it("renders with nothing of the visitor's, and tags the page with the content it shows", async () => {
    const seen: Request[] = [];
    const shared = await renderSharedPage("https://hotel.test/en/weekly-menu?x=1", async (request, nonce) => {
      seen.push(request);
      return html(`<script nonce="${nonce}"></script>`);
    });
    expect(seen.map((request) => [request.url, [...request.headers]])).toEqual([["https://hotel.test/en/weekly-menu?x=1", []]]);
    expect(isShared(shared)).toBe(true);
    expect(shared.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
    expect(shared.headers.get("Cache-Tag")).toBe("notices,hours,menus");
    expect(await shared.text()).toBe(`<script nonce="${NONCE_SLOT}"></script>`);
  });

  it("tags every page with the shell's content and the job, menu and food-event pages with their own", () => {
    expect(pageTags("/")).toEqual(["notices", "hours"]);
    expect(pageTags("/relax")).toEqual(["notices", "hours"]);
    expect(pageTags("/lediga-jobb")).toEqual(["notices", "hours", "jobs"]);
    expect(pageTags("/EN/Food-Event/kraftskiva")).toEqual(["notices", "hours", "food-events"]);
    expect(pageTags("/restaurant")).toEqual(["notices", "hours", "food-events"]);
  });

  it("refuses, empty and not to be kept, what must not be shared: no-store, private, Set-Cookie, other than 200 or 404, non-HTML", async () => {
    const answers = [
      html("yours", { headers: { "Cache-Control": "no-store" } }),
      html("yours", { headers: { "Cache-Control": "private, max-age=60" } }),
      html("yours", { headers: { "Set-Cookie": "flash=1" } }),
      html("missing", { status: 404, headers: { "Set-Cookie": "flash=1" } }),
      html("missing", { status: 500 }),
      html("", { status: 302, headers: { Location: "/" } }),
      Response.json({ faq: [] }),
    ];
    for (const answer of answers) {
      const shared = await renderSharedPage("https://hotel.test/relax", async () => answer);
      expect(isShared(shared)).toBe(false);
      expect(isSharedNotFound(shared)).toBe(false);
      expect(shared.headers.get("Cache-Control")).toBe("no-store");
      expect(shared.headers.has("Set-Cookie")).toBe(false);
      expect(await shared.text()).toBe("");
    }
  });
});

describe("renderSharedPage, not found", () => {
  it("passes \"not found\" under a public path on whole, with its slots, for this visitor only: not shared, not to be kept", async () => {
    const shared = await renderSharedPage("https://hotel.test/blog/no-such-post", async (_request, nonce) => html(`<script nonce="${nonce}"></script>missing`, { status: 404 }));
    expect(shared.status).toBe(404);
    expect(isShared(shared)).toBe(false);
    expect(isSharedNotFound(shared)).toBe(true);
    expect(shared.headers.get("Cache-Control")).toBe("no-store");
    expect(shared.headers.has("Cache-Tag")).toBe(false);
    expect(await shared.text()).toBe(`<script nonce="${NONCE_SLOT}"></script>missing`);
  });
});

describe("fillSlots", () => {
  it("gives each of eleven forms its own fresh key, in fields and data alike (slot r1 is not the start of r10)", async () => {
    // Each form's loader takes its key through pageFormKey, as the real ones do.
    const shared = await (
      await renderSharedPage("https://hotel.test/relax", async (_request, _nonce, formKeySlot) => {
        const forms = await Promise.all(Array.from({ length: 11 }, () => pageFormKey({ env, formKeySlot })));
        return html(forms.map((key) => `<input name="k" value="${key.key}"><input name="r" value="${key.rendered}">`).join("") + `<script>${JSON.stringify(forms)}</script>`);
      })
    ).text();
    // Nothing in the shared page is a key anyone could send.
    expect(shared).not.toMatch(/value="[^~"]/);

    const filled = await fillSlots(shared, "n0nce", env);
    const keys = [...filled.matchAll(/name="k" value="([^"]+)"/g)].map((match) => match[1]!);
    const rendered = [...filled.matchAll(/name="r" value="([^"]+)"/g)].map((match) => match[1]!);
    expect(new Set(keys).size).toBe(11);
    expect(filled).toContain(`<script>${JSON.stringify(keys.map((key, i) => ({ key, rendered: rendered[i] })))}</script>`);
    for (const [i, key] of keys.entries()) {
      const form = new FormData();
      form.set(formKeyFields.key, key);
      form.set(formKeyFields.rendered, rendered[i]!);
      expect(await checkFormKey(env, form, Date.now() + MIN_FILL_MS)).toEqual({ kind: "ok", key });
    }
  });

  it("puts the response's nonce wherever the page had one, attributes and script text alike", async () => {
    const shared = await (
      await renderSharedPage("https://hotel.test/relax", async (_request, nonce) => html(`<script nonce="${nonce}">link.nonce = "${nonce}";</script>`))
    ).text();
    expect(await fillSlots(shared, "AbC+/9==", env)).toBe(`<script nonce="AbC+/9==">link.nonce = "AbC+/9==";</script>`);
  });

  it("leaves text that only looks like a slot as it is, and every other byte (Swedish letters, emoji) untouched", async () => {
    const text = "<p>Fjällkällan ☕🌲 ~ ~pgslot7f3a-nonce ~pgslot7f3a-x1_ ~pgslot7f3a-</p>";
    expect(await fillSlots(text, "n", env)).toBe(text);
    expect(await fillSlots(`~${NONCE_SLOT}~åäö${NONCE_SLOT}`, "n", env)).toBe("~n~åäön");
  });
});
