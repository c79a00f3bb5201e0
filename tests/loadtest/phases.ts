/**
 * The run's phases between start-up and the books: the load itself (with the restart half-way),
 * waiting for the queue to drain, and the outbox sweep (decision 012).
 */
import { submit, type Sent } from "./client.ts";
import { consumerLedger, pendingMessages, submissionRows, type SubmissionRow } from "./ledger.ts";
import type { MailEndpoint } from "./mail-endpoint.ts";
import type { SweepFigures } from "./report.ts";
import type { Layout } from "./servers.ts";
import type { Case } from "./submissions.ts";

export const log = (line: string) => console.log(`[loadtest ${new Date().toISOString().slice(11, 19)}] ${line}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Restart {
  killedAt: number;
  upAt: number;
}

/**
 * Sends every case from `concurrency` clients, each fetching its form page first. Half-way,
 * `restartSite` kills the site and starts it again; a client that met a dead server waits until
 * it is back before its next visit.
 */
export async function runLoad(input: {
  cases: Case[];
  concurrency: number;
  origin: string;
  today: string;
  restartSite: (startedSoFar: number) => Promise<Restart>;
}): Promise<{ results: Sent[]; loadSeconds: number; restart: Restart | null }> {
  const { cases } = input;
  const results: Sent[] = [];
  let next = 0;
  let siteUp: Promise<void> = Promise.resolve();
  let restart: Restart | null = null;
  const restartAt = Math.floor(cases.length / 2);
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!;
      if (next === restartAt) {
        siteUp = input.restartSite(next).then((done) => {
          restart = done;
        });
      }
      const sent = await submit(input.origin, c, input.today);
      results.push(sent);
      if (sent.responses.some((r) => r.outcome === "connectionError")) await siteUp;
      if (results.length % 250 === 0) log(`${results.length}/${cases.length} submissions done`);
    }
  };
  const loadStarted = Date.now();
  await Promise.all(Array.from({ length: input.concurrency }, worker));
  await siteUp;
  return { results, loadSeconds: (Date.now() - loadStarted) / 1000, restart };
}

/**
 * The notifications the submissions must cause, by submission: a newsletter sign-up also queues
 * its confirmation mail (counting queue messages would reach the expected number while bookings
 * were still between retries).
 */
export const expectedNotifications = (submissions: SubmissionRow[]) => [
  ...submissions.filter((row) => row.notifies).map((row) => `${row.kind}:${row.id}`),
  ...submissions.filter((row) => row.kind === "newsletter_subscription").map((row) => `newsletter_confirmation:${row.id}`),
];

/** Waits until every expected submission's notifications are settled (delivered, rejected) or dead-lettered. */
export async function drain(
  paths: Layout,
  mail: MailEndpoint,
  label: string,
  expectedOf: (submissions: SubmissionRow[]) => string[],
): Promise<number> {
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
      log(
        `${label}: stopped waiting with ${pending.size} submissions' notifications unsettled and ${expected.filter((key) => !seen.has(key)).length} not consumed yet`,
      );
      break;
    }
    await sleep(2000);
  }
  return (Date.now() - drainStarted) / 1000;
}

/**
 * Triggers the site's outbox sweep, which queues what the restart cut off between a row and its
 * send, then drains again. Returns what the sweep found.
 */
export async function sweepAndDrain(paths: Layout, mail: MailEndpoint, origin: string, cron: string): Promise<SweepFigures> {
  const waiting = submissionRows(paths.siteState).filter((row) => row.pending !== null);
  const consumedBefore = new Set(consumerLedger(paths.consumerState).notifications.map((row) => `${row.type}:${row.submission_id}`));
  const waitingMessages = waiting.flatMap(pendingMessages);
  // wrangler dev (4.x) serves Miniflare's trigger path for every Worker, without `--test-scheduled`
  // (which would bundle a middleware for /__scheduled into the Worker); the README uses it too.
  const sweepUrl = `${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}&format=json`;
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
  await drain(paths, mail, "drain after the sweep", expectedNotifications);
  sweep.seconds = (Date.now() - sweptAt) / 1000;
  return sweep;
}
