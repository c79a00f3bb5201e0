import { count, desc, lt } from "drizzle-orm";
import { formKeyFields } from "~/forms/form-key-fields";
import type { Db } from "./client.server";
import { formQuarantine, type FormQuarantineRow } from "./schema";

/**
 * The form quarantine (docs/decisions/014-form-quarantine.md): submissions the form checks took for a
 * bot's are kept here for the staff to read, rather than dropped, in case a person sent them.
 */

export type QuarantineReason = FormQuarantineRow["reason"];

/** Kept this long, then deleted by the nightly retention run (./retention.server.ts). */
export const QUARANTINE_DAYS = 30;

/** A file is kept by what describes it; its bytes never reach the table. */
export type QuarantinedValue = string | { file: string; type: string; size: number };

/** Bounds on what one post can put in the table (the form body limit is 64 KB; a job application's files are left out). */
const MAX_FIELDS = 60;
const MAX_VALUE_CHARS = 8_000;

/** Fields that only describe the form itself, not what the visitor wrote. */
const notKept = new Set<string>([formKeyFields.key, formKeyFields.rendered, "cf-turnstile-response"]);

export function quarantinedFields(formData: FormData): Record<string, QuarantinedValue | QuarantinedValue[]> {
  // No prototype: a field named __proto__ stays a field.
  const fields: Record<string, QuarantinedValue | QuarantinedValue[]> = Object.create(null);
  let kept = 0;
  for (const [name, value] of formData) {
    if (notKept.has(name) || kept >= MAX_FIELDS) continue;
    kept += 1;
    const entry: QuarantinedValue =
      typeof value === "string" ? value.slice(0, MAX_VALUE_CHARS) : { file: value.name.slice(0, 200), type: value.type.slice(0, 100), size: value.size };
    const before = fields[name];
    fields[name] = before === undefined ? entry : [...(Array.isArray(before) ? before : [before]), entry];
  }
  return fields;
}

/** Keeps a held-back submission once per form key (a resend adds nothing). */
export async function quarantineSubmission(
  db: Db,
  input: { form: string; reason: QuarantineReason; key: string; formData: FormData },
): Promise<void> {
  await db
    .insert(formQuarantine)
    .values({ form: input.form, reason: input.reason, submissionKey: input.key, fields: JSON.stringify(quarantinedFields(input.formData)) })
    .onConflictDoNothing({ target: formQuarantine.submissionKey });
}

export const QUARANTINE_PAGE_SIZE = 50;

export async function listQuarantine(db: Db, page: number): Promise<{ rows: FormQuarantineRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(formQuarantine)
      .orderBy(desc(formQuarantine.createdAt), desc(formQuarantine.id))
      .limit(QUARANTINE_PAGE_SIZE)
      .offset((page - 1) * QUARANTINE_PAGE_SIZE),
    countQuarantine(db),
  ]);
  return { rows, total };
}

export async function countQuarantine(db: Db): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(formQuarantine);
  return counted?.n ?? 0;
}

/** Deletes what is older than QUARANTINE_DAYS as of `now`; returns how many. */
export async function deleteExpiredQuarantine(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - QUARANTINE_DAYS * 86_400_000).toISOString();
  return (await db.delete(formQuarantine).where(lt(formQuarantine.createdAt, cutoff)).returning({ id: formQuarantine.id })).length;
}
