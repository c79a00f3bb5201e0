import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));

// Unit and integration tests run inside workerd, with the same bindings the site has (wrangler.toml).
export default defineConfig({
  plugins: [
    cloudflareTest({
      miniflare: {
        compatibilityDate: "2026-10-01",
        compatibilityFlags: ["nodejs_compat"],
        d1Databases: ["DB"],
        r2Buckets: ["JOB_APPLICATIONS"],
        queueProducers: { NOTIFICATIONS: { queueName: "notifications" } },
        ratelimits: {
          FORM_RATE_LIMITER: { namespace_id: "1001", simple: { limit: 10, period: 60 } },
          STAFF_SIGN_IN_LIMITER: { namespace_id: "1002", simple: { limit: 5, period: 60 } },
        },
        // Set as production sets it, so tests that run as production (MODE stubbed) still take forms.
        bindings: { TEST_MIGRATIONS: migrations, FORM_SIGNING_SECRET: "test-only-form-signing-secret" },
      },
    }),
  ],
  resolve: { tsconfigPaths: true },
  // Test fixtures (real PDF and Word files) are imported as data URLs.
  assetsInclude: ["**/*.docx", "**/*.pdf"],
  test: {
    include: ["app/**/*.test.ts", "workers/**/*.test.ts"],
    setupFiles: ["./tests/setup/apply-migrations.ts"],
  },
});
