/**
 * `npm run bench:compare -- --base=<commit>`: the Worker's CPU per request of this checkout's
 * build beside another commit's, for a change too small to see between two bench runs (the host's
 * speed moves more than that within the hour: docs/performance.md). The other commit is built in
 * a temporary git worktree (sharing this checkout's node_modules); each build is served by its own
 * `wrangler dev`, and requests alternate between the two in blocks, in turn, so a change in the
 * host's speed reaches both alike (docs/decisions/031-cheaper-fresh-render-links-and-react-build.md).
 *
 *   npm run build && npm run bench:compare -- --base=HEAD~2 --routes=home,terms [--fresh] [--rounds=10] [--block=20]
 *
 * `--fresh` gives every request its own query string, so each renders anew (cpu.ts); without it
 * a page is served from the page cache. Prints CPU per request of each build (the `/favicon.svg`
 * baseline included, as a line of its own) and the difference. Run it on an otherwise idle machine.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { cpuOver, pageUrl } from "./cpu.ts";
import { drain, log, table } from "./report.ts";
import { benchScreens, urlFor } from "./screens.ts";
import { root, startServer, type BenchServer } from "./server.ts";

const { values: options } = parseArgs({
  options: {
    base: { type: "string" },
    routes: { type: "string", default: "home,terms" },
    fresh: { type: "boolean", default: false },
    rounds: { type: "string", default: "10" },
    block: { type: "string", default: "20" },
    port: { type: "string", default: "4262" },
  },
});
if (!options.base) throw new Error("Name the commit to compare with: --base=<commit>");
if (!existsSync(join(root, "build", "server", "wrangler.json"))) throw new Error("Build this checkout first: npm run build");
const rounds = Number(options.rounds);
const block = Number(options.block);

function buildBase(commit: string): string {
  const dir = mkdtempSync(join(tmpdir(), "bench-compare-"));
  log(`building ${commit} in ${dir}`);
  execFileSync("git", ["worktree", "add", "--detach", dir, commit], { cwd: root, stdio: "ignore" });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  execFileSync("npm", ["run", "build"], { cwd: dir, stdio: "ignore", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" } });
  return dir;
}

const baseDir = buildBase(options.base);
const servers: Array<{ name: string; server: BenchServer }> = [];
try {
  const port = Number(options.port);
  servers.push({
    name: options.base,
    server: await startServer(port, join(baseDir, ".wrangler", "bench-state"), join(baseDir, "build", "server", "wrangler.json")),
  });
  servers.push({ name: "this checkout", server: await startServer(port + 1, join(root, ".wrangler", "bench-compare-state")) });

  const screens = benchScreens(options.routes.split(","));
  const paths = [["/favicon.svg"], ...screens.map((screen) => [urlFor(screen, "sv"), urlFor(screen, "en")])];
  const identity = { headers: { "Accept-Encoding": "identity" } };
  let request = 0;
  const url = (server: BenchServer, path: string) =>
    pageUrl(server, path, options.fresh && path !== "/favicon.svg" ? request++ : undefined);
  const rows: string[][] = [];
  for (const pair of paths) {
    const total = servers.map(() => 0);
    for (const { server } of servers) for (let i = 0; i < 20; i++) await drain(url(server, pair[i % pair.length]!), identity);
    for (let round = 0; round < rounds; round++) {
      // Each round starts with the other build, so neither always runs right after the other.
      for (let turn = 0; turn < servers.length; turn++) {
        const side = (round + turn) % servers.length;
        const { server } = servers[side]!;
        total[side]! += (await cpuOver(server, (i) => url(server, pair[i % pair.length]!), block, identity)) * block;
      }
    }
    const perRequest = total.map((ms) => ms / (rounds * block));
    rows.push([`\`${pair[0]}\``, ...perRequest.map((ms) => `${ms.toFixed(2)} ms`), `${(perRequest[1]! - perRequest[0]!).toFixed(2)} ms`]);
    log(`${pair.join(", ")}: ${perRequest.map((ms) => ms.toFixed(2)).join(" → ")} ms per request`);
  }
  console.log(
    [
      `CPU per request${options.fresh ? ", rendered anew" : ", as served"}, ${rounds} rounds × ${block} requests per build and route, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
      "",
      table(["Route", options.base, "this checkout", "difference"], rows),
    ].join("\n"),
  );
} finally {
  for (const { server } of servers) await server.stop();
  execFileSync("git", ["worktree", "remove", "--force", baseDir], { cwd: root, stdio: "ignore" });
  rmSync(baseDir, { recursive: true, force: true });
}
