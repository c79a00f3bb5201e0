import type { FormKeyVerdict } from "./form-key.server";
import { clientKey } from "./form-key.server";
import { todayInSweden } from "./dates";
import { LOOPBACK_HOSTS } from "./newsletter-links.server";
import { getDb } from "~/db/client.server";
import { addFormCount, ALL_CLIENTS } from "~/db/form-counts.server";
import {
  QUARANTINE_ROWS_PER_CLIENT_DAY,
  QUARANTINE_ROWS_PER_FORM_DAY,
  quarantineSubmission,
  type FieldLimits,
} from "~/db/quarantine.server";
import { logEvent } from "~/server/log-event.server";

/**
 * The daily bounds on what one client can make the forms do (docs/decisions/036-form-abuse-caps.md),
 * on top of the per-minute rate limit: posts a form takes from one client a day, and rows a
 * held-back post may add to the quarantine. Counted per Swedish day in `form_daily_counts`.
 */

/**
 * Posts one client (an IPv4 address or IPv6 /64) may make to one form a day. A person sends a
 * form a few times at most; above this the visitor reads that the form is closed to them for today
 * and is pointed to phone and e-mail, so nobody is turned away without knowing.
 */
export const ADMITTED_PER_CLIENT_DAY = 20;

/**
 * Posts without a Turnstile token (a visitor without JavaScript, or a script that skips the widget)
 * one client may make to one form a day: enough for a person to send a form and correct it, too few
 * to be worth automating (decision 044).
 */
export const UNCHALLENGED_PER_CLIENT_DAY = 3;

/**
 * Local runs (the dev server, the e2e preview, the load test) post from one machine onto state kept
 * across runs: they are not capped, as they are not signed with a real secret (./form-key.server.ts).
 * Production requests always arrive under the site's own host name.
 */
function isLocalRun(request: Request): boolean {
  return LOOPBACK_HOSTS.has(new URL(request.url).hostname);
}

/**
 * False when this client has used up today's posts to this form (`unchallenged`: posts without a
 * Turnstile token, counted apart under their lower cap); a failing count lets the post through.
 */
export async function withinDailyCap(
  env: Env,
  form: string,
  request: Request,
  now = new Date(),
  options: { unchallenged?: boolean } = {},
): Promise<boolean> {
  if (isLocalRun(request)) return true;
  const [counted, cap] = options.unchallenged ? [`${form}:utan-turnstile`, UNCHALLENGED_PER_CLIENT_DAY] : [form, ADMITTED_PER_CLIENT_DAY];
  try {
    const count = await addFormCount(getDb(env.DB), {
      day: todayInSweden(now),
      form: counted,
      kind: "admitted",
      client: await clientKey(env, request),
    });
    if (count <= cap) return true;
    logEvent("form_daily_cap_reached", { form: counted, count, cap });
    return false;
  } catch (error) {
    // Like a failing rate limiter: a broken count must not turn visitors away.
    logEvent("form_daily_cap_failed", { form, error: String(error) });
    return true;
  }
}

/**
 * Keeps a held-back post of our own form in the quarantine while the day's bounds allow (per client,
 * then per form); beyond them it is only counted. Returns whether a row was written.
 */
export async function holdBack(
  env: Env,
  request: Request,
  input: { form: string; verdict: Extract<FormKeyVerdict, { kind: "bot" }> & { key: string }; formData: FormData; limits: FieldLimits },
  now = new Date(),
): Promise<boolean> {
  const db = getDb(env.DB);
  const { form, verdict } = input;
  const day = todayInSweden(now);
  const [byClient] = await Promise.all([
    addFormCount(db, { day, form, kind: "held", client: await clientKey(env, request) }),
    addFormCount(db, { day, form, kind: "held", client: ALL_CLIENTS }),
  ]);
  if (!isLocalRun(request)) {
    if (byClient > QUARANTINE_ROWS_PER_CLIENT_DAY) return false;
    if ((await addFormCount(db, { day, form, kind: "kept", client: ALL_CLIENTS })) > QUARANTINE_ROWS_PER_FORM_DAY) return false;
  }
  await quarantineSubmission(db, { form, reason: verdict.reason, key: verdict.key, formData: input.formData, limits: input.limits });
  return true;
}
