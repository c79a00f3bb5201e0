/**
 * `npm run images`: turns every picture in app/images/source/ ({key}.jpg, named after a key of
 * app/images/keys.ts) into what the site serves:
 *   public/images/{key}-{width}.avif and .webp at 480, 800, 1200, 1600 and 2400 px wide (never
 *   wider than the source), and public/images/og/{key}.jpg at 1200×630 for social previews;
 * and writes app/images/manifest.ts (sizes, widths and a few colours per picture for its placeholder).
 *
 * To use real photographs, replace the files in app/images/source/ under the same names
 * (JPEG, PNG or WebP, ideally 2400 px wide or more, landscape 3:2) and run `npm run images`.
 * Unchanged pictures are skipped (scripts/images/build-stamps.json records what each output was made
 * from); `npm run images -- --force` rebuilds everything.
 */
import { createHash } from "node:crypto";
import console from "node:console";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { loadImageKeys, loadOgImageSize, loadSharp } from "./load-sharp.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const sourceDir = path.join(root, "app/images/source");
const outDir = path.join(root, "public/images");
const ogDir = path.join(outDir, "og");
const manifestFile = path.join(root, "app/images/manifest.ts");
const stampsFile = path.join(here, "build-stamps.json");

/** Widths for srcset: phones (1x and 2x), tablets, laptops, large and high-density screens. */
const WIDTHS = [480, 800, 1200, 1600, 2400];
/** The pages announce this size in og:image:width/height, so it has one source (app/images/keys.ts). */
const OG = await loadOgImageSize();
/** Encoder settings; changing them rebuilds every picture (they are part of each stamp). */
const SETTINGS = {
  avif: { quality: 52, effort: 4, chromaSubsampling: "4:2:0" },
  webp: { quality: 78, effort: 5 },
  og: { quality: 80, mozjpeg: true },
  version: 1,
};
/**
 * The placeholder is the picture shrunk to one column of this many colours, top to bottom, which
 * the site paints as a vertical gradient (sky above, land below). Not stamped: it only goes into
 * the manifest, which every run recomputes, so changing it re-encodes nothing.
 */
const PLACEHOLDER_ROWS = 4;
const SOURCE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"];

const force = process.argv.includes("--force");

/** The widths to render for a source of this width: the standard ones it covers, plus its own width when that falls between them. */
function widthsFor(sourceWidth) {
  const widths = WIDTHS.filter((w) => w <= sourceWidth);
  const largest = WIDTHS[WIDTHS.length - 1];
  if (sourceWidth < largest && !widths.includes(sourceWidth)) widths.push(sourceWidth);
  return widths;
}

async function exists(file) {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function findSources(keys) {
  const files = await readdir(sourceDir);
  const byKey = new Map();
  for (const file of files.sort()) {
    const ext = path.extname(file).toLowerCase();
    if (!SOURCE_EXTENSIONS.includes(ext)) continue;
    const key = path.basename(file, path.extname(file));
    if (!keys.includes(key)) {
      console.warn(`skipped ${file}: "${key}" is not a key in app/images/keys.ts`);
      continue;
    }
    if (byKey.has(key)) throw new Error(`two sources for "${key}": ${byKey.get(key)} and ${file}`);
    byKey.set(key, file);
  }
  const missing = keys.filter((k) => !byKey.has(k));
  if (missing.length) throw new Error(`no source picture in app/images/source/ for: ${missing.join(", ")}`);
  return byKey;
}

function toHex([r, g, b]) {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}

/** The picture averaged down to `columns` × `rows` pixels, as "#rrggbb" colours row by row. */
async function colourGrid(source, columns, rows) {
  const { data } = await source.clone().resize(columns, rows, { fit: "fill" }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return Array.from({ length: columns * rows }, (_, i) => toHex(data.subarray(i * 3, i * 3 + 3)));
}

async function buildOne(sharp, key, file, stamps) {
  const sourcePath = path.join(sourceDir, file);
  const bytes = await readFile(sourcePath);
  const stamp = createHash("sha256").update(bytes).update(JSON.stringify(SETTINGS)).digest("hex").slice(0, 16);
  const source = sharp(bytes, { failOn: "error" }).autoOrient();
  const meta = await sharp(bytes).metadata();
  const sourceWidth = meta.autoOrient?.width ?? meta.width;
  const sourceHeight = meta.autoOrient?.height ?? meta.height;
  const widths = widthsFor(sourceWidth);
  const width = widths[widths.length - 1];
  const height = Math.round((width * sourceHeight) / sourceWidth);

  const outputs = [
    ...widths.flatMap((w) => [
      { file: path.join(outDir, `${key}-${w}.avif`), make: () => source.clone().resize({ width: w }).avif(SETTINGS.avif) },
      { file: path.join(outDir, `${key}-${w}.webp`), make: () => source.clone().resize({ width: w }).webp(SETTINGS.webp) },
    ]),
    {
      file: path.join(ogDir, `${key}.jpg`),
      make: () => source.clone().resize({ width: OG.width, height: OG.height, fit: "cover", position: "centre" }).jpeg(SETTINGS.og),
    },
  ];
  const upToDate = !force && stamps[key] === stamp && (await Promise.all(outputs.map((o) => exists(o.file)))).every(Boolean);
  if (!upToDate) {
    for (const output of outputs) await output.make().toFile(output.file);
    stamps[key] = stamp;
  }

  return {
    built: !upToDate,
    expected: outputs.map((o) => o.file),
    entry: {
      width,
      height,
      widths,
      placeholder: await colourGrid(source, 1, PLACEHOLDER_ROWS),
      color: (await colourGrid(source, 1, 1))[0],
    },
  };
}

function manifestSource(keys, entries) {
  const lines = keys.map((key) => {
    const e = entries.get(key);
    const placeholder = e.placeholder.map((c) => `"${c}"`).join(", ");
    return `  "${key}": {\n    width: ${e.width},\n    height: ${e.height},\n    widths: [${e.widths.join(", ")}],\n    placeholder: [${placeholder}],\n    color: "${e.color}",\n  },`;
  });
  return `// generated by npm run images (scripts/images/build.mjs) from app/images/source/; do not edit by hand.
import type { ImageKey } from "./keys";

export type ImageInfo = {
  /** Intrinsic size of the largest rendition, for <img width height> (no layout shift). */
  width: number;
  height: number;
  /** Rendered widths, ascending: /images/{key}-{width}.avif and .webp. */
  widths: number[];
  /**
   * The picture averaged down to one column of colours ("#rrggbb"), top to bottom; painted as a
   * vertical gradient while the picture loads.
   */
  placeholder: string[];
  /** The picture's average colour ("#rrggbb"), under the placeholder. */
  color: string;
};

export const imageManifest: Record<ImageKey, ImageInfo> = {
${lines.join("\n")}
};
`;
}

/** Removes renditions left over from pictures or widths that no longer exist. */
async function prune(expected) {
  const keep = new Set(expected);
  let removed = 0;
  for (const dir of [outDir, ogDir]) {
    for (const file of await readdir(dir)) {
      const full = path.join(dir, file);
      const ours = dir === ogDir ? /\.jpg$/.test(file) : /^[a-z0-9-]+-\d+\.(avif|webp)$/.test(file);
      if (ours && !keep.has(full)) {
        await rm(full);
        removed += 1;
      }
    }
  }
  return removed;
}

async function main() {
  const started = Date.now();
  const sharp = await loadSharp();
  const keys = await loadImageKeys();
  const sources = await findSources(keys);
  await mkdir(ogDir, { recursive: true });
  const stamps = (await exists(stampsFile)) ? JSON.parse(await readFile(stampsFile, "utf8")) : {};

  const entries = new Map();
  const expected = [];
  let built = 0;
  for (const key of keys) {
    const result = await buildOne(sharp, key, sources.get(key), stamps);
    entries.set(key, result.entry);
    expected.push(...result.expected);
    if (result.built) {
      built += 1;
      console.log(`built ${key} (${result.entry.widths.join(", ")})`);
    }
  }
  const removed = await prune(expected);

  const cleanStamps = Object.fromEntries(keys.map((k) => [k, stamps[k]]));
  const stampsText = `${JSON.stringify(cleanStamps, null, 2)}\n`;
  if (!(await exists(stampsFile)) || (await readFile(stampsFile, "utf8")) !== stampsText) await writeFile(stampsFile, stampsText);
  const manifest = manifestSource(keys, entries);
  const manifestChanged = !(await exists(manifestFile)) || (await readFile(manifestFile, "utf8")) !== manifest;
  if (manifestChanged) await writeFile(manifestFile, manifest);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${keys.length} pictures, ${built} built, ${keys.length - built} up to date, ${removed} stale files removed, manifest ${manifestChanged ? "written" : "unchanged"} (${seconds} s)`,
  );
}

await main();
