import { describe, expect, it } from "vitest";
import { currentWeek, isoWeekOf, mondayOf, parseWeekKey, shiftWeek, weekKey } from "./week";

describe("ISO weeks in Swedish time", () => {
  it("counts weeks across the new year as ISO 8601 does", () => {
    expect(weekKey(isoWeekOf("2026-11-27"))).toBe("2026-W48");
    // 2026 has 53 weeks (it starts on a Thursday); 1 January 2027 is still in its week 53.
    expect(weekKey(isoWeekOf("2026-12-31"))).toBe("2026-W53");
    expect(weekKey(isoWeekOf("2027-01-03"))).toBe("2026-W53");
    expect(weekKey(isoWeekOf("2027-01-04"))).toBe("2027-W01");
    // 29 December 2025 is a Monday that already belongs to 2026's week 1.
    expect(weekKey(isoWeekOf("2025-12-29"))).toBe("2026-W01");
    expect(weekKey(shiftWeek({ year: 2026, week: 53 }, 1))).toBe("2027-W01");
    expect(weekKey(shiftWeek({ year: 2027, week: 1 }, -1))).toBe("2026-W53");
    expect(mondayOf({ year: 2027, week: 1 })).toBe("2027-01-04");
  });

  it("switches from Sunday to Monday at midnight in Sweden, not in UTC", () => {
    // Sunday 29 November 2026, 23:30 UTC is already Monday 00:30 in Stockholm (winter, UTC+1).
    expect(weekKey(currentWeek(new Date("2026-11-29T22:59:00Z")))).toBe("2026-W48");
    expect(weekKey(currentWeek(new Date("2026-11-29T23:00:00Z")))).toBe("2026-W49");
    // Summer time (UTC+2): Monday begins at 22:00 UTC on Sunday.
    expect(weekKey(currentWeek(new Date("2026-06-14T21:59:00Z")))).toBe("2026-W24");
    expect(weekKey(currentWeek(new Date("2026-06-14T22:00:00Z")))).toBe("2026-W25");
  });

  it("reads only real week keys", () => {
    expect(parseWeekKey("2026-W53")).toEqual({ year: 2026, week: 53 });
    expect(parseWeekKey("2027-W53")).toBeUndefined();
    expect(parseWeekKey("2026-W00")).toBeUndefined();
    expect(parseWeekKey("2026-48")).toBeUndefined();
  });
});
