import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/**
 * The production build (build/server, build/notifications, written by `npm run build`) served by
 * workerd through `wrangler dev`, in two processes: the site, which the run restarts, and the
 * notification consumer, which holds the local queue. On Cloudflare a queue outlives a Worker's
 * restart; locally the queue lives in the process that consumes it, so keeping the consumer in its
 * own process is what lets the site restart without the simulator dropping queued messages.
 * The two processes find each other through a dev registry private to this run.
 */

export interface Layout {
  root: string;
  /** Everything this run writes; wiped at the start. */
  stateDir: string;
  siteState: string;
  consumerState: string;
  registry: string;
}

export function layout(root: string): Layout {
  const stateDir = join(root, ".wrangler", "loadtest");
  return {
    root,
    stateDir,
    siteState: join(stateDir, "site"),
    consumerState: join(stateDir, "notifications"),
    registry: join(stateDir, "registry"),
  };
}

/** Wrangler run by this very Node (the project's Node 24), whatever `node` is first on PATH. */
const wrangler = (root: string, args: string[]) => [join(root, "node_modules", "wrangler", "bin", "wrangler.js"), ...args];

function baseEnv(paths: Layout): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // No Cloudflare account or internet: no sample `request.cf`, no telemetry, no update check.
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_REGISTRY_PATH: paths.registry,
    // The developer's own .dev.vars must not leak in: each process gets only the --env-file below.
    CLOUDFLARE_INCLUDE_PROCESS_ENV: "false",
  };
}

/** Applies every migration to a fresh local D1 under `persistTo`. */
export function migrate(paths: Layout, config: string, persistTo: string): void {
  const result = spawnSync(
    process.execPath,
    wrangler(paths.root, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo, "-c", config]),
    {
      cwd: paths.root,
      env: baseEnv(paths),
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`migrations failed for ${config}:\n${result.stdout}\n${result.stderr}`);
}

export interface Served {
  name: string;
  port: number;
  child: ChildProcess;
  /** Kills the whole process group (wrangler and its workerd) and waits for it to exit. */
  stop(): Promise<void>;
}

/** Refuses to start when something else already listens there (it would answer in our place). */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () => reject(new Error(`port ${port} is taken; the load test needs ports 4250–4259`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

export async function serve(
  paths: Layout,
  options: { name: string; config: string; port: number; inspectorPort: number; persistTo: string; vars: Record<string, string> },
): Promise<Served> {
  await assertPortFree(options.port);
  mkdirSync(paths.stateDir, { recursive: true });
  const envFile = join(paths.stateDir, `${options.name}.env`);
  writeFileSync(
    envFile,
    Object.entries(options.vars)
      .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
      .join("\n") + "\n",
  );
  const log = openSync(join(paths.stateDir, `${options.name}.log`), "a");
  const child = spawn(
    process.execPath,
    wrangler(paths.root, [
      "dev",
      "-c",
      options.config,
      "--ip",
      "127.0.0.1",
      "--port",
      String(options.port),
      "--inspector-port",
      String(options.inspectorPort),
      "--persist-to",
      options.persistTo,
      "--env-file",
      envFile,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ]),
    { cwd: paths.root, env: baseEnv(paths), stdio: ["ignore", log, log], detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
    await exited;
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${options.name} exited with ${child.exitCode}; see ${join(paths.stateDir, `${options.name}.log`)}`);
    try {
      const response = await fetch(`http://127.0.0.1:${options.port}/`, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`${options.name} did not answer on port ${options.port} within 2 minutes`);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  return { name: options.name, port: options.port, child, stop };
}
