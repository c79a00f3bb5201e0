import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { CloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { insertOnce } from "~/db/insert-once.server";
import { newsletterSubscriptions } from "~/db/schema";
import type { Lang } from "~/i18n/lang";
import { enqueueNotification } from "~/notifications/enqueue.server";
import { admitSubmission, respond } from "./action.server";
import { newsletterLinkSecret, signNewsletterLink } from "./newsletter-links.server";
import { newsletterSchema, normalizeEmail } from "./newsletter";
import type { FormActionData } from "./results";

/** SQLite's answer when the unique index on the address refuses a second row (the spec's 23505). */
function isDuplicateAddress(error: unknown): boolean {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  return text.includes("UNIQUE constraint failed") && text.includes("email");
}

export async function newsletterAction(request: Request, { env, ctx }: CloudflareContext, lang: Lang) {
  const admitted = await admitSubmission(request, env, "newsletter");
  if ("response" in admitted) return admitted.response;
  const submission = parseWithZod(admitted.formData, { schema: newsletterSchema });
  if (submission.status !== "success") return respond.invalid(submission.reply());
  const { source } = submission.value;
  const email = normalizeEmail(submission.value.email);

  const db = getDb(env.DB);
  let saved: { id: number; created: boolean };
  try {
    // The database refuses a second row for the same address; no read-then-write race.
    saved = await insertOnce(db, newsletterSubscriptions, { submissionKey: admitted.key, lang, email, source });
  } catch (error) {
    if (isDuplicateAddress(error)) {
      // A resent sign-up collides on the address too; it answers as the first one did.
      const [first] = await db
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.submissionKey, admitted.key));
      if (first) return respond.success(source);
      return data<FormActionData>({ outcome: "duplicate", form: source }, { status: 409 });
    }
    console.error(JSON.stringify({ event: "newsletter_insert_failed", error: String(error) }));
    return respond.failed(source);
  }
  if (saved.created) {
    // SPEC §7: only the popup's sign-up notifies the staff.
    if (source === "popup") {
      enqueueNotification(ctx, env.NOTIFICATIONS, { type: "newsletter_subscription", id: saved.id, lang, data: { email } });
    }
    await enqueueConfirmation({ env, ctx }, request.url, { id: saved.id, email }, lang);
  }
  return respond.success(source);
}

/**
 * The double opt-in: the visitor gets a link that confirms the address (both forms). Without a
 * link secret in production the sign-up is still stored, but no mail can carry a valid link: the
 * address stays unconfirmed, is never mailed a newsletter, and the retention job deletes it after
 * 30 days. Each such sign-up is logged as an error so the missing secret is noticed.
 */
async function enqueueConfirmation(
  { env, ctx }: Pick<CloudflareContext, "env" | "ctx">,
  requestUrl: string,
  subscriber: { id: number; email: string },
  lang: Lang,
): Promise<void> {
  const secret = newsletterLinkSecret(env, requestUrl);
  if (!secret) {
    console.error(JSON.stringify({ event: "newsletter_confirmation_skipped", id: subscriber.id, reason: "NEWSLETTER_LINK_SECRET is not set" }));
    return;
  }
  const [confirmToken, unsubscribeToken] = await Promise.all([
    signNewsletterLink(secret, "confirm", subscriber),
    signNewsletterLink(secret, "unsubscribe", subscriber),
  ]);
  enqueueNotification(ctx, env.NOTIFICATIONS, {
    type: "newsletter_confirmation",
    id: subscriber.id,
    lang,
    data: { email: subscriber.email, confirmToken, unsubscribeToken },
  });
}
