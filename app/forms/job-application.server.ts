import { parseWithZod } from "@conform-to/zod/v4";
import { formConstraint } from "./constraint.server";
import { and, eq, isNull } from "drizzle-orm";
import { isJobOpen } from "~/content/jobs";
import { localized } from "~/content-store/data";
import { movedTo, readItem } from "~/content-store/store.server";
import type { CloudflareContext } from "~/context";
import type { Db } from "~/db/client.server";
import { insertOnce } from "~/db/insert-once.server";
import { jobApplications } from "~/db/schema";
import type { Lang } from "~/i18n/lang";
import type { PendingNotification } from "~/notifications/queue-contract";
import { dispatchAfterResponse, outboxColumn, outboxFor } from "~/notifications/outbox.server";
import { admitSubmission, orNull, respond } from "./action.server";
import { todayInSweden } from "./dates";
import { detectDocumentKind, type DocumentKind } from "./file-signature";
import { jobApplicationSchema } from "./job-application";
import { logEvent } from "~/server/log-event.server";

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

/** The form's field constraints (`required`, lengths) for its markup; the browser loads the schema only later. */
export function jobApplicationConstraint() {
  return formConstraint(jobApplicationSchema);
}

/** R2 key of an application's file: {application id}_{cv|cover_letter}.{ext} (SPEC §7, call 8). */
export function fileKey(id: number, role: "cv" | "cover_letter", kind: DocumentKind): string {
  return `${id}_${role}.${kind}`;
}

export async function jobApplicationAction(request: Request, { env, ctx }: CloudflareContext, lang: Lang) {
  const parse = (formData: FormData) => parseWithZod(formData, { schema: jobApplicationSchema });
  const invalid = (submission: ReturnType<typeof parse>) =>
    submission.status === "success" ? undefined : respond.invalid(submission.reply({ hideFields: ["cv", "coverLetter"] }), lang, "job");
  const admitted = await admitSubmission(request, env, "job-application", [jobApplicationSchema], (formData) => invalid(parse(formData)));
  if ("response" in admitted) return admitted.response;
  const submission = parse(admitted.formData);
  if (submission.status !== "success") return invalid(submission)!;
  const input = submission.value;
  const outbox = outboxFor(env, request.url);
  const db = outbox.db;

  // The page lists only open positions, but a form rendered before the last day ran out (or a
  // hand-made post) can still name a closed one: refused, and the visitor keeps what they wrote.
  const position = await openPosition(db, input.jobId);
  if (!position) {
    return respond.invalid(submission.reply({ fieldErrors: { jobId: ["job.closed"] }, hideFields: ["cv", "coverLetter"] }), lang, "job");
  }

  // Declared types can lie: a file is accepted only if its bytes are a PDF, DOC or DOCX.
  const cv = await inspect(input.cv);
  const letter = input.coverLetter ? await inspect(input.coverLetter) : null;
  const fieldErrors: Record<string, string[]> = {};
  if (!cv.kind) fieldErrors.cv = ["file.type"];
  if (letter && !letter.kind) fieldErrors.coverLetter = ["file.type"];
  if (Object.keys(fieldErrors).length > 0) {
    return respond.invalid(submission.reply({ fieldErrors, hideFields: ["cv", "coverLetter"] }), lang, "job");
  }

  // Staff read Swedish: the position is stored (and announced) by its Swedish title whatever the
  // page's language, on the row, so the application keeps it after the position is renamed or removed.
  const jobTitle = position.title;
  // Stored in the row's own INSERT (decision 012); if the files then fail, the row goes and its outbox with it.
  const pending: PendingNotification[] = [
    {
      type: "job_application",
      lang,
      data: { name: input.name, email: input.email, phone: orNull(input.phone), jobTitle, message: orNull(input.message) },
    },
  ];
  const row = {
    submissionKey: admitted.key,
    lang,
    name: input.name,
    email: input.email,
    phone: orNull(input.phone),
    message: orNull(input.message),
    jobTitle,
    pendingNotifications: outboxColumn(pending),
  };
  const files: ApplicationFiles = {
    cv: { file: input.cv, ...cv, kind: cv.kind! },
    letter: input.coverLetter && letter?.kind ? { file: input.coverLetter, ...letter, kind: letter.kind } : null,
  };

  // The row first, then its files. A resend of the same form key finds the row: it answers success
  // only once the row has its files (cv_file_path is set last), waiting a little for the first post;
  // if that post died or is still busy, the resend stores its own copy of the files on the same
  // row; if the first post failed and removed the row, the resend starts over (issue 14, item 9).
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let saved: { id: number; created: boolean };
    try {
      saved = await insertOnce(db, jobApplications, row);
    } catch (error) {
      logEvent("job_application_insert_failed", { error: String(error) });
      return respond.failed("job");
    }
    if (!saved.created) {
      const state = await firstPostOutcome(db, saved.id);
      if (state === "complete") return respond.success("job");
      if (state === "gone") continue;
    }
    const stored = await storeFiles(env.JOB_APPLICATIONS, db, saved.id, files);
    if (stored === "failed") return respond.failed("job");
    if (stored === "gone") continue;
    if (stored === "stored") dispatchAfterResponse(ctx, outbox, jobApplications, { id: saved.id, pending });
    return respond.success("job");
  }
  return respond.processing(request, "job");
}

/**
 * The position, if it takes applications: staff have it published (not hidden or removed) and its
 * last day to apply has not passed, in Sweden. A form shown before staff changed the position's
 * address names the old one, which leads to it (docs/decisions/057-changing-an-items-address.md).
 */
async function openPosition(db: Db, id: string, now = new Date()): Promise<{ title: string } | undefined> {
  const moved = async () => {
    const key = await movedTo(db, "job", id);
    return key === undefined ? undefined : readItem(db, "job", key);
  };
  const item = (await readItem(db, "job", id)) ?? (await moved());
  return item && isJobOpen(item.data, todayInSweden(now)) ? { title: localized(item.data, "title", "sv") } : undefined;
}

/** How often a post may find its row gone (another post with its key failed) before it asks the visitor to try again. */
const MAX_ROUNDS = 3;
/** A resend waits this long, at most, for the first post of its key to store the files. */
const RESEND_WAIT_MS = 2000;
const RESEND_POLL_MS = 250;

interface ApplicationFile {
  file: File;
  bytes: Uint8Array;
  kind: DocumentKind;
}
interface ApplicationFiles {
  cv: ApplicationFile;
  letter: ApplicationFile | null;
}

/** Waits (up to RESEND_WAIT_MS) for the post that created the row to finish: its files stored, its row removed, or neither yet. */
async function firstPostOutcome(db: Db, id: number): Promise<"complete" | "gone" | "busy"> {
  for (let waited = 0; ; waited += RESEND_POLL_MS) {
    const [found] = await db.select({ cv: jobApplications.cvFilePath }).from(jobApplications).where(eq(jobApplications.id, id));
    if (!found) return "gone";
    if (found.cv !== null) return "complete";
    if (waited >= RESEND_WAIT_MS) return "busy";
    await new Promise((resolve) => setTimeout(resolve, RESEND_POLL_MS));
  }
}

async function putFile(bucket: R2Bucket, path: string, id: number, { file, bytes, kind }: ApplicationFile) {
  await bucket.put(path, bytes, {
    httpMetadata: { contentType: contentTypes[kind], contentDisposition: "attachment" },
    customMetadata: { originalName: file.name.slice(0, 200), applicationId: String(id) },
  });
}

/**
 * Stores the files of row `id` and then their paths, which mark the row complete. "done": another
 * post with the same key completed the row meanwhile; "gone": the row was removed meanwhile (that
 * post failed). On a failure the row goes too, with what was stored, unless another post has
 * completed it by then: nothing half-done remains, and nothing complete is removed.
 */
async function storeFiles(bucket: R2Bucket, db: Db, id: number, files: ApplicationFiles): Promise<"stored" | "done" | "gone" | "failed"> {
  const cvPath = fileKey(id, "cv", files.cv.kind);
  const letterPath = files.letter ? fileKey(id, "cover_letter", files.letter.kind) : null;
  const stored: string[] = [];
  try {
    await putFile(bucket, cvPath, id, files.cv);
    stored.push(cvPath);
    if (files.letter && letterPath) {
      await putFile(bucket, letterPath, id, files.letter);
      stored.push(letterPath);
    }
    const completed = await db
      .update(jobApplications)
      .set({ cvFilePath: cvPath, coverLetterFilePath: letterPath })
      .where(and(eq(jobApplications.id, id), isNull(jobApplications.cvFilePath)))
      .returning({ id: jobApplications.id });
    if (completed.length > 0) return "stored";
    const [found] = await db.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.id, id));
    return found ? "done" : "gone";
  } catch (error) {
    logEvent("job_application_upload_failed", { id, error: String(error) });
    try {
      const removed = await db
        .delete(jobApplications)
        .where(and(eq(jobApplications.id, id), isNull(jobApplications.cvFilePath)))
        .returning({ id: jobApplications.id });
      // Files of a row another post completed are that row's now.
      if (removed.length > 0) await Promise.allSettled(stored.map((key) => bucket.delete(key)));
    } catch (cleanup) {
      logEvent("job_application_cleanup_failed", { id, error: String(cleanup) });
    }
    return "failed";
  }
}
