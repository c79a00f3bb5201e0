/**
 * The load test's books: from what was sent, what D1 holds and what the fake MailChannels
 * accepted, every invariant the run proves (each accepted key one row, each refused none, no 5xx,
 * each notification delivered once or dead-lettered), and the figures the report shows.
 */
import type { Outcome, Sent } from "./client.ts";
import type { consumerLedger, SubmissionRow } from "./ledger.ts";
import type { AcceptedMail } from "./mail-endpoint.ts";
import type { Case } from "./submissions.ts";

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Verification {
  sent: number;
  submissions: number;
  byOutcome: Record<Outcome, number>;
  byForm: Record<string, { sent: number; accepted: number; refused: number }>;
  latencies: { p50: number; p90: number; p99: number; max: number };
  rowsTotal: number;
  acceptedKeys: number;
  acceptedWithOneRow: number;
  refusedKeys: number;
  refusedWithRow: number;
  connectionErrorKeysStored: number;
  /** Rows still holding their outbox at the end (the sweep must have emptied every one). */
  stillWaiting: number;
  notifications: {
    expected: number;
    delivered: number;
    deadLettered: number;
    lost: number;
    duplicates: number;
    mails: number;
    mailsDelivered: number;
    unmatchedMails: number;
  };
  failures: string[];
}

export function verify(input: {
  cases: Case[];
  results: Sent[];
  rows: SubmissionRow[];
  ledger: ReturnType<typeof consumerLedger>;
  accepted: AcceptedMail[];
}): Verification {
  const { results, rows, ledger } = input;
  const failures: string[] = [];
  const fail = (message: string) => {
    if (failures.length < 200) failures.push(message);
  };
  const byOutcome = Object.fromEntries(
    (
      [
        "accepted",
        "refusedField",
        "refusedForged",
        "refusedLimited",
        "refusedDuplicate",
        "refusedOther",
        "decoy",
        "serverError",
        "connectionError",
      ] as const
    ).map((o) => [o, 0]),
  ) as Record<Outcome, number>;
  const byForm: Verification["byForm"] = {};
  const latencies: number[] = [];
  const rowsByKey = new Map<string, SubmissionRow[]>();
  for (const row of rows) rowsByKey.set(row.key, [...(rowsByKey.get(row.key) ?? []), row]);

  let acceptedKeys = 0;
  let acceptedWithOneRow = 0;
  let refusedKeys = 0;
  let refusedWithRow = 0;
  let connectionErrorKeysStored = 0;
  const claimedKeys = new Set<string>();

  for (const sent of results) {
    const c = sent.case;
    const form = (byForm[c.form] ??= { sent: 0, accepted: 0, refused: 0 });
    for (const response of sent.responses) {
      byOutcome[response.outcome] += 1;
      form.sent += 1;
      if (response.outcome === "accepted") form.accepted += 1;
      if (response.outcome.startsWith("refused")) form.refused += 1;
      if (response.status !== null) latencies.push(response.ms);
      if (response.outcome === "serverError") fail(`#${c.n} ${c.form}: HTTP ${response.status}`);
    }
    const outcomes = sent.responses.map((r) => r.outcome);
    const stored = sent.key ? (rowsByKey.get(sent.key) ?? []) : [];
    if (sent.key) claimedKeys.add(sent.key);
    // What each expectation allows.
    const allowed: Record<Case["expect"], Outcome[]> = {
      accept: ["accepted"],
      fieldError: ["refusedField"],
      forged: ["refusedForged"],
      decoy: ["decoy"],
      acceptOrLimited: ["accepted", "refusedLimited"],
      acceptOrDuplicate: ["accepted", "refusedDuplicate"],
    };
    for (const outcome of outcomes) {
      if (outcome !== "connectionError" && outcome !== "serverError" && !allowed[c.expect].includes(outcome)) {
        fail(`#${c.n} ${c.form} (${c.expect}) was answered ${outcome}`);
      }
    }
    if (outcomes.includes("accepted")) {
      acceptedKeys += 1;
      if (stored.length === 1) acceptedWithOneRow += 1;
      else fail(`#${c.n} ${c.form}: accepted (key ${sent.key}) but ${stored.length} rows`);
    } else if (outcomes.some((o) => o.startsWith("refused") || o === "decoy")) {
      refusedKeys += 1;
      if (stored.length > 0) {
        refusedWithRow += 1;
        fail(`#${c.n} ${c.form}: refused (${outcomes.join(",")}) but stored`);
      }
    } else if (outcomes.includes("connectionError") && stored.length > 0) {
      // The server stored it and the answer was lost with the connection: not a loss, and a
      // resend with the same form key would be answered as the first was.
      connectionErrorKeysStored += 1;
    }
  }
  for (const row of rows) {
    if (!claimedKeys.has(row.key)) fail(`a ${row.kind} row (id ${row.id}) with key ${row.key} that no submission of this run sent`);
  }
  const stillWaiting = rows.filter((row) => row.pending !== null);
  for (const row of stillWaiting) fail(`${row.kind}:${row.id} still holds its outbox after the sweep: ${row.pending}`);

  // ---- Notifications ----
  const mailKey = (email: string, role: string) => `${email.toLowerCase()}|${role}`;
  const deliveredMails = new Map<string, number>();
  let unmatchedMails = 0;
  const emailPattern = /lt-(?:dup-)?\d+@example\.com/i;
  for (const mail of input.accepted) {
    const address = emailPattern.exec(`${mail.to} ${mail.replyTo ?? ""} ${mail.text}`)?.[0];
    if (!address) {
      unmatchedMails += 1;
      fail(`a delivered mail names no submission: ${mail.subject}`);
      continue;
    }
    const role = mail.to.toLowerCase().split(",").includes(address.toLowerCase()) ? "visitor" : "staff";
    deliveredMails.set(mailKey(address, role), (deliveredMails.get(mailKey(address, role)) ?? 0) + 1);
  }
  const rowsBySubmission = new Map(rows.map((row) => [`${row.kind}:${row.id}`, row]));
  // A sign-up's confirmation mail (decision 005) is a notification of its own, of the newsletter row.
  for (const row of rows.filter((r) => r.kind === "newsletter_subscription"))
    rowsBySubmission.set(`newsletter_confirmation:${row.id}`, row);
  // The consumer keys each mail `{type}:{submission id}:{role}` (decision 012): a submission queued
  // twice (its action and the sweep) still has one row per mail, and the fake counts what was sent.
  const groups = new Map<string, { rows: typeof ledger.notifications }>();
  for (const row of ledger.notifications) {
    const key = `${row.type}:${row.submission_id}`;
    const group = groups.get(key) ?? { rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const deadBySubmission = new Set(ledger.deadLetters.map((d) => `${d.type}:${d.submission_id}`));
  let delivered = 0;
  let deadLettered = 0;
  let lost = 0;
  let duplicates = 0;
  let mails = 0;
  let mailsDelivered = 0;
  const seenMailKeys = new Set<string>();
  const expectedGroups = new Set(rows.filter((row) => row.notifies).map((row) => `${row.kind}:${row.id}`));
  for (const row of rows.filter((r) => r.kind === "newsletter_subscription")) expectedGroups.add(`newsletter_confirmation:${row.id}`);
  // Notifications for submissions the run did not expect to notify are checked as well.
  for (const key of groups.keys()) expectedGroups.add(key);
  for (const key of deadBySubmission) expectedGroups.add(key);

  for (const key of expectedGroups) {
    const submission = rowsBySubmission.get(key);
    const group = groups.get(key);
    const isDead = deadBySubmission.has(key);
    if (!submission) {
      fail(`notification for ${key}, which has no submission row`);
      continue;
    }
    let complete = group !== undefined && group.rows.length > 0;
    for (const row of group?.rows ?? []) {
      const role = row.message_id.split(":").at(-1) ?? "?";
      const count = deliveredMails.get(mailKey(submission.email, role)) ?? 0;
      seenMailKeys.add(mailKey(submission.email, role));
      mails += 1;
      if (count > 1) {
        duplicates += count - 1;
        fail(`${key} ${role} mail delivered ${count} times`);
      }
      if (count >= 1) mailsDelivered += 1;
      if (row.status === "delivered" && count === 0) fail(`${key} ${role}: recorded delivered but never reached the provider`);
      if (row.status !== "delivered" || count !== 1) complete = false;
      if (row.status === "sending" && count === 0 && !isDead)
        fail(`${key} ${role}: neither delivered nor dead-lettered (${row.last_error ?? "no error"})`);
    }
    if (complete) delivered += 1;
    else if (isDead) deadLettered += 1;
    else {
      lost += 1;
      fail(`${key} (${submission.email}): notification lost`);
    }
  }
  for (const [key, count] of deliveredMails) {
    if (!seenMailKeys.has(key)) {
      unmatchedMails += count;
      fail(`mail ${key} delivered ${count}× but no notification row names it`);
    }
  }
  if (byOutcome.serverError > 0) failures.unshift(`${byOutcome.serverError} responses were 5xx`);
  if (lost > 0) failures.unshift(`${lost} notifications lost`);
  if (duplicates > 0) failures.unshift(`${duplicates} mails sent more than once`);

  latencies.sort((a, b) => a - b);
  return {
    sent: results.reduce((sum, s) => sum + s.responses.length, 0),
    submissions: results.length,
    byOutcome,
    byForm,
    latencies: {
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? 0,
    },
    rowsTotal: rows.length,
    acceptedKeys,
    acceptedWithOneRow,
    refusedKeys,
    refusedWithRow,
    connectionErrorKeysStored,
    stillWaiting: stillWaiting.length,
    notifications: { expected: expectedGroups.size, delivered, deadLettered, lost, duplicates, mails, mailsDelivered, unmatchedMails },
    failures,
  };
}
