import type { JobApplicationRow } from "~/db/schema";
import type { ApplicationFile } from "./paths";
import { staffHeaders } from "./require-staff.server";

/**
 * An application's CV or cover letter from R2, as a download: always an attachment with the
 * stored file's type and `nosniff`, so a browser never renders a visitor's upload as a page.
 */
export async function applicationFileResponse(bucket: R2Bucket, application: JobApplicationRow, file: ApplicationFile): Promise<Response> {
  const key = file === "cv" ? application.cvFilePath : application.coverLetterFilePath;
  const object = key ? await bucket.get(key) : null;
  if (!key || !object) return new Response("Filen finns inte.", { status: 404, headers: staffHeaders() });
  const headers = staffHeaders({
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Content-Disposition": attachment(downloadName(application, file, key)),
    "Content-Length": String(object.size),
    "X-Content-Type-Options": "nosniff",
    // Opened directly anyway, it could run nothing.
    "Content-Security-Policy": "sandbox; default-src 'none'",
  });
  return new Response(object.body, { headers });
}

/** "Ansökan 12 – Anna Berg – CV.pdf": who and what, whatever the visitor called the file. */
function downloadName(application: JobApplicationRow, file: ApplicationFile, key: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(key)?.[1] ?? "bin";
  const what = file === "cv" ? "CV" : "Personligt brev";
  return `Ansökan ${application.id} – ${application.name} – ${what}.${extension}`;
}

/** RFC 6266: an ASCII fallback for old clients and the exact UTF-8 name for the rest. */
export function attachment(filename: string): string {
  const clean = filename
    // eslint-disable-next-line no-control-regex -- control characters never belong in a header
    .replace(/[\u0000-\u001f\u007f/\\]/g, " ")
    .trim()
    .slice(0, 180);
  const ascii =
    clean
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["%;]/g, "")
      .replace(/\s+/g, " ") || "fil";
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
