import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { healthCheck } from "./health";

describe("GET /api/health", () => {
  it("answers 200 with the Worker version while the database answers, never to be cached", async () => {
    const response = await healthCheck(env);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", version: env.CF_VERSION_METADATA.id });
  });

  it("answers 503 when the database does not", async () => {
    const broken = {
      ...env,
      DB: { prepare: () => ({ first: () => Promise.reject(new Error("D1 unavailable")) }) } as unknown as D1Database,
    };
    const response = await healthCheck(broken);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "database unreachable" });
  });
});
