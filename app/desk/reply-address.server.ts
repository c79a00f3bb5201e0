import { fromBase64url, sign } from "~/server/signing.server";
import { isDeskKind, type DeskKind } from "./status";

/**
 * Each case's own reply address (issue 33, decision 048): `svar+<token>@<domain>`, where the token
 * names the case and carries an HMAC over it (DESK_REPLY_SECRET), so a guest's answer finds its case
 * and nobody can write into a case they were not mailed from. Lower-case hex and letters only:
 * mail systems may fold the local part's case, and a local part holds at most 64 characters.
 */

const kindLetters = { bookings: "b", "lost-and-found": "l", applications: "a" } as const satisfies Record<DeskKind, string>;
/** 16 bytes of the HMAC-SHA256: 128 bits cannot be guessed, and the address stays short. */
const MAC_BYTES = 16;

export interface ReplyCase {
  kind: DeskKind;
  id: number;
}

/** DESK_REPLY_SECRET, or null when not set (then replies carry the staff mailbox as before and no mail is taken in). */
export function deskReplySecret(env: { DESK_REPLY_SECRET?: string }): string | null {
  return env.DESK_REPLY_SECRET?.trim() || null;
}

const signedText = ({ kind, id }: ReplyCase) => `desk-reply\n${kind}\n${id}`;

async function macHex(secret: string, target: ReplyCase): Promise<string> {
  const bytes = fromBase64url(await sign(secret, signedText(target)))!;
  return [...bytes.slice(0, MAC_BYTES)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The case's token, e.g. `b12-3f9a…` (32 hex digits after the dash). */
export async function replyToken(secret: string, target: ReplyCase): Promise<string> {
  return `${kindLetters[target.kind]}${target.id}-${await macHex(secret, target)}`;
}

/** `svar+<token>@domain` from the configured address (GUEST_REPLY_ADDRESS, e.g. svar@fjallkallan.se); null when it is not an address. */
export async function replyAddress(secret: string, base: string, target: ReplyCase): Promise<string | null> {
  const match = /^([a-z0-9._-]{1,20})@([a-z0-9.-]+\.[a-z]{2,})$/i.exec(base.trim());
  if (!match) return null;
  return `${match[1]!.toLowerCase()}+${await replyToken(secret, target)}@${match[2]!.toLowerCase()}`;
}

const tokenPattern = /^([bla])([1-9]\d{0,15})-([0-9a-f]{32})$/;

/**
 * The case an envelope recipient names, if its token is one this secret made; null for any other
 * address (no `+`, another domain, a forged or altered token). Compared in constant time.
 */
export async function caseOfAddress(secret: string, base: string, recipient: string): Promise<ReplyCase | null> {
  const expected = /^([^@+]+)@(.+)$/.exec(base.trim().toLowerCase());
  const got = /^([^@+]+)\+([^@]+)@(.+)$/.exec(recipient.trim().toLowerCase());
  if (!expected || !got || got[1] !== expected[1] || got[3] !== expected[2]) return null;
  const token = tokenPattern.exec(got[2]!);
  if (!token) return null;
  const kind = (Object.keys(kindLetters) as DeskKind[]).find((candidate) => kindLetters[candidate] === token[1]);
  const id = Number(token[2]);
  if (!kind || !isDeskKind(kind) || !Number.isSafeInteger(id)) return null;
  const want = await macHex(secret, { kind, id });
  const have = token[3]!;
  // Every character compared, whatever the first difference (both are 32 hex digits here).
  let difference = want.length ^ have.length;
  for (let index = 0; index < want.length; index++) difference |= want.charCodeAt(index) ^ have.charCodeAt(index);
  return difference === 0 ? { kind, id } : null;
}
