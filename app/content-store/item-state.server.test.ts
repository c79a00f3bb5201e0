import { describe, expect, it } from "vitest";
import { itemDates, itemState, staffDay } from "./item-state.server";

describe("an item's state in the staff's words", () => {
  const today = "2026-11-28";

  it("says whether a notice shows now, is coming or has been", () => {
    expect(itemState("notice", "jul", { startDate: "2026-12-01", endDate: "2026-12-26" }, today)).toBe("Kommande från 1 dec 2026");
    expect(itemState("notice", "jul", { startDate: "2026-11-20", endDate: "2026-11-28" }, today)).toBe("Visas nu");
    expect(itemState("notice", "jul", { startDate: "2026-11-01", endDate: "2026-11-27" }, today)).toBe("Har varit");
  });

  it("keeps a food event showing until its last day, as its page does", () => {
    expect(itemState("food-event", "julbord", { startDate: "2026-12-05", endDate: "2026-12-20" }, today)).toBe("Visas nu");
    expect(itemState("food-event", "kraftskiva", { startDate: "2026-08-15" }, today)).toBe("Har varit");
  });

  it("reads weekly menus by their week, across a year's end", () => {
    expect(itemState("weekly-menu", "2026-W48", {}, today)).toBe("Visas nu");
    expect(itemState("weekly-menu", "2026-W47", {}, today)).toBe("Har varit");
    expect(itemState("weekly-menu", "2027-W01", {}, today)).toBe("Kommande från 4 jan 2027");
  });

  it("closes a job after its last day and says when nothing was published", () => {
    expect(itemState("job", "kock", { validThrough: "2026-11-27" }, today)).toBe("Har varit");
    expect(itemState("job", "kock", { validThrough: "2026-11-28" }, today)).toBe("Visas nu");
    expect(itemState("weekly-menu", "2026-W49", undefined, today)).toBe("Inte publicerad");
  });

  it("writes the days an item is about", () => {
    expect(staffDay("2026-05-01")).toBe("1 maj 2026");
    expect(itemDates({ startDate: "2026-12-05", endDate: "2026-12-20" }, ["startDate", "endDate"])).toBe("5 dec 2026–20 dec 2026");
    expect(itemDates({ startDate: "2026-12-05", endDate: "" }, ["startDate", "endDate"])).toBe("5 dec 2026");
    expect(itemDates({}, undefined)).toBeNull();
  });
});
