import { isPersons, likeLiteral, mentions, type Person } from "./address.server";
import { visitorMailRecipient } from "~/notifications/visitor-mail.server";

/**
 * Every table that can hold one person's data, in one list (GDPR articles 15 and 17, issue 19):
 * "Sök person" finds, exports and deletes from exactly these. A table that holds e-mail addresses or
 * text visitors type belongs here; one that never does is named in `withoutPersonalData`, and
 * registry.server.test.ts fails on any table in neither list, so a new table cannot be forgotten.
 *
 * Three kinds of entry: a column holding the address (`addressColumn`); free text that may mention
 * it (`textColumns`: captured mail, held-back forms); rows about a submission found earlier in the
 * list (`ofSubmissions`: notifications, dead letters), so order matters: submissions come first.
 */

export type Row = Record<string, unknown>;

export interface PersonTable {
  /** The D1 table; also the export's file name (`{table}.json`). */
  table: string;
  /** What staff read, in Swedish. */
  title: string;
  /** The person's rows (each with `_rowid`), given what the tables before it found. */
  find(d1: D1Database, person: Person, found: ReadonlyMap<string, Row[]>): Promise<Row[]>;
  /** The R2 objects that belong to a found row (all in `FILES_BUCKET`). */
  files?(bucket: R2Bucket, row: Row): Promise<string[]>;
}

/** The one bucket with visitors' files: CVs and cover letters. */
export const FILES_BUCKET = "JOB_APPLICATIONS" satisfies keyof Env;

const select = (table: string) => `SELECT rowid AS _rowid, * FROM "${table}"`;

/**
 * Rows whose `column` is one of the person's spellings: narrowed in SQL, confirmed by the grouping
 * rule; `about` adds rows tied to found submissions, `files` names a row's R2 objects.
 */
function addressColumn(
  table: string,
  title: string,
  column: string,
  options: { about?: About; files?: PersonTable["files"]; stored?: (address: string) => string } = {},
): PersonTable {
  return {
    table,
    title,
    async find(d1, person, found) {
      // A column that stores its own spelling of the address (`stored`) is matched on that spelling.
      const { stored } = options;
      const { results } = await d1
        .prepare(`${select(table)} WHERE lower(trim("${column}")) = ?1 OR lower(trim("${column}")) LIKE ?2 ESCAPE '\\'`)
        .bind(stored ? stored(person.key) : person.key, `${likeLiteral(person.local)}+%@${likeLiteral(person.domain)}`)
        .all<Row>();
      const rows = results.filter((row) =>
        stored ? typeof row[column] === "string" && stored(row[column]) === stored(person.key) : isPersons(person, row[column] as string),
      );
      return options.about ? withRowsAbout(d1, table, options.about, found, rows) : rows;
    },
    ...(options.files && { files: options.files }),
  };
}

/** SQL that is true when a text column may mention the person (both halves of the address occur in it). */
function mayMention(columns: readonly string[]): string {
  return columns.map((column) => `(instr(lower("${column}"), ?1) > 0 AND instr(lower("${column}"), ?2) > 0)`).join(" OR ");
}

/** Rows whose free text mentions the person; `about` adds rows tied to found submissions. */
function textColumns(table: string, title: string, columns: readonly string[], about?: About): PersonTable {
  return {
    table,
    title,
    async find(d1, person, found) {
      const { results } = await d1.prepare(`${select(table)} WHERE ${mayMention(columns)}`).bind(person.local, `@${person.domain}`).all<Row>();
      const rows = results.filter((row) => columns.some((column) => mentions(person, row[column] as string | null)));
      return about ? withRowsAbout(d1, table, about, found, rows) : rows;
    },
  };
}

/** `rows` and, once each, the table's rows about a found submission. */
async function withRowsAbout(d1: D1Database, table: string, about: About, found: ReadonlyMap<string, Row[]>, rows: Row[]): Promise<Row[]> {
  const seen = new Set(rows.map((row) => row._rowid));
  return [...rows, ...(await rowsAbout(d1, table, about, found)).filter((row) => !seen.has(row._rowid))];
}

/**
 * How a table names the submission a row is about: its type and id columns, and the type values
 * of each submission table (the queue's message types unless given).
 */
interface About {
  typeColumn: string;
  idColumn: string;
  types?: Record<string, readonly string[]>;
}

/**
 * The queue message types (app/notifications/queue-contract.ts) of each submission table's rows:
 * the `type` that notifications, dead letters and captured mail keys carry with the row's id.
 */
export const messageTypes: Record<string, readonly string[]> = {
  booking_inquiries: ["booking"],
  lost_and_found: ["lost_found"],
  job_applications: ["job_application"],
  newsletter_subscriptions: ["newsletter_subscription", "newsletter_confirmation"],
  desk_replies: ["desk_reply"],
};

/** Rows whose (type, id) columns name a submission found before: `booking` and 12 for booking inquiry 12. */
async function rowsAbout(d1: D1Database, table: string, about: About, found: ReadonlyMap<string, Row[]>): Promise<Row[]> {
  const pairs = [...found].flatMap(([source, rows]) =>
    (about.types ?? messageTypes)[source]?.flatMap((type) => rows.map((row) => [type, Number(row.id)] as const)) ?? [],
  );
  const rows: Row[] = [];
  // D1 binds at most 100 parameters a statement.
  for (let i = 0; i < pairs.length; i += 45) {
    const chunk = pairs.slice(i, i + 45);
    const where = chunk.map(() => `("${about.typeColumn}" = ? AND "${about.idColumn}" = ?)`).join(" OR ");
    const { results } = await d1
      .prepare(`${select(table)} WHERE ${where}`)
      .bind(...chunk.flat())
      .all<Row>();
    rows.push(...results);
  }
  return rows;
}

function ofSubmissions(table: string, title: string, about: About): PersonTable {
  return { table, title, find: (d1, _person, found) => rowsAbout(d1, table, about, found) };
}

/** An application's files: the two keys its row names, and anything else under `{id}_` (an upload's leftovers). */
async function applicationFiles(bucket: R2Bucket, row: Row): Promise<string[]> {
  const keys = new Set([row.cv_file_path, row.cover_letter_file_path].filter((key): key is string => typeof key === "string" && key !== ""));
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: `${Number(row.id)}_`, ...(cursor ? { cursor } : {}) });
    for (const object of listed.objects) keys.add(object.key);
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return [...keys];
}

/** How the desk's tables name a submission: `kind` is the inbox list's slug (app/staff/paths.ts). */
const deskAbout: About = {
  typeColumn: "kind",
  idColumn: "submission_id",
  types: { booking_inquiries: ["bookings"], lost_and_found: ["lost-and-found"], job_applications: ["applications"] },
};

export const personTables: readonly PersonTable[] = [
  // The submissions, first: the entries after them find what belongs to these rows.
  addressColumn("booking_inquiries", "Bokningsförfrågningar", "email"),
  addressColumn("lost_and_found", "Kvarglömda föremål", "email"),
  addressColumn("job_applications", "Jobbansökningar", "email", { files: applicationFiles }),
  addressColumn("newsletter_subscriptions", "Nyhetsbrevet", "email"),
  // The desk's state, notes and replies (app/desk/): rows name a submission by the inbox's slug.
  ofSubmissions("desk_items", "Status i disken", deskAbout),
  textColumns("desk_events", "Historik och anteckningar", ["note"], deskAbout),
  addressColumn("desk_replies", "Svar från disken", "to_email", { about: deskAbout }),
  // What the site did with them (a desk reply's mail is about its desk_replies row).
  ofSubmissions("notifications", "Utskick (aviseringar)", { typeColumn: "type", idColumn: "submission_id" }),
  textColumns("dead_letters", "Meddelanden som inte kunde skickas", ["body"], { typeColumn: "type", idColumn: "submission_id" }),
  textColumns("mail_capture", "Fångad e-post (lokal utveckling)", ["recipients", "text", "html", "payload"]),
  // The brake stores Gmail addresses without their dots (decision 036).
  addressColumn("visitor_mail", "Spärr mot upprepade utskick", "recipient", { stored: visitorMailRecipient }),
  textColumns("form_quarantine", "Kvarhållna formulär", ["fields"]),
];

/** Tables that never hold a visitor's address or typed text; checked against the schema by the test. */
export const withoutPersonalData: readonly string[] = [
  "staff_sessions",
  "cron_runs",
  "worker_status",
  "health_counts",
  "alert_state",
  "alert_log",
  "privacy_requests",
  "site_counts",
  // Staff-written: reply templates, edited content and its history. A morning summary's row holds
  // visitors' names (never addresses) only until its mail is queued, then just the day and a count.
  "desk_templates",
  "desk_summaries",
  "content_items",
  "content_history",
  "content_version",
  // Counts per day, form and client, where the client is a keyed hash of a network address
  // (decision 036): no address, name or text; gone after two days.
  "form_daily_counts",
];

export interface PersonData {
  tables: Array<{ table: string; title: string; rows: Row[] }>;
  /** R2 keys, in `FILES_BUCKET`. */
  files: string[];
}

/** Everything stored about the person: rows per table, in registry order, and their files. */
export async function findPersonData(env: Pick<Env, "DB" | typeof FILES_BUCKET>, person: Person, tables = personTables): Promise<PersonData> {
  const found = new Map<string, Row[]>();
  const files = new Set<string>();
  for (const entry of tables) {
    const rows = await entry.find(env.DB, person, found);
    found.set(entry.table, rows);
    if (entry.files) for (const row of rows) for (const key of await entry.files(env[FILES_BUCKET], row)) files.add(key);
  }
  return { tables: tables.map(({ table, title }) => ({ table, title, rows: found.get(table) ?? [] })), files: [...files].sort() };
}

/** A row as stored, without the internal `_rowid` the lookup adds. */
export function storedRow(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([column]) => column !== "_rowid"));
}

/** Rows per table (only tables with rows) and the number of files: what the audit and the pages show. */
export function countsOf(data: PersonData): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { table, rows } of data.tables) if (rows.length > 0) counts[table] = rows.length;
  if (data.files.length > 0) counts.files = data.files.length;
  return counts;
}
