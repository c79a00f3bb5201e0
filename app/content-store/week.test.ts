import { describe, expect, it } from "vitest";
import { currentWeek, isoWeekOf, mondayOf, parseWeekKey, shiftWeek, weekKey, weekNote } from "./week";

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

  it("names this week and next week for staff by the day in Sweden", () => {
    // Sunday 29 November 2026 at 22:30 UTC is still Sunday in Norsjö: week 49 is next week.
    const sundayEvening = new Date("2026-11-29T22:30:00Z");
    expect(weekNote("2026-W48", sundayEvening)).toBe("denna vecka");
    expect(weekNote("2026-W49", sundayEvening)).toBe("nästa vecka");
    expect(weekNote("2026-W50", sundayEvening)).toBeNull();
    // At 23:30 UTC it is Monday 00:30 there: week 49 is this week, week 50 the next.
    const mondayNight = new Date("2026-11-29T23:30:00Z");
    expect(weekNote("2026-W48", mondayNight)).toBeNull();
    expect(weekNote("2026-W49", mondayNight)).toBe("denna vecka");
    expect(weekNote("2026-W50", mondayNight)).toBe("nästa vecka");
    // Across the new year: after 2026's week 53 comes 2027's week 1.
    expect(weekNote("2027-W01", new Date("2026-12-30T12:00:00Z"))).toBe("nästa vecka");
  });
});
