import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { events, fakeSentry, FAKE_SENTRY_DSN } from "../../tests/setup/fake-sentry";
import { withErrorReports } from "~/server/error-reports.server";
import { acceptClientError } from "./client-errors.server";
import { CLIENT_ERROR_BODY_LIMIT } from "./reporter";

afterEach(() => vi.restoreAllMocks());

let client = 0;
/** A browser's report from its own address, so the rate limit of one test does not reach the next. */
function report(body: unknown, address = `198.51.100.${++client}`) {
  return new Request("https://fjallkallan.se/api/client-error", {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "CF-Connecting-IP": address },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const visitorReport = {
  message: "TypeError: cannot read 'x' of gast.namn@example.se",
  source: "https://fjallkallan.se/assets/root-abc.js?email=gast.namn%40example.se:1:200",
  stack: "TypeError: boom\n    at https://fjallkallan.se/assets/root-abc.js?token=hemlig:1:200",
  page: "/boka?email=gast.namn@example.se",
};

function loggedErrors() {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  return () => errors.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

describe("POST /api/client-error", () => {
  it("logs a client_error event without addresses, queries or tokens", async () => {
    const logged = loggedErrors();
    const response = await acceptClientError(env, report(visitorReport));
    expect(response.status).toBe(204);
    const [line] = logged();
    expect(line).toEqual({
      event: "client_error",
      message: "TypeError: cannot read 'x' of [e-post]",
      source: "https://fjallkallan.se/assets/root-abc.js:1:200",
      stack: "TypeError: boom\n    at https://fjallkallan.se/assets/root-abc.js:1:200",
      page: "/boka",
    });
    expect(JSON.stringify(line)).not.toMatch(/gast\.namn|hemlig/);
  });

  it("forwards the stripped report to Sentry when SENTRY_DSN is set", async () => {
    loggedErrors();
    const envelopes = fakeSentry();
    const site = withErrorReports({
      fetch: (request: Request, siteEnv: Env, _ctx: ExecutionContext) => acceptClientError(siteEnv, request),
    });
    const ctx = createExecutionContext();
    const response = await site.fetch(report(visitorReport), { ...env, SENTRY_DSN: FAKE_SENTRY_DSN }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(204);
    expect(events(envelopes)[0]).toMatchObject({ message: "TypeError: cannot read 'x' of [e-post]", tags: { side: "browser" } });
    expect(envelopes.join("\n")).not.toMatch(/gast\.namn|hemlig/);
  });

  it("refuses a body larger than a report can be, and one that is no report", async () => {
    const large = await acceptClientError(env, report({ message: "x".repeat(CLIENT_ERROR_BODY_LIMIT) }));
    expect(large.status).toBe(413);
    expect((await acceptClientError(env, report("<html>"))).status).toBe(400);
  });

  it("takes at most the form rate limit's reports a minute from one client", async () => {
    const errors = loggedErrors();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await acceptClientError(env, report({ message: `error ${i}` }, "203.0.113.77"))).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(errors().filter((line) => line.event === "client_error")).toHaveLength(10);
  });
});
