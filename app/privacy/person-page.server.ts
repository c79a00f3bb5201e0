import { formatStamp } from "~/staff/dates";
import { isInboxKind, staffPaths, type InboxKind } from "~/staff/paths";
import { personOf, variantsOf, type Person } from "./address.server";
import { deletePersonData } from "./requests.server";
import { PERSON_FIELD, type FoundRow, type PersonView } from "./person-form";
import { findPersonData, personTables, type Row } from "./registry.server";

/**
 * What "Sök person" (/staff/person) shows at each step: the search, what was found, the
 * confirmation that names what will go, and the result. Every step is a plain form post, so it
 * works without JavaScript, and the address never appears in a URL (or a log line with one).
 */

export const personMessages = {
  invalid: "Skriv en giltig e-postadress, till exempel anna@example.se.",
  unknownStep: "Okänt steg. Sök igen.",
  noAuditSecret:
    "Det går inte att exportera eller radera just nu: PRIVACY_AUDIT_SECRET saknas, så begäran kan inte loggas. Be den som sköter webbplatsen att lägga in den (docs/operations.md).",
} as const;

/** The submission tables' inbox lists, so a found row links to its page in the inbox. */
const inboxKindOf: Record<string, InboxKind> = {
  booking_inquiries: "bookings",
  lost_and_found: "lost-and-found",
  job_applications: "applications",
  newsletter_subscriptions: "newsletter",
};

const titles: Record<string, string> = {
  ...Object.fromEntries(personTables.map((entry) => [entry.table, entry.title])),
  files: "Filer",
  mentions: "Andras uppgifter där adressen eller namnet togs bort",
};

/** A desk row's submission (`kind`, `submission_id`), so a note or reply links to the item it is on. */
function deskItemOf(row: Row): string | null {
  return isInboxKind(row.kind) && typeof row.submission_id === "number" ? staffPaths.item(row.kind, row.submission_id) : null;
}

function describeRow(table: string, row: Row): FoundRow {
  const id = row.id ?? row.message_id ?? row.recipient ?? row.day ?? row._rowid;
  const kind = inboxKindOf[table];
  const when = [row.created_at, row.last_sent_at].find((value): value is string => typeof value === "string");
  return {
    label: `Nr ${String(id)}`,
    received: when ? formatStamp(when) : null,
    href: kind ? staffPaths.item(kind, Number(row.id)) : deskItemOf(row),
  };
}

/** Every address in the found rows' address-like columns, so the page can name each spelling. */
function spellings(person: Person, tables: Array<{ rows: Row[] }>): string[] {
  const values = tables.flatMap(({ rows }) =>
    rows.flatMap((row) => [row.email, row.recipient].filter((value): value is string => typeof value === "string")),
  );
  return variantsOf(person, [person.typed, ...values]);
}

async function found(env: Env, person: Person, step: "found" | "confirm"): Promise<PersonView> {
  const data = await findPersonData(env, person);
  const tables = data.tables
    .filter(({ rows }) => rows.length > 0)
    .map(({ table, title, rows }) => ({ table, title, rows: rows.map((row) => describeRow(table, row)) }));
  const total = tables.reduce((sum, table) => sum + table.rows.length, 0) + data.files.length;
  const mentions = data.mentions.map(({ table, title, mentions }) => ({
    table,
    title,
    rows: mentions.map(({ row }) => describeRow(table, row)),
  }));
  return { step, typed: person.typed, variants: spellings(person, data.tables), tables, files: data.files, total, mentions };
}

/**
 * One post of the page's forms: `steg` is sok (search), bekrafta (confirm) or radera (delete).
 * `auditSecret` (`privacyAuditSecret`) is null when none is set in production: then nothing is deleted.
 */
export async function personAction(
  env: Env,
  form: FormData,
  who: string,
  auditSecret: string | null,
): Promise<{ view: PersonView; status: number }> {
  const typed = String(form.get(PERSON_FIELD) ?? "").slice(0, 300);
  const person = personOf(typed);
  if (!person) return { view: { step: "invalid", typed, message: personMessages.invalid }, status: 400 };
  const step = form.get("steg");
  if (step === "sok") return { view: await found(env, person, "found"), status: 200 };
  if (step === "bekrafta") return { view: await found(env, person, "confirm"), status: 200 };
  if (step === "radera") {
    if (!auditSecret) return { view: { step: "invalid", typed: person.typed, message: personMessages.noAuditSecret }, status: 503 };
    const result = await deletePersonData(env, person, who, auditSecret);
    const counts = Object.entries(result.counts).map(([table, count]) => ({ title: titles[table] ?? table, count }));
    return { view: { step: "deleted", typed: person.typed, at: formatStamp(result.at), counts }, status: 200 };
  }
  return { view: { step: "invalid", typed: person.typed, message: personMessages.unknownStep }, status: 400 };
}
