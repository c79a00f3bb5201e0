import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { recordCronRun } from "~/health/health.server";
import { healthPanel } from "./health.server";

const db = getDb(env.DB);

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM cron_runs").run();
});

const check = async (id: string) => (await healthPanel(db, env, true)).checks.find((one) => one.id === id)!;

describe("the health page's cron checks", () => {
  it("show the morning summary's last run in Swedish time, and a failed one as Bör förbättras", async () => {
    expect((await check("desk-summary")).technical).toEqual(["Senaste morgonsammanfattning: har inte körts än"]);

    await recordCronRun(db, "desk_summary", new Date("2026-11-26T07:00:00Z"), true, { kind: "made", day: "2026-11-26", unanswered: 3 });
    await recordCronRun(db, "desk_summary", new Date("2026-11-27T07:00:00Z"), false, { error: "D1 unavailable" });
    // Another job's later run is not the summary's.
    await recordCronRun(db, "outbox_sweep", new Date("2026-11-27T07:05:00Z"), true, {});

    const summary = await check("desk-summary");
    expect(summary.state).toBe("recommended");
    expect(summary.technical).toEqual([
      "Senaste morgonsammanfattning: 2026-11-27 08:00, misslyckades",
      `Resultat: ${JSON.stringify({ error: "D1 unavailable" })}`,
    ]);
    expect((await check("outbox")).technical).toContain("Senaste utkorgssvep: 2026-11-27 08:05, lyckades");
  });
});
