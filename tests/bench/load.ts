/** Throughput of the home page under 50 connections, against a static file of the same size. */
import autocannon from "autocannon";
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { log, table, type Findings } from "./report.ts";
import { clientDir, type BenchServer } from "./server.ts";

export async function load(findings: Findings, server: BenchServer) {
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
  findings.report.push(
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
  findings.checks.push({
    name: "Home page under 50 connections",
    value: `${page.rps.toFixed(0)} req/s (${((page.rps / stat.rps) * 100).toFixed(0)} % of static), p99 ${page.p99} ms (static ${stat.p99} ms)`,
    budget: "report only",
    pass: true,
  });
}
