import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordingQueue } from "../../tests/setup/forms";
import { clearTables, deliver, messages, mockMailChannels, notificationRows, queueMessage } from "../../workers/notifications/test-support";
import { getDb } from "~/db/client.server";
import { bookingInquiries } from "~/db/schema";
import { checkNewsletterLink, DEVELOPMENT_LINK_SECRET, parseNewsletterLink } from "~/forms/newsletter-links.server";
import type { NewsletterConfirmationMessage, NotificationMessage, PendingNotification } from "./queue-contract";
import {
  dispatchOutbox,
  outboxColumn,
  outboxFor,
  parseOutbox,
  sweepAfterSeconds,
  sweepOutbox,
  SWEEP_BATCH_ROWS,
  waitingRows,
  type Outbox,
} from "./outbox.server";

const NOW = new Date("2026-11-25T12:00:00.000Z");
const secondsBefore = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
/** The sweep's cut-off with the production threshold of 120 s. */
const cutoff = secondsBefore(120);

const { id: _booking, ...bookingPending } = messages.privateBooking;

/** A booking row as the action stores it (same INSERT, outbox included), created `age` seconds before NOW. */
async function storeBooking(ageSeconds: number, pending: PendingNotification[] = [bookingPending]): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO booking_inquiries (submission_key, created_at, name, email, phone, participants, check_in_date, check_out_date, category, form_type, pending_notifications)
     VALUES (?, ?, 'Anna Berg', 'anna@example.se', '070-123 45 67', 2, '2026-12-11', '2026-12-13', 'relax', 'private', ?) RETURNING id`,
  )
    .bind(crypto.randomUUID(), secondsBefore(ageSeconds).toISOString(), outboxColumn(pending))
    .first<{ id: number }>();
  return row!.id;
}

async function storeSignUp(ageSeconds: number, email: string, pending: PendingNotification[]): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO newsletter_subscriptions (submission_key, created_at, email, source, pending_notifications) VALUES (?, ?, ?, 'footer', ?) RETURNING id",
  )
    .bind(crypto.randomUUID(), secondsBefore(ageSeconds).toISOString(), email, outboxColumn(pending))
    .first<{ id: number }>();
  return row!.id;
}

const outboxOf = async (table: string, id: number) =>
  (await env.DB.prepare(`SELECT pending_notifications FROM ${table} WHERE id = ?`)
    .bind(id)
    .first<{ pending_notifications: string | null }>())!.pending_notifications;

function testOutbox(queue: Queue, linkSecret: string | null = DEVELOPMENT_LINK_SECRET): Outbox {
  return { db: getDb(env.DB), queue, linkSecret };
}

beforeEach(async () => {
  await env.DB.batch(
    ["booking_inquiries", "lost_and_found", "job_applications", "newsletter_subscriptions", "visitor_mail"].map((table) =>
      env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
  await clearTables();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("the outbox column", () => {
  it("holds the messages without their id, or NULL when the row causes none", () => {
    expect(outboxColumn([])).toBeNull();
    const text = outboxColumn([bookingPending])!;
    expect(JSON.parse(text)).toEqual([bookingPending]);
    expect(parseOutbox(text)).toEqual([bookingPending]);
  });

  it("is read back only when it holds messages of known types", () => {
    for (const bad of ["", "null", "{}", "[1]", '[{"type":"gift_card"}]', "not json"]) expect(parseOutbox(bad), bad).toBeNull();
    expect(parseOutbox("[]")).toEqual([]);
  });
});

describe("dispatching a row", () => {
  it("queues each message with the row's id, then clears the row's outbox", async () => {
    const id = await storeBooking(1);
    const { queue, sent } = recordingQueue();
    expect(await dispatchOutbox(testOutbox(queue), bookingInquiries, [{ id, pending: [bookingPending] }])).toBe(1);
    expect(sent).toEqual([{ ...bookingPending, id, visitorCopy: "send" }]);
    expect(await outboxOf("booking_inquiries", id)).toBeNull();
  });

  it("keeps the outbox when the queue fails, so the sweep can try again", async () => {
    const id = await storeBooking(1);
    await expect(
      dispatchOutbox(testOutbox(recordingQueue({ fail: true }).queue), bookingInquiries, [{ id, pending: [bookingPending] }]),
    ).rejects.toThrow("queue unavailable");
    expect(parseOutbox((await outboxOf("booking_inquiries", id))!)).toEqual([bookingPending]);
  });
});

describe("the sweep", () => {
  it("queues a row whose action never dispatched (the isolate died) once it is old enough, and not before", async () => {
    const id = await storeBooking(60);
    const { queue, sent } = recordingQueue();

    // 60 s old: the action may still be sending it itself.
    const early = await sweepOutbox(testOutbox(queue), cutoff);
    expect(sent).toEqual([]);
    expect(early.bookingInquiries).toEqual({ rows: 0, messages: 0, failed: 0, malformed: 0, more: false });
    expect(await outboxOf("booking_inquiries", id)).not.toBeNull();

    // Two minutes later it is 180 s old.
    const later = await sweepOutbox(testOutbox(queue), new Date(cutoff.getTime() + 120_000));
    expect(sent).toEqual([{ ...bookingPending, id, visitorCopy: "send" }]);
    expect(later.bookingInquiries).toMatchObject({ rows: 1, messages: 1, failed: 0 });
    expect(await outboxOf("booking_inquiries", id)).toBeNull();

    // Swept once: the next sweep finds nothing.
    await sweepOutbox(testOutbox(queue), new Date(cutoff.getTime() + 420_000));
    expect(sent).toHaveLength(1);
  });

  it("leaves dispatched rows and rows that cause no notification alone", async () => {
    const done = await storeBooking(600);
    await dispatchOutbox(testOutbox(recordingQueue().queue), bookingInquiries, [{ id: done, pending: [bookingPending] }]);
    await storeSignUp(600, "quiet@example.se", []);
    const { queue, sent } = recordingQueue();
    const report = await sweepOutbox(testOutbox(queue), cutoff);
    expect(sent).toEqual([]);
    expect(Object.values(report).every((count) => count.rows === 0 && count.failed === 0)).toBe(true);
  });

  it("signs the newsletter confirmation over the row's id when it sends it, with links valid for that address", async () => {
    const email = "late@example.se";
    const id = await storeSignUp(300, email, [
      { type: "newsletter_subscription", lang: "en", data: { email } },
      { type: "newsletter_confirmation", lang: "en", data: { email } },
    ]);
    const { queue, sent } = recordingQueue();
    const report = await sweepOutbox(testOutbox(queue), cutoff);
    expect(report.newsletterSubscriptions).toMatchObject({ rows: 1, messages: 2 });

    expect(sent[0]).toEqual({ type: "newsletter_subscription", id, lang: "en", data: { email } });
    const confirmation = sent[1] as NewsletterConfirmationMessage;
    expect(confirmation).toEqual({
      type: "newsletter_confirmation",
      id,
      lang: "en",
      visitorCopy: "send",
      data: { email, confirmToken: expect.any(String), unsubscribeToken: expect.any(String) },
    });
    const confirm = parseNewsletterLink(confirmation.data.confirmToken, "confirm")!;
    expect(confirm.id).toBe(id);
    expect(await checkNewsletterLink(DEVELOPMENT_LINK_SECRET, confirm, email)).toBe("valid");
    expect(
      await checkNewsletterLink(DEVELOPMENT_LINK_SECRET, parseNewsletterLink(confirmation.data.unsubscribeToken, "unsubscribe")!, email),
    ).toBe("valid");
    // Signed for this address only.
    expect(await checkNewsletterLink(DEVELOPMENT_LINK_SECRET, confirm, "other@example.se")).toBe("invalid");
    expect(await outboxOf("newsletter_subscriptions", id)).toBeNull();
  });

  it("signs with NEWSLETTER_LINK_SECRET in production, and without one sends the rest and logs the skipped confirmation", async () => {
    vi.stubEnv("MODE", "production");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const pending = (email: string): PendingNotification[] => [
      { type: "newsletter_subscription", lang: "sv", data: { email } },
      { type: "newsletter_confirmation", lang: "sv", data: { email } },
    ];

    const configured = await storeSignUp(300, "a@example.se", pending("a@example.se"));
    const withSecret = recordingQueue();
    // A cron run has no request: only a configured secret signs.
    await sweepOutbox(
      outboxFor({ ...env, NOTIFICATIONS: withSecret.queue, NEWSLETTER_LINK_SECRET: "configured-secret" } as Env, null),
      cutoff,
    );
    const token = parseNewsletterLink((withSecret.sent[1] as NewsletterConfirmationMessage).data.confirmToken, "confirm")!;
    expect(token.id).toBe(configured);
    expect(await checkNewsletterLink("configured-secret", token, "a@example.se")).toBe("valid");

    const unsigned = await storeSignUp(300, "b@example.se", pending("b@example.se"));
    const without = recordingQueue();
    await sweepOutbox(outboxFor({ ...env, NOTIFICATIONS: without.queue }, null), cutoff);
    expect(without.sent).toEqual([{ type: "newsletter_subscription", id: unsigned, lang: "sv", data: { email: "b@example.se" } }]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"newsletter_confirmation_skipped"'));
    expect(await outboxOf("newsletter_subscriptions", unsigned)).toBeNull();
  });

  it("takes the oldest rows first, at most a batch per table, and the rest on the next run", async () => {
    const ids: number[] = [];
    for (let i = 0; i < SWEEP_BATCH_ROWS + 2; i++) ids.push(await storeBooking(10_000 - i));
    const { queue, sent } = recordingQueue();
    const first = await sweepOutbox(testOutbox(queue), cutoff);
    expect(first.bookingInquiries).toMatchObject({ rows: SWEEP_BATCH_ROWS, more: true });
    expect(sent.map((message) => message.id)).toEqual(ids.slice(0, SWEEP_BATCH_ROWS));
    const second = await sweepOutbox(testOutbox(queue), cutoff);
    expect(second.bookingInquiries).toMatchObject({ rows: 2, more: false });
    expect(sent.map((message) => message.id)).toEqual(ids);
  });

  it("leaves a table whose send failed for the next run, and goes on with the others", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const booking = await storeBooking(600);
    const signUp = await storeSignUp(600, "c@example.se", [
      { type: "newsletter_confirmation", lang: "sv", data: { email: "c@example.se" } },
    ]);
    const sent: NotificationMessage[] = [];
    let calls = 0;
    const flaky = {
      async sendBatch(batch: Iterable<MessageSendRequest<NotificationMessage>>) {
        // The bookings come first; their send fails once.
        if (++calls === 1) throw new Error("queue unavailable");
        for (const { body } of batch) sent.push(body);
      },
    } as unknown as Queue;
    const report = await sweepOutbox(testOutbox(flaky), cutoff);
    expect(report.bookingInquiries).toMatchObject({ rows: 0, failed: 1 });
    expect(report.newsletterSubscriptions).toMatchObject({ rows: 1, messages: 1, failed: 0 });
    expect(sent.map(({ type, id }) => [type, id])).toEqual([["newsletter_confirmation", signUp]]);
    expect(await outboxOf("booking_inquiries", booking)).not.toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"enqueue_failed"'));

    await sweepOutbox(testOutbox(flaky), cutoff);
    expect(sent.map(({ type, id }) => [type, id])).toEqual([
      ["newsletter_confirmation", signUp],
      ["booking", booking],
    ]);
    expect(await outboxOf("booking_inquiries", booking)).toBeNull();
  });

  it("queues a batch in as few calls as the queue accepts: at most 100 messages and 256 KB each", async () => {
    const calls: number[][] = [];
    const measuring = {
      async sendBatch(batch: Iterable<MessageSendRequest<NotificationMessage>>) {
        const bodies = [...batch].map(({ body }) => new TextEncoder().encode(JSON.stringify(body)).byteLength);
        calls.push(bodies);
      },
    } as unknown as Queue;
    const small = Array.from({ length: 120 }, (_, i) => ({ id: 1000 + i, pending: [bookingPending] }));
    expect(await dispatchOutbox(testOutbox(measuring), bookingInquiries, small)).toBe(120);
    expect(calls.map((call) => call.length)).toEqual([100, 20]);

    calls.length = 0;
    const long = { ...bookingPending, data: { ...bookingPending.data, additionalRequests: "x".repeat(90_000) } };
    await dispatchOutbox(
      testOutbox(measuring),
      bookingInquiries,
      [1, 2, 3].map((id) => ({ id, pending: [long] })),
    );
    expect(calls.map((call) => call.length)).toEqual([2, 1]);
    for (const call of calls) expect(call.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThan(256_000);
  });

  it("logs and clears a column that holds no messages instead of trying it forever", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const id = await storeBooking(600);
    await env.DB.prepare("UPDATE booking_inquiries SET pending_notifications = 'garbage' WHERE id = ?").bind(id).run();
    const { queue, sent } = recordingQueue();
    const report = await sweepOutbox(testOutbox(queue), cutoff);
    expect(report.bookingInquiries).toMatchObject({ rows: 0, malformed: 1 });
    expect(sent).toEqual([]);
    expect(await outboxOf("booking_inquiries", id)).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"outbox_malformed"'));
  });

  it("finds waiting rows through the partial index, not by reading the table", async () => {
    const { sql, params } = waitingRows(getDb(env.DB), bookingInquiries, cutoff).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    expect(plan.results.map((step) => step.detail).join("\n")).toContain("USING INDEX booking_inquiries_outbox");
  });
});

describe("a submission queued twice (the action sent it and died before clearing its outbox)", () => {
  it("is queued again by the sweep, and the consumer still mails each role once", async () => {
    const id = await storeBooking(1);
    const sent: NotificationMessage[] = [];
    const dying = {
      async sendBatch(batch: Iterable<MessageSendRequest<NotificationMessage>>) {
        for (const { body } of batch) sent.push(body);
        throw new Error("isolate killed after the send, before the outbox was cleared");
      },
    } as unknown as Queue;
    await expect(dispatchOutbox(testOutbox(dying), bookingInquiries, [{ id, pending: [bookingPending] }])).rejects.toThrow();
    expect(await outboxOf("booking_inquiries", id)).not.toBeNull();

    const sweep = recordingQueue();
    await sweepOutbox(testOutbox(sweep.queue), new Date(NOW.getTime() + 3_600_000));
    sent.push(...sweep.sent);
    expect(sent).toEqual([
      { ...bookingPending, id, visitorCopy: "send" },
      { ...bookingPending, id, visitorCopy: "send" },
    ]);
    expect(await outboxOf("booking_inquiries", id)).toBeNull();

    // Two queue messages with their own ids, as Cloudflare would deliver them.
    vi.spyOn(console, "log").mockImplementation(() => {});
    const mail = mockMailChannels();
    const copies = sent.map((body) => queueMessage(body));
    for (const copy of copies) await deliver([copy.message]);
    expect(copies.map((copy) => copy.record)).toEqual([
      { acks: 1, retries: [] },
      { acks: 1, retries: [] },
    ]);
    const recipients = mail.requests().map((request) => request.body.personalizations[0]!.to[0]!.email);
    expect(recipients).toEqual(["bokning@fjallkallan.se", "anna@example.se"]);
    expect((await notificationRows()).map((row) => row.message_id)).toEqual([`booking:${id}:staff`, `booking:${id}:visitor`]);
  });
});

describe("OUTBOX_SWEEP_AFTER_SECONDS", () => {
  it("sets the sweep's threshold; unset or unusable means 120 s", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(sweepAfterSeconds({})).toBe(120);
    expect(sweepAfterSeconds({ OUTBOX_SWEEP_AFTER_SECONDS: "5" })).toBe(5);
    for (const unusable of ["", "soon", "-1", "1.5"]) expect(sweepAfterSeconds({ OUTBOX_SWEEP_AFTER_SECONDS: unusable })).toBe(120);
  });
});
