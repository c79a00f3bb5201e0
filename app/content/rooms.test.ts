import { describe, it, expect } from "vitest";
import { bookingEngine } from "../site";
import { amenitiesFor, amenityIds, PET_FEE_SEK, roomIds, roomsFor, roomsPageTextsFor } from "./rooms";

const sv = roomsFor("sv");
const en = roomsFor("en");

describe("room types", () => {
  it("has the four room types with the same ids, in the same order, in both languages", () => {
    expect(sv.map((r) => r.id)).toEqual([...roomIds]);
    expect(en.map((r) => r.id)).toEqual([...roomIds]);
    expect(roomIds).toEqual(["standard", "pet-friendly", "accessible", "deluxe"]);
  });

  it("has the same facts and list lengths in both languages, and no empty text", () => {
    sv.forEach((room, i) => {
      const other = en[i]!;
      expect(other.sizeSqm).toBe(room.sizeSqm);
      expect(other.maxGuests).toBe(room.maxGuests);
      expect(other.price).toEqual(room.price);
      expect(other.booking).toEqual(room.booking);
      expect(other.image).toBe(room.image);
      expect(other.features.length).toBe(room.features.length);
      for (const r of [room, other]) {
        for (const text of [r.title, r.description, r.imageAlt, r.priceLabel, ...r.features]) expect(text.trim()).not.toBe("");
      }
      expect(other.title).not.toBe(room.title);
    });
  });

  it("states size and capacity per SPEC §3", () => {
    const facts = Object.fromEntries(sv.map((r) => [r.id, [r.sizeSqm, r.maxGuests]]));
    expect(facts).toEqual({ standard: [23, 3], "pet-friendly": [25, 3], accessible: [26, 3], deluxe: [25, 2] });
    for (const room of sv) {
      expect(room.features[0]).toBe(`${room.sizeSqm} kvm`);
      expect(room.features[1]).toBe(`Upp till ${room.maxGuests} personer`);
    }
    for (const room of en) expect(room.features[0]).toBe(`${room.sizeSqm} sqm`);
  });

  it("names the beds, entrance and balcony the spec gives each room", () => {
    const byId = Object.fromEntries(en.map((r) => [r.id, r.features.join(" | ")]));
    expect(byId.standard).toContain("2 single beds + sofa bed");
    expect(byId["pet-friendly"]).toContain("Private entrance");
    expect(byId.deluxe).toContain("King-size bed");
    expect(byId.deluxe).toContain("balcony");
  });

  it("prices the nights per SPEC §9 (prices include VAT)", () => {
    const byId = Object.fromEntries(sv.map((r) => [r.id, r]));
    expect(byId.standard!.price).toEqual({ kind: "per-person", from: 1545 });
    expect(byId.accessible!.price).toEqual({ kind: "for-two", from: 1960 });
    expect(byId.deluxe!.price).toEqual({ kind: "per-person", from: 1998, forTwo: 3995 });
    expect(byId.standard!.priceLabel).toBe("Från 1\u00a0545\u00a0kr per person och natt");
    expect(byId.accessible!.priceLabel).toBe("Från 1\u00a0960\u00a0kr för två per natt");
    expect(byId.deluxe!.priceLabel).toBe("Från 1\u00a0998\u00a0kr per person eller 3\u00a0995\u00a0kr för två per natt");
    const enById = Object.fromEntries(en.map((r) => [r.id, r]));
    expect(enById.standard!.priceLabel).toBe("From 1,545\u00a0SEK per person per night");
    expect(enById.deluxe!.priceLabel).toBe("From 1,998\u00a0SEK per person or 3,995\u00a0SEK for two per night");
  });

  it("charges 450 kr per pet for the pet-friendly room", () => {
    expect(PET_FEE_SEK).toBe(450);
    expect(sv.find((r) => r.id === "pet-friendly")!.features).toContain("Husdjursavgift 450\u00a0kr per djur");
    expect(en.find((r) => r.id === "pet-friendly")!.features).toContain("Pet fee 450\u00a0SEK per pet");
  });

  it("books standard, pet-friendly and deluxe in the booking engine and the accessible room by inquiry", () => {
    const booking = Object.fromEntries(sv.map((r) => [r.id, r.booking]));
    expect(booking).toEqual({
      standard: { kind: "engine", room: "standard" },
      "pet-friendly": { kind: "engine", room: "pet-friendly" },
      accessible: { kind: "inquiry" },
      deluxe: { kind: "engine", room: "deluxe" },
    });
    for (const b of Object.values(booking)) if (b.kind === "engine") expect(bookingEngine.rooms[b.room]).toBeTruthy();
  });
});

describe("amenities in every room", () => {
  it("lists the 12 amenities of SPEC §2 under the same ids in both languages", () => {
    expect(amenityIds).toEqual([
      "towels",
      "bathrobe",
      "hairdryer",
      "wardrobe",
      "hangers",
      "shoehorn",
      "desk",
      "chair",
      "flat-tv",
      "wifi",
      "usb-charger",
      "garden-view",
    ]);
    expect(amenitiesFor("sv").map((a) => a.id)).toEqual([...amenityIds]);
    expect(amenitiesFor("en").map((a) => a.id)).toEqual([...amenityIds]);
    expect(amenitiesFor("sv").map((a) => a.label)).toContain("Skohorn");
    expect(amenitiesFor("en").map((a) => a.label)).toContain("Garden view");
  });
});

describe("page texts", () => {
  it("has the same keys in both languages and the spec's button labels", () => {
    expect(Object.keys(roomsPageTextsFor("en"))).toEqual(Object.keys(roomsPageTextsFor("sv")));
    expect(roomsPageTextsFor("sv").bookNow).toBe("BOKA NU");
    expect(roomsPageTextsFor("sv").bookStay).toBe("BOKA DIN VISTELSE");
    expect(roomsPageTextsFor("en").bookStay).toBe("BOOK YOUR STAY");
  });
});
