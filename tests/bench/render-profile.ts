/**
 * Where a fresh render's CPU goes: renders pages with the built server bundle in Node, every
 * request with a query string of its own (so none is served from the page cache), and prints
 * the time per render and the functions that took the most samples of a CPU profile
 * (docs/decisions/031-cheaper-fresh-render-links-and-react-build.md).
 *
 *   npm run build && npm run bench:render-profile -- / /villkor --renders=300 [--out=render.cpuprofile]
 *
 * D1 answers every query with no rows and `HTMLRewriter` passes the page through, so the figures
 * are the render's own: the bench (`npm run bench -- --only=cpu`) measures the whole request in
 * workerd. Compare two builds one right after the other, on a quiet machine.
 */
import { writeFileSync } from "node:fs";
import { Session, type Profiler } from "node:inspector/promises";
import { register } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const paths = args.filter((arg) => !arg.startsWith("--"));
const renders = Number(option("renders") ?? 300);
if (paths.length === 0) throw new Error("Name the pages to render, e.g. / /villkor");

// The bundle imports `cloudflare:workers` for its entrypoint class; Node has no such module.
register(
  `data:text/javascript,${encodeURIComponent(
    'export async function resolve(specifier, context, next) { if (specifier === "cloudflare:workers") return { shortCircuit: true, url: "data:text/javascript,export class WorkerEntrypoint { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }; export const env = {};" }; return next(specifier, context); }',
  )}`,
);
Object.assign(globalThis, {
  HTMLRewriter: class {
    on() {
      return this;
    }
    onDocument() {
      return this;
    }
    transform(response: Response) {
      return response;
    }
  },
  scheduler: { wait: (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)) },
});
const statement = {
  bind: () => statement,
  run: async () => ({}),
  first: async () => null,
  all: async () => ({ results: [] }),
  raw: async () => [],
};
const env = {
  DB: { prepare: () => statement, batch: async () => [] },
  FORM_SIGNING_SECRET: "x".repeat(32),
  ASSETS: { fetch: () => new Response("") },
};
const ctx = { waitUntil() {}, passThroughOnException() {} };
const worker = (await import(pathToFileURL(join(import.meta.dirname, "../../build/server/index.js")).href)).default as {
  fetch(request: Request, env: unknown, ctx: unknown): Promise<Response>;
};

let request = 0;
async function render(path: string) {
  const response = await worker.fetch(
    new Request(`https://hotel.test${path}${path.includes("?") ? "&" : "?"}render=${request++}`),
    env,
    ctx,
  );
  await response.arrayBuffer();
  return response.status;
}

// Warm up (the JIT and the bundle's lazy modules), then profile the measured renders.
for (const path of paths) for (let i = 0; i < 50; i++) await render(path);
const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.start");
for (const path of paths) {
  const started = performance.now();
  for (let i = 0; i < renders; i++) await render(path);
  console.log(
    `${path}: ${((performance.now() - started) / renders).toFixed(2)} ms per render (${renders} renders, status ${await render(path)})`,
  );
}
const { profile } = (await session.post("Profiler.stop")) as { profile: Profiler.Profile };
session.disconnect();
const out = option("out");
if (out) writeFileSync(out, JSON.stringify(profile));

// Self and inclusive time per function (a recursive function counted once per stack).
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const sampled = new Map<number, number>();
profile.samples!.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas![i] ?? 0)));
const name = (node: Profiler.ProfileNode) =>
  `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.split("/").slice(-1)[0]}:${node.callFrame.lineNumber + 1}`;
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
for (const [id, time] of sampled) {
  total += time;
  const leaf = nodes.get(id)!;
  self.set(name(leaf), (self.get(name(leaf)) ?? 0) + time);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const key = name(nodes.get(at)!);
    if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + time);
    seen.add(key);
  }
}
const top = (times: Map<string, number>, count: number) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, time]) => `${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`)
    .join("\n");
console.log(`\nSelf time, top 20:\n${top(self, 20)}\n\nInclusive time, top 30:\n${top(inclusive, 30)}`);
