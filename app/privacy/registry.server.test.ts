import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { reserveVisitorMail } from "~/notifications/visitor-mail.server";
import { auditCode, mentions, personOf } from "./address.server";
import { deletePersonData, exportPersonData } from "./requests.server";
import { findPersonData, personTables, withoutPersonalData } from "./registry.server";

async function run(sql: string, ...params: Array<string | number | null>) {
  return env.DB.prepare(sql)
    .bind(...params)
    .run();
}
async function insertId(sql: string, ...params: Array<string | number | null>): Promise<number> {
  const row = await env.DB.prepare(`${sql} RETURNING id`)
    .bind(...params)
    .first<{ id: number }>();
  return row!.id;
}

const auditSecret = "test-audit-secret";
/** Tables where a person only ever appears as a mention in others' rows. */
const mentionOnly = new Set(["desk_summaries", "staff_drafts"]);

let key = 0;
/**
 * One person in every table that can hold them, under three spellings, and a neighbour
 * (`joanna@…`) who must be left alone. Returns the person's R2 keys.
 */
async function seed(address: string, name: string): Promise<string[]> {
  const [local, domain] = address.split("@") as [string, string];
  const tagged = `${local.toUpperCase()}+bokning@${domain}`;
  const booking = await insertId(
    `INSERT INTO booking_inquiries (submission_key, name, email, phone, participants, check_in_date, check_out_date, category, form_type)
     VALUES (?, ?, ?, '070-1234567', 2, '2026-12-01', '2026-12-03', 'relax', 'private')`,
    `k${++key}`,
    name,
    tagged,
  );
  const lost = await insertId(
    `INSERT INTO lost_and_found (submission_key, name, address, zip_code, city, phone, email, arrival_date, departure_date, item_description)
     VALUES (?, ?, 'Storgatan 1', '93591', 'Norsjö', '0701234567', ?, '2026-01-01', '2026-01-02', 'Blå halsduk')`,
    `k${++key}`,
    name,
    address,
  );
  const job = await insertId(
    "INSERT INTO job_applications (submission_key, name, email, job_title) VALUES (?, ?, ?, 'Kock')",
    `k${++key}`,
    name,
    ` ${address} `,
  );
  const files = [`${job}_cv.pdf`, `${job}_cover_letter.docx`];
  await run("UPDATE job_applications SET cv_file_path = ?, cover_letter_file_path = ? WHERE id = ?", files[0]!, files[1]!, job);
  // A leftover of an earlier upload under the same id.
  files.push(`${job}_cv.docx`);
  for (const file of files) await env.JOB_APPLICATIONS.put(file, `fil ${file} av ${name}`);
  const subscription = await insertId(
    "INSERT INTO newsletter_subscriptions (submission_key, email, source) VALUES (?, ?, 'footer')",
    `k${++key}`,
    `${local}+nyhet@${domain}`,
  );
  for (const [type, id] of [
    ["booking", booking],
    ["lost_found", lost],
    ["job_application", job],
    ["newsletter_confirmation", subscription],
  ] as const) {
    await run(
      "INSERT INTO notifications (message_id, type, submission_id, status) VALUES (?, ?, ?, 'delivered')",
      `${type}:${id}:visitor`,
      type,
      id,
    );
  }
  await run(
    "INSERT INTO mail_capture (message_id, recipients, subject, text, html, payload) VALUES (?, ?, 'Ny förfrågan', ?, ?, ?)",
    `booking:${booking}:staff`,
    "info@fjallkallan.se",
    `Från ${name} <${tagged}>`,
    `<p>${tagged}</p>`,
    JSON.stringify({ reply_to: { email: tagged } }),
  );
  await run(
    "INSERT INTO dead_letters (message_id, type, submission_id, body, attempts) VALUES (?, 'lost_found', ?, ?, 5)",
    `dl-${++key}`,
    lost,
    JSON.stringify({ type: "lost_found", id: lost, data: { email: address } }),
  );
  await run(
    "INSERT INTO visitor_mail (recipient, mail_key, window_start, last_sent_at) VALUES (?, ?, '2026-11-27T00:00:00Z', '2026-11-27T00:00:00Z')",
    address,
    `booking:${booking}`,
  );
  // The desk: a status, a note and a reply about the booking, and the reply's mail.
  await run(
    "INSERT INTO desk_items (kind, submission_id, status, updated_at) VALUES ('bookings', ?, 'besvarad', '2026-11-27T00:00:00Z')",
    booking,
  );
  await run(
    "INSERT INTO desk_events (kind, submission_id, who, action, note) VALUES ('bookings', ?, 'lösenord', 'note', 'Ringde gästen')",
    booking,
  );
  const reply = await insertId(
    "INSERT INTO desk_replies (kind, submission_id, lang, to_email, body, who, submission_key) VALUES ('bookings', ?, 'sv', ?, 'Hej! Rummet finns.', 'lösenord', ?)",
    booking,
    address,
    `k${++key}`,
  );
  await run(
    "INSERT INTO notifications (message_id, type, submission_id, status) VALUES (?, 'desk_reply', ?, 'delivered')",
    `desk_reply:${reply}:visitor`,
    reply,
  );
  // The guest's answer by mail to the desk's reply (decision 048).
  await run(
    "INSERT INTO desk_guest_messages (kind, submission_id, from_email, subject, body, message_id) VALUES ('bookings', ?, ?, 'Re: Svar', 'Tack, vi kommer!', ?)",
    booking,
    address,
    `<k${++key}@example.se>`,
  );
  // A member of staff with the same address (the directory stores it lower-case).
  await run("INSERT INTO staff_members (name, email, created_by) VALUES (?, ?, 'test')", name, address.toLowerCase());
  await run(
    "INSERT INTO form_quarantine (submission_key, form, reason, fields) VALUES (?, 'newsletter', 'too_fast', ?)",
    `k${++key}`,
    JSON.stringify({ email: `${local}+popup@${domain}` }),
  );
  return files;
}

/** Every table of the live schema, as SQLite lists them. */
async function schemaTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
  ).all<{ name: string }>();
  return results.map((row) => row.name);
}

/** Every row of every table, as text, that mentions the address's local part and domain. */
async function leftovers(local: string, domain: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of await schemaTables()) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${table}"`).all();
    for (const row of results) {
      const text = JSON.stringify(row).toLowerCase();
      if (text.includes(local) && text.includes(`@${domain}`)) found.push(`${table}: ${text}`);
    }
  }
  return found;
}

describe("one person's data", () => {
  it("knows every table: each is in the registry or named as holding no personal data", async () => {
    const known = new Set([...personTables.map((entry) => entry.table), ...withoutPersonalData]);
    expect((await schemaTables()).filter((table) => !known.has(table))).toEqual([]);
  });

  it("finds, exports and deletes the person in every table and the bucket, and leaves the neighbour alone", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const files = await seed("anna@example.se", "Anna Berg");
    const neighbourFiles = await seed("joanna@example.se", "Joanna Lind");
    const person = personOf("Anna@Example.se")!;

    const found = await findPersonData(env, person);
    for (const { table, rows } of found.tables) if (!mentionOnly.has(table)) expect(rows.length, table).toBeGreaterThan(0);
    expect(found.tables.find((t) => t.table === "notifications")!.rows).toHaveLength(5);
    expect(found.files).toEqual([...files].sort());

    const zip = unzipSync(await exportPersonData(env, person, "receptionen@fjallkallan.se", auditSecret));
    for (const { table } of found.tables) expect(Object.keys(zip)).toContain(`${table}.json`);
    const bookings = JSON.parse(strFromU8(zip["booking_inquiries.json"]!)) as Array<Record<string, unknown>>;
    expect(bookings).toEqual([expect.objectContaining({ name: "Anna Berg", email: "ANNA+bokning@example.se" })]);
    expect(bookings[0]).not.toHaveProperty("_rowid");
    for (const file of files) expect(strFromU8(zip[`filer/${file}`]!)).toBe(`fil ${file} av Anna Berg`);
    expect(JSON.stringify(Object.keys(zip))).not.toContain("joanna");

    const result = await deletePersonData(env, person, "receptionen@fjallkallan.se", auditSecret);
    expect(result.counts).toMatchObject({
      booking_inquiries: 1,
      job_applications: 1,
      notifications: 5,
      desk_items: 1,
      desk_events: 1,
      desk_replies: 1,
      desk_guest_messages: 1,
      files: 3,
    });

    expect(await leftovers("anna", "example.se").then((rows) => rows.filter((row) => !row.includes("joanna")))).toEqual([]);
    for (const file of files) expect(await env.JOB_APPLICATIONS.head(file), file).toBeNull();
    // The neighbour keeps everything.
    for (const file of neighbourFiles) expect(await env.JOB_APPLICATIONS.head(file), file).not.toBeNull();
    const neighbour = await findPersonData(env, personOf("joanna@example.se")!);
    for (const { table, rows } of neighbour.tables) if (!mentionOnly.has(table)) expect(rows.length, table).toBeGreaterThan(0);

    // The audit: who, what, a keyed code; never the address.
    const { results: audit } = await env.DB.prepare("SELECT * FROM privacy_requests ORDER BY id").all<Record<string, string>>();
    expect(audit.map((row) => row.action)).toEqual(["export", "delete"]);
    expect(audit[1]).toMatchObject({ who: "receptionen@fjallkallan.se", address_hash: await auditCode(auditSecret, person) });
    expect(JSON.parse(audit[1]!.counts!)).toEqual(result.counts);
    expect(JSON.stringify(audit).toLowerCase()).not.toContain("anna@");
    vi.restoreAllMocks();
  });

  it("exports only the person's own rows, and takes their mention out of others' rows without deleting those", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    await seed("anna@example.se", "Anna Berg");
    const person = personOf("anna@example.se")!;
    const { id: anna } = (await env.DB.prepare("SELECT id FROM booking_inquiries WHERE email = 'ANNA+bokning@example.se'").first<{
      id: number;
    }>())!;
    // Bo's inquiry names Anna as a colleague; so do its queued mail, its held-back twin, a note and a captured mail.
    const bo = await insertId(
      `INSERT INTO booking_inquiries (submission_key, name, email, phone, participants, check_in_date, check_out_date, category, form_type, additional_requests)
       VALUES (?, 'Bo Ek', 'bo@example.se', '070-7654321', 2, '2026-12-01', '2026-12-03', 'relax', 'business', 'Min kollega Anna (Anna+jobb@example.se) kommer också.')`,
      `k${++key}`,
    );
    await run(
      "INSERT INTO form_quarantine (submission_key, form, reason, fields) VALUES (?, 'booking-inquiry', 'too_fast', ?)",
      `k${++key}`,
      JSON.stringify({ email: "bo@example.se", name: "Bo Ek", additionalRequests: "Kopia till anna@example.se" }),
    );
    await run(
      "INSERT INTO dead_letters (message_id, type, submission_id, body, attempts) VALUES (?, 'booking', ?, ?, 5)",
      `dl-${++key}`,
      bo,
      JSON.stringify({
        type: "booking",
        id: bo,
        data: { email: "bo@example.se", name: "Bo Ek", additionalRequests: "Min kollega anna@example.se" },
      }),
    );
    await run(
      "INSERT INTO mail_capture (message_id, recipients, subject, text, html, payload) VALUES (?, 'info@fjallkallan.se', 'Ny förfrågan', ?, ?, '{}')",
      `booking:${bo}:staff`,
      "Bo Ek <bo@example.se>: Min kollega anna@example.se kommer också.",
      "<p>Bo Ek, kollega anna@example.se</p>",
    );
    await run(
      "INSERT INTO desk_events (kind, submission_id, who, action, note) VALUES ('bookings', ?, 'lösenord', 'note', 'Bo vill dela rum med anna@example.se')",
      bo,
    );
    // A morning summary listing both bookings by name, waiting in its outbox and as a dead letter.
    const items = [
      { kind: "bookings", id: anna, name: "Anna Berg", createdAt: "2026-11-27T08:00:00Z", overdue: true },
      { kind: "bookings", id: bo, name: "Bo Ek", createdAt: "2026-11-27T09:00:00Z", overdue: false },
    ];
    const summary = { type: "desk_summary", id: 1, lang: "sv", data: { day: "2026-11-28", total: 2, items } };
    await run("INSERT INTO desk_summaries (day, unanswered, pending_notifications) VALUES ('2026-11-28', 2, ?)", JSON.stringify([summary]));
    await run(
      "INSERT INTO dead_letters (message_id, type, submission_id, body, attempts) VALUES (?, 'desk_summary', 1, ?, 5)",
      `dl-${++key}`,
      JSON.stringify(summary),
    );

    const found = await findPersonData(env, person);
    expect(Object.fromEntries(found.mentions.map(({ table, mentions }) => [table, mentions.length]))).toEqual({
      booking_inquiries: 1,
      desk_events: 1,
      desk_summaries: 1,
      dead_letters: 2,
      mail_capture: 1,
      form_quarantine: 1,
    });
    const zip = unzipSync(await exportPersonData(env, person, "receptionen@fjallkallan.se", auditSecret));
    const exported = Object.entries(zip)
      .filter(([name]) => name.endsWith(".json"))
      .map(([, bytes]) => strFromU8(bytes))
      .join("\n");
    expect(exported).toContain("Anna Berg");
    expect(exported).not.toContain("Bo Ek");
    expect(exported).not.toContain("bo@example.se");

    const result = await deletePersonData(env, person, "receptionen@fjallkallan.se", auditSecret);
    expect(result.counts.mentions).toBe(7);
    // Bo's rows stay, without Anna.
    const booking = await env.DB.prepare("SELECT name, additional_requests FROM booking_inquiries WHERE id = ?").bind(bo).first();
    expect(booking).toEqual({ name: "Bo Ek", additional_requests: "Min kollega Anna ([borttagen]) kommer också." });
    for (const [table, where] of [
      ["form_quarantine", "form = 'booking-inquiry'"],
      ["dead_letters", `type = 'booking' AND submission_id = ${bo}`],
      ["mail_capture", `message_id = 'booking:${bo}:staff'`],
      ["desk_events", `submission_id = ${bo}`],
      ["desk_summaries", "day = '2026-11-28'"],
      ["dead_letters", "type = 'desk_summary'"],
    ] as const) {
      const rows = await env.DB.prepare(`SELECT * FROM ${table} WHERE ${where}`).all();
      expect(rows.results, `${table} ${where}`).toHaveLength(1);
      const text = JSON.stringify(rows.results[0]);
      expect(text, table).toContain("Bo");
      expect(text, table).toContain("[borttagen]");
      expect(text.toLowerCase(), table).not.toContain("anna@");
      expect(text, table).not.toContain("Anna Berg");
    }
    // No row of any table holds any spelling of Anna's address (her name stays in Bo's own words).
    const everyRow = await Promise.all((await schemaTables()).map((table) => env.DB.prepare(`SELECT * FROM "${table}"`).all()));
    expect(everyRow.flatMap(({ results }) => results.map((row) => JSON.stringify(row))).filter((text) => mentions(person, text))).toEqual(
      [],
    );
    vi.restoreAllMocks();
  });

  it("finds the brake's row of a Gmail address, which it stores without dots, under the spelling staff type", async () => {
    await reserveVisitorMail(getDb(env.DB), { email: "Anna.Berg+bokning@gmail.com", mailKey: "booking:991", kind: "booking" }, 50);
    const found = await findPersonData(env, personOf("anna.berg@gmail.com")!);
    expect(found.tables.find((t) => t.table === "visitor_mail")?.rows).toEqual([
      expect.objectContaining({ recipient: "annaberg@gmail.com" }),
    ]);
    const other = await findPersonData(env, personOf("anna.berg@example.se")!);
    expect(other.tables.find((t) => t.table === "visitor_mail")?.rows ?? []).toEqual([]);
  });
});
