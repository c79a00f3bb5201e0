import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import wranglerToml from "./wrangler.toml?raw";
import { backoffSeconds, mailKey } from "./index";
import { capturedMail, clearTables, deliver, messages, mockMailChannels, notificationRows, queueMessage } from "./test-support";

let errors: MockInstance<typeof console.error>;

beforeEach(async () => {
  await clearTables();
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The events the worker logged at error level, parsed. */
const loggedErrors = () => errors.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

describe("the MailChannels payload for each message type", () => {
  it("booking inquiry: a Swedish staff mail with the visitor as Reply-To, then the visitor's confirmation", async () => {
    const mail = mockMailChannels();
    const { message, record } = queueMessage(messages.privateBooking);
    await deliver([message]);

    const [staff, visitor] = mail.requests();
    expect(mail.requests()).toHaveLength(2);
    expect(staff!.url).toBe("https://api.mailchannels.net/tx/v1/send");
    expect(staff!.method).toBe("POST");
    expect(staff!.headers.get("X-Api-Key")).toBe("test-api-key");
    expect(staff!.headers.get("Content-Type")).toBe("application/json");
    expect(staff!.body).toEqual({
      personalizations: [{ to: [{ email: "bokning@fjallkallan.se" }] }],
      from: { email: "no-reply@fjallkallan.se", name: "Fjällkällan" },
      reply_to: { email: "anna@example.se", name: "Anna Berg" },
      subject: "Ny bokningsförfrågan: Anna Berg (2026-12-11–2026-12-13)",
      content: [
        { type: "text/plain", value: expect.stringContaining("Namn: Anna Berg\nE-post: anna@example.se\nTelefon: 070-123 45 67") },
        { type: "text/html", value: expect.stringContaining('<html lang="sv">') },
      ],
    });
    const staffText = (staff!.body.content as Array<{ value: string }>)[0]!.value;
    for (const line of [
      "Vem gäller förfrågan? Privatperson",
      "Vad gäller det? Relax & spa",
      "Antal personer: 2",
      "Ankomstdatum: 2026-12-11 (fredag)",
      "Avresedatum: 2026-12-13 (söndag)",
      "Paket: Spaweekend",
      "Jag vill boka spabehandling: Ja",
      "Jag är intresserad av aktiviteter: Nej",
      "Övriga önskemål:\n  Rum mot sjön, tack.\n  Vi kommer sent på fredagen.",
    ]) {
      expect(staffText).toContain(line);
    }

    expect(visitor!.body).toEqual({
      personalizations: [{ to: [{ email: "anna@example.se" }] }],
      from: { email: "no-reply@fjallkallan.se", name: "Fjällkällan" },
      reply_to: { email: "info@fjallkallan.se", name: "Fjällkällan Hotell & Spa" },
      subject: "Tack för din förfrågan – Fjällkällan Hotell & Spa",
      content: [
        { type: "text/plain", value: expect.stringContaining("Vi har tagit emot den och svarar inom 24 timmar.") },
        { type: "text/html", value: expect.stringContaining("svarar inom 24 timmar") },
      ],
    });
    expect(record).toEqual({ acks: 1, retries: [] });
  });

  it("sends only to MAIL_ALLOW_LIST when it is set (staging): production's staff and guests get nothing", async () => {
    const mail = mockMailChannels();
    const { message, record } = queueMessage(messages.privateBooking);
    await deliver([message], { STAFF_BOOKING_TO: "bokning@fjallkallan.se, test@staging.example", MAIL_ALLOW_LIST: "@staging.example" });
    // The staff mail reaches the tester only; the guest's confirmation (anna@example.se) is not sent, and not retried.
    expect(mail.requests().map((request) => request.body.personalizations)).toEqual([[{ to: [{ email: "test@staging.example" }] }]]);
    expect(record.acks).toBe(1);
    expect((await notificationRows()).map((row) => [row.status, row.last_error])).toContainEqual([
      "rejected",
      "no recipient on MAIL_ALLOW_LIST",
    ]);
  });

  it("business inquiry in English: the staff mail stays Swedish, the confirmation is in English", async () => {
    const mail = mockMailChannels();
    const { message, record } = queueMessage(messages.businessBooking);
    await deliver([message]);

    const [staff, visitor] = mail.requests();
    expect(staff!.body.subject).toBe("Ny bokningsförfrågan: Per Lind (2027-01-19–2027-01-20)");
    const staffText = (staff!.body.content as Array<{ value: string }>)[0]!.value;
    expect(staffText).toContain("skickad på engelska");
    expect(staffText).toContain("Kontaktperson: Per Lind");
    expect(staffText).toContain("Företag: Skogsbolaget AB");
    expect(staffText).toContain("Antal deltagare: 18");
    expect(staffText).toContain("Typ av konferens: Konferens med övernattning");
    expect(staffText).toContain("Behöver ni boende? Ja");
    expect(staffText).toContain("Måltider: Lunch, Förmiddagsfika");

    expect(visitor!.body).toMatchObject({
      personalizations: [{ to: [{ email: "per@skogsbolaget.se" }] }],
      subject: "Thank you for your inquiry – Fjällkällan Hotell & Spa",
    });
    const visitorText = (visitor!.body.content as Array<{ value: string }>)[0]!.value;
    expect(visitorText).toContain("Hello,");
    expect(visitorText).not.toContain("Per Lind");
    expect(visitorText).toContain("We have received it and will reply within 24 hours.");
    expect(visitorText).toContain("Arrival date: Tuesday, 19 January 2027");
    // Only what the form's own options chose; meals, wishes and names stay in the staff mail.
    expect(visitorText).not.toContain("Meals");
    expect(visitorText).toContain("+46 918 123 40");
    expect(record.acks).toBe(1);
  });

  it("lost and found: a staff mail with every field of the request, then the visitor's receipt", async () => {
    const mail = mockMailChannels();
    const { message, record } = queueMessage(messages.lostFound);
    await deliver([message]);

    expect(mail.requests()).toHaveLength(2);
    const [staff, visitor] = mail.requests();
    expect(staff!.body).toEqual({
      personalizations: [{ to: [{ email: "reception@fjallkallan.se" }] }],
      from: { email: "no-reply@fjallkallan.se", name: "Fjällkällan" },
      reply_to: { email: "karin@example.se", name: "Karin Ek" },
      subject: "Ny efterlysning av kvarglömt föremål: Karin Ek (2026-10-02–2026-10-04)",
      content: [
        {
          type: "text/plain",
          value: expect.stringContaining(
            [
              "Namn: Karin Ek",
              "E-post: karin@example.se",
              "Telefon: 070-987 65 43",
              "Rumsnummer: –",
              "Ankomstdatum: 2026-10-02 (fredag)",
              "Avresedatum: 2026-10-04 (söndag)",
              "Föremålet: Blå halsduk i ull, troligen i relaxavdelningen.",
            ].join("\n"),
          ),
        },
        { type: "text/html", value: expect.stringContaining("Blå halsduk i ull") },
      ],
    });
    // The receipt: to the visitor, Reply-To the hotel, none of what they typed (decision 048).
    expect(visitor!.body.personalizations).toEqual([{ to: [{ email: "karin@example.se" }] }]);
    expect(visitor!.body.reply_to).toEqual({ email: "info@fjallkallan.se", name: "Fjällkällan Hotell & Spa" });
    expect(JSON.stringify(visitor!.body)).not.toMatch(/halsduk|Karin|070-987/);
    expect(JSON.stringify(visitor!.body)).toContain("Reference number: 7");
    expect(record.acks).toBe(1);
  });

  it("job application: both staff recipients, a link to the CV in the staff inbox, never an attachment", async () => {
    const mail = mockMailChannels();
    const { message, record } = queueMessage(messages.jobApplication);
    await deliver([message]);

    const [staff] = mail.requests();
    expect(staff!.body).toEqual({
      personalizations: [{ to: [{ email: "jobb@fjallkallan.se" }, { email: "kok@fjallkallan.se" }] }],
      from: { email: "no-reply@fjallkallan.se", name: "Fjällkällan" },
      reply_to: { email: "lars@example.se", name: "Lars Nyström" },
      subject: "Ny jobbansökan: Kock – Lars Nyström",
      content: [
        { type: "text/plain", value: expect.stringContaining("https://fjallkallan.se/staff/applications/15") },
        { type: "text/html", value: expect.stringContaining('href="https://fjallkallan.se/staff/applications/15"') },
      ],
    });
    const text = (staff!.body.content as Array<{ value: string }>)[0]!.value;
    expect(text).toContain(
      "Tjänst: Kock\nNamn: Lars Nyström\nE-post: lars@example.se\nTelefon: –\nMeddelande: Jag har arbetat åtta år i restaurangkök.",
    );
    expect(staff!.body).not.toHaveProperty("attachments");
    expect(record.acks).toBe(1);
  });

  it("newsletter subscription from the popup: one staff mail", async () => {
    const mail = mockMailChannels();
    const { message, record } = queueMessage(messages.newsletter);
    await deliver([message]);

    expect(mail.requests()).toHaveLength(1);
    expect(mail.requests()[0]!.body).toEqual({
      personalizations: [{ to: [{ email: "marknad@fjallkallan.se" }] }],
      from: { email: "no-reply@fjallkallan.se", name: "Fjällkällan" },
      reply_to: { email: "guest@example.com" },
      subject: "Ny prenumerant på nyhetsbrevet: guest@example.com",
      content: [
        { type: "text/plain", value: expect.stringContaining("E-post: guest@example.com\nSpråk: engelska") },
        { type: "text/html", value: expect.stringContaining("guest@example.com") },
      ],
    });
    expect(record.acks).toBe(1);
  });

  it("signs with DKIM when domain, selector and key are configured (PEM armour stripped)", async () => {
    const mail = mockMailChannels();
    const { message } = queueMessage(messages.newsletter);
    await deliver([message], {
      DKIM_DOMAIN: "fjallkallan.se",
      DKIM_SELECTOR: "mailchannels",
      DKIM_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\nTUlJQ2Rn\nSUJBREFO\n-----END PRIVATE KEY-----\n",
    });
    expect(mail.requests()[0]!.body.personalizations).toEqual([
      {
        to: [{ email: "marknad@fjallkallan.se" }],
        dkim_domain: "fjallkallan.se",
        dkim_selector: "mailchannels",
        dkim_private_key: "TUlJQ2RnSUJBREFO",
      },
    ]);
  });

  it("sends no DKIM fields while the private key is missing", async () => {
    const mail = mockMailChannels();
    const { message } = queueMessage(messages.newsletter);
    await deliver([message], { DKIM_DOMAIN: "fjallkallan.se", DKIM_SELECTOR: "mailchannels" });
    expect(mail.requests()[0]!.body.personalizations).toEqual([{ to: [{ email: "marknad@fjallkallan.se" }] }]);
  });
});

describe("failures and retries", () => {
  it.each([429, 500, 503])("retries on HTTP %i with exponential backoff and records nothing as delivered", async (status) => {
    mockMailChannels(() => new Response("slow down", { status }));
    const first = queueMessage(messages.lostFound, { attempts: 1 });
    const third = queueMessage(messages.newsletter, { attempts: 3 });
    await deliver([first.message, third.message]);

    expect(first.record).toEqual({ acks: 0, retries: [{ delaySeconds: 30 }] });
    expect(third.record).toEqual({ acks: 0, retries: [{ delaySeconds: 120 }] });
    const rows = await notificationRows();
    // The lost-and-found request's staff mail and receipt, and the newsletter's staff mail.
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({ status: "sending", delivered_at: null, claimed_until: null, attempts: 1 });
      expect(row.last_error).toContain(`HTTP ${status}`);
    }
  });

  it("waits at least as long as the provider's Retry-After", async () => {
    mockMailChannels(() => new Response(null, { status: 429, headers: { "Retry-After": "300" } }));
    const { message, record } = queueMessage(messages.newsletter, { attempts: 1 });
    await deliver([message]);
    expect(record.retries).toEqual([{ delaySeconds: 300 }]);
  });

  it("backs off 30 s, 1 min, 2 min … and never more than an hour", () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => backoffSeconds(attempts))).toEqual([30, 60, 120, 240, 480, 960]);
    expect(backoffSeconds(20)).toBe(3600);
  });

  it("takes its first delay from NOTIFICATION_RETRY_BASE_SECONDS when set (the load test), 30 s otherwise", async () => {
    mockMailChannels(() => new Response(null, { status: 500 }));
    const fast = queueMessage(messages.newsletter, { attempts: 3 });
    await deliver([fast.message], { NOTIFICATION_RETRY_BASE_SECONDS: "1" });
    expect(fast.record.retries).toEqual([{ delaySeconds: 4 }]);

    for (const unusable of ["", "0", "-5", "soon"]) {
      const fallback = queueMessage(messages.newsletter, { attempts: 1 });
      await deliver([fallback.message], { NOTIFICATION_RETRY_BASE_SECONDS: unusable });
      expect(fallback.record.retries).toEqual([{ delaySeconds: 30 }]);
    }
  });

  it("gives up on MailChannels after MAILCHANNELS_TIMEOUT_MS when set", async () => {
    const mail = mockMailChannels(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = mail.requests()[call]!.signal!;
          signal.addEventListener("abort", () => reject(signal.reason as Error));
        }),
    );
    const { message, record } = queueMessage(messages.newsletter, { attempts: 1 });
    const started = Date.now();
    await deliver([message], { MAILCHANNELS_TIMEOUT_MS: "50" });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(record.retries).toEqual([{ delaySeconds: 30 }]);
    const [row] = await notificationRows();
    expect(row).toMatchObject({ status: "sending", last_error: "timeout after 50 ms" });
  });

  it("retries a network timeout, and gives every request a timeout signal", async () => {
    const mail = mockMailChannels(() => {
      throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
    });
    const { message, record } = queueMessage(messages.jobApplication, { attempts: 2 });
    await deliver([message]);

    expect(mail.requests()[0]!.signal).toBeInstanceOf(AbortSignal);
    expect(record).toEqual({ acks: 0, retries: [{ delaySeconds: 60 }] });
    const [row] = await notificationRows();
    expect(row).toMatchObject({ status: "sending", last_error: "timeout after 10000 ms" });
  });

  it("retries when the network fails outright", async () => {
    mockMailChannels(() => {
      throw new TypeError("fetch failed");
    });
    const { message, record } = queueMessage(messages.newsletter);
    await deliver([message]);
    expect(record.retries).toEqual([{ delaySeconds: 30 }]);
  });

  it("acknowledges a 400 and logs the provider's answer; the mail is not tried again", async () => {
    const mail = mockMailChannels(() => new Response('{"errors":["invalid reply_to address"]}', { status: 400 }));
    const { message, record } = queueMessage(messages.lostFound);
    await deliver([message]);

    expect(record).toEqual({ acks: 1, retries: [] });
    expect(loggedErrors()).toContainEqual(
      expect.objectContaining({
        event: "mail_rejected",
        type: "lost_found",
        id: 7,
        reason: 'HTTP 400: {"errors":["invalid reply_to address"]}',
      }),
    );
    // Both of its mails (staff and receipt) were refused, each once.
    expect(await notificationRows()).toEqual([
      expect.objectContaining({ status: "rejected", delivered_at: null }),
      expect.objectContaining({ status: "rejected", delivered_at: null }),
    ]);

    const again = queueMessage(messages.lostFound, { id: message.id, attempts: 2 });
    await deliver([again.message]);
    expect(mail.spy).toHaveBeenCalledTimes(2);
    expect(again.record).toEqual({ acks: 1, retries: [] });
  });

  it("keeps retrying on the last attempt, so Cloudflare moves the message to the dead-letter queue", async () => {
    mockMailChannels(() => new Response(null, { status: 502 }));
    const { message, record } = queueMessage(messages.newsletter, { attempts: 6 });
    await deliver([message]);
    expect(record).toEqual({ acks: 0, retries: [{ delaySeconds: 960 }] });
  });

  it("has max_retries and the dead-letter queue in its wrangler config", () => {
    expect(wranglerToml).toMatch(/\[\[queues\.consumers\]\]\s*\nqueue = "notifications"/);
    expect(wranglerToml).toMatch(/^max_retries = 5$/m);
    expect(wranglerToml).toMatch(/^dead_letter_queue = "notifications-dlq"$/m);
  });
});

describe("idempotency", () => {
  it("a redelivered message sends nothing twice", async () => {
    const mail = mockMailChannels();
    const first = queueMessage(messages.privateBooking);
    await deliver([first.message]);
    expect(mail.spy).toHaveBeenCalledTimes(2);

    const again = queueMessage(messages.privateBooking, { id: first.message.id, attempts: 2 });
    await deliver([again.message]);
    expect(mail.spy).toHaveBeenCalledTimes(2);
    expect(again.record).toEqual({ acks: 1, retries: [] });

    const rows = await notificationRows();
    expect(rows.map((row) => [row.message_id, row.status, row.attempts])).toEqual([
      ["booking:41:staff", "delivered", 1],
      ["booking:41:visitor", "delivered", 1],
    ]);
    expect(rows.every((row) => typeof row.delivered_at === "string" && row.type === "booking" && row.submission_id === 41)).toBe(true);
  });

  it("the same submission queued twice (the action's send and the outbox sweep's) mails each role once", async () => {
    const mail = mockMailChannels();
    const fromAction = queueMessage(messages.privateBooking);
    const fromSweep = queueMessage(messages.privateBooking);
    expect(fromSweep.message.id).not.toBe(fromAction.message.id);
    await deliver([fromAction.message]);
    await deliver([fromSweep.message]);
    // And both copies in one batch, as the queue may deliver them together.
    const third = queueMessage(messages.newsletter);
    const fourth = queueMessage(messages.newsletter);
    await deliver([third.message, fourth.message]);

    const recipients = mail.requests().map((request) => request.body.personalizations[0]!.to[0]!.email);
    expect(recipients).toEqual(["bokning@fjallkallan.se", "anna@example.se", "marknad@fjallkallan.se"]);
    for (const { record } of [fromAction, fromSweep]) expect(record).toEqual({ acks: 1, retries: [] });
    // The one racing its twin waits for the claim instead of sending; either way nothing is mailed twice.
    expect(third.record.acks + fourth.record.acks).toBeGreaterThanOrEqual(1);
    expect((await notificationRows()).map((row) => [row.message_id, row.status])).toEqual([
      ["booking:41:staff", "delivered"],
      ["booking:41:visitor", "delivered"],
      ["newsletter_subscription:3:staff", "delivered"],
    ]);
  });

  it("keys each mail by the submission and its role, never by the queue message", () => {
    expect(mailKey(messages.privateBooking, "staff")).toBe("booking:41:staff");
    expect(mailKey({ type: "newsletter_confirmation", id: 3 }, "visitor")).toBe("newsletter_confirmation:3:visitor");
    // A sign-up's staff notice and its confirmation share the row id but never a key.
    expect(mailKey(messages.newsletter, "staff")).not.toBe(mailKey({ type: "newsletter_confirmation", id: 3 }, "staff"));
  });

  it("after the staff mail went out and the confirmation failed, a redelivery sends only the confirmation", async () => {
    const mail = mockMailChannels((call) => new Response(null, { status: call === 1 ? 500 : 202 }));
    const first = queueMessage(messages.privateBooking, { attempts: 1 });
    await deliver([first.message]);
    expect(first.record).toEqual({ acks: 0, retries: [{ delaySeconds: 30 }] });

    const second = queueMessage(messages.privateBooking, { id: first.message.id, attempts: 2 });
    await deliver([second.message]);
    expect(second.record).toEqual({ acks: 1, retries: [] });

    const recipients = mail.requests().map((request) => request.body.personalizations[0]!.to[0]!.email);
    expect(recipients).toEqual(["bokning@fjallkallan.se", "anna@example.se", "anna@example.se"]);
    const rows = await notificationRows();
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["delivered", 1],
      ["delivered", 2],
    ]);
  });

  it("while another delivery of the same message is sending, it waits instead of sending too", async () => {
    const mail = mockMailChannels();
    const { message, record } = queueMessage(messages.newsletter);
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    await env.DB.prepare(
      "INSERT INTO notifications (message_id, type, submission_id, status, attempts, claimed_until) VALUES (?, 'newsletter_subscription', 3, 'sending', 1, ?)",
    )
      .bind("newsletter_subscription:3:staff", inAMinute)
      .run();
    await deliver([message]);
    expect(mail.spy).not.toHaveBeenCalled();
    expect(record).toEqual({ acks: 0, retries: [{ delaySeconds: 60 }] });
  });

  it("takes over a claim that lapsed (a delivery that died mid-send)", async () => {
    const mail = mockMailChannels();
    const { message, record } = queueMessage(messages.newsletter, { attempts: 2 });
    await env.DB.prepare(
      "INSERT INTO notifications (message_id, type, submission_id, status, attempts, claimed_until) VALUES (?, 'newsletter_subscription', 3, 'sending', 1, '2020-01-01T00:00:00.000Z')",
    )
      .bind("newsletter_subscription:3:staff")
      .run();
    await deliver([message]);
    expect(mail.spy).toHaveBeenCalledTimes(1);
    expect(record.acks).toBe(1);
    expect(await notificationRows()).toEqual([expect.objectContaining({ status: "delivered", attempts: 2 })]);
  });
});

describe("malformed messages", () => {
  it.each([
    ["no body", null],
    ["a string", "booking 41"],
    ["an unknown type", { type: "gift_card", id: 1, lang: "sv", data: {} }],
    [
      "a booking without an address to reply to",
      { ...messages.privateBooking, data: { ...messages.privateBooking.data, email: "not an address" } },
    ],
    ["a lost-and-found request without its dates", { ...messages.lostFound, data: { name: "Karin Ek", email: "karin@example.se" } }],
    ["an unknown language", { ...messages.newsletter, lang: "de" }],
    ["a newsletter message without an id", { type: "newsletter_subscription", lang: "sv", data: { email: "a@example.se" } }],
  ])("logs and acknowledges %s, sending nothing", async (_, body) => {
    const mail = mockMailChannels();
    const { message, record } = queueMessage(body);
    await deliver([message]);
    expect(record).toEqual({ acks: 1, retries: [] });
    expect(mail.spy).not.toHaveBeenCalled();
    expect(loggedErrors()).toContainEqual(expect.objectContaining({ event: "notification_malformed", messageId: message.id }));
    expect(await notificationRows()).toEqual([]);
  });

  it("settles each message of a batch on its own", async () => {
    mockMailChannels();
    const broken = queueMessage({ type: "booking" });
    const fine = queueMessage(messages.newsletter);
    await deliver([broken.message, fine.message]);
    expect(broken.record.acks).toBe(1);
    expect(fine.record.acks).toBe(1);
    expect(await notificationRows()).toHaveLength(1);
  });
});

describe("without an API key (local development and tests)", () => {
  it("captures each mail in mail_capture with exactly the payload MailChannels would have received", async () => {
    const mail = mockMailChannels();
    // The same message once through MailChannels, to know what it would have received …
    const sent = queueMessage(messages.privateBooking);
    await deliver([sent.message]);
    const posted = mail.requests().map((request) => request.body);
    mail.spy.mockClear();
    // Its mails are settled now; forget them, or the same submission would not be mailed again.
    await clearTables();

    // … and once without a key.
    const captured = queueMessage(messages.privateBooking);
    await deliver([captured.message], { MAILCHANNELS_API_KEY: undefined });
    expect(mail.spy).not.toHaveBeenCalled();
    expect(captured.record).toEqual({ acks: 1, retries: [] });

    const rows = await capturedMail();
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => JSON.parse(String(row.payload)))).toEqual(posted);
    expect(rows[0]).toMatchObject({
      message_id: "booking:41:staff",
      recipients: "bokning@fjallkallan.se",
      subject: "Ny bokningsförfrågan: Anna Berg (2026-12-11–2026-12-13)",
      text: (posted[0]!.content as Array<{ value: string }>)[0]!.value,
      html: (posted[0]!.content as Array<{ value: string }>)[1]!.value,
    });
    expect(rows[1]).toMatchObject({ message_id: "booking:41:visitor", recipients: "anna@example.se" });
    expect(await notificationRows()).toHaveLength(2);
  });

  it("never stores the DKIM private key in the capture", async () => {
    const { message } = queueMessage(messages.newsletter);
    await deliver([message], {
      MAILCHANNELS_API_KEY: undefined,
      DKIM_DOMAIN: "fjallkallan.se",
      DKIM_SELECTOR: "mailchannels",
      DKIM_PRIVATE_KEY: "c2VjcmV0",
    });
    const [row] = await capturedMail();
    expect(String(row!.payload)).not.toContain("c2VjcmV0");
    expect(JSON.parse(String(row!.payload)).personalizations[0]).toMatchObject({
      dkim_domain: "fjallkallan.se",
      dkim_private_key: "(DKIM_PRIVATE_KEY)",
    });
  });
});

describe("the mail-relay brake in the consumer (decision 013)", () => {
  const booking = (id: number, email: string) => ({ ...messages.privateBooking, id, data: { ...messages.privateBooking.data, email } });
  const recipients = (mail: ReturnType<typeof mockMailChannels>) =>
    mail.requests().map((request) => request.body.personalizations[0]!.to[0]!.email);
  const texts = (mail: ReturnType<typeof mockMailChannels>) =>
    mail.requests().map((request) => (request.body.content as Array<{ value: string }>)[0]!.value);

  it("sends one visitor mail and two staff mails for two inquiries to the same address (a+1@, a+2@) the site let through", async () => {
    const mail = mockMailChannels();
    await deliver([queueMessage(booking(501, "anna+1@example.se")).message]);
    await deliver([queueMessage(booking(502, "Anna+2@example.se")).message]);
    expect(recipients(mail)).toEqual(["bokning@fjallkallan.se", "anna+1@example.se", "bokning@fjallkallan.se"]);
    expect(texts(mail)[2]).toContain("Bekräftelsen till besökaren skickades inte");
    expect(texts(mail)[0]).not.toContain("skickades inte");
  });

  it("keeps a copy the site held back, and says so in the staff mail", async () => {
    const mail = mockMailChannels();
    await deliver([queueMessage({ ...booking(503, "held@example.se"), visitorCopy: "held_ceiling" }).message]);
    expect(recipients(mail)).toEqual(["bokning@fjallkallan.se"]);
    expect(texts(mail)[0]).toContain(
      "OBS: Bekräftelsen till besökaren skickades inte, eftersom webbplatsen har nått sin gräns för bekräftelsemejl per timme",
    );
  });

  it("holds visitor copies above VISITOR_MAIL_PER_HOUR and tells the staff", async () => {
    const mail = mockMailChannels();
    await deliver([queueMessage(booking(504, "one@example.se")).message], { VISITOR_MAIL_PER_HOUR: "1" });
    await deliver([queueMessage(booking(505, "two@example.se")).message], { VISITOR_MAIL_PER_HOUR: "1" });
    expect(recipients(mail)).toEqual(["bokning@fjallkallan.se", "one@example.se", "bokning@fjallkallan.se"]);
    expect(texts(mail)[2]).toContain("gräns för bekräftelsemejl per timme");
  });

  it("still sends a copy the site reserved for this very submission, once", async () => {
    const mail = mockMailChannels();
    const body = { ...booking(506, "kept@example.se"), visitorCopy: "send" };
    await deliver([queueMessage(body).message, queueMessage(body).message]);
    expect(recipients(mail).sort()).toEqual(["bokning@fjallkallan.se", "kept@example.se"]);
  });

  it("stores a failed mail's error without the recipient's address", async () => {
    mockMailChannels(() => new Response("mailbox anna@example.se is full; <per.lind@skogsbolaget.se> unknown", { status: 500 }));
    await deliver([queueMessage(messages.privateBooking).message]);
    const errorsStored = (await notificationRows()).map((row) => String(row.last_error));
    expect(errorsStored.length).toBeGreaterThan(0);
    for (const text of errorsStored) {
      expect(text).not.toMatch(/@/);
      expect(text).toContain("[address]");
    }
  });
});
