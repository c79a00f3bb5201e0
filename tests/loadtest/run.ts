/**
 * `npm run loadtest`: the load and fault proof (issue 6). Serves the production build locally in
 * workerd with its own state, sends a few thousand form submissions at 50 concurrent clients while
 * the mail provider fails on purpose and the site is restarted mid-run, then proves from D1 and
 * the mail capture that nothing accepted was lost and nothing was sent twice. Rows the restart cut
 * off before their action queued the mail are left to the site's outbox sweep (decision 012),
 * which the run triggers once the queue has drained. Not part of
 * `npm test`: it prints figures, writes reports/loadtest.md and exits non-zero if an invariant fails.
 *
 * Environment: LOADTEST_SUBMISSIONS (default 2100, so that at least 2,000 POSTs go out after invalid-key cases), LOADTEST_CONCURRENCY (50),
 * LOADTEST_REUSE_BUILD=1 to skip `npm run build` when build/ exists.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, totalmem, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { submit, type Outcome, type Sent } from "./client.ts";
import { consumerLedger, pendingMessages, submissionRows, type SubmissionRow } from "./ledger.ts";
import { API_KEY, startMailEndpoint, type AcceptedMail, type MailEndpointStats } from "./mail-endpoint.ts";
import { assertPortFree, layout, migrate, serve, type Served } from "./servers.ts";
import { buildCases, type Case } from "./submissions.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const TOTAL = Number(process.env.LOADTEST_SUBMISSIONS ?? 2100);
const CONCURRENCY = Number(process.env.LOADTEST_CONCURRENCY ?? 50);
/** Ports 4250–4259 (the inspector ports too), away from dev (5173), preview (4173) and e2e. */
const PORTS = { site: 4250, consumer: 4251, mail: 4253, siteInspector: 4257, consumerInspector: 4256 };
const origin = `http://127.0.0.1:${PORTS.site}`;
/** The site's outbox sweep (wrangler.toml `[triggers]`, workers/scheduled.ts). */
const OUTBOX_SWEEP_CRON = "*/5 * * * *";
const siteVars = {
  // The sweep runs without a request, so the production build signs newsletter links only with a
  // configured secret (a request from 127.0.0.1 may use the development one).
  NEWSLETTER_LINK_SECRET: "loadtest-only-newsletter-link-secret",
  // The run triggers the sweep itself once the load is over; every row is older than this by then.
  OUTBOX_SWEEP_AFTER_SECONDS: "5",
  // Every case has its own address; the run counts every visitor mail, so the hourly ceiling (decision 013) must not hold any.
  VISITOR_MAIL_PER_HOUR: "1000000",
};
const consumerVars = {
  MAILCHANNELS_API_KEY: API_KEY,
  MAILCHANNELS_ENDPOINT: "",
  MAILCHANNELS_TIMEOUT_MS: "1000",
  NOTIFICATION_RETRY_BASE_SECONDS: "1",
  SITE_ORIGIN: origin,
  VISITOR_MAIL_PER_HOUR: "1000000",
};

const log = (line: string) => console.log(`[loadtest ${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const todayInSweden = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const paths = layout(root);
  const started = Date.now();

  if (process.env.LOADTEST_REUSE_BUILD === "1" && existsSync(join(root, "build", "server", "wrangler.json"))) {
    log("reusing build/ (LOADTEST_REUSE_BUILD=1)");
  } else {
    log("npm run build …");
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("npm run build failed");
  }

  for (const port of Object.values(PORTS)) await assertPortFree(port);
  rmSync(paths.stateDir, { recursive: true, force: true });
  mkdirSync(paths.stateDir, { recursive: true });
  const mail = await startMailEndpoint(PORTS.mail);
  consumerVars.MAILCHANNELS_ENDPOINT = mail.url;
  log(`fake MailChannels on ${mail.url}; migrations into ${paths.stateDir} …`);
  migrate(paths, "wrangler.toml", paths.siteState);
  migrate(paths, join("workers", "notifications", "wrangler.toml"), paths.consumerState);

  const servers: Served[] = [];
  const cleanup = async () => {
    for (const server of servers) await server.stop();
    await mail.close();
  };
  process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));

  try {
    const consumer = await serve(paths, {
      name: "notifications",
      config: join("build", "notifications", "wrangler.json"),
      port: PORTS.consumer,
      inspectorPort: PORTS.consumerInspector,
      persistTo: paths.consumerState,
      vars: consumerVars,
    });
    servers.push(consumer);
    const startSite = () =>
      serve(paths, {
        name: "site",
        config: join("build", "server", "wrangler.json"),
        port: PORTS.site,
        inspectorPort: PORTS.siteInspector,
        persistTo: paths.siteState,
        vars: siteVars,
      });
    let site = await startSite();
    servers.push(site);
    log(`site on ${origin}, consumer on port ${PORTS.consumer}`);

    // ---- Load, with a restart half-way ----
    const cases = buildCases(root, TOTAL);
    const today = todayInSweden();
    const results: Sent[] = [];
    let next = 0;
    let siteUp: Promise<void> = Promise.resolve();
    let restart = null as { killedAt: number; upAt: number } | null;
    const restartAt = Math.floor(cases.length / 2);

    const restartSite = async () => {
      const killedAt = Date.now();
      log(`restart: killing the site (SIGKILL) after ${next} of ${cases.length} submissions started`);
      await site.stop();
      servers.splice(servers.indexOf(site), 1);
      await sleep(1000);
      site = await startSite();
      servers.push(site);
      restart = { killedAt, upAt: Date.now() };
      log(`restart: site answering again after ${((restart.upAt - killedAt) / 1000).toFixed(1)} s`);
    };

    const worker = async () => {
      while (next < cases.length) {
        const c = cases[next++]!;
        if (next === restartAt) siteUp = restartSite();
        const sent = await submit(origin, c, today);
        results.push(sent);
        // A client that met a dead server waits until it is back before its next visit.
        if (sent.responses.some((r) => r.outcome === "connectionError")) await siteUp;
        if (results.length % 250 === 0) log(`${results.length}/${cases.length} submissions done`);
      }
    };
    const loadStarted = Date.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await siteUp;
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    log(`load done in ${loadSeconds.toFixed(1)} s; waiting for the queue to drain …`);

    // ---- Drain: every notifiable submission settled (delivered/rejected) or dead-lettered ----
    // Grouped by submission, as the checks below group them: a newsletter sign-up also queues its
    // confirmation mail, so counting queue messages reached the expected number while bookings
    // were still between retries.
    const expectedNotifications = (submissions: SubmissionRow[]) => [
      ...submissions.filter((row) => row.notifies).map((row) => `${row.kind}:${row.id}`),
      ...submissions.filter((row) => row.kind === "newsletter_subscription").map((row) => `newsletter_confirmation:${row.id}`),
    ];
    const drain = async (label: string, expectedOf: (submissions: SubmissionRow[]) => string[]) => {
      const drainStarted = Date.now();
      let lastProgress = Date.now();
      let lastSignature = "";
      for (;;) {
        const expected = expectedOf(submissionRows(paths.siteState));
        const { notifications, deadLetters } = consumerLedger(paths.consumerState);
        const seen = new Set<string>();
        const pending = new Set<string>();
        for (const row of notifications) {
          const key = `${row.type}:${row.submission_id}`;
          seen.add(key);
          if (row.status === "sending") pending.add(key);
        }
        for (const dead of deadLetters) {
          const key = `${dead.type}:${dead.submission_id}`;
          seen.add(key);
          pending.delete(key);
        }
        const settled = seen.size - pending.size;
        const signature = `${settled}/${pending.size}/${notifications.length}/${deadLetters.length}/${mail.stats.calls}`;
        if (signature !== lastSignature) {
          lastSignature = signature;
          lastProgress = Date.now();
        }
        if (pending.size === 0 && expected.every((key) => seen.has(key))) break;
        if (Date.now() - lastProgress > 90_000 || Date.now() - drainStarted > 8 * 60_000) {
          log(`${label}: stopped waiting with ${pending.size} submissions' notifications unsettled and ${expected.filter((key) => !seen.has(key)).length} not consumed yet`);
          break;
        }
        await sleep(2000);
      }
      return (Date.now() - drainStarted) / 1000;
    };
    // First what the actions queued themselves; rows still holding their outbox wait for the sweep.
    const drainSeconds = await drain("drain", (submissions) => expectedNotifications(submissions.filter((row) => row.pending === null)));

    // ---- The outbox sweep (decision 012): what the restart cut off between a row and its send ----
    const waiting = submissionRows(paths.siteState).filter((row) => row.pending !== null);
    const consumedBefore = new Set(consumerLedger(paths.consumerState).notifications.map((row) => `${row.type}:${row.submission_id}`));
    const waitingMessages = waiting.flatMap(pendingMessages);
    // wrangler dev (4.x) serves Miniflare's trigger path for every Worker, without `--test-scheduled`
    // (which would bundle a middleware for /__scheduled into the Worker); the README uses it too.
    const sweepUrl = `${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(OUTBOX_SWEEP_CRON)}&format=json`;
    const sweepResponse = await fetch(sweepUrl, { signal: AbortSignal.timeout(60_000) });
    const sweepAnswer = (await sweepResponse.text()).trim().slice(0, 200);
    if (!sweepResponse.ok) throw new Error(`the outbox sweep (${sweepUrl}) answered ${sweepResponse.status}: ${sweepAnswer}`);
    const sweep: SweepFigures = {
      rows: waiting.length,
      messages: waitingMessages.length,
      neverQueued: waitingMessages.filter((key) => !consumedBefore.has(key)).length,
      queuedAgain: waitingMessages.filter((key) => consumedBefore.has(key)).length,
      seconds: 0,
    };
    log(
      `outbox sweep: ${sweep.rows} rows still held ${sweep.messages} messages after the drain (${sweep.neverQueued} new to the consumer, ` +
        `${sweep.queuedAgain} queued before the restart cut their row off); the site answered ${sweepAnswer}; draining again …`,
    );
    const sweptAt = Date.now();
    // A copy the consumer already settled leaves no trace when it is acknowledged; give the copies
    // time to arrive (1 s batch wait) and be handled, so a second mail would be counted below.
    if (sweep.messages > 0) await sleep(10_000);
    await drain("drain after the sweep", expectedNotifications);
    sweep.seconds = (Date.now() - sweptAt) / 1000;
    // A last look for late arrivals before the books close.
    await sleep(3000);
    for (const server of [...servers]) await server.stop();
    servers.length = 0;

    // ---- Verify ----
    const rows = submissionRows(paths.siteState);
    const ledger = consumerLedger(paths.consumerState);
    const report = verify({ cases, results, rows, ledger, accepted: mail.accepted });
    const meta = {
      sweep,
      date: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load average at end ${loadavg().map((l) => l.toFixed(2)).join(" / ")}`,
      node: process.version,
      loadSeconds,
      drainSeconds,
      totalSeconds: (Date.now() - started) / 1000,
      restart,
      mailStats: mail.stats,
    };
    const text = render(report, meta);
    mkdirSync(join(root, "reports"), { recursive: true });
    writeFileSync(join(root, "reports", "loadtest.md"), text);
    console.log("\n" + text);
    log(`report written to reports/loadtest.md`);
    await mail.close();
    if (report.failures.length > 0) process.exitCode = 1;
  } catch (error) {
    await cleanup();
    throw error;
  }
}

interface Verification {
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

function verify(input: {
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
    (["accepted", "refusedField", "refusedForged", "refusedLimited", "refusedDuplicate", "refusedOther", "decoy", "serverError", "connectionError"] as const).map((o) => [o, 0]),
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
  for (const row of rows.filter((r) => r.kind === "newsletter_subscription")) rowsBySubmission.set(`newsletter_confirmation:${row.id}`, row);
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
      if (row.status === "sending" && count === 0 && !isDead) fail(`${key} ${role}: neither delivered nor dead-lettered (${row.last_error ?? "no error"})`);
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
    latencies: { p50: percentile(latencies, 50), p90: percentile(latencies, 90), p99: percentile(latencies, 99), max: latencies.at(-1) ?? 0 },
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

interface SweepFigures {
  /** Rows that still held their outbox once the queue had drained after the load. */
  rows: number;
  /** The messages those rows held. */
  messages: number;
  /** Of these, messages the consumer had not received by the end of the drain: recovered by the sweep alone. */
  neverQueued: number;
  /** Messages the action had queued before it died, so the sweep queued them a second time. */
  queuedAgain: number;
  /** The drain after the sweep. */
  seconds: number;
}

function render(
  v: Verification,
  meta: {
    sweep: SweepFigures;
    date: string;
    machine: string;
    node: string;
    loadSeconds: number;
    drainSeconds: number;
    totalSeconds: number;
    restart: { killedAt: number; upAt: number } | null;
    mailStats: MailEndpointStats;
  },
): string {
  const o = v.byOutcome;
  const refused = o.refusedField + o.refusedForged + o.refusedLimited + o.refusedDuplicate + o.refusedOther;
  const n = v.notifications;
  const lines = [
    `# Load and fault proof (npm run loadtest)`,
    ``,
    `${meta.date} · ${meta.machine} · Node ${meta.node}`,
    ``,
    `| figure | value |`,
    `| --- | --- |`,
    `| submissions sent (POST requests, ${CONCURRENCY} concurrent clients) | ${v.sent} (${v.submissions} form keys) |`,
    `| accepted (200, stored) | ${o.accepted} responses, ${v.acceptedKeys} keys |`,
    `| rows in D1 | ${v.rowsTotal} (accepted keys with exactly one row: ${v.acceptedWithOneRow}) |`,
    `| refused (4xx) | ${refused}: field message ${o.refusedField}, forged token ${o.refusedForged}, rate limit ${o.refusedLimited}, duplicate address ${o.refusedDuplicate}, other ${o.refusedOther} |`,
    `| refused with a row | ${v.refusedWithRow} (must be 0) |`,
    `| honeypot decoys (200, not in the inbox, held in quarantine by design) | ${o.decoy} |`,
    `| 5xx | ${o.serverError} (must be 0) |`,
    `| connection errors (site restart) | ${o.connectionError}; of these stored before the connection died: ${v.connectionErrorKeysStored} |`,
    `| latency p50 / p90 / p99 / max | ${v.latencies.p50} / ${v.latencies.p90} / ${v.latencies.p99} / ${v.latencies.max} ms |`,
    `| notifications expected | ${n.expected} (${n.mails} mails) |`,
    `| notifications delivered | ${n.delivered} (${n.mailsDelivered} mails) |`,
    `| dead-lettered | ${n.deadLettered} |`,
    `| recovered by the outbox sweep | ${meta.sweep.neverQueued} messages the consumer had never received, of ${meta.sweep.messages} in the ${meta.sweep.rows} rows still holding their outbox after the drain (the other ${meta.sweep.queuedAgain} had been queued before the restart cut their row off: queued again, mailed once); rows holding it after the sweep: ${v.stillWaiting} (must be 0) |`,
    `| lost | ${n.lost} (must be 0) |`,
    `| duplicates | ${n.duplicates} (must be 0) |`,
    `| mail endpoint calls | ${meta.mailStats.calls}: 202 ${meta.mailStats.accepted}, 500 ${meta.mailStats.failed500}, 429 ${meta.mailStats.failed429}, hung ${meta.mailStats.hung} |`,
    `| site restart | ${meta.restart ? `down ${((meta.restart.upAt - meta.restart.killedAt) / 1000).toFixed(1)} s (SIGKILL, same state)` : "did not happen"} |`,
    `| time | load ${meta.loadSeconds.toFixed(0)} s, drain ${meta.drainSeconds.toFixed(0)} s, sweep and drain ${meta.sweep.seconds.toFixed(0)} s, total ${meta.totalSeconds.toFixed(0)} s |`,
    ``,
    `Per form: ${Object.entries(v.byForm).map(([form, f]) => `${form} ${f.sent} sent / ${f.accepted} accepted / ${f.refused} refused`).join("; ")}.`,
    ``,
    v.failures.length === 0 ? `All invariants hold.` : `INVARIANTS FAILED (${v.failures.length}):\n\n${v.failures.map((f) => `- ${f}`).join("\n")}`,
    ``,
  ];
  return lines.join("\n");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
