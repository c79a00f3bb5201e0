import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      /** Only in tests: the SQL migrations, read by vitest.config.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
