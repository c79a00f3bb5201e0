// A stand-in for wrangler and npm in the scripts' tests (scripts/*.test.mjs): each call is appended
// to the state file named by FAKE_CLOUDFLARE_STATE, and wrangler answers from the account kept
// there (databases, buckets, queues, Workers and their secrets) as the real one prints it.
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

const file = process.env.FAKE_CLOUDFLARE_STATE;
const state = JSON.parse(readFileSync(file, "utf8"));
const [tool, ...args] = process.argv.slice(2);
const stdin = tool === "wrangler" && args[0] === "secret" && args[1] === "put" ? readFileSync(0, "utf8") : undefined;
state.calls.push({ tool, args, ...(process.env.CLOUDFLARE_ENV ? { CLOUDFLARE_ENV: process.env.CLOUDFLARE_ENV } : {}) });

const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const worker = () => {
  const base = option("--config")?.includes("notifications") ? "fjallkallan-notifications" : "fjallkallan-site";
  return option("--env") === "staging" ? `${base}-staging` : base;
};
let out = "";
let code = 0;
const command = args.slice(0, 3).join(" ");
if (tool === "npm") {
  // `npm run build`: nothing to build here.
} else if (args[0] === "whoami") {
  if (state.loggedOut) code = 1;
  else out = "You are logged in with an API Token.\n";
} else if (command.startsWith("d1 list")) {
  out = JSON.stringify(state.databases.map(({ name, uuid }) => ({ uuid, name, version: "production" })));
} else if (command.startsWith("d1 create")) {
  state.databases.push({ name: args[2], uuid: randomUUID(), jurisdiction: option("--jurisdiction") ?? null });
  out = `✅ Successfully created DB '${args[2]}'\n`;
} else if (command === "r2 bucket list") {
  out = state.buckets
    .filter((bucket) => bucket.jurisdiction === (option("--jurisdiction") ?? null))
    .map((bucket) => `name:           ${bucket.name}\ncreation_date:  2026-11-28T12:00:00.000Z\n`)
    .join("\n");
} else if (command === "r2 bucket create") {
  state.buckets.push({ name: args[3], jurisdiction: option("--jurisdiction") ?? null, rules: [] });
} else if (command === "r2 bucket lifecycle") {
  const bucket = state.buckets.find((candidate) => candidate.name === args[4]);
  if (!bucket) code = 1;
  else if (args[3] === "list") out = bucket.rules.map((rule) => `name:       ${rule}\nenabled:    Yes\n`).join("\n");
  else bucket.rules.push(args[5]);
} else if (command.startsWith("queues list")) {
  out = `┌──────────┬──────────────────────┐\n│ id       │ name                 │\n${state.queues.map((name) => `│ ${randomUUID().slice(0, 8)} │ ${name.padEnd(20)} │\n`).join("")}└──────────┴──────────────────────┘\n`;
} else if (command.startsWith("queues create")) {
  state.queues.push(args[2]);
} else if (command.startsWith("secret list")) {
  const secrets = state.secrets[worker()];
  if (!secrets) {
    code = 1;
    process.stderr.write(`✘ [ERROR] This Worker does not exist on your account. [code: 10007]\n`);
  } else out = JSON.stringify(Object.keys(secrets).map((name) => ({ name, type: "secret_text" })));
} else if (command.startsWith("secret put")) {
  // As wrangler does on a fresh account: the first secret creates the Worker (a draft without code).
  state.secrets[worker()] = { ...state.secrets[worker()], [args[2]]: stdin };
} else if (args[0] === "deploy") {
  out = "Uploaded (1.00 sec)\n";
}
writeFileSync(file, JSON.stringify(state, null, 2));
process.stdout.write(out);
process.exit(code);
