import type { Db } from "~/db/client.server";
import { conditionsOf, readHealth, secretsStatus, thresholds } from "~/health/health.server";
import { formatStamp } from "./dates";

/**
 * The staff health panel's data (docs/decisions/020-health-and-alerts.md): what the 5-minute
 * check reads, in the staff's words and Swedish time. The layout's red banner asks `problems`.
 */

const ago = (minutes: number) =>
  minutes < 1
    ? "nyss"
    : minutes < 120
      ? `för ${minutes} min sedan`
      : minutes < 48 * 60
        ? `för ${Math.floor(minutes / 60)} h sedan`
        : `för ${Math.floor(minutes / 1440)} dagar sedan`;

function runView(run: { startedAt: string; ok: boolean; result: string } | null) {
  if (!run) return null;
  return { at: formatStamp(run.startedAt), ok: run.ok, result: run.result };
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1_000_000).toLocaleString("sv-SE")} MB`;

/**
 * On 127.0.0.1 and localhost the site runs without its secrets (forms are signed with a fixed
 * development key there), so a missing one is shown but is not a problem.
 */
const missingSecrets = (env: Env, loopback: boolean) => (loopback ? [] : secretsStatus(env).filter((secret) => !secret.set));

export async function healthPanel(db: Db, env: Env, loopback: boolean, now = new Date()) {
  const health = await readHealth(db, now);
  const conditions = conditionsOf(health);
  const secrets = secretsStatus(env);
  return {
    conditions: [
      ...conditions.map(({ id, title, detail }) => ({ id, title, detail })),
      ...missingSecrets(env, loopback).map((secret) => ({ id: `secret:${secret.name}`, title: "Inställning saknas", detail: secret.name })),
    ],
    mail: {
      mode: health.mail.mode,
      siteOrigin: health.mail.siteOrigin,
      seenAt: health.mail.seenAt ? formatStamp(health.mail.seenAt) : null,
    },
    lastDelivered: health.lastDelivered ? { at: formatStamp(health.lastDelivered.at), ago: ago(health.lastDelivered.minutes) } : null,
    backlog: {
      ...health.backlog,
      oldest: health.backlog.oldest ? formatStamp(health.backlog.oldest) : null,
      minutes: thresholds.backlogPanelMinutes,
    },
    deadLetters: health.deadLetters.map((letter) => ({ ...letter, createdAt: formatStamp(letter.createdAt) })),
    resent: health.resent.map((letter) => ({ ...letter, resentAt: letter.resentAt ? formatStamp(letter.resentAt) : "" })),
    retention: runView(health.retention),
    sweep: runView(health.sweep),
    deskSummary: runView(health.deskSummary),
    secrets,
    quarantine: health.quarantine,
    database:
      health.databaseBytes === null
        ? "Okänd"
        : `${megabytes(health.databaseBytes)} av ${megabytes(thresholds.databasePlanBytes)} (larm vid ${Math.round(thresholds.databaseWarnShare * 100)} %)`,
  };
}

/** True while anything on the panel is wrong: the layout's banner. */
export async function hasHealthProblems(db: Db, env: Env, loopback: boolean, now = new Date()): Promise<boolean> {
  if (missingSecrets(env, loopback).length > 0) return true;
  return conditionsOf(await readHealth(db, now)).length > 0;
}

export type HealthPanelData = Awaited<ReturnType<typeof healthPanel>>;
