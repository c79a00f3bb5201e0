import { describe, it, expect } from "vitest";
import { imageKeys } from "../images/keys";
import { activitiesFor, activityLabelsFor, activityPageTextFor, seasons } from "./activities";

const sv = activitiesFor("sv");
const en = activitiesFor("en");

describe("activities", () => {
  it("has at least twelve activities with unique ids", () => {
    expect(sv.length).toBeGreaterThanOrEqual(12);
    expect(new Set(sv.map((a) => a.id)).size).toBe(sv.length);
  });

  it("has the same activities and structure in Swedish and English", () => {
    expect(en.map((a) => a.id)).toEqual(sv.map((a) => a.id));
    sv.forEach((activity, index) => {
      const other = en[index];
      expect(other?.seasons).toEqual(activity.seasons);
      expect(other?.categories).toEqual(activity.categories);
      expect(other?.difficulty).toBe(activity.difficulty);
      expect(other?.minParticipants).toBe(activity.minParticipants);
      expect(other?.image).toBe(activity.image);
    });
    for (const activity of [...sv, ...en]) {
      for (const field of [activity.title, activity.description, activity.action, activity.duration, activity.imageAlt]) {
        expect(field.trim()).not.toBe("");
      }
      expect(imageKeys).toContain(activity.image);
    }
  });

  it("offers something in every season", () => {
    for (const season of seasons) {
      expect(sv.filter((a) => a.seasons.includes(season)).length, season).toBeGreaterThanOrEqual(3);
    }
  });

  it("asks for 1 to 8 participants at least", () => {
    const minimums = sv.map((a) => a.minParticipants);
    expect(Math.min(...minimums)).toBe(1);
    expect(Math.max(...minimums)).toBe(8);
    for (const value of minimums) expect(Number.isInteger(value)).toBe(true);
  });

  it("states the track lengths of the specification", () => {
    const text = (list: typeof sv) => list.map((a) => `${a.title} ${a.description}`).join(" ");
    expect(text(sv)).toContain("upplyst spår på 3 km");
    expect(text(sv)).toContain("3 eller 5 km");
    expect(text(en)).toContain("3 km floodlit track");
    expect(text(en)).toContain("3 or 5 km");
  });

  it("treats car charging as a service, not an activity", () => {
    expect(sv.some((a) => /laddstolp|elbil/i.test(`${a.title} ${a.description}`))).toBe(false);
  });

  it("names the seasons, levels and categories in both languages", () => {
    expect(activityLabelsFor("sv").seasons).toEqual({ spring: "Vår", summer: "Sommar", fall: "Höst", winter: "Vinter" });
    expect(activityLabelsFor("en").seasons).toEqual({ spring: "Spring", summer: "Summer", fall: "Autumn", winter: "Winter" });
    expect(Object.keys(activityLabelsFor("en").difficulties)).toEqual(Object.keys(activityLabelsFor("sv").difficulties));
    expect(Object.keys(activityLabelsFor("en").categories)).toEqual(Object.keys(activityLabelsFor("sv").categories));
    expect(Object.keys(activityPageTextFor("en"))).toEqual(Object.keys(activityPageTextFor("sv")));
  });
});
