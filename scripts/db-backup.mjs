/**
 * `npm run db:backup`: exports the remote D1 database (schema and rows) to
 * backups/fjallkallan-YYYY-MM-DD.sql. `npm run db:backup -- --env staging` exports staging's.
 * Needs `wrangler login` (or CLOUDFLARE_API_TOKEN). Restoring: docs/operations.md, "Backups".
 * The file holds guests' personal data: keep it where the hotel keeps such data, and delete it
 * when the retention periods say so.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";

const { values } = parseArgs({ options: { env: { type: "string" } } });
const config = unstable_readConfig({ config: "wrangler.toml", env: values.env });
const database = config.d1_databases.find((d) => d.binding === "DB")?.database_name;
if (!database) throw new Error("wrangler.toml declares no D1 database bound as DB");

const date = new Date().toISOString().slice(0, 10);
mkdirSync("backups", { recursive: true });
const output = join("backups", `${database}-${date}.sql`);
execFileSync("npx", ["wrangler", "d1", "export", database, "--remote", "--output", output, ...(values.env ? ["--env", values.env] : [])], {
  stdio: "inherit",
});
process.stdout.write(`Backup written to ${output}\n`);
