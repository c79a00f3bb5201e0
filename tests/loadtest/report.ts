/** reports/loadtest.md: the run's figures and the verdict, in Markdown. */
import type { MailEndpointStats } from "./mail-endpoint.ts";
import type { Verification } from "./verify.ts";

export interface SweepFigures {
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

export function render(
  v: Verification,
  meta: {
    sweep: SweepFigures;
    concurrency: number;
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
    `| submissions sent (POST requests, ${meta.concurrency} concurrent clients) | ${v.sent} (${v.submissions} form keys) |`,
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
    `Per form: ${Object.entries(v.byForm)
      .map(([form, f]) => `${form} ${f.sent} sent / ${f.accepted} accepted / ${f.refused} refused`)
      .join("; ")}.`,
    ``,
    v.failures.length === 0
      ? `All invariants hold.`
      : `INVARIANTS FAILED (${v.failures.length}):\n\n${v.failures.map((f) => `- ${f}`).join("\n")}`,
    ``,
  ];
  return lines.join("\n");
}
