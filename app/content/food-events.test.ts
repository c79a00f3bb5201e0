import { describe, it, expect } from "vitest";
import {
  eventDays,
  foodEventFor,
  foodEventFromData,
  foodEventIds,
  foodEventLabelsFor,
  formatFoodEventPrice,
  isFoodEventId,
} from "./food-events";
import { hotel } from "../site";

describe("food events", () => {
  it("recognises exactly the two event ids", () => {
    expect([...foodEventIds]).toEqual(["kraftskiva", "surstrommingsfest"]);
    expect(isFoodEventId("kraftskiva")).toBe(true);
    expect(isFoodEventId("surstrommingsfest")).toBe(true);
    expect(isFoodEventId("julbord")).toBe(false);
    expect(isFoodEventId("")).toBe(false);
  });

  it("has the same shape in Swedish and English", () => {
    for (const id of foodEventIds) {
      const sv = foodEventFor(id, "sv");
      const en = foodEventFor(id, "en");
      expect(en.id).toBe(sv.id);
      expect(en.image).toBe(sv.image);
      expect(en.dateIso).toBe(sv.dateIso);
      expect(en.pricePerPerson).toBe(sv.pricePerPerson);
      expect(en.description.length).toBe(sv.description.length);
      expect(en.details.length).toBe(sv.details.length);
      expect(en.includes.length).toBe(sv.includes.length);
      expect(en.notes.length).toBe(sv.notes.length);
      for (const event of [sv, en]) {
        expect(event.title.trim()).not.toBe("");
        expect(event.date.trim()).not.toBe("");
        expect(event.description.length).toBeGreaterThan(0);
        expect(event.includes.length).toBeGreaterThan(0);
      }
    }
  });

  it("prices the crayfish party at 1550 kr and the surströmming party at 1325 kr per person", () => {
    expect(foodEventFor("kraftskiva", "sv").pricePerPerson).toBe(1550);
    expect(foodEventFor("surstrommingsfest", "sv").pricePerPerson).toBe(1325);
    expect(foodEventFor("kraftskiva", "en").pricePerPerson).toBe(1550);
    expect(foodEventFor("surstrommingsfest", "en").pricePerPerson).toBe(1325);
  });

  it("holds the crayfish party on 15 August and the surströmming party on 16 August", () => {
    expect(foodEventFor("kraftskiva", "sv").dateIso).toBe("2027-08-15");
    expect(foodEventFor("surstrommingsfest", "sv").dateIso).toBe("2027-08-16");
    expect(foodEventFor("kraftskiva", "sv").date).toBe("Söndag 15 augusti 2027");
    expect(foodEventFor("kraftskiva", "en").date).toBe("Sunday 15 August 2027");
    expect(foodEventFor("surstrommingsfest", "sv").date).toBe("Måndag 16 augusti 2027");
    expect(foodEventFor("surstrommingsfest", "en").date).toBe("Monday 16 August 2027");
  });

  it("names the weekday that the ISO date really falls on", () => {
    const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    for (const id of foodEventIds) {
      const event = foodEventFor(id, "en");
      const weekday = weekdays[new Date(`${event.dateIso}T12:00:00Z`).getUTCDay()];
      expect(weekday).toBeDefined();
      expect(event.date.startsWith(weekday ?? "")).toBe(true);
    }
  });

  it("includes lodging and breakfast in both events", () => {
    for (const id of foodEventIds) {
      const sv = foodEventFor(id, "sv").includes.join(" ");
      const en = foodEventFor(id, "en").includes.join(" ");
      expect(sv).toContain("Övernattning");
      expect(sv).toContain("Frukost");
      expect(en).toContain("Overnight stay");
      expect(en).toContain("Breakfast");
    }
  });

  it("tells visitors to book by phone with the hotel's number", () => {
    for (const id of foodEventIds) {
      expect(foodEventFor(id, "sv").phoneBooking).toContain(hotel.phoneDisplay);
      expect(foodEventFor(id, "en").phoneBooking).toContain(hotel.phone);
    }
  });

  it("writes the prices the way each language does", () => {
    expect(formatFoodEventPrice(1550, "sv")).toBe("1\u00a0550\u00a0kr");
    expect(formatFoodEventPrice(1325, "en")).toBe("1,325\u00a0SEK");
  });

  it("labels the page in both languages with the same keys", () => {
    expect(Object.keys(foodEventLabelsFor("en"))).toEqual(Object.keys(foodEventLabelsFor("sv")));
    expect(foodEventLabelsFor("sv").perPerson).toBe("per person");
  });

  it("has an alt text for each image in both languages", () => {
    for (const id of foodEventIds) {
      expect(foodEventFor(id, "sv").imageAlt.trim()).not.toBe("");
      expect(foodEventFor(id, "en").imageAlt.trim()).not.toBe("");
    }
  });
});

describe("an event's days, typed once", () => {
  it("writes one day with its weekday and several as a span, in both languages", () => {
    expect(eventDays("2027-08-15", "", "sv")).toBe("Söndag 15 augusti 2027");
    expect(eventDays("2027-08-15", "", "en")).toBe("Sunday 15 August 2027");
    expect(eventDays("2026-12-05", "2026-12-07", "sv")).toBe("5–7 december 2026");
    expect(eventDays("2026-11-28", "2026-12-02", "en")).toBe("28 November–2 December 2026");
    expect(eventDays("2026-12-30", "2027-01-02", "sv")).toBe("30 december 2026–2 januari 2027");
    expect(eventDays("2026-12-05", "2026-12-05", "sv")).toBe("Lördag 5 december 2026");
    expect(eventDays("", "", "sv")).toBe("");
  });

  it("shows the text staff wrote instead, in the language they wrote it", () => {
    const data = { titleSv: "Julbord", startDate: "2026-12-05", endDate: "2026-12-20", dateSv: "Helgerna i december" };
    expect(foodEventFromData("julbord", data, "sv").date).toBe("Helgerna i december");
    expect(foodEventFromData("julbord", data, "en").date).toBe("5–20 December 2026");
    expect(foodEventFromData("julbord", { ...data, dateEn: "December weekends" }, "en").date).toBe("December weekends");
    expect(foodEventFromData("julbord", { ...data, dateSv: undefined }, "en").date).toBe("5–20 December 2026");
  });
});
