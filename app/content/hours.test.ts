import { describe, expect, it } from "vitest";
import { comingExceptions, exceptionFromData, hoursFromData, hoursOn, isExceptionOn, seededHours } from "./hours";

const christmas = exceptionFromData(
  "jul",
  {
    textSv: "Köket är stängt 24–26 december",
    textEn: "The kitchen is closed 24–26 December",
    scope: "restaurant",
    startDate: "2026-12-24",
    endDate: "2026-12-26",
  },
  "sv",
);
const newYear = exceptionFromData(
  "nyar",
  { textSv: "Receptionen har öppet 10:00–14:00 på nyårsdagen", scope: "reception", startDate: "2027-01-01", hours: "10:00-14:00" },
  "en",
);

describe("exceptions to the opening hours", () => {
  it("cover their days, first and last included, and no others", () => {
    expect(isExceptionOn(christmas, "2026-12-23")).toBe(false);
    expect(isExceptionOn(christmas, "2026-12-24")).toBe(true);
    expect(isExceptionOn(christmas, "2026-12-26")).toBe(true);
    expect(isExceptionOn(christmas, "2026-12-27")).toBe(false);
  });

  it("close the kitchen's breakfast and lunch on a closed day, and leave reception as it is", () => {
    expect(hoursOn([christmas], "breakfast", "2026-12-25", seededHours.breakfastWeekends)).toBeNull();
    expect(hoursOn([christmas], "lunch", "2026-12-24", seededHours.lunchWeekdays)).toBeNull();
    expect(hoursOn([christmas], "reception", "2026-12-25", seededHours.receptionWeekends)).toBe("09:00–16:00");
    expect(hoursOn([christmas], "breakfast", "2026-12-27", seededHours.breakfastWeekends)).toBe("07:00–10:00");
  });

  it("give another hour on a one-day exception (a hyphen stored as the pages' dash)", () => {
    expect(newYear.to).toBe("2027-01-01");
    expect(hoursOn([newYear], "reception", "2027-01-01", seededHours.receptionWeekdays)).toBe("10:00–14:00");
    expect(hoursOn([newYear], "reception", "2027-01-02", seededHours.receptionWeekends)).toBe("09:00–16:00");
  });

  it("English pages show the Swedish text where staff left the English empty", () => {
    expect(newYear.text).toBe("Receptionen har öppet 10:00–14:00 på nyårsdagen");
    expect(exceptionFromData("jul", { textSv: "Stängt", textEn: "Closed", startDate: "2026-12-24" }, "en").text).toBe("Closed");
  });

  it("are listed until their last day is over, soonest first", () => {
    expect(comingExceptions([newYear, christmas], "2026-12-01").map((e) => e.key)).toEqual(["jul", "nyar"]);
    expect(comingExceptions([newYear, christmas], "2026-12-26").map((e) => e.key)).toEqual(["jul", "nyar"]);
    expect(comingExceptions([newYear, christmas], "2026-12-27").map((e) => e.key)).toEqual(["nyar"]);
    expect(comingExceptions([newYear, christmas], "2027-01-02")).toEqual([]);
  });
});

describe("the weekly hours", () => {
  it("keep today's hours where a stored field is missing or not a time range", () => {
    expect(hoursFromData(undefined)).toEqual(seededHours);
    expect(hoursFromData({ receptionWeekdays: "07:30-18:00", lunchWeekdays: "lunchtid" })).toEqual({
      ...seededHours,
      receptionWeekdays: "07:30–18:00",
    });
  });
});
