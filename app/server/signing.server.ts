/**
 * HMAC-SHA256 signatures, written as base64url, for what the site signs itself: the forms' keys
 * (app/forms/form-key.server.ts) and the newsletter's links (app/forms/newsletter-links.server.ts).
 * Checking goes through Web Crypto's `verify`, which compares in constant time. (Staff sessions
 * are Hono's signed cookies, app/staff/access.server.ts.)
 */
const encoder = new TextEncoder();

/** Imported once per secret and isolate: a page with forms signs several keys. */
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    // A failed import must not stick: the next request tries again.
    key.catch(() => keys.delete(secret));
    keys.set(secret, key);
  }
  return key;
}

export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}

/**
 * The bytes of a base64url text; null for anything else. Only the canonical spelling is taken:
 * the last character's unused low bits must be zero, or two texts ("…A" and "…B") would decode to
 * the same signature and a changed token would pass.
 */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return base64url(bytes) === text ? bytes : null;
  } catch {
    return null;
  }
}

/** The signature of `text`, base64url (43 characters). */
export async function sign(secret: string, text: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(text)));
}

/** Whether `signature` (base64url text or raw bytes) is `text`'s, compared in constant time. */
export async function verify(secret: string, text: string, signature: string | Uint8Array<ArrayBuffer>): Promise<boolean> {
  const bytes = typeof signature === "string" ? fromBase64url(signature) : signature;
  if (!bytes || bytes.byteLength !== 32) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, encoder.encode(text));
}
