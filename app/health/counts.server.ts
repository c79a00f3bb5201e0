import { logEvent } from "~/server/log-event.server";
/**
 * Counters per 5-minute bucket in D1's `health_counts` (docs/decisions/020-health-and-alerts.md):
 * the site's 5xx answers, failed page-cache purges and the notification worker's mail attempts and
 * failures, read by the
 * health check. Written only when there is something to count, so a 200 costs nothing.
 */

export type HealthMetric = "http_5xx" | "mail_attempts" | "mail_failures" | "page_purge_failures";

export const BUCKET_MINUTES = 5;

/** The bucket a moment falls in: `2026-11-27T10:05`, UTC. */
export function bucketOf(at: Date): string {
  const minutes = Math.floor(at.getTime() / 60_000 / BUCKET_MINUTES) * BUCKET_MINUTES;
  return new Date(minutes * 60_000).toISOString().slice(0, 16);
}

/** Adds to the counters of `at`'s bucket, one statement per metric in one batch. */
export async function addCounts(d1: D1Database, counts: Partial<Record<HealthMetric, number>>, at = new Date()): Promise<void> {
  const bucket = bucketOf(at);
  const statements = Object.entries(counts)
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([metric, count]) =>
      d1
        .prepare(
          "INSERT INTO health_counts (bucket, metric, count) VALUES (?1, ?2, ?3) ON CONFLICT (bucket, metric) DO UPDATE SET count = count + excluded.count",
        )
        .bind(bucket, metric, count),
    );
  if (statements.length > 0) await d1.batch(statements);
}

/** The worker's mail mode, written once per queue batch (upsert of one row). */
export async function recordWorkerStatus(d1: D1Database, mode: "send" | "capture", siteOrigin: string, at = new Date()): Promise<void> {
  await d1
    .prepare(
      "INSERT INTO worker_status (worker, mail_mode, site_origin, updated_at) VALUES ('notifications', ?1, ?2, ?3) ON CONFLICT (worker) DO UPDATE SET mail_mode = excluded.mail_mode, site_origin = excluded.site_origin, updated_at = excluded.updated_at",
    )
    .bind(mode, siteOrigin, at.toISOString())
    .run();
}

/**
 * The Worker entry's 5xx count (workers/app.ts): after the response, and never failing it.
 * Only a 5xx reaches D1; every other answer pays one comparison.
 */
export function count5xx(d1: D1Database, ctx: Pick<ExecutionContext, "waitUntil">, status: number): void {
  if (status < 500) return;
  ctx.waitUntil(
    addCounts(d1, { http_5xx: 1 }).catch((error: unknown) => {
      logEvent("health_count_failed", { error: String(error) });
    }),
  );
}
