import { defineConfig } from "drizzle-kit";

// drizzle-kit writes SQL migrations that wrangler applies (`npm run db:migrate`, `wrangler d1 migrations apply`).
// It numbers a new file by its journal index, which runs one behind the files (there is no 0003):
// rename what `npx drizzle-kit generate` writes to the next free number, in the journal too.
// Every migration must work with the release before it (app/db/migrations.test.ts).
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/db/schema.ts",
  out: "./migrations",
});
