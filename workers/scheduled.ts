import { getDb } from "~/db/client.server";
import { morningSummaryCron } from "~/desk/summary.server";
import { applyRetention, retentionPolicy } from "~/db/retention.server";
import { runHealthCheck } from "~/health/alerts.server";
import { recordCronRun } from "~/health/health.server";
import { logEvent } from "~/server/log-event.server";
import { outboxFor, sweepAfterSeconds, sweepOutbox } from "~/notifications/outbox.server";

/** The crons of wrangler.toml `[triggers]`; each run does the work of the cron that fired it. */
export const RETENTION_CRON = "30 2 * * *";
export const OUTBOX_SWEEP_CRON = "*/5 * * * *";
/** 06 and 07 UTC: one of them is 08:00 in Sweden, summer or winter; the summary acts only then (app/desk/summary.server.ts). */
export const DESK_SUMMARY_CRON = "0 6,7 * * *";

/**
 * The site's cron triggers. Daily at 02:30 UTC: deletes personal data past its retention period
 * (app/db/retention.server.ts). Every 5 minutes: queues the notifications of rows an isolate
 * stored but never announced (app/notifications/outbox.server.ts, decision 012), then checks the
 * site's health and raises or clears alerts (app/health/alerts.server.ts, decision 020). At 08:00
 * Swedish time: the desk's morning summary of what is unanswered (app/desk/summary.server.ts). Each logs
 * what it did and keeps it in D1's `cron_runs` for the staff health panel; a failure is logged and
 * rethrown, so the run shows as failed in the dashboard, and the next run catches up.
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  switch (controller.cron) {
    case RETENTION_CRON:
      return retention(controller, env);
    case OUTBOX_SWEEP_CRON:
      try {
        return await outboxSweep(controller, env);
      } finally {
        // After the sweep, so its outcome counts; also when it failed, which is when alerts matter.
        await healthCheck(controller, env);
      }
    case DESK_SUMMARY_CRON:
      return morningSummaryCron(controller, env);
    default:
      // A cron added to wrangler.toml without its work here, or a hand-made trigger without `?cron=`.
      logEvent("scheduled_unknown_cron", { cron: controller.cron });
  }
};

async function retention(controller: ScheduledController, env: Env): Promise<void> {
  const policy = retentionPolicy(env);
  const startedAt = Date.now();
  try {
    const deleted = await applyRetention(
      getDb(env.DB),
      env.JOB_APPLICATIONS,
      policy,
      new Date(controller.scheduledTime),
      env.GUEST_MAIL_FILES,
    );
    logEvent("retention_run", { cron: controller.cron, deleted, policy, ms: Date.now() - startedAt });
    await recordCronRun(getDb(env.DB), "retention", new Date(controller.scheduledTime), true, { deleted });
  } catch (error) {
    logEvent("retention_failed", { cron: controller.cron, error: String(error) });
    await recordCronRun(getDb(env.DB), "retention", new Date(controller.scheduledTime), false, { error: String(error) }).catch(() => {});
    throw error;
  }
}

async function outboxSweep(controller: ScheduledController, env: Env): Promise<void> {
  const afterSeconds = sweepAfterSeconds(env);
  const startedAt = Date.now();
  try {
    // No request, so no loopback exception: newsletter confirmations are signed only with a configured secret.
    const swept = await sweepOutbox(outboxFor(env, null), new Date(controller.scheduledTime - afterSeconds * 1000));
    const counts = Object.values(swept);
    const rows = counts.reduce((sum, count) => sum + count.rows, 0);
    const messages = counts.reduce((sum, count) => sum + count.messages, 0);
    const failed = counts.reduce((sum, count) => sum + count.failed, 0);
    // Nothing found is the usual case, every five minutes: logged all the same, so a quiet sweep is visibly alive.
    logEvent(
      "outbox_swept",
      { cron: controller.cron, afterSeconds, rows, messages, failed, tables: swept, ms: Date.now() - startedAt },
      failed > 0 ? "error" : "info",
    );
    await recordCronRun(getDb(env.DB), "outbox_sweep", new Date(controller.scheduledTime), failed === 0, { rows, messages, failed });
  } catch (error) {
    logEvent("outbox_sweep_failed", { cron: controller.cron, error: String(error) });
    await recordCronRun(getDb(env.DB), "outbox_sweep", new Date(controller.scheduledTime), false, { error: String(error) }).catch(() => {});
    throw error;
  }
}

async function healthCheck(controller: ScheduledController, env: Env): Promise<void> {
  try {
    await runHealthCheck({ db: getDb(env.DB), queue: env.NOTIFICATIONS, env, now: new Date(controller.scheduledTime) });
  } catch (error) {
    // Never hides the sweep's own outcome; the next run checks again.
    logEvent("health_check_failed", { cron: controller.cron, error: String(error) });
  }
}
