import type { MailChannelsPayload } from "~/notifications/mail-payload";
import type { MailSender, OutgoingMail, SendResult } from "./mail";

/** MailChannels Email API (https://docs.mailchannels.net/email-api/): one JSON POST per mail. */

export interface DkimConfig {
  domain: string;
  selector: string;
  /** Base64 of the private key, as MailChannels expects it (PEM armour is stripped). */
  privateKey: string;
}

/** The JSON body MailChannels receives for a mail (also what the local capture stores). */
export function mailChannelsPayload(mail: OutgoingMail, dkim?: DkimConfig): MailChannelsPayload {
  return {
    personalizations: [
      {
        to: mail.to.map((email) => ({ email })),
        ...(dkim ? { dkim_domain: dkim.domain, dkim_selector: dkim.selector, dkim_private_key: dkim.privateKey } : {}),
      },
    ],
    from: { ...mail.from },
    ...(mail.replyTo ? { reply_to: { ...mail.replyTo } } : {}),
    subject: mail.subject,
    content: [
      { type: "text/plain", value: mail.text },
      { type: "text/html", value: mail.html },
    ],
    ...(mail.headers && Object.keys(mail.headers).length > 0 ? { headers: { ...mail.headers } } : {}),
    ...(mail.attachments?.length
      ? { attachments: mail.attachments.map(({ content, filename, type }) => ({ content, filename, type })) }
      : {}),
  };
}

/** A DKIM key as pasted into `wrangler secret put`: PEM or bare base64, either is accepted. */
export function dkimKeyFromSecret(secret: string): string {
  return secret.replace(/-----(BEGIN|END)[^-]*-----/g, "").replace(/\s+/g, "");
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), if it names a wait. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

const MAX_LOGGED_BODY = 1000;

export function mailChannelsSender(options: {
  endpoint: string;
  apiKey: string;
  dkim?: DkimConfig;
  /** A hung connection must not hold the batch: give up and retry the message later. */
  timeoutMs?: number;
}): MailSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: "mailchannels",
    async send(mail: OutgoingMail): Promise<SendResult> {
      let response: Response;
      try {
        response = await fetch(options.endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Api-Key": options.apiKey },
          body: JSON.stringify(mailChannelsPayload(mail, options.dkim)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        return { status: "retry", reason: timedOut ? `timeout after ${timeoutMs} ms` : `network error: ${String(error)}` };
      }
      const body = (await response.text().catch(() => "")).slice(0, MAX_LOGGED_BODY);
      if (response.ok) return { status: "delivered" };
      const reason = `HTTP ${response.status}${body ? `: ${body}` : ""}`;
      if (response.status === 429 || response.status >= 500) {
        const wait = retryAfterSeconds(response.headers.get("Retry-After"));
        return wait === undefined ? { status: "retry", reason } : { status: "retry", reason, retryAfterSeconds: wait };
      }
      return { status: "rejected", reason };
    },
  };
}
