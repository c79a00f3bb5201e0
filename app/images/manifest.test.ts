import { describe, expect, it } from "vitest";
import { imageUrl, placeholderStyle } from "~/components/responsive-image";
import { ogImageUrl } from "./urls";
import { imageKeys } from "./keys";
import { imageManifest } from "./manifest";

const standardWidths = [480, 800, 1200, 1600, 2400];
// Only the file names are used; nothing is loaded.
const sourceFiles = Object.keys(import.meta.glob("./source/*"));
const servedFiles = new Set(Object.keys(import.meta.glob("/public/images/*.{avif,webp}")).map((f) => f.replace("/public", "")));

const hexColour = /^#[0-9a-f]{6}$/;
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe("image manifest (npm run images)", () => {
  it("has an entry for every image key and nothing else", () => {
    expect(Object.keys(imageManifest).sort()).toEqual([...imageKeys].sort());
  });

  it("is made from one source picture per key in app/images/source/", () => {
    expect(sourceFiles.map((f) => f.replace(/^\.\/source\/(.+)\.\w+$/, "$1")).sort()).toEqual([...imageKeys].sort());
  });

  it.each(imageKeys)("%s has every rendition it lists, in both formats", (key) => {
    const missing = imageManifest[key].widths
      .flatMap((w) => [`/images/${key}-${w}.avif`, `/images/${key}-${w}.webp`])
      .filter((f) => !servedFiles.has(f));
    expect(missing).toEqual([]);
  });

  it.each(imageKeys)("%s has sane dimensions, widths and a placeholder", (key) => {
    const { width, height, widths, placeholder, color } = imageManifest[key];
    expect(Number.isInteger(width) && Number.isInteger(height)).toBe(true);
    // Landscape pictures of a usable size, wide enough for a full-bleed hero on a laptop.
    expect(width).toBeGreaterThanOrEqual(1600);
    expect(width / height).toBeGreaterThanOrEqual(1.2);
    expect(width / height).toBeLessThanOrEqual(2);
    // Ascending, never wider than the picture, the largest one being the intrinsic width.
    expect(widths.length).toBeGreaterThan(0);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    expect(new Set(widths).size).toBe(widths.length);
    expect(widths.every((w) => w <= width)).toBe(true);
    expect(widths[widths.length - 1]).toBe(width);
    expect(widths.filter((w) => standardWidths.includes(w))).toEqual(standardWidths.filter((w) => w <= width));
    expect(color).toMatch(hexColour);
    // A few colours top to bottom (each costs every page's JavaScript a few bytes), not one flat box, and taken from
    // the same picture: their mean is its average colour.
    expect(placeholder.length).toBeGreaterThanOrEqual(2);
    expect(placeholder.length).toBeLessThanOrEqual(6);
    for (const c of placeholder) expect(c).toMatch(hexColour);
    expect(new Set(placeholder).size).toBeGreaterThan(1);
    const mean = [0, 1, 2].map((channel) => placeholder.reduce((sum, c) => sum + (rgb(c)[channel] ?? 0), 0) / placeholder.length);
    rgb(color).forEach((value, channel) => expect(Math.abs(value - (mean[channel] ?? 0))).toBeLessThanOrEqual(4));
  });
});

describe("placeholder", () => {
  it("paints the picture's colours top to bottom over its average colour", () => {
    const { color, placeholder } = imageManifest["lake-dawn"];
    const style = placeholderStyle("lake-dawn");
    expect(style.backgroundColor).toBe(color);
    const gradient = String(style.backgroundImage);
    expect(gradient).toMatch(/^linear-gradient\(#[0-9a-f]{6} [\d.]+%(, #[0-9a-f]{6} [\d.]+%)*\)$/);
    expect(gradient.match(/#[0-9a-f]{6}/g)).toEqual(placeholder);
  });
});

describe("image URLs", () => {
  it("picks the smallest rendition at least as wide as asked, and the largest beyond that", () => {
    expect(imageUrl("pool", 800)).toBe("/images/pool-800.webp");
    expect(imageUrl("pool", 900, "avif")).toBe("/images/pool-1200.avif");
    expect(imageUrl("pool", 5000)).toBe(`/images/pool-${imageManifest.pool.width}.webp`);
  });

  it("gives the 1200×630 social preview, absolute when given the origin", () => {
    expect(ogImageUrl("hotel-exterior")).toBe("/images/og/hotel-exterior.jpg");
    expect(ogImageUrl("hotel-exterior", "https://example.se")).toBe("https://example.se/images/og/hotel-exterior.jpg");
  });
});
