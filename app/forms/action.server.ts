import { data } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { checkGuard, withinRateLimit } from "./guard.server";
import { isFormMessageKey } from "./messages";
import { passesTurnstile } from "./turnstile.server";
import type { FormActionData } from "./results";

/** `form` names which form on the page answered, where a page has several. */
export const respond = {
  success: (form?: string) => data<FormActionData>({ outcome: "success", form }, { status: 200 }),
  invalid: (result: SubmissionResult<string[]>, form?: string) =>
    data<FormActionData>({ outcome: "invalid", result: withReadableMessages(result), form }, { status: 400 }),
  limited: () => data<FormActionData>({ outcome: "limited" }, { status: 429 }),
  failed: (form?: string) => data<FormActionData>({ outcome: "failed", form }, { status: 503 }),
  // A body we cannot read or form metadata that does not check out: refused, nothing stored.
  malformed: () => data<FormActionData>({ outcome: "failed" }, { status: 400 }),
  // Turnstile is on and did not confirm a person: refused; the visitor keeps the form and tries again.
  unverified: (form?: string) => data<FormActionData>({ outcome: "failed", form }, { status: 403 }),
};

/**
 * Schemas name message keys, but zod answers with its own English text where a request carries
 * what no form field sends (a list where one value belongs, a file where text belongs); the page
 * would show that text as it is. Found by app/forms/bad-input.property.test.ts.
 */
function withReadableMessages(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.error) return result;
  const error = Object.fromEntries(
    Object.entries(result.error).map(([name, messages]) => [name, messages?.map((message) => (isFormMessageKey(message) ? message : "field.invalid")) ?? null]),
  );
  return { ...result, error };
}

/**
 * The checks every form makes before it looks at the fields: a readable body, the rate limit,
 * the honeypot and signed render time, and Turnstile when it is on. Returns the form data and
 * key, or the response to send.
 */
export async function admitSubmission(
  request: Request,
  env: Env,
  form: string,
): Promise<{ formData: FormData; key: string } | { response: ReturnType<(typeof respond)[keyof typeof respond]> }> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return { response: respond.malformed() };
  }
  if (!(await withinRateLimit(env, form, request))) return { response: respond.limited() };
  const verdict = await checkGuard(env, formData);
  if (verdict.kind === "bot") {
    console.warn(JSON.stringify({ event: "bot_submission_dropped", form }));
    return { response: respond.success() };
  }
  if (verdict.kind === "invalid") return { response: respond.malformed() };
  if (!(await passesTurnstile(env, formData, request))) return { response: respond.unverified() };
  return { formData, key: verdict.key };
}

/** Empty optional text is stored as NULL (SPEC §3). */
export function orNull<T>(value: T | undefined | ""): T | null {
  return value === undefined || value === "" ? null : value;
}
