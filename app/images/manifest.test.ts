import { describe, expect, it } from "vitest";
import { imageUrl, ogImageUrl } from "~/components/responsive-image";
import { imageKeys } from "./keys";
import { imageManifest } from "./manifest";

const standardWidths = [480, 800, 1200, 1600, 2400];

describe("image manifest (npm run images)", () => {
  it("has an entry for every image key and nothing else", () => {
    expect(Object.keys(imageManifest).sort()).toEqual([...imageKeys].sort());
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
    expect(placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(placeholder.length).toBeLessThan(600);
    expect(color).toMatch(/^#[0-9a-f]{6}$/);
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
