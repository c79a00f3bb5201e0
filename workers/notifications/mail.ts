/**
 * The mail port: the worker renders mail and hands it to a MailSender; which provider carries it
 * is configuration (see ./config.ts). MailChannels (./mailchannels.ts) and the local capture
 * (./capture.ts) implement it; Cloudflare's Email Sending would be one more implementation.
 */

export interface Address {
  email: string;
  name?: string;
}

export interface OutgoingMail {
  to: string[];
  from: Address;
  replyTo?: Address;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Files sent with the mail (a desk reply's PDF, decision 056), their content in base64. */
  attachments?: MailAttachment[];
  /** Our key for this mail (notifications.message_id), for logs and the capture; never sent. */
  reference?: string;
}

export interface MailAttachment {
  filename: string;
  type: string;
  /** Base64 of the file. */
  content: string;
}

export type SendResult =
  | { status: "delivered" }
  /** Worth trying again later (rate limit, provider error, network); the provider's wait if it named one. */
  | { status: "retry"; reason: string; retryAfterSeconds?: number }
  /** Refused for good (bad address, bad request, unauthorised): retrying would not help. */
  | { status: "rejected"; reason: string };

export interface MailSender {
  /** Short name for logs. */
  readonly name: string;
  send(mail: OutgoingMail): Promise<SendResult>;
}

/** `Fjällkällan <no-reply@fjallkallan.se>` or a bare address, as configured in MAIL_FROM. */
export function parseAddress(value: string): Address {
  const match = /^\s*(.*?)\s*<\s*([^<>\s]+)\s*>\s*$/.exec(value);
  if (match) {
    const name = match[1]!.replace(/^"(.*)"$/, "$1").trim();
    return name ? { email: match[2]!, name } : { email: match[2]! };
  }
  return { email: value.trim() };
}

/** A comma-separated list of addresses from configuration, empty entries dropped. */
export function parseAddressList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}
