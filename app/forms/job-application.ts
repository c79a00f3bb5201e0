import * as z from "zod/mini";
import { itemKeyPattern } from "~/content-store/data";
import { fileProblem } from "./job-application.files";
import type { FormMessageKey } from "./validation-messages";

/** The job application (SPEC §3, §5): name, e-mail and a CV are required; files are PDF, DOC or DOCX of at most 5 MB. */
export { acceptedFileTypes, MAX_FILE_BYTES } from "./job-application.files";

const checkedFile = (required: FormMessageKey) =>
  z.file({ error: required }).check(
    z.refine((file) => fileProblem(file) !== "file.type", "file.type"),
    z.refine((file) => fileProblem(file) !== "file.tooLarge", "file.tooLarge"),
  );

const msg = (key: FormMessageKey) => ({ error: key });

export const jobApplicationSchema = z.object({
  // The position's address in the content store; the server checks that it takes applications.
  jobId: z.string(msg("choice.required")).check(z.regex(itemKeyPattern, "choice.required")),
  name: z.string(msg("job.name.required")).check(z.trim(), z.minLength(1, "job.name.required"), z.maxLength(120, "text.tooLong")),
  email: z.string(msg("email.invalid")).check(z.trim(), z.maxLength(254, "email.invalid"), z.email("email.invalid")),
  phone: z.optional(z.string().check(z.trim(), z.maxLength(40, "text.tooLong"))),
  message: z.optional(z.string().check(z.trim(), z.maxLength(4000, "text.tooLong"))),
  cv: checkedFile("job.cv.required"),
  coverLetter: z.optional(checkedFile("file.type")),
});

export type JobApplication = z.infer<typeof jobApplicationSchema>;
