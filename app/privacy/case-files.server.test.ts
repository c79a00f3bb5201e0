import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { applyRetention, retentionPolicy } from "~/db/retention.server";
import { personOf } from "./address.server";
import { findPersonData } from "./registry.server";
import { deletePersonData, exportPersonData } from "./requests.server";
import { summaryHtml } from "./summary.server";

/**
 * The files of a desk case's conversation in GUEST_MAIL_FILES (decisions 048, 056): the guest's
 * attachments to answers by mail and the PDFs the desk sent. Privacy deletion and the retention
 * run delete them with the case; the export carries them and its summary lists them.
 */

const bucket = env.GUEST_MAIL_FILES;
const pdf = "%PDF-1.4 offert";

async function booking(email: string, checkOut = "2027-02-12"): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO booking_inquiries (submission_key, name, email, phone, participants, check_in_date, check_out_date, category, form_type) VALUES (?1, 'Gäst', ?2, '070-1234567', 12, '2027-02-10', ?3, 'conference', 'business') RETURNING id",
  )
    .bind(crypto.randomUUID(), email, checkOut)
    .first<{ id: number }>();
  return row!.id;
}

/** A case with a reply PDF and a guest's answer with an attachment; its keys, the answer's last. */
async function conversation(id: number, email: string, from = email): Promise<[string, string]> {
  const offer = `bookings/${id}/svar/${crypto.randomUUID()}.pdf`;
  const answer = `bookings/${id}/${crypto.randomUUID()}/1`;
  await bucket.put(offer, pdf);
  await bucket.put(answer, `underskrift av ${from}`);
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO desk_replies (kind, submission_id, lang, to_email, body, who, submission_key, attachment) VALUES ('bookings', ?1, 'sv', ?2, 'Offerten bifogad.', 'Anna', ?3, ?4)",
    ).bind(id, email, crypto.randomUUID(), JSON.stringify({ key: offer, name: "Offert.pdf", size: pdf.length })),
    env.DB.prepare(
      "INSERT INTO desk_guest_messages (kind, submission_id, from_email, subject, body, message_id, attachments) VALUES ('bookings', ?1, ?2, 'Re: Offert', 'Påskrivet.', ?3, ?4)",
    ).bind(
      id,
      from,
      `<${crypto.randomUUID()}@example.se>`,
      JSON.stringify([{ key: answer, name: "avtal.pdf", type: "application/pdf", size: 20 }]),
    ),
  ]);
  return [offer, answer];
}

const exists = async (key: string) => (await bucket.head(key)) !== null;

describe("privacy: the files of the person's cases", () => {
  it("are found, exported, listed in the summary and deleted; another guest's stay", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const mine = await booking("karin@example.se");
    const theirs = await booking("olle@example.se");
    const myFiles = await conversation(mine, "karin@example.se");
    const theirFiles = await conversation(theirs, "olle@example.se");
    // Karin answered in Olle's case too (a colleague on the same booking): her attachment is hers.
    const [secondOffer, karinsInOlles] = await conversation(theirs, "olle@example.se", "karin@example.se");
    const person = personOf("karin@example.se")!;

    const found = await findPersonData(env, person);
    expect(found.caseFiles).toEqual([...myFiles, karinsInOlles].sort());
    expect(found.files).toEqual([]);

    const summary = summaryHtml(found, "sv", retentionPolicy({}), "2026-11-28");
    expect(summary).toContain("Filer i våra konversationer med dig");
    for (const key of found.caseFiles) expect(summary).toContain(`filer/arenden/${key}`);

    const zip = unzipSync(await exportPersonData(env, person, "Anna", "secret"));
    expect(strFromU8(zip[`filer/arenden/${myFiles[0]}`]!)).toBe(pdf);
    expect(Object.keys(zip).filter((name) => name.startsWith("filer/") && !name.endsWith("/"))).toHaveLength(3);

    const result = await deletePersonData(env, person, "Anna", "secret");
    expect(result.counts.case_files).toBe(3);
    for (const key of [...myFiles, karinsInOlles]) expect(await exists(key), key).toBe(false);
    for (const key of [...theirFiles, secondOffer]) expect(await exists(key), key).toBe(true);
    // Karin's answer went with her data; Olle's case keeps the rest of its conversation.
    expect((await findPersonData(env, personOf("olle@example.se")!)).caseFiles).toEqual([...theirFiles, secondOffer].sort());
    vi.restoreAllMocks();
  });
});

describe("retention: the files of a deleted case", () => {
  it("go with the case, before its desk rows; a live case keeps its files", async () => {
    // Long before the other tests' stays: only `old` is past its time.
    const now = new Date("2021-06-01T02:30:00.000Z");
    const old = await booking("gammal@example.se", "2020-02-12");
    const live = await booking("ny@example.se", "2021-07-01");
    const oldFiles = await conversation(old, "gammal@example.se");
    const liveFiles = await conversation(live, "ny@example.se");
    // A file the rows never named, under the gone case all the same (a failed earlier run's leftover).
    const stray = `bookings/${old}/${crypto.randomUUID()}/2`;
    await bucket.put(stray, "x");

    const report = await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, retentionPolicy({}), now, bucket);
    expect(report.bookingInquiries).toBe(1);
    expect(report.caseFiles).toBe(3);
    for (const key of [...oldFiles, stray]) expect(await exists(key), key).toBe(false);
    for (const key of liveFiles) expect(await exists(key), key).toBe(true);
    expect(report.deskRows).toBe(2);
    // Nothing left to find them by, and nothing left to find.
    expect((await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, retentionPolicy({}), now, bucket)).caseFiles).toBe(0);
  });
});
