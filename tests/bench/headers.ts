/** Cache headers: hashed immutable assets, and HTML that no shared cache keeps across languages. */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { readClientManifest } from "./bundle.ts";
import { drain, table, type Findings } from "./report.ts";
import { urlFor, type BenchScreen, type Lang } from "./screens.ts";
import { clientDir, type BenchServer } from "./server.ts";

export async function headers(findings: Findings, server: BenchServer, screens: BenchScreen[], langs: Lang[]) {
  const immutable = "public, max-age=31536000, immutable";
  const manifest = readClientManifest(clientDir);
  const assets = [
    ...new Set([
      ...Object.values(manifest.routes).flatMap((r) => [r.module, ...(r.imports ?? [])]),
      manifest.entry.module,
      ...manifest.entry.imports!,
      ...readdirSync(join(clientDir, "assets")).map((f) => `/assets/${f}`),
    ]),
  ];
  const problems: string[] = [];
  for (const asset of assets) {
    if (!/-[\w-]{8}\.\w+$/.test(asset)) problems.push(`${asset}: no content hash in its name`);
    const response = await drain(`${server.origin}${asset}`);
    const cacheControl = response.headers.get("Cache-Control");
    if (response.status !== 200 || cacheControl !== immutable) problems.push(`${asset}: ${response.status} Cache-Control ${cacheControl}`);
  }
  findings.checks.push({
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
    for (const screen of screens) await examine(lang === "sv" ? "page" : "page (en)", urlFor(screen, lang));
  }
  await examine("language cookie en, Swedish URL", "/", { headers: { Cookie: "language=en" } });
  await examine("data request", "/packages.data");
  await examine("data request (en)", "/en/packages.data");
  const unique = new Map(htmlRows.map((r) => [`${r[0]!.replace(" (en)", "")}${r[2]}${r[3]}${r[4]}`, r]));
  findings.report.push(
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
      "redirect to the chosen language, and every HTML response says `Vary: Cookie`. HTML is `no-cache` without a validator (or `private`/`no-store` where it is personal), so no shared cache serves it again. " +
      "Client-side navigation data (`*.data`) is never redirected by the cookie and its URL carries the language prefix.",
    ...htmlProblems.map((p) => `- PROBLEM: ${p}`),
    "",
  );
  findings.checks.push({
    name: "HTML never cached across languages",
    value: htmlProblems.length ? htmlProblems.join("; ") : "no-cache, private or no-store everywhere, Vary: Cookie",
    budget: "no shared caching without Vary",
    pass: htmlProblems.length === 0,
  });
}
