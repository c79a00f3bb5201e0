import type { SubmissionResult } from "@conform-to/react";

/**
 * What a form action answers, with and without JavaScript:
 * - success: stored (or a repeat of something stored), or a bot we answer politely;
 * - invalid: field messages in `result` (HTTP 400);
 * - limited: too many submissions from this client (HTTP 429);
 * - failed: we could not store it (HTTP 503): the visitor keeps the form and tries again;
 * - duplicate: the newsletter already has this address (HTTP 409).
 */
export type FormOutcome = "success" | "invalid" | "limited" | "failed" | "duplicate";

/**
 * Why a "failed" answer failed, where the visitor should read more than the form's general error
 * (texts in app/i18n, `form.notice.*`):
 * - stale: the form's key is over 24 hours old: reload the page and send again (HTTP 400);
 * - processing: the same form is still being stored: try again in a moment (HTTP 409);
 * - unavailable: the site cannot take forms at all just now (HTTP 503);
 * - dailyLimit: this client has sent the form more times today than a person does: call or mail (HTTP 429);
 * - unverified: Turnstile refused the token or could not be asked: reload, or call or mail (HTTP 403).
 * And on a newsletter "success" for an address signed up but not confirmed (issue 15):
 * - confirmationResent: its confirmation mail was sent again;
 * - confirmationPending: one was sent within the last minutes (decision 013), so not again yet.
 */
export type FormNotice =
  "stale" | "processing" | "unavailable" | "confirmationResent" | "confirmationPending" | "dailyLimit" | "unverified";

export interface FormActionData {
  outcome: FormOutcome;
  notice?: FormNotice;
  /** The notice's text in the visitor's language, so a page need not carry every notice's text to show one. */
  noticeText?: string;
  result?: SubmissionResult<string[]>;
  /** The texts of the message keys in `result`, in the visitor's language (invalid answers). */
  messages?: Record<string, string>;
  form?: string;
}
