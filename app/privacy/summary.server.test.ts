import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { personOf } from "./address.server";
import { personTables } from "./registry.server";
import { exportPersonData } from "./requests.server";
import { sections } from "./summary.server";

async function insertId(sql: string, ...params: Array<string | number | null>): Promise<number> {
  const row = await env.DB.prepare(`${sql} RETURNING id`)
    .bind(...params)
    .first<{ id: number }>();
  return row!.id;
}

let key = 0;
/** A guest with a booking inquiry (in `lang`), a reply and a note from the desk, its mails and a captured mail. */
async function seed(address: string, lang: "sv" | "en") {
  const booking = await insertId(
    `INSERT INTO booking_inquiries (submission_key, created_at, lang, name, email, phone, participants, check_in_date, check_out_date, category, form_type, additional_requests)
     VALUES (?, '2026-11-20T10:00:00.000Z', ?, 'Anna <b>Berg</b>', ?, '070-123 45 67', 2, '2027-02-10', '2027-02-12', 'relax', 'private', '<script>alert(1)</script> Rum med utsikt')`,
    `s${++key}`,
    lang,
    address,
  );
  await env.DB.prepare(
    "INSERT INTO desk_items (kind, submission_id, status, updated_at) VALUES ('bookings', ?, 'besvarad', '2026-11-21T08:00:00Z')",
  )
    .bind(booking)
    .run();
  const reply = await insertId(
    "INSERT INTO desk_replies (kind, submission_id, lang, to_email, body, who, submission_key) VALUES ('bookings', ?, ?, ?, 'Hej Anna! Rummet finns.', 'Lisa', ?)",
    booking,
    lang,
    address,
    `s${++key}`,
  );
  await env.DB.prepare(
    "INSERT INTO notifications (message_id, type, submission_id, status, delivered_at) VALUES (?, 'desk_reply', ?, 'delivered', '2026-11-21T08:01:00.000Z')",
  )
    .bind(`desk_reply:${reply}:visitor`, reply)
    .run();
  await env.DB.prepare(
    "INSERT INTO mail_capture (message_id, recipients, subject, text, html, payload) VALUES (?, ?, 'Svar från Fjällkällan', 'Hej', '<table class=\"raw-mail\">Hej</table>', '{\"raw\":true}')",
  )
    .bind(`desk_reply:${reply}:visitor`, address)
    .run();
}

async function summaryOf(address: string) {
  vi.spyOn(console, "log").mockImplementation(() => {});
  const zip = unzipSync(await exportPersonData(env, personOf(address)!, "Lisa", "test-audit-secret"));
  vi.restoreAllMocks();
  return zip;
}

describe("the readable summary in a person's export", () => {
  it("has a section for every table that can hold a person's own rows, so nothing held is left out of it", () => {
    const mentionOnly = new Set(["desk_summaries", "staff_drafts"]);
    const missing = personTables.map((entry) => entry.table).filter((table) => !mentionOnly.has(table) && !(table in sections));
    expect(missing).toEqual([]);
  });

  it("is in Swedish for a Swedish guest: what each item is, why it is kept and until when, beside the JSON files", async () => {
    await seed("anna.sv@example.se", "sv");
    const zip = await summaryOf("anna.sv@example.se");
    expect(Object.keys(zip)).toContain("booking_inquiries.json");
    const html = strFromU8(zip["sammanfattning.html"]!);
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain("<h2>Bokningsförfrågningar</h2>");
    expect(html).toContain("För att kunna svara på din förfrågan");
    // A stay ending 2027-02-12 is kept 365 days after it.
    expect(html).toContain("<dt>Sparas till och med</dt><dd>2028-02-12</dd>");
    expect(html).toContain("<h2>Svar vi skickat till dig</h2>");
    expect(html).toContain("<dd>Hej Anna! Rummet finns.</dd>");
    // Desk status in words; the mail sent, without its internal key; the delivered mail kept 30 days.
    expect(html).toContain("<dt>Status</dt><dd>Besvarad</dd>");
    expect(html).toContain("<h2>Mejl vi skickat</h2>");
    expect(html).toContain("<dt>Sparas till och med</dt><dd>2026-12-21</dd>");
    expect(html).not.toContain("desk_reply:");
    // Raw mail HTML and queue payloads are left out; what a visitor typed is escaped.
    expect(html).not.toContain("raw-mail");
    expect(html).not.toContain('"raw"');
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Rum med utsikt");
    expect(html).toContain("Anna &lt;b&gt;Berg&lt;/b&gt;");
    expect(zip["summary.html"]).toBeUndefined();
  });

  it("is in English for a guest who wrote in English", async () => {
    await seed("anna.en@example.se", "en");
    const zip = await summaryOf("anna.en@example.se");
    const html = strFromU8(zip["summary.html"]!);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h2>Booking inquiries</h2>");
    expect(html).toContain("<dt>Kept until</dt><dd>2028-02-12</dd>");
    expect(html).toContain("<h2>Replies we sent you</h2>");
    expect(html).toContain("<dt>Status</dt><dd>Answered</dd>");
    expect(html).not.toMatch(/Bokningsförfrågningar|Sparas till och med/);
    expect(zip["sammanfattning.html"]).toBeUndefined();
  });
});
