import { describe, expect, it } from "vitest";
import { findPlaceholder, insertTemplate } from "./reply";

describe("a template's placeholder left in a reply", () => {
  it("is found in brackets or braces, as the templates write them", () => {
    expect(findPlaceholder("Vi kan erbjuda:\n\n[förslag och pris]\n\nHälsningar")).toBe("[förslag och pris]");
    expect(findPlaceholder("Hej {namn},")).toBe("{namn}");
    expect(findPlaceholder("Hello,\n\n[proposal and price]")).toBe("[proposal and price]");
  });

  it("is not found in a filled-in reply, an empty pair or brackets across lines", () => {
    expect(findPlaceholder("Hej Eva,\n\nDubbelrum 2 nätter, 2 400 kr.\n\nMed vänliga hälsningar\nAnna")).toBeNull();
    expect(findPlaceholder("a [] b {} c")).toBeNull();
    expect(findPlaceholder("[början\nslut]")).toBeNull();
  });
});

describe("a template put into a reply", () => {
  const template = "Hej Eva,\n\nTack!";

  it("fills an empty reply", () => {
    expect(insertTemplate("  \n", template)).toEqual({ text: template, caret: template.length });
  });

  it("goes in at the cursor and keeps everything typed, before and after it", () => {
    const typed = "Rummet är bokat.\nVälkommen!";
    const { text, caret } = insertTemplate(typed, template, "Rummet är bokat.".length);
    expect(text).toBe("Rummet är bokat.\n\nHej Eva,\n\nTack!\n\nVälkommen!");
    expect(text.slice(0, caret)).toBe("Rummet är bokat.\n\nHej Eva,\n\nTack!");
  });

  it("goes at the end without a cursor (no JavaScript), and at the start for a cursor there", () => {
    expect(insertTemplate("P.S. Parkering finns.", template).text).toBe("P.S. Parkering finns.\n\nHej Eva,\n\nTack!");
    expect(insertTemplate("P.S. Parkering finns.", template, 0).text).toBe("Hej Eva,\n\nTack!\n\nP.S. Parkering finns.");
  });
});
