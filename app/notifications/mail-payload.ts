/**
 * The JSON body MailChannels receives for a mail (https://docs.mailchannels.net/email-api/). The
 * notification worker builds it (workers/notifications/mailchannels.ts) and the local mail capture
 * stores it, which the staff's captured-mail view reads (app/db/mail-capture.server.ts): here, so
 * that app/ need not import workers/.
 */
export interface MailChannelsPayload {
  personalizations: Array<{
    to: Array<{ email: string }>;
    dkim_domain?: string;
    dkim_selector?: string;
    dkim_private_key?: string;
  }>;
  from: { email: string; name?: string };
  reply_to?: { email: string; name?: string };
  subject: string;
  content: [{ type: "text/plain"; value: string }, { type: "text/html"; value: string }];
  headers?: Record<string, string>;
  /** Files sent with the mail; `content` is base64 (the local capture keeps a digest instead). */
  attachments?: Array<{ content: string; filename: string; type: string }>;
}
