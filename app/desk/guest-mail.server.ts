import PostalMime, { type Email } from "postal-mime";

/**
 * Reading a guest's answer by mail (decision 048): which mail is noise (auto-replies, bounces,
 * lists), which sender Email Routing could not authenticate, and the plain text and files of the
 * rest. Everything here treats the mail as hostile: only text is kept, and files only of a few
 * types and sizes.
 */

/** Mail larger than this is refused before it is read (Email Routing's own ceiling is 25 MiB). */
export const MAX_MAIL_BYTES = 15 * 1024 * 1024;
/** At most this many files per mail, each at most this large; the rest are named in the thread, not kept. */
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 8 * 1024 * 1024;
/** The types a guest may send us: documents and photos. */
export const ATTACHMENT_TYPES: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/heic": "heic",
  "text/plain": "txt",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};
/** The text kept of one message; a longer one is cut with a note. */
export const MAX_TEXT_CHARS = 20_000;

const header = (headers: Headers, name: string) => headers.get(name)?.trim() ?? "";

/**
 * Why this mail is automatic and must not reach a case (RFC 3834 and the usual vendor headers), or
 * null for a person's mail. A bounce has an empty envelope sender; a list or bulk sender names
 * itself; an out-of-office says so in Auto-Submitted or X-Autoreply.
 */
export function automaticMailReason(headers: Headers, envelopeFrom: string): string | null {
  const from = envelopeFrom.trim().replace(/^<|>$/g, "");
  if (from === "") return "bounce (empty envelope sender)";
  if (/^(mailer-daemon|postmaster)@/i.test(from)) return "bounce (mailer-daemon)";
  const autoSubmitted = header(headers, "auto-submitted").toLowerCase();
  if (autoSubmitted && autoSubmitted !== "no") return `auto-submitted: ${autoSubmitted.slice(0, 40)}`;
  const precedence = header(headers, "precedence").toLowerCase();
  if (/^(bulk|junk|list|auto_reply)$/.test(precedence)) return `precedence: ${precedence}`;
  if (header(headers, "x-autoreply") || header(headers, "x-autorespond")) return "x-autoreply";
  if (header(headers, "list-id") || header(headers, "list-unsubscribe")) return "mailing list";
  if (/^multipart\/report\b/i.test(header(headers, "content-type"))) return "bounce (delivery report)";
  return null;
}

/**
 * Why Email Routing's authentication verdict does not let this sender in, or null when it does.
 * Email Routing records its SPF, DKIM and DMARC results in (ARC-)Authentication-Results; a DMARC
 * failure, or neither SPF nor DKIM passing, is refused, and so is mail without any such result
 * (it did not come through Email Routing).
 */
export function authenticationFailure(headers: Headers): string | null {
  const results = [header(headers, "arc-authentication-results"), header(headers, "authentication-results")].join(";").toLowerCase();
  const verdict = (method: string) => new RegExp(`\\b${method}=([a-z]+)`).exec(results)?.[1] ?? null;
  const spf = verdict("spf");
  const dkim = verdict("dkim");
  const dmarc = verdict("dmarc");
  if (spf === null && dkim === null && dmarc === null) return "no authentication results";
  if (dmarc === "fail") return "dmarc=fail";
  if (spf !== "pass" && dkim !== "pass") return `spf=${spf ?? "none"} dkim=${dkim ?? "none"}`;
  return null;
}

/** Lines that start the quoted history a mail program puts under an answer. */
const quoteStarts: RegExp[] = [
  // Gmail, Thunderbird: "On Tue, 1 Dec 2026 at 10:00, Fjällkällan <…> wrote:", "Den tis 1 dec. 2026 skrev Fjällkällan <…>:".
  /^(on|den|am|le|el|op)\b.{0,200}\b(wrote|skrev|schrieb|a écrit|escribió|schreef)\b.{0,200}:\s*$/i,
  // Apple Mail: "1 dec. 2026 kl. 10:00 skrev Fjällkällan <…>:" (a year, then "wrote").
  /^.{0,80}\b\d{4}\b.{0,120}\b(wrote|skrev|schrieb|a écrit|escribió|schreef)\b.{0,200}:\s*$/i,
  /^-{2,}\s*(original message|ursprungligt meddelande|originalmeddelande|ursprüngliche nachricht)\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
];
/** Outlook's quoted header block: "From: …" then "Sent:"/"Date:" within the next lines. */
const outlookFrom = /^\*?(from|från|von|de)\s*:\*?\s+\S/i;
const outlookSent = /^\*?(sent|skickat|gesendet|envoyé|date|datum)\s*:\*?\s+\S/i;

/**
 * The guest's own words: the quoted history under them cut off where a mail program reliably marks
 * it (an "On … wrote:" line, an "Original message" rule, Outlook's From/Sent block, or trailing
 * ">" lines). When nothing is left above the mark, the whole text is kept: better too much than
 * an empty message.
 */
export function withoutQuotedHistory(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let cut = lines.length;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.trim();
    const joined = index + 1 < lines.length ? `${line} ${lines[index + 1]!.trim()}` : line;
    if (quoteStarts.some((pattern) => pattern.test(line))) {
      cut = index;
      break;
    }
    // "On … <address>" wrapped onto a second line that ends with "wrote:".
    if (/^(on|den|am|le)\b/i.test(line) && quoteStarts[0]!.test(joined) && lines[index + 1]!.trim().length < 80) {
      cut = index;
      break;
    }
    if (outlookFrom.test(line) && lines.slice(index + 1, index + 4).some((next) => outlookSent.test(next.trim()))) {
      cut = index;
      break;
    }
  }
  let kept = lines.slice(0, cut);
  // A trailing block of "> quoted" lines (and blank lines between them).
  let end = kept.length;
  while (end > 0 && (kept[end - 1]!.trim() === "" || kept[end - 1]!.trimStart().startsWith(">"))) end--;
  if (end < kept.length && kept.slice(end).some((line) => line.trimStart().startsWith(">"))) kept = kept.slice(0, end);
  const result = kept.join("\n").trim();
  return result === "" ? text.trim() : result;
}

/** Control characters out (but line breaks and tabs), line ends unified, length capped. */
function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "");
  return clean.length > MAX_TEXT_CHARS ? `${clean.slice(0, MAX_TEXT_CHARS)}\n[…]` : clean;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The words of an HTML-only mail, as text: scripts, styles and the head dropped, block ends as line
 * breaks, every tag removed, entities decoded. Its result is only ever shown as text, never as HTML.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head|title|template)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<br\b[^>]*>/gi, "\n")
    .replace(/<\/(p|div|li|tr|h[1-6]|blockquote|table|ul|ol)\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
      if (name.startsWith("#")) {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export interface GuestFile {
  name: string;
  type: string;
  size: number;
  content: ArrayBuffer;
}

export interface GuestMail {
  from: string;
  subject: string;
  text: string;
  messageId: string | null;
  files: GuestFile[];
  /** Files not kept, by name and why (type, size, count), for the thread to say. */
  refusedFiles: string[];
}

const fileName = (name: string | null, index: number) =>
  (name || `bilaga-${index + 1}`)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\]/g, "_")
    .slice(0, 120);

function asArrayBuffer(content: ArrayBuffer | Uint8Array | string): ArrayBuffer {
  if (typeof content === "string") return new TextEncoder().encode(content).buffer;
  return content instanceof ArrayBuffer ? content : new Uint8Array(content).buffer;
}

const byteLength = (content: ArrayBuffer | Uint8Array | string) => (typeof content === "string" ? content.length : content.byteLength);

/** The parsed mail's text (HTML-only mail converted to text by postal-mime), sender, subject and acceptable files. */
export async function readGuestMail(raw: ReadableStream<Uint8Array> | ArrayBuffer | string, envelopeFrom: string): Promise<GuestMail> {
  const email: Email = await PostalMime.parse(raw, { attachmentEncoding: "arraybuffer" });
  const text = email.text?.trim() ? email.text : email.html ? htmlToText(email.html) : "";
  const files: GuestFile[] = [];
  const refusedFiles: string[] = [];
  email.attachments
    // An image the HTML shows inline (a logo in a signature) is not a file the guest sent.
    .filter((attachment) => !(attachment.related && attachment.disposition !== "attachment"))
    .forEach((attachment, index) => {
      const name = fileName(attachment.filename, index);
      const size = byteLength(attachment.content);
      if (!Object.hasOwn(ATTACHMENT_TYPES, attachment.mimeType)) refusedFiles.push(`${name} (filtypen tas inte emot)`);
      else if (size > MAX_ATTACHMENT_BYTES) refusedFiles.push(`${name} (större än ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB)`);
      else if (files.length >= MAX_ATTACHMENTS) refusedFiles.push(`${name} (fler än ${MAX_ATTACHMENTS} bilagor)`);
      else files.push({ name, type: attachment.mimeType, size, content: asArrayBuffer(attachment.content) });
    });
  const from = email.from && "address" in email.from && email.from.address ? email.from.address : envelopeFrom;
  return {
    from: from.slice(0, 254),
    subject: cleanText(email.subject ?? "")
      .replace(/\s+/g, " ")
      .slice(0, 200),
    text: cleanText(withoutQuotedHistory(text)),
    messageId: email.messageId?.trim().slice(0, 300) || null,
    files,
    refusedFiles,
  };
}
