import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { photos } from "~/db/schema";
import { contentKinds, isContentKind, itemLabel } from "~/content-store/kinds";
import type { ContentData } from "~/content-store/data";
import { headerSize, photoLimits, sniffFormat, withoutLocation, type PhotoFormat } from "./bytes";
import { decodePng, placeholderOf } from "./placeholder";
import { photoIdOf, photoIdPattern, variantFormats, variantWidths, type Photo, type Photos, type VariantFormat } from "./photos";

/**
 * Photos staff upload (issue 36, docs/decisions/052-uploaded-photos.md): the checks, the original
 * in R2 without its location, the row in D1, the variants the Images binding makes, and where a
 * photo is used.
 */

export type PhotoEnv = Pick<Env, "DB" | "PHOTOS" | "IMAGES">;
type PhotoRow = typeof photos.$inferSelect;

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const photoMessages = {
  missing: "Välj en bild att ladda upp.",
  notImage: "Filen är inte en bild som webbplatsen kan visa. Ladda upp ett foto i JPEG, PNG eller HEIC (som mobilen sparar).",
  tooLarge: `Filen är för stor. Den får vara högst ${megabytes(photoLimits.bytes)}.`,
  tooManyPixels: `Bilden har för många pixlar (högst ${photoLimits.pixels / 1_000_000} megapixlar). Förminska den och ladda upp igen.`,
  tooSmall: `Bilden är för liten för webbplatsen: den behöver vara minst ${photoLimits.minWidth} pixlar bred.`,
  unreadable: "Bilden gick inte att läsa. Den kan vara skadad: spara den på nytt och ladda upp igen.",
  heicHere:
    "HEIC-bilder kan bara läsas på den riktiga webbplatsen, inte i den här lokala testmiljön. Spara bilden som JPEG och ladda upp den igen.",
} as const;

/** What the upload answers: the new (or already stored) photo, or what is wrong with the file. */
export type UploadOutcome = { ok: true; id: string; existed: boolean } | { ok: false; message: string };

/** The variants' encoder settings at the edge (miniflare's stand-in uses sharp's own defaults). */
const quality: Record<VariantFormat, number> = { avif: 50, webp: 78 };

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array> {
  return new Blob([bytes]).stream();
}

/**
 * Checks a file by its content and size, removes its location and stores it: the original in R2,
 * its row in D1. The same photo uploaded again is the stored one (its id is its content's hash).
 */
export async function uploadPhoto(
  env: PhotoEnv,
  db: Db,
  input: { file: File; altSv: string; altEn: string; focal: { x: number; y: number }; who: string; now?: Date },
): Promise<UploadOutcome> {
  const { file } = input;
  if (file.size === 0) return { ok: false, message: photoMessages.missing };
  if (file.size > photoLimits.bytes) return { ok: false, message: photoMessages.tooLarge };
  const original = new Uint8Array(await file.arrayBuffer());
  const format = sniffFormat(original);
  if (!format) return { ok: false, message: photoMessages.notImage };
  const header = headerSize(original, format);
  if (!header || header.width === 0 || header.height === 0) return { ok: false, message: photoMessages.unreadable };
  // Before anything decodes it: a decompression bomb is refused by its header.
  if (header.width * header.height > photoLimits.pixels) return { ok: false, message: photoMessages.tooManyPixels };
  const stored = withoutLocation(original, format);
  const id = (await sha256Hex(stored)).slice(0, 16);
  const [existing] = await db.select({ id: photos.id }).from(photos).where(eq(photos.id, id));
  if (existing) return { ok: true, id, existed: true };
  const look = await sample(env, stored, format);
  if (!look.ok) return look;
  // The camera's orientation turns the stored picture a quarter: the small one shows it as seen.
  const turned = look.portrait !== header.height > header.width && header.width !== header.height;
  const size = turned ? { width: header.height, height: header.width } : header;
  if (size.width < photoLimits.minWidth) return { ok: false, message: photoMessages.tooSmall };
  const r2Key = `originals/${id}`;
  await env.PHOTOS.put(r2Key, stored, { httpMetadata: { contentType: format } });
  const at = (input.now ?? new Date()).toISOString();
  await db
    .insert(photos)
    .values({
      id,
      r2Key,
      format,
      bytes: stored.length,
      width: size.width,
      height: size.height,
      focalX: input.focal.x,
      focalY: input.focal.y,
      altSv: input.altSv,
      altEn: input.altEn,
      placeholder: JSON.stringify(look.placeholder),
      color: look.color,
      uploadedBy: input.who,
      uploadedAt: at,
      updatedBy: input.who,
      updatedAt: at,
    })
    .onConflictDoNothing();
  return { ok: true, id, existed: false };
}

/** A small PNG of the photo, as shown: its placeholder colours, and whether it stands. */
async function sample(
  env: PhotoEnv,
  bytes: Uint8Array<ArrayBuffer>,
  format: PhotoFormat,
): Promise<{ ok: true; portrait: boolean; placeholder: string[]; color: string } | { ok: false; message: string }> {
  let png: Uint8Array<ArrayBuffer>;
  try {
    const output = await env.IMAGES.input(streamOf(bytes))
      .transform({ width: 64, height: 64, fit: "scale-down" })
      .output({ format: "image/png" });
    png = new Uint8Array(await output.response().arrayBuffer());
  } catch {
    // miniflare's stand-in (sharp without an HEVC decoder) cannot read HEIC; Cloudflare Images can.
    return { ok: false, message: format === "image/heic" ? photoMessages.heicHere : photoMessages.unreadable };
  }
  const pixels = await decodePng(png);
  if (!pixels) return { ok: false, message: photoMessages.unreadable };
  return { ok: true, portrait: pixels.height > pixels.width, ...placeholderOf(pixels) };
}

function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    placeholder: JSON.parse(row.placeholder) as string[],
    color: row.color,
    focal: { x: row.focalX, y: row.focalY },
    alt: { sv: row.altSv, en: row.altEn },
  };
}

/** Every photo, newest first, for the staff's screen and the editor's picker. */
export async function listPhotos(db: Db): Promise<Array<Photo & { uploadedBy: string; uploadedAt: string }>> {
  const rows = await db.select().from(photos).orderBy(desc(photos.uploadedAt), photos.id);
  return rows.map((row) => ({ ...toPhoto(row), uploadedBy: row.uploadedBy, uploadedAt: row.uploadedAt }));
}

/**
 * The photos the `image` fields of these items name, in one query (none when they name only
 * catalogue pictures): what a public reader passes on beside the items, for any kind.
 */
export async function photosOf(db: Db, items: ReadonlyArray<{ kind: string; data: ContentData }>): Promise<Photos> {
  const ids = new Set<string>();
  for (const item of items) {
    if (!isContentKind(item.kind)) continue;
    for (const field of contentKinds[item.kind].fields) {
      const id = field.type === "image" ? photoIdOf(item.data[field.name]) : undefined;
      if (id) ids.add(id);
    }
  }
  if (ids.size === 0) return {};
  const rows = await db
    .select()
    .from(photos)
    .where(inArray(photos.id, [...ids]));
  return Object.fromEntries(rows.map((row) => [row.id, toPhoto(row)]));
}

/** Changes a photo's alt texts and focal point; false if there is no such photo. */
export async function updatePhoto(
  db: Db,
  id: string,
  input: { altSv: string; altEn: string; focal: { x: number; y: number }; who: string; now?: Date },
): Promise<boolean> {
  const updated = await db
    .update(photos)
    .set({
      altSv: input.altSv,
      altEn: input.altEn,
      focalX: input.focal.x,
      focalY: input.focal.y,
      updatedBy: input.who,
      updatedAt: (input.now ?? new Date()).toISOString(),
    })
    .where(eq(photos.id, id))
    .returning({ id: photos.id });
  return updated.length > 0;
}

/** Where a photo is used: the content (published, hidden or removed) and unfinished drafts that name it. */
export async function photoUses(db: Db, id: string): Promise<Array<{ kindId: string; kind: string; label: string; draft: boolean }>> {
  if (!photoIdPattern.test(id)) return [];
  const needle = `%"photo:${id}"%`;
  const [items, drafts] = await db.$client.batch<{ kind: string; key: string; data: string }>([
    db.$client.prepare("SELECT kind, key, data FROM content_items WHERE data LIKE ?1").bind(needle),
    db.$client.prepare("SELECT kind, key, data FROM content_drafts WHERE data LIKE ?1").bind(needle),
  ]);
  const label = (row: { kind: string; key: string; data: string }, draft: boolean) =>
    isContentKind(row.kind)
      ? {
          kindId: row.kind,
          kind: contentKinds[row.kind].itemTitle,
          label: itemLabel(row.kind, row.key, JSON.parse(row.data) as ContentData),
          draft,
        }
      : { kindId: row.kind, kind: row.kind, label: row.key, draft };
  return [...items!.results.map((row) => label(row, false)), ...drafts!.results.map((row) => label(row, true))];
}

/** Removes a photo nothing uses (its original and variants too); otherwise says where it is used. */
export async function removePhoto(
  env: PhotoEnv,
  db: Db,
  id: string,
): Promise<{ removed: true } | { removed: false; usedIn: Awaited<ReturnType<typeof photoUses>> }> {
  const usedIn = await photoUses(db, id);
  if (usedIn.length > 0) return { removed: false, usedIn };
  await db.delete(photos).where(eq(photos.id, id));
  const variants = variantWidths.flatMap((width) => variantFormats.map((format) => `variants/${id}-${width}.${format}`));
  const previews = await env.PHOTOS.list({ prefix: `variants/${id}-og-` });
  await env.PHOTOS.delete([`originals/${id}`, ...variants, ...previews.objects.map((object) => object.key)]);
  return { removed: true };
}

/** True when every photo these values name is stored (the editor refuses a photo removed meanwhile). */
export async function photosExist(db: Db, values: readonly unknown[]): Promise<boolean> {
  const ids = [...new Set(values.map(photoIdOf).filter((id): id is string => id !== undefined))];
  if (ids.length === 0) return true;
  const rows = await db.select({ id: photos.id }).from(photos).where(inArray(photos.id, ids));
  return rows.length === ids.length;
}

const variantName = /^([0-9a-f]{16})-(\d+)\.(avif|webp)$/;
// Only the nine focal points staff can choose: nobody can have thousands of crops made and billed.
const ogName = /^([0-9a-f]{16})-og-(0|50|100)-(0|50|100)\.jpg$/;
const immutable = "public, max-age=31536000, immutable";

/**
 * One variant, `/photos/{id}-{width}.{avif|webp}`: from R2 once made, else made from the original
 * by the Images binding (scaled, never enlarged, without metadata) and kept. An id names one
 * content, so the answer is immutable. Unknown names are 404.
 */
export async function photoVariant(env: PhotoEnv, file: string): Promise<Response> {
  const og = ogName.exec(file);
  if (og) {
    // The link preview: 1200×630 around the focal point (its name changes with the point).
    const [, id, x, y] = og as unknown as [string, string, string, string];
    return made(env, id, file, "image/jpeg", (input) =>
      input
        .transform({ width: 1200, height: 630, fit: "cover", gravity: { x: Number(x) / 100, y: Number(y) / 100, mode: "remainder" } })
        .output({ format: "image/jpeg", quality: 80 }),
    );
  }
  const match = variantName.exec(file);
  const width = Number(match?.[2]);
  if (!match || !(variantWidths as readonly number[]).includes(width)) return new Response("Not found", { status: 404 });
  const [, id, , format] = match as unknown as [string, string, string, VariantFormat];
  const contentType = format === "avif" ? "image/avif" : "image/webp";
  return made(env, id, file, contentType, (input) =>
    input.transform({ width, fit: "scale-down" }).output({ format: contentType, quality: quality[format] }),
  );
}

/** A variant from R2, or made from the original now and kept there. */
async function made(
  env: PhotoEnv,
  id: string,
  file: string,
  contentType: string,
  make: (input: ImageTransformer) => Promise<ImageTransformationResult>,
): Promise<Response> {
  const key = `variants/${file}`;
  const kept = await env.PHOTOS.get(key);
  if (kept) return new Response(kept.body, { headers: { "Content-Type": contentType, "Cache-Control": immutable } });
  const original = await env.PHOTOS.get(`originals/${id}`);
  if (!original) return new Response("Not found", { status: 404 });
  const bytes = await (await make(env.IMAGES.input(original.body))).response().arrayBuffer();
  await env.PHOTOS.put(key, bytes, { httpMetadata: { contentType } });
  return new Response(bytes, { headers: { "Content-Type": contentType, "Cache-Control": immutable } });
}
