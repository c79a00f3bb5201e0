import { formKeysIn, issueFormKey } from "~/forms/form-key.server";
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
 * changes, ended by `_` so that `r1_` is never the start of `r10_`.
 */
const SLOT = "pgslot7f3a-";
const slotPattern = new RegExp(`${SLOT}(nonce|[rk]\\d+)_`);

/** The nonce a shared page is rendered with; each response puts its own in its place. */
export const NONCE_SLOT = `${SLOT}nonce_`;

/**
 * What the cached entrypoint says about a shareable page: anyone may keep it for a day (the day
 * is part of the key anyway, and a content change purges it by tag before then).
 */
export const SHARED_CACHE_CONTROL = "public, max-age=86400";

/** What makes a page one answer for everyone (decision 017): a 200 HTML page, no cookie, nothing that says it is personal. */
export function mayShare(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type")?.startsWith("text/html") ?? false) &&
    !response.headers.has("Set-Cookie") &&
    !/\b(?:no-store|private)\b/i.test(response.headers.get("Cache-Control") ?? "")
  );
}

/** True for a page `renderSharedPage` marked as shared (and not a refusal it marked `no-store`). */
export function isShared(response: Response): boolean {
  return response.status === 200 && /\bpublic\b/.test(response.headers.get("Cache-Control") ?? "");
}

/** The content a public path shows, as `Cache-Tag` names it (app/screens.ts, `contentTagsOf`). */
export function pageTags(pathname: string): string[] {
  const id = screenAt(stripLang(cleanPath(pathname)));
  return id ? contentTagsOf(id) : [];
}

/**
 * The cached entrypoint's answer for a public URL: the page rendered without anything of the
 * visitor's (no cookie, no header reaches the render), with the nonce slot for a nonce and every
 * form key replaced by a slot, marked shareable and tagged with its content. A page that must not
 * be shared comes back empty and `no-store`, and the visitor's own request renders it.
 */
export async function renderSharedPage(url: string, render: (request: Request, nonce: string) => Promise<Response>): Promise<Response> {
  const response = await render(new Request(url), NONCE_SLOT);
  if (!mayShare(response)) {
    await response.body?.cancel();
    return new Response(null, { status: response.status, headers: { "Cache-Control": "no-store" } });
  }
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", SHARED_CACHE_CONTROL);
  headers.set("Cache-Tag", pageTags(new URL(url).pathname).join(","));
  return new Response(withSlots(await response.text()), { status: 200, headers });
}

/** The page with the n-th form's `rendered` value and bare key replaced by slots `r{n}` and `k{n}`. */
export function withSlots(html: string): string {
  let page = html;
  formKeysIn(html).forEach((rendered, form) => {
    // The whole value first: the bare key is a part of it.
    page = page.replaceAll(rendered, `${SLOT}r${form}_`).replaceAll(rendered.split(".")[1]!, `${SLOT}k${form}_`);
  });
  return page;
}

/** A shared page with this response's nonce and a freshly issued key for each of its forms. */
export async function fillSlots(page: string, nonce: string, env: Env): Promise<string> {
  // Split on the slots: every odd part is a slot's name.
  const parts = page.split(slotPattern);
  let forms = 0;
  for (let i = 1; i < parts.length; i += 2) if (parts[i] !== "nonce") forms = Math.max(forms, Number(parts[i]!.slice(1)) + 1);
  const keys = await Promise.all(Array.from({ length: forms }, () => issueFormKey(env)));
  for (let i = 1; i < parts.length; i += 2) {
    const slot = parts[i]!;
    const key = keys[Number(slot.slice(1))];
    parts[i] = slot === "nonce" ? nonce : slot[0] === "r" ? key!.rendered : key!.key;
  }
  return parts.join("");
}
