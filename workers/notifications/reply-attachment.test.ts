import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notificationSchema } from "~/notifications/queue-contract";
import { base64Of } from "./attachments";
import { notificationConfig } from "./config";
import { renderNotification } from "./render";
import { capturedMail, clearTables, deliver, mockMailChannels, notificationRows, queueMessage, testEnv } from "./test-support";

/** A desk reply's PDF (decision 056): named by its key in the queue message, read from R2 and mailed. */

const key = "bookings/42/svar/0f8fad5b-d9cb-469f-a165-70867728950e.pdf";
const pdf = new TextEncoder().encode("%PDF-1.4\n% offert\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const reply = (lang: "sv" | "en" = "sv", attachment: unknown = { key, filename: "Offert konferens.pdf", size: pdf.byteLength }) => ({
  type: "desk_reply",
  id: 9,
  lang,
  data: { to: "guest@example.org", kind: "bookings", submissionId: 42, body: "Hej Eva,\nhär är offerten.", attachment },
});

beforeEach(async () => {
  await clearTables();
  await env.GUEST_MAIL_FILES.delete(key);
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("the queue message", () => {
  it("names a key under a case's replies and a safe .pdf name, never anything else", () => {
    expect(notificationSchema.safeParse(reply()).success).toBe(true);
    for (const attachment of [
      { key: "bookings/42/1f/1", filename: "a.pdf", size: 1 },
      { key: "../bookings/42/svar/0f8fad5b-d9cb-469f-a165-70867728950e.pdf", filename: "a.pdf", size: 1 },
      { key, filename: "../../a.pdf", size: 1 },
      { key, filename: "a\r\nBcc: x@example.org.pdf", size: 1 },
      { key, filename: "a.exe", size: 1 },
      { key, filename: "a.pdf", size: 10 * 1024 * 1024 + 1 },
      { key, filename: "a.pdf", size: 1, content: "JVBERi0=" },
    ])
      expect(notificationSchema.safeParse(reply("sv", attachment)).success, JSON.stringify(attachment)).toBe(
        // An unknown field is dropped, not refused: the content never reaches the mail from the message.
        "content" in attachment,
      );
  });
});

describe("the mail", () => {
  it("says in the guest's language which file is attached", () => {
    const config = notificationConfig(testEnv());
    const [swedish] = renderNotification(notificationSchema.parse(reply("sv")), config);
    expect(swedish!.mail.text).toContain("här är offerten.\n\nBifogad fil: Offert konferens.pdf");
    const [english] = renderNotification(notificationSchema.parse(reply("en")), config);
    expect(english!.mail.text).toContain("Attached file: Offert konferens.pdf");
    const [plain] = renderNotification(notificationSchema.parse({ ...reply(), data: { ...reply().data, attachment: undefined } }), config);
    expect(plain!.mail.text).not.toContain("Bifogad fil");
  });

  it("carries the PDF from R2 to MailChannels as a base64 attachment", async () => {
    await env.GUEST_MAIL_FILES.put(key, pdf);
    const mail = mockMailChannels();
    const { message, record } = queueMessage(reply());
    await deliver([message]);
    expect(record).toEqual({ acks: 1, retries: [] });
    const [posted] = mail.requests();
    expect(posted!.body.attachments).toEqual([{ content: base64Of(pdf), filename: "Offert konferens.pdf", type: "application/pdf" }]);
    expect(atob((posted!.body.attachments as Array<{ content: string }>)[0]!.content)).toBe(new TextDecoder().decode(pdf));
  });

  it("keeps a digest of the PDF, not the file, in the local capture", async () => {
    await env.GUEST_MAIL_FILES.put(key, pdf);
    const { message } = queueMessage(reply());
    await deliver([message], { MAILCHANNELS_API_KEY: undefined });
    const [row] = await capturedMail();
    const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", pdf))]
      .map((byte) => byte.toString(16).padStart(2, "0"))
      .join("");
    expect(JSON.parse(String(row!.payload)).attachments).toEqual([
      { content: `sha256:${digest}, ${pdf.byteLength} bytes`, filename: "Offert konferens.pdf", type: "application/pdf" },
    ]);
  });

  it("is not sent when the PDF is gone (its case deleted), and the message is settled", async () => {
    const mail = mockMailChannels();
    const { message, record } = queueMessage(reply());
    await deliver([message]);
    expect(record).toEqual({ acks: 1, retries: [] });
    expect(mail.spy).not.toHaveBeenCalled();
    expect(await notificationRows()).toHaveLength(0);
  });

  it("encodes a large file in base64 without overflowing", () => {
    const big = new Uint8Array(3 * 1024 * 1024 + 7).map((_, index) => index % 251);
    const encoded = base64Of(big);
    expect(encoded.length).toBe(Math.ceil(big.length / 3) * 4);
    expect(Uint8Array.from(atob(encoded.slice(-12)), (char) => char.charCodeAt(0))).toEqual(big.subarray(big.length - 7));
  });
});
