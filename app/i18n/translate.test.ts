import { describe, expect, it } from "vitest";
import { en } from "./en";
import { sv } from "./sv";
import { translate } from "./translate";

describe("translate", () => {
  it("returns the text for a known key", () => {
    expect(translate(sv, "chat.noResults")).toBe("Inga resultat hittades.");
    expect(translate(en, "chat.noResults")).toBe("No results found.");
  });

  it("shows the key itself when a text has no translation", () => {
    expect(translate({ "a.b": "finns" }, "nav.missing")).toBe("nav.missing");
    expect(translate({}, "footer.newsletter.heading")).toBe("footer.newsletter.heading");
  });

  it("does not treat inherited object properties as translations", () => {
    expect(translate({}, "toString")).toBe("toString");
  });

  it("fills named values and leaves unknown ones visible", () => {
    expect(translate(sv, "footer.copyright", { year: 2026, name: "Fjällkällan" })).toBe(
      "© 2026 Fjällkällan. Alla rättigheter förbehållna.",
    );
    expect(translate({ k: "{a} och {b}" }, "k", { a: 1 })).toBe("1 och {b}");
  });
});

describe("the shell dictionaries", () => {
  it("have the same keys in Swedish and English", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sv).sort());
  });

  it("translate every text rather than copying the Swedish", () => {
    const same = Object.keys(sv).filter((key) => {
      const k = key as keyof typeof sv;
      return sv[k] === en[k] && !/^(FAQ|Relax|Service|Teambuilding|404|\{.*\})$/.test(sv[k]);
    });
    expect(same).toEqual([]);
  });

  it("keep the spec's Swedish texts verbatim", () => {
    expect(sv["footer.newsletter.heading"]).toBe("HÅLL DIG UPPDATERAD");
    expect(sv["footer.privateBooking"]).toBe("PRIVATBOKNING");
    expect(sv["footer.conferenceBooking"]).toBe("KONFERENSBOKNING");
    expect(sv["error.title"]).toBe("Något gick fel");
    expect(sv["error.retry"]).toBe("Försök igen");
    expect(sv["error.reload"]).toBe("Uppdatera sidan");
    expect(sv["chat.noResultsSearch"]).toBe("Inga resultat hittades. Prova en annan sökning.");
    expect(sv["lang.toggle"]).toBe("EN");
    expect(en["lang.toggle"]).toBe("SV");
  });
});
