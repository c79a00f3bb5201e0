import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";

/**
 * `npm run smoke -- <origin>` (scripts/smoke.mjs) against the local production build that every
 * e2e test uses: every check passes, and a wrong expectation makes it fail with a non-zero exit.
 * Locally the canonical origin is wrangler.toml's SITE_ORIGIN, not the preview's address.
 */
function smoke(baseURL: string, canonical: string) {
  const result = spawnSync(process.execPath, ["scripts/smoke.mjs", baseURL, "--canonical", canonical], {
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

test("the smoke test passes on the production build", ({ baseURL }) => {
  test.setTimeout(180_000);
  const { code, output } = smoke(baseURL!, "https://fjallkallan.se");
  expect(output).toContain("ok    Swedish pages answer 200");
  expect(output).toContain("ok    another host is sent to the canonical origin");
  expect(output).toContain("ok    the health endpoint");
  expect(output).toContain("ok    a shared page's second request is served with its own nonce and form keys");
  expect(output).not.toContain("FAIL");
  expect(code, output).toBe(0);
});

test("the smoke test fails, and says which check, when the site does not answer as expected", ({ baseURL }) => {
  test.setTimeout(180_000);
  const { code, output } = smoke(baseURL!, "https://elsewhere.example");
  expect(output).toContain("FAIL  another host is sent to the canonical origin: 127.0.0.2");
  expect(output).toContain("ok    the health endpoint");
  expect(output).toContain("1 check(s) failed");
  expect(code).toBe(1);
});
