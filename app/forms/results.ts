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

export interface FormActionData {
  outcome: FormOutcome;
  result?: SubmissionResult<string[]>;
  form?: string;
}
