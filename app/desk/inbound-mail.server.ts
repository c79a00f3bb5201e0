import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import { deskEvents, deskGuestMessages, deskItems } from "~/db/schema";
import { logEvent } from "~/server/log-event.server";
import { findRecord } from "~/staff/records.server";
import { deskState } from "./desk.server";
import { authenticationFailure, automaticMailReason, MAX_MAIL_BYTES, readGuestMail, type GuestFile } from "./guest-mail.server";
import { caseOfAddress, deskReplySecret, type ReplyCase } from "./reply-address.server";
import { GUEST_REPLIED } from "./status";

/**
 * The Email Worker (docs/decisions/048-guest-replies-by-email-routing.md): Email Routing hands this
 * Worker every mail to the desk's reply address. A guest's answer to a case's own address is added
 * to the case's thread, the case moves to "Gästen har svarat" (waiting for the desk again) and a
 * copy goes to the staff mailbox. Anything else is refused (`setReject`: the sender's server
 * bounces it) or, for automatic mail, dropped silently so no two robots answer each other; either
 * way with one log line and nothing written.
 */

/** Who the history names for a move the guest's mail made. */
export const GUEST_WHO = "Gästen (e-post)";

export interface AttachmentRecord {
  key: string;
  name: string;
  type: string;
  size: number;
}

type Outcome =
  | { kind: "threaded"; case: ReplyCase; messageId: number; files: number }
  | { kind: "duplicate"; case: ReplyCase }
  | { kind: "refused"; reason: string }
  | { kind: "dropped"; reason: string };

function refuse(message: ForwardableEmailMessage, reason: string, answer: string): Outcome {
  logEvent("guest_mail_refused", { reason, action: "rejected", size: message.rawSize });
  message.setReject(answer);
  return { kind: "refused", reason };
}

async function storeFiles(bucket: R2Bucket, target: ReplyCase, files: GuestFile[]): Promise<AttachmentRecord[]> {
  const folder = `${target.kind}/${target.id}/${crypto.randomUUID()}`;
  return Promise.all(
    files.map(async (file, index) => {
      const key = `${folder}/${index + 1}`;
      await bucket.put(key, file.content, { httpMetadata: { contentType: file.type } });
      return { key, name: file.name, type: file.type, size: file.size };
    }),
  );
}

/** A stable identity for a mail without a Message-ID: the hash of its text and sender. */
async function fallbackId(from: string, subject: string, text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${from}\n${subject}\n${text}`));
  return `sha256:${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

export async function receiveGuestMail(message: ForwardableEmailMessage, env: Env): Promise<Outcome> {
  const secret = deskReplySecret(env);
  if (!secret) return refuse(message, "DESK_REPLY_SECRET is not set", "This address does not accept mail.");
  if (message.rawSize > MAX_MAIL_BYTES) return refuse(message, "too large", "Message too large.");
  const target = await caseOfAddress(secret, env.GUEST_REPLY_ADDRESS, message.to);
  if (!target) return refuse(message, "unknown or forged token", "Unknown address.");
  const automatic = automaticMailReason(message.headers, message.from);
  if (automatic) {
    // Dropped, not bounced: a bounce to an auto-reply or a bounce is how mail loops start.
    logEvent("guest_mail_refused", { reason: automatic, action: "dropped", kind: target.kind, id: target.id });
    return { kind: "dropped", reason: automatic };
  }
  const unauthenticated = authenticationFailure(message.headers);
  if (unauthenticated) return refuse(message, unauthenticated, "Sender could not be authenticated.");

  const db = getDb(env.DB);
  // A case deleted since (retention, a privacy request) takes nothing.
  if (!(await findRecord(db, target.kind, target.id))) return refuse(message, "case no longer exists", "Unknown address.");

  const mail = await readGuestMail(message.raw, message.from);
  const messageId = mail.messageId ?? (await fallbackId(mail.from, mail.subject, mail.text));
  const [known] = await db.select({ id: deskGuestMessages.id }).from(deskGuestMessages).where(eq(deskGuestMessages.messageId, messageId));
  if (known) {
    logEvent("guest_mail_refused", { reason: "already threaded (redelivery)", action: "dropped", kind: target.kind, id: target.id });
    return { kind: "duplicate", case: target };
  }

  const files = await storeFiles(env.GUEST_MAIL_FILES, target, mail.files);
  const body = [mail.text, ...(mail.refusedFiles.length ? [`[Bilagor som inte sparades: ${mail.refusedFiles.join(", ")}]`] : [])]
    .filter(Boolean)
    .join("\n\n");
  const before = await deskState(db, target.kind, target.id);
  const stamp = new Date().toISOString();
  const [inserted] = await db.batch([
    db
      .insert(deskGuestMessages)
      .values({
        kind: target.kind,
        submissionId: target.id,
        fromEmail: mail.from,
        subject: mail.subject,
        body: body || "(tomt meddelande)",
        attachments: JSON.stringify(files),
        messageId,
      })
      .onConflictDoNothing({ target: deskGuestMessages.messageId })
      .returning({ id: deskGuestMessages.id }),
    // Waiting again from the first unanswered guest message; where it stood is kept for the reply.
    db
      .insert(deskItems)
      .values({ kind: target.kind, submissionId: target.id, status: GUEST_REPLIED, beforeGuest: before.status, updatedAt: stamp })
      .onConflictDoUpdate({
        target: [deskItems.kind, deskItems.submissionId],
        set: {
          beforeGuest: sql`case when ${deskItems.status} = ${GUEST_REPLIED} then ${deskItems.beforeGuest} else ${deskItems.status} end`,
          updatedAt: sql`case when ${deskItems.status} = ${GUEST_REPLIED} then ${deskItems.updatedAt} else ${stamp} end`,
          status: GUEST_REPLIED,
        },
      }),
    ...(before.status === GUEST_REPLIED
      ? []
      : [
          db.insert(deskEvents).values({
            kind: target.kind,
            submissionId: target.id,
            who: GUEST_WHO,
            action: "status" as const,
            fromStatus: before.status,
            toStatus: GUEST_REPLIED,
          }),
        ]),
  ]);
  const row = inserted[0];
  if (!row) {
    // The same mail, delivered twice at once: the other delivery stored it.
    await Promise.all(files.map((file) => env.GUEST_MAIL_FILES.delete(file.key)));
    return { kind: "duplicate", case: target };
  }

  const forwardTo = env.GUEST_REPLY_FORWARD_TO.trim();
  if (forwardTo) {
    try {
      await message.forward(forwardTo, new Headers({ "X-Fjallkallan-Case": `${target.kind}/${target.id}` }));
    } catch (error) {
      logEvent("guest_mail_forward_failed", { kind: target.kind, id: target.id, error: String(error) });
    }
  }
  logEvent("guest_mail_received", {
    kind: target.kind,
    id: target.id,
    messageId: row.id,
    files: files.length,
    refusedFiles: mail.refusedFiles.length,
  });
  return { kind: "threaded", case: target, messageId: row.id, files: files.length };
}

/** The guest's messages of one case, oldest first (for the thread). */
export function guestMessagesOf(db: Db, target: ReplyCase) {
  return db
    .select()
    .from(deskGuestMessages)
    .where(and(eq(deskGuestMessages.kind, target.kind), eq(deskGuestMessages.submissionId, target.id)))
    .orderBy(deskGuestMessages.id);
}
