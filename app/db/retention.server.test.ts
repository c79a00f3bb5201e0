import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "./client.server";
import { applyRetention, monthsBefore, retentionPolicy } from "./retention.server";

const now = new Date("2026-11-24T02:30:00.000Z");
const DAY = 86_400_000;
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const policy = retentionPolicy({});

async function run(sql: string, ...params: Array<string | number | null>) {
  await env.DB.prepare(sql)
    .bind(...params)
    .run();
}
async function column(sql: string): Promise<unknown[]> {
  return (await env.DB.prepare(sql).raw()).map((row) => row[0]);
}

let key = 0;
const booking = (name: string, checkOut: string, createdAt = "2025-01-01T00:00:00.000Z") =>
  run(
    `INSERT INTO booking_inquiries (submission_key, created_at, name, email, phone, participants, check_in_date, check_out_date, category, form_type)
     VALUES (?, ?, ?, 'a@example.se', '070-1234567', 2, '2020-01-01', ?, 'relax', 'private')`,
    `k${++key}`,
    createdAt,
    name,
    checkOut,
  );
const lostRequest = (name: string, createdAt: string) =>
  run(
    `INSERT INTO lost_and_found (submission_key, created_at, name, address, zip_code, city, phone, email, arrival_date, departure_date, item_description)
     VALUES (?, ?, ?, 'Storgatan 1', '93591', 'Norsjö', '0701234567', 'a@example.se', '2026-01-01', '2026-01-02', 'Blå halsduk')`,
    `k${++key}`,
    createdAt,
    name,
  );
async function application(name: string, createdAt: string, withFiles = true): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO job_applications (submission_key, created_at, name, email, job_title) VALUES (?, ?, ?, 'a@example.se', 'Kock') RETURNING id",
  )
    .bind(`k${++key}`, createdAt, name)
    .first<{ id: number }>();
  const id = row!.id;
  if (withFiles) {
    await env.JOB_APPLICATIONS.put(`${id}_cv.pdf`, "%PDF-1.4 cv");
    await env.JOB_APPLICATIONS.put(`${id}_cover_letter.pdf`, "%PDF-1.4 letter");
    await run(
      "UPDATE job_applications SET cv_file_path = ?, cover_letter_file_path = ? WHERE id = ?",
      `${id}_cv.pdf`,
      `${id}_cover_letter.pdf`,
      id,
    );
  }
  return id;
}
const notification = (key: string, status: string, deliveredAt: string | null, updatedAt = now.toISOString()) =>
  run(
    "INSERT INTO notifications (message_id, type, submission_id, status, attempts, delivered_at, created_at, updated_at) VALUES (?, 'booking', 1, ?, 1, ?, ?, ?)",
    key,
    status,
    deliveredAt,
    updatedAt,
    updatedAt,
  );
const captured = (subject: string, createdAt: string) =>
  run(
    "INSERT INTO mail_capture (created_at, message_id, recipients, subject, text, html, payload) VALUES (?, 'm', 'a@example.se', ?, '', '', '{}')",
    createdAt,
    subject,
  );
const deadLetter = (messageId: string, createdAt: string) =>
  run(
    "INSERT INTO dead_letters (message_id, type, submission_id, body, attempts, created_at) VALUES (?, 'booking', 1, '{}', 6, ?)",
    messageId,
    createdAt,
  );
const subscriber = (email: string, createdAt: string, confirmedAt: string | null) =>
  run(
    "INSERT INTO newsletter_subscriptions (submission_key, created_at, email, source, confirmed_at) VALUES (?, ?, ?, 'footer', ?)",
    `k${++key}`,
    createdAt,
    email,
    confirmedAt,
  );

async function objectKeys(): Promise<string[]> {
  return (await env.JOB_APPLICATIONS.list()).objects.map(({ key }) => key).sort();
}

beforeEach(async () => {
  await env.DB.batch(
    [
      "booking_inquiries",
      "lost_and_found",
      "job_applications",
      "notifications",
      "mail_capture",
      "dead_letters",
      "newsletter_subscriptions",
      "staff_sessions",
    ].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
  const listed = await env.JOB_APPLICATIONS.list();
  if (listed.objects.length > 0) await env.JOB_APPLICATIONS.delete(listed.objects.map(({ key }) => key));
});

describe("retention", () => {
  it("deletes booking inquiries on the 365th day after check-out, not the day before", async () => {
    await booking("checked out 366 days ago", "2025-11-23");
    await booking("checked out 365 days ago", "2025-11-24");
    await booking("checked out 364 days ago", "2025-11-25");
    await booking("stay still to come", "2027-02-01");
    // No check-out date: the creation date counts.
    await booking("no check-out, created 365 days ago", "", "2025-11-24T23:59:59.000Z");
    await booking("no check-out, created 364 days ago", "", "2025-11-25T00:00:00.000Z");

    const report = await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, now);
    expect(report.bookingInquiries).toBe(3);
    expect(await column("SELECT name FROM booking_inquiries ORDER BY id")).toEqual([
      "checked out 364 days ago",
      "stay still to come",
      "no check-out, created 364 days ago",
    ]);
  });

  it("deletes an inquiry with a far-future check-out once it is 2 years and 365 days old (issue 14)", async () => {
    // now minus 2 years is 2024-11-24T02:30; minus 365 more days is 2023-11-25T02:30.
    await booking("9999 check-out, created 3 years ago", "9999-12-31", "2023-11-24T00:00:00.000Z");
    await booking("9999 check-out, created exactly 2 years + 365 days ago", "9999-12-31", "2023-11-25T02:30:00.000Z");
    await booking("9999 check-out, created a second later", "9999-12-31", "2023-11-25T02:30:01.000Z");
    await booking("stay in 2027, created last year", "2027-02-01", "2025-11-01T00:00:00.000Z");
    const report = await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, now);
    expect(report.bookingInquiries).toBe(2);
    expect(await column("SELECT name FROM booking_inquiries ORDER BY id")).toEqual([
      "9999 check-out, created a second later",
      "stay in 2027, created last year",
    ]);
  });

  it("deletes lost-and-found requests older than 3 calendar months", async () => {
    await lostRequest("a second past 3 months", "2026-08-24T02:29:59.999Z");
    await lostRequest("exactly 3 months", "2026-08-24T02:30:00.000Z");
    await lostRequest("last week", ago(7 * DAY));
    const report = await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, now);
    expect(report.lostAndFound).toBe(1);
    expect(await column("SELECT name FROM lost_and_found ORDER BY id")).toEqual(["exactly 3 months", "last week"]);
  });

  it("deletes job applications after 24 months together with their CV and cover letter, and nobody else's files", async () => {
    const old = await application("25 months", "2024-10-24T00:00:00.000Z");
    await application("a second past 24 months", "2024-11-24T02:29:59.000Z");
    const kept = await application("23 months", "2024-12-24T00:00:00.000Z");
    const recent = await application("this week", ago(3 * DAY));
    // A file whose path never reached its row (an upload cut short) goes too.
    const orphan = await application("old, upload cut short", "2024-01-01T00:00:00.000Z", false);
    await env.JOB_APPLICATIONS.put(`${orphan}_cv.docx`, "cv");
    // An unrelated object whose name shares the id's digits stays.
    await env.JOB_APPLICATIONS.put(`${old}0_cv.pdf`, "someone else");

    const report = await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, now);
    expect(report).toMatchObject({ jobApplications: 3, jobApplicationFiles: 5 });
    expect(await column("SELECT name FROM job_applications ORDER BY id")).toEqual(["23 months", "this week"]);
    expect(await objectKeys()).toEqual(
      [`${kept}_cv.pdf`, `${kept}_cover_letter.pdf`, `${recent}_cv.pdf`, `${recent}_cover_letter.pdf`, `${old}0_cv.pdf`].sort(),
    );
  });

  it("uses JOB_APPLICATION_RETENTION_MONTHS when it is a whole number of months, and the policy's 24 otherwise", async () => {
    expect(retentionPolicy({ JOB_APPLICATION_RETENTION_MONTHS: "36" }).jobApplicationMonths).toBe(36);
    for (const bad of ["0", "-3", "2.5", "two years", ""]) {
      expect(retentionPolicy({ JOB_APPLICATION_RETENTION_MONTHS: bad }).jobApplicationMonths, bad).toBe(24);
    }
    await application("25 months", "2024-10-24T00:00:00.000Z");
    const report = await applyRetention(
      getDb(env.DB),
      env.JOB_APPLICATIONS,
      retentionPolicy({ JOB_APPLICATION_RETENTION_MONTHS: "36" }),
      now,
    );
    expect(report.jobApplications).toBe(0);
    expect(await objectKeys()).toHaveLength(2);
  });

  it("deletes notification records in every state 30 days after their last change, and keeps newer ones", async () => {
    await notification("delivered 31 days ago", "delivered", ago(31 * DAY), ago(31 * DAY));
    await notification("delivered a second past 30 days", "delivered", ago(30 * DAY + 1000), ago(30 * DAY + 1000));
    await notification("delivered 29 days ago", "delivered", ago(29 * DAY), ago(29 * DAY));
    await notification("stuck sending 31 days", "sending", null, ago(31 * DAY));
    await notification("rejected 31 days ago", "rejected", null, ago(31 * DAY));
    await notification("rejected 29 days ago", "rejected", null, ago(29 * DAY));
    await notification("sending now", "sending", null);
    const report = await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, now);
    expect(report.notifications).toBe(4);
    expect(await column("SELECT message_id FROM notifications ORDER BY message_id")).toEqual([
      "delivered 29 days ago",
      "rejected 29 days ago",
      "sending now",
    ]);
  });

  it("deletes files whose application has no row once they are a day old, and keeps the rest (issue 14)", async () => {
    const withRow = await application("has its row", ago(3 * DAY));
    // An upload whose row was removed but whose cleanup failed.
    await env.JOB_APPLICATIONS.put("999001_cv.pdf", "%PDF-1.4 orphan");
    await env.JOB_APPLICATIONS.put("999001_cover_letter.docx", "orphan letter");
    await env.JOB_APPLICATIONS.put("README.txt", "not an application's file");
    // Runs "now" (every object a moment old) and then two days after the uploads.
    const uploaded = new Date();
    const fresh = await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, uploaded);
    expect(fresh.orphanedFiles).toBe(0);
    expect(await objectKeys()).toHaveLength(5);
    const later = await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, new Date(uploaded.getTime() + 2 * DAY));
    expect(later.orphanedFiles).toBe(2);
    expect(await objectKeys()).toEqual([`${withRow}_cover_letter.pdf`, `${withRow}_cv.pdf`, "README.txt"].sort());
  });

  it("finds orphaned files beyond the first page of the bucket's listing", async () => {
    // R2 lists at most 1000 keys a page.
    const keys = Array.from({ length: 1005 }, (_, i) => `${990000 + i}_cv.pdf`);
    for (const batch of Array.from({ length: 21 }, (_, i) => keys.slice(i * 50, i * 50 + 50))) {
      await Promise.all(batch.map((key) => env.JOB_APPLICATIONS.put(key, "x")));
    }
    const report = await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, new Date(Date.now() + 2 * DAY));
    expect(report.orphanedFiles).toBe(1005);
    expect(await objectKeys()).toEqual([]);
  });

  it("deletes staff sessions that have run out", async () => {
    await run(
      "INSERT INTO staff_sessions (id, expires_at) VALUES ('ran out', ?), ('still open', ?)",
      ago(1000),
      new Date(now.getTime() + 1000).toISOString(),
    );
    expect((await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, now)).staffSessions).toBe(1);
    expect(await column("SELECT id FROM staff_sessions")).toEqual(["still open"]);
  });

  it("deletes captured mail after 30 days", async () => {
    await captured("31 days", ago(31 * DAY));
    await captured("29 days", ago(29 * DAY));
    expect((await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, now)).capturedMail).toBe(1);
    expect(await column("SELECT subject FROM mail_capture")).toEqual(["29 days"]);
  });

  it("deletes dead letters after 90 days, leaving an operator time to act on newer ones", async () => {
    await deadLetter("91 days", ago(91 * DAY));
    await deadLetter("89 days", ago(89 * DAY));
    expect((await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, now)).deadLetters).toBe(1);
    expect(await column("SELECT message_id FROM dead_letters")).toEqual(["89 days"]);
  });

  it("deletes newsletter addresses never confirmed within 30 days, and never a confirmed one", async () => {
    await subscriber("unconfirmed-31@example.se", ago(31 * DAY), null);
    await subscriber("unconfirmed-30-and-a-second@example.se", ago(30 * DAY + 1000), null);
    await subscriber("unconfirmed-29@example.se", ago(29 * DAY), null);
    await subscriber("confirmed-long-ago@example.se", "2024-01-01T00:00:00.000Z", "2024-01-02T00:00:00.000Z");
    const report = await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, now);
    expect(report.unconfirmedNewsletter).toBe(2);
    expect(await column("SELECT email FROM newsletter_subscriptions ORDER BY id")).toEqual([
      "unconfirmed-29@example.se",
      "confirmed-long-ago@example.se",
    ]);
  });

  it("reports zeros and deletes nothing when nothing has expired", async () => {
    await booking("upcoming", "2027-01-01", ago(DAY));
    await subscriber("new@example.se", ago(DAY), null);
    expect(await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, now)).toEqual({
      bookingInquiries: 0,
      lostAndFound: 0,
      jobApplications: 0,
      jobApplicationFiles: 0,
      notifications: 0,
      capturedMail: 0,
      deadLetters: 0,
      unconfirmedNewsletter: 0,
      quarantine: 0,
      orphanedFiles: 0,
      staffSessions: 0,
      deskRows: 0,
      caseFiles: 0,
      privacyRequests: 0,
      statisticsSalts: 0,
      formCounts: 0,
    });
  });

  it("deletes the record of an export or deletion of someone's data after 36 months, as the privacy policy states", async () => {
    for (const [who, createdAt] of [
      ["36 months and a day", new Date(monthsBefore(now, 36).getTime() - DAY).toISOString()],
      ["35 months", monthsBefore(now, 35).toISOString()],
    ]) {
      await run(
        "INSERT INTO privacy_requests (created_at, action, who, address_hash, counts) VALUES (?, 'delete', ?, 'code', '{}')",
        createdAt!,
        who!,
      );
    }
    expect((await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, now)).privacyRequests).toBe(1);
    expect(await column("SELECT who FROM privacy_requests")).toEqual(["35 months"]);
  });

  it("deletes the desk's rows of a submission that is gone, and keeps those of one that stays", async () => {
    await env.DB.batch(["desk_items", "desk_events", "desk_replies"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
    await booking("past", "2020-01-01", "2019-12-01T00:00:00.000Z");
    await booking("upcoming", "2027-01-01", ago(DAY));
    const ids = await column("SELECT id FROM booking_inquiries ORDER BY id");
    for (const id of ids) {
      await env.DB.prepare(
        "INSERT INTO desk_items (kind, submission_id, status, updated_at) VALUES ('bookings', ?1, 'bokad', '2026-01-01')",
      )
        .bind(id)
        .run();
      await env.DB.prepare(
        "INSERT INTO desk_events (kind, submission_id, who, action, note) VALUES ('bookings', ?1, 'lösenord', 'note', 'x')",
      )
        .bind(id)
        .run();
      await env.DB.prepare(
        "INSERT INTO desk_replies (kind, submission_id, lang, to_email, body, who, submission_key) VALUES ('bookings', ?1, 'sv', 'a@example.se', 'Hej', 'lösenord', ?2)",
      )
        .bind(id, `key-${id}`)
        .run();
    }
    const report = await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, now);
    expect(report.bookingInquiries).toBe(1);
    expect(report.deskRows).toBe(3);
    expect(await column("SELECT submission_id FROM desk_items")).toEqual([ids[1]]);
    expect(await column("SELECT submission_id FROM desk_replies")).toEqual([ids[1]]);
  });
});

describe("monthsBefore", () => {
  it("steps back calendar months and clamps to the month's last day", () => {
    expect(monthsBefore(new Date("2026-05-31T10:00:00Z"), 3).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(monthsBefore(new Date("2028-05-31T10:00:00Z"), 3).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(monthsBefore(new Date("2026-01-15T00:00:00Z"), 24).toISOString()).toBe("2024-01-15T00:00:00.000Z");
    expect(monthsBefore(new Date("2026-03-01T00:00:00Z"), 3).toISOString()).toBe("2025-12-01T00:00:00.000Z");
  });
});

describe("retention of the mail-relay brake (decision 013)", () => {
  it("forgets an address a day after its window began, and keeps a newer one", async () => {
    await env.DB.prepare("DELETE FROM visitor_mail").run();
    for (const [recipient, at] of [
      ["old@example.se", new Date(now.getTime() - DAY - 1000)],
      ["new@example.se", new Date(now.getTime() - DAY + 60_000)],
    ] as const) {
      await env.DB.prepare("INSERT INTO visitor_mail (recipient, mail_key, window_start, last_sent_at) VALUES (?, 'booking:1', ?, ?)")
        .bind(recipient, at.toISOString(), at.toISOString())
        .run();
    }
    await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, policy, now);
    expect((await env.DB.prepare("SELECT recipient FROM visitor_mail").all()).results).toEqual([{ recipient: "new@example.se" }]);
  });
});
