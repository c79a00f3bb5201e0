import { and, eq, gt, lt } from "drizzle-orm";
import { parse, serialize } from "hono/utils/cookie";
import { getDb, type Db } from "~/db/client.server";
import { staffDrafts } from "~/db/schema";
import { sessionCookie } from "./access.server";
import { staffPaths } from "./paths";

/**
 * A reply or note typed when the session has ended is kept (issue 33, section 3). With JavaScript
 * the browser keeps it (app/desk/draft.ts). Without, the form's POST reaches the gate with no
 * session: the gate stores the text here, names the row in a cookie of that browser only, and
 * sends the person to sign in and back to the case, where the text is put back in its box. The
 * cookie, not the address, names the draft, so nobody can send staff a link that fills a reply
 * with their words.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_TEXT = 10_000;
const casePath = /^\/staff\/(?:bookings|lost-and-found|applications)\/\d{1,12}$/;

function draftCookie(url: URL): { name: string; secure: boolean } | undefined {
  const session = sessionCookie(url);
  return session && { name: session.secure ? "__Host-staff_draft" : "staff_draft", secure: session.secure };
}

/**
 * For a form sent from a case's page without a session: keeps its text and answers with the way to
 * sign in and come back. Undefined when there is nothing to keep (not a case, not a same-site form
 * post, no text).
 */
export async function keepDraft(d1: D1Database, request: Request, now = Date.now()): Promise<Response | undefined> {
  const url = new URL(request.url);
  const cookie = draftCookie(url);
  if (request.method !== "POST" || !casePath.test(url.pathname) || !cookie) return undefined;
  // Only the site's own pages post here: another site cannot store text for staff to find.
  if (request.headers.get("Sec-Fetch-Site") !== "same-origin" && request.headers.get("Origin") !== url.origin) return undefined;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return undefined;
  }
  const intent = form.get("intent");
  const text = form.get(intent === "reply" ? "body" : "note");
  if ((intent !== "reply" && intent !== "note") || typeof text !== "string" || !text.trim()) return undefined;
  const id = [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  const db = getDb(d1);
  await db.batch([
    db.delete(staffDrafts).where(lt(staffDrafts.createdAt, new Date(now - DAY_MS).toISOString())),
    db
      .insert(staffDrafts)
      .values({ id, path: url.pathname, intent, text: text.slice(0, MAX_TEXT), createdAt: new Date(now).toISOString() }),
  ]);
  const headers = new Headers({ Location: `${staffPaths.signIn}?next=${encodeURIComponent(url.pathname)}` });
  headers.append(
    "Set-Cookie",
    serialize(cookie.name, id, { path: "/", httpOnly: true, secure: cookie.secure, sameSite: "Strict", maxAge: DAY_MS / 1000 }),
  );
  return new Response(null, { status: 303, headers });
}

/** The draft this browser left on this case, once: it is deleted as it is read. */
export async function takeDraft(db: Db, request: Request, path: string, now = Date.now()) {
  const cookie = draftCookie(new URL(request.url));
  const id = cookie && parse(request.headers.get("Cookie") ?? "", cookie.name)[cookie.name];
  if (!id || !/^[0-9a-f]{32}$/.test(id)) return null;
  const [draft] = await db
    .delete(staffDrafts)
    .where(and(eq(staffDrafts.id, id), eq(staffDrafts.path, path), gt(staffDrafts.createdAt, new Date(now - DAY_MS).toISOString())))
    .returning({ intent: staffDrafts.intent, text: staffDrafts.text });
  return draft ?? null;
}
