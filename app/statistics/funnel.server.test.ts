import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { formatHours } from "./funnel-format";
import { inquiryFunnel, median } from "./funnel.server";
import { periodOf } from "./periods";
import { lastWeeks, periodComparison } from "./report.server";

let key = 0;
/** One booking inquiry as the form stores it, with what the desk did: answered after `answeredAfterHours`, moved to `statuses` in turn. */
async function inquiry(createdAt: string, category: string, answeredAfterHours: number | null, statuses: string[] = []) {
  const row = await env.DB.prepare(
    `INSERT INTO booking_inquiries (submission_key, created_at, name, email, phone, participants, check_in_date, check_out_date, category, form_type)
     VALUES (?, ?, 'Gäst', 'gast@example.se', '070-1', 2, '2027-03-01', '2027-03-03', ?, 'private') RETURNING id`,
  )
    .bind(`f${++key}`, createdAt, category)
    .first<{ id: number }>();
  const id = row!.id;
  const answeredAt =
    answeredAfterHours === null ? null : new Date(new Date(createdAt).getTime() + answeredAfterHours * 3_600_000).toISOString();
  if (answeredAt || statuses.length > 0) {
    await env.DB.prepare("INSERT INTO desk_items (kind, submission_id, status, answered_at, updated_at) VALUES ('bookings', ?, ?, ?, ?)")
      .bind(id, statuses.at(-1) ?? "besvarad", answeredAt, createdAt)
      .run();
  }
  let from = "ny";
  for (const to of statuses) {
    await env.DB.prepare(
      "INSERT INTO desk_events (kind, submission_id, who, action, from_status, to_status) VALUES ('bookings', ?, 'Lisa', 'status', ?, ?)",
    )
      .bind(id, from, to)
      .run();
    from = to;
  }
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM desk_events"),
    env.DB.prepare("DELETE FROM desk_items"),
    env.DB.prepare("DELETE FROM booking_inquiries"),
  ]);
});

describe("the weeks across a year boundary", () => {
  it("lists ISO weeks 46–53 of 2026 and week 1 of 2027, each from its Monday", () => {
    const weeks = lastWeeks("2027-01-06");
    expect(weeks.map((week) => week.number)).toEqual([47, 48, 49, 50, 51, 52, 53, 1]);
    expect(weeks.at(-2)).toEqual({ number: 53, start: "2026-12-28" });
    expect(weeks.at(-1)).toEqual({ number: 1, start: "2027-01-04" });
  });
});

describe("the inquiry funnel", () => {
  it("counts received, answered within 24 hours and booked per week and kind, with the median time to answer", async () => {
    const weeks = lastWeeks("2027-01-06");
    // Week 53: three relax inquiries, answered after 2 h, 30 h and not at all; the first booked, then closed.
    await inquiry("2026-12-28T09:00:00.000Z", "relax", 2, ["besvarad", "bokad", "avslutad"]);
    await inquiry("2026-12-29T09:00:00.000Z", "relax", 30);
    await inquiry("2026-12-30T09:00:00.000Z", "relax", null);
    // 23:30 UTC on Sunday 3 January is 00:30 on Monday 4 January in Sweden: week 1. A conference, answered in 4 h and booked.
    await inquiry("2027-01-03T23:30:00.000Z", "conference", 4, ["bokad"]);
    // Before the first week: not counted.
    await inquiry("2026-11-01T09:00:00.000Z", "relax", 1);

    const funnel = await inquiryFunnel(env.DB, weeks, "2027-01-06");
    expect(funnel.weeks.at(-2)).toEqual({ label: "v. 53", received: 3, answeredInTime: 1, booked: 1, medianHours: 16 });
    expect(funnel.weeks.at(-1)).toEqual({ label: "v. 1", received: 1, answeredInTime: 1, booked: 1, medianHours: 4 });
    expect(funnel.weeks[0]).toEqual({ label: "v. 47", received: 0, answeredInTime: 0, booked: 0, medianHours: null });
    expect(funnel.kinds).toEqual([
      { label: "Relax & spa", received: 3, answeredInTime: 1, booked: 1, medianHours: 16 },
      { label: "Konferens", received: 1, answeredInTime: 1, booked: 1, medianHours: 4 },
    ]);
    expect(funnel.total).toEqual({ label: "Totalt", received: 4, answeredInTime: 2, booked: 2, medianHours: 4 });
  });

  it("reads medians and hours as staff do", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([])).toBeNull();
    expect(formatHours(3.46)).toBe("3,5 h");
    expect(formatHours(72)).toBe("3 dygn");
    expect(formatHours(null)).toBe("–");
  });
});

describe("a period beside the same period last year", () => {
  it("adds each section's counts and the funnel of both periods, across New Year", async () => {
    await env.DB.prepare("DELETE FROM site_counts").run();
    const add = (day: string, metric: string, subject: string, count: number) =>
      env.DB.prepare("INSERT INTO site_counts (day, metric, subject, lang, count) VALUES (?, ?, ?, '-', ?)")
        .bind(day, metric, subject, count)
        .run();
    // Winter 2026/27 and winter 2025/26; a day outside both.
    await add("2026-12-31", "source", "search", 4);
    await add("2027-01-02", "source", "search", 3);
    await add("2027-01-02", "source", "social", 1);
    await add("2026-01-10", "source", "search", 5);
    await add("2026-05-01", "source", "search", 100);
    await inquiry("2027-01-03T10:00:00.000Z", "relax", 3, ["bokad"]);
    await inquiry("2026-02-01T10:00:00.000Z", "relax", 30);

    const comparison = await periodComparison(env.DB, periodOf("sasong", "2027-01-06"));
    expect([comparison.period.label, comparison.before.label]).toEqual(["vintersäsongen 2026/27", "vintersäsongen 2025/26"]);
    const sources = comparison.sections.find((section) => section.id === "kallor")!;
    expect([sources.now, sources.lastYear]).toEqual([8, 5]);
    expect(sources.lines).toEqual([
      { label: "Sökmotorer", now: 7, lastYear: 5 },
      { label: "Sociala medier", now: 1, lastYear: 0 },
    ]);
    expect(comparison.funnel.now).toMatchObject({ received: 1, answeredInTime: 1, booked: 1 });
    expect(comparison.funnel.lastYear).toMatchObject({ received: 1, answeredInTime: 0, booked: 0 });
  });
});
