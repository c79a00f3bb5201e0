import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import type { NotificationMessage } from "~/notifications/queue-contract";
import { recordingQueue } from "../../tests/setup/forms";
import { notificationConfig } from "../../workers/notifications/config";
import { notificationSchema } from "~/notifications/queue-contract";
import { renderNotification } from "../../workers/notifications/render";
import { runHealthCheck, webhookRequest, type Alert, type AlertEnv } from "./alerts.server";
import { addCounts, recordWorkerStatus } from "./counts.server";
import { resendDeadLetter } from "./dead-letters.server";
import { recordCronRun, secretsStatus, thresholds, type ConditionId } from "./health.server";

const db = getDb(env.DB);
const t0 = new Date("2026-11-27T10:00:00Z");
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
const ago = (n: number) => new Date(t0.getTime() - n * 60_000).toISOString();

/** A local fake webhook receiver: every POST it got, parsed. */
function fakeReceiver() {
  const received: { url: string; headers: Headers; body: string }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    received.push({ url: String(input), headers: new Headers(init?.headers), body: String(init?.body) });
    return new Response("ok");
  }) as typeof fetch;
  return { fetcher, received, json: () => received.map((request) => JSON.parse(request.body) as Alert) };
}

const webhookEnv: AlertEnv = { ALERT_WEBHOOK_URL: "https://hooks.example.test/alert", ALERT_WEBHOOK_FORMAT: "json" };

async function check(at: Date, receiver: ReturnType<typeof fakeReceiver>, alertEnv: AlertEnv = webhookEnv, queue = recordingQueue().queue) {
  return runHealthCheck({ db, queue, env: alertEnv, fetcher: receiver.fetcher, now: at });
}

beforeEach(async () => {
  vi.restoreAllMocks();
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
  for (const table of [
    "alert_state",
    "alert_log",
    "cron_runs",
    "worker_status",
    "health_counts",
    "dead_letters",
    "newsletter_subscriptions",
    "form_daily_counts",
  ]) {
    await env.DB.prepare(`DELETE FROM ${table}`).run();
  }
  // A retention run just now, so only the condition under test is active.
  await recordCronRun(db, "retention", t0, true, {});
});

/** Each condition: how a test makes it true, and how it becomes false again. */
const conditions: Record<ConditionId, { raise: () => Promise<void>; clear: () => Promise<void>; sustain?: (at: Date) => Promise<void> }> = {
  // A broken mail key: the worker captures mail on the production origin.
  mail_capture: {
    raise: () => recordWorkerStatus(env.DB, "capture", "https://fjallkallan.se", t0),
    clear: () => recordWorkerStatus(env.DB, "send", "https://fjallkallan.se", t0),
  },
  dead_letter: {
    raise: async () => {
      await env.DB.prepare(
        "INSERT INTO dead_letters (message_id, type, submission_id, body, attempts) VALUES ('m-1', 'newsletter_subscription', 7, ?1, 6)",
      )
        .bind(JSON.stringify({ type: "newsletter_subscription", id: 7, lang: "sv", data: { email: "a@example.se" } }))
        .run();
    },
    clear: async () => {
      expect(await resendDeadLetter(db, recordingQueue().queue, "m-1", "personal", t0)).toBe("resent");
    },
  },
  outbox_backlog: {
    raise: async () => {
      await env.DB.prepare(
        "INSERT INTO newsletter_subscriptions (submission_key, created_at, email, source, pending_notifications) VALUES ('k', ?1, 'b@example.se', 'popup', '[]')",
      )
        .bind(ago(16))
        .run();
    },
    clear: async () => {
      await env.DB.prepare("UPDATE newsletter_subscriptions SET pending_notifications = NULL").run();
    },
  },
  // A skipped retention run: the last successful one is 27 hours old.
  retention_missed: {
    raise: async () => {
      await env.DB.prepare("DELETE FROM cron_runs").run();
      await recordCronRun(db, "retention", new Date(ago(27 * 60)), true, {});
      await recordCronRun(db, "retention", new Date(ago(3 * 60)), false, { error: "D1 unavailable" });
    },
    clear: () => recordCronRun(db, "retention", t0, true, {}),
  },
  http_5xx: {
    raise: () => addCounts(env.DB, { http_5xx: 10 }, t0),
    // Counters are read over the last 15 minutes: a lasting condition keeps counting.
    sustain: (at) => addCounts(env.DB, { http_5xx: 10 }, at),
    clear: async () => {
      await env.DB.prepare("DELETE FROM health_counts").run();
    },
  },
  page_purge_failed: {
    raise: () => addCounts(env.DB, { page_purge_failures: 1 }, t0),
    sustain: (at) => addCounts(env.DB, { page_purge_failures: 1 }, at),
    clear: async () => {
      await env.DB.prepare("DELETE FROM health_counts").run();
    },
  },
  queue_failures: {
    raise: () => addCounts(env.DB, { mail_attempts: 4, mail_failures: 2 }, t0),
    sustain: (at) => addCounts(env.DB, { mail_attempts: 4, mail_failures: 2 }, at),
    clear: async () => {
      await env.DB.prepare("DELETE FROM health_counts").run();
    },
  },
  // A day's held-back posts reach one form's room in the quarantine (decision 036).
  quarantine_growth: {
    raise: async () => {
      await env.DB.prepare(
        "INSERT INTO form_daily_counts (day, form, kind, client, count) VALUES ('2026-11-27', 'booking-inquiry', 'held', '*', ?1)",
      )
        .bind(thresholds.quarantineHeldPerDay)
        .run();
    },
    clear: async () => {
      await env.DB.prepare("DELETE FROM form_daily_counts").run();
    },
  },
  // The database at half the plan's limit: the test database is small, so the limit is made smaller.
  database_size: {
    raise: async () => {
      thresholds.databasePlanBytes = 2;
    },
    clear: async () => {
      thresholds.databasePlanBytes = planBytes;
    },
  },
};
const planBytes = thresholds.databasePlanBytes;

describe("each alert condition", () => {
  for (const [id, { raise, clear, sustain }] of Object.entries(conditions) as [ConditionId, (typeof conditions)[ConditionId]][]) {
    it(`${id}: raised once, repeated at most hourly, cleared once`, async () => {
      const receiver = fakeReceiver();
      await check(t0, receiver);
      expect(receiver.received).toEqual([]);

      await raise();
      await check(t0, receiver);
      expect(receiver.json()).toEqual([expect.objectContaining({ event: "alert", condition: id, state: "raised" })]);

      // Every 5 minutes for just under an hour: nothing new.
      for (let minute = 5; minute < 60; minute += 5) {
        await sustain?.(minutes(minute));
        await check(minutes(minute), receiver);
      }
      expect(receiver.received).toHaveLength(1);
      await sustain?.(minutes(60));
      await check(minutes(60), receiver);
      expect(receiver.json().map((alert) => alert.state)).toEqual(["raised", "raised"]);

      await clear();
      await check(minutes(61), receiver);
      await check(minutes(66), receiver);
      expect(receiver.json().map((alert) => [alert.condition, alert.state])).toEqual([
        [id, "raised"],
        [id, "raised"],
        [id, "cleared"],
      ]);
    });
  }

  it("capture on a loopback origin (development, the e2e preview) is no alert", async () => {
    const receiver = fakeReceiver();
    await recordWorkerStatus(env.DB, "capture", "http://127.0.0.1:5173", t0);
    expect((await check(t0, receiver)).active).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it("below the thresholds is no alert", async () => {
    const receiver = fakeReceiver();
    await addCounts(env.DB, { http_5xx: 9, mail_attempts: 10, mail_failures: 4 }, t0);
    await env.DB.prepare(
      "INSERT INTO newsletter_subscriptions (submission_key, created_at, email, source, pending_notifications) VALUES ('k', ?1, 'b@example.se', 'popup', '[]')",
    )
      .bind(ago(14))
      .run();
    expect((await check(t0, receiver)).active).toEqual([]);
  });
});

describe("without a webhook or alert address", () => {
  it("logs the alert as an `alert` event", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await conditions.dead_letter.raise();
    const receiver = fakeReceiver();
    await check(t0, receiver, {});
    expect(receiver.received).toEqual([]);
    const events = errors.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(events).toContainEqual(expect.objectContaining({ event: "alert", condition: "dead_letter", state: "raised" }));
  });
});

describe("alert mail to ALERT_EMAIL", () => {
  it("goes through the queue as a message the consumer accepts and mails", async () => {
    const { queue, sent } = recordingQueue();
    await conditions.dead_letter.raise();
    await check(t0, fakeReceiver(), { ALERT_EMAIL: "drift@example.se" }, queue);
    expect(sent).toHaveLength(1);
    const parsed = notificationSchema.safeParse(sent[0]);
    expect(parsed.success).toBe(true);
    const [mail] = renderNotification(parsed.data!, notificationConfig(env as never));
    expect(mail!.mail.to).toEqual(["drift@example.se"]);
    expect(mail!.mail.subject).toContain("Larm: Meddelanden som inte kunde skickas");
    expect(mail!.mail.text).toContain("/staff/halsa");
  });

  it("is not sent while mail is captured: the webhook carries that alert alone", async () => {
    const { queue, sent } = recordingQueue();
    const receiver = fakeReceiver();
    await conditions.mail_capture.raise();
    await conditions.dead_letter.raise();
    await check(t0, receiver, { ...webhookEnv, ALERT_EMAIL: "drift@example.se" }, queue);
    expect(sent as NotificationMessage[]).toEqual([]);
    expect(
      receiver
        .json()
        .map((alert) => alert.condition)
        .sort(),
    ).toEqual(["dead_letter", "mail_capture"]);
  });
});

describe("webhook formats", () => {
  const alert: Alert = {
    condition: "dead_letter",
    state: "raised",
    title: "Meddelanden som inte kunde skickas",
    detail: "1 meddelande",
    at: t0.toISOString(),
  };

  it("Slack and Google Chat get {text}", () => {
    for (const format of ["slack", "google-chat"] as const) {
      const { body, headers } = webhookRequest(format, alert);
      expect(headers["Content-Type"]).toBe("application/json");
      expect(Object.keys(JSON.parse(body))).toEqual(["text"]);
      expect(JSON.parse(body).text).toContain("Larm – Meddelanden som inte kunde skickas");
    }
  });

  it("Teams gets a MessageCard", () => {
    const card = JSON.parse(webhookRequest("teams", alert).body);
    expect(card).toMatchObject({ "@type": "MessageCard", "@context": "https://schema.org/extensions" });
    expect(card.text).toContain("1 meddelande");
  });

  it("ntfy gets plain text with a Title header", () => {
    const { body, headers } = webhookRequest("ntfy", alert);
    expect(headers["Content-Type"]).toMatch(/^text\/plain/);
    expect(body).toContain("1 meddelande");
    const encoded = /^=\?UTF-8\?B\?(.+)\?=$/.exec(headers.Title!)![1]!;
    expect(new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)))).toBe(
      "Fjällkällan: Larm – Meddelanden som inte kunde skickas",
    );
  });

  it("an unknown format falls back to json", async () => {
    const receiver = fakeReceiver();
    await conditions.dead_letter.raise();
    await check(t0, receiver, { ALERT_WEBHOOK_URL: "https://hooks.example.test/a", ALERT_WEBHOOK_FORMAT: "carrier-pigeon" });
    expect(receiver.json()[0]).toMatchObject({ event: "alert", condition: "dead_letter" });
  });
});

describe("Skicka igen", () => {
  it("re-queues the dead letter once and marks who and when", async () => {
    await conditions.dead_letter.raise();
    const { queue, sent } = recordingQueue();
    expect(await resendDeadLetter(db, queue, "m-1", "anna@example.se", t0)).toBe("resent");
    expect(await resendDeadLetter(db, queue, "m-1", "anna@example.se", t0)).toBe("already");
    expect(sent).toEqual([{ type: "newsletter_subscription", id: 7, lang: "sv", data: { email: "a@example.se" } }]);
    const row = await env.DB.prepare("SELECT resent_at, resent_by FROM dead_letters WHERE message_id = 'm-1'").first();
    expect(row).toEqual({ resent_at: t0.toISOString(), resent_by: "anna@example.se" });
    expect(await resendDeadLetter(db, queue, "nope", "anna@example.se", t0)).toBe("missing");
  });
});

describe("secrets", () => {
  it("names what is missing, and a Turnstile key without its pair", () => {
    const status = secretsStatus({ ...env, STAFF_PASSWORD: "x".repeat(16), TURNSTILE_SITE_KEY: "site", NEWSLETTER_LINK_SECRET: "" } as Env);
    expect(Object.fromEntries(status.map((secret) => [secret.name, secret.set]))).toEqual({
      FORM_SIGNING_SECRET: true,
      NEWSLETTER_LINK_SECRET: false,
      PRIVACY_AUDIT_SECRET: true,
      "STAFF_PASSWORD eller ACCESS_TEAM_DOMAIN + ACCESS_AUD": true,
      "TURNSTILE_SITE_KEY + TURNSTILE_SECRET_KEY": false,
    });
  });

  it("counts Turnstile as missing without both keys, or with Cloudflare's test keys (decision 036)", () => {
    const turnstile = (keys: Partial<Env>) =>
      secretsStatus({ ...env, ...keys } as Env).find((secret) => secret.name.startsWith("TURNSTILE"));
    expect(turnstile({ TURNSTILE_SITE_KEY: "", TURNSTILE_SECRET_KEY: "" })).toMatchObject({ set: false });
    expect(
      turnstile({ TURNSTILE_SITE_KEY: "1x00000000000000000000AA", TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" }),
    ).toEqual({
      name: "TURNSTILE_SITE_KEY + TURNSTILE_SECRET_KEY",
      set: false,
      note: "Cloudflares testnycklar",
    });
    expect(
      turnstile({ TURNSTILE_SITE_KEY: "0x4AAAAAAAB1cdEfGhIjKlMn", TURNSTILE_SECRET_KEY: "0x4AAAAAAAB1cdEfGhIjKlMnOpQrStUvWxYz" }),
    ).toMatchObject({ set: true, note: "på" });
  });
});
