/**
 * The loader payload of each page: the turbo-stream data React Router writes into the HTML for
 * hydration (the `streamController.enqueue(…)` scripts), in characters as sent, per language
 * (issue 17; app/rendering/render-only.ts keeps render-only text out of it).
 */
import { gzipSync } from "node:zlib";
import { budgets, targets } from "./budgets.ts";
import { kb, table, type Findings } from "./report.ts";
import { urlFor, type BenchScreen, type Lang } from "./screens.ts";
import type { BenchServer } from "./server.ts";

/** The hydration data in a page's HTML: the body of each script that feeds React Router's stream. */
export function payloadBytes(html: string): number {
  let bytes = 0;
  for (const [, body] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    if (body!.includes("streamController.enqueue(")) bytes += new TextEncoder().encode(body!).length;
  }
  return bytes;
}

/** gzip bytes of the page's inline stylesheet (decision 028): every `<style>` element's text. */
export function inlineCssGzip(html: string): number {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  return gzipSync(css, { level: 9 }).length;
}

export async function loaderPayload(findings: Findings, server: BenchServer, screens: BenchScreen[], langs: Lang[]) {
  const rows: Array<{ path: string; bytes: Record<string, number>; html: Record<string, number> }> = [];
  let css = 0;
  for (const screen of screens) {
    const row = { path: screen.path, bytes: {} as Record<string, number>, html: {} as Record<string, number> };
    for (const lang of langs) {
      const response = await fetch(`${server.origin}${urlFor(screen, lang)}`, { headers: { "Accept-Encoding": "identity" } });
      const html = await response.text();
      row.bytes[lang] = payloadBytes(html);
      row.html[lang] = new TextEncoder().encode(html).length;
      css = Math.max(css, inlineCssGzip(html));
    }
    rows.push(row);
  }
  const all = rows.flatMap((r) => langs.map((lang) => ({ path: r.path, lang, bytes: r.bytes[lang]! })));
  const worst = [...all].sort((a, b) => b.bytes - a.bytes)[0]!;
  const average = all.reduce((n, r) => n + r.bytes, 0) / all.length;
  findings.report.push(
    "## Loader payload per page",
    "",
    "The hydration data React Router writes into each page (the turbo-stream `enqueue` scripts), as sent (uncompressed), " +
      "next to the whole HTML. Text that only the server renders stays out of it (app/rendering/render-only.ts, decision 022).",
    "",
    table(
      ["Route", ...langs.map((lang) => `Payload (${lang})`), ...langs.map((lang) => `HTML (${lang})`)],
      rows.map((r) => [`\`${r.path}\``, ...langs.map((lang) => kb(r.bytes[lang]!)), ...langs.map((lang) => kb(r.html[lang]!))]),
    ),
    "",
    `Average ${kb(average)}, largest \`${worst.path}\` (${worst.lang}) ${kb(worst.bytes)}.`,
    "",
    `The stylesheet is inline in every page's head (decision 028): ${kb(css)} gzip, part of the HTML above.`,
    "",
  );
  findings.checks.push({
    name: "CSS inline in each page (gzip)",
    value: kb(css),
    budget: `≤ ${kb(budgets.css)}`,
    pass: css > 0 && css <= budgets.css,
  });
  findings.checks.push({
    name: "Loader payload per page, largest",
    value: `${kb(worst.bytes)} (${worst.path}, ${worst.lang}); average ${kb(average)}`,
    budget: `≤ ${kb(targets.payload)}`,
    pass: worst.bytes <= targets.payload,
    target: targets.issue,
  });
}
