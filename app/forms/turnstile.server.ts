import { turnstile } from "~/site";
import { logEvent } from "~/server/log-event.server";

/**
 * Cloudflare Turnstile (issue 4): on when both TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY (secrets)
 * are set. Production and staging must have both: `[secrets] required` refuses a deploy without
 * them and the staff health panel is red while one is blank or a test key (decision 036); a
 * local run without them has Turnstile off. When on, a refused token or an unreachable verifier
 * refuse the submission; a post without any token (no JavaScript) is admitted under a lower cap.
 * https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
 */

export const TURNSTILE_FIELD = "cf-turnstile-response";

type TurnstileEnv = Partial<Pick<Env, "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">>;

/**
 * Cloudflare's documented test keys (https://developers.cloudflare.com/turnstile/troubleshooting/testing/):
 * `1x00000000000000000000AA` and `1x0000000000000000000000000000000AA` always pass, the others always
 * fail. For trying the widget locally (.dev.vars.example); in production they protect nothing.
 */
export function isTurnstileTestKey(key: string | undefined): boolean {
  return /^[123]x0{20,}[A-F]{2}$/.test(key?.trim() ?? "");
}

/** The site key the widget renders with, or undefined when Turnstile is off (either one blank). */
export function turnstileSiteKey(env: TurnstileEnv): string | undefined {
  const { TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY } = env;
  return TURNSTILE_SITE_KEY?.trim() && TURNSTILE_SECRET_KEY?.trim() ? TURNSTILE_SITE_KEY.trim() : undefined;
}

/**
 * What Turnstile says of a submission: "passed" (or Turnstile is off), "refused" (a token Cloudflare
 * does not confirm, or no answer from it), or "absent": no token at all, as from a visitor without
 * JavaScript, where the widget never ran. The caller admits an absent token under a lower daily cap
 * rather than refuse everyone without scripts (decision 044).
 */
export type TurnstileVerdict = "passed" | "refused" | "absent";

export async function turnstileVerdict(env: Env, formData: FormData, request: Request): Promise<TurnstileVerdict> {
  if (!turnstileSiteKey(env)) return "passed";
  const token = formData.get(TURNSTILE_FIELD);
  if (token === null || token === "") return "absent";
  return (await passesTurnstile(env, token, request)) ? "passed" : "refused";
}

/** True when Cloudflare confirms this token. */
async function passesTurnstile(env: Env, token: FormDataEntryValue, request: Request): Promise<boolean> {
  if (typeof token !== "string" || token.length > 2048) return false;
  const body = new FormData();
  body.set("secret", env.TURNSTILE_SECRET_KEY.trim());
  body.set("response", token);
  const address = request.headers.get("CF-Connecting-IP");
  if (address) body.set("remoteip", address);
  try {
    const response = await fetch(turnstile.verifyUrl, { method: "POST", body, signal: AbortSignal.timeout(5000) });
    const outcome = (await response.json()) as { success?: boolean; "error-codes"?: string[] };
    if (outcome.success === true) return true;
    logEvent("turnstile_refused", { codes: outcome["error-codes"] ?? [] });
    return false;
  } catch (error) {
    logEvent("turnstile_unreachable", { error: String(error) });
    return false;
  }
}
