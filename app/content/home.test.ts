import { describe, it, expect } from "vitest";
import { imageKeys } from "../images/keys";
import { homeContentFor } from "./home";

const sv = homeContentFor("sv");
const en = homeContentFor("en");

describe("home content", () => {
  it("has twelve hero slides with the same images and an alt text in each language", () => {
    expect(sv.hero.slides).toHaveLength(12);
    expect(en.hero.slides.map((s) => s.image)).toEqual(sv.hero.slides.map((s) => s.image));
    expect(new Set(sv.hero.slides.map((s) => s.image)).size).toBe(12);
    for (const slide of [...sv.hero.slides, ...en.hero.slides]) {
      expect(imageKeys).toContain(slide.image);
      expect(slide.alt.trim()).not.toBe("");
    }
  });

  it("labels the two hero buttons as the specification says", () => {
    expect([sv.hero.bookStay, sv.hero.bookConference]).toEqual(["BOKA VISTELSE", "BOKA KONFERENS"]);
    expect([en.hero.bookStay, en.hero.bookConference]).toEqual(["BOOK STAY", "BOOK CONFERENCE"]);
  });

  it("counts 40 rooms, 8 conference rooms and 100% harmony", () => {
    expect(sv.about.stats).toEqual([
      { value: "40", label: "rum" },
      { value: "8", label: "konferensrum" },
      { value: "100%", label: "harmoni" },
    ]);
    expect(en.about.stats.map((s) => s.value)).toEqual(["40", "8", "100%"]);
  });

  it("has five gallery tiles leading to the five pages, in both languages", () => {
    const paths = ["/nature", "/relax", "/restaurant", "/activities", "/conference"];
    expect(sv.gallery.tiles.map((t) => t.path)).toEqual(paths);
    expect(en.gallery.tiles.map((t) => t.path)).toEqual(paths);
    expect(en.gallery.tiles.map((t) => t.id)).toEqual(sv.gallery.tiles.map((t) => t.id));
    expect(en.gallery.tiles.map((t) => t.image)).toEqual(sv.gallery.tiles.map((t) => t.image));
    for (const tile of [...sv.gallery.tiles, ...en.gallery.tiles]) {
      expect(tile.title.trim()).not.toBe("");
      expect(tile.description.trim()).not.toBe("");
      expect(tile.alt.trim()).not.toBe("");
    }
  });

  it("names the sections as the specification does", () => {
    expect(sv.experiences.heading).toBe("Upplevelser året runt");
    expect(en.experiences.heading).toBe("Experiences all year round");
    expect(sv.featured.heading).toBe("Populära paket");
    expect(en.featured.heading).toBe("Popular packages");
    expect(en.experiences.seasons).toHaveLength(sv.experiences.seasons.length);
  });

  it("has no unfinished text", () => {
    expect(JSON.stringify([sv, en])).not.toMatch(/TODO|lorem|placeholder/i);
  });
});
