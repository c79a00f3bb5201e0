/**
 * Issue 36's budget: an uploaded photo's largest variant is at most the size of today's equivalent
 * catalogue picture. The comparable photo is the catalogue's own: app/images/source/crayfish.jpg,
 * which `npm run images` makes public/images/crayfish-2400.avif from. It is stored in the bench
 * server's R2 and D1 as /staff/bilder stores an upload (docs/decisions/052-uploaded-photos.md), and
 * its variants are asked for as a page would, so the Worker makes them with the Images binding
 * (locally miniflare's sharp stand-in, at sharp's default quality: the decision says what differs
 * at the edge).
 *
 * Reported as a target, not enforced: the stand-in ignores the quality the Worker asks for and
 * encodes AVIF with full-resolution colour (4:4:4), where the catalogue has 4:2:0, so a local run
 * measures sharp's defaults, not the edge's encoder at the site's setting (first run 2026-11-28:
 * 53.3 KB against 51.6 KB).
 */
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { kb, log, table, type Findings } from "./report.ts";
import { clientDir, root, wranglerCommand, type BenchServer } from "./server.ts";

const picture = "crayfish";

export async function photoVariants(findings: Findings, server: BenchServer, stateDir: string) {
  log("photos: the catalogue's crayfish as an uploaded photo");
  const source = join(root, "app", "images", "source", `${picture}.jpg`);
  const id = createHash("sha256").update(readFileSync(source)).digest("hex").slice(0, 16);
  const config = join(root, "build", "server", "wrangler.json");
  const local = ["--local", "--persist-to", stateDir, "--config", config];
  wranglerCommand(["r2", "object", "put", `photos/originals/${id}`, "--file", source, "--content-type", "image/jpeg", ...local]);
  const at = new Date().toISOString();
  wranglerCommand([
    "d1",
    "execute",
    "DB",
    ...local,
    "--command",
    `INSERT OR IGNORE INTO photos (id, r2_key, format, bytes, width, height, alt_sv, placeholder, color, uploaded_by, uploaded_at, updated_by, updated_at)
     VALUES ('${id}', 'originals/${id}', 'image/jpeg', ${statSync(source).size}, 2400, 1600, 'Kräftor', '["#808080"]', '#808080', 'bench', '${at}', 'bench', '${at}')`,
  ]);
  const rows: Array<[string, string, string, string]> = [];
  for (const format of ["avif", "webp"] as const) {
    const response = await fetch(`${server.origin}/photos/${id}-2400.${format}`);
    if (!response.ok) throw new Error(`/photos/${id}-2400.${format} answered ${response.status}`);
    const uploaded = (await response.arrayBuffer()).byteLength;
    const catalogue = statSync(join(clientDir, "images", `${picture}-2400.${format}`)).size;
    rows.push([format.toUpperCase(), kb(uploaded), kb(catalogue), uploaded <= catalogue ? "PASS" : "FAIL"]);
    if (format === "avif") {
      findings.checks.push({
        name: "Uploaded photo's largest variant (2400 px AVIF)",
        value: kb(uploaded),
        budget: `≤ ${kb(catalogue)} (catalogue ${picture}-2400.avif)`,
        pass: uploaded <= catalogue,
        target: "issue 36, local encoder",
      });
    }
  }
  findings.report.push(
    "## Uploaded photos",
    "",
    `The catalogue's source of \`${picture}\` stored as an uploaded photo; its 2400 px variants, made by the Worker ` +
      "through the Images binding, beside the catalogue's renditions of the same picture (issue 36). Locally the binding " +
      "is miniflare's sharp stand-in at sharp's default quality; at the edge the quality in app/photos/photos.server.ts applies.",
    "",
    table(["Format", "Uploaded photo", "Catalogue", "Result"], rows),
    "",
  );
}
