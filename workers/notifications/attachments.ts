import type { NotificationMessage } from "~/notifications/queue-contract";
import type { MailAttachment } from "./mail";

/**
 * The files a queue message's mail carries: a desk reply's PDF (decision 056), read here from
 * GUEST_MAIL_FILES by the key the message names, so the message itself stays small. "missing"
 * when the file is gone (the case was deleted for privacy before the mail left).
 */
export async function mailAttachments(message: NotificationMessage, bucket: R2Bucket): Promise<MailAttachment[] | "missing"> {
  if (message.type !== "desk_reply" || !message.data.attachment) return [];
  const { key, filename } = message.data.attachment;
  const object = await bucket.get(key);
  if (!object) return "missing";
  return [{ filename, type: "application/pdf", content: base64Of(new Uint8Array(await object.arrayBuffer())) }];
}

/** Base64 of bytes, in chunks (a 10 MB file would overflow one String.fromCharCode call). */
export function base64Of(bytes: Uint8Array): string {
  const chunk = 0x8000;
  let binary = "";
  for (let start = 0; start < bytes.length; start += chunk) binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  return btoa(binary);
}
