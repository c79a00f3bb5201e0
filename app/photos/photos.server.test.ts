import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { publishItem, saveDraft } from "~/content-store/store.server";
import hugePng from "./fixtures/huge.png?inline";
import notAPhoto from "./fixtures/not-a-photo.jpg?inline";
import phoneJpg from "./fixtures/phone.jpg?inline";
import { photoValue, widthsFor } from "./photos";
import { listPhotos, photoMessages, photosExist, photosOf, photoVariant, removePhoto, updatePhoto, uploadPhoto } from "./photos.server";

const db = getDb(env.DB);

function fileFrom(dataUrl: string, name: string): File {
  return new File([Uint8Array.from(atob(dataUrl.split(",")[1]!), (c) => c.charCodeAt(0))], name);
}

const upload = (file: File) => uploadPhoto(env, db, { file, altSv: "Kräftor på ett fat", altEn: "", focal: { x: 50, y: 30 }, who: "Anna" });

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM photos").run();
});

describe("uploading a photo", () => {
  it("refuses a renamed text file by its content, and stores nothing", async () => {
    expect(await upload(fileFrom(notAPhoto, "semester.jpg"))).toEqual({ ok: false, message: photoMessages.notImage });
    expect(await listPhotos(db)).toEqual([]);
  });

  it("refuses a huge image by its header, with a clear message rather than a crash", async () => {
    expect(await upload(fileFrom(hugePng, "panorama.png"))).toEqual({ ok: false, message: photoMessages.tooManyPixels });
    const big = new File([new Uint8Array(16 * 1024 * 1024)], "stor.jpg");
    expect(await upload(big)).toEqual({ ok: false, message: photoMessages.tooLarge });
    expect(await listPhotos(db)).toEqual([]);
  });

  it("refuses a HEIC here with a plain message: miniflare's stand-in cannot decode HEVC (the edge can)", async () => {
    // The start of an iPhone's HEIC: its ftyp brands and the primary picture's size ('ispe'), no picture.
    const box = (type: string, body: number[]) => [0, 0, 0, 8 + body.length, ...new TextEncoder().encode(type), ...body];
    const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
    const heic = new Uint8Array([
      ...box("ftyp", [...new TextEncoder().encode("heic\0\0\0\0mif1heic")]),
      ...box("ispe", [0, 0, 0, 0, ...u32(4032), ...u32(3024)]),
    ]);
    expect(await upload(new File([heic], "IMG_0002.HEIC"))).toEqual({ ok: false, message: photoMessages.heicHere });
    expect(await listPhotos(db)).toEqual([]);
  });

  it("stores a phone's photo upright, without where it was taken, with its placeholder colours", async () => {
    const outcome = await upload(fileFrom(phoneJpg, "IMG_0001.jpg"));
    expect(outcome).toMatchObject({ ok: true, existed: false });
    const id = outcome.ok ? outcome.id : "";
    const [photo] = await listPhotos(db);
    // Exif orientation 6: stored 1600 × 1200, shown 1200 × 1600.
    expect(photo).toMatchObject({ id, width: 1200, height: 1600, focal: { x: 50, y: 30 }, alt: { sv: "Kräftor på ett fat", en: "" } });
    expect(photo!.placeholder).toHaveLength(4);
    for (const colour of [...photo!.placeholder, photo!.color]) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    const original = await env.PHOTOS.get(`originals/${id}`);
    const stored = new TextDecoder("latin1").decode(await original!.arrayBuffer());
    expect(stored).toContain("iPhone 15");
    expect(stored).not.toContain("GPSLatitude");
    // The same photo again is the same one.
    expect(await upload(fileFrom(phoneJpg, "IMG_0001 kopia.jpg"))).toEqual({ ok: true, id, existed: true });
  });
});

describe("a photo's variants", () => {
  it("come in AVIF and WebP at the site's widths up to the photo's own, immutable, and nothing else", async () => {
    const outcome = await upload(fileFrom(phoneJpg, "IMG_0001.jpg"));
    const id = outcome.ok ? outcome.id : "";
    expect(widthsFor(1200)).toEqual([480, 800, 1200]);
    for (const format of ["avif", "webp"] as const) {
      const response = await photoVariant(env, `${id}-800.${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(`image/${format}`);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const bytes = new Uint8Array(await response.arrayBuffer());
      const info = await env.IMAGES.info(new Blob([bytes]).stream());
      expect(info).toMatchObject({ format: "image/avif".replace("avif", format), width: 800, height: 1067 });
      // Variants carry no metadata at all.
      expect(new TextDecoder("latin1").decode(bytes)).not.toContain("iPhone");
      // Made once, then served from R2.
      expect(await env.PHOTOS.head(`variants/${id}-800.${format}`)).not.toBeNull();
    }
    const preview = await photoVariant(env, `${id}-og-50-0.jpg`);
    expect(preview.headers.get("Content-Type")).toBe("image/jpeg");
    expect(await env.IMAGES.info(preview.body!)).toMatchObject({ width: 1200, height: 630 });
    for (const name of [
      `${id}-og-33-0.jpg`,
      `${id}-700.avif`,
      `${id}-800.jpg`,
      `${id}-800.avif.exe`,
      "0000000000000000-800.avif",
      "../x-800.avif",
    ]) {
      expect((await photoVariant(env, name)).status, name).toBe(404);
    }
    // Encoding AVIF takes seconds on a busy machine.
  }, 60_000);
});

describe("where a photo is used", () => {
  it("is found for any kind's image field, and the photo cannot be removed while used", async () => {
    const outcome = await upload(fileFrom(phoneJpg, "IMG_0001.jpg"));
    const id = outcome.ok ? outcome.id : "";
    const data = { titleSv: "Kräftskiva 2027", image: photoValue(id), imageAltSv: "Kräftor" };
    expect(await photosOf(db, [{ kind: "food-event", data }])).toMatchObject({ [id]: { id, width: 1200, height: 1600 } });
    expect(await photosOf(db, [{ kind: "food-event", data: { image: "crayfish" } }])).toEqual({});
    expect(await photosExist(db, [photoValue(id), "crayfish"])).toBe(true);
    expect(await photosExist(db, [photoValue("0123456789abcdef")])).toBe(false);

    await publishItem(db, { kind: "food-event", key: "kraftskiva-2027", expectedVersion: 0, data, who: "Anna" });
    expect(await removePhoto(env, db, id)).toEqual({
      removed: false,
      usedIn: [{ kindId: "food-event", kind: "Matevenemang", label: "Kräftskiva 2027", draft: false }],
    });
    expect(await updatePhoto(db, id, { altSv: "Nya kräftor", altEn: "Crayfish", focal: { x: 0, y: 100 }, who: "Bo" })).toBe(true);
    expect((await listPhotos(db))[0]).toMatchObject({ alt: { sv: "Nya kräftor", en: "Crayfish" }, focal: { x: 0, y: 100 } });

    await publishItem(db, {
      kind: "food-event",
      key: "kraftskiva-2027",
      expectedVersion: 1,
      data: { ...data, image: "crayfish" },
      who: "Anna",
    });
    await saveDraft(db, { kind: "food-event", key: "kraftskiva-2027", baseVersion: 2, data, who: "Bo", now: new Date() });
    expect(await removePhoto(env, db, id)).toMatchObject({ removed: false, usedIn: [{ draft: true }] });
    await env.DB.prepare("DELETE FROM content_drafts").run();
    expect(await removePhoto(env, db, id)).toEqual({ removed: true });
    expect(await listPhotos(db)).toEqual([]);
    expect(await env.PHOTOS.head(`originals/${id}`)).toBeNull();
  });
});
