import type { FormKeySlot } from "~/context";
import { issueFormKey } from "~/forms/form-key.server";
import { stripLang } from "~/i18n/lang";
import { cleanPath, contentTagsOf, screenAt } from "~/screens";

/**
 * A public page is the same for every visitor of its URL on a given day, apart from its CSP nonce
 * and the one-time keys of its forms. So the page is rendered once with placeholders ("slots")
 * where those values go, kept in a cache shared by every visitor, and each response fills in its
 * own nonce and freshly signed keys (docs/decisions/021-pages-in-the-platform-cache.md).
 *
 * The values sit in attributes and inside inline scripts (React Router's hydration data, the
 * bootstrap of app/rendering/first-view.server.ts), so a slot is a plain ASCII token that no escaping
 * changes: a marker drawn at random for each render (`~pg` and 24 hex digits and `-`; `~` is rare
 * in a page, so the byte search below stops seldom), the slot's name, and `_`, so that `r1_` is
 * never the start of `r10_`. The marker and the number of forms rendered travel with the page in
 * the `Page-Slots` header and are never sent to a visitor: text a visitor put in the page (a
 * query parameter shown back, a path on the "not found" page) cannot name a slot, and a response
 * signs only as many keys as the page has forms.
 */
const SLOTS_HEADER = "Page-Slots";

/** What `fillSlots` needs to know of a page: its render's marker and how many forms it rendered. */
export interface PageSlots {
  marker: string;
  forms: number;
}

/** The page's slots as its `Page-Slots` header states them, or undefined when it has none or another shape. */
export function slotsOf(headers: Headers): PageSlots | undefined {
  const match = /^(~pg[0-9a-f]{24}-) (\d{1,3})$/.exec(headers.get(SLOTS_HEADER) ?? "");
  return match ? { marker: match[1]!, forms: Number(match[2]) } : undefined;
}

/** Headers that stay between the cached entrypoint and the public one, never shown to a visitor. */
export const internalHeaders = ["Cache-Tag", SLOTS_HEADER] as const;

/**
 * What the cached entrypoint says about a shareable page: anyone may keep it for a day (the day
 * is part of the key anyway, and a content change purges it by tag before then).
 */
const SHARED_CACHE_CONTROL = "public, max-age=86400";

/** An HTML page that is not the visitor's own: no cookie, nothing that says it is personal. */
function isImpersonal(response: Response): boolean {
  return (
    (response.headers.get("Content-Type")?.startsWith("text/html") ?? false) &&
    !response.headers.has("Set-Cookie") &&
    !/\b(?:no-store|private)\b/i.test(response.headers.get("Cache-Control") ?? "")
  );
}

/** What makes a page one answer for everyone (decision 017): a 200 HTML page that is not personal. */
const mayShare = (response: Response) => response.status === 200 && isImpersonal(response);

/**
 * "Not found" under a public path (`/blog/no-such-post`, a crawler's old link) is the same for
 * everyone as well, so the visitor gets this render instead of a second one of their own. It is
 * never kept: a post published later must show at once.
 */
const isPublicNotFound = (response: Response) => response.status === 404 && isImpersonal(response);

/** True for a page `renderSharedPage` marked as shared (and not a refusal it marked `no-store`). */
export function isShared(response: Response): boolean {
  return response.status === 200 && /\bpublic\b/.test(response.headers.get("Cache-Control") ?? "");
}

/** True for a "not found" page `renderSharedPage` passed on for this visitor, with its slots, never kept. */
export function isSharedNotFound(response: Response): boolean {
  // A refusal has no body and so no Content-Type; this one is the HTML page (a body that crossed
  // the entrypoint's boundary may no longer be null when it is empty).
  return (
    response.status === 404 &&
    response.headers.get("Cache-Control") === "no-store" &&
    (response.headers.get("Content-Type")?.startsWith("text/html") ?? false)
  );
}

/** The content a public path shows, as `Cache-Tag` names it (app/screens.ts, `contentTagsOf`). */
export function pageTags(pathname: string): string[] {
  const id = screenAt(stripLang(cleanPath(pathname)));
  return id ? contentTagsOf(id) : [];
}

/** A new marker for one render's slots. */
function newMarker(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `~pg${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}-`;
}

/**
 * The keys of a shared page's forms, one call a form: the n-th form's key is the slot `k{n}`, its
 * `rendered` value the slot `r{n}` (the loaders take them through `pageFormKey`).
 */
function formKeySlots(marker: string): { slot: FormKeySlot; count: () => number } {
  let forms = 0;
  return {
    slot: () => {
      const form = forms++;
      return { key: `${marker}k${form}_`, rendered: `${marker}r${form}_` };
    },
    count: () => forms,
  };
}

/**
 * The cached entrypoint's answer for a public URL: the page rendered without anything of the
 * visitor's (no cookie, no header reaches the render), with the nonce slot for a nonce and slots
 * for every form's key (`formKeySlots`), marked shareable and tagged with its content. The page
 * streams through as rendered: nothing in it is read again here. A page that must not be shared
 * comes back empty and `no-store`, and the visitor's own request renders it; "not found" comes
 * back whole but `no-store`, so that no cache keeps it (`isPublicNotFound`).
 */
export async function renderSharedPage(
  url: string,
  render: (request: Request, nonce: string, formKeySlot: FormKeySlot) => Promise<Response>,
): Promise<Response> {
  const marker = newMarker();
  const forms = formKeySlots(marker);
  const response = await render(new Request(url), `${marker}nonce_`, forms.slot);
  // The loaders have run once the response exists: every form has taken its key.
  const slots = `${marker} ${Math.min(forms.count(), 999)}`;
  if (isPublicNotFound(response)) {
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "no-store");
    headers.set(SLOTS_HEADER, slots);
    return new Response(response.body, { status: 404, headers });
  }
  if (!mayShare(response)) {
    await response.body?.cancel();
    return new Response(null, { status: response.status, headers: { "Cache-Control": "no-store" } });
  }
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", SHARED_CACHE_CONTROL);
  headers.set("Cache-Tag", pageTags(new URL(url).pathname).join(","));
  headers.set(SLOTS_HEADER, slots);
  return new Response(response.body, { status: 200, headers });
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const TILDE = 0x7e;
const UNDERSCORE = 0x5f;

/**
 * A shared page (UTF-8 bytes) with this response's nonce and a freshly issued key for each of the
 * forms its render counted; nothing else in it changes. It works on the bytes as they come from
 * the cache: decoding and encoding 50–100 KB of text again for every response cost more than
 * everything else a cached page costs.
 */
export async function fillSlots(page: Uint8Array, slots: PageSlots, nonce: string, env: Env): Promise<Uint8Array<ArrayBuffer>> {
  const marker = encoder.encode(slots.marker);
  const pieces: Uint8Array[] = [];
  const found: string[] = [];
  let last = 0;
  let at = page.indexOf(TILDE);
  while (at !== -1) {
    const end = isMarkerAt(page, at, marker) ? page.indexOf(UNDERSCORE, at + marker.length) : -1;
    const slot = end === -1 || end - at > marker.length + 5 ? "" : decoder.decode(page.subarray(at + marker.length, end));
    const form = /^[rk](\d{1,3})$/.exec(slot);
    if (slot !== "nonce" && !(form && Number(form[1]) < slots.forms)) {
      at = page.indexOf(TILDE, at + 1);
      continue;
    }
    pieces.push(page.subarray(last, at));
    found.push(slot);
    last = end + 1;
    at = page.indexOf(TILDE, last);
  }
  pieces.push(page.subarray(last));

  const keys = await Promise.all(Array.from({ length: slots.forms }, () => issueFormKey(env)));
  const values = found.map((slot) => {
    const key = keys[Number(slot.slice(1))];
    return encoder.encode(slot === "nonce" ? nonce : slot[0] === "r" ? key!.rendered : key!.key);
  });

  let length = 0;
  for (const piece of pieces) length += piece.byteLength;
  for (const value of values) length += value.byteLength;
  const filled = new Uint8Array(length);
  let offset = 0;
  pieces.forEach((piece, i) => {
    filled.set(piece, offset);
    offset += piece.byteLength;
    const value = values[i];
    if (value) {
      filled.set(value, offset);
      offset += value.byteLength;
    }
  });
  return filled;
}

function isMarkerAt(page: Uint8Array, at: number, marker: Uint8Array): boolean {
  for (let i = 1; i < marker.length; i++) if (page[at + i] !== marker[i]) return false;
  return true;
}
