import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Every test file starts from the real schema, as `npm run db:migrate` builds it.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
