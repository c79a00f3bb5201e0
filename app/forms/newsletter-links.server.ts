/**
 * The signed links of the newsletter's double opt-in (docs/decisions/005-newsletter-consent.md):
 * a confirmation link, valid for as long as an unconfirmed address is kept, and an unsubscribe
 * link that never expires. A token names the subscription's row id and, for a confirmation, its
 * expiry; its HMAC-SHA256 also covers the address, so a token only ever acts on the address it
 * was mailed to, and the address itself never appears in a URL (nor in any log of URLs).
 *
 *   confirm:     c.{id}.{expires, unix seconds}.{mac}
 *   unsubscribe: u.{id}.{mac}
 */
import { retention } from "~/content/privacy";
import { fromBase64url, sign, verify } from "~/server/signing.server";

export type LinkPurpose = "confirm" | "unsubscribe";

/** A confirmation link works as long as the unconfirmed address is kept. */
export const CONFIRM_LINK_DAYS = retention.unconfirmedNewsletterDays;

/**
 * Used only where no NEWSLETTER_LINK_SECRET is set and the site is not running on the internet:
 * Vite's dev server, the unit tests, and the local preview that the e2e tests use. Anyone can
 * read it here, so production never accepts it (see `newsletterLinkSecret`).
 */
export const DEVELOPMENT_LINK_SECRET = "development-only-newsletter-link-secret";

export const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The key for this request, or null when there is none to use: in production without
 * NEWSLETTER_LINK_SECRET no link can be signed or checked. Production requests always arrive
 * under the site's own host name, so a loopback host means a local run; `import.meta.env.MODE` is
 * "development" under `npm run dev` and "test" under Vitest. A cron run has no request
 * (`requestUrl` null): the production build then signs only with a configured secret.
 */
export function newsletterLinkSecret(env: Env, requestUrl: string | null): string | null {
  const configured = env.NEWSLETTER_LINK_SECRET?.trim();
  if (configured) return configured;
  if (import.meta.env.MODE !== "production") return DEVELOPMENT_LINK_SECRET;
  if (requestUrl !== null && LOOPBACK_HOSTS.has(new URL(requestUrl).hostname)) return DEVELOPMENT_LINK_SECRET;
  return null;
}

const PREFIX: Record<LinkPurpose, string> = { confirm: "c", unsubscribe: "u" };

/** What the MAC covers: the purpose, the row, the expiry and the address the link was sent to. */
function signedText(purpose: LinkPurpose, id: number, expires: number | null, email: string): string {
  return [PREFIX[purpose], id, expires ?? "-", email].join("\n");
}

export interface Subscriber {
  id: number;
  email: string;
}

export async function signNewsletterLink(secret: string, purpose: LinkPurpose, subscriber: Subscriber, now = new Date()): Promise<string> {
  const expires = purpose === "confirm" ? Math.floor(now.getTime() / 1000) + CONFIRM_LINK_DAYS * 86_400 : null;
  const mac = await sign(secret, signedText(purpose, subscriber.id, expires, subscriber.email));
  return [PREFIX[purpose], subscriber.id, ...(expires === null ? [] : [expires]), mac].join(".");
}

export interface ParsedLink {
  purpose: LinkPurpose;
  id: number;
  /** Unix seconds; null for unsubscribe links, which do not expire. */
  expires: number | null;
  mac: Uint8Array<ArrayBuffer>;
}

/** The token's parts if it has the shape of a link for `purpose`; says nothing about its MAC. */
export function parseNewsletterLink(token: string | null, purpose: LinkPurpose): ParsedLink | null {
  if (!token || token.length > 200) return null;
  const parts = token.split(".");
  const expected = purpose === "confirm" ? 4 : 3;
  if (parts.length !== expected || parts[0] !== PREFIX[purpose]) return null;
  const id = Number(parts[1]);
  if (!/^[1-9]\d{0,15}$/.test(parts[1]!) || !Number.isSafeInteger(id)) return null;
  let expires: number | null = null;
  if (purpose === "confirm") {
    if (!/^\d{1,12}$/.test(parts[2]!)) return null;
    expires = Number(parts[2]);
  }
  const mac = fromBase64url(parts[expected - 1]!);
  if (!mac || mac.byteLength !== 32) return null;
  return { purpose, id, expires, mac };
}

export type LinkCheck = "valid" | "expired" | "invalid";

/** Checks a parsed link against the address stored for its row (constant time, by Web Crypto). */
export async function checkNewsletterLink(secret: string, link: ParsedLink, email: string, now = new Date()): Promise<LinkCheck> {
  const genuine = await verify(secret, signedText(link.purpose, link.id, link.expires, email), link.mac);
  if (!genuine) return "invalid";
  if (link.expires !== null && now.getTime() / 1000 >= link.expires) return "expired";
  return "valid";
}
