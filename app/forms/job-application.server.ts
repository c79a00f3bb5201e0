import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { jobTitles } from "~/content/jobs";
import type { CloudflareContext } from "~/context";
import { insertOnce } from "~/db/insert-once.server";
import { jobApplications } from "~/db/schema";
import type { Lang } from "~/i18n/lang";
import type { PendingNotification } from "~/notifications/messages";
import { dispatchAfterResponse, outboxColumn, outboxFor } from "~/notifications/outbox.server";
import { admitSubmission, orNull, respond } from "./action.server";
import { detectDocumentKind, type DocumentKind } from "./file-signature";
import { jobApplicationSchema } from "./job-application";

const contentTypes: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** A file's bytes and real kind (it is at most 5 MB: the schema checked the size). */
async function inspect(file: File): Promise<{ bytes: Uint8Array; kind: DocumentKind | null }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { bytes, kind: detectDocumentKind(bytes) };
}

/** R2 key of an application's file: {application id}_{cv|cover_letter}.{ext} (SPEC §7, call 8). */
/** The form's field constraints (`required`, lengths) for its markup; the browser loads the schema only later. */
export function jobApplicationConstraint() {
  return getZodConstraint(jobApplicationSchema);
}

export function fileKey(id: number, role: "cv" | "cover_letter", kind: DocumentKind): string {
  return `${id}_${role}.${kind}`;
}

export async function jobApplicationAction(request: Request, { env, ctx }: CloudflareContext, lang: Lang) {
  const admitted = await admitSubmission(request, env, "job-application");
  if ("response" in admitted) return admitted.response;
  const submission = parseWithZod(admitted.formData, { schema: jobApplicationSchema });
  if (submission.status !== "success") return respond.invalid(submission.reply({ hideFields: ["cv", "coverLetter"] }), "job");
  const input = submission.value;

  // Declared types can lie: a file is accepted only if its bytes are a PDF, DOC or DOCX.
  const cv = await inspect(input.cv);
  const letter = input.coverLetter ? await inspect(input.coverLetter) : null;
  const fieldErrors: Record<string, string[]> = {};
  if (!cv.kind) fieldErrors.cv = ["file.type"];
  if (letter && !letter.kind) fieldErrors.coverLetter = ["file.type"];
  if (Object.keys(fieldErrors).length > 0) {
    return respond.invalid(submission.reply({ fieldErrors, hideFields: ["cv", "coverLetter"] }), "job");
  }

  // Staff read Swedish: the position is stored (and announced) by its Swedish title whatever the page's language.
  const jobTitle = jobTitles[input.jobId].sv;
  // Stored in the row's own INSERT (decision 012); if the files then fail, the row goes and its outbox with it.
  const pending: PendingNotification[] = [
    { type: "job_application", lang, data: { name: input.name, email: input.email, phone: orNull(input.phone), jobTitle, message: orNull(input.message) } },
  ];
  const outbox = outboxFor(env, request.url);
  const db = outbox.db;
  let saved: { id: number; created: boolean };
  try {
    saved = await insertOnce(db, jobApplications, {
      submissionKey: admitted.key,
      lang,
      name: input.name,
      email: input.email,
      phone: orNull(input.phone),
      message: orNull(input.message),
      jobTitle,
      pendingNotifications: outboxColumn(pending),
    });
  } catch (error) {
    console.error(JSON.stringify({ event: "job_application_insert_failed", error: String(error) }));
    return respond.failed("job");
  }
  if (!saved.created) return respond.success("job");

  // Files next; if any step fails, nothing half-done remains: the stored files and the row go.
  const stored: string[] = [];
  try {
    const cvPath = fileKey(saved.id, "cv", cv.kind!);
    await env.JOB_APPLICATIONS.put(cvPath, cv.bytes, {
      httpMetadata: { contentType: contentTypes[cv.kind!], contentDisposition: "attachment" },
      customMetadata: { originalName: input.cv.name.slice(0, 200), applicationId: String(saved.id) },
    });
    stored.push(cvPath);
    let letterPath: string | null = null;
    if (input.coverLetter && letter?.kind) {
      letterPath = fileKey(saved.id, "cover_letter", letter.kind);
      await env.JOB_APPLICATIONS.put(letterPath, letter.bytes, {
        httpMetadata: { contentType: contentTypes[letter.kind], contentDisposition: "attachment" },
        customMetadata: { originalName: input.coverLetter.name.slice(0, 200), applicationId: String(saved.id) },
      });
      stored.push(letterPath);
    }
    await db.update(jobApplications).set({ cvFilePath: cvPath, coverLetterFilePath: letterPath }).where(eq(jobApplications.id, saved.id));
  } catch (error) {
    console.error(JSON.stringify({ event: "job_application_upload_failed", id: saved.id, error: String(error) }));
    await Promise.allSettled([
      ...stored.map((key) => env.JOB_APPLICATIONS.delete(key)),
      db.delete(jobApplications).where(eq(jobApplications.id, saved.id)),
    ]);
    return respond.failed("job");
  }

  dispatchAfterResponse(ctx, outbox, jobApplications, { id: saved.id, pending });
  return respond.success("job");
}
