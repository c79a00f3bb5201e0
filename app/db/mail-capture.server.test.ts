import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { captureSender } from "../../workers/notifications/capture";
import { getDb } from "./client.server";
import { listCapturedMail } from "./mail-capture.server";

const from = { email: "no-reply@fjallkallan.se", name: "Fjällkällan" };

describe("listCapturedMail", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM mail_capture").run();
  });

  it("reads back what the worker's capture stored, newest first, with Reply-To and headers from the payload", async () => {
    const db = getDb(env.DB);
    const sender = captureSender(db);
    await sender.send({
      to: ["bokning@fjallkallan.se", "reception@fjallkallan.se"],
      from,
      replyTo: { email: "anna@example.se", name: "Anna Berg" },
      subject: "Ny bokningsförfrågan: Anna Berg",
      text: "Namn: Anna Berg\n",
      html: "<p>Namn: Anna &lt;b&gt;Berg</p>",
      reference: "m1:staff",
    });
    await sender.send({
      to: ["per@example.se"],
      from,
      subject: "Bekräfta din prenumeration",
      text: "Klicka här\n",
      html: "<p>Klicka här</p>",
      headers: { "List-Unsubscribe": "<https://fjallkallan.se/x>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      reference: "m2:visitor",
    });

    const mails = await listCapturedMail(db);
    expect(mails.map((mail) => mail.messageId)).toEqual(["m2:visitor", "m1:staff"]);
    const [newsletter, staff] = mails;
    expect(staff).toMatchObject({
      to: ["bokning@fjallkallan.se", "reception@fjallkallan.se"],
      from: "Fjällkällan <no-reply@fjallkallan.se>",
      replyTo: "Anna Berg <anna@example.se>",
      subject: "Ny bokningsförfrågan: Anna Berg",
      headers: [],
      text: "Namn: Anna Berg\n",
      html: "<p>Namn: Anna &lt;b&gt;Berg</p>",
    });
    expect(newsletter).toMatchObject({
      replyTo: null,
      headers: [
        ["List-Unsubscribe", "<https://fjallkallan.se/x>"],
        ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"],
      ],
    });
    // The payload shown is the stored JSON, value for value.
    const [stored] = (await env.DB.prepare("SELECT payload FROM mail_capture WHERE message_id = 'm1:staff'").all<{ payload: string }>())
      .results;
    expect(JSON.parse(staff!.payload)).toEqual(JSON.parse(stored!.payload));
    expect(JSON.parse(staff!.payload)).toMatchObject({ reply_to: { email: "anna@example.se", name: "Anna Berg" } });
  });

  it("shows a row whose payload is not JSON as stored, with recipients from its column", async () => {
    await env.DB.prepare(
      "INSERT INTO mail_capture (message_id, recipients, subject, text, html, payload) VALUES ('x:staff', 'a@example.se, b@example.se', 'S', 'T', 'H', 'not json')",
    ).run();
    const [mail] = await listCapturedMail(getDb(env.DB));
    expect(mail).toMatchObject({ to: ["a@example.se", "b@example.se"], from: "", replyTo: null, headers: [], payload: "not json" });
  });

  it("keeps to the limit", async () => {
    const sender = captureSender(getDb(env.DB));
    for (let i = 0; i < 3; i++) {
      await sender.send({ to: ["a@example.se"], from, subject: `Mail ${i}`, text: "", html: "", reference: `m${i}:staff` });
    }
    const mails = await listCapturedMail(getDb(env.DB), { limit: 2 });
    expect(mails.map((mail) => mail.subject)).toEqual(["Mail 2", "Mail 1"]);
  });
});
