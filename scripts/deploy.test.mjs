// `npm run deploy`'s checks and steps against a fake wrangler and npm on PATH
// (test-support/fake-cloudflare.mjs), in a copy of the two wrangler.toml files set up by setup.
import assert from "node:assert/strict";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { account, answers, commands, edit, NOTIFICATIONS, project, run, SITE } from "./test-support/project.mjs";

describe("npm run deploy", () => {
  let dir;
  before(() => {
    dir = project();
    assert.equal(run(dir, "setup.mjs", [], answers).code, 0);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const deployCalls = (from) =>
    commands(dir)
      .slice(from)
      .filter((command) => !command.includes("secret list"));

  it("refuses production without Turnstile's keys, and runs nothing", () => {
    const state = account(dir);
    const { TURNSTILE_SITE_KEY: siteKey, TURNSTILE_SECRET_KEY: secretKey } = state.secrets["fjallkallan-site"];
    delete state.secrets["fjallkallan-site"].TURNSTILE_SITE_KEY;
    delete state.secrets["fjallkallan-site"].TURNSTILE_SECRET_KEY;
    writeFileSync(join(dir, "account.json"), JSON.stringify(state));
    const result = run(dir, "deploy.mjs");
    assert.equal(result.code, 1);
    assert.match(result.stderr, /the secret TURNSTILE_SITE_KEY is not set on fjallkallan-site\b/);
    assert.match(result.stderr, /the secret TURNSTILE_SECRET_KEY is not set on fjallkallan-site\b/);
    assert.deepEqual(deployCalls(state.calls.length), []);
    const restored = account(dir);
    Object.assign(restored.secrets["fjallkallan-site"], { TURNSTILE_SITE_KEY: siteKey, TURNSTILE_SECRET_KEY: secretKey });
    writeFileSync(join(dir, "account.json"), JSON.stringify(restored));
  });

  it("builds, deploys the notification worker, then the site with Workers Cache, once every check passes", () => {
    const from = account(dir).calls.length;
    const result = run(dir, "deploy.mjs");
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(deployCalls(from), [
      "npm run build",
      "wrangler deploy --config build/notifications/wrangler.json",
      "wrangler deploy --var PAGE_CACHE:workers-cache",
    ]);
    assert.match(result.stdout, /npm run smoke -- https:\/\/fjallkallan\.se/);
  });

  it("deploys staging from a staging build", () => {
    const from = account(dir).calls.length;
    const result = run(dir, "deploy.mjs", ["--env", "staging"]);
    assert.equal(result.code, 0, result.stderr);
    const calls = account(dir).calls.slice(from);
    assert.deepEqual(
      calls.filter((call) => call.args[0] === "secret").map((call) => call.args.join(" ")),
      ["secret list --format json --env staging", "secret list --format json --env staging --config workers/notifications/wrangler.toml"],
    );
    assert.deepEqual(
      calls.find((call) => call.tool === "npm"),
      { tool: "npm", args: ["run", "build"], CLOUDFLARE_ENV: "staging" },
    );
  });

  it("refuses a required secret that is not set, naming it and its Worker", () => {
    const state = account(dir);
    delete state.secrets["fjallkallan-site"].STAFF_PASSWORD;
    writeFileSync(join(dir, "account.json"), JSON.stringify(state));
    const result = run(dir, "deploy.mjs");
    assert.equal(result.code, 1);
    assert.match(result.stderr, /the secret STAFF_PASSWORD is not set on fjallkallan-site\b/);
    assert.deepEqual(deployCalls(state.calls.length), []);
  });

  it("refuses staging whose SITE_ORIGIN is not staging's, or that would mail production's staff", () => {
    edit(dir, SITE, 'SITE_ORIGIN = "https://fjallkallan-site-staging.hotel.workers.dev"', 'SITE_ORIGIN = "https://fjallkallan.se"');
    edit(dir, NOTIFICATIONS, 'STAFF_JOBS_TO = "test@staging.example"', 'STAFF_JOBS_TO = "info@fjallkallan.se"');
    const from = account(dir).calls.length;
    const result = run(dir, "deploy.mjs", ["--env", "staging"]);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /SITE_ORIGIN must be staging's workers\.dev address/);
    assert.match(result.stderr, /staging would mail production's staff \(info@fjallkallan\.se\)/);
    assert.deepEqual(deployCalls(from), []);
  });

  it("refuses the files as they are before setup: placeholder ids and addresses, no Workers", () => {
    const fresh = project();
    try {
      const result = run(fresh, "deploy.mjs", ["--env", "staging"]);
      assert.equal(result.code, 1);
      assert.match(result.stderr, /the id of D1 database "fjallkallan-staging" is still the placeholder/);
      assert.match(result.stderr, /SITE_ORIGIN still holds a placeholder/);
      assert.match(result.stderr, /MAIL_ALLOW_LIST still holds a placeholder/);
      assert.match(result.stderr, /secrets of fjallkallan-site-staging could not be listed/);
      assert.deepEqual(
        commands(fresh).filter((command) => !command.includes("secret list")),
        [],
      );
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
