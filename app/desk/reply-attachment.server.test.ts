import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { recordingQueue } from "../../tests/setup/forms";
import { getDb } from "~/db/client.server";
import { deskItemAction } from "./item.server";
import { replyFileResponse } from "./reply-attachment.server";
import { replyPdfMessages } from "./reply-attachment";
import { deskThread } from "./thread.server";

const db = getDb(env.DB);
const bucket = env.GUEST_MAIL_FILES;
const pdf = new TextEncoder().encode("%PDF-1.4\n% offert\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const staff = { name: "Anna Berg", via: "password" as const };

async function storeBooking(): Promise<{ id: number; name: string; email: string; lang: "sv"; createdAt: string }> {
  const row = await env.DB.prepare(
    "INSERT INTO booking_inquiries (created_at, submission_key, lang, name, email, phone, participants, check_in_date, check_out_date, category, form_type) VALUES ('2026-11-26T08:00:00.000Z', ?1, 'sv', 'Eva Ek', 'eva@example.se', '070-123 45 67', 12, '2027-02-10', '2027-02-12', 'conference', 'business') RETURNING id",
  )
    .bind(crypto.randomUUID())
    .first<{ id: number }>();
  return { id: row!.id, name: "Eva Ek", email: "eva@example.se", lang: "sv", createdAt: "2026-11-26T08:00:00.000Z" };
}

async function objectsUnder(prefix: string): Promise<string[]> {
  return (await bucket.list({ prefix })).objects.map((object) => object.key);
}

/** Posts the reply form as the browser would (multipart), and what the action answered or threw. */
async function postReply(row: Awaited<ReturnType<typeof storeBooking>>, fields: { body: string; file?: File; key?: string }) {
  const form = new FormData();
  form.set("intent", "reply");
  form.set("key", fields.key ?? crypto.randomUUID());
  form.set("body", fields.body);
  form.set("bilaga", fields.file ?? new File([], ""));
  const request = new Request(`https://fjallkallan.se/staff/bookings/${row.id}`, { method: "POST", body: form });
  const { queue, sent } = recordingQueue();
  const ctx = createExecutionContext();
  let outcome: unknown;
  try {
    outcome = await deskItemAction({ db, env: { ...env, NOTIFICATIONS: queue }, ctx, request, staff }, "bookings", row);
  } catch (thrown) {
    outcome = thrown;
  }
  await waitOnExecutionContext(ctx);
  return { outcome, sent };
}

beforeEach(async () => {
  await env.DB.batch(
    ["booking_inquiries", "desk_items", "desk_events", "desk_replies"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
  const all = await bucket.list();
  if (all.objects.length > 0) await bucket.delete(all.objects.map((object) => object.key));
});

describe("a reply with a PDF (decision 056)", () => {
  it("stores the PDF under the case, lists it in the thread and queues only its key", async () => {
    const row = await storeBooking();
    const { outcome, sent } = await postReply(row, {
      body: "Hej Eva, här är offerten.",
      file: new File([pdf], "C:\\fakepath\\Offert\u200B\tkonferens.pdf", { type: "application/pdf" }),
    });
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).status).toBe(303);
    const keys = await objectsUnder(`bookings/${row.id}/`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^bookings/${row.id}/svar/[0-9a-f-]{36}\\.pdf$`));

    expect(sent).toHaveLength(1);
    const message = sent[0]!;
    expect(message.type).toBe("desk_reply");
    expect(message.type === "desk_reply" && message.data.attachment).toEqual({
      key: keys[0],
      filename: "Offert konferens.pdf",
      size: pdf.byteLength,
    });
    // The message names the file; it does not carry it.
    expect(JSON.stringify(message).length).toBeLessThan(2000);

    const reply = (await deskThread(db, "bookings", row)).find((entry) => entry.kind === "reply")!;
    expect(reply.text).toBe("Hej Eva, här är offerten.");
    expect(reply.files).toHaveLength(1);
    expect(reply.files[0]!.name).toBe("Offert konferens.pdf");
    const replyId = Number(/\/staff\/svar-bilaga\/(\d+)$/.exec(reply.files[0]!.href)?.[1]);
    const download = await replyFileResponse(db, bucket, replyId);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(download.headers.get("Content-Disposition")).toBe("attachment; filename*=UTF-8''Offert%20konferens.pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    expect((await replyFileResponse(db, bucket, replyId + 1)).status).toBe(404);
  });

  it("refuses a file that is not a PDF, keeps the typed reply, and stores nothing", async () => {
    const row = await storeBooking();
    const { outcome, sent } = await postReply(row, {
      body: "Hej Eva, här är offerten.",
      file: new File(["<html><script>alert(1)</script>"], "offert.pdf", { type: "application/pdf" }),
    });
    const answer = outcome as {
      data: { intent: string; result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error?.bilaga).toEqual([replyPdfMessages.notPdf]);
    expect(answer.data.result.initialValue?.body).toBe("Hej Eva, här är offerten.");
    expect(sent).toHaveLength(0);
    expect(await objectsUnder(`bookings/${row.id}/`)).toEqual([]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM desk_replies").first<{ n: number }>())!.n).toBe(0);
  });

  it("leaves no file behind when the reply itself is refused (a placeholder)", async () => {
    const row = await storeBooking();
    const { outcome, sent } = await postReply(row, { body: "Hej, priset är [förslag och pris].", file: new File([pdf], "offert.pdf") });
    expect((outcome as { init: ResponseInit }).init.status).toBe(400);
    expect(sent).toHaveLength(0);
    expect(await objectsUnder(`bookings/${row.id}/`)).toEqual([]);
  });

  it("does not store or send a resent form's file a second time", async () => {
    const row = await storeBooking();
    const key = crypto.randomUUID();
    await postReply(row, { body: "Offerten.", file: new File([pdf], "offert.pdf"), key });
    const again = await postReply(row, { body: "Offerten.", file: new File([pdf, pdf], "annan.pdf"), key });
    expect((again.outcome as Response).headers.get("Location")).toContain("klart=duplicate");
    expect(again.sent).toHaveLength(0);
    const [stored] = await objectsUnder(`bookings/${row.id}/`);
    expect((await bucket.get(stored!))!.size).toBe(pdf.byteLength);
  });
});
