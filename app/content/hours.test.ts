import { describe, expect, it } from "vitest";
import { comingExceptions, dinnerText, exceptionFromData, hoursFromData, hoursOn, isExceptionOn, seededHours } from "./hours";

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

describe("the dinner service", () => {
  it("is read from the store: hours when given as a time range, days from the choices, else as before", () => {
    expect(hoursFromData({})).toMatchObject({ dinner: "", dinnerDays: "fri-sat" });
    expect(hoursFromData({ dinner: "18:00-21:00", dinnerDays: "thu-sat" })).toMatchObject({ dinner: "18:00–21:00", dinnerDays: "thu-sat" });
    expect(hoursFromData({ dinner: "kväll", dinnerDays: "sunday" })).toMatchObject({ dinner: "", dinnerDays: "fri-sat" });
  });

  it("says its days, and its hours once given, in both languages", () => {
    expect(dinnerText(seededHours, "sv")).toBe("Tvårättersmiddag serveras varje fredag och lördag.");
    expect(dinnerText(seededHours, "en")).toBe("A two-course dinner is served every Friday and Saturday.");
    const later = { dinner: "18:00–21:00", dinnerDays: "thu-sat" } as const;
    expect(dinnerText(later, "sv")).toBe("Tvårättersmiddag serveras torsdag till lördag 18:00–21:00.");
    expect(dinnerText(later, "en")).toBe("A two-course dinner is served Thursday to Saturday, 18:00–21:00.");
  });

  it("is closed by a dinner exception and by the kitchen's, not by a lunch one", () => {
    const noDinner = exceptionFromData("nyar", { textSv: "Ingen middag på nyårsafton", scope: "dinner", startDate: "2026-12-31" }, "sv");
    const noLunch = exceptionFromData("lunch", { textSv: "Ingen lunch", scope: "lunch", startDate: "2026-12-31" }, "sv");
    expect(hoursOn([noDinner], "dinner", "2026-12-31", "18:00–21:00")).toBeNull();
    expect(hoursOn([noDinner], "lunch", "2026-12-31", "11:00–14:00")).toBe("11:00–14:00");
    expect(hoursOn([christmas], "dinner", "2026-12-25", "18:00–21:00")).toBeNull();
    expect(hoursOn([noLunch], "dinner", "2026-12-31", "18:00–21:00")).toBe("18:00–21:00");
  });
});
