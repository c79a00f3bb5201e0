// `npm run deploy` (production) and `npm run deploy:staging`: refuses to deploy while a check of
// scripts/deploy-config.mjs fails (placeholder ids or settings, a required secret not set,
// production without Turnstile, a SITE_ORIGIN that is not this environment's, staging that could
// mail production's people), then builds and deploys both Workers. docs/operations.md, "Deploying".
import { spawnSync } from "node:child_process";
import { delimiter, resolve } from "node:path";
import {
  deployProblems,
  deploySteps,
  ENVIRONMENTS,
  NOTIFICATIONS_CONFIG,
  readWorkers,
  secretNames,
  SITE_CONFIG,
} from "./deploy-config.mjs";

const flag = process.argv.indexOf("--env");
const environment = flag === -1 ? "production" : process.argv[flag + 1];
if (!ENVIRONMENTS.includes(environment)) {
  console.error(`Unknown environment "${environment}": use --env staging, or nothing for production.`);
  process.exit(2);
}

const configs = Object.fromEntries(ENVIRONMENTS.map((name) => [name, readWorkers(name)]));
const secrets = {
  [SITE_CONFIG]: secretNames(environment, SITE_CONFIG),
  [NOTIFICATIONS_CONFIG]: secretNames(environment, NOTIFICATIONS_CONFIG),
};
const problems = deployProblems(environment, configs, secrets);
if (problems.length > 0) {
  console.error(`Not deploying ${environment}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}

const PATH = `${process.env.PATH ?? ""}${delimiter}${resolve(import.meta.dirname, "..", "node_modules", ".bin")}`;
for (const step of deploySteps(environment)) {
  console.log(`\n> ${step.command} ${step.args.join(" ")}`);
  const result = spawnSync(step.command, step.args, {
    stdio: "inherit",
    env: { ...process.env, PATH, WRANGLER_SEND_METRICS: "false", ...step.env },
  });
  if (result.status !== 0) {
    console.error(`\n${step.command} ${step.args.join(" ")} failed; nothing after it ran.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nDeployed ${environment}. Check it: npm run smoke -- ${configs[environment].site.vars.SITE_ORIGIN}`);
