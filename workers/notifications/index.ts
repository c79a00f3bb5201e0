import { getDb, type Db } from "~/db/client.server";
import { addCounts, recordWorkerStatus } from "~/health/counts.server";
import { mailSenderFor, mayMail, notificationConfig, retryBaseSeconds, type NotificationConfig, type NotificationsEnv } from "./config";
import { mailAttachments } from "./attachments";
import { recordDeadLetters } from "./dead-letters";
import { CLAIM_SECONDS, claimMail, markDelivered, markFailed, markRejected } from "./deliveries";
import type { MailSender } from "./mail";
import { notificationSchema, type NotificationMessage } from "~/notifications/queue-contract";
import { renderNotification, type RenderedMail } from "./render";
import { logEvent } from "~/server/log-event.server";
import { reportError, withErrorReports } from "~/server/error-reports.server";
import { reserveVisitorMail, visitorMailKey, type VisitorMailVerdict } from "~/notifications/visitor-mail.server";

/**
 * The notification consumer: each message on the `notifications` queue becomes mail (./render.ts),
 * sent at most once per mail (./deliveries.ts). Per message: malformed → logged and acknowledged;
 * every mail delivered (now or on an earlier delivery) or permanently rejected → acknowledged;
 * anything worth another try → retried with exponential backoff. When `max_retries` in
 * ./wrangler.toml is exhausted, Cloudflare moves the message to the dead-letter queue
 * (`DEAD_LETTER_QUEUE` in [vars]: `notifications-dlq`, on staging `notifications-staging-dlq`), whose consumer (this Worker too, ./dead-letters.ts) keeps it in D1's
 * `dead_letters` for an operator: it is never dropped silently.
 */

/** 30 s, 1 min, 2 min, … from the message's delivery count (base configurable), capped at an hour. */
export function backoffSeconds(attempts: number, baseSeconds = 30): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), MAX_DELAY_SECONDS);
}
const MAX_DELAY_SECONDS = 3600;

interface Deps {
  db: Db;
  sender: MailSender;
  config: NotificationConfig;
  retryBaseSeconds: number;
  /** Where a desk reply's PDF is read from (decision 056). */
  files: R2Bucket;
}

/**
 * The mail's key in `notifications`: the submission and the mail's role, not the queue message's
 * id, so the same submission queued twice (its action and the outbox sweep, decision 012) is still
 * mailed once. Submission ids are AUTOINCREMENT, never reused.
 */
export function mailKey(message: Pick<NotificationMessage, "type" | "id"> & { resend?: number }, role: RenderedMail["role"]): string {
  return `${message.type}:${message.id}:${role}${message.resend ? `:${message.resend}` : ""}`;
}

/**
 * The consumer's own check of the mail-relay brake (docs/decisions/013-visitor-mail-limits.md):
 * a verdict the site queued stands; otherwise (an older message, or one the site let through)
 * the recipient's reservation decides here, keyed like the site's so both agree on one mail.
 */
async function visitorVerdict(deps: Deps, message: NotificationMessage): Promise<VisitorMailVerdict> {
  if (
    message.type !== "booking" &&
    message.type !== "lost_found" &&
    message.type !== "job_application" &&
    message.type !== "newsletter_confirmation"
  )
    return "send";
  if (message.visitorCopy && message.visitorCopy !== "send") return message.visitorCopy;
  return reserveVisitorMail(
    deps.db,
    { email: message.data.email, mailKey: visitorMailKey(message), kind: message.type },
    deps.config.visitorMailPerHour,
  );
}

type MailOutcome = { kind: "done" } | { kind: "retry"; afterSeconds?: number };

async function deliverOnce(deps: Deps, key: string, message: NotificationMessage, { role, mail }: RenderedMail): Promise<MailOutcome> {
  const context = { key, type: message.type, id: message.id, role, provider: deps.sender.name };
  const claim = await claimMail(deps.db, key, { type: message.type, submissionId: message.id });
  if (claim.kind === "settled") return { kind: "done" };
  if (claim.kind === "busy") return { kind: "retry", afterSeconds: CLAIM_SECONDS };

  // Staging's MAIL_ALLOW_LIST: nobody off the list gets mail from it, staff or guest.
  const to = mail.to.filter((address) => mayMail(deps.config.allowList, address));
  if (to.length === 0) {
    const reason = "no recipient on MAIL_ALLOW_LIST";
    await markRejected(deps.db, key, reason);
    logEvent("mail_not_allowed", { ...context, recipients: mail.to.length });
    return { kind: "done" };
  }

  let result;
  try {
    result = await deps.sender.send({ ...mail, to, reference: key });
  } catch (error) {
    result = { status: "retry" as const, reason: `sender failed: ${String(error)}` };
  }
  switch (result.status) {
    case "delivered":
      await markDelivered(deps.db, key);
      logEvent("mail_delivered", { ...context, attempts: claim.attempts });
      return { kind: "done" };
    case "rejected":
      await markRejected(deps.db, key, result.reason);
      logEvent("mail_rejected", { ...context, attempts: claim.attempts, reason: result.reason });
      return { kind: "done" };
    case "retry":
      await markFailed(deps.db, key, result.reason);
      logEvent("mail_retry", { ...context, attempts: claim.attempts, reason: result.reason });
      return { kind: "retry", afterSeconds: result.retryAfterSeconds };
  }
}

/** "retried" counts as a failed delivery in the health counters (docs/decisions/020-health-and-alerts.md). */
async function handleMessage(deps: Deps, message: Message<unknown>): Promise<"done" | "retried"> {
  const parsed = notificationSchema.safeParse(message.body);
  if (!parsed.success) {
    // Retrying cannot repair a body; keep the evidence in the log and move on.
    logEvent("notification_malformed", {
      messageId: message.id,
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code, message: issue.message })),
    });
    message.ack();
    return "done";
  }
  const notification = parsed.data;
  try {
    let retry = false;
    let waitAtLeast = 0;
    // Staff mail first; each mail settles on its own, so a retry sends only what is missing.
    const visitor = await visitorVerdict(deps, notification);
    const attachments = await mailAttachments(notification, deps.files);
    if (attachments === "missing") {
      // Its case was deleted (privacy) after the reply was written: nothing is left to send.
      logEvent("mail_attachment_missing", { messageId: message.id, type: notification.type, id: notification.id });
      message.ack();
      return "done";
    }
    for (const rendered of renderNotification(notification, deps.config, visitor)) {
      const mail = attachments.length > 0 ? { ...rendered, mail: { ...rendered.mail, attachments } } : rendered;
      const outcome = await deliverOnce(deps, mailKey(notification, rendered.role), notification, mail);
      if (outcome.kind === "retry") {
        retry = true;
        waitAtLeast = Math.max(waitAtLeast, outcome.afterSeconds ?? 0);
      }
    }
    if (retry) {
      message.retry({
        delaySeconds: Math.min(Math.max(backoffSeconds(message.attempts, deps.retryBaseSeconds), waitAtLeast), MAX_DELAY_SECONDS),
      });
      return "retried";
    }
    message.ack();
    return "done";
  } catch (error) {
    // D1 unavailable or a bug: try again later; the dead-letter queue keeps it if it never works.
    logEvent("notification_failed", { messageId: message.id, type: notification.type, id: notification.id, error: String(error) });
    reportError(error);
    message.retry({ delaySeconds: backoffSeconds(message.attempts, deps.retryBaseSeconds) });
    return "retried";
  }
}

// Reported to Sentry when SENTRY_DSN is set (app/server/error-reports.server.ts).
export default withErrorReports({
  async queue(batch, env, _ctx) {
    const db = getDb(env.DB);
    if (batch.queue === env.DEAD_LETTER_QUEUE) {
      await recordDeadLetters(db, batch.messages);
      return;
    }
    const sender = mailSenderFor(env, db);
    if (sender.name === "capture") {
      logEvent("mail_capture_active");
    }
    const deps: Deps = {
      db,
      sender,
      config: notificationConfig(env),
      retryBaseSeconds: retryBaseSeconds(env),
      files: env.GUEST_MAIL_FILES,
    };
    const outcomes = await Promise.all(batch.messages.map((message) => handleMessage(deps, message)));
    // The health panel's mail mode and the alerts' failure share; never fails the batch.
    await Promise.all([
      recordWorkerStatus(env.DB, sender.name === "capture" ? "capture" : "send", deps.config.siteOrigin),
      addCounts(env.DB, { mail_attempts: outcomes.length, mail_failures: outcomes.filter((outcome) => outcome === "retried").length }),
    ]).catch((error: unknown) => logEvent("health_record_failed", { error: String(error) }));
  },
} satisfies ExportedHandler<NotificationsEnv>);
