import type { CloudflareContext } from "~/context";
import { count } from "./counters.server";

/**
 * Form submissions per form, accepted or refused (issue 19): called by each form's route action
 * with what it answers. Accepted is a 2xx answer the form stored; everything else (invalid fields,
 * rate limit, stale key, a post the bot check held back although it was answered as a success) is
 * refused. Counted whatever the client: the forms' own checks judge bots.
 */
export function countForm(context: Pick<CloudflareContext, "env" | "ctx">, form: string, answer: unknown): void {
  const status = statusOf(answer);
  const accepted = status >= 200 && status < 300 && !heldBack.has(answer as object);
  count(context.env.DB, context.ctx, accepted ? "form_accepted" : "form_refused", form);
}

/** A newsletter address confirmed through its mail's link (double opt-in), counted once per address. */
export function countNewsletterConfirmation(context: Pick<CloudflareContext, "env" | "ctx">): void {
  count(context.env.DB, context.ctx, "newsletter_confirmed", "newsletter");
}

/** The HTTP status of an action's answer: a Response, React Router's `data()` (its `init`), or plain data (200). */
function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  const init = (answer as { init?: { status?: number } | null } | null)?.init;
  return typeof init?.status === "number" ? init.status : 200;
}

/**
 * Answers the bot check gave as if they succeeded (app/forms/action.server.ts): the visitor sees a
 * success, the statistics a refusal. Marked by identity, so the answer itself stays the same.
 */
const heldBack = new WeakSet<object>();

export function markHeldBack<T extends object>(answer: T): T {
  heldBack.add(answer);
  return answer;
}
