import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { stripVTControlCharacters } from "node:util";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { unstable_readConfig } from "wrangler";

/**
 * `npm run deploy` without deploying: each `wrangler deploy` of the script (scripts/deploy-config.mjs,
 * `deploySteps`) runs with `--dry-run` against the production build (run `npm run build` first, as
 * for every e2e test). No Cloudflare account or network is needed. Our budget is 1 MiB gzip per
 * Worker, far inside the platform's limits, so that cold starts stay fast (issue 5).
 */

const BUDGET_BYTES = 1024 * 1024;
interface DeployStep {
  command: string;
  args: string[];
  env?: Record<string, string>;
}
// A plain Node module shared with scripts/deploy.mjs (no types of its own, hence the cast).
const deployConfig = (await import(new URL("../../scripts/deploy-config.mjs", import.meta.url).href)) as {
  deploySteps: (environment: string) => DeployStep[];
};
const steps = deployConfig.deploySteps("production");
const deploys = steps.filter((step) => step.command === "wrangler").map((step) => ["wrangler", ...step.args].join(" "));

interface WorkerConfig {
  name: string;
  queues?: { producers?: Array<{ queue: string }>; consumers?: Array<{ queue: string }> };
}

/** The configuration a `wrangler deploy` step reads: its --config, or the build's redirect file. */
function configOf(step: string): WorkerConfig {
  const explicit = /--config\s+(\S+)/.exec(step)?.[1];
  if (explicit) return JSON.parse(readFileSync(explicit, "utf8")) as WorkerConfig;
  // The Cloudflare Vite plugin's build leaves this redirect, so a bare `wrangler deploy` ships the built site.
  const redirect = ".wrangler/deploy/config.json";
  const { configPath } = JSON.parse(readFileSync(redirect, "utf8")) as { configPath: string };
  return JSON.parse(readFileSync(resolve(dirname(redirect), configPath), "utf8")) as WorkerConfig;
}

/** Every module in an --outdir, concatenated and gzipped as wrangler measures an upload. */
function bundleSize(dir: string): { files: number; bytes: number; gzip: number } {
  const modules = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(m?js|cjs|wasm)$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name)));
  const all = Buffer.concat(modules);
  return { files: modules.length, bytes: all.length, gzip: gzipSync(all).length };
}

test("npm run deploy builds, then deploys the notification worker (the queue's consumer) before the site", () => {
  expect(steps[0]).toMatchObject({ command: "npm", args: ["run", "build"] });
  expect(deploys).toHaveLength(2);
  const [first, second] = deploys.map(configOf);
  expect(first).toMatchObject({ name: "fjallkallan-notifications" });
  // It consumes the forms' queue (and its dead-letter queue, whose letters it keeps in D1).
  expect(first?.queues?.consumers).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ queue: "notifications", dead_letter_queue: "notifications-dlq" }),
      expect.objectContaining({ queue: "notifications-dlq" }),
    ]),
  );
  expect(second).toMatchObject({ name: "fjallkallan-site", queues: { producers: [{ queue: "notifications" }] } });
  // The site keeps its shared pages in Workers Cache once deployed (decision 039).
  expect(deploys[1]).toContain("--var PAGE_CACHE:workers-cache");
});

test("each Worker's bundle stays under 1 MiB gzip (wrangler deploy --dry-run)", () => {
  test.setTimeout(180_000);
  const outRoot = mkdtempSync(join(tmpdir(), "deploy-dry-run-"));
  try {
    for (const step of deploys) {
      const { name } = configOf(step);
      const outdir = join(outRoot, name);
      const args = [...step.split(/\s+/).slice(1), "--dry-run", "--outdir", outdir];
      const output = execFileSync("node_modules/.bin/wrangler", args, {
        encoding: "utf8",
        // Offline and quiet: no telemetry, no sample `request.cf` from Cloudflare.
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      expect(output, `${name}: wrangler should stop at --dry-run`).toContain("--dry-run: exiting now.");
      const size = bundleSize(outdir);
      const wranglerSays = /Total Upload: .*/.exec(output)?.[0] ?? "";
      const line =
        `${name}: ${size.files} modules, ${(size.bytes / 1024).toFixed(1)} KiB, gzip ${(size.gzip / 1024).toFixed(1)} KiB ` +
        `(${((size.gzip / BUDGET_BYTES) * 100).toFixed(0)} % of the 1 MiB budget) — wrangler: ${wranglerSays}`;
      console.log(line);
      test.info().annotations.push({ type: "bundle size", description: line });
      expect(size.files, `${name}: modules in ${outdir}`).toBeGreaterThan(0);
      expect(size.gzip, `${name}: gzip size of the bundle`).toBeLessThan(BUDGET_BYTES);
    }
  } finally {
    rmSync(outRoot, { recursive: true, force: true });
  }
});

/** What the staging check compares, as wrangler reads a config for one environment. */
interface EnvironmentConfig {
  name: string;
  workers_dev?: boolean;
  preview_urls?: boolean;
  d1_databases: Array<{ binding: string; database_name?: string }>;
  r2_buckets: Array<{ binding: string; bucket_name?: string }>;
  queues: { producers?: Array<{ binding: string; queue: string }>; consumers?: Array<{ queue: string }> };
  ratelimits?: Array<{ name: string }>;
  vars: Record<string, unknown>;
  triggers: { crons?: string[] };
}
const readConfig = (config: string, env?: string) => unstable_readConfig({ config, env }) as unknown as EnvironmentConfig;

test("staging declares every binding, var and cron that production has, under its own names", () => {
  for (const config of ["wrangler.toml", "workers/notifications/wrangler.toml"]) {
    const production = readConfig(config);
    const staging = readConfig(config, "staging");
    const bindings = (c: EnvironmentConfig) => ({
      d1: c.d1_databases.map((d) => d.binding),
      r2: c.r2_buckets.map((b) => b.binding),
      producers: (c.queues.producers ?? []).map((q) => q.binding),
      consumers: (c.queues.consumers ?? []).length,
      ratelimits: (c.ratelimits ?? []).map((r) => r.name),
      vars: Object.keys(c.vars).sort(),
      crons: c.triggers.crons ?? [],
    });
    expect(bindings(staging), config).toEqual(bindings(production));
    // Nothing staging writes may land in production's database, bucket or queues.
    expect(staging.name).toBe(`${production.name}-staging`);
    const resources = (c: EnvironmentConfig) => [
      ...c.d1_databases.map((d) => d.database_name),
      ...c.r2_buckets.map((b) => b.bucket_name),
      ...(c.queues.producers ?? []).map((q) => q.queue),
      ...(c.queues.consumers ?? []).map((q) => q.queue),
    ];
    for (const name of resources(staging)) expect(resources(production), config).not.toContain(name);
  }
  // Production answers on its own domain only; staging has workers.dev and a preview URL per version.
  expect(readConfig("wrangler.toml")).toMatchObject({ workers_dev: false, preview_urls: false });
  expect(readConfig("wrangler.toml", "staging")).toMatchObject({ workers_dev: true, preview_urls: true });
});

/** The vars a `wrangler deploy --dry-run` would ship, as it prints them (`env.NAME ("value")`). */
function dryRunVars(step: string, cwd: string): Record<string, string> {
  const outdir = mkdtempSync(join(tmpdir(), "deploy-vars-"));
  try {
    const output = execFileSync(resolve("node_modules/.bin/wrangler"), [...step.split(/\s+/).slice(1), "--dry-run", "--outdir", outdir], {
      cwd,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // Playwright's workers force colour; the table is read without it.
    const plain = stripVTControlCharacters(output);
    return Object.fromEntries(
      [...plain.matchAll(/^env\.(\w+) \("(.*)"\)\s+Environment Variable/gm)].map((match) => [match[1]!, match[2]!]),
    );
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const siteStep = deploys.at(-1)!;

test("the built config carries every [vars] entry of wrangler.toml (a stale build would not)", () => {
  test.setTimeout(120_000);
  const vars = Object.fromEntries(Object.entries(readConfig("wrangler.toml").vars).map(([name, value]) => [name, String(value)]));
  // The one var the deploy step sets itself (`--var PAGE_CACHE:workers-cache`, checked above), whose
  // value wrangler prints as "(hidden)": local runs keep pages in the isolate, Cloudflare in Workers Cache.
  expect(
    dryRunVars(siteStep, process.cwd()),
    "wrangler.toml changed since the last build: run npm run build (npm run deploy does)",
  ).toEqual({
    ...vars,
    PAGE_CACHE: "(hidden)",
  });
});

test("a var edited after the build reaches the deploy only through npm run deploy, which builds first", () => {
  test.setTimeout(240_000);
  // A copy of the project with today's build, so the real wrangler.toml and build/ stay untouched.
  const copy = mkdtempSync(join(tmpdir(), "deploy-edit-"));
  try {
    const skipped = new Set(["node_modules", ".git", "reports", "test-results", "playwright-report", "backups", ".react-router"]);
    for (const entry of readdirSync(".")) {
      if (!skipped.has(entry)) cpSync(entry, join(copy, entry), { recursive: true, filter: (path) => !path.startsWith(".wrangler/state") });
    }
    symlinkSync(resolve("node_modules"), join(copy, "node_modules"), "dir");
    const toml = readFileSync(join(copy, "wrangler.toml"), "utf8");
    expect(toml).toContain('\nALERT_EMAIL = ""\n');
    writeFileSync(join(copy, "wrangler.toml"), toml.replace('\nALERT_EMAIL = ""\n', '\nALERT_EMAIL = "drift@example.se"\n'));

    // cloudflare/workers-sdk#10995: a bare `wrangler deploy` ships the last build's config.
    expect(dryRunVars(siteStep, copy).ALERT_EMAIL).toBe("");

    // `npm run deploy`'s own steps, the deploys with --dry-run: the build picks the edit up.
    execFileSync(steps[0]!.command, steps[0]!.args, {
      cwd: copy,
      stdio: "ignore",
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    });
    expect(dryRunVars(siteStep, copy).ALERT_EMAIL).toBe("drift@example.se");
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

/** What a built Worker's generated configuration says (build/…/wrangler.json). */
interface BuiltConfig {
  name: string;
  d1_databases: Array<{ binding: string; database_name: string; database_id: string }>;
  r2_buckets?: Array<{ bucket_name: string; jurisdiction?: string }>;
  images?: { binding: string };
  queues?: { producers?: Array<{ queue: string }>; consumers?: Array<{ queue: string; dead_letter_queue?: string }> };
  vars: Record<string, string>;
  triggers?: { crons?: string[] };
}

test("after npm run setup, both Workers of both environments pass wrangler deploy --dry-run with their own names, ids and queues", () => {
  test.setTimeout(900_000);
  const copy = mkdtempSync(join(tmpdir(), "deploy-envs-"));
  try {
    const skipped = new Set([
      "node_modules",
      ".git",
      "build",
      "reports",
      "test-results",
      "playwright-report",
      "backups",
      ".react-router",
      ".wrangler",
    ]);
    for (const entry of readdirSync(".")) if (!skipped.has(entry)) cpSync(entry, join(copy, entry), { recursive: true });
    symlinkSync(resolve("node_modules"), join(copy, "node_modules"), "dir");
    // npm run setup against the fake account of the scripts' tests (scripts/test-support/).
    const account = join(copy, "account.json");
    writeFileSync(account, JSON.stringify({ calls: [], databases: [], buckets: [], queues: [], secrets: {} }));
    const fake = { ...process.env, PATH: `${resolve("scripts/test-support/bin")}:${process.env.PATH}`, FAKE_CLOUDFLARE_STATE: account };
    const answers = ["hotel", "test@staging.example", "y", ...Array<string>(18).fill("")].join("\n") + "\n";
    execFileSync(process.execPath, ["scripts/setup.mjs"], { cwd: copy, input: answers, env: fake, stdio: ["pipe", "ignore", "pipe"] });
    const ids = Object.fromEntries(
      (JSON.parse(readFileSync(account, "utf8")) as { databases: Array<{ name: string; uuid: string }> }).databases.map((d) => [
        d.name,
        d.uuid,
      ]),
    );

    let crons = 0;
    for (const environment of ["production", "staging"] as const) {
      const suffix = environment === "staging" ? "-staging" : "";
      const build = deployConfig.deploySteps(environment)[0]!;
      execFileSync(build.command, build.args, {
        cwd: copy,
        stdio: "ignore",
        env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", ...build.env },
      });
      for (const step of deployConfig.deploySteps(environment).filter((s) => s.command === "wrangler")) {
        const output = execFileSync(resolve("node_modules/.bin/wrangler"), [...step.args, "--dry-run", "--outdir", join(copy, "dry-run")], {
          cwd: copy,
          encoding: "utf8",
          env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        expect(output, `${environment}: ${step.args.join(" ")}`).toContain("--dry-run: exiting now.");
      }
      const site = JSON.parse(readFileSync(join(copy, "build/server/wrangler.json"), "utf8")) as BuiltConfig;
      const notifications = JSON.parse(readFileSync(join(copy, "build/notifications/wrangler.json"), "utf8")) as BuiltConfig;
      expect(site.name).toBe(`fjallkallan-site${suffix}`);
      expect(notifications.name).toBe(`fjallkallan-notifications${suffix}`);
      for (const config of [site, notifications]) {
        expect(config.d1_databases, config.name).toEqual([
          expect.objectContaining({ binding: "DB", database_name: `fjallkallan${suffix}`, database_id: ids[`fjallkallan${suffix}`] }),
        ]);
        for (const [name, value] of Object.entries(config.vars)) expect(value, `${config.name}: ${name}`).not.toMatch(/<[a-z][a-z ]*>/);
      }
      expect(site.r2_buckets).toEqual([
        expect.objectContaining({ bucket_name: `job-applications${suffix}`, jurisdiction: "eu" }),
        expect.objectContaining({ bucket_name: `guest-mail-files${suffix}`, jurisdiction: "eu" }),
        expect.objectContaining({ bucket_name: `photos${suffix}`, jurisdiction: "eu" }),
      ]);
      expect(site.images).toEqual({ binding: "IMAGES" });
      expect(site.queues?.producers).toEqual([expect.objectContaining({ queue: `notifications${suffix}` })]);
      expect(notifications.queues?.consumers).toEqual([
        expect.objectContaining({ queue: `notifications${suffix}`, dead_letter_queue: `notifications${suffix}-dlq` }),
        expect.objectContaining({ queue: `notifications${suffix}-dlq` }),
      ]);
      expect(notifications.vars.DEAD_LETTER_QUEUE).toBe(`notifications${suffix}-dlq`);
      expect(site.vars.SITE_ORIGIN).toBe(
        environment === "staging" ? "https://fjallkallan-site-staging.hotel.workers.dev" : "https://fjallkallan.se",
      );
      expect(notifications.vars.SITE_ORIGIN).toBe(site.vars.SITE_ORIGIN);
      if (environment === "staging") expect(notifications.vars.MAIL_ALLOW_LIST).toBe("test@staging.example");
      crons += (site.triggers?.crons ?? []).length + (notifications.triggers?.crons ?? []).length;
    }
    // Six in all: more than the Free plan's five per account, well inside Workers Paid's 250 (README).
    expect(crons).toBe(6);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
