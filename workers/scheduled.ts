import { getDb } from "../app/db/client.server";
import { applyRetention, retentionPolicy } from "../app/db/retention.server";

/**
 * The site's cron trigger (wrangler.toml `[triggers]`, daily at 02:30 UTC): deletes personal data
 * past its retention period (app/db/retention.server.ts) and logs what went. A failure is logged
 * and rethrown, so the run shows as failed in the dashboard; the next day's run catches up.
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const policy = retentionPolicy(env);
  const startedAt = Date.now();
  try {
    const deleted = await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, new Date(controller.scheduledTime));
    console.log(JSON.stringify({ event: "retention_run", cron: controller.cron, deleted, policy, ms: Date.now() - startedAt }));
  } catch (error) {
    console.error(JSON.stringify({ event: "retention_failed", cron: controller.cron, error: String(error) }));
    throw error;
  }
};
