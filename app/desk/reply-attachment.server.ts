import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { deskReplies } from "~/db/schema";
import { staffHeaders } from "~/staff/require-staff.server";
import type { DeskKind } from "./status";

/**
 * Where a reply's PDF lives (decision 056): the GUEST_MAIL_FILES bucket, beside the files guests
 * send by mail, under the case (`{kind}/{case id}/svar/{form key}.pdf`), so deleting a case's
 * prefix deletes every file of its conversation. The row keeps the key, the mailed name and size.
 */

export interface ReplyAttachment {
  key: string;
  name: string;
  size: number;
}

/** The key of a reply's PDF: the form's one-time key names it, so a resent form names the same file. */
export function replyPdfKey(kind: DeskKind, caseId: number, formKey: string): string {
  return `${kind}/${caseId}/svar/${formKey}.pdf`;
}

/** The stored column (null, or JSON) as an attachment, or null when there is none or it is unreadable. */
export function replyAttachmentOf(json: string | null | undefined): ReplyAttachment | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<ReplyAttachment>;
    return typeof value.key === "string" && typeof value.name === "string" && typeof value.size === "number"
      ? { key: value.key, name: value.name, size: value.size }
      : null;
  } catch {
    return null;
  }
}

/** True when a reply with this form key is stored already (a resent form): its file is not stored again. */
export async function replyStored(db: Db, formKey: string): Promise<boolean> {
  const [row] = await db.select({ id: deskReplies.id }).from(deskReplies).where(eq(deskReplies.submissionKey, formKey)).limit(1);
  return Boolean(row);
}

/** Stores the PDF under the case; its key, for the reply's row and the queue message. */
export async function storeReplyPdf(
  bucket: R2Bucket,
  target: { kind: DeskKind; id: number; formKey: string },
  pdf: { bytes: Uint8Array; name: string; size: number },
): Promise<ReplyAttachment> {
  const key = replyPdfKey(target.kind, target.id, target.formKey);
  await bucket.put(key, pdf.bytes, { httpMetadata: { contentType: "application/pdf" } });
  return { key, name: pdf.name, size: pdf.size };
}

/** A reply's PDF as a download for staff: always `attachment`, with its safe name. */
export async function replyFileResponse(db: Db, bucket: R2Bucket, replyId: number): Promise<Response> {
  const notFound = () => new Response("Filen finns inte.", { status: 404, headers: staffHeaders() });
  if (!Number.isSafeInteger(replyId) || replyId < 1) return notFound();
  const [row] = await db.select({ attachment: deskReplies.attachment }).from(deskReplies).where(eq(deskReplies.id, replyId)).limit(1);
  const file = replyAttachmentOf(row?.attachment);
  if (!file) return notFound();
  const object = await bucket.get(file.key);
  if (!object) return notFound();
  const headers = staffHeaders();
  headers.set("Content-Type", "application/pdf");
  headers.set("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(object.body, { headers });
}
