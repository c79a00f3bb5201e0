/**
 * `npm run bench`: performance budgets of the production build (issue 6,
 * docs/decisions/009-performance-budgets.md). Writes reports/bench.md and prints the figures last;
 * exits non-zero when a budget fails.
 *
 * Options: --reuse-build (skip `npm run build` when build/ exists), --only=lighthouse,js,cpu,load,headers,startup,
 * --lang=sv|en (Lighthouse), --routes=home,blog/:id (filter by route-table path, "home" for the index),
 * --cpu-requests=N (per route, default 2000), --lighthouse-runs=N (audits per route, the median counts; default 3),
 * --port=N (default 4260).
 */
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { budgets } from "./budgets.ts";
import { ownJs, readClientManifest, routeBundle } from "./bundle.ts";
import { build, clientDir, cpuMs, root, startServer, wranglerCommand, type BenchServer } from "./server.ts";

const { values: options } = parseArgs({
  options: {
    "reuse-build": { type: "boolean", default: false },
    only: { type: "string" },
    lang: { type: "string" },
    routes: { type: "string" },
    "cpu-requests": { type: "string", default: "2000" },
    "lighthouse-runs": { type: "string", default: "3" },
    port: { type: "string", default: "4260" },
  },
});
const parts = new Set((options.only ?? "lighthouse,js,cpu,load,headers,startup").split(","));
const langs = (options.lang ? [options.lang] : ["sv", "en"]) as Array<"sv" | "en">;
const cpuRequests = Number(options["cpu-requests"]);
const lighthouseRuns = Math.max(1, Number(options["lighthouse-runs"]));
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

// ---------------------------------------------------------------------------------------------
// The route table, read from app/routes.ts so a new screen is benchmarked without touching this file.

interface Screen {
  /** Path in the route table ("" for the index), e.g. "blog/:id". */
  pattern: string;
  /** Route id suffix, e.g. "blog-article" (the manifest ids are `sv/<name>` and `en/<name>`). */
  name: string;
}

/**
 * Not pages a visitor browses to: the 404 catch-all and the newsletter form's answer page; and the
 * newsletter consent pages, which answer 400 without the signed token of a visitor's mail link.
 */
const skipped = new Set(["*", "newsletter", "newsletter/confirm", "newsletter/unsubscribe"]);

function readScreens(all = false): Screen[] {
  const source = readFileSync(join(root, "app", "routes.ts"), "utf8");
  const screens = [...source.matchAll(/\[\s*(null|"([^"]*)")\s*,\s*"routes\/([\w.-]+)\.tsx"\s*\]/g)].map((m) => ({
    pattern: m[1] === "null" ? "" : m[2]!,
    name: m[3]!,
  }));
  if (!screens.some((s) => s.pattern === "")) throw new Error("Could not read the route table from app/routes.ts");
  const filter = options.routes?.split(",");
  return screens
    .filter((s) => !skipped.has(s.pattern))
    .filter((s) => all || !filter || filter.includes(s.pattern || "home"));
}

function pathFor(lang: "sv" | "en", pattern: string, params: Record<string, string>): string {
  const path = pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[`${pattern}:${key}`];
    if (!value) throw new Error(`No representative value for ${pattern}`);
    return value;
  });
  const prefix = lang === "en" ? "/en" : "";
  return path ? `${prefix}/${path}` : prefix || "/";
}

/**
 * One representative of each parametrised route: the first link to it on any page of the site
 * (the blog list links its articles, the restaurant page its food events).
 */
async function representatives(origin: string, screens: Screen[]): Promise<Record<string, string>> {
  // Listing pages first: they are where links to the parametrised screens live.
  const params: Record<string, string> = {};
  const pages = screens.filter((s) => !s.pattern.includes(":"));
  for (const screen of screens.filter((s) => s.pattern.includes(":"))) {
    const [base] = screen.pattern.split("/:");
    for (const page of pages) {
      const html = await (await fetch(`${origin}${pathFor("sv", page.pattern, {})}`)).text();
      const match = html.match(new RegExp(`href="/${base}/([^"/?#]+)"`));
      if (match) {
        params[`${screen.pattern}:${screen.pattern.split("/:")[1]}`] = match[1]!;
        break;
      }
    }
  }
  return params;
}

// ---------------------------------------------------------------------------------------------

interface Check {
  name: string;
  value: string;
  budget: string;
  pass: boolean;
}
const checks: Check[] = [];
const report: string[] = [];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const table = (head: string[], rows: Array<Array<string | number>>) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join(
    "\n",
  );
const log = (message: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function drain(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response;
}

// ---------------------------------------------------------------------------------------------

interface Metrics {
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

interface LighthouseRun {
  scores: Record<string, number>;
  failed: string[];
  metrics: Metrics;
  benchmarkIndex: number;
}

async function lighthouseScores(server: BenchServer, screens: Screen[], params: Record<string, string>) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
  const paths = langs.flatMap((lang) => screens.map((screen) => pathFor(lang, screen.pattern, params)));
  const runs = new Map<string, LighthouseRun[]>(paths.map((path) => [path, []]));
  try {
    // Pass after pass over every route, rather than one route's runs back to back, so a spell of a
    // slower host spreads over the routes instead of sinking all the runs of one.
    for (let pass = 1; pass <= lighthouseRuns; pass++) {
      for (const path of paths) {
        const started = Date.now();
        const audit = () =>
          lighthouse(`${server.origin}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...categories] });
        let result = await audit();
        // A run Lighthouse itself could not finish (Chrome hiccup: no trace, no paint) scores 0; it says nothing of the page.
        if (result?.lhr.runtimeError) {
          log(`lighthouse ${path}: ${result.lhr.runtimeError.code}, once more`);
          result = await audit();
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${result.lhr.runtimeError.message}`);
        const scores = Object.fromEntries(
          categories.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)]),
        );
        const failed = categories.flatMap((c) =>
          (result.lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => result.lhr.audits[ref.id]!)
            .filter((audit) => audit.score !== null && audit.score < 1)
            .map((audit) => `${c}: ${audit.id} (${audit.displayValue ?? Math.round((audit.score ?? 0) * 100)})`),
        );
        const metric = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? 0);
        const metrics = { fcp: metric("first-contentful-paint"), lcp: metric("largest-contentful-paint"), tbt: metric("total-blocking-time"), si: metric("speed-index") };
        runs.get(path)!.push({ scores, failed, metrics, benchmarkIndex: result.lhr.environment.benchmarkIndex });
        log(`lighthouse ${path} run ${pass}/${lighthouseRuns} ${categories.map((c) => scores[c]).join("/")} (TBT ${metrics.tbt} ms, LCP ${metrics.lcp} ms, benchmarkIndex ${result.lhr.environment.benchmarkIndex}) in ${Date.now() - started} ms`);
      }
    }
  } finally {
    chrome.kill();
  }
  // A route's row is its median run by performance score (Lighthouse's own advice for a score that
  // varies from run to run); accessibility, best practices and SEO do not vary with the host, and
  // each must hold in every run, so they take the lowest.
  const rows = paths.map((path) => {
    const all = [...runs.get(path)!].sort((a, b) => a.scores.performance! - b.scores.performance!);
    const middle = all[Math.floor((all.length - 1) / 2)]!;
    const scores = { ...middle.scores, ...Object.fromEntries(categories.slice(1).map((c) => [c, Math.min(...all.map((r) => r.scores[c]!))])) };
    const failed = [...new Set([...middle.failed, ...all.flatMap((r) => r.failed.filter((f) => !f.startsWith("performance:")))])];
    return { path, scores, failed, metrics: middle.metrics, performanceRange: [all[0]!.scores.performance!, all.at(-1)!.scores.performance!] };
  });
  const benchmarkIndexes = [...runs.values()].flat().map((r) => r.benchmarkIndex);
  const performanceBudget = (path: string) =>
    path === "/" || path === "/en" ? budgets.lighthouse.performanceHome : budgets.lighthouse.performanceOther;
  const worst = [...rows].sort(
    (a, b) =>
      a.scores.performance! - b.scores.performance! ||
      Object.values(a.scores).reduce((x, y) => x + y) - Object.values(b.scores).reduce((x, y) => x + y),
  )[0]!;
  report.push(
    "## Lighthouse (mobile emulation, simulated throttling)",
    "",
    lighthouseRuns > 1
      ? `Each route was audited ${lighthouseRuns} times, in ${lighthouseRuns} passes over all routes. Performance is the median run's score ` +
        "(the range of all runs beside it) and the metrics are that run's; accessibility, best practices and SEO are the lowest of all runs."
      : "Each route was audited once.",
    "",
    table(
      ["Route", "Performance", "Accessibility", "Best practices", "SEO", "FCP", "LCP", "TBT", "Speed index"],
      rows.map((r) => [
        `\`${r.path}\``,
        lighthouseRuns > 1 ? `${r.scores.performance} (${r.performanceRange[0]}–${r.performanceRange[1]})` : r.scores.performance!,
        ...categories.slice(1).map((c) => r.scores[c]!),
        ...[r.metrics.fcp, r.metrics.lcp, r.metrics.tbt, r.metrics.si].map((ms) => `${ms} ms`),
      ]),
    ),
    "",
    `Worst route: \`${worst.path}\` (${categories.map((c) => `${c} ${worst.scores[c]}`).join(", ")}).`,
    "",
    // Simulated throttling multiplies the CPU work observed on this host by 4, so a slower host
    // scores lower for the same page; Lighthouse's own benchmark says how fast the host was.
    `Host speed (Lighthouse's benchmarkIndex, higher is faster): median ${median(benchmarkIndexes)}, ` +
      `range ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)} over ${benchmarkIndexes.length} runs.`,
    "",
  );
  const misses = rows.filter((r) => r.failed.length > 0);
  if (misses.length) {
    report.push("Audits that cost points:", "");
    for (const r of misses) report.push(`- \`${r.path}\`: ${r.failed.join("; ")}`);
    report.push("");
  }
  const perfFails = rows.filter((r) => r.scores.performance! < performanceBudget(r.path));
  checks.push({
    name: "Lighthouse performance (home 100, others ≥ 98)",
    value: `worst ${worst.path} ${worst.scores.performance} (TBT ${worst.metrics.tbt} ms; host benchmarkIndex ${median(benchmarkIndexes)})` + (perfFails.length ? `; under budget: ${perfFails.map((r) => `${r.path} ${r.scores.performance}`).join(", ")}` : ""),
    budget: "home 100, others ≥ 98",
    pass: perfFails.length === 0,
  });
  for (const c of categories.slice(1)) {
    const low = rows.filter((r) => r.scores[c]! < budgets.lighthouse.others);
    checks.push({
      name: `Lighthouse ${c}`,
      value: low.length ? low.map((r) => `${r.path} ${r.scores[c]}`).join(", ") : "100 on every route",
      budget: "100",
      pass: low.length === 0,
    });
  }
}

// ---------------------------------------------------------------------------------------------

function javascriptShipped(screens: Screen[]) {
  const manifest = readClientManifest(clientDir);
  const shell = routeBundle(clientDir, manifest, "root");
  const rows = screens.map((screen) => {
    const bundle = routeBundle(clientDir, manifest, `sv/${screen.name}`);
    return { screen, bundle, own: ownJs(bundle, shell, clientDir) };
  });
  // The home page's budget is checked even when --routes leaves it out of the table.
  const homeScreen = readScreens(true).find((s) => s.pattern === "")!;
  const home = rows.find((r) => r.screen.pattern === "") ?? { screen: homeScreen, bundle: routeBundle(clientDir, manifest, `sv/${homeScreen.name}`) };
  report.push(
    "## JavaScript and CSS shipped on first view (gzip, level 9)",
    "",
    "Every script the page loads before it is interactive: the entry, the root route and the route module with " +
      "all chunks they import (React Router's client manifest, the `modulepreload` set), each counted once. " +
      "“Own” is what the route adds to the shell (its module plus chunks the root does not load). Both languages " +
      "use the same modules.",
    "",
    `Shell (entry + root, every page): ${kb(shell.totalJs)} JS, ${kb(shell.css)} CSS.`,
    "",
    table(
      ["Route", "JS total", "Own (beyond shell)", "Route module file", "CSS"],
      rows.map((r) => [`\`/${r.screen.pattern}\``, kb(r.bundle.totalJs), kb(r.own), kb(r.bundle.moduleJs), kb(r.bundle.css)]),
    ),
    "",
  );
  const heaviest = [...rows].sort((a, b) => b.own - a.own)[0]!;
  const maxCss = Math.max(...rows.map((r) => r.bundle.css));
  checks.push(
    { name: "JS home page total (gzip)", value: kb(home.bundle.totalJs), budget: `≤ ${kb(budgets.js.homeTotal)}`, pass: home.bundle.totalJs <= budgets.js.homeTotal },
    { name: "JS largest route's own (gzip)", value: `${kb(heaviest.own)} (/${heaviest.screen.pattern})`, budget: `≤ ${kb(budgets.js.routeOwn)}`, pass: heaviest.own <= budgets.js.routeOwn },
    { name: "CSS (gzip)", value: kb(maxCss), budget: `≤ ${kb(budgets.css)}`, pass: maxCss <= budgets.css },
  );
  return { shell, rows };
}

// ---------------------------------------------------------------------------------------------

/**
 * Marginal CPU per request of `paths`: workerd's own CPU over `count` sequential requests, per request.
 * `fresh` gives every request its own query string, so each one misses the Worker's page cache
 * (workers/middleware/page-cache.ts) and React renders the page anew. `encoding` is the request's
 * Accept-Encoding: "gzip" as a browser asks, "identity" to leave out the compression that the local
 * runtime does in place of Cloudflare's edge.
 */
async function cpuPerRequest(server: BenchServer, paths: string[], count: number, { fresh = false, encoding = "identity" } = {}): Promise<number> {
  const url = (i: number) => {
    const path = paths[i % paths.length]!;
    return `${server.origin}${path}${fresh ? `${path.includes("?") ? "&" : "?"}bench=${i}` : ""}`;
  };
  const init = { headers: { "Accept-Encoding": encoding } };
  for (let i = 0; i < 50; i++) await drain(url(count + i), init);
  const before = cpuMs(server.workerdPids);
  for (let i = 0; i < count; i++) {
    const response = await drain(url(i), init);
    if (response.status !== 200) throw new Error(`${url(i)} answered ${response.status}`);
    if (encoding === "gzip" && i === 0 && /\/[^.]*$/.test(paths[0]!) && response.headers.get("Content-Encoding") !== "gzip") {
      throw new Error(`${url(i)} was not compressed: the gzip figures would measure nothing`);
    }
  }
  return (cpuMs(server.workerdPids) - before) / count;
}

async function serverCpu(server: BenchServer, screens: Screen[], params: Record<string, string>) {
  const trivial = "/favicon.svg";
  const baseline = await cpuPerRequest(server, [trivial], cpuRequests);
  const baselineGzip = await cpuPerRequest(server, [trivial], cpuRequests, { encoding: "gzip" });
  log(`cpu baseline ${trivial}: ${baseline.toFixed(3)} ms/request (${baselineGzip.toFixed(3)} ms compressed)`);
  const rows: Array<{ pattern: string; total: number; marginal: number; gzip: number; render: number }> = [];
  for (const screen of screens) {
    const paths = (["sv", "en"] as const).map((lang) => pathFor(lang, screen.pattern, params));
    const total = await cpuPerRequest(server, paths, cpuRequests);
    const gzip = (await cpuPerRequest(server, paths, cpuRequests, { encoding: "gzip" })) - baselineGzip;
    const render = (await cpuPerRequest(server, paths, Math.ceil(cpuRequests / 4), { fresh: true })) - baseline;
    rows.push({ pattern: screen.pattern, total, marginal: total - baseline, gzip, render });
    log(`cpu /${screen.pattern}: ${(total - baseline).toFixed(2)} ms marginal as served (${gzip.toFixed(2)} ms compressed), ${render.toFixed(2)} ms rendering anew`);
  }
  const averageOf = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0) / rows.length;
  const worstBy = (pick: (r: (typeof rows)[number]) => number) => [...rows].sort((a, b) => pick(b) - pick(a))[0]!;
  const average = averageOf((r) => r.marginal);
  const worst = worstBy((r) => r.marginal);
  const averageGzip = averageOf((r) => r.gzip);
  const worstGzip = worstBy((r) => r.gzip);
  const averageRender = averageOf((r) => r.render);
  const worstRender = worstBy((r) => r.render);
  report.push(
    "## Server CPU per page inside workerd",
    "",
    `utime + stime of the workerd process that runs the Worker (\`/proc/<pid>/stat\`, pid ${server.workerdPids.join(", ")}) ` +
      `over ${cpuRequests} sequential requests per route (alternating the Swedish and English URL), minus the same for ` +
      `\`${trivial}\` (a static asset answered by the asset layer inside the same workerd without running the Worker): ` +
      `${baseline.toFixed(3)} ms per request (${baselineGzip.toFixed(3)} ms compressed). Measured on ${cpus().length} cores that other work shares, so single ` +
      "figures move by ±0.5 ms between runs; the scheduler's tick is 10 ms, which over this many requests is below 0.01 ms.",
    "",
    "“As served” is what a visitor's request costs the Worker: it renders a page once per isolate and URL and serves it " +
      "again with a fresh nonce and fresh form keys (workers/middleware/page-cache.ts). “Rendering anew” gives each of " +
      `${Math.ceil(cpuRequests / 4)} requests its own query string, so every one misses that cache and React renders the whole page: ` +
      "what the first visitor of a page in a new isolate costs.",
    "",
    "“Compressed” is the same requests sent with `Accept-Encoding: gzip`, as a browser sends them. Locally the runtime's " +
      "entry layer then gzips the HTML in this same process, standing in for Cloudflare's edge, which compresses responses " +
      "outside the Worker and outside its CPU limit (decision 009). The budget applies to the compressed figure, the " +
      "stricter one and the way every run before 26 Nov measured; the Worker's own figure is what counts on Cloudflare.",
    "",
    table(
      ["Route", "CPU per request", "Marginal CPU per page, as served", "…compressed", "Marginal CPU, rendering anew"],
      rows.map((r) => [`\`/${r.pattern}\``, `${r.total.toFixed(2)} ms`, `${r.marginal.toFixed(2)} ms`, `${r.gzip.toFixed(2)} ms`, `${r.render.toFixed(2)} ms`]),
    ),
    "",
    `As served: average ${average.toFixed(2)} ms, worst \`/${worst.pattern}\` ${worst.marginal.toFixed(2)} ms. ` +
      `Compressed: average ${averageGzip.toFixed(2)} ms, worst \`/${worstGzip.pattern}\` ${worstGzip.gzip.toFixed(2)} ms. ` +
      `Rendering anew: average ${averageRender.toFixed(2)} ms, worst \`/${worstRender.pattern}\` ${worstRender.render.toFixed(2)} ms. ` +
      "The Workers free plan allows 10 ms of CPU per request.",
    "",
  );
  checks.push(
    // The budget reads the compressed figure, as a browser asks and as every run before 26 Nov measured:
    // the stricter of the two, though on Cloudflare the compression is the edge's.
    { name: "Server CPU per page as served (gzip), average", value: `${averageGzip.toFixed(2)} ms`, budget: `≤ ${budgets.cpu.average} ms`, pass: averageGzip <= budgets.cpu.average },
    {
      name: "Server CPU per page as served (gzip), worst route",
      value: `${worstGzip.gzip.toFixed(2)} ms (/${worstGzip.pattern})`,
      budget: `≤ ${budgets.cpu.worst} ms`,
      pass: worstGzip.gzip <= budgets.cpu.worst,
    },
    {
      name: "Server CPU per page as served, the Worker's own (no compression)",
      value: `average ${average.toFixed(2)} ms, worst ${worst.marginal.toFixed(2)} ms (/${worst.pattern})`,
      budget: "report only (what counts against the Worker's CPU limit on Cloudflare)",
      pass: true,
    },
    {
      name: "Server CPU per page rendered anew (page cache missed)",
      value: `average ${averageRender.toFixed(2)} ms, worst ${worstRender.render.toFixed(2)} ms (/${worstRender.pattern})`,
      // Not a budget of issue 6: shown so a slow render cannot hide behind the cache.
      budget: "report only (the free plan allows 10 ms per request)",
      pass: true,
    },
  );
}

// ---------------------------------------------------------------------------------------------

function startup() {
  const output = wranglerCommand([
    "check",
    "startup",
    "--config",
    join(root, "build", "server", "wrangler.json"),
    "--outfile",
    join(root, "reports", "worker-startup.cpuprofile"),
  ]);
  const bundle = output.match(/Bundle: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/);
  const active = output.match(/Active: ([\d.]+ ms)/);
  report.push(
    "## Worker startup (`wrangler check startup`, offline)",
    "",
    bundle ? `Bundle ${bundle[1]}, gzip ${bundle[2]} (the paid plan allows 10 MB gzip, free 3 MB).` : "Bundle size not reported.",
    active ? `Startup CPU (active, local profile): ${active[1]} (Cloudflare allows 1 s).` : "Startup CPU not reported.",
    "Profile: `reports/worker-startup.cpuprofile`.",
    "",
  );
  checks.push({
    name: "Worker startup (wrangler check startup)",
    value: `${bundle ? `gzip ${bundle[2]}` : "?"}, ${active ? active[1] : "?"} CPU`,
    budget: "report only",
    pass: Boolean(bundle && active),
  });
}

// ---------------------------------------------------------------------------------------------

async function load(server: BenchServer) {
  const home = await (await fetch(`${server.origin}/`)).arrayBuffer();
  // The built file closest in size to the home page's HTML: the ceiling for a response of that size here.
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.startsWith("_"))
    .map((d) => join(d.parentPath, d.name))
    .map((file) => ({ file, size: statSync(file).size }))
    .sort((a, b) => Math.abs(a.size - home.byteLength) - Math.abs(b.size - home.byteLength));
  const asset = `/${relative(clientDir, files[0]!.file)}`;
  const measure = async (path: string) => {
    const result = await autocannon({ url: `${server.origin}${path}`, connections: 50, duration: 10 });
    if (result.non2xx || result.errors) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { rps: result.requests.average, p99: result.latency.p99 };
  };
  log(`autocannon / (${home.byteLength} B) against ${asset} (${files[0]!.size} B)`);
  await measure("/"); // warm-up, discarded
  const page = await measure("/");
  const stat = await measure(asset);
  report.push(
    "## Throughput of the home page (autocannon, 50 connections, 10 s)",
    "",
    `Ceiling: the same server returning \`${asset}\` (${files[0]!.size} bytes; the home page's HTML is ${home.byteLength} bytes, both uncompressed).`,
    "",
    table(
      ["", "Requests/s", "p99 latency"],
      [
        ["Home page `/`", page.rps.toFixed(0), `${page.p99} ms`],
        [`Static \`${asset}\``, stat.rps.toFixed(0), `${stat.p99} ms`],
        ["Ratio (home / static)", `${(page.rps / stat.rps).toFixed(2)}×`, `${(page.p99 / stat.p99).toFixed(2)}×`],
      ],
    ),
    "",
  );
  checks.push({
    name: "Home page under 50 connections",
    value: `${page.rps.toFixed(0)} req/s (${((page.rps / stat.rps) * 100).toFixed(0)} % of static), p99 ${page.p99} ms (static ${stat.p99} ms)`,
    budget: "report only",
    pass: true,
  });
}

// ---------------------------------------------------------------------------------------------

async function headers(server: BenchServer, screens: Screen[], params: Record<string, string>, js: ReturnType<typeof javascriptShipped> | undefined) {
  const immutable = "public, max-age=31536000, immutable";
  const manifest = readClientManifest(clientDir);
  const assets = [
    ...new Set(
      [
        ...Object.values(manifest.routes).flatMap((r) => [r.module, ...(r.imports ?? []), ...(r.css ?? [])]),
        manifest.entry.module,
        ...manifest.entry.imports!,
        ...readdirSync(join(clientDir, "assets")).map((f) => `/assets/${f}`),
        // React Router marks a stylesheet that lazy chunks share with `#`; the browser requests it without.
      ].map((url) => url.split("#")[0]!),
    ),
  ];
  const problems: string[] = [];
  for (const asset of assets) {
    if (!/-[\w-]{8}\.\w+$/.test(asset)) problems.push(`${asset}: no content hash in its name`);
    const response = await drain(`${server.origin}${asset}`);
    const cacheControl = response.headers.get("Cache-Control");
    if (response.status !== 200 || cacheControl !== immutable) problems.push(`${asset}: ${response.status} Cache-Control ${cacheControl}`);
  }
  checks.push({
    name: "Static assets hashed and immutable",
    value: problems.length ? `${problems.length} problems` : `${assets.length} files under /assets/`,
    budget: immutable,
    pass: problems.length === 0,
  });

  const htmlRows: string[][] = [];
  const htmlProblems: string[] = [];
  const examine = async (label: string, path: string, init?: RequestInit) => {
    const response = await drain(`${server.origin}${path}`, { redirect: "manual", ...init });
    const cacheControl = response.headers.get("Cache-Control") ?? "(none)";
    const vary = response.headers.get("Vary") ?? "(none)";
    htmlRows.push([label, `\`${path}\``, String(response.status), `\`${cacheControl}\``, `\`${vary}\``]);
    // Shared caches may keep a response only when it says so; then it must vary on what picks the language.
    // No Cache-Control and no validator gives a cache nothing to store it by (RFC 9111 §4.2.2 needs Last-Modified).
    const shareable =
      !/private|no-store/.test(cacheControl) &&
      (/\bpublic\b|s-maxage|max-age=[1-9]/.test(cacheControl) || response.headers.has("Last-Modified"));
    if (shareable && !/cookie/i.test(vary)) htmlProblems.push(`${path} (${label}) may be cached across languages`);
  };
  for (const lang of langs) {
    for (const screen of screens) await examine(lang === "sv" ? "page" : "page (en)", pathFor(lang, screen.pattern, params));
  }
  await examine("language cookie en, Swedish URL", "/", { headers: { Cookie: "language=en" } });
  await examine("data request", "/packages.data");
  await examine("data request (en)", "/en/packages.data");
  const unique = new Map(htmlRows.map((r) => [`${r[0]!.replace(" (en)", "")}${r[2]}${r[3]}${r[4]}`, r]));
  report.push(
    "## Caching",
    "",
    `Static assets: ${assets.length} files under \`/assets/\` (scripts, styles, fonts) checked for a content hash in the name and \`Cache-Control: ${immutable}\` (set by \`public/_headers\`).`,
    ...problems.map((p) => `- ${p}`),
    "",
    "HTML and data responses (one row per distinct combination of headers; every route was requested in both languages):",
    "",
    table(["Kind", "Example", "Status", "Cache-Control", "Vary"], [...unique.values()]),
    "",
    "What varies: the language is in the URL (`/` Swedish, `/en` English), so the URL alone keys a cache by language; " +
      "the only thing besides the URL that changes a page response is the language cookie, which turns a page load into a " +
      "redirect to the chosen language, and every HTML response says `Vary: Cookie`. HTML is `private`, so no shared cache keeps it. " +
      "Client-side navigation data (`*.data`) is never redirected by the cookie and its URL carries the language prefix.",
    ...htmlProblems.map((p) => `- PROBLEM: ${p}`),
    "",
  );
  checks.push({
    name: "HTML never cached across languages",
    value: htmlProblems.length ? htmlProblems.join("; ") : "private or no-store everywhere, Vary: Cookie",
    budget: "no shared caching without Vary",
    pass: htmlProblems.length === 0,
  });
  void js;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  if (!options["reuse-build"] || !existsSync(join(root, "build", "server", "wrangler.json"))) {
    log("npm run build");
    build();
  }
  mkdirSync(join(root, "reports"), { recursive: true });
  const screens = readScreens();
  let js: ReturnType<typeof javascriptShipped> | undefined;
  if (parts.has("js")) js = javascriptShipped(screens);
  if (parts.has("startup")) {
    log("wrangler check startup");
    startup();
  }
  const needsServer = ["lighthouse", "cpu", "load", "headers"].some((p) => parts.has(p));
  if (needsServer) {
    const server = await startServer(Number(options.port), join(root, ".wrangler", "bench-state"));
    const stop = () => void server.stop().finally(() => process.exit(130));
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    try {
      const params = await representatives(server.origin, readScreens(true));
      report.push(
        `Representatives of parametrised routes: ${Object.entries(params).map(([k, v]) => `\`${k.split(":")[0]}\` → \`${v}\``).join(", ")}. ` +
          "Not benchmarked: the 404 catch-all, the newsletter answer page, the newsletter consent pages (they need a visitor's signed token) and `/api/faq`.",
        "",
      );
      if (parts.has("headers")) await headers(server, screens, params, js);
      if (parts.has("cpu")) await serverCpu(server, screens, params);
      if (parts.has("load")) await load(server);
      if (parts.has("lighthouse")) await lighthouseScores(server, screens, params);
    } finally {
      await server.stop();
    }
  }
  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}`;
  const summary = table(
    ["Budget", "Measured", "Allowed", "Result"],
    checks.map((c) => [c.name, c.value, c.budget, c.pass ? "PASS" : "**FAIL**"]),
  );
  const header = [
    "# Performance benchmarks",
    "",
    `${date} UTC on ${machine}. Command: \`npm run bench\` (${((Date.now() - started) / 60000).toFixed(1)} min).`,
    "The machine may be shared with other work while this runs: CPU, throughput and Lighthouse performance figures are noisy; rerun on a quiet machine before drawing conclusions.",
    "",
    "## Summary",
    "",
    summary,
    "",
  ];
  const file = join(root, "reports", "bench.md");
  writeFileSync(file, `${[...header, ...report].join("\n")}\n`);
  console.log(`\nFull report: ${relative(process.cwd(), file)}\n`);
  console.log(report.join("\n"));
  console.log(`\n${date} UTC, ${machine}\n`);
  for (const c of checks) console.log(`${c.pass ? "PASS" : "FAIL"}  ${c.name}: ${c.value} (budget ${c.budget})`);
  process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
}

await main();
