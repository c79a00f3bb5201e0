import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { CloudflareContext } from "~/context";
import { insertOnce } from "~/db/insert-once.server";
import { newsletterSubscriptions } from "~/db/schema";
import type { Lang } from "~/i18n/lang";
import type { PendingNotification } from "~/notifications/queue-contract";
import { dispatchAfterResponse, outboxColumn, outboxFor, queueConfirmationResend, type Outbox } from "~/notifications/outbox.server";
import { admitSubmission, respond, withNotice } from "./action.server";
import { newsletterSchema, normalizeEmail } from "./newsletter";
import type { FormActionData } from "./results";
import { logEvent } from "~/server/log-event.server";

/** SQLite's answer when the unique index on the address refuses a second row (the spec's 23505). */
function isDuplicateAddress(error: unknown): boolean {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  return text.includes("UNIQUE constraint failed") && text.includes("email");
}

export async function newsletterAction(request: Request, { env, ctx }: CloudflareContext, lang: Lang) {
  const parse = (formData: FormData) => parseWithZod(formData, { schema: newsletterSchema });
  const invalid = (submission: ReturnType<typeof parse>) =>
    submission.status === "success" ? undefined : respond.invalid(submission.reply(), lang);
  const admitted = await admitSubmission(request, env, "newsletter", [newsletterSchema], (formData) => invalid(parse(formData)));
  if ("response" in admitted) return admitted.response;
  const submission = parse(admitted.formData);
  if (submission.status !== "success") return invalid(submission)!;
  const { source } = submission.value;
  const email = normalizeEmail(submission.value.email);

  const outbox = outboxFor(env, request.url);
  const db = outbox.db;
  const pending = newsletterNotifications(outbox, { email, source }, lang);
  let saved: { id: number; created: boolean };
  try {
    // The database refuses a second row for the same address; no read-then-write race.
    saved = await insertOnce(db, newsletterSubscriptions, {
      submissionKey: admitted.key,
      lang,
      email,
      source,
      pendingNotifications: outboxColumn(pending),
    });
  } catch (error) {
    if (isDuplicateAddress(error)) {
      // A resent sign-up collides on the address too; it answers as the first one did.
      const [first] = await db
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.submissionKey, admitted.key));
      if (first) return respond.success(source);
      const [existing] = await db
        .select({ id: newsletterSubscriptions.id, confirmedAt: newsletterSubscriptions.confirmedAt })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      // Issue 15: only a confirmed address is "already registered"; an unconfirmed one gets its link again.
      if (existing && existing.confirmedAt === null) {
        const resent = outbox.linkSecret !== null && (await queueConfirmationResend(outbox, { id: existing.id, lang, email }));
        // 409 as for any address already on the list (no new row); the visitor reads the notice.
        return withNotice("success", resent ? "confirmationResent" : "confirmationPending", request, 409, source);
      }
      return data<FormActionData>({ outcome: "duplicate", form: source }, { status: 409 });
    }
    logEvent("newsletter_insert_failed", { error: String(error) });
    return respond.failed(source);
  }
  if (saved.created) {
    if (!outbox.linkSecret) {
      logEvent("newsletter_confirmation_skipped", { id: saved.id, reason: "NEWSLETTER_LINK_SECRET is not set" });
    }
    dispatchAfterResponse(ctx, outbox, newsletterSubscriptions, { id: saved.id, pending });
  }
  return respond.success(source);
}

/**
 * What a new sign-up must cause, stored in its own INSERT (decision 012). SPEC §7: only the popup's
 * sign-up notifies the staff. The double opt-in: the visitor gets a link that confirms the address
 * (both forms); its tokens are signed over the row's id when it is queued
 * (app/notifications/outbox.server.ts). Without a link secret in production the sign-up is still
 * stored, but no mail can carry a valid link: the address stays unconfirmed, is never mailed a
 * newsletter, and the retention job deletes it after 30 days. Each such sign-up is logged as an
 * error so the missing secret is noticed.
 */
function newsletterNotifications(
  outbox: Outbox,
  { email, source }: { email: string; source: "footer" | "popup" },
  lang: Lang,
): PendingNotification[] {
  const pending: PendingNotification[] = [];
  if (source === "popup") pending.push({ type: "newsletter_subscription", lang, data: { email } });
  if (outbox.linkSecret) pending.push({ type: "newsletter_confirmation", lang, data: { email } });
  return pending;
}
