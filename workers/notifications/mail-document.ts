/**
 * The document model of every mail the notification worker sends: a subject and blocks
 * (paragraphs, some with a link, and label/value tables), written once and rendered to plain
 * text and to HTML (./render.ts assembles the mails, ./mails/ holds each message type's body).
 * Every value is escaped in the HTML; visitors' words are hostile.
 */
import { escapeHtml } from "~/server/escape-html";
import type { Lang } from "~/i18n/lang";
import type { NotificationConfig } from "./config";
import type { OutgoingMail } from "./mail";

export type Row = { label: string; value: string };
export type Block = { kind: "p"; text: string; link?: string } | { kind: "rows"; rows: Row[] };

export interface MailDocument {
  lang: Lang;
  subject: string;
  blocks: Block[];
}

export const languageNames: Record<Lang, string> = { sv: "svenska", en: "engelska" };

/** Visitor text as it may appear in mail: unified line ends, no control characters. */
export function clean(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .trim()
  );
}

/** A header-safe one-liner (subjects, display names). */
export function oneLine(value: string, max = 200): string {
  return clean(value).replace(/\s+/g, " ").slice(0, max);
}

export function formatDate(iso: string, lang: Lang, style: "staff" | "visitor"): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = lang === "sv" ? "sv-SE" : "en-GB";
  if (style === "staff") {
    const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(date);
    return `${iso} (${weekday})`;
  }
  return new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

export function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Shown in staff mail for a field the visitor left empty. */
export const NOT_GIVEN = "–";

export function staffFooter(config: NotificationConfig, what: string, id: number, path: string): Block {
  return { kind: "p", text: `${what} nr ${id} i personalinkorgen:`, link: `${config.siteOrigin}${path}` };
}

export function replyHint(name: string, email: string): Block {
  return { kind: "p", text: `Ett svar på det här mejlet går direkt till ${oneLine(name)} (${email}).` };
}

const escapeLines = (value: string) => escapeHtml(value).replace(/\n/g, "<br>\n");

function toText(doc: MailDocument): string {
  const parts = doc.blocks.map((block) => {
    if (block.kind === "p") return block.link ? `${block.text}\n${block.link}` : block.text;
    return block.rows
      .map(({ label, value }) => {
        const text = clean(value);
        // A label that is a question ("Vad gäller det?") needs no colon.
        const colon = label.endsWith("?") ? "" : ":";
        return text.includes("\n") ? `${label}${colon}\n${text.replace(/^/gm, "  ")}` : `${label}${colon} ${text}`;
      })
      .join("\n");
  });
  return `${parts.join("\n\n")}\n`;
}

function toHtml(doc: MailDocument): string {
  const body = doc.blocks
    .map((block) => {
      if (block.kind === "p") {
        const link = block.link ? `<br>\n<a href="${escapeHtml(block.link)}" style="color:#1f5135">${escapeHtml(block.link)}</a>` : "";
        return `<p style="margin:0 0 16px">${escapeLines(block.text)}${link}</p>`;
      }
      const rows = block.rows
        .map(
          ({ label, value }) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;font-weight:600;color:#3d4a43;width:38%">${escapeHtml(label)}</th>` +
            `<td style="vertical-align:top;padding:6px 0">${escapeLines(clean(value))}</td></tr>`,
        )
        .join("\n");
      return `<table style="border-collapse:collapse;width:100%;margin:0 0 16px;border-top:1px solid #e3ded3">\n${rows}\n</table>`;
    })
    .join("\n");
  return [
    "<!doctype html>",
    `<html lang="${doc.lang}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(doc.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f6f3ec;color:#1c2420;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">`,
    `<div style="max-width:640px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">`,
    body,
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

export function toMail(doc: MailDocument, fields: Pick<OutgoingMail, "to" | "from" | "replyTo" | "headers">): OutgoingMail {
  return { ...fields, subject: oneLine(doc.subject, 250), text: toText(doc), html: toHtml(doc) };
}
