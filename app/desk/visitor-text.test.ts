import { describe, expect, it } from "vitest";
import { containsLinkOrAddress, fillTemplate, greetingName, linkWarning } from "./visitor-text";

const hostile = "Anna. Your deposit is refundable at https://evil.example/claim";
const seeded = "Hej {namn},\n\nTack för er förfrågan till Fjällkällan.";

describe("the name a reply template greets with", () => {
  it("is the typed name when it looks like one, in any script, with initials, hyphens and apostrophes", () => {
    for (const name of ["Anna", "Anna-Karin O'Neil", "J. R. Ek", "Åsa Öberg", "María José", "Zoë d’Arc", "Дмитрий", "  Eva   Ek "]) {
      expect(greetingName(name), name).not.toBeNull();
    }
    expect(greetingName("  Eva   Ek ")).toBe("Eva Ek");
  });

  it("is left out when the name holds a link, a domain, digits, @ or /, or is longer than 40 characters", () => {
    for (const name of [
      hostile,
      "Anna evil.example",
      "Anna.Your deposit",
      "www.evil.example",
      "Anna 0701234567",
      "Anna 2",
      "anna@example.se",
      "Anna/Per",
      "a".repeat(41),
      "",
      " ",
      "---",
      "Anna: ring",
    ]) {
      expect(greetingName(name), name).toBeNull();
    }
  });

  it("fills {namn} with a real name, and otherwise greets without it", () => {
    expect(fillTemplate(seeded, "Eva Ek")).toEqual({ body: "Hej Eva Ek,\n\nTack för er förfrågan till Fjällkällan.", nameLeftOut: false });
    expect(fillTemplate(seeded, hostile)).toEqual({ body: "Hej,\n\nTack för er förfrågan till Fjällkällan.", nameLeftOut: true });
    expect(fillTemplate("Hello {namn},\n\nThank you.", "www.evil.example").body).toBe("Hello,\n\nThank you.");
    expect(fillTemplate("Tack för ditt mejl.", hostile)).toEqual({ body: "Tack för ditt mejl.", nameLeftOut: false });
  });

  it("signs with the sender's first name where the template says {förnamn}", () => {
    const signed = "Hej {namn},\n\nMed vänliga hälsningar\n{förnamn}\nReceptionen, Fjällkällan";
    expect(fillTemplate(signed, "Eva Ek", "Anna").body).toBe("Hej Eva Ek,\n\nMed vänliga hälsningar\nAnna\nReceptionen, Fjällkällan");
    // A guest who calls themselves "{förnamn}" is not filled in with the sender's name.
    expect(fillTemplate("Hej {namn},", "{förnamn}", "Anna")).toEqual({ body: "Hej,", nameLeftOut: true });
  });
});

describe("links and addresses in what a visitor wrote", () => {
  it("are found as web addresses, bare domains and e-mail addresses", () => {
    for (const text of [
      hostile,
      "Se evil.example för mer",
      "www.example.se",
      "HTTP://EXAMPLE.SE",
      "skriv till anna@example.se",
      "hxxp://x",
      "claim at pay-back.co.uk now",
    ]) {
      expect(containsLinkOrAddress(text), text).toBe(true);
    }
  });

  it("are not seen in Swedish abbreviations, times, prices or street addresses", () => {
    for (const text of [
      "t.ex. en svart mössa, bl.a. vantar o.s.v.",
      "fr.o.m. 12 mars kl. 14.00",
      "Storgatan 1, lgh 1101",
      "3.50 kr",
      "J. R. Ek",
      "Frukost, Lunch",
    ]) {
      expect(containsLinkOrAddress(text), text).toBe(false);
    }
  });

  it("make the item page warn, naming the fields, but not for the e-mail field itself", () => {
    const fields = [
      { label: "Namn", value: hostile },
      { label: "E-post", value: "anna@example.se" },
      { label: "Telefon", value: null },
      { label: "Övrigt", value: "Ring mig på www.example.se" },
    ];
    expect(linkWarning(fields, "anna@example.se")).toBe("Se upp: Namn och Övrigt innehåller en länk eller en adress.");
    expect(linkWarning(fields.slice(1), "anna@example.se")).toBe("Se upp: Övrigt innehåller en länk eller en adress.");
    expect(linkWarning([{ label: "Namn", value: "Eva Ek" }, fields[1]!], "anna@example.se")).toBeNull();
  });
});
