import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Unit and integration tests run inside workerd, with the same bindings the site has.
export default defineConfig({
  plugins: [
    cloudflareTest({
      miniflare: {
        compatibilityDate: "2026-10-01",
        compatibilityFlags: ["nodejs_compat"],
        d1Databases: ["DB"],
      },
    }),
  ],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "workers/**/*.test.ts"],
  },
});
