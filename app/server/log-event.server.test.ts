import { afterEach, describe, expect, it, vi } from "vitest";
import { logEvent, logEvents } from "./log-event.server";

describe("logEvent", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes one JSON line with the event name and its fields, as loud as the event is listed", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const info = vi.spyOn(console, "log").mockImplementation(() => {});
    logEvent("retention_failed", { cron: "30 2 * * *", error: "D1 down" });
    logEvent("retention_run", { deleted: { booking_inquiries: 3 } });
    expect(error).toHaveBeenCalledWith('{"event":"retention_failed","cron":"30 2 * * *","error":"D1 down"}');
    expect(info).toHaveBeenCalledWith('{"event":"retention_run","deleted":{"booking_inquiries":3}}');
  });

  it("lets a call raise the level (a sweep with failures is an error)", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    logEvent("outbox_swept", { failed: 2 }, "error");
    expect(error).toHaveBeenCalledWith('{"event":"outbox_swept","failed":2}');
  });

  it("documents every event with a level and a sentence", () => {
    for (const [event, [level, about]] of Object.entries(logEvents)) {
      expect(["info", "warn", "error"], event).toContain(level);
      expect(about.length, event).toBeGreaterThan(20);
      expect(event).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });
});
