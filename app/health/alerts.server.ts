import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { alertLog, alertState, cronRuns, healthCounts } from "~/db/schema";
import type { AlertMessage } from "~/notifications/queue-contract";
import { hotel } from "~/site";
import { canonicalOrigin } from "~/server/site-origin.server";
import { staffPaths } from "~/staff/paths";
import { conditionsOf, conditionTitles, readHealth, type Condition, type ConditionId } from "./health.server";
import { logEvent } from "~/server/log-event.server";

/**
 * The 5-minute health check (workers/scheduled.ts, docs/decisions/020-health-and-alerts.md): each
 * condition of ./health.server.ts raises an alert once, is repeated at most once an hour while it
 * lasts, and says "back to normal" once when it clears. Every alert is logged as an `alert` event;
 * it also goes to ALERT_WEBHOOK_URL and, while mail works, to ALERT_EMAIL through the queue.
 */

/** How often an alert that still holds is repeated. */
export const REPEAT_MINUTES = 60;

export const webhookFormats = ["json", "slack", "teams", "google-chat", "ntfy"] as const;
export type WebhookFormat = (typeof webhookFormats)[number];

export interface AlertEnv {
  /** Secret: a Slack/Teams/Google Chat webhook URL carries its own token. */
  ALERT_WEBHOOK_URL?: string;
  ALERT_WEBHOOK_FORMAT?: string;
  ALERT_EMAIL?: string;
}

export interface AlertDeps {
  db: Db;
  queue: Pick<Queue, "send">;
  env: AlertEnv;
  /** The webhook's transport; tests pass a fake receiver. */
  fetcher?: typeof fetch;
  now?: Date;
}

export interface Alert {
  condition: ConditionId;
  state: "raised" | "cleared";
  title: string;
  detail: string;
  at: string;
}

export function webhookFormat(value: string | undefined): WebhookFormat {
  const format = value?.trim().toLowerCase() ?? "";
  return (webhookFormats as readonly string[]).includes(format) ? (format as WebhookFormat) : "json";
}

const panelUrl = () => `${canonicalOrigin()}${staffPaths.health}`;

function alertText(alert: Alert): { title: string; text: string } {
  const title = `${hotel.shortName}: ${alert.state === "raised" ? "Larm" : "Åter normalt"} – ${alert.title}`;
  return { title, text: `${alert.state === "raised" ? alert.detail : "Tillståndet är över."}\n${panelUrl()}` };
}

/**
 * The request each receiver accepts, at its smallest: Slack and Google Chat take `{text}`, a Teams
 * incoming webhook a MessageCard, ntfy a plain-text body with a Title header; `json` is ours.
 */
export function webhookRequest(format: WebhookFormat, alert: Alert): { body: string; headers: Record<string, string> } {
  const { title, text } = alertText(alert);
  const json = (value: unknown) => ({ body: JSON.stringify(value), headers: { "Content-Type": "application/json" } });
  switch (format) {
    case "slack":
    case "google-chat":
      return json({ text: `${title}\n${text}` });
    case "teams":
      return json({
        "@type": "MessageCard",
        "@context": "https://schema.org/extensions",
        summary: title,
        themeColor: alert.state === "raised" ? "B91C1C" : "15803D",
        title,
        text: text.replace(/\n/g, "\n\n"),
      });
    case "ntfy":
      return {
        body: text,
        headers: {
          "Content-Type": "text/plain; charset=utf-8",
          // HTTP headers are Latin-1; ntfy decodes RFC 2047 encoded words.
          Title: `=?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(title)))}?=`,
          Priority: alert.state === "raised" ? "high" : "default",
          Tags: alert.state === "raised" ? "rotating_light" : "white_check_mark",
        },
      };
    case "json":
      return json({ event: "alert", site: canonicalOrigin(), ...alert, panel: panelUrl() });
  }
}

async function deliver(deps: AlertDeps, alert: Alert, mailWorks: boolean): Promise<void> {
  logEvent("alert", { ...alert }, alert.state === "raised" ? "error" : "info");
  const [logged] = await deps.db
    .insert(alertLog)
    .values({ condition: alert.condition, state: alert.state, detail: alert.detail, createdAt: alert.at })
    .returning({ id: alertLog.id });

  const url = deps.env.ALERT_WEBHOOK_URL?.trim();
  if (url) {
    const { body, headers } = webhookRequest(webhookFormat(deps.env.ALERT_WEBHOOK_FORMAT), alert);
    try {
      const response = await (deps.fetcher ?? fetch)(url, { method: "POST", headers, body });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      logEvent("alert_webhook_failed", { condition: alert.condition, error: String(error) });
    }
  }
  const to = deps.env.ALERT_EMAIL?.trim();
  if (to && mailWorks && logged) {
    const message: AlertMessage = {
      type: "alert",
      id: logged.id,
      lang: "sv",
      data: { to, condition: alert.condition, state: alert.state, title: alert.title, detail: alert.detail },
    };
    try {
      await deps.queue.send(message, { contentType: "json" });
    } catch (error) {
      logEvent("alert_mail_failed", { condition: alert.condition, error: String(error) });
    }
  }
}

/** Counters and run records older than anything the panel or the checks read. */
async function prune(db: Db, now: Date): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  await db.delete(healthCounts).where(lt(healthCounts.bucket, daysAgo(2).slice(0, 16)));
  await db.delete(cronRuns).where(lt(cronRuns.startedAt, daysAgo(30)));
  await db.delete(alertLog).where(lt(alertLog.createdAt, daysAgo(90)));
}

export interface CheckResult {
  active: Condition[];
  sent: Alert[];
}

export async function runHealthCheck(deps: AlertDeps): Promise<CheckResult> {
  const now = deps.now ?? new Date();
  const at = now.toISOString();
  const active = conditionsOf(await readHealth(deps.db, now));
  const states = new Map((await deps.db.select().from(alertState)).map((row) => [row.condition, row]));
  // Alert mail only while mail leaves the building; the webhook is the channel that always works.
  const mailWorks = !active.some((condition) => condition.id === "mail_capture");
  const repeatBefore = new Date(now.getTime() - REPEAT_MINUTES * 60_000).toISOString();
  const sent: Alert[] = [];

  for (const condition of active) {
    const state = states.get(condition.id);
    const fresh = !state || state.clearedAt !== null;
    const due = fresh || state.lastSentAt === null || state.lastSentAt <= repeatBefore;
    if (fresh) {
      await deps.db
        .insert(alertState)
        .values({ condition: condition.id, raisedAt: at, lastSentAt: at, clearedAt: null, detail: condition.detail })
        .onConflictDoUpdate({
          target: alertState.condition,
          set: { raisedAt: at, lastSentAt: at, clearedAt: null, detail: condition.detail },
        });
    } else {
      await deps.db
        .update(alertState)
        .set({ detail: condition.detail, ...(due ? { lastSentAt: at } : {}) })
        .where(eq(alertState.condition, condition.id));
    }
    if (due) {
      const alert: Alert = { condition: condition.id, state: "raised", title: condition.title, detail: condition.detail, at };
      await deliver(deps, alert, mailWorks);
      sent.push(alert);
    }
  }

  const activeIds = new Set(active.map((condition) => condition.id));
  for (const state of states.values()) {
    if (state.clearedAt !== null || activeIds.has(state.condition as ConditionId)) continue;
    await deps.db
      .update(alertState)
      .set({ clearedAt: at })
      .where(and(eq(alertState.condition, state.condition), isNull(alertState.clearedAt)));
    const id = state.condition as ConditionId;
    const alert: Alert = { condition: id, state: "cleared", title: conditionTitles[id] ?? id, detail: "", at };
    await deliver(deps, alert, mailWorks);
    sent.push(alert);
  }

  await prune(deps.db, now);
  return { active, sent };
}
