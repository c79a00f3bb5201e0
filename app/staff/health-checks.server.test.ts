import { describe, expect, it } from "vitest";
import type { Health } from "~/health/health.server";
import { healthChecks, overallState, statusLine, type CheckInput } from "./health-checks.server";

/** A healthy reading: what a fresh, correct install reads before anything went wrong. */
function health(overrides: Partial<Health> = {}): Health {
  return {
    now: "2026-11-28T12:00:00.000Z",
    mail: { mode: "send", siteOrigin: "https://fjallkallan.se", seenAt: "2026-11-28T11:59:00.000Z" },
    lastDelivered: { at: "2026-11-28T11:58:00.000Z", minutes: 2 },
    backlog: { rows: 0, oldest: null, oldestMinutes: null },
    deadLetters: [],
    resent: [],
    retention: { startedAt: "2026-11-28T02:30:00.000Z", ok: true, result: "{}" },
    lastRetentionOkAt: "2026-11-28T02:30:00.000Z",
    sweep: { startedAt: "2026-11-28T11:55:00.000Z", ok: true, result: "{}" },
    deskSummary: null,
    counts: { http5xx: 0, mailAttempts: 3, mailFailures: 0, purgeFailures: 0 },
    firstCronAt: "2026-11-20T02:30:00.000Z",
    quarantine: { heldToday: 0, keptToday: 0, rows: 0 },
    databaseBytes: 12_000_000,
    ...overrides,
  };
}

const production: CheckInput["env"] = {
  FORM_SIGNING_SECRET: "x".repeat(32),
  NEWSLETTER_LINK_SECRET: "y".repeat(32),
  PRIVACY_AUDIT_SECRET: "z".repeat(32),
  STAFF_PASSWORD: "a-long-staff-password",
  TURNSTILE_SITE_KEY: "0x4AAAAAAAreal",
  TURNSTILE_SECRET_KEY: "0x4AAAAAAAsecret",
  OPERATOR_CONTACT: "Anna Berg, 070-123 45 67",
};

const byId = (input: CheckInput) => new Map(healthChecks(input).map((check) => [check.id, check]));

describe("the health page's checks", () => {
  it("a correct production setup is OK throughout", () => {
    const checks = healthChecks({ health: health(), env: production, loopback: false });
    expect(checks.filter((check) => check.state !== "ok")).toEqual([]);
    expect(statusLine(checks)).toEqual({ state: "ok", text: "OK – allt fungerar." });
  });

  it("a local setup (mail captured, no secrets, Turnstile's test keys) is never red", () => {
    const local = health({ mail: { mode: "capture", siteOrigin: "http://127.0.0.1:5173", seenAt: null }, lastDelivered: null });
    const checks = byId({ health: local, env: { TURNSTILE_SITE_KEY: "1x00000000000000000000AA" }, loopback: true });
    expect(checks.get("mail")).toMatchObject({ state: "ok", title: "E-post: lokal testmiljö" });
    expect(checks.get("settings")).toMatchObject({ state: "ok", title: "Inställningar: lokal testmiljö" });
    expect(checks.get("settings")!.technical).toContain("FORM_SIGNING_SECRET: saknas");
    expect(checks.has("operator")).toBe(false);
    expect(overallState([...checks.values()])).toBe("ok");
  });

  it("mail captured on the production origin is Kritiskt, says what guests miss and whom to call, names the secret only in the detail", () => {
    const captured = health({ mail: { mode: "capture", siteOrigin: "https://fjallkallan.se", seenAt: "2026-11-28T11:59:00.000Z" } });
    const mail = byId({ health: captured, env: production, loopback: false }).get("mail")!;
    expect(mail.state).toBe("critical");
    expect(mail.advice).toMatch(/^Gästerna får inga mejl från webbplatsen just nu/);
    expect(mail.advice).toContain("kontakta driftansvarig (Anna Berg, 070-123 45 67)");
    expect(mail.advice).not.toMatch(/MAILCHANNELS|mail_capture/);
    expect(mail.technical.join(" ")).toContain("MAILCHANNELS_API_KEY");
  });

  it("a missing secret off loopback is Kritiskt in what it stops; Turnstile's test keys in production too", () => {
    const { PRIVACY_AUDIT_SECRET: _gone, ...rest } = production;
    const settings = byId({ health: health(), env: { ...rest, TURNSTILE_SITE_KEY: "1x00000000000000000000AA" }, loopback: false }).get(
      "settings",
    )!;
    expect(settings.state).toBe("critical");
    expect(settings.advice).toBe(
      "Personuppgifter kan inte exporteras eller raderas under Sök person och formulären saknar skydd mot robotar – kontakta driftansvarig (Anna Berg, 070-123 45 67).",
    );
  });

  it("orders Kritiskt before Bör förbättras before OK, and counts the worst in the status line", () => {
    const checks = healthChecks({
      health: health({
        deadLetters: [{ messageId: "m1", type: "booking_inquiry", submissionId: 4, createdAt: "2026-11-28T10:00:00.000Z" }],
        counts: { http5xx: 12, mailAttempts: 3, mailFailures: 0, purgeFailures: 0 },
        // No successful retention for 30 hours.
        lastRetentionOkAt: "2026-11-27T06:00:00.000Z",
      }),
      env: { ...production, OPERATOR_CONTACT: "" },
      loopback: false,
    });
    expect(checks.slice(0, 4).map((check) => [check.id, check.state])).toEqual([
      ["dead-letters", "critical"],
      ["errors", "critical"],
      ["retention", "recommended"],
      ["operator", "recommended"],
    ]);
    expect(checks[0]!.advice).toContain("Tryck på Skicka igen nedan; händer det igen, kontakta driftansvarig.");
    expect(statusLine(checks)).toEqual({ state: "critical", text: "Kritiskt – 2 fel påverkar gästerna." });
    expect(statusLine(checks.slice(2))).toEqual({
      state: "recommended",
      text: "Bör förbättras – 2 saker att ta hand om, gästerna märker inget än.",
    });
  });
});
