import { describe, expect, it } from "vitest";
import type { ContentData } from "./data";
import { itemDates, itemState, staffDay } from "./item-state.server";

/** A published item that staff have not hidden. */
const shown = (data: ContentData) => ({ data, visibility: "visible" as const });

describe("an item's state in the staff's words", () => {
  const today = "2026-11-28";

  it("says whether a notice shows now, is coming or has been", () => {
    expect(itemState("notice", "jul", shown({ startDate: "2026-12-01", endDate: "2026-12-26" }), today)).toBe("Kommande från 1 dec 2026");
    expect(itemState("notice", "jul", shown({ startDate: "2026-11-20", endDate: "2026-11-28" }), today)).toBe("Visas nu");
    expect(itemState("notice", "jul", shown({ startDate: "2026-11-01", endDate: "2026-11-27" }), today)).toBe("Har varit");
  });

  it("keeps a food event showing until its last day, as its page does", () => {
    expect(itemState("food-event", "julbord", shown({ startDate: "2026-12-05", endDate: "2026-12-20" }), today)).toBe("Visas nu");
    expect(itemState("food-event", "kraftskiva", shown({ startDate: "2026-08-15" }), today)).toBe("Har varit");
  });

  it("reads weekly menus by their week, across a year's end", () => {
    expect(itemState("weekly-menu", "2026-W48", shown({}), today)).toBe("Visas nu");
    expect(itemState("weekly-menu", "2026-W47", shown({}), today)).toBe("Har varit");
    expect(itemState("weekly-menu", "2027-W01", shown({}), today)).toBe("Kommande från 4 jan 2027");
  });

  it("closes a job after its last day and says when nothing was published", () => {
    expect(itemState("job", "kock", shown({ validThrough: "2026-11-27" }), today)).toBe("Har varit");
    expect(itemState("job", "kock", shown({ validThrough: "2026-11-28" }), today)).toBe("Visas nu");
    expect(itemState("weekly-menu", "2026-W49", undefined, today)).toBe("Inte publicerad");
  });

  it("says when staff hid or removed an item, or only saved a draft", () => {
    const notice = { startDate: "2026-11-20", endDate: "2026-12-26" };
    expect(itemState("notice", "jul", { data: notice, visibility: "hidden" }, today)).toBe("Dold");
    expect(itemState("notice", "jul", { data: notice, visibility: "removed" }, today)).toBe("Borttagen");
    expect(itemState("notice", "jul", undefined, today, true)).toBe("Utkast");
  });

  it("writes the days an item is about", () => {
    expect(staffDay("2026-05-01")).toBe("1 maj 2026");
    expect(itemDates({ startDate: "2026-12-05", endDate: "2026-12-20" }, ["startDate", "endDate"])).toBe("5 dec 2026–20 dec 2026");
    expect(itemDates({ startDate: "2026-12-05", endDate: "" }, ["startDate", "endDate"])).toBe("5 dec 2026");
    expect(itemDates({}, undefined)).toBeNull();
  });
});
