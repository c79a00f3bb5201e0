// The GitHub workflow's deploy path (.github/workflows/ci.yml), read as text: it cannot run here.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { it } from "node:test";

const workflow = readFileSync(resolve(import.meta.dirname, "..", ".github", "workflows", "ci.yml"), "utf8");
/** A job's lines, up to the next job. */
const job = (name) => workflow.slice(workflow.indexOf(`\n  ${name}:\n`) + name.length + 5).split(/\n {2}[a-z-]+:\n/)[0];
const runs = (text) => [...text.matchAll(/^\s+(?:- )?run: (.+)$/gm)].map((match) => match[1]);

it("migrates, deploys and smokes staging, then production after approval, rolling back when its smoke fails", () => {
  const staging = job("deploy-staging");
  assert.match(staging, /needs: test/);
  assert.deepEqual(runs(staging), [
    "npm ci --no-audit --no-fund",
    "npx wrangler d1 migrations apply DB --remote --env staging",
    "npm run deploy:staging",
    'npm run smoke -- "${{ vars.STAGING_ORIGIN }}"',
  ]);

  const production = job("deploy-production");
  assert.match(production, /needs: deploy-staging/);
  assert.match(production, /environment: production/);
  assert.deepEqual(runs(production).slice(0, 4), [
    "npm ci --no-audit --no-fund",
    "npx wrangler d1 migrations apply DB --remote",
    "npm run deploy",
    "npm run smoke -- https://fjallkallan.se",
  ]);
  const rollback = production.slice(production.indexOf("if: failure() && steps.smoke.outcome == 'failure'"));
  assert.ok(rollback.length > 0, "a rollback step that runs when the smoke test failed");
  assert.match(rollback, /npx wrangler rollback --message .* --yes\n/);
  assert.match(rollback, /npx wrangler rollback --config workers\/notifications\/wrangler.toml/);
  assert.ok(!/npm install/.test(staging + production), "deploy jobs install with npm ci");
});
