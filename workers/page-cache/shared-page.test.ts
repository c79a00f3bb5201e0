import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { pageCacheControl } from "~/server/cache-control";
import { checkFormKey, formKeyFields, MIN_FILL_MS, pageFormKey } from "~/forms/form-key.server";
import { fillSlots as fillBytes, isShared, isSharedNotFound, pageTags, renderSharedPage, slotsOf } from "./shared-page";

/** fillSlots on a shared page as the cached entrypoint answers it: the filled page's text out. */
const fillSlots = async (shared: Response, nonce: string, bindings: Env) =>
  new TextDecoder().decode(await fillBytes(new Uint8Array(await shared.arrayBuffer()), slotsOf(shared.headers)!, nonce, bindings));

/** The nonce slot of a shared page, from its `Page-Slots` header. */
const nonceSlot = (shared: Response) => `${slotsOf(shared.headers)!.marker}nonce_`;

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, {
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": pageCacheControl, ...init.headers },
  });

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
    expect(await shared.text()).toBe(`<script nonce="${nonceSlot(shared)}"></script>`);
  });

  it("marks each render's slots with a marker of its own, which travels in a header", async () => {
    const render = () =>
      renderSharedPage("https://hotel.test/relax", async (_request, nonce) => html(`<script nonce="${nonce}"></script>`));
    const [a, b] = await Promise.all([render(), render()]);
    expect(slotsOf(a.headers)).toEqual({ marker: expect.stringMatching(/^~pg[0-9a-f]{24}-$/), forms: 0 });
    expect(slotsOf(a.headers)!.marker).not.toBe(slotsOf(b.headers)!.marker);
  });

  it("tags every page with the shell's content and the job, menu, food-event, room, treatment, package and gift card pages (and the conference packages) with their own", () => {
    expect(pageTags("/")).toEqual(["notices", "hours", "packages"]);
    expect(pageTags("/relax")).toEqual(["notices", "hours", "treatments", "packages"]);
    expect(pageTags("/en/boende")).toEqual(["notices", "hours", "rooms"]);
    expect(pageTags("/en/presentkort")).toEqual(["notices", "hours", "rooms", "treatments", "gift-cards"]);
    expect(pageTags("/en/packages")).toEqual(["notices", "hours", "packages"]);
    expect(pageTags("/conference-packages")).toEqual(["notices", "hours", "packages"]);
    expect(pageTags("/en/conference")).toEqual(["notices", "hours"]);
    expect(pageTags("/vanliga-fragor")).toEqual(["notices", "hours", "rooms", "treatments", "packages", "gift-cards"]);
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
  it('passes "not found" under a public path on whole, with its slots, for this visitor only: not shared, not to be kept', async () => {
    const shared = await renderSharedPage("https://hotel.test/blog/no-such-post", async (_request, nonce) =>
      html(`<script nonce="${nonce}"></script>missing`, { status: 404 }),
    );
    expect(shared.status).toBe(404);
    expect(isShared(shared)).toBe(false);
    expect(isSharedNotFound(shared)).toBe(true);
    expect(shared.headers.get("Cache-Control")).toBe("no-store");
    expect(shared.headers.has("Cache-Tag")).toBe(false);
    expect(await shared.text()).toBe(`<script nonce="${nonceSlot(shared)}"></script>missing`);
  });
});

describe("fillSlots", () => {
  it("gives each of eleven forms its own fresh key, in fields and data alike (slot r1 is not the start of r10)", async () => {
    // Each form's loader takes its key through pageFormKey, as the real ones do.
    const shared = await renderSharedPage("https://hotel.test/relax", async (_request, _nonce, formKeySlot) => {
      const forms = await Promise.all(Array.from({ length: 11 }, () => pageFormKey({ env, formKeySlot })));
      return html(
        forms.map((key) => `<input name="k" value="${key.key}"><input name="r" value="${key.rendered}">`).join("") +
          `<script>${JSON.stringify(forms)}</script>`,
      );
    });
    // Nothing in the shared page is a key anyone could send.
    expect(await shared.clone().text()).not.toMatch(/value="[^~"]/);
    expect(slotsOf(shared.headers)?.forms).toBe(11);

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
    const shared = await renderSharedPage("https://hotel.test/relax", async (_request, nonce) =>
      html(`<script nonce="${nonce}">link.nonce = "${nonce}";</script>`),
    );
    expect(await fillSlots(shared, "AbC+/9==", env)).toBe(`<script nonce="AbC+/9==">link.nonce = "AbC+/9==";</script>`);
  });

  it("leaves text that only looks like a slot as it is, and every other byte (Swedish letters, emoji) untouched", async () => {
    const shared = await renderSharedPage("https://hotel.test/relax", async (_request, nonce) =>
      html(`<p>Fjällkällan ☕🌲 ~ ~pg-nonce_ ${nonce.slice(0, -1)} ${nonce.replace("nonce_", "x1_")}</p>~${nonce}~åäö${nonce}`),
    );
    const marker = slotsOf(shared.headers)!.marker;
    expect(await fillSlots(shared, "n", env)).toBe(`<p>Fjällkällan ☕🌲 ~ ~pg-nonce_ ${marker}nonce ${marker}x1_</p>~n~åäön`);
  });

  it("fills nothing a visitor wrote into the page: a query shown back, a not-found path, a guessed or an unrendered form's slot", async () => {
    // Issue 29, item 4: with one fixed, public marker, `?kategori=~pgslot7f3a-nonce_` came back as the
    // response's CSP nonce and `~pgslot7f3a-k999_` signed a thousand form keys in one request.
    const guesses = "~pgslot7f3a-nonce_ ~pgslot7f3a-k0_ ~pgslot7f3a-k999_";
    let realMarker = "";
    const render = (status: number) =>
      renderSharedPage(`https://hotel.test/vandring?kategori=${encodeURIComponent(guesses)}`, async (request, nonce, formKeySlot) => {
        const formKey = await pageFormKey({ env, formKeySlot });
        realMarker = nonce.slice(0, -"nonce_".length);
        // The worst case: a page that shows back a slot of its own render that it never rendered.
        const shown = `${new URL(request.url).searchParams.get("kategori")} ${realMarker}k999_ ${realMarker}r1_`;
        return html(`<script nonce="${nonce}"></script><input value="${formKey.key}"><p>${shown}</p>`, { status });
      });
    for (const status of [200, 404]) {
      const shared = await render(status);
      expect(slotsOf(shared.headers)?.forms).toBe(1);
      const filled = await fillSlots(shared, "the-nonce", env);
      expect(filled).toContain(`<p>${guesses} ${realMarker}k999_ ${realMarker}r1_</p>`);
      expect(filled.split("the-nonce")).toHaveLength(2);
      expect(filled).toMatch(/<input value="[^~"]+">/);
    }
  });
});
