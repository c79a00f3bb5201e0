import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { outboxFor } from "~/notifications/outbox.server";
import { deskState, moveStatus, sendReply, unansweredItems } from "./desk.server";
import { guestFileResponse } from "./guest-files.server";
import { GUEST_WHO, receiveGuestMail } from "./inbound-mail.server";
import { replyAddress } from "./reply-address.server";
import { deskThread } from "./thread.server";

const db = getDb(env.DB);
const passed =
  "i=1; mx.cloudflare.net; dkim=pass header.d=example.se; dmarc=pass header.from=example.se; spf=pass smtp.mailfrom=eva@example.se";

async function storeBooking(): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO booking_inquiries (created_at, submission_key, lang, name, email, phone, participants, check_in_date, check_out_date, category, form_type) VALUES ('2026-11-26T08:00:00.000Z', ?1, 'sv', 'Eva Ek', 'eva@example.se', '070-123 45 67', 2, '2027-02-10', '2027-02-12', 'accommodation', 'private') RETURNING id",
  )
    .bind(crypto.randomUUID())
    .first<{ id: number }>();
  return row!.id;
}

/** A ForwardableEmailMessage as Email Routing hands it to the Worker, recording what the handler did. */
function inbound(raw: string, options: { to: string; from?: string; headers?: Record<string, string>; rawSize?: number }) {
  const record = { rejected: null as string | null, forwarded: [] as Array<{ to: string; headers?: Headers }> };
  const headerLines = raw.split("\r\n\r\n")[0]!.split("\r\n");
  const headers = new Headers(options.headers ?? { "ARC-Authentication-Results": passed });
  for (const line of headerLines) {
    const at = line.indexOf(":");
    if (at > 0) headers.append(line.slice(0, at), line.slice(at + 1).trim());
  }
  const bytes = new TextEncoder().encode(raw);
  const message = {
    from: options.from ?? "eva@example.se",
    to: options.to,
    headers,
    raw: new Response(bytes).body!,
    rawSize: options.rawSize ?? bytes.byteLength,
    canBeForwarded: true,
    setReject: (reason: string) => {
      record.rejected = reason;
    },
    forward: async (to: string, extra?: Headers) => {
      record.forwarded.push({ to, headers: extra });
      return { messageId: "forwarded" };
    },
    reply: async () => ({ messageId: "reply" }),
  } as unknown as ForwardableEmailMessage;
  return { message, record };
}

const answer = (body: string, extra: string[] = []) =>
  [
    "From: Eva Ek <eva@example.se>",
    "To: svar@fjallkallan.se",
    "Subject: =?utf-8?Q?Re:_Svar_p=C3=A5_din_f=C3=B6rfr=C3=A5gan?=",
    `Message-ID: <${crypto.randomUUID()}@example.se>`,
    ...extra,
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
  ].join("\r\n");

const addressOf = async (id: number) => (await replyAddress(env.DESK_REPLY_SECRET, env.GUEST_REPLY_ADDRESS, { kind: "bookings", id }))!;

beforeEach(async () => {
  vi.restoreAllMocks();
  await env.DB.batch(
    ["booking_inquiries", "desk_items", "desk_events", "desk_replies", "desk_guest_messages"].map((table) =>
      env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
});

describe("a guest's answer by mail", () => {
  it("lands in its case's thread after the desk's reply, moves it to Gästen har svarat and forwards a copy", async () => {
    const id = await storeBooking();
    const ctx = createExecutionContext();
    await sendReply(db, outboxFor(env, "https://fjallkallan.se/staff"), ctx, {
      kind: "bookings",
      item: { id, lang: "sv", email: "eva@example.se" },
      body: "Hej Eva, vi har ett rum.",
      key: crypto.randomUUID(),
      who: "anna@fjallkallan.se",
      replyTo: await addressOf(id),
    });
    expect((await deskState(db, "bookings", id)).status).toBe("besvarad");
    expect((await unansweredItems(db)).total).toBe(0);

    const hostile = '<img src=x onerror="alert(1)"> Tack, vi tar rummet!';
    const { message, record } = inbound(answer(`${hostile}\r\n\r\nOn Tue, 1 Dec 2026, Fjällkällan wrote:\r\n> Hej Eva`), {
      to: await addressOf(id),
    });
    const outcome = await receiveGuestMail(message, env);
    expect(outcome.kind).toBe("threaded");
    expect(record.rejected).toBeNull();
    expect(record.forwarded).toEqual([{ to: env.GUEST_REPLY_FORWARD_TO, headers: expect.any(Headers) }]);
    expect(record.forwarded[0]!.headers!.get("X-Fjallkallan-Case")).toBe(`bookings/${id}`);

    expect(await deskState(db, "bookings", id)).toMatchObject({ status: "gasten_har_svarat", beforeGuest: "besvarad" });
    // Waiting again: the 24-hour promise counts from the guest's answer, not from the inquiry.
    const waiting = await unansweredItems(db);
    expect(waiting.total).toBe(1);
    expect(waiting.items[0]!.createdAt > "2026-11-27").toBe(true);
    expect(waiting.items[0]!.guestReplied).toBe(true);

    const thread = await deskThread(db, "bookings", {
      id,
      name: "Eva Ek",
      email: "eva@example.se",
      lang: "sv",
      createdAt: "2026-11-26T08:00:00.000Z",
    });
    expect(thread.map((entry) => entry.kind)).toEqual(["inquiry", "reply", "guest", "status"]);
    const guest = thread.find((entry) => entry.kind === "guest")!;
    // Stored as the text it is, the quoted history cut off.
    expect(guest.text).toBe(hostile);
    expect(guest.who).toBe("eva@example.se");
    expect(guest.title).toBe("Gästen svarade per e-post: Re: Svar på din förfrågan");
    expect(thread.at(-1)).toMatchObject({ who: GUEST_WHO, title: "Status: Besvarad → Gästen har svarat" });

    // The desk answers again: back to where it stood, and off the waiting list.
    await sendReply(db, outboxFor(env, "https://fjallkallan.se/staff"), createExecutionContext(), {
      kind: "bookings",
      item: { id, lang: "sv", email: "eva@example.se" },
      body: "Välkommen!",
      key: crypto.randomUUID(),
      who: "anna@fjallkallan.se",
    });
    expect(await deskState(db, "bookings", id)).toMatchObject({ status: "besvarad", beforeGuest: null });
    expect((await unansweredItems(db)).total).toBe(0);
  });

  it("reopens a closed case, and a second answer keeps the first one's clock and history line", async () => {
    const id = await storeBooking();
    expect(await moveStatus(db, "bookings", id, "avslutad", "lösenord")).toBe("moved");
    await receiveGuestMail(inbound(answer("En fråga till."), { to: await addressOf(id) }).message, env);
    const first = await deskState(db, "bookings", id);
    await receiveGuestMail(inbound(answer("Och en till."), { to: await addressOf(id) }).message, env);
    const second = await env.DB.prepare("SELECT status, before_guest, updated_at FROM desk_items WHERE submission_id = ?").bind(id).first();
    expect(first).toMatchObject({ status: "gasten_har_svarat", beforeGuest: "avslutad" });
    expect(second).toMatchObject({ status: "gasten_har_svarat", before_guest: "avslutad" });
    const moves = await env.DB.prepare("SELECT count(*) AS n FROM desk_events WHERE to_status = 'gasten_har_svarat'").first<{
      n: number;
    }>();
    expect(moves!.n).toBe(1);
    const messages = await env.DB.prepare("SELECT count(*) AS n FROM desk_guest_messages WHERE submission_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(messages!.n).toBe(2);
  });

  it("stores a redelivered mail once", async () => {
    const id = await storeBooking();
    const raw = answer("Samma brev två gånger.");
    expect((await receiveGuestMail(inbound(raw, { to: await addressOf(id) }).message, env)).kind).toBe("threaded");
    expect((await receiveGuestMail(inbound(raw, { to: await addressOf(id) }).message, env)).kind).toBe("duplicate");
  });

  it("keeps an attachment in R2 under the case, and gives it to staff only as a download", async () => {
    const id = await storeBooking();
    const raw = [
      "From: eva@example.se",
      "Subject: Intyg",
      `Message-ID: <${crypto.randomUUID()}@example.se>`,
      'Content-Type: multipart/mixed; boundary="b"',
      "",
      "--b",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Här är intyget.",
      "--b",
      'Content-Type: application/pdf; name="intyg.pdf"',
      'Content-Disposition: attachment; filename="intyg.pdf"',
      "Content-Transfer-Encoding: base64",
      "",
      btoa("%PDF-1.4 intyg"),
      "--b--",
      "",
    ].join("\r\n");
    const outcome = await receiveGuestMail(inbound(raw, { to: await addressOf(id) }).message, env);
    expect(outcome).toMatchObject({ kind: "threaded", files: 1 });
    const stored = await env.GUEST_MAIL_FILES.list({ prefix: `bookings/${id}/` });
    expect(stored.objects).toHaveLength(1);
    const response = await guestFileResponse(db, env.GUEST_MAIL_FILES, outcome.kind === "threaded" ? outcome.messageId : 0, 1);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe("attachment; filename*=UTF-8''intyg.pdf");
    expect(await response.text()).toBe("%PDF-1.4 intyg");
    expect((await guestFileResponse(db, env.GUEST_MAIL_FILES, 999_999, 1)).status).toBe(404);
  });
});

describe("mail that must not reach a case", () => {
  const nothingStored = async () => {
    const counts = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM desk_guest_messages) AS messages, (SELECT count(*) FROM desk_items) AS items",
    ).first();
    expect(counts).toEqual({ messages: 0, items: 0 });
  };

  it.each([
    ["a forged token", (address: string) => address.replace(/[0-9a-f](@)/, (digit, at) => `${digit === "0" ? "1" : "0"}${at}`)],
    ["another case's token", (address: string) => address.replace(/\+b(\d+)-/, (_, id) => `+b${Number(id) + 1}-`)],
    ["no token", () => "svar@fjallkallan.se"],
  ])("refuses %s, with one log line and nothing written", async (_, alter) => {
    const id = await storeBooking();
    const log = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { message, record } = inbound(answer("Hej"), { to: alter(await addressOf(id)) });
    expect(await receiveGuestMail(message, env)).toMatchObject({ kind: "refused", reason: "unknown or forged token" });
    expect(record.rejected).toBe("Unknown address.");
    expect(record.forwarded).toEqual([]);
    expect(log.mock.calls.map(([line]) => JSON.parse(String(line)).event)).toEqual(["guest_mail_refused"]);
    await nothingStored();
  });

  it("refuses a sender Email Routing could not authenticate", async () => {
    const id = await storeBooking();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { message, record } = inbound(answer("Hej"), {
      to: await addressOf(id),
      headers: { "ARC-Authentication-Results": "i=1; mx.cloudflare.net; dkim=fail; spf=fail; dmarc=fail" },
    });
    expect(await receiveGuestMail(message, env)).toMatchObject({ kind: "refused", reason: "dmarc=fail" });
    expect(record.rejected).toBe("Sender could not be authenticated.");
    await nothingStored();
  });

  it("refuses oversized mail before reading it", async () => {
    const id = await storeBooking();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { message, record } = inbound(answer("Hej"), { to: await addressOf(id), rawSize: 20 * 1024 * 1024 });
    expect(await receiveGuestMail(message, env)).toMatchObject({ kind: "refused", reason: "too large" });
    expect(record.rejected).toBe("Message too large.");
    await nothingStored();
  });

  it.each([
    ["an out-of-office", ["Auto-Submitted: auto-replied"], "eva@example.se"],
    ["a bounce", [], ""],
  ])("drops %s without bouncing it (no loop) and without a trace in the case", async (_, extra, from) => {
    const id = await storeBooking();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { message, record } = inbound(answer("I am away until Monday.", extra), { to: await addressOf(id), from });
    expect((await receiveGuestMail(message, env)).kind).toBe("dropped");
    expect(record.rejected).toBeNull();
    expect(record.forwarded).toEqual([]);
    await nothingStored();
  });
});
