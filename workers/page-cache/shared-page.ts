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
 * bootstrap of app/first-view.server.ts), so a slot is a plain ASCII token that no escaping
 * changes: `~` (rare in a page, so the byte search below stops seldom), a fixed word, the slot's
 * name, and `_`, so that `r1_` is never the start of `r10_`.
 */
const SLOT = "~pgslot7f3a-";

/** The nonce a shared page is rendered with; each response puts its own in its place. */
export const NONCE_SLOT = `${SLOT}nonce_`;

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
  return response.status === 404 && response.headers.get("Cache-Control") === "no-store" && (response.headers.get("Content-Type")?.startsWith("text/html") ?? false);
}

/** The content a public path shows, as `Cache-Tag` names it (app/screens.ts, `contentTagsOf`). */
export function pageTags(pathname: string): string[] {
  const id = screenAt(stripLang(cleanPath(pathname)));
  return id ? contentTagsOf(id) : [];
}

/**
 * The keys of a shared page's forms, one call a form: the n-th form's key is the slot `k{n}`, its
 * `rendered` value the slot `r{n}` (the loaders take them through `pageFormKey`).
 */
export function formKeySlots(): FormKeySlot {
  let forms = 0;
  return () => {
    const form = forms++;
    return { key: `${SLOT}k${form}_`, rendered: `${SLOT}r${form}_` };
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
  const response = await render(new Request(url), NONCE_SLOT, formKeySlots());
  if (isPublicNotFound(response)) {
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "no-store");
    return new Response(response.body, { status: 404, headers });
  }
  if (!mayShare(response)) {
    await response.body?.cancel();
    return new Response(null, { status: response.status, headers: { "Cache-Control": "no-store" } });
  }
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", SHARED_CACHE_CONTROL);
  headers.set("Cache-Tag", pageTags(new URL(url).pathname).join(","));
  return new Response(response.body, { status: 200, headers });
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const slotStart = encoder.encode(SLOT);
const TILDE = slotStart[0]!;
const UNDERSCORE = 0x5f;

/**
 * A shared page (UTF-8 bytes) with this response's nonce and a freshly issued key for each of its
 * forms. It works on the bytes as they come from the cache: decoding and encoding 50–100 KB of
 * text again for every response cost more than everything else a cached page costs.
 */
export async function fillSlots(page: Uint8Array, nonce: string, env: Env): Promise<Uint8Array<ArrayBuffer>> {
  const pieces: Uint8Array[] = [];
  const slots: string[] = [];
  let last = 0;
  let at = page.indexOf(TILDE);
  while (at !== -1) {
    const end = isSlotAt(page, at) ? page.indexOf(UNDERSCORE, at + slotStart.length) : -1;
    const slot = end === -1 ? "" : decoder.decode(page.subarray(at + slotStart.length, end));
    if (!/^(?:nonce|[rk]\d{1,3})$/.test(slot)) {
      at = page.indexOf(TILDE, at + 1);
      continue;
    }
    pieces.push(page.subarray(last, at));
    slots.push(slot);
    last = end + 1;
    at = page.indexOf(TILDE, last);
  }
  pieces.push(page.subarray(last));

  let forms = 0;
  for (const slot of slots) if (slot !== "nonce") forms = Math.max(forms, Number(slot.slice(1)) + 1);
  const keys = await Promise.all(Array.from({ length: forms }, () => issueFormKey(env)));
  const values = slots.map((slot) => {
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

function isSlotAt(page: Uint8Array, at: number): boolean {
  for (let i = 1; i < slotStart.length; i++) if (page[at + i] !== slotStart[i]) return false;
  return true;
}
