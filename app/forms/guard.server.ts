/**
 * What every public form shares on the server: a one-time submission key with a signed render
 * time, the honeypot, and the per-client rate limit.
 */

import { turnstileSiteKey } from "./turnstile.server";

/** Fields every form carries (hidden). */
export const guardFields = { key: "_key", rendered: "_rendered", honeypot: "website" } as const;

/** A person needs at least this long to fill in a form; a faster submission is a bot's. */
export const MIN_FILL_MS = 1500;

const encoder = new TextEncoder();

function secretOf(env: Env): string {
  // Set FORM_SIGNING_SECRET with `wrangler secret put` in production (README, operator section).
  return (env as Env & { FORM_SIGNING_SECRET?: string }).FORM_SIGNING_SECRET ?? "local-development-form-secret";
}

/** Imported once per secret and isolate: every page with a form signs two or more keys. */
const signingKeys = new Map<string, Promise<CryptoKey>>();

function signingKey(secret: string): Promise<CryptoKey> {
  let key = signingKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    // A failed import must not stick: the next request tries again.
    key.catch(() => signingKeys.delete(secret));
    signingKeys.set(secret, key);
  }
  return key;
}

async function sign(secret: string, value: string): Promise<string> {
  const key = await signingKey(secret);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(value));
  return btoa(String.fromCharCode(...new Uint8Array(mac))).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

export interface FormGuard {
  /** One-time key of this rendering of the form; stored with the row under a unique constraint. */
  key: string;
  /** "{issuedAt}.{key}.{signature}" */
  rendered: string;
  /** Turnstile's site key when the challenge is on (./turnstile.server.ts). */
  turnstileSiteKey?: string;
}

/** Issued by a loader for each rendered form. */
export async function issueFormGuard(env: Env, now = Date.now()): Promise<FormGuard> {
  const key = crypto.randomUUID();
  const payload = `${now}.${key}`;
  const siteKey = turnstileSiteKey(env);
  return { key, rendered: `${payload}.${await sign(secretOf(env), payload)}`, ...(siteKey && { turnstileSiteKey: siteKey }) };
}

/** A `rendered` value wherever a page carries it (hidden field, hydration data): "{issuedAt}.{uuid}.{signature}". */
const renderedInPage = /(?<![\w-])\d{13}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[\w-]{43}(?![\w-])/g;

/** Every form key a rendered page carries, each once (workers/middleware/page-cache.ts). */
export function formGuardsIn(html: string): string[] {
  return [...new Set(html.match(renderedInPage) ?? [])];
}

export type GuardVerdict =
  | { kind: "ok"; key: string }
  /** Looks like a bot: answer as if it worked, store nothing. */
  | { kind: "bot" }
  /** Broken or forged form metadata. */
  | { kind: "invalid" };

export async function checkGuard(env: Env, formData: FormData, now = Date.now()): Promise<GuardVerdict> {
  const honeypot = formData.get(guardFields.honeypot);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { kind: "bot" };
  const key = formData.get(guardFields.key);
  const rendered = formData.get(guardFields.rendered);
  if (typeof key !== "string" || typeof rendered !== "string") return { kind: "invalid" };
  const [issuedAt, renderedKey, signature] = rendered.split(".");
  if (!issuedAt || renderedKey !== key || !signature) return { kind: "invalid" };
  const expected = await sign(secretOf(env), `${issuedAt}.${renderedKey}`);
  if (!timingSafeEqual(expected, signature)) return { kind: "invalid" };
  if (now - Number(issuedAt) < MIN_FILL_MS) return { kind: "bot" };
  return { kind: "ok", key };
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The client's address as Cloudflare sees it (falls back to one bucket locally). */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() ?? "local";
}

/** True when this client may submit this form now (Workers rate-limiting binding). */
export async function withinRateLimit(env: Env, form: string, request: Request): Promise<boolean> {
  try {
    const { success } = await env.FORM_RATE_LIMITER.limit({ key: `${form}:${clientAddress(request)}` });
    return success;
  } catch (error) {
    // A failing limiter must not turn visitors away.
    console.error(JSON.stringify({ event: "rate_limiter_failed", form, error: String(error) }));
    return true;
  }
}
