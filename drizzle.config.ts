import { defineConfig } from "drizzle-kit";

// drizzle-kit writes SQL migrations that wrangler applies (`npm run db:migrate`, `wrangler d1 migrations apply`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/db/schema.ts",
  out: "./migrations",
});
