import { turnstile } from "~/site";
import { logEvent } from "~/log-event.server";

/**
 * Cloudflare Turnstile, optional (issue 4): on when both TURNSTILE_SITE_KEY (var) and
 * TURNSTILE_SECRET_KEY (secret) are configured, off otherwise. When on, it fails closed: no token,
 * a refused token or an unreachable verifier all refuse the submission.
 * https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
 */

export const TURNSTILE_FIELD = "cf-turnstile-response";

type TurnstileEnv = Partial<Pick<Env, "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">>;

/** The site key the widget renders with, or undefined when Turnstile is off (either one blank). */
export function turnstileSiteKey(env: TurnstileEnv): string | undefined {
  const { TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY } = env;
  return TURNSTILE_SITE_KEY?.trim() && TURNSTILE_SECRET_KEY?.trim() ? TURNSTILE_SITE_KEY.trim() : undefined;
}

/** True when Turnstile is off, or when Cloudflare confirms this submission's token. */
export async function passesTurnstile(env: Env, formData: FormData, request: Request): Promise<boolean> {
  if (!turnstileSiteKey(env)) return true;
  const token = formData.get(TURNSTILE_FIELD);
  if (typeof token !== "string" || token === "" || token.length > 2048) return false;
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
