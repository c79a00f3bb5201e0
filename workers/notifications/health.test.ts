import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearTables, deliver, messages, mockMailChannels, queueMessage } from "./test-support";

/** What the consumer tells the site's health panel and alerts (docs/decisions/020-health-and-alerts.md). */

beforeEach(async () => {
  await clearTables();
  await env.DB.batch([env.DB.prepare("DELETE FROM worker_status"), env.DB.prepare("DELETE FROM health_counts")]);
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

const status = () => env.DB.prepare("SELECT mail_mode, site_origin FROM worker_status").first();
const counts = async () =>
  Object.fromEntries(
    (await env.DB.prepare("SELECT metric, sum(count) AS n FROM health_counts GROUP BY metric").raw()).map(([metric, n]) => [metric, n]),
  );

describe("each batch records", () => {
  it("the mail mode: capture without an API key, on its SITE_ORIGIN", async () => {
    await deliver([queueMessage(messages.newsletter).message], { MAILCHANNELS_API_KEY: undefined });
    expect(await status()).toEqual({ mail_mode: "capture", site_origin: "https://fjallkallan.se" });
  });

  it("the mail mode: send with the key, and the deliveries it attempted and failed", async () => {
    mockMailChannels((call) => new Response(null, { status: call === 0 ? 202 : 500 }));
    await deliver([queueMessage(messages.newsletter).message]);
    await deliver([queueMessage(messages.lostFound).message, queueMessage({ ...messages.newsletter, id: 99 }).message]);
    expect(await status()).toEqual({ mail_mode: "send", site_origin: "https://fjallkallan.se" });
    expect(await counts()).toEqual({ mail_attempts: 3, mail_failures: 2 });
  });
});
