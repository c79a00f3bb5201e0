import { getDb } from "~/db/client.server";
import { searchDesk } from "~/desk/desk.server";
import { formatStamp } from "~/staff/dates";
import { isInboxKind, staffPaths, type InboxKind } from "~/staff/paths";
import { personOf, variantsOf, type Person } from "./address.server";
import { deletePersonData } from "./requests.server";
import { PERSON_FIELD, type FoundRow, type PersonCandidate, type PersonView } from "./person-form";
import { findPersonData, personTables, type Row } from "./registry.server";
import { caseFilesFolder } from "./summary.server";

/**
 * What "Sök person" (/staff/person) shows at each step: the search, what was found, the
 * confirmation that names what will go, and the result. Every step is a plain form post, so it
 * works without JavaScript, and the address never appears in a URL (or a log line with one).
 */

export const personMessages = {
  invalid: "Skriv en giltig e-postadress, till exempel anna@example.se.",
  tooShort: "Skriv en e-postadress, ett telefonnummer eller minst två bokstäver av ett namn.",
  missingCase: "Ärendet finns inte längre. Sök på personens e-postadress, telefonnummer eller namn.",
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
  case_files: "Filer i ärendenas konversationer (bilagor och offerter)",
  mentions: "Andras uppgifter där adressen eller namnet togs bort",
};

/** The submissions whose staff mail went to the staff's mailboxes (workers/notifications). */
const mailedToStaff = ["booking_inquiries", "lost_and_found", "job_applications", "newsletter_subscriptions"];

/**
 * What deletion here cannot reach, for the receipt: copies the site sent outside the database
 * (the backups are the receipt's own line, `BACKUP_NOTE`).
 */
export function byHand(counts: Record<string, number>): string[] {
  const steps: string[] = [];
  if (mailedToStaff.some((table) => counts[table]))
    steps.push(
      "Radera aviseringsmejlen om personens förfrågningar, efterlysningar och ansökningar i personalens e-postlåda: webbplatsen skickade dem dit och kan inte ta bort dem.",
    );
  if (counts.desk_replies)
    steps.push("Radera mejltrådarna med personen i den delade e-postlådan: gästens svar på de svar vi skickat kom dit och finns kvar där.");
  return steps;
}

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
  const total = tables.reduce((sum, table) => sum + table.rows.length, 0) + data.files.length + data.caseFiles.length;
  const mentions = data.mentions.map(({ table, title, mentions }) => ({
    table,
    title,
    rows: mentions.map(({ row }) => describeRow(table, row)),
  }));
  return {
    step,
    typed: person.typed,
    variants: spellings(person, data.tables),
    tables,
    files: [...data.files, ...data.caseFiles.map((key) => `${caseFilesFolder}/${key}`)],
    total,
    mentions,
  };
}

/**
 * A phone number or a name: the desk's search (digits compared as digits, names in any case) over
 * the submissions, grouped by address. Export and deletion stay keyed on the address, so staff
 * choose one; a name alone could be two people.
 */
async function candidates(env: Env, typed: string): Promise<PersonView> {
  const people = new Map<string, PersonCandidate>();
  for (const hit of await searchDesk(getDb(env.DB), typed)) {
    const person = personOf(hit.email);
    if (!person) continue;
    const entry = people.get(person.key) ?? { email: person.key, names: [], phones: [], submissions: 0 };
    if (!entry.names.includes(hit.name)) entry.names.push(hit.name);
    if (hit.phone && !entry.phones.includes(hit.phone)) entry.phones.push(hit.phone);
    entry.submissions += 1;
    people.set(person.key, entry);
  }
  return { step: "candidates", typed, people: [...people.values()] };
}

/** The submission tables by their inbox list, for a case's link to the page. */
const tableOfKind = Object.fromEntries(Object.entries(inboxKindOf).map(([table, kind]) => [kind, table])) as Record<InboxKind, string>;

/**
 * The page opened from a case (`staffPaths.personFor`): that submission's address, searched at once.
 * The link names the case, not the address, so no address reaches a URL or a log line.
 */
export async function personOfCase(env: Env, url: URL): Promise<PersonView | null> {
  const kind = url.searchParams.get("lista");
  const id = Number(url.searchParams.get("nr"));
  if (!isInboxKind(kind) || !Number.isSafeInteger(id) || id < 1) return null;
  const row = await env.DB.prepare(`SELECT email FROM "${tableOfKind[kind]}" WHERE id = ?`).bind(id).first<{ email: string }>();
  const person = personOf(row?.email);
  if (!person) return { step: "invalid", typed: "", message: personMessages.missingCase };
  return found(env, person, "found");
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
  const step = form.get("steg");
  if (!person && step === "sok" && !typed.includes("@")) {
    if (typed.trim().length < 2) return { view: { step: "invalid", typed, message: personMessages.tooShort }, status: 400 };
    return { view: await candidates(env, typed.trim()), status: 200 };
  }
  if (!person) return { view: { step: "invalid", typed, message: personMessages.invalid }, status: 400 };
  if (step === "sok") return { view: await found(env, person, "found"), status: 200 };
  if (step === "bekrafta") return { view: await found(env, person, "confirm"), status: 200 };
  if (step === "radera") {
    if (!auditSecret) return { view: { step: "invalid", typed: person.typed, message: personMessages.noAuditSecret }, status: 503 };
    const result = await deletePersonData(env, person, who, auditSecret);
    const counts = Object.entries(result.counts).map(([table, count]) => ({ title: titles[table] ?? table, count }));
    return {
      view: { step: "deleted", typed: person.typed, at: formatStamp(result.at), counts, byHand: byHand(result.counts) },
      status: 200,
    };
  }
  return { view: { step: "invalid", typed: person.typed, message: personMessages.unknownStep }, status: 400 };
}
