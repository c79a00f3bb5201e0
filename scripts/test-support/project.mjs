// The scripts' tests: a project folder with today's two wrangler.toml files and a fake account,
// and the scripts run in it with the fake wrangler and npm first on PATH (./fake-cloudflare.mjs).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..", "..");
const fakeBin = join(import.meta.dirname, "bin");

/** A project folder with today's two wrangler.toml files and an empty fake account. */
export function project() {
  const dir = mkdtempSync(join(tmpdir(), "deploy-test-"));
  mkdirSync(join(dir, "workers", "notifications"), { recursive: true });
  cpSync(join(root, "wrangler.toml"), join(dir, "wrangler.toml"));
  cpSync(join(root, "workers", "notifications", "wrangler.toml"), join(dir, "workers", "notifications", "wrangler.toml"));
  writeFileSync(join(dir, "account.json"), JSON.stringify({ calls: [], databases: [], buckets: [], queues: [], secrets: {} }));
  return dir;
}

export function run(dir, script, args = [], input = "") {
  const result = spawnSync(process.execPath, [join(root, "scripts", script), ...args], {
    cwd: dir,
    input,
    encoding: "utf8",
    env: { ...process.env, PATH: `${fakeBin}${delimiter}${process.env.PATH}`, FAKE_CLOUDFLARE_STATE: join(dir, "account.json") },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

export const account = (dir) => JSON.parse(readFileSync(join(dir, "account.json"), "utf8"));
export const commands = (dir) => account(dir).calls.map((call) => [call.tool, ...call.args].join(" "));
export const read = (dir, file) => readFileSync(join(dir, file), "utf8");
export const edit = (dir, file, from, to) => {
  const text = read(dir, file);
  assert.ok(text.includes(from), `${file} has ${from}`);
  writeFileSync(join(dir, file), text.replace(from, to));
};
export const SITE = "wrangler.toml";
export const NOTIFICATIONS = "workers/notifications/wrangler.toml";

// Staging's subdomain and testers, the EU question, then each missing secret: 9 of the site's and
// 3 of the notification worker's, production first.
export const secretAnswers = ["", "", "staff-password-long-enough", "", "", "", "", "", "", "mc-key", "", ""];
export const answers = ["hotel", "test@staging.example", "y", ...secretAnswers, ...secretAnswers].join("\n") + "\n";
