import { describe, it, expect } from "vitest";
import { imageKeys } from "../images/keys";
import { formatSek } from "../i18n/format";
import { packageCategoriesFor, packageCategoryIds, packagesFor, packagesPageLabelsFor, type Package } from "./packages";

const sv = packagesFor("sv");
const en = packagesFor("en");

function byId(list: Package[], id: number): Package {
  const pkg = list.find((candidate) => candidate.id === id);
  if (!pkg) throw new Error(`No package ${id}`);
  return pkg;
}

/** The keys a package has and the lengths of its lists: what must match between languages. */
function shape(pkg: Package) {
  return Object.fromEntries(
    Object.entries(pkg)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => [key, Array.isArray(value) ? value.length : typeof value]),
  );
}

describe("packages", () => {
  it("has exactly the packages of the specification, in both languages", () => {
    const ids = [1, 2, 3, 104, 401, 4, 5, 8, 302];
    expect(sv.map((p) => p.id)).toEqual(ids);
    expect(en.map((p) => p.id)).toEqual(ids);
  });

  it("has the same structure in Swedish and English", () => {
    sv.forEach((pkg, index) => {
      const other = en[index];
      if (!other) throw new Error(`No English package at position ${index}`);
      expect(shape(other)).toEqual(shape(pkg));
      for (const key of ["id", "slug", "category", "featured", "image", "fromPrice"] as const) {
        expect(other[key]).toEqual(pkg[key]);
      }
      (["schedule", "addOnOptions"] as const).forEach((key) => {
        other[key]?.forEach((item, i) => expect(Object.keys(item)).toEqual(Object.keys(pkg[key]?.[i] ?? {})));
      });
    });
  });

  it("uses the Swedish titles of the specification", () => {
    expect(sv.map((p) => p.title)).toEqual([
      "SPA WEEKEND",
      "SPA FÖR EN DAG",
      "WEEKENDPAKET",
      "HÄRLIGA FREDAG",
      "DAGSKONFERENS",
      "BUSINESS+",
      "BUSINESS",
      "SENIORPAKET 60+",
      "LEISURE",
    ]);
  });

  it("states the from-prices of the specification on the price line", () => {
    const expected: Record<number, number> = { 3: 1580, 104: 1570, 4: 1650, 5: 1525, 8: 1380, 302: 1525, 401: 910 };
    for (const [id, amount] of Object.entries(expected)) {
      expect(byId(sv, Number(id)).fromPrice).toBe(amount);
      expect(byId(sv, Number(id)).price).toContain(formatSek(amount, "sv"));
      expect(byId(en, Number(id)).price).toContain(formatSek(amount, "en"));
    }
    expect(byId(sv, 3).price).toBe("Från 1\u00a0580\u00a0kr per person och natt");
    expect(byId(en, 3).price).toBe("From 1,580\u00a0SEK per person per night");
  });

  it("puts both spa packages in relax, without a price, and keeps them off the packages list", () => {
    for (const list of [sv, en]) {
      expect(byId(list, 1).category).toBe("relax");
      expect(byId(list, 2).category).toBe("relax");
    }
    expect(byId(sv, 1).price).toBe("Kontakta oss för pris och tillgänglighet");
    expect(byId(en, 2).price).toBe("Contact us for pricing and availability");
  });

  it("features day conference, LEISURE and the weekend package, in that order", () => {
    expect(
      sv
        .filter((p) => p.featured)
        .map((p) => p.id)
        .sort(),
    ).toEqual([3, 302, 401]);
  });

  it("puts every package in its category", () => {
    const categories = Object.fromEntries(sv.map((p) => [p.id, p.category]));
    expect(categories).toEqual({
      1: "relax",
      2: "relax",
      3: "weekend",
      104: "weekend",
      401: "conference",
      4: "business",
      5: "business",
      8: "senior",
      302: "experience",
    });
  });

  it("anchors Härliga fredag at #harliga-fredag and gives every package a unique slug", () => {
    expect(byId(sv, 104).slug).toBe("harliga-fredag");
    const slugs = sv.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9-]+$/);
  });

  it("states the times and rules of SPEC §9", () => {
    const text = (pkg: Package) => JSON.stringify(pkg);
    // Check-in and check-out; the spa weekend checks out at 12:00.
    for (const id of [3, 104, 4, 5, 8, 302]) {
      expect(byId(sv, id).termsText).toContain("15:00");
      expect(byId(sv, id).termsText).toContain("11:00");
      expect(byId(en, id).termsText).toContain("11:00");
    }
    expect(byId(sv, 1).termsText).toContain("utcheckning senast kl. 12:00");
    expect(byId(en, 1).termsText).toContain("check-out by 12:00");
    // Day conference 08:00–16:00, from 910 kr excluding VAT.
    expect(byId(sv, 401).termsText).toContain("08:00–16:00");
    expect(byId(sv, 401).price).toBe("Från 910\u00a0kr per person exkl. moms");
    expect(byId(en, 401).termsText).toContain("Conference prices exclude VAT");
    // Spa for a day: Friday to Saturday, 11:30–16:30.
    expect(byId(sv, 2).termsText).toContain("fredag till lördag, kl. 11:30–16:30");
    expect(byId(en, 2).termsText).toContain("Friday to Saturday, 11:30–16:30");
    // Business packages Monday–Thursday, senior any day, neither on public holidays.
    for (const id of [4, 5]) {
      expect(byId(sv, id).termsText).toContain("måndag till torsdag, ej helgdagar");
      expect(byId(en, id).termsText).toContain("Monday to Thursday, not on public holidays");
    }
    expect(byId(sv, 8).termsText).toContain("alla dagar, ej helgdagar");
    expect(byId(en, 8).termsText).toContain("any day of the week, not on public holidays");
    // Prices per night include VAT; breakfast and dinner always included for private guests.
    expect(byId(sv, 3).termsText).toContain("Priserna per natt inkluderar moms");
    expect(byId(sv, 3).termsText).toContain("Frukost och middag ingår alltid för privatgäster");
    expect(byId(en, 8).termsText).toContain("Breakfast and dinner are always included for private guests");
    // Early check-in and a pet-friendly room are priced on request.
    const addOns = byId(sv, 3).addOnOptions ?? [];
    expect(addOns.map((a) => [a.name, a.price])).toEqual([
      ["Tidig incheckning", "Pris på förfrågan"],
      ["Husdjursvänligt rum", "Pris på förfrågan"],
    ]);
    expect(text(byId(en, 8))).toContain("Price on request");
  });

  it("gives every package real content to show in its dialog", () => {
    for (const pkg of [...sv, ...en]) {
      expect(imageKeys).toContain(pkg.image);
      expect(pkg.title.trim()).not.toBe("");
      expect(pkg.description.length).toBeGreaterThan(40);
      expect(pkg.includes.length).toBeGreaterThanOrEqual(3);
      expect(pkg.termsText.trim()).not.toBe("");
      expect(Boolean(pkg.dayOne?.length) || Boolean(pkg.schedule?.length)).toBe(true);
      expect(JSON.stringify(pkg)).not.toMatch(/TODO|lorem|placeholder/i);
    }
    expect(byId(sv, 401).equipmentText).toBeTruthy();
  });

  it("names the categories in both languages", () => {
    expect(packageCategoriesFor("sv").map((c) => c.id)).toEqual([...packageCategoryIds]);
    expect(packageCategoriesFor("en").map((c) => c.id)).toEqual([...packageCategoryIds]);
    expect(packageCategoryIds).toEqual(["relax", "weekend", "conference", "business", "senior", "experience"]);
    for (const category of [...packageCategoriesFor("sv"), ...packageCategoriesFor("en")]) expect(category.name.trim()).not.toBe("");
  });

  it("has the same page labels and hero images in both languages", () => {
    const svLabels = packagesPageLabelsFor("sv");
    const enLabels = packagesPageLabelsFor("en");
    expect(Object.keys(enLabels)).toEqual(Object.keys(svLabels));
    expect(svLabels.heroSlides).toHaveLength(3);
    expect(enLabels.heroSlides.map((s) => s.image)).toEqual(svLabels.heroSlides.map((s) => s.image));
  });
});
