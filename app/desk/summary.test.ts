import { describe, expect, it } from "vitest";
import { formatAge, isOverdue, orderWaiting, summaryDayAt } from "./summary";

describe("the morning summary's hour", () => {
  it("acts at 07 UTC in winter and not at 06 UTC", () => {
    expect(summaryDayAt(new Date("2026-11-27T07:00:00Z"))).toBe("2026-11-27");
    expect(summaryDayAt(new Date("2026-11-27T06:00:00Z"))).toBeNull();
  });

  it("acts at 06 UTC in summer and not at 07 UTC", () => {
    expect(summaryDayAt(new Date("2026-06-15T06:00:00Z"))).toBe("2026-06-15");
    expect(summaryDayAt(new Date("2026-06-15T07:00:00Z"))).toBeNull();
  });

  it("follows the clock change: 06 UTC on the Sunday summer time starts, 07 UTC the Sunday it ends", () => {
    // Summer time 2026: 29 March to 25 October (clocks change at 01:00 UTC).
    expect(summaryDayAt(new Date("2026-03-29T06:00:00Z"))).toBe("2026-03-29");
    expect(summaryDayAt(new Date("2026-03-29T07:00:00Z"))).toBeNull();
    expect(summaryDayAt(new Date("2026-10-25T07:00:00Z"))).toBe("2026-10-25");
    expect(summaryDayAt(new Date("2026-10-25T06:00:00Z"))).toBeNull();
  });

  it("still acts when the run starts a few minutes late within the hour", () => {
    expect(summaryDayAt(new Date("2026-11-27T07:04:30Z"))).toBe("2026-11-27");
  });
});

describe("what the desk and the summary list", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const items = [
    { kind: "bookings", id: 1, createdAt: "2026-11-27T10:00:00Z" },
    { kind: "lost-and-found", id: 2, createdAt: "2026-11-24T09:00:00Z" },
    { kind: "bookings", id: 3, createdAt: "2026-11-26T11:00:00Z" },
    { kind: "applications", id: 4, createdAt: "2026-11-26T13:00:00Z" },
  ];

  it("lists the overdue first, oldest first, then the rest oldest first", () => {
    expect(orderWaiting(items, now).map((item) => [item.id, item.overdue])).toEqual([
      [2, true],
      [3, true],
      [4, false],
      [1, false],
    ]);
  });

  it("calls an item overdue only after 24 hours", () => {
    expect(isOverdue("2026-11-26T12:00:00Z", now)).toBe(false);
    expect(isOverdue("2026-11-26T11:59:59Z", now)).toBe(true);
  });

  it("writes the age in hours and days", () => {
    expect(formatAge("2026-11-27T11:30:00Z", now)).toBe("under 1 tim");
    expect(formatAge("2026-11-27T07:00:00Z", now)).toBe("5 tim");
    expect(formatAge("2026-11-26T12:00:00Z", now)).toBe("1 dygn");
    expect(formatAge("2026-11-24T09:00:00Z", now)).toBe("3 dygn 3 tim");
  });
});
