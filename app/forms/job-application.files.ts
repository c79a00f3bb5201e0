import type { FormMessageKey } from "./validation-messages";

/**
 * The job application's file rules (SPEC §3, §5), apart from the schema so the file picker can
 * check a file without loading zod (components/forms/use-lazy-validation.ts).
 */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const acceptedFileTypes = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
} as const;
/** What the file picker offers. */
export const fileAccept =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

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
