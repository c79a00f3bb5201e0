import { describe, expect, it } from "vitest";
import { roomIds, roomsFor, seededRoomData } from "~/content/rooms";
import { seededTreatmentData, treatmentIds } from "~/content/treatments";
import { contentSchema, dataOf, itemLabel } from "./kinds";

const form = (kind: "room" | "treatment", data: Record<string, unknown>) =>
  contentSchema(kind).safeParse({ version: 1, intent: "publish", ...data });
const messages = (result: ReturnType<typeof form>) => (result.success ? [] : result.error.issues.map((issue) => issue.message));

describe("the rooms' and treatments' forms", () => {
  it("accept every seeded item as it is, and keep its data unchanged", () => {
    for (const id of roomIds) {
      const parsed = form("room", seededRoomData(id));
      expect(parsed.success, id).toBe(true);
      expect(dataOf("room", parsed.data!)).toEqual(seededRoomData(id));
    }
    for (const id of treatmentIds) {
      const parsed = form("treatment", seededTreatmentData(id));
      expect(parsed.success, id).toBe(true);
      expect(dataOf("treatment", parsed.data!)).toEqual(seededTreatmentData(id));
    }
    expect(itemLabel("room", "deluxe", seededRoomData("deluxe"))).toBe(roomsFor("sv").at(-1)!.title);
  });

  it("refuse a next price without its day, and a second length without its price", () => {
    expect(messages(form("room", { ...seededRoomData("standard"), pricePerPersonNext: 1620 }))).toEqual([
      "Skriv både det nya priset och dagen det gäller från, eller lämna båda tomma.",
    ]);
    const { option2Price: _, ...withoutPrice } = seededTreatmentData("classic-massage");
    expect(messages(form("treatment", withoutPrice))).toEqual(["Skriv både längden och priset, eller lämna båda tomma."]);
    const { option2Minutes: __, ...withoutMinutes } = seededTreatmentData("classic-massage");
    expect(messages(form("treatment", withoutMinutes))).toEqual(["Skriv både längden och priset, eller lämna båda tomma."]);
    const { option2Minutes: ___, option2Price: ____, ...oneLength } = seededTreatmentData("classic-massage");
    expect(form("treatment", oneLength).success).toBe(true);
    expect(messages(form("room", { ...seededRoomData("standard"), pricePerPerson: -5 }))).toEqual([
      "Skriv ett helt antal kronor (0 eller mer).",
    ]);
  });
});
