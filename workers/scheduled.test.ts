import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scheduled } from "./scheduled";

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
