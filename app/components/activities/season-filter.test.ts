import { describe, it, expect } from "vitest";
import { activitiesFor, seasons } from "~/content/activities";
import { activitiesInSeason } from "./season-filter";

describe("season filter", () => {
  const all = activitiesFor("sv");

  it("shows every activity under all", () => {
    expect(activitiesInSeason(all, "all")).toEqual(all);
  });

  it("shows only the activities offered in the chosen season", () => {
    for (const season of seasons) {
      const shown = activitiesInSeason(all, season);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(all.length);
      expect(shown.every((a) => a.seasons.includes(season))).toBe(true);
      expect(all.filter((a) => !shown.includes(a)).every((a) => !a.seasons.includes(season))).toBe(true);
    }
    expect(activitiesInSeason(all, "winter").map((a) => a.id)).toContain("langdskidor");
    expect(activitiesInSeason(all, "summer").map((a) => a.id)).toContain("kanot");
    expect(activitiesInSeason(all, "summer").map((a) => a.id)).not.toContain("langdskidor");
  });

  it("leaves nothing when no activity fits, so the page shows its empty message", () => {
    const summerOnly = all.filter((a) => a.seasons.length === 1 && a.seasons[0] === "summer");
    expect(summerOnly.length).toBeGreaterThan(0);
    expect(activitiesInSeason(summerOnly, "winter")).toEqual([]);
    expect(activitiesInSeason([], "spring")).toEqual([]);
  });
});
