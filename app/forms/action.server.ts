import { data } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { fieldLimits } from "./constraint.server";
import { holdBack, withinDailyCap } from "./daily-caps.server";
import { checkFormKey, hasFormSigningSecret, withinRateLimit } from "./form-key.server";
import { formMessageTexts, isFormMessageKey } from "./validation-messages";
import { turnstileVerdict } from "./turnstile.server";
import type { FormActionData, FormNotice, FormOutcome } from "./results";
import { en } from "~/i18n/en";
import { requestLang, type Lang } from "~/i18n/lang";
import { sv, type ShellTexts } from "~/i18n/sv";
import { logEvent } from "~/server/log-event.server";
import { markHeldBack } from "~/statistics/forms.server";

/** `form` names which form on the page answered, where a page has several. */
export const respond = {
  success: (form?: string) => data<FormActionData>({ outcome: "success", form }, { status: 200 }),
  // The answer carries its messages' texts, in the visitor's language: the page has only the
  // keys until the form's validation code arrives (components/forms/use-lazy-validation.ts).
  invalid: (result: SubmissionResult<string[]>, lang: Lang, form?: string) => {
    const readable = withReadableMessages(result);
    const keys = Object.values(readable.error ?? {}).flatMap((messages) => messages ?? []);
    return data<FormActionData>({ outcome: "invalid", result: readable, messages: formMessageTexts(keys, lang), form }, { status: 400 });
  },
  limited: () => data<FormActionData>({ outcome: "limited" }, { status: 429 }),
  failed: (form?: string) => data<FormActionData>({ outcome: "failed", form }, { status: 503 }),
  // A body we cannot read or form metadata that does not check out: refused, nothing stored.
  malformed: () => data<FormActionData>({ outcome: "failed" }, { status: 400 }),
  // Turnstile refused the token or could not be asked: refused; the notice says to reload and
  // names phone and e-mail (decision 036). A post with no token at all is admitted (decision 044).
  unverified: (request: Request) => withNotice("failed", "unverified", request, 403),
  // The form's key was rendered too long ago: nothing stored; the visitor reloads and sends again.
  stale: (request: Request) => withNotice("failed", "stale", request, 400),
  // The site has no form-signing secret: no form can be checked, so none is taken.
  unavailable: (request: Request) => withNotice("failed", "unavailable", request, 503),
  // This client has sent this form more times today than a person does (./daily-caps.server.ts):
  // nothing stored; the notice points to phone and e-mail.
  dailyLimit: (request: Request) => withNotice("failed", "dailyLimit", request, 429),
  // A resend of a submission that is still being stored: the visitor tries again in a moment.
  processing: (request: Request, form?: string) => withNotice("failed", "processing", request, 409, form),
};

const noticeTexts: Record<Lang, Pick<ShellTexts, `form.notice.${FormNotice}`>> = { sv, en };

/**
 * An answer the form shows with its own text (app/i18n: form.notice.*) instead of its general
 * error or success message. The text travels in the answer, in the request's language.
 */
export function withNotice(outcome: FormOutcome, notice: FormNotice, request: Request, status: number, form?: string) {
  return data<FormActionData>(
    { outcome, notice, noticeText: noticeTexts[requestLang(request)][`form.notice.${notice}`], form },
    { status },
  );
}

/** Logged once per isolate: every post answers 503 until the secret is set. */
let reportedMissingSecret = false;

/**
 * Schemas name message keys, but zod answers with its own English text where a request carries
 * what no form field sends (a list where one value belongs, a file where text belongs); the page
 * would show that text as it is. Found by app/forms/bad-input.property.test.ts.
 */
function withReadableMessages(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.error) return result;
  const error = Object.fromEntries(
    Object.entries(result.error).map(([name, messages]) => [
      name,
      messages?.map((message) => (isFormMessageKey(message) ? message : "field.invalid")) ?? null,
    ]),
  );
  return { ...result, error };
}

/** A form's field check: its answer when the fields are not valid, else undefined. */
export type InvalidFields = (formData: FormData) => ReturnType<(typeof respond)[keyof typeof respond]> | undefined;

/**
 * The checks every form makes before it looks at the fields: a signing secret, a readable body,
 * the rate limit, the honeypot and signed render time (held back or too old), Turnstile when it
 * is on, and the client's daily cap (lower for a post without a Turnstile token). `schemas` are
 * the form's own: what a held-back post may keep. Returns the form data and key, or the response
 * to send.
 *
 * `invalidFields` is asked before a submission is held back as too fast: a person who presses
 * "Send" on an empty or half-filled form within the first seconds gets the field messages, not a
 * thank-you for something nobody will read (issue 30).
 */
export async function admitSubmission(
  request: Request,
  env: Env,
  form: string,
  schemas: Parameters<typeof fieldLimits>[0],
  invalidFields?: InvalidFields,
): Promise<{ formData: FormData; key: string } | { response: ReturnType<(typeof respond)[keyof typeof respond]> }> {
  if (!hasFormSigningSecret(env, request.url)) {
    if (!reportedMissingSecret) {
      reportedMissingSecret = true;
      logEvent("form_signing_secret_missing", { form, detail: "FORM_SIGNING_SECRET is not set: every form answers 503" });
    }
    return { response: respond.unavailable(request) };
  }
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return { response: respond.malformed() };
  }
  if (!(await withinRateLimit(env, form, request))) return { response: respond.limited() };
  const verdict = await checkFormKey(env, formData);
  if (verdict.kind === "bot" && verdict.reason === "too_fast") {
    const invalid = invalidFields?.(formData);
    if (invalid) return { response: invalid };
  }
  if (verdict.kind === "bot") {
    // Answered as if it worked, so a bot learns nothing; kept for the staff in case a person sent it
    // (docs/decisions/014-form-quarantine.md), within the day's bounds (decision 036). A post that
    // is not a rendering of our form is not kept.
    let kept = false;
    if (verdict.key) {
      try {
        kept = await holdBack(env, request, { form, verdict: { ...verdict, key: verdict.key }, formData, limits: fieldLimits(schemas) });
      } catch (error) {
        logEvent("quarantine_failed", { form, error: String(error) });
      }
    }
    logEvent("bot_submission_held", { form, reason: verdict.reason, kept });
    return { response: markHeldBack(respond.success()) };
  }
  if (verdict.kind === "expired") return { response: respond.stale(request) };
  if (verdict.kind === "invalid") return { response: respond.malformed() };
  const turnstile = await turnstileVerdict(env, formData, request);
  if (turnstile === "refused") return { response: respond.unverified(request) };
  if (!(await withinDailyCap(env, form, request, new Date(), { unchallenged: turnstile === "absent" })))
    return { response: respond.dailyLimit(request) };
  return { formData, key: verdict.key };
}

/** Empty optional text is stored as NULL (SPEC §3). */
export function orNull<T>(value: T | undefined | ""): T | null {
  return value === undefined || value === "" ? null : value;
}
