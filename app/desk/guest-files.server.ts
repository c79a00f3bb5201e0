import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { deskGuestMessages } from "~/db/schema";
import { staffHeaders } from "~/staff/require-staff.server";
import type { AttachmentRecord } from "./inbound-mail.server";

/**
 * A guest's file, as a download: always `attachment` (never shown inline, so an HTML or SVG
 * disguised as a photo cannot run on the staff pages' origin), with its stored type and a safe name.
 */
export async function guestFileResponse(db: Db, bucket: R2Bucket, messageId: number, index: number): Promise<Response> {
  const notFound = () => new Response("Filen finns inte.", { status: 404, headers: staffHeaders() });
  if (!Number.isSafeInteger(messageId) || messageId < 1 || !Number.isSafeInteger(index) || index < 1) return notFound();
  const [message] = await db
    .select({ attachments: deskGuestMessages.attachments })
    .from(deskGuestMessages)
    .where(eq(deskGuestMessages.id, messageId))
    .limit(1);
  if (!message) return notFound();
  const file = (JSON.parse(message.attachments) as AttachmentRecord[])[index - 1];
  if (!file) return notFound();
  const object = await bucket.get(file.key);
  if (!object) return notFound();
  const headers = staffHeaders();
  headers.set("Content-Type", file.type);
  headers.set("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(object.body, { headers });
}
