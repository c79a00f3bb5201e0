import { and, count, desc, eq, gte, isNotNull, isNull, lt, min, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { cronRuns, deadLetters, healthCounts, notifications, workerStatus, type bookingInquiries } from "~/db/schema";
import { formCountsOfDay } from "~/db/form-counts.server";
import { countQuarantine, QUARANTINE_ROWS_PER_FORM_DAY } from "~/db/quarantine.server";
import { todayInSweden } from "~/forms/dates";
import { LOOPBACK_HOSTS } from "~/forms/newsletter-links.server";
import { isTurnstileTestKey } from "~/forms/turnstile.server";
import { outboxTables } from "~/notifications/outbox.server";
import { BUCKET_MINUTES, bucketOf } from "./counts.server";

/**
 * The site's health (docs/decisions/020-health-and-alerts.md), read from D1 by the staff health
 * panel and by the 5-minute check that raises alerts: one reading, so panel and alerts agree.
 */

export type ConditionId =
  | "mail_capture"
  | "dead_letter"
  | "outbox_backlog"
  | "retention_missed"
  | "http_5xx"
  | "queue_failures"
  | "quarantine_growth"
  | "database_size"
  | "page_purge_failed";

/** The thresholds, in one place (docs/operations.md, "Health and alerts"). */
export const thresholds = {
  /** The panel lists outbox rows this old; */
  backlogPanelMinutes: 10,
  /** an alert when the oldest is this old (three sweeps missed). */
  backlogAlertMinutes: 15,
  /** The nightly retention run at 02:30 UTC, plus two hours of slack. */
  retentionHours: 26,
  /** The window the counters are read over: three 5-minute buckets. */
  windowMinutes: 15,
  /** 5xx answers in the window; the share needs every request counted, which a 200 must not pay for. */
  http5xx: 10,
  /** Failed deliveries as a share of attempts in the window, once there are enough attempts to judge. */
  queueFailureShare: 0.5,
  queueMinAttempts: 4,
  /** Posts held back as a bot's today, all forms: one form's whole daily room in the quarantine (decision 036). */
  quarantineHeldPerDay: QUARANTINE_ROWS_PER_FORM_DAY,
  /**
   * D1's limit per database on the Workers Paid plan the site needs (10 GB,
   * https://developers.cloudflare.com/d1/platform/limits/); at the limit every write fails.
   */
  databasePlanBytes: 10_000_000_000,
  /** Warn at this share of it, while there is time to act. */
  databaseWarnShare: 0.5,
};

export const conditionTitles: Record<ConditionId, string> = {
  mail_capture: "E-post skickas inte (fångas i databasen)",
  dead_letter: "Meddelanden som inte kunde skickas",
  outbox_backlog: "Aviseringar som väntar för länge",
  retention_missed: "Nattlig gallring har inte körts",
  http_5xx: "Många serverfel",
  queue_failures: "Många misslyckade utskick",
  quarantine_growth: "Många formulär stoppade som robotförsök",
  database_size: "Databasen börjar bli full",
  page_purge_failed: "Sparade sidkopior kunde inte rensas",
};

export interface Condition {
  id: ConditionId;
  title: string;
  detail: string;
}

export interface SecretStatus {
  name: string;
  set: boolean;
  note?: string;
}

/** The settings the site needs, by name only (never their values); blank counts as not set. */
type SecretEnv = Partial<
  Pick<
    Env,
    | "FORM_SIGNING_SECRET"
    | "NEWSLETTER_LINK_SECRET"
    | "PRIVACY_AUDIT_SECRET"
    | "STAFF_PASSWORD"
    | "ACCESS_TEAM_DOMAIN"
    | "ACCESS_AUD"
    | "TURNSTILE_SITE_KEY"
    | "TURNSTILE_SECRET_KEY"
  >
>;

/**
 * Deploy refuses a Worker without any of wrangler.toml's `[secrets] required`; this shows the
 * ones set blank, or missing in a run the deploy check did not cover (decision 026).
 */
export function secretsStatus(env: SecretEnv): SecretStatus[] {
  const has = (value: string | undefined) => Boolean(value?.trim());
  const access = has(env.ACCESS_TEAM_DOMAIN) && has(env.ACCESS_AUD);
  const turnstileSite = has(env.TURNSTILE_SITE_KEY);
  const turnstileSecret = has(env.TURNSTILE_SECRET_KEY);
  const turnstileTest = isTurnstileTestKey(env.TURNSTILE_SITE_KEY) || isTurnstileTestKey(env.TURNSTILE_SECRET_KEY);
  return [
    { name: "FORM_SIGNING_SECRET", set: has(env.FORM_SIGNING_SECRET) },
    { name: "NEWSLETTER_LINK_SECRET", set: has(env.NEWSLETTER_LINK_SECRET) },
    { name: "PRIVACY_AUDIT_SECRET", set: has(env.PRIVACY_AUDIT_SECRET) },
    {
      name: "STAFF_PASSWORD eller ACCESS_TEAM_DOMAIN + ACCESS_AUD",
      set: access || has(env.STAFF_PASSWORD),
      note: access ? "Cloudflare Access" : has(env.STAFF_PASSWORD) ? "lösenord" : undefined,
    },
    {
      name: "TURNSTILE_SITE_KEY + TURNSTILE_SECRET_KEY",
      // Required since decision 036: without it one client can send a form 20 times a day from every address it has.
      set: turnstileSite && turnstileSecret && !turnstileTest,
      note: turnstileTest
        ? "Cloudflares testnycklar"
        : turnstileSite && turnstileSecret
          ? "på"
          : turnstileSite || turnstileSecret
            ? "bara den ena är satt"
            : undefined,
    },
  ];
}

export function isLoopbackOrigin(origin: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

export interface CronRunView {
  startedAt: string;
  ok: boolean;
  result: string;
}

export interface Health {
  now: string;
  mail: { mode: "send" | "capture" | null; siteOrigin: string | null; seenAt: string | null };
  lastDelivered: { at: string; minutes: number } | null;
  backlog: { rows: number; oldest: string | null; oldestMinutes: number | null };
  deadLetters: { messageId: string; type: string | null; submissionId: number | null; createdAt: string }[];
  /** The last dead letters the staff sent again, with who and when. */
  resent: { messageId: string; type: string | null; submissionId: number | null; resentAt: string | null; resentBy: string | null }[];
  retention: CronRunView | null;
  lastRetentionOkAt: string | null;
  sweep: CronRunView | null;
  /** The desk's morning summary (app/desk/summary.server.ts): its runs outside 08:00 Swedish time are not recorded. */
  deskSummary: CronRunView | null;
  counts: { http5xx: number; mailAttempts: number; mailFailures: number; purgeFailures: number };
  /** When the first cron run was recorded: a fresh install is not yet overdue for retention. */
  firstCronAt: string | null;
  /** The form quarantine (decision 036): posts held back as a bot's today, how many of them it kept, and its rows. */
  quarantine: { heldToday: number; keptToday: number; rows: number };
  /** D1's size in bytes, as D1 reports it after a query; null if it did not say. */
  databaseBytes: number | null;
}

const minutesBetween = (from: string, to: Date) => Math.floor((to.getTime() - new Date(from).getTime()) / 60_000);

/** The crons that record their runs in `cron_runs` (workers/scheduled.ts). */
export type CronJob = "retention" | "outbox_sweep" | "desk_summary";

async function lastRun(db: Db, job: CronJob): Promise<CronRunView | null> {
  const [row] = await db
    .select({ startedAt: cronRuns.startedAt, ok: cronRuns.ok, result: cronRuns.result })
    .from(cronRuns)
    .where(eq(cronRuns.job, job))
    .orderBy(desc(cronRuns.startedAt))
    .limit(1);
  return row ?? null;
}

/** D1's size as it reports it after any query (`meta.size_after`). Async, so a failure rejects like the other reads. */
async function databaseBytes(db: Db): Promise<number | null> {
  const { meta } = await db.$client.prepare("SELECT 1").run();
  return typeof meta.size_after === "number" ? meta.size_after : null;
}

export async function readHealth(db: Db, now = new Date()): Promise<Health> {
  const backlogBefore = new Date(now.getTime() - thresholds.backlogPanelMinutes * 60_000).toISOString();
  const windowStart = bucketOf(new Date(now.getTime() - (thresholds.windowMinutes - BUCKET_MINUTES) * 60_000));
  const today = todayInSweden(now);
  const [
    status,
    delivered,
    backlogs,
    dead,
    resent,
    retention,
    sweep,
    deskSummary,
    counts,
    first,
    lastRetentionOk,
    held,
    kept,
    quarantineRows,
    size,
  ] = await Promise.all([
    db.select().from(workerStatus).where(eq(workerStatus.worker, "notifications")).limit(1),
    db
      .select({ at: notifications.deliveredAt })
      .from(notifications)
      .where(and(eq(notifications.status, "delivered"), isNotNull(notifications.deliveredAt)))
      .orderBy(desc(notifications.deliveredAt))
      .limit(1),
    Promise.all(
      Object.values(outboxTables).map((table) => {
        const t = table as typeof bookingInquiries;
        return db
          .select({ rows: count(), oldest: min(t.createdAt) })
          .from(t)
          .where(and(isNotNull(t.pendingNotifications), lt(t.createdAt, backlogBefore)));
      }),
    ),
    db
      .select({
        messageId: deadLetters.messageId,
        type: deadLetters.type,
        submissionId: deadLetters.submissionId,
        createdAt: deadLetters.createdAt,
      })
      .from(deadLetters)
      .where(isNull(deadLetters.resentAt))
      .orderBy(desc(deadLetters.createdAt))
      .limit(50),
    db
      .select({
        messageId: deadLetters.messageId,
        type: deadLetters.type,
        submissionId: deadLetters.submissionId,
        resentAt: deadLetters.resentAt,
        resentBy: deadLetters.resentBy,
      })
      .from(deadLetters)
      .where(isNotNull(deadLetters.resentAt))
      .orderBy(desc(deadLetters.resentAt))
      .limit(5),
    lastRun(db, "retention"),
    lastRun(db, "outbox_sweep"),
    lastRun(db, "desk_summary"),
    db
      .select({ metric: healthCounts.metric, total: sql<number>`sum(${healthCounts.count})` })
      .from(healthCounts)
      .where(gte(healthCounts.bucket, windowStart))
      .groupBy(healthCounts.metric),
    db.select({ at: min(cronRuns.startedAt) }).from(cronRuns),
    db
      .select({ at: cronRuns.startedAt })
      .from(cronRuns)
      .where(and(eq(cronRuns.job, "retention"), eq(cronRuns.ok, true)))
      .orderBy(desc(cronRuns.startedAt))
      .limit(1),
    formCountsOfDay(db, today, "held"),
    formCountsOfDay(db, today, "kept"),
    countQuarantine(db),
    databaseBytes(db),
  ]);
  const oldest =
    backlogs
      .map(([row]) => row?.oldest ?? null)
      .filter((value): value is string => value !== null)
      .sort()[0] ?? null;
  const total = (metric: string) => Number(counts.find((row) => row.metric === metric)?.total ?? 0);
  const mail = status[0];
  const deliveredAt = delivered[0]?.at ?? null;
  return {
    now: now.toISOString(),
    mail: { mode: mail?.mailMode ?? null, siteOrigin: mail?.siteOrigin ?? null, seenAt: mail?.updatedAt ?? null },
    lastDelivered: deliveredAt ? { at: deliveredAt, minutes: minutesBetween(deliveredAt, now) } : null,
    backlog: {
      rows: backlogs.reduce((sum, [row]) => sum + (row?.rows ?? 0), 0),
      oldest,
      oldestMinutes: oldest ? minutesBetween(oldest, now) : null,
    },
    deadLetters: dead,
    resent,
    // The panel shows the last run whatever its outcome; the alert asks for the last successful one.
    retention,
    lastRetentionOkAt: lastRetentionOk[0]?.at ?? null,
    sweep,
    deskSummary,
    counts: {
      http5xx: total("http_5xx"),
      mailAttempts: total("mail_attempts"),
      mailFailures: total("mail_failures"),
      purgeFailures: total("page_purge_failures"),
    },
    firstCronAt: first[0]?.at ?? null,
    quarantine: {
      heldToday: Object.values(held).reduce((sum, n) => sum + n, 0),
      // The kept count goes on counting past the form's room; only that room was written.
      keptToday: Object.values(kept).reduce((sum, n) => sum + Math.min(n, QUARANTINE_ROWS_PER_FORM_DAY), 0),
      rows: quarantineRows,
    },
    databaseBytes: size,
  };
}

const gigabytes = (bytes: number) => `${(bytes / 1_000_000_000).toLocaleString("sv-SE", { maximumFractionDigits: 2 })} GB`;

/** What is wrong now, by the thresholds above; the panel, the banner and the alerts all read this. */
export function conditionsOf(health: Health): Condition[] {
  const now = new Date(health.now);
  const found: Condition[] = [];
  const add = (id: ConditionId, detail: string) => found.push({ id, title: conditionTitles[id], detail });

  if (health.mail.mode === "capture" && health.mail.siteOrigin && !isLoopbackOrigin(health.mail.siteOrigin)) {
    add(
      "mail_capture",
      `Aviseringsworkern för ${health.mail.siteOrigin} har ingen MAILCHANNELS_API_KEY: e-post sparas i mail_capture i stället för att skickas.`,
    );
  }
  if (health.deadLetters.length > 0) {
    add("dead_letter", `${health.deadLetters.length} meddelanden gav upp efter alla försök och ligger i dead_letters.`);
  }
  if (health.backlog.oldestMinutes !== null && health.backlog.oldestMinutes >= thresholds.backlogAlertMinutes) {
    add("outbox_backlog", `${health.backlog.rows} inskick har väntat på att köas, det äldsta i ${health.backlog.oldestMinutes} minuter.`);
  }
  const retentionSince = health.lastRetentionOkAt ?? health.firstCronAt;
  if (retentionSince && minutesBetween(retentionSince, now) >= thresholds.retentionHours * 60) {
    add(
      "retention_missed",
      health.lastRetentionOkAt
        ? `Senaste lyckade gallring: ${health.lastRetentionOkAt}, för mer än ${thresholds.retentionHours} timmar sedan.`
        : `Ingen lyckad gallring på mer än ${thresholds.retentionHours} timmar.`,
    );
  }
  if (health.counts.http5xx >= thresholds.http5xx) {
    add("http_5xx", `${health.counts.http5xx} serverfel (5xx) de senaste ${thresholds.windowMinutes} minuterna.`);
  }
  const { mailAttempts, mailFailures } = health.counts;
  if (mailAttempts >= thresholds.queueMinAttempts && mailFailures / mailAttempts >= thresholds.queueFailureShare) {
    add(
      "queue_failures",
      `${mailFailures} av ${mailAttempts} leveransförsök misslyckades de senaste ${thresholds.windowMinutes} minuterna.`,
    );
  }
  const { heldToday, keptToday, rows } = health.quarantine;
  if (heldToday >= thresholds.quarantineHeldPerDay) {
    add(
      "quarantine_growth",
      `${heldToday} inskick har stoppats som robotförsök i dag; ${keptToday} sparades för granskning, resten räknades bara (högst ${QUARANTINE_ROWS_PER_FORM_DAY} per formulär och dygn). Karantänen har ${rows} rader.`,
    );
  }
  const warnAt = thresholds.databasePlanBytes * thresholds.databaseWarnShare;
  if (health.databaseBytes !== null && health.databaseBytes >= warnAt) {
    add(
      "database_size",
      `Databasen är ${gigabytes(health.databaseBytes)} av högst ${gigabytes(thresholds.databasePlanBytes)}. När den är full misslyckas alla formulär, inloggningar och publiceringar.`,
    );
  }
  // Published content shows anyway (its version is part of the cache key, decision 039); the old
  // copies only take room until they expire. Several failures in a row point at Cloudflare's purge limits.
  if (health.counts.purgeFailures > 0) {
    add(
      "page_purge_failed",
      `${health.counts.purgeFailures} gånger de senaste ${thresholds.windowMinutes} minuterna gick det inte att rensa gamla sidkopior efter en publicering. Besökarna ser ändå det nya innehållet; inget behöver göras om det går över.`,
    );
  }
  return found;
}

/** Keeps a cron run's outcome for the panel and the retention check (workers/scheduled.ts). */
export async function recordCronRun(db: Db, job: CronJob, startedAt: Date, ok: boolean, result: unknown): Promise<void> {
  await db.insert(cronRuns).values({ job, startedAt: startedAt.toISOString(), ok, result: JSON.stringify(result).slice(0, 2000) });
}
