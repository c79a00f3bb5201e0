/** JavaScript a first view loads, per route, from React Router's client manifest (gzip). The stylesheet is inline in each page: payload.ts measures it. */
import { budgets, targets } from "./budgets.ts";
import { ownJs, readClientManifest, routeBundle } from "./bundle.ts";
import { kb, table, type Findings } from "./report.ts";
import type { BenchScreen } from "./screens.ts";
import { clientDir } from "./server.ts";

export function javascriptShipped(findings: Findings, screens: BenchScreen[]) {
  const manifest = readClientManifest(clientDir);
  const shell = routeBundle(clientDir, manifest, "root");
  const rows = screens.map((screen) => {
    const bundle = routeBundle(clientDir, manifest, `sv/${screen.id}`);
    return { screen, bundle, own: ownJs(bundle, shell, clientDir) };
  });
  // The home page's budget is checked even when --routes leaves it out of the table.
  const home = rows.find((r) => r.screen.id === "home") ?? { bundle: routeBundle(clientDir, manifest, "sv/home") };
  findings.report.push(
    "## JavaScript shipped on first view (gzip, level 9)",
    "",
    "Every script the page loads before it is interactive: the entry, the root route and the route module with " +
      "all chunks they import (React Router's client manifest, the `modulepreload` set), each counted once. " +
      "“Own” is what the route adds to the shell (its module plus chunks the root does not load). Both languages " +
      "use the same modules.",
    "",
    `Shell (entry + root, every page): ${kb(shell.totalJs)} JS.`,
    "",
    table(
      ["Route", "JS total", "Own (beyond shell)", "Route module file"],
      rows.map((r) => [`\`${r.screen.path}\``, kb(r.bundle.totalJs), kb(r.own), kb(r.bundle.moduleJs)]),
    ),
    "",
  );
  const heaviest = [...rows].sort((a, b) => b.own - a.own)[0]!;
  findings.checks.push(
    {
      name: "JS home page total (gzip)",
      value: kb(home.bundle.totalJs),
      budget: `≤ ${kb(budgets.js.homeTotal)}`,
      pass: home.bundle.totalJs <= budgets.js.homeTotal,
    },
    {
      name: "JS home page total (gzip)",
      value: kb(home.bundle.totalJs),
      budget: `≤ ${kb(targets.homeJs)}`,
      pass: home.bundle.totalJs <= targets.homeJs,
      target: targets.issue,
    },
    {
      name: "JS largest route's own (gzip)",
      value: `${kb(heaviest.own)} (${heaviest.screen.path})`,
      budget: `≤ ${kb(budgets.js.routeOwn)}`,
      pass: heaviest.own <= budgets.js.routeOwn,
    },
  );
  return { shell, rows };
}
