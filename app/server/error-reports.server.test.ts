import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { events, fakeSentry, FAKE_SENTRY_DSN as DSN } from "../../tests/setup/fake-sentry";
import { WorkerEntrypoint } from "cloudflare:workers";
import { withEntrypointErrorReports, withErrorReports } from "./error-reports.server";

const visitor = "gast.namn@example.se";

afterEach(() => vi.restoreAllMocks());

describe("error reports", () => {
  const failingSite = withErrorReports({
    async fetch(request, _env, _ctx) {
      const form = await request.formData();
      throw new Error(`Could not store the inquiry from ${String(form.get("email"))}`);
    },
    async scheduled(_controller, _env, _ctx) {
      throw new Error("retention failed");
    },
  } satisfies ExportedHandler<Env>);

  // As a Worker receives it (with `cf`), which a test's Request cannot construct.
  const post = (): Request<unknown, IncomingRequestCfProperties> =>
    new Request(`https://fjallkallan.se/boka?email=${encodeURIComponent(visitor)}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: "staff_session=secret-session", "User-Agent": "Test" },
      body: new URLSearchParams({ email: visitor, message: "Vi kommer fyra personer" }),
    }) as Request<unknown, IncomingRequestCfProperties>;

  it("sends an unhandled error to Sentry without the visitor's form values, address, cookies or query", async () => {
    const envelopes = fakeSentry();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const ctx = createExecutionContext();
    await expect(failingSite.fetch!(post(), { ...env, SENTRY_DSN: DSN }, ctx)).rejects.toThrow();
    await waitOnExecutionContext(ctx);

    const [event] = events(envelopes);
    expect(event?.exception?.values?.[0]).toMatchObject({ type: "Error", value: "Could not store the inquiry from [e-post]" });
    expect(event.request).toMatchObject({ method: "POST", url: "https://fjallkallan.se/boka" });
    const sent = envelopes.join("\n");
    for (const personal of [visitor, "gast.namn", "Vi kommer fyra", "secret-session", "staff_session"]) {
      expect(sent).not.toContain(personal);
    }
  });

  it("reports a failed cron run", async () => {
    const envelopes = fakeSentry();
    const ctx = createExecutionContext();
    const controller = createScheduledController({ scheduledTime: Date.now(), cron: "30 2 * * *" });
    await expect(failingSite.scheduled!(controller, { ...env, SENTRY_DSN: DSN }, ctx)).rejects.toThrow("retention failed");
    await waitOnExecutionContext(ctx);
    expect(events(envelopes)[0]?.exception?.values?.[0]).toMatchObject({ value: "retention failed" });
  });

  it("sends nothing without SENTRY_DSN", async () => {
    const envelopes = fakeSentry();
    const ctx = createExecutionContext();
    await expect(failingSite.fetch!(post(), { ...env, SENTRY_DSN: "" }, ctx)).rejects.toThrow();
    await waitOnExecutionContext(ctx);
    expect(envelopes).toEqual([]);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it("reports a failed render of the cached pages' entrypoint, and sends nothing from it without SENTRY_DSN", async () => {
    const FailingPages = withEntrypointErrorReports(
      class extends WorkerEntrypoint<Env> {
        override async fetch(_request: Request): Promise<Response> {
          throw new Error("render failed");
        }
      },
    );
    const envelopes = fakeSentry();
    const ctx = createExecutionContext();
    await expect(new FailingPages(ctx, { ...env, SENTRY_DSN: "" }).fetch(new Request("https://fjallkallan.se/relax"))).rejects.toThrow(
      "render failed",
    );
    await waitOnExecutionContext(ctx);
    expect(envelopes).toEqual([]);
    await expect(new FailingPages(ctx, { ...env, SENTRY_DSN: DSN }).fetch(new Request("https://fjallkallan.se/relax"))).rejects.toThrow(
      "render failed",
    );
    await waitOnExecutionContext(ctx);
    expect(events(envelopes)[0]?.exception?.values?.[0]).toMatchObject({ value: "render failed" });
  });
});
