import { describe, it, expect } from "vitest";
import { locationFor } from "./location";

describe("location", () => {
  const sv = locationFor("sv");
  const en = locationFor("en");

  it("lists the five travel distances of the specification", () => {
    expect(sv.distances.map((d) => [d.place, d.km])).toEqual([
      ["Umeå", 183],
      ["Skellefteå", 101],
      ["Lycksele", 68],
      ["Piteå", 165],
      ["Luleå", 214],
    ]);
    expect(en.distances).toEqual(sv.distances);
  });

  it("has the same directions and labels in both languages", () => {
    expect(en.directions.length).toBe(sv.directions.length);
    expect(Object.keys(en)).toEqual(Object.keys(sv));
    expect(sv.mapShowButton).toBe("Visa kartan");
    expect(en.mapShowButton).toBe("Show the map");
  });

  it("repeats the distances in the directions", () => {
    const text = sv.directions.map((d) => d.text).join(" ");
    for (const km of [183, 101, 68, 165, 214]) expect(text).toContain(`${km} km`);
  });
});
