import { describe, expect, it } from "vitest";
import hugePng from "./fixtures/huge.png?inline";
import notAPhoto from "./fixtures/not-a-photo.jpg?inline";
import phoneJpg from "./fixtures/phone.jpg?inline";
import { headerSize, sniffFormat, withoutLocation } from "./bytes";

function bytesOf(dataUrl: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(dataUrl.split(",")[1]!), (c) => c.charCodeAt(0));
}

/** The fixture's latitude 64/1 54/1 30/1 as Exif rationals (the fixture is big-endian, as libexif writes). */
function latitudeRationals(bytes: Uint8Array): boolean {
  const needle = [0, 0, 0, 64, 0, 0, 0, 1, 0, 0, 0, 54, 0, 0, 0, 1, 0, 0, 0, 30, 0, 0, 0, 1];
  const little = [64, 0, 0, 0, 1, 0, 0, 0, 54, 0, 0, 0, 1, 0, 0, 0, 30, 0, 0, 0, 1, 0, 0, 0];
  const has = (pattern: number[]) => bytes.some((_, at) => pattern.every((byte, i) => bytes[at + i] === byte));
  return has(needle) || has(little);
}

const text = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

describe("a photo's bytes", () => {
  it("are known by their content, not their name: a renamed text file is no photo", () => {
    expect(sniffFormat(bytesOf(phoneJpg))).toBe("image/jpeg");
    expect(sniffFormat(bytesOf(hugePng))).toBe("image/png");
    expect(sniffFormat(bytesOf(notAPhoto))).toBeUndefined();
    expect(sniffFormat(new Uint8Array())).toBeUndefined();
  });

  it("say HEIC by the brands of their ftyp box, as a phone writes them", () => {
    const ftyp = (major: string, ...compatible: string[]) =>
      new Uint8Array([0, 0, 0, 16 + compatible.length * 4, ...new TextEncoder().encode(`ftyp${major}\0\0\0\0${compatible.join("")}`)]);
    expect(sniffFormat(ftyp("heic", "mif1", "heic"))).toBe("image/heic");
    expect(sniffFormat(ftyp("mif1", "mif1", "heic"))).toBe("image/heic");
    // An AVIF is a HEIF too, but not one a phone sends: refused like any other file.
    expect(sniffFormat(ftyp("avif", "mif1", "avif"))).toBeUndefined();
  });

  it("give their size from the header, without decoding the picture", () => {
    expect(headerSize(bytesOf(phoneJpg), "image/jpeg")).toEqual({ width: 1600, height: 1200 });
    expect(headerSize(bytesOf(hugePng), "image/png")).toEqual({ width: 8000, height: 6000 });
  });

  it("lose where the photo was taken (Exif GPS and XMP) and keep the rest", () => {
    const phone = bytesOf(phoneJpg);
    expect(latitudeRationals(phone)).toBe(true);
    expect(text(phone)).toContain("exif:GPSLatitude");
    const stored = withoutLocation(phone, "image/jpeg");
    expect(stored.length).toBe(phone.length);
    expect(latitudeRationals(stored)).toBe(false);
    expect(text(stored)).not.toContain("GPSLatitude");
    expect(text(stored)).not.toContain("64,54.5N");
    // The camera and the picture are as they were: only the location changed.
    expect(text(stored)).toContain("iPhone 15");
    const differing = stored.reduce((count, byte, i) => count + (byte === phone[i] ? 0 : 1), 0);
    expect(differing).toBeLessThan(600);
    expect(headerSize(stored, "image/jpeg")).toEqual({ width: 1600, height: 1200 });
    // The input is untouched (it may be needed again).
    expect(latitudeRationals(phone)).toBe(true);
  });

  it("of a PNG lose their text and Exif chunks", () => {
    const chunk = (type: string, data: string) => {
      const body = new TextEncoder().encode(type + data);
      return [0, 0, 0, body.length - 4, ...body, 0, 0, 0, 0];
    };
    const png = bytesOf(hugePng);
    const iend = png.length - 12;
    const withText = new Uint8Array([...png.subarray(0, iend), ...chunk("tEXt", "Location\0Norsjö"), ...png.subarray(iend)]);
    expect(text(withText)).toContain("Location");
    const stored = withoutLocation(withText, "image/png");
    expect(text(stored)).not.toContain("Location");
    expect(stored).toEqual(png);
  });
});
