/**
 * `npm run loadtest`: the load and fault proof (issue 6). Serves the production build locally in
 * workerd with its own state, sends a few thousand form submissions at 50 concurrent clients while
 * the mail provider fails on purpose and the site is restarted mid-run, then proves from D1 and
 * the mail capture that nothing accepted was lost and nothing was sent twice. Rows the restart cut
 * off before their action queued the mail are left to the site's outbox sweep (decision 012),
 * which the run triggers once the queue has drained. Not part of
 * `npm test`: it prints figures, writes reports/loadtest.md and exits non-zero if an invariant fails.
 * This module starts and stops the servers; phases.ts runs the load, the drain and the sweep,
 * verify.ts keeps the books, report.ts writes them up.
 *
 * Environment: LOADTEST_SUBMISSIONS (default 2100, so that at least 2,000 POSTs go out after invalid-key cases), LOADTEST_CONCURRENCY (50),
 * LOADTEST_REUSE_BUILD=1 to skip `npm run build` when build/ exists.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, totalmem, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { consumerLedger, submissionRows } from "./ledger.ts";
import { API_KEY, startMailEndpoint } from "./mail-endpoint.ts";
import { drain, expectedNotifications, log, runLoad, sleep, sweepAndDrain } from "./phases.ts";
import { render } from "./report.ts";
import { assertPortFree, layout, migrate, serve, type Served } from "./servers.ts";
import { buildCases } from "./submissions.ts";
import { verify } from "./verify.ts";

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

const todayInSweden = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());

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
    const { results, loadSeconds, restart } = await runLoad({
      cases,
      concurrency: CONCURRENCY,
      origin,
      today: todayInSweden(),
      restartSite: async (startedSoFar) => {
        const killedAt = Date.now();
        log(`restart: killing the site (SIGKILL) after ${startedSoFar} of ${cases.length} submissions started`);
        await site.stop();
        servers.splice(servers.indexOf(site), 1);
        await sleep(1000);
        site = await startSite();
        servers.push(site);
        const upAt = Date.now();
        log(`restart: site answering again after ${((upAt - killedAt) / 1000).toFixed(1)} s`);
        return { killedAt, upAt };
      },
    });
    log(`load done in ${loadSeconds.toFixed(1)} s; waiting for the queue to drain …`);

    // ---- Drain: first what the actions queued themselves; rows still holding their outbox wait for the sweep ----
    const drainSeconds = await drain(paths, mail, "drain", (submissions) =>
      expectedNotifications(submissions.filter((row) => row.pending === null)),
    );
    const sweep = await sweepAndDrain(paths, mail, origin, OUTBOX_SWEEP_CRON);
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
      concurrency: CONCURRENCY,
      date: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load average at end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" / ")}`,
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
