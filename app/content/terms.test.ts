import { describe, it, expect } from "vitest";
import { hours } from "../site";
import { retention } from "./privacy";
import { conferenceTerms, hotelCancellation, houseRules, termsFor, termsSectionIds, type TermsSection } from "./terms";
import { blockShape, blockText } from "./test-support";

const sv = termsFor("sv");
const en = termsFor("en");

const shape = (sections: TermsSection[]) =>
  sections.map((s) => ({ id: s.id, parts: s.parts.map((p) => ({ id: p.id, blocks: p.blocks.map(blockShape) })) }));

/** All text of a section, with non-breaking spaces as plain spaces for easy matching. */
function textOf(sections: TermsSection[], id: string): string {
  const section = sections.find((s) => s.id === id)!;
  return [section.title, section.summary, ...section.parts.flatMap((p) => [p.heading, ...p.blocks.flatMap(blockText)])]
    .join("\n")
    .replace(/\u00a0/g, " ");
}
const partText = (sections: TermsSection[], sectionId: string, partId: string) =>
  sections
    .find((s) => s.id === sectionId)!
    .parts.find((p) => p.id === partId)!
    .blocks.flatMap(blockText)
    .join("\n")
    .replace(/\u00a0/g, " ");

describe("terms content", () => {
  it("has the five sections in order, under the same ids in both languages", () => {
    expect(termsSectionIds).toEqual(["general", "event", "environment", "privacy", "website"]);
    expect(sv.map((s) => s.id)).toEqual([...termsSectionIds]);
    expect(en.map((s) => s.id)).toEqual([...termsSectionIds]);
  });

  it("has the same parts, block kinds and list lengths in Swedish and English", () => {
    expect(shape(en)).toEqual(shape(sv));
  });

  it("names the sections as the spec does", () => {
    expect(sv.map((s) => s.title)).toEqual([
      "Allmänna förhållningsregler",
      "Event & gruppbokningar",
      "Miljö & hållbarhet",
      "Integritetspolicy",
      "Webbplatsvillkor",
    ]);
    expect(en.map((s) => s.title)).toEqual([
      "General house rules",
      "Events & group bookings",
      "Environment & sustainability",
      "Privacy policy",
      "Website terms",
    ]);
  });

  it("keeps the house-rule numbers of SPEC §9", () => {
    expect(houseRules).toEqual({
      minimumBookingAge: 18,
      smokingFeeSek: 3500,
      petFeeSekPerPet: 450,
      ownAlcoholFineSekPerPerson: 1000,
      lostPropertyKeptMonths: 3,
      giftCardValidMonths: 12,
    });
  });

  it("states check-in, check-out, age, fees, payment, lost property and gift cards in Swedish", () => {
    const text = textOf(sv, "general");
    expect(hours.checkIn).toBe("15:00");
    expect(text).toContain("Incheckning sker från kl. 15:00 och utcheckning senast kl. 11:00");
    expect(text).toContain("Spa Weekend checkar du ut senast kl. 12:00");
    expect(text).toContain("måste ha fyllt 18 år");
    expect(text).toContain("saneringsavgift på 3 500 kr");
    expect(text).toContain("450 kr per husdjur");
    expect(text).toContain("1 000 kr per person");
    expect(text).toContain("VISA, Mastercard, American Express, Swish och kontanter");
    expect(text).toContain("sparar vi i 3 månader. Mat, dryck, underkläder och hygienartiklar sparas inte");
    expect(text).toContain("gäller i 12 månader från köpdagen");
  });

  it("states the same facts in English", () => {
    const text = textOf(en, "general");
    expect(text).toContain("Check-in is from 15:00 and check-out is by 11:00");
    expect(text).toContain("Spa Weekend package, check-out is by 12:00");
    expect(text).toContain("at least 18 years old");
    expect(text).toContain("3,500 SEK");
    expect(text).toContain("450 SEK per pet");
    expect(text).toContain("1,000 SEK per person");
    expect(text).toContain("VISA, Mastercard, American Express, Swish and cash");
    expect(text).toContain("for 3 months. Food, drink, underwear and toiletries are not kept");
    expect(text).toContain("valid for 12 months");
  });

  it("lists the hotel cancellation rules: 100 % from 15 days, 50 % at 7–14, 25 % until 12:00 two days before, then full payment", () => {
    expect(hotelCancellation).toEqual({
      fullRefund: { percent: 100, minDaysBefore: 15 },
      halfRefund: { percent: 50, fromDays: 7, toDays: 14 },
      lateRefund: { percent: 25, laterThanDays: 7, untilTime: "12:00", untilDaysBefore: 2 },
    });
    expect(partText(sv, "general", "cancellation").split("\n").slice(1, 5)).toEqual([
      "Minst 15 dagar före ankomst: 100 % återbetalning.",
      "7–14 dagar före ankomst: 50 % återbetalning.",
      "Senare än 7 dagar före ankomst, fram till kl. 12:00 två dagar före ankomst: 25 % återbetalning.",
      "Därefter, eller om du uteblir utan att avboka, betalar du hela beloppet.",
    ]);
    expect(partText(en, "general", "cancellation").split("\n").slice(1, 5)).toEqual([
      "At least 15 days before arrival: 100% refund.",
      "7–14 days before arrival: 50% refund.",
      "Later than 7 days before arrival, up to 12:00 two days before arrival: 25% refund.",
      "After that, or if you do not arrive without having cancelled, the full amount is payable.",
    ]);
  });

  it("states the conference terms of SPEC §9, cancellation steps as written", () => {
    expect(conferenceTerms.depositPercent).toBe(25);
    expect(conferenceTerms.depositDueDaysAfterInvoice).toBe(10);
    expect(conferenceTerms.invoiceDueDays).toBe(10);
    expect(conferenceTerms.lateInterestPointsAboveReference).toBe(8);
    expect(conferenceTerms.valuablesLiabilitySek).toBe(2000);
    const svText = textOf(sv, "event");
    expect(svText).toContain("handpenning på 25 % av det bokade värdet");
    expect(svText).toContain("inom 10 dagar från fakturadatum");
    expect(svText).toContain("10 dagars betalningsvillkor");
    expect(svText).toContain("referensräntan plus 8 procentenheter");
    expect(svText).toContain("begränsat till 2 000 kr");
    expect(svText).toContain("Affärspaketen gäller måndag till torsdag, men inte på helgdagar.");
    expect(partText(sv, "event", "cancellation").split("\n").slice(1, 6)).toEqual([
      "30 dagar eller mer före ankomst: 100 % av värdet.",
      "14–30 dagar före ankomst: 25 % av värdet.",
      "7–14 dagar före ankomst: 50 % av värdet.",
      "3–7 dagar före ankomst: 75 % av värdet.",
      "Mindre än 3 dagar före ankomst: 100 % av värdet.",
    ]);
    const enText = textOf(en, "event");
    expect(enText).toContain("deposit of 25% of the booked value");
    expect(enText).toContain("reference rate plus 8 percentage points");
    expect(enText).toContain("limited to 2,000 SEK");
    expect(enText).toContain("Monday to Thursday, but not on public holidays");
    expect(partText(en, "event", "cancellation").split("\n").slice(1, 6)).toEqual([
      "30 days or more before arrival: 100% of the value.",
      "14–30 days before arrival: 25% of the value.",
      "7–14 days before arrival: 50% of the value.",
      "3–7 days before arrival: 75% of the value.",
      "Less than 3 days before arrival: 100% of the value.",
    ]);
  });

  it("summarises retention in the privacy tab: 365 days after the stay, membership plus 12 months", () => {
    expect(retention.bookingDaysAfterStay).toBe(365);
    expect(retention.membershipMonthsAfterEnd).toBe(12);
    expect(textOf(sv, "privacy")).toContain("Bokningsuppgifter sparas i 365 dagar efter vistelsen.");
    expect(textOf(sv, "privacy")).toContain("och därefter i 12 månader");
    expect(textOf(en, "privacy")).toContain("kept for 365 days after your stay");
    expect(textOf(en, "privacy")).toContain("for 12 months after it ends");
    for (const sections of [sv, en]) {
      const links = sections.find((s) => s.id === "privacy")!.parts.flatMap((p) => p.blocks);
      expect(links).toContainEqual(
        expect.objectContaining({ kind: "links", items: [expect.objectContaining({ to: "/integritetspolicy" })] }),
      );
    }
  });

  it("lists what the website stores and how to withdraw consent", () => {
    for (const [sections, settings] of [
      [sv, "Cookieinställningar"],
      [en, "Cookie settings"],
    ] as const) {
      const text = textOf(sections, "website");
      for (const key of ["language", "cookie-consent", "newsletter_popup_closed", "Google Maps", settings]) {
        expect(text).toContain(key);
      }
      const rows = sections
        .find((s) => s.id === "website")!
        .parts.flatMap((p) => p.blocks)
        .flatMap((b) => (b.kind === "table" ? b.rows : []));
      expect(rows.map((row) => row[0])).toEqual(["language", "language", "cookie-consent", "newsletter_popup_closed"]);
      expect(sections.find((s) => s.id === "website")!.parts.flatMap((p) => p.blocks)).toContainEqual({ kind: "cookieSettings" });
    }
  });

  it("has unique part ids within each section and no empty or unfinished text", () => {
    for (const section of [...sv, ...en]) {
      const ids = section.parts.map((p) => p.id);
      expect(new Set(ids).size, section.id).toBe(ids.length);
      const text = textOf([section], section.id);
      expect(text).not.toMatch(/todo|lorem|placeholder/i);
      for (const part of section.parts) {
        for (const line of part.blocks.flatMap(blockText)) expect(line.trim(), `${section.id}/${part.id}`).not.toBe("");
      }
    }
  });
});
