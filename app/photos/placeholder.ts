/**
 * A photo's placeholder colours, as `npm run images` makes the catalogue's (app/images/manifest.ts):
 * the picture averaged down to four bands, top to bottom, and its average colour. Read from a small
 * 8-bit PNG the Images binding makes of it (docs/decisions/052-uploaded-photos.md).
 */

export interface Pixels {
  width: number;
  height: number;
  /** RGB, row by row. */
  rgb: Uint8Array;
}

const channelsOf: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** Decodes an 8-bit greyscale or RGB(A) PNG, as the Images binding writes a small one; undefined otherwise. */
export async function decodePng(bytes: Uint8Array<ArrayBuffer>): Promise<Pixels | undefined> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 33 || view.getUint32(12) !== 0x49484452) return undefined;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const depth = bytes[24]!;
  const channels = channelsOf[bytes[25]!];
  if (depth !== 8 || !channels || bytes[28] !== 0 || width * height > 1_000_000) return undefined;
  const parts: Array<Uint8Array<ArrayBuffer>> = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = view.getUint32(at);
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === "IDAT") parts.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const inflated = new Uint8Array(
    await new Response(new Blob(parts).stream().pipeThrough(new DecompressionStream("deflate"))).arrayBuffer(),
  );
  const stride = width * channels;
  if (inflated.length < height * (stride + 1)) return undefined;
  const raw = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = inflated[y * (stride + 1)]!;
    const source = inflated.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = y * stride;
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? raw[row + x - channels]! : 0;
      const up = y > 0 ? raw[row - stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? raw[row - stride + x - channels]! : 0;
      const predictor =
        filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : filter === 4 ? paeth(left, up, upLeft) : 0;
      raw[row + x] = (source[x]! + predictor) & 0xff;
    }
  }
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    for (let c = 0; c < 3; c += 1) rgb[i * 3 + c] = raw[i * channels + (channels < 3 ? 0 : c)]!;
  }
  return { width, height, rgb };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, "0");

/** Four bands' average colours, top to bottom, and the whole picture's. */
export function placeholderOf({ width, height, rgb }: Pixels, bands = 4): { placeholder: string[]; color: string } {
  const sums = Array.from({ length: bands }, () => [0, 0, 0, 0]);
  for (let y = 0; y < height; y += 1) {
    const band = sums[Math.min(bands - 1, Math.floor((y * bands) / height))]!;
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      band[0]! += rgb[at]!;
      band[1]! += rgb[at + 1]!;
      band[2]! += rgb[at + 2]!;
      band[3]! += 1;
    }
  }
  const colour = ([r, g, b, n]: number[]) => (n ? `#${hex(r! / n)}${hex(g! / n)}${hex(b! / n)}` : "#808080");
  const total = sums.reduce((all, band) => all.map((value, i) => value + band[i]!), [0, 0, 0, 0]);
  return { placeholder: sums.map(colour), color: colour(total) };
}
