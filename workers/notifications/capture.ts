import type { Db } from "~/db/client.server";
import { mailCapture } from "~/db/schema";
import type { MailSender, OutgoingMail, SendResult } from "./mail";
import { mailChannelsPayload, type DkimConfig } from "./mailchannels";

/**
 * The sender used when no MAILCHANNELS_API_KEY is set (local development, tests): nothing leaves
 * the machine; each mail is stored in D1's `mail_capture` with the exact JSON MailChannels would
 * have received, so a developer and the tests can read what would have been sent.
 */
export function captureSender(db: Db, dkim?: DkimConfig): MailSender {
  return {
    name: "capture",
    async send(mail: OutgoingMail): Promise<SendResult> {
      const payload = mailChannelsPayload(mail, dkim);
      // A secret never lands in a table, not even a development one.
      for (const personalization of payload.personalizations) {
        if (personalization.dkim_private_key) personalization.dkim_private_key = "(DKIM_PRIVATE_KEY)";
      }
      // An attachment (up to 10 MB) would not fit a D1 row: its digest and size stand for it.
      for (const attachment of payload.attachments ?? []) attachment.content = await contentDigest(attachment.content);
      await db.insert(mailCapture).values({
        messageId: mail.reference ?? "",
        recipients: mail.to.join(", "),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        payload: JSON.stringify(payload),
      });
      return { status: "delivered" };
    },
  };
}

/** "sha256:<hex>, <n> bytes" of a base64 attachment: what the capture keeps instead of the file. */
export async function contentDigest(base64: string): Promise<string> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `sha256:${[...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("")}, ${bytes.byteLength} bytes`;
}
