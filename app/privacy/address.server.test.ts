import { describe, expect, it, vi } from "vitest";
import { fromBase64url } from "~/server/signing.server";
import {
  addressesIn,
  auditCode,
  DEVELOPMENT_AUDIT_SECRET,
  isPersons,
  likeLiteral,
  mentions,
  personOf,
  privacyAuditSecret,
  variantsOf,
} from "./address.server";

/** What the audit kept before decision 038: anyone could test a guessed address against it. */
async function plainSha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

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
    for (const bad of [
      "",
      "anna",
      "anna@",
      "@example.se",
      "anna@example",
      "an na@example.se",
      "a@b@c.se",
      `${"a".repeat(250)}@example.se`,
      42,
      undefined,
    ]) {
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

  it("codes the key with the audit secret: every spelling the same, and no guess can be checked without the secret", async () => {
    const code = await auditCode("secret-a", personOf("Anna+x@example.se")!);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(code).toBe(await auditCode("secret-a", personOf("anna@example.se")!));
    expect(code).not.toBe(await auditCode("secret-a", personOf("bo@example.se")!));
    expect(code).not.toBe(await auditCode("secret-b", personOf("anna@example.se")!));
    const plain = await plainSha256("anna@example.se");
    const codeHex = [...fromBase64url(code)!].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    expect([code, codeHex]).not.toContain(plain);
  });

  it("takes the audit secret as set, and a development key only off the internet", () => {
    expect(privacyAuditSecret({ PRIVACY_AUDIT_SECRET: " set " }, "https://fjallkallan.se/staff/person")).toBe("set");
    expect(privacyAuditSecret({ PRIVACY_AUDIT_SECRET: "" }, "https://fjallkallan.se/staff/person")).toBe(DEVELOPMENT_AUDIT_SECRET);
    vi.stubEnv("MODE", "production");
    expect(privacyAuditSecret({ PRIVACY_AUDIT_SECRET: " " }, "https://fjallkallan.se/staff/person")).toBeNull();
    expect(privacyAuditSecret({ PRIVACY_AUDIT_SECRET: "" }, "http://127.0.0.1:4183/staff/person")).toBe(DEVELOPMENT_AUDIT_SECRET);
    vi.unstubAllEnvs();
  });

  it("takes LIKE's wildcards literally", () => {
    expect(likeLiteral("a_b%c\\d")).toBe("a\\_b\\%c\\\\d");
  });
});
