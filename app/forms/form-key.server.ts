/**
 * What every public form shares on the server: a one-time submission key with a signed render
 * time, the honeypot, and the per-client rate limit.
 */

import { formKeyFields } from "./form-key-fields";
import { LOOPBACK_HOSTS } from "./newsletter-links.server";
import { turnstileSiteKey } from "./turnstile.server";
import type { CloudflareContext } from "~/context";
import { logEvent } from "~/server/log-event.server";
import { sign, verify } from "~/server/signing.server";

export { formKeyFields };

/** A person needs at least this long to fill in a form; a faster submission is a bot's. */
export const MIN_FILL_MS = 1500;

/** A form key is good for this long after its page was rendered; an older one asks for a reload. */
export const MAX_KEY_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Anyone can read this, so it only signs where the site is not on the internet: under Vite's dev
 * server and Vitest, and on a loopback host (the local preview the e2e tests use).
 */
const DEVELOPMENT_SECRET = "local-development-form-secret";

/**
 * Set FORM_SIGNING_SECRET with `wrangler secret put` in production (docs/operations.md, "Deploying");
 * wrangler.toml `[secrets] required` makes a deploy without it fail. Locally it may be absent.
 */
function configuredSecret(env: Pick<Env, "FORM_SIGNING_SECRET">): string | undefined {
  return env.FORM_SIGNING_SECRET?.trim() || undefined;
}

/**
 * False where no form may be taken: in production without FORM_SIGNING_SECRET, off loopback, every
 * form is refused (admitSubmission) rather than trusting keys signed with a public constant. Same
 * rule as the newsletter links (./newsletter-links.server.ts).
 */
export function hasFormSigningSecret(env: Env, requestUrl: string): boolean {
  return configuredSecret(env) !== undefined || import.meta.env.MODE !== "production" || LOOPBACK_HOSTS.has(new URL(requestUrl).hostname);
}

/**
 * Keys are still issued without a secret (a loader has no say over the page, and pages must
 * render), signed with the development constant: where that is not allowed, every post is refused
 * before its key is looked at, so such a key is never accepted.
 */
function secretOf(env: Env): string {
  return configuredSecret(env) ?? DEVELOPMENT_SECRET;
}

export interface FormKey {
  /** One-time key of this rendering of the form; stored with the row under a unique constraint. */
  key: string;
  /** "{issuedAt}.{key}.{signature}" */
  rendered: string;
  /** Turnstile's site key when the challenge is on (./turnstile.server.ts). */
  turnstileSiteKey?: string;
}

/** Issued by a loader for each rendered form. */
export async function issueFormKey(env: Env, now = Date.now()): Promise<FormKey> {
  const key = crypto.randomUUID();
  const payload = `${now}.${key}`;
  return withSiteKey(env, { key, rendered: `${payload}.${await sign(secretOf(env), payload)}` });
}

/**
 * The key of a form a loader renders: issued now for this visitor, or, when the page is rendered
 * once for every visitor (`formKeySlot`, workers/page-cache/), slots that each response fills
 * with a key issued for it.
 */
export async function pageFormKey({ env, formKeySlot }: Pick<CloudflareContext, "env" | "formKeySlot">): Promise<FormKey> {
  return formKeySlot ? withSiteKey(env, formKeySlot()) : issueFormKey(env);
}

/** A form's key with Turnstile's site key when the challenge is on (./turnstile.server.ts): the same for every visitor. */
function withSiteKey(env: Env, key: Pick<FormKey, "key" | "rendered">): FormKey {
  const siteKey = turnstileSiteKey(env);
  return { ...key, ...(siteKey && { turnstileSiteKey: siteKey }) };
}

export type FormKeyVerdict =
  | { kind: "ok"; key: string }
  /** Looks like a bot: answer as if it worked; a rendering of our own form is quarantined (key set). */
  | { kind: "bot"; reason: "honeypot" | "too_fast"; key?: string }
  /** Our own key, but rendered more than MAX_KEY_AGE_MS ago: the visitor reloads and sends again. */
  | { kind: "expired" }
  /** Broken or forged form metadata. */
  | { kind: "invalid" };

export async function checkFormKey(env: Env, formData: FormData, now = Date.now()): Promise<FormKeyVerdict> {
  const honeypot = formData.get(formKeyFields.honeypot);
  const trapped = typeof honeypot === "string" && honeypot.trim() !== "";
  const key = formData.get(formKeyFields.key);
  const rendered = formData.get(formKeyFields.rendered);
  const signed = typeof key === "string" && typeof rendered === "string" && (await isSigned(env, key, rendered));
  // A filled honeypot is answered as success whatever else was sent; only a rendering of our own form is worth keeping.
  if (trapped) return { kind: "bot", reason: "honeypot", ...(signed && { key }) };
  if (!signed) return { kind: "invalid" };
  const age = now - Number(rendered.split(".")[0]);
  if (age < MIN_FILL_MS) return { kind: "bot", reason: "too_fast", key };
  if (age > MAX_KEY_AGE_MS) return { kind: "expired" };
  return { kind: "ok", key };
}

async function isSigned(env: Env, key: string, rendered: string): Promise<boolean> {
  const [issuedAt, renderedKey, signature, ...rest] = rendered.split(".");
  if (!issuedAt || !/^\d{1,15}$/.test(issuedAt) || renderedKey !== key || !signature || rest.length > 0) return false;
  return verify(secretOf(env), `${issuedAt}.${renderedKey}`, signature);
}

/**
 * The client as the rate limits count it (the forms' and the staff sign-in's): an IPv4 address,
 * or an IPv6 client's /64 network. One IPv6 connection is handed a whole /64, so keying on the
 * exact address would give it 2^64 fresh limits. Falls back to one bucket locally.
 */
export function clientAddress(request: Request): string {
  const raw = request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() ?? "local";
  return raw.includes(":") ? (ipv6Network(raw) ?? raw) : raw;
}

/** "2001:db8:a:b::/64" for any spelling of an address in that network; an IPv4-mapped address as IPv4; null if unreadable. */
export function ipv6Network(address: string): string | null {
  // Brackets and a zone (fe80::1%eth0) are not part of the address; an IPv4 tail (::ffff:1.2.3.4) is two groups.
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "")
    .replace(
      /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/,
      (_, a, b, c, d) => `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`,
    );
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail].map((group) =>
    /^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : Number.NaN,
  );
  if (groups.some(Number.isNaN)) return null;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * The client (`clientAddress`) as the daily counts store it (./daily-caps.server.ts): a keyed hash,
 * so D1 never holds a visitor's address and an IPv4 hash cannot be reversed by trying all 2^32.
 */
export async function clientKey(env: Env, request: Request): Promise<string> {
  return (await sign(secretOf(env), `client:${clientAddress(request)}`)).slice(0, 22);
}

/** True when this client may submit this form now (Workers rate-limiting binding). */
export async function withinRateLimit(env: Env, form: string, request: Request): Promise<boolean> {
  try {
    const { success } = await env.FORM_RATE_LIMITER.limit({ key: `${form}:${clientAddress(request)}` });
    return success;
  } catch (error) {
    // A failing limiter must not turn visitors away.
    logEvent("rate_limiter_failed", { form, error: String(error) });
    return true;
  }
}
