import { describe, expect, it } from "vitest";
import { periodOf, readPeriod, samePeriodLastYear, yearBefore } from "./periods";

const span = (period: { from: string; to: string; label: string }) => [period.from, period.to, period.label];

describe("periods and the same period last year, across a year boundary", () => {
  it("a week: Monday to Sunday, compared with the same ISO week number a year before", () => {
    const week = periodOf("vecka", "2027-01-06");
    expect(span(week)).toEqual(["2027-01-04", "2027-01-10", "vecka 1 2027"]);
    // Week 1 of 2026 began on Monday 29 December 2025.
    expect(span(samePeriodLastYear(week))).toEqual(["2025-12-29", "2026-01-04", "vecka 1 2026"]);
    // 1 January 2027 is in week 53 of 2026; 2025 had no week 53, so its week 52 stands in.
    const week53 = periodOf("vecka", "2027-01-01");
    expect(span(week53)).toEqual(["2026-12-28", "2027-01-03", "vecka 53 2026"]);
    expect(span(samePeriodLastYear(week53))).toEqual(["2025-12-22", "2025-12-28", "vecka 52 2025"]);
  });

  it("a month, a winter season over New Year, and a year", () => {
    expect(span(periodOf("manad", "2026-02-10"))).toEqual(["2026-02-01", "2026-02-28", "februari 2026"]);
    expect(span(samePeriodLastYear(periodOf("manad", "2024-02-29")))).toEqual(["2023-02-01", "2023-02-28", "februari 2023"]);
    const winter = periodOf("sasong", "2027-01-15");
    expect(span(winter)).toEqual(["2026-12-01", "2027-04-30", "vintersäsongen 2026/27"]);
    expect(span(samePeriodLastYear(winter))).toEqual(["2025-12-01", "2026-04-30", "vintersäsongen 2025/26"]);
    expect(span(periodOf("sasong", "2026-12-01"))).toEqual(["2026-12-01", "2027-04-30", "vintersäsongen 2026/27"]);
    expect(span(periodOf("sasong", "2026-07-01"))).toEqual(["2026-05-01", "2026-11-30", "sommarsäsongen 2026"]);
    expect(span(samePeriodLastYear(periodOf("ar", "2027-01-01")))).toEqual(["2026-01-01", "2026-12-31", "2026"]);
  });

  it("own dates over New Year, and 29 February a year back", () => {
    const range = periodOf("egen", "2027-01-06", { from: "2026-12-20", to: "2027-01-10" });
    expect(span(samePeriodLastYear(range))).toEqual(["2025-12-20", "2026-01-10", "2025-12-20 – 2026-01-10"]);
    expect(yearBefore("2028-02-29")).toBe("2027-02-28");
  });
});

describe("the period an address asks for", () => {
  const read = (query: string) => readPeriod(new URLSearchParams(query), "2026-11-28");

  it("is this week when none is asked for, and the month of a given day", () => {
    expect(read("")).toMatchObject({ period: { from: "2026-11-23", to: "2026-11-29" }, error: null });
    expect(read("period=manad&dag=2026-10-03")).toMatchObject({ period: { from: "2026-10-01", to: "2026-10-31" }, error: null });
  });

  it("refuses impossible or reversed dates, unknown kinds and ranges over two years, and shows this week", () => {
    for (const query of [
      "period=egen&fran=2026-02-30&till=2026-03-01",
      "period=egen&fran=2026-05-01&till=2026-04-01",
      "period=egen&fran=2020-01-01&till=2026-01-01",
      "period=egen&fran=<script>&till=2026-01-01",
      "period=kvartal",
    ]) {
      const { period, error } = read(query);
      expect(error, query).not.toBeNull();
      expect(period.from, query).toBe("2026-11-23");
    }
  });
});
