// `npm run setup`: from an empty Cloudflare account to everything `npm run deploy` needs, for
// production and staging. Safe to run again: it creates only what is missing, asks only for what
// is not set, and changes nothing else. docs/operations.md, "Deploying"; decision 040.
import { randomBytes } from "node:crypto";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { siteOriginProblem } from "../app/server/site-origin-check.ts";
import {
  editFile,
  envFlags,
  ENVIRONMENTS,
  isPlaceholder,
  NOTIFICATIONS_CONFIG,
  PLACEHOLDER_ID,
  readWorkers,
  secretNames,
  setTomlValue,
  SITE_CONFIG,
  wrangler,
} from "./deploy-config.mjs";

console.log(`Fjällkällan needs Cloudflare's Workers Paid plan (USD 5 a month) on this account:
  - a page rendered anew costs 9–16 ms of CPU, above the Free plan's 10 ms per request;
  - the site and its staging copy run six cron triggers; the Free plan allows five per account.
  Check: dashboard → Workers & Pages → Plans. Setup continues either way.
`);

// Answers come line by line; a secret's is not echoed where a person types it.
let muted = false;
const output = new Writable({
  write(chunk, encoding, done) {
    if (!muted) process.stdout.write(chunk, encoding);
    done();
  },
});
const lines = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) })[Symbol.asyncIterator]();
async function ask(question, { secret = false } = {}) {
  process.stdout.write(question);
  muted = secret;
  const { value } = await lines.next();
  muted = false;
  if (secret || !process.stdin.isTTY) process.stdout.write("\n");
  return (value ?? "").trim();
}

function must(result, what) {
  if (!result.ok) {
    console.error(`\n${what} failed:\n${result.stderr || result.stdout}`);
    process.exit(1);
  }
  return result;
}

if (!wrangler(["whoami"]).ok) {
  console.error("wrangler is not logged in to the hotel's Cloudflare account: run `npx wrangler login`, then npm run setup again.");
  process.exit(1);
}

const vars = (environment) => (environment === "staging" ? "[env.staging.vars]" : "[vars]");
const both = [SITE_CONFIG, NOTIFICATIONS_CONFIG];

// ── Settings the files still hold placeholders for ──
for (const environment of ENVIRONMENTS) {
  const { site, notifications } = readWorkers(environment);
  if (siteOriginProblem(String(site.vars.SITE_ORIGIN))) {
    let origin = "";
    while (siteOriginProblem(origin)) {
      if (environment === "staging") {
        const subdomain = await ask(
          "Your account's workers.dev subdomain (dashboard → Workers & Pages → Overview, the part before .workers.dev): ",
        );
        origin = `https://${site.name}.${subdomain.replace(/\.workers\.dev$/, "")}.workers.dev`;
      } else {
        origin = await ask("The site's public address (https://…, the hotel's domain): ");
      }
      if (siteOriginProblem(origin)) console.log(`  ${siteOriginProblem(origin)}`);
      if (!origin && !process.stdin.isTTY) process.exit(1);
    }
    for (const file of both) editFile(file, (text) => setTomlValue(text, vars(environment), "SITE_ORIGIN", origin));
  }
  if (environment === "staging" && ["STAFF_BOOKING_TO", "MAIL_ALLOW_LIST"].some((name) => isPlaceholder(notifications.vars[name]))) {
    const testers = await ask(
      "Who gets staging's staff mail, and is the only one staging may mail (addresses, comma-separated; never production's): ",
    );
    editFile(NOTIFICATIONS_CONFIG, (text) =>
      ["STAFF_BOOKING_TO", "STAFF_LOST_FOUND_TO", "STAFF_JOBS_TO", "STAFF_NEWSLETTER_TO", "MAIL_ALLOW_LIST"].reduce(
        (edited, name) => setTomlValue(edited, "[env.staging.vars]", name, testers),
        text,
      ),
    );
  }
}

// ── Resources ──
const eu = !/^n/i.test(
  await ask("Keep the database and the uploaded files in the EU (jurisdiction eu)? It cannot be changed later. [Y/n] "),
);
const jurisdiction = eu ? ["--jurisdiction", "eu"] : [];

const databases = () => JSON.parse(must(wrangler(["d1", "list", "--json"]), "wrangler d1 list").stdout);
const bucketNames = () =>
  [...must(wrangler(["r2", "bucket", "list", ...jurisdiction]), "wrangler r2 bucket list").stdout.matchAll(/^name:\s+(\S+)/gm)].map(
    (match) => match[1],
  );
const queueListing = () => must(wrangler(["queues", "list"]), "wrangler queues list").stdout;
const listed = (listing, name) => new RegExp(`(^|[\\s│|])${name.replace(/[-]/g, "\\-")}([\\s│|]|$)`, "m").test(listing);

for (const environment of ENVIRONMENTS) {
  const { site, notifications } = readWorkers(environment);
  const prefix = environment === "staging" ? "[[env.staging." : "[[";

  for (const { database_name: name } of site.d1_databases) {
    let database = databases().find((candidate) => candidate.name === name);
    if (!database) {
      console.log(`Creating D1 database ${name}…`);
      must(wrangler(["d1", "create", name, ...jurisdiction]), `wrangler d1 create ${name}`);
      database = databases().find((candidate) => candidate.name === name);
    }
    if (!database) must({ ok: false, stderr: `${name} is not listed after it was created` }, "Finding the new database");
    for (const file of both) editFile(file, (text) => setTomlValue(text, `${prefix}d1_databases]]`, "database_id", database.uuid));
  }

  for (const [index, { binding, bucket_name: name }] of site.r2_buckets.entries()) {
    if (!bucketNames().includes(name)) {
      console.log(`Creating R2 bucket ${name}…`);
      must(wrangler(["r2", "bucket", "create", name, ...jurisdiction]), `wrangler r2 bucket create ${name}`);
    }
    // The backstop behind the nightly retention run (docs/operations.md, "Retention"); the site's
    // photos (decision 052) are kept until staff remove them.
    if (
      binding !== "PHOTOS" &&
      !must(wrangler(["r2", "bucket", "lifecycle", "list", name, ...jurisdiction]), "wrangler r2 bucket lifecycle list").stdout.includes(
        "expire-applications",
      )
    ) {
      must(
        wrangler(["r2", "bucket", "lifecycle", "add", name, "expire-applications", "--expire-days", "760", "--force", ...jurisdiction]),
        "wrangler r2 bucket lifecycle add",
      );
    }
    if (eu) editFile(SITE_CONFIG, (text) => setTomlValue(text, `${prefix}r2_buckets]]`, "jurisdiction", "eu", index));
  }
  // The notification worker reads reply PDFs from one of the site's buckets (decision 056): same jurisdiction.
  for (const [index] of (notifications.r2_buckets ?? []).entries())
    if (eu) editFile(NOTIFICATIONS_CONFIG, (text) => setTomlValue(text, `${prefix}r2_buckets]]`, "jurisdiction", "eu", index));

  const queues = [...(site.queues.producers ?? []), ...(notifications.queues.consumers ?? [])].map((queue) => queue.queue);
  for (const name of new Set(queues)) {
    if (!listed(queueListing(), name)) {
      console.log(`Creating queue ${name}…`);
      must(wrangler(["queues", "create", name]), `wrangler queues create ${name}`);
    }
  }
}

// ── Secrets: each Worker's `[secrets] required`, asked only when not set on Cloudflare ──
const generated = new Set(["FORM_SIGNING_SECRET", "NEWSLETTER_LINK_SECRET", "PRIVACY_AUDIT_SECRET", "DESK_REPLY_SECRET"]);
for (const environment of ENVIRONMENTS) {
  const configs = readWorkers(environment);
  for (const [file, config] of [
    [SITE_CONFIG, configs.site],
    [NOTIFICATIONS_CONFIG, configs.notifications],
  ]) {
    const set = secretNames(environment, file) ?? [];
    for (const name of (config.secrets?.required ?? []).filter((name) => !set.includes(name))) {
      const hint = generated.has(name) ? "blank: a random one is made" : "blank: off";
      const typed = await ask(`${config.name}: ${name} (${hint}; not shown): `, { secret: true });
      // A blank secret reads as "off" (decision 026); a space, since wrangler refuses an empty value.
      const value = typed || (generated.has(name) ? randomBytes(32).toString("base64") : " ");
      must(
        wrangler(["secret", "put", name, ...envFlags(environment), ...(file === SITE_CONFIG ? [] : ["--config", file])], { input: value }),
        `wrangler secret put ${name}`,
      );
    }
  }
}
lines.return?.();

const left = readWorkers("production");
const placeholders = [SITE_CONFIG, NOTIFICATIONS_CONFIG].flatMap((file) => (readFileIds(file).includes(PLACEHOLDER_ID) ? [file] : []));
console.log(`
Done${placeholders.length ? `, except the database ids in ${placeholders.join(", ")}` : ""}. Left to do by hand (docs/operations.md):
  - Mail DNS for ${new URL(String(left.site.vars.SITE_ORIGIN)).hostname}: SPF, MailChannels Domain Lockdown, DKIM and DMARC records ("Mail in production").
  - Cloudflare Access in front of /staff, or the STAFF_PASSWORD you set ("Staff inbox").
  - Turnstile: a widget for the domain; its site and secret keys are the secrets TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY (run setup again to enter them if you left them blank).
  - The domain (and www.) attached to ${left.site.name} (Workers → Settings → Domains & Routes).
  - GitHub: CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID and a "production" environment with a reviewer ("Deploying from CI").
Then: npx wrangler d1 migrations apply DB --remote --env staging && npm run deploy:staging, npm run smoke -- <staging address>,
and the same for production without --env staging / :staging.`);

function readFileIds(file) {
  return [
    ...readWorkers("production")[file === SITE_CONFIG ? "site" : "notifications"].d1_databases,
    ...readWorkers("staging")[file === SITE_CONFIG ? "site" : "notifications"].d1_databases,
  ].map((database) => database.database_id);
}
