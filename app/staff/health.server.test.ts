import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { recordCronRun } from "~/health/health.server";
import { healthPanel } from "./health.server";

const db = getDb(env.DB);

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM cron_runs").run();
});

describe("the health panel's cron rows", () => {
  it("show the morning summary's last run, its time in Sweden and whether it failed", async () => {
    expect((await healthPanel(db, env, true)).deskSummary).toBeNull();

    await recordCronRun(db, "desk_summary", new Date("2026-11-26T07:00:00Z"), true, { kind: "made", day: "2026-11-26", unanswered: 3 });
    await recordCronRun(db, "desk_summary", new Date("2026-11-27T07:00:00Z"), false, { error: "D1 unavailable" });
    // Another job's later run is not the summary's.
    await recordCronRun(db, "outbox_sweep", new Date("2026-11-27T07:05:00Z"), true, {});

    const panel = await healthPanel(db, env, true);
    expect(panel.deskSummary).toEqual({ at: "2026-11-27 08:00", ok: false, result: JSON.stringify({ error: "D1 unavailable" }) });
    expect(panel.sweep?.at).toBe("2026-11-27 08:05");
  });
});
