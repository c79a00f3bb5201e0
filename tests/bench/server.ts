/**
 * The production build served by workerd through `wrangler dev` on the generated deploy config
 * (build/server/wrangler.json), with its own state directory so a bench run never touches the
 * database of `npm run dev`, `vite preview` or the e2e suite.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "1" };

export const root = join(import.meta.dirname, "..", "..");
export const clientDir = join(root, "build", "client");
const serverConfig = join(root, "build", "server", "wrangler.json");
const wrangler = join(root, "node_modules", ".bin", "wrangler");

export function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: root, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return `${result.stdout}${result.stderr}`;
}

export function build(): void {
  run("npm", ["run", "build"]);
}

export function wranglerCommand(args: string[]): string {
  return run(wrangler, args);
}

export interface BenchServer {
  origin: string;
  /**
   * The workerd process that runs the Worker and the asset layer. `wrangler dev` starts a second
   * workerd in front of it (its proxy, listening on the public port) that production does not
   * have; it costs 4–8 ms of CPU per request on its own and is left out (decision 009).
   */
  workerdPids: number[];
  stop(): Promise<void>;
}

function descendants(pid: number): number[] {
  const children: number[] = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    let list = "";
    try {
      list = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8");
    } catch {
      continue;
    }
    for (const child of list.split(/\s+/).filter(Boolean).map(Number)) children.push(child, ...descendants(child));
  }
  return children;
}

function command(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "";
  }
}

/** Serves a production build: this checkout's, or another's by its `build/server/wrangler.json` (compare.ts). */
export async function startServer(port: number, stateDir: string, config = serverConfig): Promise<BenchServer> {
  rmSync(stateDir, { recursive: true, force: true });
  run(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--config", config, "--persist-to", stateDir]);
  const child: ChildProcess = spawn(
    wrangler,
    ["dev", "--config", config, "--local", "--ip", "127.0.0.1", "--port", String(port)].concat([
      "--persist-to",
      stateDir,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ]),
    { cwd: root, env, detached: true, stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${stderr}`);
    try {
      const response = await fetch(`${origin}/favicon.svg`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`wrangler dev did not answer on ${origin}:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const workerdPids = descendants(child.pid!).filter(
    (pid) => command(pid) === "workerd" && !commandLine(pid).includes(`--socket-addr=entry=127.0.0.1:${port}`),
  );
  if (workerdPids.length === 0) throw new Error("Found no workerd process under wrangler dev");
  return {
    origin,
    workerdPids,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid!, "SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
    },
  };
}

const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** utime + stime of the given processes (all their threads), in milliseconds. */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / ticksPerSecond;
}
