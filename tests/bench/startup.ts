/** The Worker's bundle size and start-up CPU, from `wrangler check startup` (offline). */
import { join } from "node:path";
import type { Findings } from "./report.ts";
import { root, wranglerCommand } from "./server.ts";

export function startup(findings: Findings) {
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
  findings.report.push(
    "## Worker startup (`wrangler check startup`, offline)",
    "",
    bundle ? `Bundle ${bundle[1]}, gzip ${bundle[2]} (the paid plan allows 10 MB gzip, free 3 MB).` : "Bundle size not reported.",
    active ? `Startup CPU (active, local profile): ${active[1]} (Cloudflare allows 1 s).` : "Startup CPU not reported.",
    "Profile: `reports/worker-startup.cpuprofile`.",
    "",
  );
  findings.checks.push({
    name: "Worker startup (wrangler check startup)",
    value: `${bundle ? `gzip ${bundle[2]}` : "?"}, ${active ? active[1] : "?"} CPU`,
    budget: "report only",
    pass: Boolean(bundle && active),
  });
}
