import type { Db } from "~/db/client.server";
import type { Lang } from "~/i18n/lang";
import { formatStamp } from "~/staff/dates";
import { deskHistory } from "./desk.server";
import { guestMessagesOf, type AttachmentRecord } from "./inbound-mail.server";
import { loggedCaseText } from "./logged-case.server";
import { deskPaths } from "./paths";
import { replyAttachmentOf } from "./reply-attachment.server";
import { statusLabel, type DeskKind } from "./status";

/**
 * A case's conversation as one time-ordered list (issue 33, decision 048): the inquiry, the
 * guest's answers by mail, the desk's replies, internal notes and status changes, each with when
 * and who. The guest's text is only ever text: ./thread.tsx renders it as a React text node.
 */

export type ThreadEntryKind = "inquiry" | "guest" | "reply" | "note" | "status";

export interface ThreadEntry {
  key: string;
  kind: ThreadEntryKind;
  /** ISO time, for the order; `when` is how staff read it. */
  at: string;
  when: string;
  who: string | null;
  title: string;
  text: string | null;
  files: Array<{ name: string; href: string; size: string }>;
}

const langNames: Record<Lang, string> = { sv: "svenska", en: "engelska" };

const kb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function attachmentsOf(json: string): AttachmentRecord[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as AttachmentRecord[]) : [];
  } catch {
    return [];
  }
}

/** A reply's PDF (decision 056), as the thread lists it. */
function replyFiles(replyId: number | null, json: string | null): ThreadEntry["files"] {
  const file = replyId === null ? null : replyAttachmentOf(json);
  return file && replyId !== null ? [{ name: file.name, href: deskPaths.replyFile(replyId), size: kb(file.size) }] : [];
}

export async function deskThread(
  db: Db,
  kind: DeskKind,
  row: { id: number; name: string; email: string; lang: Lang; createdAt: string },
): Promise<ThreadEntry[]> {
  const [history, guestMessages, logged] = await Promise.all([
    deskHistory(db, kind, row.id),
    guestMessagesOf(db, { kind, id: row.id }),
    loggedCaseText(db, kind, row.id),
  ]);
  const entries: ThreadEntry[] = [
    {
      key: "inquiry",
      kind: "inquiry",
      at: row.createdAt,
      when: formatStamp(row.createdAt),
      // A case reception logged (./logged-case.server.ts): what they wrote, signed by them.
      who: logged ? logged.loggedBy : row.name,
      title: logged
        ? `${logged.label}, loggat av receptionen (svar på ${langNames[row.lang]})`
        : `Inkommen via webbplatsen (på ${langNames[row.lang]})`,
      text: logged ? logged.text : null,
      files: [],
    },
    ...guestMessages.map((message): ThreadEntry => ({
      key: `guest-${message.id}`,
      kind: "guest",
      at: message.receivedAt,
      when: formatStamp(message.receivedAt),
      who: message.fromEmail,
      title: `Gästen svarade per e-post${message.subject ? `: ${message.subject}` : ""}`,
      text: message.body,
      files: attachmentsOf(message.attachments).map((file, index) => ({
        name: file.name,
        href: deskPaths.guestFile(message.id, index + 1),
        size: kb(file.size),
      })),
    })),
    ...history.map((event): ThreadEntry => {
      const kindOf: ThreadEntryKind = event.action === "reply" ? "reply" : event.action === "note" ? "note" : "status";
      return {
        key: `event-${event.id}`,
        kind: kindOf,
        at: event.at,
        when: formatStamp(event.at),
        who: event.who,
        title:
          event.action === "status"
            ? `Status: ${statusLabel(event.fromStatus ?? "")} → ${statusLabel(event.toStatus ?? "")}`
            : event.action === "note"
              ? "Intern anteckning"
              : `Svar till ${event.replyTo ?? row.email} (på ${langNames[event.replyLang ?? row.lang]})${event.replySent ? "" : " · i kö"}${
                  event.toStatus ? ` · status ${statusLabel(event.fromStatus ?? "")} → ${statusLabel(event.toStatus)}` : ""
                }`,
        text: event.action === "note" ? event.note : event.action === "reply" ? event.reply : null,
        files: replyFiles(event.replyId, event.replyAttachment),
      };
    }),
  ];
  // Stable: entries of the same instant keep the order above (the inquiry first, a guest's answer before the move it made).
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}
