import * as z from "zod/mini";
import { jobIds } from "~/content/jobs";
import type { FormMessageKey } from "./messages";

/** The job application (SPEC §3, §5): name, e-mail and a CV are required; files are PDF, DOC or DOCX of at most 5 MB. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const acceptedFileTypes = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
} as const;
/** What the file picker offers. */
export const fileAccept = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";

/**
 * The browser's word on a file: its declared type, or its extension when the system declares
 * none. The server then checks the bytes themselves (job-application.server.ts).
 */
export function fileProblem(file: Pick<File, "size" | "type" | "name">): FormMessageKey | null {
  const declared = file.type in acceptedFileTypes;
  const byExtension = file.type === "" && ["pdf", "doc", "docx"].includes(extensionOf(file.name));
  if (!declared && !byExtension) return "file.type";
  if (file.size > MAX_FILE_BYTES) return "file.tooLarge";
  return null;
}

const checkedFile = (required: FormMessageKey) =>
  z.file({ error: required }).check(
    z.refine((file) => fileProblem(file) !== "file.type", "file.type"),
    z.refine((file) => fileProblem(file) !== "file.tooLarge", "file.tooLarge"),
  );

const msg = (key: FormMessageKey) => ({ error: key });

export const jobApplicationSchema = z.object({
  jobId: z.enum(jobIds, msg("choice.required")),
  name: z.string(msg("job.name.required")).check(z.trim(), z.minLength(1, "job.name.required"), z.maxLength(120, "text.tooLong")),
  email: z.string(msg("email.invalid")).check(z.trim(), z.maxLength(254, "email.invalid"), z.email("email.invalid")),
  phone: z.optional(z.string().check(z.trim(), z.maxLength(40, "text.tooLong"))),
  message: z.optional(z.string().check(z.trim(), z.maxLength(4000, "text.tooLong"))),
  cv: checkedFile("job.cv.required"),
  coverLetter: z.optional(checkedFile("file.type")),
});

export type JobApplication = z.infer<typeof jobApplicationSchema>;
