/**
 * The FAQ states no figure of its own: every price, time, count and distance in an answer is the
 * one its source module holds (CONVENTIONS habit 8). Each expectation below is written from the
 * source, so changing a source without the FAQ following (or retyping a figure in the FAQ) fails here.
 */
import { describe, expect, it } from "vitest";
import { acceptedFileTypes, MAX_FILE_BYTES } from "../forms/job-application";
import { formatPercent, formatSek } from "../i18n/format";
import type { Lang } from "../i18n/lang";
import { counts, fullAddress, hotel, hours, replyWithinHours } from "../site";
import { floodlitTrackKm, summerRunKm } from "./activities";
import { conferenceFacts } from "./conference";
import { teambuildingActivityPrice, teambuildingFacts } from "./teambuilding";
import { faqFor, faqIds } from "./faq";
import { foodEventFor } from "./food-events";
import { giftCardRules } from "./gift-cards";
import { distances } from "./location";
import { lostPropertyKeptMonths, notKeptItems } from "./lost-and-found";
import { barPrices, breakfastPrices, lunchPrice } from "./menus";
import { packagePrices, seniorMinimumAge } from "./packages";
import { PET_FEE_SEK, roomIds, roomPrice, roomsFor } from "./rooms";
import { conferenceTerms, hotelCancellation, houseRules, paymentMethods } from "./terms";
import { dayspaHoursText, relaxFacts, treatmentPrice } from "./treatments";

const langs: Lang[] = ["sv", "en"];
const answerOf = (id: string, lang: Lang) => {
  const entry = faqFor(lang).find((e) => e.id === id);
  if (!entry) throw new Error(`No FAQ entry ${id}`);
  return entry.answer;
};
const sek = formatSek;
const pct = formatPercent;
const say = (lang: Lang, sv: string, en: string) => (lang === "sv" ? sv : en);

function price(id: (typeof roomIds)[number], which: "from" | "forTwo"): number {
  const p = roomPrice(id);
  const value = p.kind === "on-request" ? undefined : which === "from" ? p.from : p.kind === "for-two" ? p.from : p.forTwo;
  if (value === undefined) throw new Error(`${id} has no ${which} price`);
  return value;
}
const roomFacts = (id: (typeof roomIds)[number]) => roomsFor("sv").find((r) => r.id === id)!;
const km = (id: string) => distances.find((d) => d.id === id)!;
const event = (id: "kraftskiva" | "surstrommingsfest", lang: Lang) => foodEventFor(id, lang);
const { fullRefund, halfRefund, lateRefund } = hotelCancellation;
const { meetingRoomCapacity, activityMinParticipants, lunchToLunch } = conferenceFacts;
const { teamSize } = teambuildingFacts;

/**
 * Every figure each answer states, as the answer writes it, taken from its source.
 * An entry with no figures maps to nothing. Phone numbers and the address count as figures too.
 */
const figures: Record<string, (lang: Lang) => string[]> = {
  "check-in-time": () => [hours.checkIn, hours.checkOut, hours.spaWeekendCheckOut],
  "reception-hours": (lang) => [hours.receptionWeekdays, hours.receptionWeekends, say(lang, hotel.phoneDisplay, hotel.phone)],
  "room-types": (lang) => [
    say(lang, `${counts.rooms} rum`, `${counts.rooms} rooms`),
    say(lang, `${roomFacts("standard").sizeSqm} kvm`, `${roomFacts("standard").sizeSqm} m²`),
  ],
  "room-amenities": () => [],
  "relax-for-guests": (lang) => [
    say(lang, `${relaxFacts.poolDegrees} grader`, `${relaxFacts.poolDegrees}\u00a0°C`),
    say(lang, `${relaxFacts.saunaDegrees} grader`, `${relaxFacts.saunaDegrees}\u00a0°C`),
  ],
  // SPEC §9 gives no pool hours for staying guests, only the day guests' hours.
  "pool-hours": (lang) => [say(lang, hotel.phoneDisplay, hotel.phone), dayspaHoursText(lang)],
  "day-spa": (lang) => [
    dayspaHoursText(lang),
    sek(relaxFacts.dayspaFromSek, lang),
    say(lang, `${relaxFacts.childHalfPriceMaxAge} år`, `age of ${relaxFacts.childHalfPriceMaxAge}`),
  ],
  "spa-treatments": (lang) => [
    say(
      lang,
      `${sek(treatmentPrice("classic-massage", 25), lang)} för 25 minuter`,
      `${sek(treatmentPrice("classic-massage", 25), lang)} for 25 minutes`,
    ),
    say(
      lang,
      `${sek(treatmentPrice("classic-massage", 50), lang)} för 50 minuter`,
      `${sek(treatmentPrice("classic-massage", 50), lang)} for 50 minutes`,
    ),
  ],
  "getting-here": (lang) => [
    fullAddress,
    ...["lycksele", "skelleftea", "umea"].map((id) => `${km(id).km} km ${say(lang, "från", "from")} ${km(id).place}`),
  ],
  "how-to-book": () => [],
  "inquiry-reply-time": (lang) => [
    say(lang, `${replyWithinHours} timmar`, `${replyWithinHours} hours`),
    say(lang, hotel.phoneDisplay, hotel.phone),
  ],
  "meals-included": () => [],
  "room-prices": (lang) => [
    sek(price("standard", "from"), lang),
    say(lang, `${sek(price("accessible", "forTwo"), lang)} för två`, `${sek(price("accessible", "forTwo"), lang)} for two`),
    sek(price("deluxe", "from"), lang),
    say(lang, `${sek(price("deluxe", "forTwo"), lang)} för två`, `${sek(price("deluxe", "forTwo"), lang)} for two`),
  ],
  "cancellation-policy": (lang) => [
    say(lang, `minst ${fullRefund.minDaysBefore} dagar`, `at least ${fullRefund.minDaysBefore} days`),
    `${halfRefund.fromDays}–${halfRefund.toDays}`,
    pct(halfRefund.percent, lang),
    pct(lateRefund.percent, lang),
    lateRefund.untilTime,
  ],
  "payment-methods": () => [],
  "minimum-age": (lang) => [say(lang, `${houseRules.minimumBookingAge} år`, `${houseRules.minimumBookingAge} years`)],
  "early-check-in": () => [hours.checkIn],
  "senior-package": (lang) => [`${seniorMinimumAge}+`, sek(packagePrices.senior, lang)],
  "breakfast-hours": (lang) => [
    hours.breakfastWeekdays,
    hours.breakfastWeekends,
    sek(breakfastPrices.buffet, lang),
    sek(breakfastPrices.deluxe, lang),
  ],
  "weekly-lunch": (lang) => [sek(lunchPrice, lang)],
  "weekend-dinner": () => [],
  "dietary-requirements": () => [],
  "table-booking": (lang) => [
    say(lang, hotel.phoneDisplay, hotel.phone),
    say(lang, `${replyWithinHours} timmar`, `${replyWithinHours} hours`),
  ],
  "bar-menu": (lang) => [sek(barPrices.charcuterie, lang), sek(barPrices.nachos, lang), sek(barPrices.snacks, lang)],
  // SPEC §9 gives no dinner or bar hours: the answers send the guest to reception.
  "dinner-hours": (lang) => [say(lang, hotel.phoneDisplay, hotel.phone)],
  "bar-hours": (lang) => [say(lang, hotel.phoneDisplay, hotel.phone)],
  "food-events": (lang) => [
    say(lang, "15 augusti", "15 August"),
    say(lang, "16 augusti", "16 August"),
    sek(event("kraftskiva", lang).pricePerPerson, lang),
    sek(event("surstrommingsfest", lang).pricePerPerson, lang),
  ],
  "conference-capacity": (lang) => [
    `${counts.conferenceRooms} ${say(lang, "konferensrum", "conference rooms")}`,
    say(
      lang,
      `från ${meetingRoomCapacity.min} upp till ${meetingRoomCapacity.max}`,
      `${meetingRoomCapacity.min} to ${meetingRoomCapacity.max}`,
    ),
  ],
  "day-conference": (lang) => [sek(packagePrices.dayConferencePerPerson, lang), hours.dayConference],
  "lunch-to-lunch": () => [lunchToLunch.arrivalDayOne, lunchToLunch.endDayTwo],
  "conference-payment": (lang) => [
    pct(conferenceTerms.depositPercent, lang),
    say(
      lang,
      `${conferenceTerms.depositDueDaysAfterInvoice} dagar från fakturadatum`,
      `${conferenceTerms.depositDueDaysAfterInvoice} days of the invoice date`,
    ),
    say(lang, `${conferenceTerms.invoiceDueDays} dagars betalningsvillkor`, `within ${conferenceTerms.invoiceDueDays} days.`),
  ],
  teambuilding: (lang) => [
    `${sek(teambuildingActivityPrice("quiz").amount, lang)} per person`,
    `${teamSize.min}–${teamSize.max}`,
    `${activityMinParticipants.min}–${activityMinParticipants.max}`,
  ],
  "business-packages": () => [],
  celebrations: (lang) => [say(lang, `${replyWithinHours} timmar`, `${replyWithinHours} hours`)],
  "giftcard-values": (lang) => [...giftCardRules.tierValues.map((v) => sek(v, lang)), sek(giftCardRules.freeAmountFromSek, lang)],
  "giftcard-validity": (lang) => [say(lang, `${giftCardRules.validMonths} månader`, `${giftCardRules.validMonths} months`)],
  "giftcard-delivery": () => [],
  "giftcard-transfer": () => [],
  "giftcard-buy": () => [],
  pets: (lang) => [sek(PET_FEE_SEK, lang)],
  // "Type 2" names the connector standard; it is not one of the hotel's figures.
  "ev-charging": (lang) => [`${counts.chargerPosts} `, say(lang, "typ 2", "Type 2")],
  // SPEC §9 says nothing of parking but the charging posts: the answer sends the guest to reception.
  parking: (lang) => [`${counts.chargerPosts} `, say(lang, hotel.phoneDisplay, hotel.phone)],
  "lost-property": (lang) => [say(lang, `${lostPropertyKeptMonths} månader`, `${lostPropertyKeptMonths} months`)],
  accessibility: (lang) => [say(lang, `${roomFacts("accessible").sizeSqm} kvm`, `${roomFacts("accessible").sizeSqm} m²`)],
  smoking: (lang) => [sek(houseRules.smokingFeeSek, lang)],
  "own-alcohol": (lang) => [sek(houseRules.ownAlcoholFineSekPerPerson, lang)],
  "running-track": (lang) => [`${floodlitTrackKm} km`, `${summerRunKm[0]} ${say(lang, "eller", "or")} ${summerRunKm[1]} km`],
  jobs: () => [`${MAX_FILE_BYTES / (1024 * 1024)} MB`],
  contact: (lang) => [say(lang, hotel.phoneDisplay, hotel.phone), hours.receptionWeekdays, hours.receptionWeekends],
};

/** Small counts the FAQ writes as words, spelled independently of the FAQ's own helper. */
const words: Record<Lang, Record<number, string>> = {
  sv: { 2: "två", 3: "tre", 4: "fyra" },
  en: { 2: "two", 3: "three", 4: "four" },
};

describe("FAQ figures", () => {
  it("lists the figures of every FAQ entry, so a new entry cannot skip this check", () => {
    expect(Object.keys(figures).sort()).toEqual([...faqIds].sort());
  });

  for (const lang of langs) {
    it(`states each figure as its source holds it (${lang})`, () => {
      for (const id of faqIds) {
        const answer = answerOf(id, lang);
        for (const figure of figures[id]!(lang)) expect.soft(answer, id).toContain(figure);
      }
    });

    it(`states no figure that does not come from a source (${lang})`, () => {
      for (const id of faqIds) {
        // Longest first, so "1 550 kr" goes before a "15" that might sit inside it.
        const sourced = figures[id]!(lang).sort((a, b) => b.length - a.length);
        const rest = sourced.reduce((text, figure) => text.split(figure).join(""), answerOf(id, lang));
        expect.soft(rest, `${id}: a digit the table above does not account for`).not.toMatch(/\d/);
      }
    });
  }

  it("quotes the day conference from the package price, as the conference page does", () => {
    expect(answerOf("day-conference", "sv")).toContain(formatSek(packagePrices.dayConferencePerPerson, "sv"));
    expect(answerOf("day-conference", "en")).toContain(formatSek(packagePrices.dayConferencePerPerson, "en"));
  });

  it("writes the small counts in words that match their sources", () => {
    for (const lang of langs) {
      expect(answerOf("room-types", lang)).toContain(`${words[lang][roomIds.length]} ${say(lang, "kategorier", "categories")}`);
      expect(answerOf("accessibility", lang)).toContain(
        `${say(lang, "upp till", "up to")} ${words[lang][roomFacts("accessible").maxGuests]}`,
      );
      expect(answerOf("cancellation-policy", lang)).toContain(`${words[lang][lateRefund.untilDaysBefore]} ${say(lang, "dagar", "days")}`);
    }
  });

  it("dates the food events from their pages' dates", () => {
    // The expected day and month above are checked against the events themselves here.
    expect(event("kraftskiva", "sv").dateIso).toMatch(/-08-15$/);
    expect(event("surstrommingsfest", "sv").dateIso).toMatch(/-08-16$/);
  });

  it("names the payment methods, CV formats and items not kept exactly as their sources list them", () => {
    expect(answerOf("payment-methods", "sv")).toContain(`${paymentMethods.sv.slice(0, -1).join(", ")} eller ${paymentMethods.sv.at(-1)}`);
    expect(answerOf("payment-methods", "en")).toContain(`${paymentMethods.en.slice(0, -1).join(", ")} or ${paymentMethods.en.at(-1)}`);
    const formats = Object.values(acceptedFileTypes).map((ext) => ext.toUpperCase());
    expect(answerOf("jobs", "sv")).toContain(`${formats.slice(0, -1).join(", ")} eller ${formats.at(-1)}`);
    expect(answerOf("jobs", "en")).toContain(`${formats.slice(0, -1).join(", ")} or ${formats.at(-1)}`);
    expect(answerOf("lost-property", "sv")).toContain(`${notKeptItems.sv.slice(0, -1).join(", ")} och ${notKeptItems.sv.at(-1)}`);
    expect(answerOf("lost-property", "en")).toContain(`${notKeptItems.en.slice(0, -1).join(", ")} and ${notKeptItems.en.at(-1)}`);
  });

  it("says what is true of the rules it words rather than quotes", () => {
    // "hela beloppet" / "a full refund"
    expect(fullRefund.percent).toBe(100);
    // "överlåtbart" / "transferable"
    expect(giftCardRules.transferable).toBe(true);
    // The FAQ names five team activities at one price per person.
    for (const id of ["quiz", "treasure-hunt", "music-quiz", "pentathlon", "tip-walk"] as const) {
      expect(teambuildingActivityPrice(id), id).toEqual({ amount: teambuildingActivityPrice("quiz").amount, from: false, perPerson: true });
    }
    // The pet-friendly room's price is "on request", as the FAQ says.
    expect(roomPrice("pet-friendly").kind).toBe("on-request");
  });
});
