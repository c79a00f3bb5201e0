import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Wrangler loads each `[secrets] required` name from .dev.vars or the environment and warns, once
// per test file, about every one it cannot find; tests set the secrets they need themselves. Read
// with a pattern rather than wrangler's config reader, which fails when knip loads this file.
const wranglerToml = readFileSync(new URL("./wrangler.toml", import.meta.url), "utf8");
for (const [, list] of wranglerToml.matchAll(/^required\s*=\s*\[([^\]]*)\]/gm)) {
  for (const [, name] of list!.matchAll(/"([A-Z0-9_]+)"/g)) process.env[name!] ??= "";
}

const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));

// Unit and integration tests run inside workerd, with the bindings the site has.
export default defineConfig({
  plugins: [
    cloudflareTest({
      // The site's bindings (D1, R2, queue producer, rate limiters, vars) come from wrangler.toml, as
      // the site's own; the tests add the migrations they apply, and the form-signing secret as
      // production sets it, so tests that run as production (MODE stubbed) still take forms.
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          FORM_SIGNING_SECRET: "test-only-form-signing-secret",
          PRIVACY_AUDIT_SECRET: "test-only-privacy-audit-secret",
          DESK_REPLY_SECRET: "test-only-desk-reply-secret",
        },
      },
    }),
  ],
  resolve: { tsconfigPaths: true },
  // Test fixtures (real PDF and Word files) are imported as data URLs.
  assetsInclude: ["**/*.docx", "**/*.pdf"],
  test: {
    include: ["app/**/*.test.ts", "workers/**/*.test.ts"],
    setupFiles: ["./tests/setup/apply-migrations.ts", "./tests/setup/host.ts"],
  },
});
