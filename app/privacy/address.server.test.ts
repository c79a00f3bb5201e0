import { describe, expect, it } from "vitest";
import { addressesIn, addressHash, isPersons, likeLiteral, mentions, personOf, variantsOf } from "./address.server";

describe("one person's addresses", () => {
  it("groups every case and +tag of an address under one key", () => {
    const person = personOf("  Anna+Bokning@Example.SE ")!;
    expect(person).toEqual({ typed: "anna+bokning@example.se", key: "anna@example.se", local: "anna", domain: "example.se" });
    for (const same of ["anna@example.se", "ANNA@EXAMPLE.SE", "anna+x@example.se", "anna+x+y@example.se", " Anna+@example.se "]) {
      expect(isPersons(person, same), same).toBe(true);
    }
    for (const other of ["joanna@example.se", "anna@example.com", "anna.b@example.se", "annax@example.se", "anna", "", null]) {
      expect(isPersons(person, other), String(other)).toBe(false);
    }
  });

  it("refuses what is no e-mail address", () => {
    for (const bad of ["", "anna", "anna@", "@example.se", "anna@example", "an na@example.se", "a@b@c.se", `${"a".repeat(250)}@example.se`, 42, undefined]) {
      expect(personOf(bad), String(bad)).toBeUndefined();
    }
  });

  it("finds the person's spellings inside free text, JSON and mail headers, and no one else", () => {
    const person = personOf("anna@example.se")!;
    expect(mentions(person, '{"email":"Anna+popup@example.se","name":"Anna"}')).toBe(true);
    expect(mentions(person, "Från: Anna <anna@example.se>, kopia joanna@example.se")).toBe(true);
    expect(mentions(person, "joanna@example.se, anna@example.com, anna.b@example.se")).toBe(false);
    expect(addressesIn("a@b.se;c+d@e.co.uk x@y")).toEqual(["a@b.se", "c+d@e.co.uk"]);
  });

  it("lists the spellings found, the plain address first", () => {
    const person = personOf("anna+x@example.se")!;
    expect(variantsOf(person, ["anna+z@example.se", "Anna@Example.se", "anna+x@example.se", "bo@example.se", "anna@example.se"])).toEqual([
      "anna@example.se",
      "anna+x@example.se",
      "anna+z@example.se",
    ]);
  });

  it("hashes the key, so every spelling gives the same hash and the hash is not the address", async () => {
    const hash = await addressHash(personOf("Anna+x@example.se")!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(await addressHash(personOf("anna@example.se")!));
    expect(hash).not.toBe(await addressHash(personOf("bo@example.se")!));
  });

  it("takes LIKE's wildcards literally", () => {
    expect(likeLiteral("a_b%c\\d")).toBe("a\\_b\\%c\\\\d");
  });
});
