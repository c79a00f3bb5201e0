// What `npm run setup`, `npm run deploy` and their tests share: the two Workers' configuration as
// wrangler reads it, the checks a deploy must pass, wrangler itself, and edits to the TOML files
// that keep their comments (docs/decisions/040-setup-deploy-smoke.md).
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { delimiter, resolve } from "node:path";
import { unstable_readConfig } from "wrangler";
import { siteOriginProblem } from "../app/server/site-origin-check.ts";

export const SITE_CONFIG = "wrangler.toml";
export const NOTIFICATIONS_CONFIG = "workers/notifications/wrangler.toml";
export const ENVIRONMENTS = /** @type {const} */ (["production", "staging"]);
/** The database id both files carry until `npm run setup` writes the real one. */
export const PLACEHOLDER_ID = "00000000-0000-0000-0000-000000000000";
/** A setting `npm run setup` fills in: `<account subdomain>`, `<staging staff address>`. */
export const isPlaceholder = (value) => /<[a-z][a-z ]*>/.test(String(value ?? ""));

const projectBin = resolve(import.meta.dirname, "..", "node_modules", ".bin");

/** `--env staging` for staging, nothing for production (the top level of each file). */
export const envFlags = (environment) => (environment === "staging" ? ["--env", "staging"] : []);

/** Both Workers' configuration for one environment, as wrangler reads it (in the current directory). */
export function readWorkers(environment) {
  const env = environment === "staging" ? "staging" : undefined;
  return {
    site: unstable_readConfig({ config: SITE_CONFIG, env }, { hideWarnings: true }),
    notifications: unstable_readConfig({ config: NOTIFICATIONS_CONFIG, env }, { hideWarnings: true }),
  };
}

/**
 * Runs wrangler: the first `wrangler` on PATH (the tests put a fake one there), else the
 * project's own. Output is captured unless `show`; `input` goes to its stdin (secret values).
 */
export function wrangler(args, { input, show = false } = {}) {
  const result = spawnSync("wrangler", args, {
    encoding: "utf8",
    input: input ?? "",
    stdio: ["pipe", show ? "inherit" : "pipe", show ? "inherit" : "pipe"],
    env: { ...process.env, PATH: `${process.env.PATH ?? ""}${delimiter}${projectBin}`, WRANGLER_SEND_METRICS: "false" },
  });
  return { ok: result.status === 0, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

/** The names of a Worker's secrets on Cloudflare, or undefined when wrangler cannot list them (no such Worker yet). */
export function secretNames(environment, config) {
  const result = wrangler([
    "secret",
    "list",
    "--format",
    "json",
    ...envFlags(environment),
    ...(config === SITE_CONFIG ? [] : ["--config", config]),
  ]);
  if (!result.ok) return undefined;
  try {
    return JSON.parse(result.stdout).map((secret) => secret.name);
  } catch {
    return undefined;
  }
}

const addresses = (value) =>
  String(value ?? "")
    .split(",")
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean);

const STAFF_RECIPIENTS = ["STAFF_BOOKING_TO", "STAFF_LOST_FOUND_TO", "STAFF_JOBS_TO", "STAFF_NEWSLETTER_TO"];

/**
 * Why a deploy of this environment must not run, one sentence each; empty when it may.
 * `configs` are both environments' (`readWorkers`), `secrets` each Worker's secret names on
 * Cloudflare (`secretNames`; undefined: could not be listed).
 */
export function deployProblems(environment, configs, secrets) {
  const { site, notifications } = configs[environment];
  const problems = [];
  for (const [file, config] of [
    [SITE_CONFIG, site],
    [NOTIFICATIONS_CONFIG, notifications],
  ]) {
    for (const database of config.d1_databases ?? []) {
      if (!database.database_id || database.database_id === PLACEHOLDER_ID) {
        problems.push(
          `${file} (${environment}): the id of D1 database "${database.database_name}" is still the placeholder. Run npm run setup.`,
        );
      }
    }
    for (const [name, value] of Object.entries(config.vars ?? {})) {
      if (isPlaceholder(value)) problems.push(`${file} (${environment}): ${name} still holds a placeholder (${value}). Run npm run setup.`);
    }
    const names = secrets[file];
    const required = config.secrets?.required ?? [];
    if (!names)
      problems.push(
        `${file} (${environment}): the secrets of ${config.name} could not be listed (is the Worker created, are you logged in?). Run npm run setup.`,
      );
    else
      for (const name of required.filter((name) => !names.includes(name)))
        problems.push(`${file} (${environment}): the secret ${name} is not set on ${config.name}. Run npm run setup.`);
  }

  const origin = String(site.vars?.SITE_ORIGIN ?? "");
  const originProblem = siteOriginProblem(origin);
  if (originProblem && !/placeholder/.test(originProblem)) problems.push(`${SITE_CONFIG} (${environment}): ${originProblem}`);
  if (String(notifications.vars?.SITE_ORIGIN ?? "") !== origin) {
    problems.push(`${NOTIFICATIONS_CONFIG} (${environment}): SITE_ORIGIN must be the site's (${origin}), so staff mail links lead to it.`);
  }
  const host = originProblem ? "" : new URL(origin).hostname;
  if (host && environment === "production" && host.endsWith(".workers.dev")) {
    problems.push(
      `${SITE_CONFIG} (production): SITE_ORIGIN is a workers.dev host (${origin}); production answers only on the hotel's domain.`,
    );
  }
  if (host && environment === "staging" && !(host.startsWith(`${site.name}.`) && host.endsWith(".workers.dev"))) {
    problems.push(
      `${SITE_CONFIG} (staging): SITE_ORIGIN must be staging's workers.dev address (https://${site.name}.<account subdomain>.workers.dev), not ${origin}.`,
    );
  }

  // Turnstile's two keys are under [secrets] required (decision 036): checked with the other secrets above.
  if (environment === "staging") {
    const production = configs.production;
    const productionStaff = new Set(STAFF_RECIPIENTS.flatMap((name) => addresses(production.notifications.vars?.[name])));
    const shared = STAFF_RECIPIENTS.flatMap((name) => addresses(notifications.vars?.[name])).filter((address) =>
      productionStaff.has(address),
    );
    if (shared.length > 0)
      problems.push(`${NOTIFICATIONS_CONFIG} (staging): staging would mail production's staff (${[...new Set(shared)].join(", ")}).`);
    if (addresses(notifications.vars?.MAIL_ALLOW_LIST).length === 0) {
      problems.push(
        `${NOTIFICATIONS_CONFIG} (staging): MAIL_ALLOW_LIST is empty, so staging could mail guests. List the testers' addresses.`,
      );
    }
    const alert = addresses(site.vars?.ALERT_EMAIL);
    if (alert.length > 0 && addresses(production.site.vars?.ALERT_EMAIL).includes(alert[0])) {
      problems.push(`${SITE_CONFIG} (staging): ALERT_EMAIL is production's (${alert[0]}); staging's alerts go to its own address or none.`);
    }
  }
  return problems;
}

/**
 * What `npm run deploy` runs once the checks pass: the build (for this environment), the
 * notification worker (the queue's consumer) before the site, and the site with Workers Cache
 * as its page cache (decision 039). tests/e2e/deploy.spec.ts runs the wrangler steps with --dry-run.
 */
export function deploySteps(environment) {
  return [
    { command: "npm", args: ["run", "build"], env: environment === "staging" ? { CLOUDFLARE_ENV: "staging" } : {} },
    { command: "wrangler", args: ["deploy", "--config", "build/notifications/wrangler.json"] },
    { command: "wrangler", args: ["deploy", "--var", "PAGE_CACHE:workers-cache"] },
  ];
}

/**
 * Sets `key = "value"` in the TOML section that starts with the line `header` (the first such
 * key after it, before the next section), keeping every comment; adds the line after the
 * header's last key when the section has none.
 */
export function setTomlValue(text, header, key, value, occurrence = 0) {
  const lines = text.split("\n");
  // The `occurrence`th section under this header (a [[table]] may repeat: two R2 buckets).
  const start = lines.map((line, i) => (line === header ? i : -1)).filter((i) => i !== -1)[occurrence] ?? -1;
  if (start === -1) throw new Error(`no section ${header}`);
  let end = lines.findIndex((line, i) => i > start && /^\s*\[/.test(line));
  if (end === -1) end = lines.length;
  const line = `${key} = ${JSON.stringify(value)}`;
  const at = lines.findIndex((candidate, i) => i > start && i < end && candidate.startsWith(`${key} = `));
  if (at !== -1) lines[at] = line;
  else {
    let last = start;
    for (let i = start + 1; i < end; i++) if (/^[a-z_]+ = /i.test(lines[i])) last = i;
    lines.splice(last + 1, 0, line);
  }
  return lines.join("\n");
}

/** Applies `edit` to a file's text and writes it back when it changed. */
export function editFile(path, edit) {
  const before = readFileSync(path, "utf8");
  const after = edit(before);
  if (after !== before) writeFileSync(path, after);
  return after !== before;
}
