/** Lighthouse on every screen: mobile emulation, simulated throttling, the median of several runs (decision 019). */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { budgets, targets } from "./budgets.ts";
import { log, median, table, type Findings } from "./report.ts";
import { urlFor, type BenchScreen, type Lang } from "./screens.ts";
import type { BenchServer } from "./server.ts";

interface Metrics {
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
}

interface LighthouseRun {
  scores: Record<string, number>;
  failed: string[];
  metrics: Metrics;
  benchmarkIndex: number;
}

export interface LighthouseOptions {
  langs: Lang[];
  /** Audits per route; the median run counts. */
  runs: number;
  chromePath: string;
}

export async function lighthouseScores(
  findings: Findings,
  server: BenchServer,
  screens: BenchScreen[],
  { langs, runs: lighthouseRuns, chromePath }: LighthouseOptions,
) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
  const paths = langs.flatMap((lang) => screens.map((screen) => urlFor(screen, lang)));
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
        const scores = Object.fromEntries(categories.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)]));
        const failed = categories.flatMap((c) =>
          (result.lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => result.lhr.audits[ref.id]!)
            .filter((audit) => audit.score !== null && audit.score < 1)
            .map((audit) => `${c}: ${audit.id} (${audit.displayValue ?? Math.round((audit.score ?? 0) * 100)})`),
        );
        const metric = (id: string) => Math.round(result.lhr.audits[id]?.numericValue ?? 0);
        const metrics = {
          fcp: metric("first-contentful-paint"),
          lcp: metric("largest-contentful-paint"),
          tbt: metric("total-blocking-time"),
          si: metric("speed-index"),
        };
        runs.get(path)!.push({ scores, failed, metrics, benchmarkIndex: result.lhr.environment.benchmarkIndex });
        log(
          `lighthouse ${path} run ${pass}/${lighthouseRuns} ${categories.map((c) => scores[c]).join("/")} (TBT ${metrics.tbt} ms, LCP ${metrics.lcp} ms, benchmarkIndex ${result.lhr.environment.benchmarkIndex}) in ${Date.now() - started} ms`,
        );
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
    const scores = {
      ...middle.scores,
      ...Object.fromEntries(categories.slice(1).map((c) => [c, Math.min(...all.map((r) => r.scores[c]!))])),
    };
    const failed = [...new Set([...middle.failed, ...all.flatMap((r) => r.failed.filter((f) => !f.startsWith("performance:")))])];
    // FCP and LCP are each their own median over the runs: the median run by score is a tie
    // whenever every run scores 100, and then one slow paint in that run would stand for the page.
    const metrics = { ...middle.metrics, fcp: median(all.map((r) => r.metrics.fcp)), lcp: median(all.map((r) => r.metrics.lcp)) };
    return { path, scores, failed, metrics, performanceRange: [all[0]!.scores.performance!, all.at(-1)!.scores.performance!] };
  });
  const benchmarkIndexes = [...runs.values()].flat().map((r) => r.benchmarkIndex);
  const performanceBudget = (path: string) =>
    path === "/" || path === "/en" ? budgets.lighthouse.performanceHome : budgets.lighthouse.performanceOther;
  const worst = [...rows].sort(
    (a, b) =>
      a.scores.performance! - b.scores.performance! ||
      Object.values(a.scores).reduce((x, y) => x + y) - Object.values(b.scores).reduce((x, y) => x + y),
  )[0]!;
  findings.report.push(
    "## Lighthouse (mobile emulation, simulated throttling)",
    "",
    lighthouseRuns > 1
      ? `Each route was audited ${lighthouseRuns} times, in ${lighthouseRuns} passes over all routes. Performance is the median run's score ` +
          "(the range of all runs beside it) and TBT and speed index are that run's; FCP and LCP are each the median of all runs; " +
          "accessibility, best practices and SEO are the lowest of all runs."
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
    findings.report.push("Audits that cost points:", "");
    for (const r of misses) findings.report.push(`- \`${r.path}\`: ${r.failed.join("; ")}`);
    findings.report.push("");
  }
  const perfFails = rows.filter((r) => r.scores.performance! < performanceBudget(r.path));
  findings.checks.push({
    name: "Lighthouse performance (home 100, others ≥ 98)",
    value:
      `worst ${worst.path} ${worst.scores.performance} (TBT ${worst.metrics.tbt} ms; host benchmarkIndex ${median(benchmarkIndexes)})` +
      (perfFails.length ? `; under budget: ${perfFails.map((r) => `${r.path} ${r.scores.performance}`).join(", ")}` : ""),
    budget: "home 100, others ≥ 98",
    pass: perfFails.length === 0,
  });
  const under = rows.filter((r) => r.scores.performance! < targets.lighthouse.performance);
  findings.checks.push({
    name: "Lighthouse performance on every page",
    value: under.length ? `under: ${under.map((r) => `${r.path} ${r.scores.performance}`).join(", ")}` : "100 on every route",
    budget: `${targets.lighthouse.performance}`,
    pass: under.length === 0,
    target: targets.issue,
  });
  const slowPaint = rows.filter((r) => r.metrics.fcp > targets.lighthouse.fcpMs || r.metrics.lcp > targets.lighthouse.lcpMs);
  const slowest = (pick: (m: Metrics) => number) => [...rows].sort((a, b) => pick(b.metrics) - pick(a.metrics))[0]!;
  findings.checks.push({
    name: "Lighthouse FCP and LCP on every page (median of the runs)",
    value:
      `worst FCP ${slowest((m) => m.fcp).metrics.fcp} ms (${slowest((m) => m.fcp).path}), worst LCP ${slowest((m) => m.lcp).metrics.lcp} ms (${slowest((m) => m.lcp).path})` +
      (slowPaint.length ? `; ${slowPaint.length} of ${rows.length} pages over` : ""),
    budget: `FCP ≤ ${targets.lighthouse.fcpMs} ms, LCP ≤ ${targets.lighthouse.lcpMs} ms`,
    pass: slowPaint.length === 0,
    target: targets.issue,
  });
  for (const c of categories.slice(1)) {
    const low = rows.filter((r) => r.scores[c]! < budgets.lighthouse.others);
    findings.checks.push({
      name: `Lighthouse ${c}`,
      value: low.length ? low.map((r) => `${r.path} ${r.scores[c]}`).join(", ") : "100 on every route",
      budget: "100",
      pass: low.length === 0,
    });
  }
}
