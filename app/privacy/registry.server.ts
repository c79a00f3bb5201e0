import { addressesIn, isPersons, likeLiteral, type Person } from "./address.server";
import { visitorMailRecipient } from "~/notifications/visitor-mail.server";

/**
 * Every table that can hold one person's data, in one list (GDPR articles 15 and 17, issue 19):
 * "Sök person" finds, exports and deletes from exactly these. A table that holds e-mail addresses or
 * text visitors type belongs here; one that never does is named in `withoutPersonalData`, and
 * registry.server.test.ts fails on any table in neither list, so a new table cannot be forgotten.
 *
 * A table's rows are of two kinds (decision 038). The person's own: a column holding the address
 * (`addressColumn`), a row that is theirs by its fields (`ownText`: their held-back form, a mail to
 * them), or a row about a submission found earlier in the list (`ofSubmissions`: notifications,
 * dead letters, the desk), so order matters: submissions come first. These are exported and
 * deleted. And other people's rows that merely mention them (`mentions`: the address in someone
 * else's inquiry text, a note, a captured mail; their name in a morning summary): listed for staff,
 * never exported, and on deletion the mention is replaced by `REDACTED` while the row stays.
 */

export type Row = Record<string, unknown>;

/** Another person's row that names the person: each column's text as read and without the person. */
export interface Mention {
  row: Row;
  changes: Record<string, { from: string; to: string }>;
}

/** What stands where a mention was. */
export const REDACTED = "[borttagen]";

export interface PersonTable {
  /** The D1 table; also the export's file name (`{table}.json`). */
  table: string;
  /** What staff read, in Swedish. */
  title: string;
  /** The person's rows (each with `_rowid`), given what the tables before it found. */
  find(d1: D1Database, person: Person, found: ReadonlyMap<string, Row[]>): Promise<Row[]>;
  /** The R2 objects that belong to a found row (all in `FILES_BUCKET`). */
  files?(bucket: R2Bucket, row: Row): Promise<string[]>;
  /**
   * The R2 objects of a found row's case conversation (all in `CASE_FILES_BUCKET`): what the guest
   * attached to answers by mail (decision 048) and the PDFs the desk sent (decision 056).
   */
  caseFiles?(bucket: R2Bucket, row: Row): Promise<string[]>;
  /** Other people's rows that mention the person (never one of `own`), with the mention taken out. */
  mentions?(d1: D1Database, person: Person, found: ReadonlyMap<string, Row[]>, own: readonly Row[]): Promise<Mention[]>;
}

/** The one bucket with visitors' files: CVs and cover letters. */
export const FILES_BUCKET = "JOB_APPLICATIONS" satisfies keyof Env;
/** The bucket of the desk's conversations: `{kind}/{case id}/…` (decisions 048, 056). */
export const CASE_FILES_BUCKET = "GUEST_MAIL_FILES" satisfies keyof Env;

const select = (table: string) => `SELECT rowid AS _rowid, * FROM "${table}"`;

/**
 * Rows whose `column` is one of the person's spellings: narrowed in SQL, confirmed by the grouping
 * rule; `about` adds rows tied to found submissions, `files` names a row's R2 objects.
 */
function addressColumn(
  table: string,
  title: string,
  column: string,
  options: {
    about?: About;
    files?: PersonTable["files"];
    caseFiles?: PersonTable["caseFiles"];
    mentions?: PersonTable["mentions"];
    stored?: (address: string) => string;
  } = {},
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
    ...(options.caseFiles && { caseFiles: options.caseFiles }),
    ...(options.mentions && { mentions: options.mentions }),
  };
}

/** SQL that is true when a text column may mention the person (both halves of the address occur in it). */
function mayMention(columns: readonly string[]): string {
  return columns.map((column) => `(instr(lower("${column}"), ?1) > 0 AND instr(lower("${column}"), ?2) > 0)`).join(" OR ");
}

/**
 * Rows whose free text mentions the person and that are theirs by `isOwn` (a held-back form whose
 * address field is theirs, a mail sent to them); `about` adds rows tied to found submissions.
 */
function ownText(
  table: string,
  title: string,
  columns: readonly string[],
  isOwn: (person: Person, row: Row) => boolean,
  options: { about?: About; mentions?: PersonTable["mentions"] } = {},
): PersonTable {
  return {
    table,
    title,
    async find(d1, person, found) {
      const { results } = await d1
        .prepare(`${select(table)} WHERE ${mayMention(columns)}`)
        .bind(person.local, `@${person.domain}`)
        .all<Row>();
      const rows = results.filter((row) => isOwn(person, row));
      return options.about ? withRowsAbout(d1, table, options.about, found, rows) : rows;
    },
    ...(options.mentions && { mentions: options.mentions }),
  };
}

/** The text with each of the person's spellings replaced by `REDACTED`. */
export function withoutAddress(person: Person, text: string): string {
  const theirs = new Set(addressesIn(text).filter((address) => isPersons(person, address)));
  let out = text;
  for (const address of theirs) out = out.split(address).join(REDACTED);
  return out;
}

/** The desk's name of each found submission (`bookings:12`), as a morning summary lists it. */
function summaryItems(found: ReadonlyMap<string, Row[]>): Set<string> {
  const items = new Set<string>();
  for (const [source, kinds] of Object.entries(deskAbout.types!)) {
    for (const row of found.get(source) ?? []) for (const kind of kinds) items.add(`${kind}:${Number(row.id)}`);
  }
  return items;
}

/**
 * A morning summary's JSON (desk_summaries' outbox, a summary's dead letter) with the name of each
 * listed item that is one of the person's submissions replaced by `REDACTED`; other text as it was.
 */
export function withoutSummaryNames(text: string, items: ReadonlySet<string>): string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return text;
  }
  let changed = false;
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      const item = value as Record<string, unknown>;
      if (
        typeof item.kind === "string" &&
        typeof item.id === "number" &&
        typeof item.name === "string" &&
        item.name !== REDACTED &&
        items.has(`${item.kind}:${item.id}`)
      ) {
        item.name = REDACTED;
        changed = true;
      }
      Object.values(item).forEach(walk);
    }
  };
  walk(json);
  return changed ? JSON.stringify(json) : text;
}

/**
 * Other people's rows whose `columns` mention the person's address, or, with `summaries` (an SQL
 * condition), list one of their submissions by name; each with its text without the mention.
 */
function othersMentions(table: string, columns: readonly string[], summaries?: string): NonNullable<PersonTable["mentions"]> {
  return async (d1, person, found, own) => {
    const where = summaries ? `${mayMention(columns)} OR ${summaries}` : mayMention(columns);
    const { results } = await d1
      .prepare(`${select(table)} WHERE ${where}`)
      .bind(person.local, `@${person.domain}`)
      .all<Row>();
    const owned = new Set(own.map((row) => row._rowid));
    const items = summaries ? summaryItems(found) : new Set<string>();
    return results.flatMap((row) => {
      if (owned.has(row._rowid)) return [];
      const changes: Mention["changes"] = {};
      for (const column of columns) {
        const from = row[column];
        if (typeof from !== "string") continue;
        const to = withoutSummaryNames(withoutAddress(person, from), items);
        if (to !== from) changes[column] = { from, to };
      }
      return Object.keys(changes).length > 0 ? [{ row, changes }] : [];
    });
  };
}

/** The person's own queued message: its `data` names their address (`email`, or `to` for a desk reply). */
function ownMessage(person: Person, row: Row): boolean {
  try {
    const data = (JSON.parse(String(row.body)) as { data?: { email?: unknown; to?: unknown } }).data;
    return isPersons(person, data?.email as string) || isPersons(person, data?.to as string);
  } catch {
    return false;
  }
}

/** The person's own held-back form: one of its fields is their address (not a mention in a message). */
function ownFields(person: Person, row: Row): boolean {
  try {
    const fields = JSON.parse(String(row.fields)) as Record<string, unknown>;
    return Object.values(fields).some((value) =>
      (Array.isArray(value) ? value : [value]).some((one) => typeof one === "string" && isPersons(person, one)),
    );
  } catch {
    return false;
  }
}

/** A mail sent to the person. */
function ownMail(person: Person, row: Row): boolean {
  return addressesIn(String(row.recipients)).some((address) => isPersons(person, address));
}

/** Captured mail about a found submission: its key is `{type}:{id}:{role}` (e.g. `booking:12:staff`). */
function capturedMail(title: string): PersonTable {
  const own = ownText("mail_capture", title, ["recipients"], ownMail);
  return {
    ...own,
    async find(d1, person, found) {
      const rows = await own.find(d1, person, found);
      const seen = new Set(rows.map((row) => row._rowid));
      const prefixes = [...found].flatMap(
        ([source, found]) => messageTypes[source]?.flatMap((type) => found.map((row) => `${type}:${Number(row.id)}:%`)) ?? [],
      );
      for (let i = 0; i < prefixes.length; i += 90) {
        const chunk = prefixes.slice(i, i + 90);
        const { results } = await d1
          .prepare(`${select("mail_capture")} WHERE ${chunk.map(() => `"message_id" LIKE ?`).join(" OR ")}`)
          .bind(...chunk)
          .all<Row>();
        for (const row of results) {
          if (seen.has(row._rowid)) continue;
          seen.add(row._rowid);
          rows.push(row);
        }
      }
      return rows;
    },
    mentions: othersMentions("mail_capture", ["text", "html", "payload"]),
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
  const pairs = [...found].flatMap(
    ([source, rows]) => (about.types ?? messageTypes)[source]?.flatMap((type) => rows.map((row) => [type, Number(row.id)] as const)) ?? [],
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
  const keys = new Set(
    [row.cv_file_path, row.cover_letter_file_path].filter((key): key is string => typeof key === "string" && key !== ""),
  );
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: `${Number(row.id)}_`, ...(cursor ? { cursor } : {}) });
    for (const object of listed.objects) keys.add(object.key);
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return [...keys];
}

/** Every key under a prefix of a bucket. */
async function keysUnder(bucket: R2Bucket, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix, ...(cursor ? { cursor } : {}) });
    keys.push(...listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return keys;
}

/** A submission's case conversation's files: everything under `{kind}/{id}/` (guest attachments, reply PDFs). */
const conversationFiles =
  (kind: "bookings" | "lost-and-found" | "applications"): NonNullable<PersonTable["caseFiles"]> =>
  (bucket, row) =>
    keysUnder(bucket, `${kind}/${Number(row.id)}/`);

/** A guest's answer by mail: the files it brought (also when it was threaded into someone else's case). */
async function guestMessageFiles(_bucket: R2Bucket, row: Row): Promise<string[]> {
  try {
    const files = JSON.parse(String(row.attachments)) as unknown;
    return Array.isArray(files) ? files.flatMap((file: { key?: unknown }) => (typeof file?.key === "string" ? [file.key] : [])) : [];
  } catch {
    return [];
  }
}

/** How the desk's tables name a submission: `kind` is the inbox list's slug (app/staff/paths.ts). */
const deskAbout: About = {
  typeColumn: "kind",
  idColumn: "submission_id",
  types: { booking_inquiries: ["bookings"], lost_and_found: ["lost-and-found"], job_applications: ["applications"] },
};

export const personTables: readonly PersonTable[] = [
  // The submissions, first: the entries after them find what belongs to these rows. Their free
  // text (and queued mail) may mention someone else.
  addressColumn("booking_inquiries", "Bokningsförfrågningar", "email", {
    caseFiles: conversationFiles("bookings"),
    mentions: othersMentions("booking_inquiries", [
      "company",
      "accommodation_notes",
      "dietary_requirements",
      "technical_equipment",
      "additional_requests",
      "pending_notifications",
    ]),
  }),
  addressColumn("lost_and_found", "Kvarglömda föremål", "email", {
    caseFiles: conversationFiles("lost-and-found"),
    mentions: othersMentions("lost_and_found", ["address", "booking_number", "room_number", "item_description", "pending_notifications"]),
  }),
  addressColumn("job_applications", "Jobbansökningar", "email", {
    files: applicationFiles,
    caseFiles: conversationFiles("applications"),
    mentions: othersMentions("job_applications", ["message", "pending_notifications"]),
  }),
  addressColumn("newsletter_subscriptions", "Nyhetsbrevet", "email"),
  // The desk's state, notes and replies (app/desk/): rows name a submission by the inbox's slug.
  ofSubmissions("desk_items", "Ärendets status", deskAbout),
  { ...ofSubmissions("desk_events", "Historik och anteckningar", deskAbout), mentions: othersMentions("desk_events", ["note"]) },
  addressColumn("desk_replies", "Svar vi skickat", "to_email", { about: deskAbout, mentions: othersMentions("desk_replies", ["body"]) }),
  // The guest's answers by mail (decision 048): by their sender, and every answer in the person's cases.
  // Their attachments are in CASE_FILES_BUCKET, with the case's (decision 056).
  addressColumn("desk_guest_messages", "Gästens svar per e-post", "from_email", {
    about: deskAbout,
    caseFiles: guestMessageFiles,
    mentions: othersMentions("desk_guest_messages", ["body", "subject"]),
  }),
  // A reply or note kept while its sender's session had ended (app/staff/drafts.server.ts, a day at
  // most): staff text that may name a guest, like a note.
  {
    table: "staff_drafts",
    title: "Osparade svar och anteckningar",
    find: () => Promise.resolve([]),
    mentions: othersMentions("staff_drafts", ["text"]),
  },
  // A member of staff asking for their own data: the directory names them by their Access address.
  addressColumn("staff_members", "Personallistan", "email"),
  // A morning summary lists unanswered submissions by name (never address) until its mail is queued.
  {
    table: "desk_summaries",
    title: "Morgonsammanfattningar",
    find: () => Promise.resolve([]),
    mentions: othersMentions("desk_summaries", ["pending_notifications"], `"pending_notifications" IS NOT NULL`),
  },
  // What the site did with them (a desk reply's mail is about its desk_replies row).
  ofSubmissions("notifications", "Mejl vi skickat", { typeColumn: "type", idColumn: "submission_id" }),
  ownText("dead_letters", "Mejl som inte kom fram", ["body"], ownMessage, {
    about: { typeColumn: "type", idColumn: "submission_id" },
    mentions: othersMentions("dead_letters", ["body"], `"type" = 'desk_summary'`),
  }),
  capturedMail("Mejl sparade i testmiljön"),
  // The brake stores Gmail addresses without their dots (decision 036).
  addressColumn("visitor_mail", "Spärr mot för många mejl", "recipient", { stored: visitorMailRecipient }),
  ownText("form_quarantine", "Kvarhållna formulär", ["fields"], ownFields, { mentions: othersMentions("form_quarantine", ["fields"]) }),
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
  // A day's random salt and its HMACs of (address, user agent, page): no address or text, and
  // deleted after the day, when nothing can tie a code to a visitor any more (decision 038).
  "statistics_salts",
  "statistics_seen",
  // Failed staff sign-ins by client network, for the sign-in limit: no visitor's address or
  // text, and gone within the hour (decision 037).
  "staff_sign_in_failures",
  // Staff-written: reply templates, edited content and its history.
  "desk_templates",
  "content_items",
  "content_history",
  "content_drafts",
  "content_version",
  // Old addresses of renamed items (decision 057), and the photos staff upload with their alt
  // texts (decision 052): staff-made, with no visitor's address or text.
  "content_redirects",
  "photos",
  // Counts per day, form and client, where the client is a keyed hash of a network address
  // (decision 036): no address, name or text; gone after two days.
  "form_daily_counts",
];

export interface PersonData {
  tables: Array<{ table: string; title: string; rows: Row[] }>;
  /** R2 keys, in `FILES_BUCKET`. */
  files: string[];
  /** R2 keys, in `CASE_FILES_BUCKET`: the files of the person's case conversations. */
  caseFiles: string[];
  /** Other people's rows that mention the person, per table (only tables with some). */
  mentions: Array<{ table: string; title: string; mentions: Mention[] }>;
}

/** Everything stored about the person: rows per table, in registry order, their files, and where others' rows mention them. */
export async function findPersonData(
  env: Pick<Env, "DB" | typeof FILES_BUCKET | typeof CASE_FILES_BUCKET>,
  person: Person,
  tables = personTables,
): Promise<PersonData> {
  const found = new Map<string, Row[]>();
  const files = new Set<string>();
  const caseFiles = new Set<string>();
  for (const entry of tables) {
    const rows = await entry.find(env.DB, person, found);
    found.set(entry.table, rows);
    if (entry.files) for (const row of rows) for (const key of await entry.files(env[FILES_BUCKET], row)) files.add(key);
    if (entry.caseFiles) for (const row of rows) for (const key of await entry.caseFiles(env[CASE_FILES_BUCKET], row)) caseFiles.add(key);
  }
  const mentions: PersonData["mentions"] = [];
  for (const { table, title, mentions: mentioning } of tables) {
    const rows = mentioning ? await mentioning(env.DB, person, found, found.get(table) ?? []) : [];
    if (rows.length > 0) mentions.push({ table, title, mentions: rows });
  }
  return {
    tables: tables.map(({ table, title }) => ({ table, title, rows: found.get(table) ?? [] })),
    files: [...files].sort(),
    caseFiles: [...caseFiles].sort(),
    mentions,
  };
}

/** A row as stored, without the internal `_rowid` the lookup adds. */
export function storedRow(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([column]) => column !== "_rowid"));
}

/** Rows per table (only tables with rows), the number of files and of others' rows with a mention: what the audit and the pages show. */
export function countsOf(data: PersonData): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { table, rows } of data.tables) if (rows.length > 0) counts[table] = rows.length;
  if (data.files.length > 0) counts.files = data.files.length;
  if (data.caseFiles.length > 0) counts.case_files = data.caseFiles.length;
  const mentions = data.mentions.reduce((sum, table) => sum + table.mentions.length, 0);
  if (mentions > 0) counts.mentions = mentions;
  return counts;
}
