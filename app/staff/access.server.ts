import { and, eq, gt } from "drizzle-orm";
import { timingSafeEqual } from "hono/utils/buffer";
import { parseSigned, serialize, serializeSigned } from "hono/utils/cookie";
import { verifyWithJwks } from "hono/utils/jwt/jwt";
import type { HonoJsonWebKey } from "hono/utils/jwt/jws";
import { getDb } from "~/db/client.server";
import { staffMembers, staffSessions } from "~/db/schema";
import { logEvent } from "~/server/log-event.server";

/**
 * Who may read the staff inbox (docs/decisions/004-staff-sign-in.md). In production Cloudflare
 * Access stands in front of /staff and this module verifies the JWT it adds to every request;
 * without Access, one strong shared password and a signed session cookie; with neither, the
 * inbox is closed. A password session is a row in `staff_sessions` named by the signed cookie, so
 * signing out ends it on the server too, not only in that browser.
 */

/** [vars] ACCESS_TEAM_DOMAIN and ACCESS_AUD, secret STAFF_PASSWORD; blank means not configured. */
export type StaffAccessEnv = Partial<Pick<Env, "ACCESS_TEAM_DOMAIN" | "ACCESS_AUD" | "STAFF_PASSWORD">>;

/** Shorter shared passwords are refused: the inbox stays closed rather than guessable. */
export const MIN_PASSWORD_LENGTH = 16;

export type StaffAccessMode =
  | { kind: "access"; issuer: string; audience: string; certsUrl: string }
  | { kind: "password"; password: string }
  | { kind: "closed"; reason: string };

export interface StaffIdentity {
  /**
   * The person's name from the staff directory (docs/decisions/049-staff-directory.md): every
   * note, reply, status change, content edit and privacy action is signed with it. With Access and
   * an e-mail the directory does not know: the e-mail (or a service token's name).
   */
  name: string;
  via: "access" | "password";
  /** Access: the identity's e-mail. */
  email?: string;
  /** The person in the staff directory; absent for an Access identity the directory does not know. */
  memberId?: number;
}

/** "fjallkallan", "fjallkallan.cloudflareaccess.com" or its https URL → the team's origin. */
function teamOrigin(teamDomain: string): string {
  const host = teamDomain
    .trim()
    .replace(/^https?:\/\//, "")
    .replace(/\/.*$/, "");
  return `https://${host.includes(".") ? host : `${host}.cloudflareaccess.com`}`;
}

export function staffAccessMode(env: StaffAccessEnv): StaffAccessMode {
  if (env.ACCESS_TEAM_DOMAIN?.trim() && env.ACCESS_AUD?.trim()) {
    const issuer = teamOrigin(env.ACCESS_TEAM_DOMAIN);
    return { kind: "access", issuer, audience: env.ACCESS_AUD.trim(), certsUrl: `${issuer}/cdn-cgi/access/certs` };
  }
  const password = env.STAFF_PASSWORD?.trim() ? env.STAFF_PASSWORD : "";
  if (password.length >= MIN_PASSWORD_LENGTH) return { kind: "password", password };
  return {
    kind: "closed",
    reason:
      password.length > 0
        ? `Personalinkorgen är stängd: STAFF_PASSWORD är kortare än ${MIN_PASSWORD_LENGTH} tecken. Välj ett längre lösenord (wrangler secret put STAFF_PASSWORD).`
        : "Personalinkorgen är stängd: varken Cloudflare Access (ACCESS_TEAM_DOMAIN och ACCESS_AUD) eller STAFF_PASSWORD är konfigurerat.",
  };
}

// ---------------------------------------------------------------------------------------------
// Cloudflare Access
// https://developers.cloudflare.com/cloudflare-one/identity/authorization-cookie/validating-json/

export const ACCESS_JWT_HEADER = "Cf-Access-Jwt-Assertion";

/** The team's public keys, per isolate; fetched again after ten minutes or for an unknown key id. */
const keyCache = new Map<string, { keys: HonoJsonWebKey[]; fetchedAt: number }>();
const KEYS_FRESH_MS = 10 * 60_000;

async function teamKeys(certsUrl: string, kid: string | undefined, fetcher: typeof fetch): Promise<HonoJsonWebKey[]> {
  const cached = keyCache.get(certsUrl);
  const now = Date.now();
  const knowsKid = cached?.keys.some((key) => key.kid === kid);
  // An unknown kid after a rotation is worth one new fetch, but not more than one a minute.
  if (cached && now - cached.fetchedAt < KEYS_FRESH_MS && (knowsKid || now - cached.fetchedAt < 60_000)) return cached.keys;
  const response = await fetcher(certsUrl, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`Access certs answered ${response.status}`);
  const body = (await response.json()) as { keys?: unknown };
  if (!Array.isArray(body.keys)) throw new Error("Access certs without keys");
  const keys = body.keys as HonoJsonWebKey[];
  keyCache.set(certsUrl, { keys, fetchedAt: now });
  return keys;
}

/** Forgets fetched keys (tests). */
export function forgetAccessKeys(): void {
  keyCache.clear();
}

function decodeKid(token: string): string | undefined {
  try {
    const header = JSON.parse(atob(token.split(".")[0]!.replace(/-/g, "+").replace(/_/g, "/"))) as { kid?: unknown };
    return typeof header.kid === "string" ? header.kid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The identity in a valid Access token: RS256, signed by one of the team's keys, issued by the
 * team, for this application's audience, not expired. Undefined for anything else.
 */
export async function verifyAccessToken(
  token: string,
  mode: Extract<StaffAccessMode, { kind: "access" }>,
  fetcher: typeof fetch = fetch,
): Promise<StaffIdentity | undefined> {
  try {
    const keys = await teamKeys(mode.certsUrl, decodeKid(token), fetcher);
    const payload = await verifyWithJwks(token, {
      keys,
      allowedAlgorithms: ["RS256"],
      verification: { iss: mode.issuer, aud: mode.audience, exp: true, nbf: true },
    });
    // Hono checks exp only when present; Access always sets it, so a token without one is not Access's.
    if (typeof payload.exp !== "number") return undefined;
    const name = [payload.email, payload.common_name, payload.sub].find((value) => typeof value === "string" && value !== "");
    return { name: String(name ?? "okänd"), via: "access", ...(typeof payload.email === "string" && { email: payload.email }) };
  } catch (error) {
    logEvent("staff_access_token_refused", { error: error instanceof Error ? error.name : String(error) });
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Shared password and session cookie

const encoder = new TextEncoder();

async function digest(value: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest("SHA-256", encoder.encode(value));
}

/**
 * Compares in constant time with Hono's helper (the one its basic-auth middleware uses): both
 * sides are hashed with SHA-256 and compared without an early exit.
 */
export async function passwordMatches(typed: string, password: string): Promise<boolean> {
  return timingSafeEqual(typed, password);
}

/** A staff session lasts a working day, then the password is asked again. */
export const SESSION_SECONDS = 12 * 60 * 60;

/**
 * The cookie's name and attributes. Over https it is `__Host-` prefixed and Secure; on plain
 * http (only a local preview on 127.0.0.1 or localhost) browsers refuse both, so the cookie
 * goes without them there and nowhere else.
 */
export function sessionCookie(url: URL): { name: string; secure: boolean } | undefined {
  if (url.protocol === "https:") return { name: "__Host-staff_session", secure: true };
  if (["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) return { name: "staff_session", secure: false };
  return undefined;
}

/** The signing key: derived from the password, so changing STAFF_PASSWORD ends every session. */
async function sessionKey(password: string): Promise<ArrayBuffer> {
  return digest(`fjallkallan staff session v1\u0000${password}`);
}

/** The cookie's value: when the session started (ms) and its row's id (64 hex digits). */
const sessionValue = /^(\d+)-([0-9a-f]{64})$/;

function newSessionId(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Set-Cookie for a new session of the person `memberId` that starts now; its row is stored first. */
export async function startSession(d1: D1Database, url: URL, password: string, memberId: number, now = Date.now()): Promise<string> {
  const cookie = sessionCookie(url);
  if (!cookie) throw new Error("staff sessions need https");
  const id = newSessionId();
  await getDb(d1)
    .insert(staffSessions)
    .values({ id, memberId, createdAt: new Date(now).toISOString(), expiresAt: new Date(now + SESSION_SECONDS * 1000).toISOString() });
  return serializeSigned(cookie.name, `${now}-${id}`, await sessionKey(password), {
    path: "/",
    httpOnly: true,
    secure: cookie.secure,
    sameSite: "Strict",
    maxAge: SESSION_SECONDS,
  });
}

/** The session a request's cookie names, if the signature holds and it has not run out; not yet looked up in D1. */
async function signedSession(request: Request, password: string, now: number): Promise<string | undefined> {
  const cookie = sessionCookie(new URL(request.url));
  const header = request.headers.get("Cookie");
  if (!cookie || !header) return undefined;
  const value = (await parseSigned(header, await sessionKey(password), cookie.name))[cookie.name];
  const match = typeof value === "string" ? sessionValue.exec(value) : null;
  if (!match) return undefined;
  const age = now - Number(match[1]);
  return age >= 0 && age < SESSION_SECONDS * 1000 ? match[2] : undefined;
}

/**
 * Set-Cookie that removes the session, after deleting its row: a copy of the cookie (another tab,
 * a stolen one) is refused from then on. Without a password (Access) there is no row to delete.
 */
export async function endSession(d1: D1Database, request: Request, password: string | undefined): Promise<string | undefined> {
  const cookie = sessionCookie(new URL(request.url));
  if (!cookie) return undefined;
  const id = password ? await signedSession(request, password, Date.now()) : undefined;
  if (id) await getDb(d1).delete(staffSessions).where(eq(staffSessions.id, id));
  return serialize(cookie.name, "", { path: "/", httpOnly: true, secure: cookie.secure, sameSite: "Strict", maxAge: 0 });
}

/**
 * The person of a request with a valid, unexpired session cookie whose session has not been ended
 * and who is still in the staff directory.
 */
export async function sessionIdentity(
  d1: D1Database,
  request: Request,
  password: string,
  now = Date.now(),
): Promise<StaffIdentity | undefined> {
  const id = await signedSession(request, password, now);
  if (!id) return undefined;
  const [open] = await getDb(d1)
    .select({ name: staffMembers.name, memberId: staffMembers.id })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.memberId))
    .where(and(eq(staffSessions.id, id), gt(staffSessions.expiresAt, new Date(now).toISOString())));
  return open ? { name: open.name, via: "password", memberId: open.memberId } : undefined;
}

const nextBase = "https://staff.invalid";

/**
 * Where to go after signing in: only back into the inbox, never to another site. It becomes a
 * Location header, so a line break or a character outside ASCII (which Headers refuse with an
 * exception, a 500) sends staff to the start page instead; the rest is returned as the URL
 * parser spells it, with `..` resolved and everything else percent-encoded.
 */
export function safeNext(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/") || /[\p{Cc}\\]/u.test(value)) return "/staff";
  const url = new URL(value, nextBase);
  if (url.origin !== nextBase || !/^\/staff(?:\/|$)/.test(url.pathname)) return "/staff";
  return `${url.pathname}${url.search}${url.hash}`;
}
