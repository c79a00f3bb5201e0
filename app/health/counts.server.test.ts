import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { bucketOf, count5xx } from "./counts.server";

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM health_counts").run();
});

const total = () => env.DB.prepare("SELECT coalesce(sum(count), 0) AS n FROM health_counts WHERE metric = 'http_5xx'").first("n");

describe("the Worker entry's 5xx count", () => {
  it("counts a 5xx after the response, and leaves every other answer alone", async () => {
    const ctx = createExecutionContext();
    const waitUntil = vi.spyOn(ctx, "waitUntil");
    for (const status of [200, 304, 404, 429]) count5xx(env.DB, ctx, status);
    expect(waitUntil).not.toHaveBeenCalled();
    count5xx(env.DB, ctx, 500);
    count5xx(env.DB, ctx, 503);
    await waitOnExecutionContext(ctx);
    expect(await total()).toBe(2);
  });

  it("buckets by five minutes, UTC", () => {
    expect(bucketOf(new Date("2026-11-27T10:04:59.999Z"))).toBe("2026-11-27T10:00");
    expect(bucketOf(new Date("2026-11-27T10:05:00Z"))).toBe("2026-11-27T10:05");
  });
});
