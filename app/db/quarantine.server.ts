import { count, desc, lt } from "drizzle-orm";
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

/**
 * Bounds on the table (docs/decisions/036-form-abuse-caps.md): at most this many rows per form and
 * Swedish day, and of those per client (an IPv4 address or IPv6 /64); a post beyond them is only
 * counted (`form_daily_counts`). With four forms and 30 days that is at most 12,000 rows.
 */
export const QUARANTINE_ROWS_PER_FORM_DAY = 100;
export const QUARANTINE_ROWS_PER_CLIENT_DAY = 10;

/** One row's JSON at most (UTF-8 bytes): 12,000 rows stay under 200 MB. */
export const MAX_ROW_JSON_BYTES = 16 * 1024;

/** A field's values at most (the booking form's meals are the longest list, four). */
const MAX_VALUES_PER_FIELD = 10;

/** Where the schema sets no length (a choice, a date, a number): longer than any such value. */
const DEFAULT_VALUE_CHARS = 200;

/** The form's own fields and each one's longest value in characters (the schema's maxLength, ~/forms/constraint.server.ts). */
export type FieldLimits = Readonly<Record<string, number | undefined>>;

type QuarantinedFields = Record<string, QuarantinedValue | QuarantinedValue[]>;

/**
 * What is kept of a held-back post: only the form's own fields, each cut to its schema's limit, a
 * file by name, type and size, and the whole at most MAX_ROW_JSON_BYTES. Anything else a bot adds
 * (the form's key, the honeypot, made-up fields) is left out.
 */
export function quarantinedFields(formData: FormData, limits: FieldLimits): QuarantinedFields {
  // No prototype: a field named __proto__ stays a field.
  const fields: QuarantinedFields = Object.create(null);
  for (const [name, value] of formData) {
    if (!Object.hasOwn(limits, name)) continue;
    const entry: QuarantinedValue =
      typeof value === "string"
        ? value.slice(0, limits[name] ?? DEFAULT_VALUE_CHARS)
        : { file: value.name.slice(0, 200), type: value.type.slice(0, 100), size: value.size };
    const before = fields[name];
    if (Array.isArray(before) && before.length >= MAX_VALUES_PER_FIELD) continue;
    fields[name] = before === undefined ? entry : [...(Array.isArray(before) ? before : [before]), entry];
  }
  return withinRowBudget(fields);
}

const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;

/** Cuts the longest text until the JSON fits MAX_ROW_JSON_BYTES (a char removed is at least a byte). */
function withinRowBudget(fields: QuarantinedFields): QuarantinedFields {
  for (
    let over = byteLength(JSON.stringify(fields)) - MAX_ROW_JSON_BYTES;
    over > 0;
    over = byteLength(JSON.stringify(fields)) - MAX_ROW_JSON_BYTES
  ) {
    let longest: { name: string; index: number | null; text: string } | null = null;
    for (const [name, value] of Object.entries(fields)) {
      const items = Array.isArray(value) ? value : [value];
      for (const [index, item] of items.entries()) {
        if (typeof item === "string" && item.length > (longest?.text.length ?? 0))
          longest = { name, index: Array.isArray(value) ? index : null, text: item };
      }
    }
    if (!longest) return Object.create(null);
    const cut = longest.text.slice(0, Math.max(0, longest.text.length - over));
    if (longest.index === null) fields[longest.name] = cut;
    else (fields[longest.name] as QuarantinedValue[])[longest.index] = cut;
  }
  return fields;
}

/** Keeps a held-back submission once per form key (a resend adds nothing). */
export async function quarantineSubmission(
  db: Db,
  input: { form: string; reason: QuarantineReason; key: string; formData: FormData; limits: FieldLimits },
): Promise<void> {
  await db
    .insert(formQuarantine)
    .values({
      form: input.form,
      reason: input.reason,
      submissionKey: input.key,
      fields: JSON.stringify(quarantinedFields(input.formData, input.limits)),
    })
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
