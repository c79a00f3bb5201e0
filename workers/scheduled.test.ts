import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordingQueue } from "../tests/setup/forms";
import wranglerToml from "../wrangler.toml?raw";
import { DESK_SUMMARY_CRON, OUTBOX_SWEEP_CRON, RETENTION_CRON, scheduled } from "./scheduled";

afterEach(() => vi.restoreAllMocks());

describe("the scheduled retention run", () => {
  it("deletes what expired as of the trigger's time and logs the counts", async () => {
    await env.DB.prepare("DELETE FROM newsletter_subscriptions").run();
    await env.DB.prepare(
      "INSERT INTO newsletter_subscriptions (submission_key, created_at, email, source) VALUES ('old', '2026-10-01T00:00:00.000Z', 'old@example.se', 'popup'), ('new', '2026-11-20T00:00:00.000Z', 'new@example.se', 'popup')",
    ).run();
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    const controller = createScheduledController({ scheduledTime: new Date("2026-11-24T02:30:00Z"), cron: "30 2 * * *" });
    await scheduled(controller, env, createExecutionContext());

    const remaining = (await env.DB.prepare("SELECT email FROM newsletter_subscriptions").raw()).map(([email]) => email);
    expect(remaining).toEqual(["new@example.se"]);
    const run = logs.mock.calls.map(([line]) => JSON.parse(String(line))).find((entry) => entry.event === "retention_run");
    expect(run).toMatchObject({
      cron: "30 2 * * *",
      deleted: { unconfirmedNewsletter: 1, bookingInquiries: 0, jobApplications: 0 },
      policy: { jobApplicationMonths: 24, bookingDaysAfterStay: 365 },
    });
  });

  it("logs a failure and rethrows it, so the run shows as failed", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { ...env, DB: { prepare: () => ({}) } } as unknown as Env;
    const controller = createScheduledController({ scheduledTime: Date.now(), cron: "30 2 * * *" });
    await expect(scheduled(controller, broken, createExecutionContext())).rejects.toThrow();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"retention_failed"'));
  });
});

describe("the crons", () => {
  it("are the three wrangler.toml triggers, each with its own work", () => {
    const crons = /^crons = (\[.*\])$/m.exec(wranglerToml)?.[1];
    expect(JSON.parse(crons ?? "null")).toEqual([RETENTION_CRON, OUTBOX_SWEEP_CRON, DESK_SUMMARY_CRON]);
    expect(wranglerToml).toMatch(/^OUTBOX_SWEEP_AFTER_SECONDS = "120"$/m);
  });

  it("an unknown cron does nothing, and says so", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    await scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "0 * * * *" }), env, createExecutionContext());
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"scheduled_unknown_cron"'));
    expect(logs).not.toHaveBeenCalled();
  });
});

describe("the desk's morning summary", () => {
  it("fires at 06 and 07 UTC and acts, and is recorded, only in the run that is 08:00 in Sweden", async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM desk_summaries"), env.DB.prepare("DELETE FROM cron_runs WHERE job = 'desk_summary'")]);
    const { queue, sent } = recordingQueue();
    const run = (iso: string) =>
      scheduled(
        createScheduledController({ scheduledTime: new Date(iso).getTime(), cron: DESK_SUMMARY_CRON }),
        { ...env, NOTIFICATIONS: queue },
        createExecutionContext(),
      );
    vi.spyOn(console, "log").mockImplementation(() => {});
    // Summer: 06 UTC is 08:00; winter: 07 UTC is.
    await run("2026-07-01T07:00:00Z");
    await run("2026-07-01T06:00:00Z");
    await run("2026-12-01T06:00:00Z");
    await run("2026-12-01T07:00:00Z");
    expect(sent.map((message) => message.type === "desk_summary" && message.data.day)).toEqual(["2026-07-01", "2026-12-01"]);
    const runs = await env.DB.prepare("SELECT started_at FROM cron_runs WHERE job = 'desk_summary' ORDER BY started_at").all();
    expect(runs.results).toEqual([{ started_at: "2026-07-01T06:00:00.000Z" }, { started_at: "2026-12-01T07:00:00.000Z" }]);
  });
});

describe("the outbox sweep, every five minutes", () => {
  const at = new Date("2026-11-24T10:05:00Z");
  const secondsBefore = (seconds: number) => new Date(at.getTime() - seconds * 1000).toISOString();

  /** A sign-up stored with its confirmation still in its outbox, long ago (retention would delete it), and a booking 30 s old. */
  async function waitingRows() {
    // The mail-relay brake remembers earlier tests' visitor mail to the same addresses: start without it.
    await env.DB.batch([
      env.DB.prepare("DELETE FROM newsletter_subscriptions"),
      env.DB.prepare("DELETE FROM booking_inquiries"),
      env.DB.prepare("DELETE FROM visitor_mail"),
    ]);
    const signUp = await env.DB.prepare(
      "INSERT INTO newsletter_subscriptions (submission_key, created_at, email, source, pending_notifications) VALUES ('k1', '2026-10-01T00:00:00.000Z', 'waiting@example.se', 'footer', ?) RETURNING id",
    )
      .bind(JSON.stringify([{ type: "newsletter_confirmation", lang: "sv", data: { email: "waiting@example.se" } }]))
      .first<{ id: number }>();
    const booking = await env.DB.prepare(
      `INSERT INTO booking_inquiries (submission_key, created_at, name, email, phone, participants, check_in_date, check_out_date, category, form_type, pending_notifications)
       VALUES ('k2', ?, 'Anna Berg', 'anna@example.se', '070-123 45 67', 2, '2026-12-11', '2026-12-13', 'relax', 'private', ?) RETURNING id`,
    )
      .bind(
        secondsBefore(30),
        JSON.stringify([
          {
            type: "booking",
            lang: "sv",
            data: {
              formType: "private",
              name: "Anna Berg",
              email: "anna@example.se",
              checkInDate: "2026-12-11",
              checkOutDate: "2026-12-13",
            },
          },
        ]),
      )
      .first<{ id: number }>();
    return { signUp: signUp!.id, booking: booking!.id };
  }

  const swept = (logs: { mock: { calls: unknown[][] } }) =>
    logs.mock.calls.map(([line]) => JSON.parse(String(line))).find((entry) => entry.event === "outbox_swept");

  it("queues what waited longer than 120 s, logs the counts and deletes nothing", async () => {
    const { signUp } = await waitingRows();
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    const { queue, sent } = recordingQueue();
    await scheduled(
      createScheduledController({ scheduledTime: at, cron: OUTBOX_SWEEP_CRON }),
      { ...env, NOTIFICATIONS: queue },
      createExecutionContext(),
    );

    expect(sent.map(({ type, id }) => [type, id])).toEqual([["newsletter_confirmation", signUp]]);
    expect(swept(logs)).toMatchObject({
      cron: OUTBOX_SWEEP_CRON,
      afterSeconds: 120,
      rows: 1,
      messages: 1,
      failed: 0,
      tables: { newsletterSubscriptions: { rows: 1, messages: 1 }, bookingInquiries: { rows: 0 } },
    });
    // Retention is the nightly run's: the expired sign-up is still there.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscriptions").first("n")).toBe(1);
    expect(logs.mock.calls.some(([line]) => String(line).includes("retention_run"))).toBe(false);
  });

  it("takes its threshold from OUTBOX_SWEEP_AFTER_SECONDS (the load test's 5 s)", async () => {
    const { booking } = await waitingRows();
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    const { queue, sent } = recordingQueue();
    const fast = { ...env, NOTIFICATIONS: queue, OUTBOX_SWEEP_AFTER_SECONDS: "5" } as unknown as Env;
    await scheduled(createScheduledController({ scheduledTime: at, cron: OUTBOX_SWEEP_CRON }), fast, createExecutionContext());
    expect(sent.map(({ type, id }) => [type, id])).toContainEqual(["booking", booking]);
    expect(swept(logs)).toMatchObject({ afterSeconds: 5, rows: 2, messages: 2 });
  });

  it("the nightly run leaves the outbox to the sweep", async () => {
    await waitingRows();
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { queue, sent } = recordingQueue();
    await scheduled(
      createScheduledController({ scheduledTime: at, cron: RETENTION_CRON }),
      { ...env, NOTIFICATIONS: queue },
      createExecutionContext(),
    );
    expect(sent).toEqual([]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM booking_inquiries WHERE pending_notifications IS NOT NULL").first("n")).toBe(1);
  });

  it("logs a sweep that could not read the database and rethrows, so the run shows as failed", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { ...env, DB: { prepare: () => ({}) } } as unknown as Env;
    await expect(
      scheduled(createScheduledController({ scheduledTime: at, cron: OUTBOX_SWEEP_CRON }), broken, createExecutionContext()),
    ).rejects.toThrow();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"outbox_sweep_failed"'));
  });
});

describe("the health check, after each sweep", () => {
  const at = new Date("2026-11-27T10:05:00Z");

  beforeEach(async () => {
    for (const table of [
      "alert_state",
      "alert_log",
      "cron_runs",
      "worker_status",
      "health_counts",
      "dead_letters",
      "newsletter_subscriptions",
      "booking_inquiries",
    ]) {
      await env.DB.prepare(`DELETE FROM ${table}`).run();
    }
  });

  /** The alerts a fake webhook receiver got from one sweep run. */
  async function sweepAlerts(scheduledTime: Date) {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const posts: Record<string, unknown>[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      expect(String(input)).toBe("https://hooks.example.test/alert");
      posts.push(JSON.parse(String(init?.body)));
      return new Response("ok");
    });
    const alerting = { ...env, NOTIFICATIONS: recordingQueue().queue, ALERT_WEBHOOK_URL: "https://hooks.example.test/alert" } as Env;
    await scheduled(createScheduledController({ scheduledTime, cron: OUTBOX_SWEEP_CRON }), alerting, createExecutionContext());
    return posts;
  }

  it("keeps each run's outcome for the health panel", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    await scheduled(
      createScheduledController({ scheduledTime: at, cron: OUTBOX_SWEEP_CRON }),
      { ...env, NOTIFICATIONS: recordingQueue().queue },
      createExecutionContext(),
    );
    await scheduled(createScheduledController({ scheduledTime: at, cron: RETENTION_CRON }), env, createExecutionContext());
    const runs = await env.DB.prepare("SELECT job, started_at, ok, result FROM cron_runs ORDER BY job").all();
    expect(runs.results).toEqual([
      { job: "outbox_sweep", started_at: at.toISOString(), ok: 1, result: JSON.stringify({ rows: 0, messages: 0, failed: 0 }) },
      { job: "retention", started_at: at.toISOString(), ok: 1, result: expect.stringContaining('"deleted"') },
    ]);
  });

  it("a skipped retention run raises an alert from the 5-minute cron, once", async () => {
    // The last nightly run 27 hours ago; the sweep has run since.
    await env.DB.prepare("INSERT INTO cron_runs (job, started_at, ok, result) VALUES ('retention', ?1, 1, '{}')")
      .bind(new Date(at.getTime() - 27 * 3_600_000).toISOString())
      .run();
    expect(await sweepAlerts(at)).toEqual([expect.objectContaining({ event: "alert", condition: "retention_missed", state: "raised" })]);
    vi.restoreAllMocks();
    expect(await sweepAlerts(new Date(at.getTime() + 5 * 60_000))).toEqual([]);
  });

  it("a dead letter raises an alert", async () => {
    await env.DB.prepare(
      "INSERT INTO dead_letters (message_id, type, submission_id, body, attempts) VALUES ('d-1', 'booking', 3, '{}', 6)",
    ).run();
    expect(await sweepAlerts(at)).toEqual([expect.objectContaining({ condition: "dead_letter", state: "raised" })]);
  });

  it("mail captured on the production origin (a broken mail key) raises an alert", async () => {
    await env.DB.prepare(
      "INSERT INTO worker_status (worker, mail_mode, site_origin, updated_at) VALUES ('notifications', 'capture', 'https://fjallkallan.se', ?1)",
    )
      .bind(at.toISOString())
      .run();
    expect(await sweepAlerts(at)).toEqual([expect.objectContaining({ condition: "mail_capture", state: "raised" })]);
  });
});
