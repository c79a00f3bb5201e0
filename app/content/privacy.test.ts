import { describe, it, expect } from "vitest";
import { hotel } from "../site";
import { privacyPolicyFor, retention } from "./privacy";
import { documentText, sectionsShape as shape, sectionText as textOf } from "./test-support";

const sv = privacyPolicyFor("sv");
const en = privacyPolicyFor("en");

const section = (policy: typeof sv, id: string) => policy.sections.find((s) => s.id === id);
const all = (policy: typeof sv) => documentText(policy.sections);

describe("privacy policy content", () => {
  it("has the same sections and structure in Swedish and English", () => {
    expect(shape(en.sections)).toEqual(shape(sv.sections));
    expect(sv.sections.map((s) => s.id)).toEqual([
      "controller",
      "booking-inquiries",
      "lost-and-found",
      "job-applications",
      "newsletter",
      "website",
      "retention",
      "processors",
      "security",
      "rights",
      "complaints",
      "changes",
    ]);
    expect(sv.updated).toBe(en.updated);
  });

  it("keeps the retention periods", () => {
    expect(retention).toEqual({
      bookingDaysAfterStay: 365,
      lostAndFoundMonths: 3,
      jobApplicationMonths: 24,
      unconfirmedNewsletterDays: 30,
      membershipMonthsAfterEnd: 12,
      privacyRequestMonths: 36,
    });
    const svTable = textOf(section(sv, "retention"));
    for (const fact of ["365 dagar efter vistelsen", "3 månader", "24 månader", "30 dagar", "Tills du avslutar den", "36 månader"]) {
      expect(svTable).toContain(fact);
    }
    const enTable = textOf(section(en, "retention"));
    for (const fact of ["365 days after the stay", "3 months", "24 months", "30 days", "Until you unsubscribe", "36 months"]) {
      expect(enTable).toContain(fact);
    }
  });

  it("describes the double opt-in and that unsubscribing deletes the address at once", () => {
    const svText = textOf(section(sv, "newsletter"));
    const enText = textOf(section(en, "newsletter"));
    for (const fact of ["bekräftar", "30 dagar", "länk för att avsluta", "raderas din adress", "direkt"]) expect(svText).toContain(fact);
    for (const fact of ["confirm", "30 days", "link for unsubscribing", "deleted straight away"]) expect(enText).toContain(fact);
    // No longer true: nothing of a subscription is kept after it ends.
    expect(svText).not.toContain("12 månader");
    expect(enText).not.toContain("12 months");
  });

  it("names the hotel as controller with its contact details", () => {
    for (const policy of [sv, en]) {
      const controller = section(policy, "controller")!;
      expect(textOf(controller)).toContain(hotel.name);
      expect(textOf(controller)).toContain(hotel.email);
      expect(controller.blocks).toContainEqual(expect.objectContaining({ kind: "links" }));
    }
  });

  it("describes every form: booking inquiries, lost and found, job applications with CV, newsletter", () => {
    expect(textOf(section(sv, "job-applications"))).toContain("CV");
    expect(textOf(section(en, "job-applications"))).toContain("CV");
    expect(textOf(section(sv, "booking-inquiries"))).toContain("artikel 6.1 b");
    expect(textOf(section(en, "booking-inquiries"))).toContain("Article 6(1)(b)");
    expect(textOf(section(sv, "newsletter"))).toContain("samtycke (artikel 6.1 a)");
    expect(textOf(section(en, "newsletter"))).toContain("consent (Article 6(1)(a))");
    expect(textOf(section(sv, "lost-and-found"))).toContain("artikel 6.1 f");
  });

  it("names the processors and the supervisory authority", () => {
    expect(textOf(section(sv, "processors"))).toContain("Cloudflare");
    expect(textOf(section(sv, "processors"))).toContain("e-postleverantör");
    expect(textOf(section(en, "processors"))).toContain("e-mail provider");
    expect(all(sv)).toContain("Integritetsskyddsmyndigheten (IMY)");
    expect(all(en)).toContain("IMY");
    for (const policy of [sv, en]) {
      expect(section(policy, "complaints")!.blocks).toContainEqual({
        kind: "links",
        items: [expect.objectContaining({ to: "https://www.imy.se" })],
      });
    }
  });

  it("lists the data subject's rights in both languages", () => {
    const svRights = section(sv, "rights")!.blocks.find((b) => b.kind === "ul");
    const enRights = section(en, "rights")!.blocks.find((b) => b.kind === "ul");
    expect(svRights?.kind === "ul" && svRights.items.length).toBe(7);
    expect(enRights?.kind === "ul" && enRights.items.length).toBe(7);
  });

  it("has unique section ids and no unfinished text", () => {
    for (const policy of [sv, en]) {
      expect(new Set(policy.sections.map((s) => s.id)).size).toBe(policy.sections.length);
      expect(all(policy)).not.toMatch(/todo|lorem|placeholder/i);
    }
  });
});
