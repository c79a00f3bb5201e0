import { desc } from "drizzle-orm";
import type { MailChannelsPayload } from "~/notifications/mail-payload";
import type { Db } from "./client.server";
import { mailCapture } from "./schema";

/**
 * Reading the local mail capture (workers/notifications/capture.ts writes it when no
 * MAILCHANNELS_API_KEY is set) for the development-only page /dev/mail.
 * docs/decisions/006-mail-capture.md
 */

export interface CapturedMail {
  id: number;
  createdAt: string;
  /** The notifications key: `{type}:{submission id}:staff` or `:visitor`. */
  messageId: string;
  to: string[];
  from: string;
  replyTo: string | null;
  subject: string;
  headers: Array<[name: string, value: string]>;
  text: string;
  html: string;
  /** The JSON body MailChannels would have received, indented for reading (same values). */
  payload: string;
}

const formatAddress = (address: { email: string; name?: string } | undefined) =>
  address ? (address.name ? `${address.name} <${address.email}>` : address.email) : null;

/** The newest captured mail first. */
export async function listCapturedMail(db: Db, { limit = 50 }: { limit?: number } = {}): Promise<CapturedMail[]> {
  const rows = await db.select().from(mailCapture).orderBy(desc(mailCapture.createdAt), desc(mailCapture.id)).limit(limit);
  return rows.map((row) => {
    let payload: Partial<MailChannelsPayload> = {};
    let shown = row.payload;
    try {
      payload = JSON.parse(row.payload) as MailChannelsPayload;
      shown = JSON.stringify(payload, null, 2);
    } catch {
      // Shown as stored; the columns still say who it was for.
    }
    const to = payload.personalizations?.flatMap((p) => p.to.map((recipient) => recipient.email));
    return {
      id: row.id,
      createdAt: row.createdAt,
      messageId: row.messageId,
      to: to && to.length > 0 ? to : row.recipients.split(/,\s*/).filter(Boolean),
      from: formatAddress(payload.from) ?? "",
      replyTo: formatAddress(payload.reply_to),
      subject: row.subject,
      headers: Object.entries(payload.headers ?? {}),
      text: row.text,
      html: row.html,
      payload: shown,
    };
  });
}
