/**
 * What an uploaded photo's bytes say, read without decoding it (docs/decisions/052-uploaded-photos.md):
 * its format by its magic bytes (never by its name or the browser's word), its size from its header,
 * and its location metadata removed in place.
 */

export type PhotoFormat = "image/jpeg" | "image/png" | "image/heic";

/** The caps: a phone's photo is 2–12 MB and 12–48 megapixels; larger is a mistake or an attack. */
export const photoLimits = { bytes: 15 * 1024 * 1024, pixels: 40_000_000, minWidth: 480 } as const;

const heicBrands = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx"]);

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** JPEG, PNG or HEIC by the file's first bytes; anything else (a renamed text file) is undefined. */
export function sniffFormat(bytes: Uint8Array): PhotoFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return "image/png";
  if (bytes.length >= 16 && ascii(bytes, 4, 4) === "ftyp") {
    const size = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
    const end = Math.min(size, bytes.length, 256);
    // The major brand, then the compatible ones (a phone's HEIC may say mif1 first).
    for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) if (heicBrands.has(ascii(bytes, at, 4))) return "image/heic";
  }
  return undefined;
}

/** The stored width and height (before any camera rotation), from the header; undefined if it has none. */
export function headerSize(bytes: Uint8Array, format: PhotoFormat): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === "image/png") return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : undefined;
  if (format === "image/jpeg") {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return undefined;
      const marker = bytes[at + 1]!;
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      const length = view.getUint16(at + 2);
      // Start of frame (any coding but the DHT, JPG and DAC markers that share the range).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
      if (marker === 0xda) return undefined;
      at += 2 + length;
    }
    return undefined;
  }
  // HEIC: the largest image spatial extent ('ispe') is the primary picture's; the tiles are smaller.
  let best: { width: number; height: number } | undefined;
  const end = Math.min(bytes.length - 12, 1024 * 1024);
  for (let at = 4; at < end; at += 1) {
    if (bytes[at] === 0x69 && ascii(bytes, at, 4) === "ispe") {
      const size = { width: view.getUint32(at + 8), height: view.getUint32(at + 12) };
      if (!best || size.width * size.height > best.width * best.height) best = size;
    }
  }
  return best;
}

/**
 * Removes where a photo was taken, in place (lengths unchanged, so a HEIC's item offsets stay
 * right): every Exif block's GPS directory is emptied and its values zeroed, and every XMP packet
 * (which may repeat the position) is blanked to spaces. PNG text chunks are dropped. The camera's
 * orientation, colour profile and the picture itself are untouched. Returns the bytes to store.
 */
export function withoutLocation(bytes: Uint8Array<ArrayBuffer>, format: PhotoFormat): Uint8Array<ArrayBuffer> {
  const out = format === "image/png" ? withoutPngText(bytes) : bytes.slice();
  for (let at = indexOf(out, exifHeader, 0); at !== -1; at = indexOf(out, exifHeader, at + 1)) emptyGpsDirectory(out, at + 6);
  blankXmp(out);
  return out;
}

const exifHeader = [0x45, 0x78, 0x69, 0x66, 0, 0];

function indexOf(bytes: Uint8Array, needle: readonly number[], from: number): number {
  const first = needle[0]!;
  for (let at = bytes.indexOf(first, from); at !== -1 && at + needle.length <= bytes.length; at = bytes.indexOf(first, at + 1)) {
    if (needle.every((byte, i) => bytes[at + i] === byte)) return at;
  }
  return -1;
}

const typeSizes: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8 };

/** Empties the GPS directory of the TIFF structure at `tiff` (an Exif block), if it has one. */
function emptyGpsDirectory(bytes: Uint8Array, tiff: number): void {
  if (tiff + 8 > bytes.length) return;
  const order = ascii(bytes, tiff, 2);
  if (order !== "II" && order !== "MM") return;
  const little = order === "II";
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  if (u16(tiff + 2) !== 42) return;
  const inside = (at: number, length: number) => at >= tiff && at + length <= bytes.length;
  const ifd0 = tiff + u32(tiff + 4);
  if (!inside(ifd0, 2)) return;
  const count = u16(ifd0);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd0 + 2 + i * 12;
    if (!inside(entry, 12) || u16(entry) !== 0x8825) continue;
    const gps = tiff + u32(entry + 8);
    if (!inside(gps, 2)) return;
    const gpsCount = u16(gps);
    if (!inside(gps, 2 + gpsCount * 12 + 4)) return;
    for (let j = 0; j < gpsCount; j += 1) {
      const field = gps + 2 + j * 12;
      const size = (typeSizes[u16(field + 2)] ?? 1) * u32(field + 4);
      // Values longer than four bytes sit elsewhere; zero them too (the coordinates are rationals).
      if (size > 4) {
        const value = tiff + u32(field + 8);
        if (inside(value, size)) bytes.fill(0, value, value + size);
      }
    }
    bytes.fill(0, gps, gps + 2 + gpsCount * 12 + 4);
  }
}

const xmpStart = [...new TextEncoder().encode("<x:xmpmeta")];
const xmpEnd = [...new TextEncoder().encode("</x:xmpmeta>")];

/** Blanks each XMP packet's body (an XMP reader sees only padding). */
function blankXmp(bytes: Uint8Array): void {
  for (let at = indexOf(bytes, xmpStart, 0); at !== -1; at = indexOf(bytes, xmpStart, at + 1)) {
    const end = indexOf(bytes, xmpEnd, at);
    if (end === -1) return;
    bytes.fill(0x20, at, end + xmpEnd.length);
  }
}

/** A PNG without its text and Exif chunks (tEXt, zTXt, iTXt, eXIf): they carry XMP and Exif. */
function withoutPngText(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Array<Uint8Array<ArrayBuffer>> = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    const end = Math.min(at + 12 + length, bytes.length);
    if (!["tEXt", "zTXt", "iTXt", "eXIf"].includes(type)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
