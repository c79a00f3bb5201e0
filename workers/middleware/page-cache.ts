import type { MiddlewareHandler } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { contentVersionForCache } from "~/content-store/changed.server";
import { todayInSweden } from "~/forms/dates";
import { formKeysIn, issueFormKey } from "~/forms/form-key.server";
import { stripLang } from "~/i18n/lang";
import { cleanPath, screenAt, screens, type ScreenId } from "~/screens";

/**
 * Every visitor gets the same page for a URL on a given day, apart from the CSP nonce and the
 * one-time keys of its forms. So the Worker renders a page once per isolate and serves it again
 * with this response's nonce and freshly signed form keys put in: React's render of 50–100 KB of
 * HTML is most of a page's CPU (docs/decisions/011-first-view-weight.md).
 *
 * A kept page is stored as UTF-8 bytes cut where those values go, so serving it again copies bytes
 * and encodes only the new values, instead of searching and re-encoding the whole page each time.
 *
 * Only GETs of a public screen (`isPublicPage`) answered 200 with HTML, no cookie and nothing in
 * `Cache-Control` that forbids keeping it are kept. The day is part of the key because the
 * forms' date limits are today's date in Sweden (and the footer shows the year).
 */
export function pageCache({ maxPages = 200, development = false } = {}): MiddlewareHandler<{ Bindings: Env; Variables: SecureHeadersVariables }> {
  const pages = new Map<string, CachedPage>();
  return async (c, next) => {
    // In `npm run dev` an edited page must show at once.
    if (development) return next();
    const nonce = c.get("secureHeadersNonce");
    const { pathname } = new URL(c.req.url);
    if (c.req.method !== "GET" || !nonce || !isPublicPage(pathname)) return next();

    // The content version: a page kept before staff published a change is not served after it (decision 023).
    const key = `${await contentVersionForCache(c.env)} ${todayInSweden()} ${new Date().getUTCFullYear()} ${c.req.url}`;
    const page = pages.get(key);
    if (page) {
      // Least recently used goes first: a hit moves to the end.
      pages.delete(key);
      pages.set(key, page);
      return new Response(await fill(page, nonce, c.env), { status: 200, headers: page.headers });
    }

    await next();
    const response = c.res;
    if (
      response.status !== 200 ||
      !response.headers.get("Content-Type")?.startsWith("text/html") ||
      response.headers.has("Set-Cookie") ||
      /\b(?:no-store|private)\b/i.test(response.headers.get("Cache-Control") ?? "")
    )
      return;
    const body = await response.text();
    c.res = new Response(body, response);
    pages.set(key, { headers: [...response.headers], ...cut(body, nonce, formKeysIn(body)) });
    if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
  };
}

/** Where a response's own value goes: its nonce, or the full `rendered` value or bare key of its n-th form. */
type Slot = { kind: "nonce" } | { kind: "rendered" | "key"; form: number };

interface CachedPage {
  headers: Array<[string, string]>;
  /** The page's UTF-8 bytes between the slots: `pieces[i]`, then `slots[i]`, …, then the last piece. */
  pieces: Uint8Array[];
  slots: Slot[];
  /** How many forms the page carries: each response signs this many fresh keys. */
  forms: number;
}

const encoder = new TextEncoder();

/** The page as rendered, cut at every occurrence of its nonce and of its forms' keys. */
function cut(html: string, nonce: string, rendered: readonly string[]): Omit<CachedPage, "headers"> {
  const values = new Map<string, Slot>([[nonce, { kind: "nonce" }]]);
  rendered.forEach((value, form) => {
    values.set(value, { kind: "rendered", form });
    values.set(value.split(".")[1]!, { kind: "key", form });
  });
  // Longest first, so a `rendered` value is taken whole rather than as the key inside it.
  const pattern = new RegExp(
    [...values.keys()]
      .sort((a, b) => b.length - a.length)
      .map((value) => value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
      .join("|"),
    "g",
  );
  const pieces: Uint8Array[] = [];
  const slots: Slot[] = [];
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    pieces.push(encoder.encode(html.slice(last, match.index)));
    slots.push(values.get(match[0])!);
    last = match.index + match[0].length;
  }
  pieces.push(encoder.encode(html.slice(last)));
  return { pieces, slots, forms: rendered.length };
}

/** The kept page with this response's nonce and a freshly signed key for each of its forms. */
async function fill(page: CachedPage, nonce: string, env: Env): Promise<Uint8Array<ArrayBuffer>> {
  const formKeys = await Promise.all(Array.from({ length: page.forms }, () => issueFormKey(env)));
  const values = page.slots.map((slot) =>
    encoder.encode(slot.kind === "nonce" ? nonce : slot.kind === "rendered" ? formKeys[slot.form]!.rendered : formKeys[slot.form]!.key),
  );
  let length = 0;
  for (const piece of page.pieces) length += piece.byteLength;
  for (const value of values) length += value.byteLength;
  const body = new Uint8Array(length);
  let offset = 0;
  page.pieces.forEach((piece, i) => {
    body.set(piece, offset);
    offset += piece.byteLength;
    const value = values[i];
    if (value) {
      body.set(value, offset);
      offset += value.byteLength;
    }
  });
  return body;
}

/**
 * True when a path shows the same page to every visitor: a screen of app/screens.ts that visitors
 * open by its address (`visit` is not false), matched as React Router matches it (any case,
 * `%xx` decoded), so `/NEWSLETTER/unsubscribe` or `/newsletter/%75nsubscribe` is never public.
 * An allow-list: the staff inbox, developer tools, React Router's data requests, form answers
 * and mail links (which carry a visitor's token) are all left out because they are not on it.
 */
export function isPublicPage(pathname: string): boolean {
  const id = screenAt(stripLang(cleanPath(pathname)));
  return id !== undefined && publicScreens.has(id);
}

const publicScreens = new Set(
  (Object.entries(screens) as Array<[ScreenId, (typeof screens)[ScreenId]]>).filter(([, screen]) => !("visit" in screen && screen.visit === false)).map(([id]) => id),
);
