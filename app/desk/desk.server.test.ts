import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { recordingQueue } from "../../tests/setup/forms";
import { getDb } from "~/db/client.server";
import { deskHistory, deskState, moveStatus, searchDesk, sendReply, unansweredItems } from "./desk.server";
import { deskItemView } from "./item.server";
import { runMorningSummary } from "./summary.server";

const db = getDb(env.DB);

async function storeBooking(
  fields: { name?: string; email?: string; phone?: string; createdAt?: string; lang?: "sv" | "en" } = {},
): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO booking_inquiries (created_at, submission_key, lang, name, email, phone, participants, check_in_date, check_out_date, category, form_type) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 2, '2027-02-10', '2027-02-12', 'accommodation', 'private') RETURNING id",
  )
    .bind(
      fields.createdAt ?? "2026-11-26T08:00:00.000Z",
      crypto.randomUUID(),
      fields.lang ?? "sv",
      fields.name ?? "Eva Ek",
      fields.email ?? "eva@example.se",
      fields.phone ?? "070-123 45 67",
    )
    .first<{ id: number }>();
  return row!.id;
}

beforeEach(async () => {
  await env.DB.batch(
    ["booking_inquiries", "lost_and_found", "job_applications", "desk_items", "desk_events", "desk_replies", "desk_summaries"].map(
      (table) => env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
});

describe("status changes", () => {
  it("moves only along the workflow and records who and when", async () => {
    const id = await storeBooking();
    expect(await moveStatus(db, "bookings", id, "intervju", "lösenord")).toBe("refused");
    expect(await moveStatus(db, "bookings", id, "bokad", "anna@fjallkallan.se")).toBe("moved");
    expect(await moveStatus(db, "bookings", id, "besvarad", "lösenord")).toBe("refused");
    expect((await deskState(db, "bookings", id)).status).toBe("bokad");
    const history = await deskHistory(db, "bookings", id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: "status", fromStatus: "ny", toStatus: "bokad", who: "anna@fjallkallan.se" });
    expect(history[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe("a reply from the desk", () => {
  it("is stored, queued once with the visitor's language, and marks the inquiry Besvarad", async () => {
    const id = await storeBooking({ lang: "en", email: "guest@example.org" });
    const { queue, sent } = recordingQueue();
    const ctx = createExecutionContext();
    const outbox = { db, queue, linkSecret: null };
    const input = {
      kind: "bookings" as const,
      item: { id, lang: "en" as const, email: "guest@example.org" },
      body: "Hello!",
      key: crypto.randomUUID(),
      who: "lösenord",
    };
    expect(await sendReply(db, outbox, ctx, input)).toBe("sent");
    // The same form sent again: nothing more is stored or queued.
    expect(await sendReply(db, outbox, ctx, { ...input, body: "Hello again" })).toBe("duplicate");
    await waitOnExecutionContext(ctx);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: "desk_reply",
      lang: "en",
      data: { to: "guest@example.org", kind: "bookings", submissionId: id, body: "Hello!" },
    });
    expect(await deskState(db, "bookings", id)).toMatchObject({ status: "besvarad", answeredAt: expect.any(String) });
    const [event] = await deskHistory(db, "bookings", id);
    expect(event).toMatchObject({
      action: "reply",
      reply: "Hello!",
      replyLang: "en",
      fromStatus: "ny",
      toStatus: "besvarad",
      replySent: 1,
    });
    const outboxes = await env.DB.prepare("SELECT pending_notifications FROM desk_replies").all();
    expect(outboxes.results).toEqual([{ pending_notifications: null }]);
  });
});

describe("a reply template", () => {
  it("greets without the typed name when the name carries a sentence and a link", async () => {
    const [template] = (
      await env.DB.prepare("SELECT id FROM desk_templates WHERE kind = 'bookings' AND lang = 'sv' ORDER BY id LIMIT 1").all<{
        id: number;
      }>()
    ).results;
    const view = async (name: string) => {
      const item = await deskItemView(
        db,
        "bookings",
        { id: 1, name, email: "x@example.se", lang: "sv", createdAt: "2026-11-26T08:00:00.000Z" },
        new URL("https://hotel.test/staff/bookings/1"),
        { name: "Anna Berg", via: "password", memberId: 1 },
      );
      return { reply: item.reply.templates.find((entry) => entry.id === template!.id)! };
    };
    const hostile = await view("Anna. Your deposit is refundable at https://evil.example/claim");
    expect(hostile.reply.body).toMatch(/^Hej,\n\n/);
    expect(hostile.reply.body).not.toContain("evil.example");
    expect(hostile.reply.nameLeftOut).toBe(true);
    const named = await view("Eva Ek");
    expect(named.reply.body).toMatch(/^Hej Eva Ek,\n\n/);
    expect(named.reply.nameLeftOut).toBe(false);
    // Signed by the sender's first name (migration 0022 put {förnamn} in the seeded templates).
    expect(named.reply.body).toMatch(/Med vänliga hälsningar\nAnna\nReceptionen, Fjällkällan$/);
  });
});

describe("the unanswered and the morning summary", () => {
  it("lists only items still Ny without a reply, oldest first", async () => {
    const old = await storeBooking({ createdAt: "2026-11-24T08:00:00.000Z", name: "Old" });
    const fresh = await storeBooking({ createdAt: "2026-11-27T06:00:00.000Z", name: "Fresh" });
    const handled = await storeBooking({ name: "Handled" });
    await moveStatus(db, "bookings", handled, "avslutad", "lösenord");
    const { total, items } = await unansweredItems(db);
    expect(total).toBe(2);
    expect(items.map((item) => item.id)).toEqual([old, fresh]);
  });

  it("is made at 08:00 Swedish time, once per day, and lists the overdue first", async () => {
    const { queue, sent } = recordingQueue();
    const testEnv = { ...env, NOTIFICATIONS: queue };
    await storeBooking({ createdAt: "2026-11-27T06:30:00.000Z", name: "Fresh" });
    await storeBooking({ createdAt: "2026-11-25T06:30:00.000Z", name: "Overdue" });
    expect(await runMorningSummary(testEnv, new Date("2026-11-27T06:00:00Z"))).toEqual({ kind: "not-now" });
    expect(await runMorningSummary(testEnv, new Date("2026-11-27T07:00:00Z"))).toEqual({ kind: "made", day: "2026-11-27", unanswered: 2 });
    expect(await runMorningSummary(testEnv, new Date("2026-11-27T07:00:30Z"))).toEqual({ kind: "already-made", day: "2026-11-27" });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: "desk_summary", data: { day: "2026-11-27", total: 2 } });
    const summary = sent[0] as Extract<(typeof sent)[number], { type: "desk_summary" }>;
    expect(summary.data.items.map((item) => [item.name, item.overdue])).toEqual([
      ["Overdue", true],
      ["Fresh", false],
    ]);
  });

  it("counts a case the guest answered by mail again, its 24 hours from the answer", async () => {
    const { queue, sent } = recordingQueue();
    const answered = await storeBooking({ createdAt: "2026-11-24T08:00:00.000Z", name: "Answered" });
    // Replied to on the 24th; the guest's answer came in two hours before the summary.
    await env.DB.prepare(
      "INSERT INTO desk_items (kind, submission_id, status, answered_at, updated_at) VALUES ('bookings', ?1, 'gasten_har_svarat', '2026-11-24T10:00:00.000Z', '2026-11-27T05:00:00.000Z')",
    )
      .bind(answered)
      .run();
    await storeBooking({ createdAt: "2026-11-25T06:30:00.000Z", name: "Overdue" });
    expect(await runMorningSummary({ ...env, NOTIFICATIONS: queue }, new Date("2026-11-27T07:00:00Z"))).toMatchObject({ unanswered: 2 });
    const summary = sent[0] as Extract<(typeof sent)[number], { type: "desk_summary" }>;
    expect(summary.data.items.map((item) => [item.name, item.overdue, item.guestReplied, item.createdAt])).toEqual([
      ["Overdue", true, false, "2026-11-25T06:30:00.000Z"],
      ["Answered", false, true, "2026-11-27T05:00:00.000Z"],
    ]);
  });
});

describe("search", () => {
  it("finds by name in any case (Swedish letters too), e-mail, phone digits and number", async () => {
    const id = await storeBooking({ name: "Örjan Östlund", email: "Orjan.Ostlund@Example.se", phone: "+46 (0)70-987 65 43" });
    await storeBooking({ name: "Someone Else", email: "else@example.se", phone: "070-111 11 11" });
    for (const query of [
      "örjan",
      "Östlund",
      "ÖSTLUND",
      "örjan östlund",
      "orjan.ostlund@example.se",
      "70987",
      "0987 65 43",
      `nr ${id}`,
      String(id),
    ]) {
      expect(
        (await searchDesk(db, query)).map((hit) => hit.id),
        query,
      ).toContain(id);
    }
    expect(await searchDesk(db, "%")).toEqual([]);
    expect((await searchDesk(db, "100%_")).map((hit) => hit.id)).toEqual([]);
  });

  it("compares phone numbers as numbers, and finds a company, a lost item and its booking number without the dash", async () => {
    const national = await storeBooking({ name: "Eva Ek", phone: "070-123 45 67" });
    const international = await storeBooking({ name: "Kari Nordmann", email: "kari@example.no", phone: "0047 22 12 34 56" });
    await env.DB.prepare("UPDATE booking_inquiries SET company = 'Skellefteå Kraft AB' WHERE id = ?").bind(national).run();
    const lost = await env.DB.prepare(
      "INSERT INTO lost_and_found (submission_key, name, address, zip_code, city, phone, email, booking_number, arrival_date, departure_date, item_description) VALUES (?, 'Åsa Öberg', 'V 1', '93531', 'Norsjö', '+46 70 555 66 77', 'asa@example.se', 'BK-48213', '2026-11-20', '2026-11-21', 'Blå ullmössa med tofs') RETURNING id",
    )
      .bind(crypto.randomUUID())
      .first<{ id: number }>();
    const found = async (query: string) => (await searchDesk(db, query)).map((hit) => hit.id);
    for (const query of ["+46 70 123 45 67", "0046 70 123 45 67", "+46701234567", "070-123 45 67", "Skellefteå kraft", "kraft ab"])
      expect(await found(query), query).toContain(national);
    for (const query of ["+47 22 12 34 56", "0047 22 12 34 56"]) expect(await found(query), query).toContain(international);
    for (const query of ["0705556677", "+46 70 555 66 77", "ullmössa", "Blå ullmössa", "BK-48213", "bk48213", "48213", "BK 48213"])
      expect(await found(query), query).toContain(lost!.id);
    // A Norwegian number is not a Swedish one with the same digits.
    expect(await found("022 12 34 56")).not.toContain(international);
  });
});
