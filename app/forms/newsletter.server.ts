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
  // SPEC §7: only the popup's sign-up notifies the staff.
  if (saved.created && source === "popup") {
    enqueueNotification(ctx, env.NOTIFICATIONS, { type: "newsletter_subscription", id: saved.id, lang, data: { email } });
  }
  return respond.success(source);
}
