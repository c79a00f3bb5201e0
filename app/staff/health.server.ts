import type { Db } from "~/db/client.server";
import { readHealth } from "~/health/health.server";
import { formatStamp } from "./dates";
import { healthChecks, statusLine } from "./health-checks.server";

/**
 * The staff health page's data (docs/decisions/020-health-and-alerts.md, 051): what the 5-minute
 * check reads, as checks in the staff's words (./health-checks.server.ts), the dead letters staff
 * can send again, and Swedish times. The layout's red banner and the overview's line ask `healthStatus`.
 */

type HealthEnv = Parameters<typeof healthChecks>[0]["env"];

export async function healthPanel(db: Db, env: HealthEnv, loopback: boolean, now = new Date()) {
  const health = await readHealth(db, now);
  const checks = healthChecks({ health, env, loopback });
  return {
    status: statusLine(checks),
    checks,
    deadLetters: health.deadLetters.map((letter) => ({ ...letter, createdAt: formatStamp(letter.createdAt) })),
    resent: health.resent.map((letter) => ({ ...letter, resentAt: letter.resentAt ? formatStamp(letter.resentAt) : "" })),
  };
}

/** The worst state and its line: the overview shows it, and "Kritiskt" raises the banner on every staff page. */
export async function healthStatus(db: Db, env: HealthEnv, loopback: boolean, now = new Date()) {
  return statusLine(healthChecks({ health: await readHealth(db, now), env, loopback }));
}

export type HealthPanelData = Awaited<ReturnType<typeof healthPanel>>;
