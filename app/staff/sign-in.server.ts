import { getDb } from "~/db/client.server";
import { clientAddress } from "~/forms/form-key.server";
import { endSession, passwordMatches, safeNext, sessionCookie, staffAccessMode, startSession } from "./access.server";
import { logEvent } from "~/server/log-event.server";
import { beginAttempt, release, type Attempt } from "./sign-in-limit.server";
import { memberForSignIn } from "./directory.server";
import { NAME_MAX } from "./directory";

export type SignInResult =
  | { outcome: "signed-in"; location: string; setCookie: string }
  | { outcome: "refused"; status: 400 | 401 | 403 | 429 | 503; message: string };

export const signInMessages = {
  wrong: "Fel lösenord.",
  noName: "Skriv ditt namn.",
  unknownName: "Det namnet finns inte i personallistan. Skriv ditt namn som det står där, eller be någon lägga till dig under Personal.",
  limited: "För många felaktiga inloggningsförsök. Vänta en minut och försök igen.",
  insecure: "Inloggning kräver https.",
  notPassword: "Personalinkorgen använder inte lösenord här.",
} as const;

/**
 * One sign-in attempt with the shared password: it must find room under the limit of wrong
 * passwords per client address and for the account before the password is even looked at (so
 * guessing stays slow), is compared in constant time, and answered with a session cookie. A right
 * password gives its count back: only failures count (app/staff/sign-in-limit.server.ts).
 */
export async function attemptSignIn(request: Request, env: Env, formData: FormData, now = Date.now()): Promise<SignInResult> {
  const mode = staffAccessMode(env);
  if (mode.kind === "closed") return { outcome: "refused", status: 503, message: mode.reason };
  if (mode.kind === "access") return { outcome: "refused", status: 400, message: signInMessages.notPassword };
  const url = new URL(request.url);
  if (!sessionCookie(url)) return { outcome: "refused", status: 403, message: signInMessages.insecure };
  // Who is signing in (docs/decisions/049-staff-directory.md): asked before the password, so a
  // forgotten name costs no guess.
  const typedName = formData.get("name");
  if (typeof typedName !== "string" || !typedName.trim() || typedName.length > NAME_MAX * 2)
    return { outcome: "refused", status: 400, message: signInMessages.noName };

  const db = getDb(env.DB);
  const client = clientAddress(request);
  let attempt: Attempt | null = null;
  try {
    attempt = await beginAttempt(db, `address:${client}`, now);
  } catch (error) {
    // Without a working count, guessing would be unlimited: refuse instead.
    logEvent("staff_sign_in_limiter_failed", { error: String(error) });
  }
  if (!attempt) return { outcome: "refused", status: 429, message: signInMessages.limited };

  const typed = formData.get("password");
  if (typeof typed !== "string" || typed.length > 1024 || !(await passwordMatches(typed, mode.password))) {
    logEvent("staff_sign_in_failed", { client });
    return { outcome: "refused", status: 401, message: signInMessages.wrong };
  }
  await release(db, attempt);
  const member = await memberForSignIn(db, typedName);
  if (!member) return { outcome: "refused", status: 400, message: signInMessages.unknownName };
  logEvent("staff_signed_in", { member: member.id });
  return {
    outcome: "signed-in",
    location: safeNext(formData.get("next")),
    setCookie: await startSession(env.DB, url, mode.password, member.id),
  };
}

/** Ends the request's password session on the server; the Set-Cookie that clears it in the browser. */
export async function signOut(request: Request, env: Env): Promise<string | undefined> {
  const mode = staffAccessMode(env);
  return endSession(env.DB, request, mode.kind === "password" ? mode.password : undefined);
}
