import { describe, it, expect } from "vitest";
import { valueShape as shape } from "./test-support";
import { counts, hours } from "../site";
import { conferenceTerms } from "./terms";
import {
  conferenceFacts,
  conferencePackageIds,
  conferencePackagesFor,
  conferencePackagesPageTextsFor,
  conferencePageFor,
} from "./conference";

describe("conference page", () => {
  it("has the same structure in both languages", () => {
    expect(shape(conferencePageFor("en"))).toEqual(shape(conferencePageFor("sv")));
  });

  it("states 8 conference rooms, meeting rooms for 2–100 and the day conference hours", () => {
    expect(conferenceFacts.conferenceRooms).toBe(8);
    expect(conferenceFacts.conferenceRooms).toBe(counts.conferenceRooms);
    expect(conferenceFacts.meetingRoomCapacity).toEqual({ min: 2, max: 100 });
    expect(conferencePageFor("sv").facts.map((f) => f.value)).toEqual(["8", "2–100", "08:00–16:00"]);
  });

  it("states a minimum of 2 to 8 participants for activities, the page's reading", () => {
    expect(conferenceFacts.activityMinParticipants).toEqual({ min: 2, max: 8 });
    expect(conferencePageFor("sv").activities.minimum).toContain("2–8");
    expect(conferencePageFor("en").activities.minimum).toContain("2–8");
  });

  it("states one capacity, 2 to 100, in the intro too (decision 015)", () => {
    expect(conferencePageFor("sv").intro.paragraphs[0]).toContain("från en styrelse på 2 personer till grupper på 100");
    expect(conferencePageFor("en").intro.paragraphs[0]).toContain("from a board of 2 to groups of 100");
    for (const lang of ["sv", "en"] as const) expect(JSON.stringify(conferencePageFor(lang))).not.toMatch(/\b150\b/);
  });
});

describe("conference packages", () => {
  const sv = conferencePackagesFor("sv");
  const en = conferencePackagesFor("en");

  it("has the day conference and lunch to lunch under the same ids and structure in both languages", () => {
    expect(sv.map((p) => p.id)).toEqual([...conferencePackageIds]);
    expect(en.map((p) => p.id)).toEqual([...conferencePackageIds]);
    expect(shape(en)).toEqual(shape(sv));
    expect(shape(conferencePackagesPageTextsFor("en"))).toEqual(shape(conferencePackagesPageTextsFor("sv")));
  });

  it("runs the day conference 08:00–16:00 from 910 kr per person excluding VAT", () => {
    expect(conferenceFacts.dayConference).toEqual({ hours: "08:00–16:00", fromSekPerPersonExVat: 910 });
    expect(hours.dayConference).toBe("08:00–16:00");
    expect(sv[0]!.time).toBe("08:00–16:00");
    expect(sv[0]!.priceLabel).toBe("Från 910\u00a0kr per person exkl. moms");
    expect(en[0]!.priceLabel).toBe("From 910\u00a0SEK per person excl. VAT");
  });

  it("starts lunch to lunch at 12:00 on day 1, ends at 13:00 on day 2, price on request", () => {
    expect(conferenceFacts.lunchToLunch).toEqual({ arrivalDayOne: "12:00", endDayTwo: "13:00" });
    // Not "12:00–13:00", which reads as a one-hour event.
    expect(sv[1]!.time).toBe("Dag 1 kl. 12:00 – dag 2 kl. 13:00");
    expect(en[1]!.time).toBe("Day 1 at 12:00 – day 2 at 13:00");
    expect(sv[1]!.priceLabel).toBe("Pris på förfrågan");
    expect(en[1]!.priceLabel).toBe("Price on request");
    expect(sv[1]!.days.map((d) => d.heading)).toEqual(["Dag 1", "Dag 2"]);
    expect(sv[1]!.days[0]!.items[0]).toContain("12:00");
    expect(sv[1]!.days[1]!.items.at(-1)).toContain("13:00");
  });

  it("summarises the conference terms per SPEC §9", () => {
    expect(conferenceTerms).toMatchObject({
      depositPercent: 25,
      depositDueDaysAfterInvoice: 10,
      invoiceDueDays: 10,
      lateInterestPointsAboveReference: 8,
      valuablesLiabilitySek: 2000,
    });
    const items = conferencePackagesPageTextsFor("sv").terms.items.join(" ");
    expect(items).toContain("25\u00a0%");
    expect(items).toContain("plus 8 procentenheter");
    expect(items).toContain("2\u00a0000\u00a0kr");
    expect(conferencePackagesPageTextsFor("sv").rooms.text).toContain("2–100 personer");
  });
});
