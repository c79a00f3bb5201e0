import { describe, expect, it } from "vitest";
import { formatAge, isOverdue, orderWaiting, summaryDayAt, summaryIntro, summaryRow, type SummaryItem } from "./summary";

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

describe("the summary's words", () => {
  const origin = "https://fjallkallan.se";
  const answered: SummaryItem = {
    kind: "bookings",
    id: 12,
    name: "Eva Ek",
    createdAt: "2026-11-27T05:00:00.000Z",
    overdue: false,
    guestReplied: true,
  };
  const fresh: SummaryItem = { kind: "lost-and-found", id: 3, name: "Greta", createdAt: "2026-11-26T06:00:00.000Z", overdue: true };

  it('names a case the guest answered as "Gästen har svarat", with the time of the answer', () => {
    expect(summaryRow(answered, origin)).toEqual({
      label: "Bokningsförfrågan nr 12 · Gästen har svarat",
      value: "Eva Ek · gästen svarade 2026-11-27 06:00\nhttps://fjallkallan.se/staff/bookings/12",
    });
    expect(summaryRow({ ...answered, overdue: true }, origin).label).toBe("ÖVER 24 TIM · Bokningsförfrågan nr 12 · Gästen har svarat");
  });

  it("words a new case as it came in", () => {
    expect(summaryRow(fresh, origin)).toEqual({
      label: "ÖVER 24 TIM · Efterlysning nr 3",
      value: "Greta · inkommen 2026-11-26 07:00\nhttps://fjallkallan.se/staff/lost-and-found/3",
    });
  });

  it("counts the answered among those waiting and says how many", () => {
    expect(summaryIntro(0, [])).toBe("God morgon! Inget väntar på svar i personalinkorgen.");
    expect(summaryIntro(1, [fresh])).toBe("God morgon! 1 ärende väntar på svar, de äldsta först. Vi lovar svar inom 24 timmar.");
    expect(summaryIntro(2, [answered, { ...answered, id: 13 }])).toBe(
      "God morgon! 2 ärenden väntar på svar, alla för att gästen har svarat, de äldsta först. Vi lovar svar inom 24 timmar.",
    );
    expect(summaryIntro(2, [fresh, answered])).toBe(
      "God morgon! 2 ärenden väntar på svar, 1 av dem för att gästen har svarat, de äldsta först. Vi lovar svar inom 24 timmar.",
    );
    expect(summaryIntro(1, [answered])).toBe(
      "God morgon! 1 ärende väntar på svar, för att gästen har svarat, de äldsta först. Vi lovar svar inom 24 timmar.",
    );
  });
});
