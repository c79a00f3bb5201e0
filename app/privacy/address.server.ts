import { LOOPBACK_HOSTS } from "~/forms/newsletter-links.server";
import { mailRecipientKey } from "~/notifications/visitor-mail.server";
import { sign } from "~/server/signing.server";

/**
 * One person, as an e-mail address: `Anna+bokning@Example.se` and `anna@example.se` reach the same
 * mailbox, so "Sök person" finds, exports and deletes them together. The rule is the visitor-mail
 * brake's (`mailRecipientKey`, decision 013): lower-cased, trimmed, without a `+tag`. Gmail-style
 * dots are not folded here (a search by the typed spelling finds its rows); the brake's own table
 * folds them (decision 036) and is looked up by its spelling (./registry.server.ts).
 */

export interface Person {
  /** What staff typed, trimmed and lower-cased: shown back on the page. */
  typed: string;
  /** The group's key: lower-cased, without a `+tag`. */
  key: string;
  /** The key's parts, for a first narrowing in SQL. */
  local: string;
  domain: string;
}

const plausible = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The person an address typed in the desk names, or undefined when it is no e-mail address. */
export function personOf(input: unknown): Person | undefined {
  if (typeof input !== "string") return undefined;
  const typed = input.trim().toLowerCase();
  if (typed.length > 254 || !plausible.test(typed)) return undefined;
  const key = mailRecipientKey(typed);
  const at = key.lastIndexOf("@");
  return { typed, key, local: key.slice(0, at), domain: key.slice(at + 1) };
}

/** True when `address` is one of the person's spellings (any case, any `+tag`). */
export function isPersons(person: Person, address: string | null | undefined): boolean {
  return typeof address === "string" && address.includes("@") && mailRecipientKey(address) === person.key;
}

/** Everything in a free text (a captured mail, a held-back form's JSON) that looks like an e-mail address. */
export function addressesIn(text: string | null | undefined): string[] {
  if (!text) return [];
  return [
    ...text.matchAll(
      /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+/g,
    ),
  ].map((match) => match[0]);
}

/** True when the text holds one of the person's spellings. */
export function mentions(person: Person, text: string | null | undefined): boolean {
  return addressesIn(text).some((address) => isPersons(person, address));
}

/** The spellings of the person found in some addresses, lower-cased, each once, the plain one first. */
export function variantsOf(person: Person, addresses: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const address of addresses) if (isPersons(person, address)) found.add(address.trim().toLowerCase());
  return [...found].sort((a, b) => (a === person.key ? -1 : b === person.key ? 1 : a.localeCompare(b)));
}

/**
 * What the audit keeps instead of the address: the HMAC-SHA256 of the key under
 * PRIVACY_AUDIT_SECRET (base64url). The same person asking again gives the same code, so a repeated
 * request can be recognised; without the secret no one can test a guessed address against it, as
 * anyone could against a plain hash (decision 038).
 */
export function auditCode(secret: string, person: Person): Promise<string> {
  return sign(secret, `privacy-audit\n${person.key}`);
}

/** Stands in only off the internet (dev server, unit tests, the e2e preview on 127.0.0.1); production never takes it. */
export const DEVELOPMENT_AUDIT_SECRET = "development-only-privacy-audit-secret";

/**
 * The audit's key for this request, or null when there is none: production without
 * PRIVACY_AUDIT_SECRET neither exports nor deletes, as it could not write the audit. The same rule
 * as the newsletter links' key (`newsletterLinkSecret`): a loopback host or a non-production build
 * is a local run.
 */
export function privacyAuditSecret(env: Pick<Env, "PRIVACY_AUDIT_SECRET">, requestUrl: string): string | null {
  const configured = env.PRIVACY_AUDIT_SECRET?.trim();
  if (configured) return configured;
  if (import.meta.env.MODE !== "production" || LOOPBACK_HOSTS.has(new URL(requestUrl).hostname)) return DEVELOPMENT_AUDIT_SECRET;
  return null;
}

/** A LIKE pattern for the text, with `%`, `_` and `\` taken literally (use with `ESCAPE '\'`). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
