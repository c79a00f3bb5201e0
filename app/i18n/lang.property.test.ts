import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { screenAt, screens, visitedPaths, screenIds } from "../screens";
import { counterpartPath, langFromPath, stripLang } from "./lang";

/**
 * The language redirect and the language toggle both go to `counterpartPath(location)`, and the
 * location is whatever a visitor (or a link someone crafted) put in the address bar (issue 14).
 * Whatever that is, the result is a path on this site: one `/` then a character that is neither
 * `/` nor `\`, and either a screen's page or a home page.
 */
const hostilePieces = [
  "/",
  "//",
  "\\",
  "/\\",
  "\\/",
  "%2F",
  "%2f%2F",
  "%5C",
  "%5c",
  "%09",
  "%0A",
  "\t",
  "\n",
  "\r",
  " ",
  "\u0000",
  ".",
  "..",
  "%2E%2E",
  "evil.com",
  "@evil.com",
  "http:",
  "https://evil.com",
  "javascript:alert(1)",
  "en",
  "EN",
  "relax",
  "blog",
  "1",
  "ö",
  "😀",
  "\u202e",
  "%",
  "%zz",
  "?",
  "#",
];
const hostilePath = fc.oneof(
  fc.array(fc.constantFrom(...hostilePieces), { maxLength: 12 }).map((pieces) => pieces.join("")),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((tail) => `${"/".repeat(3000)}${tail}`),
  fc.string({ maxLength: 20 }).map((tail) => `/en${"/..".repeat(500)}${tail}`),
);
const prefixes = ["", "/", "/en", "/en/", "/EN/", "//", "/\\", "/en//", "/en/\\"];

describe("the other language's path, for any path", () => {
  it("stays on this site and is a screen's page or a home page", () => {
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), hostilePath, (prefix, rest) => {
        const target = counterpartPath(prefix + rest);
        expect(target).toMatch(/^\/(?![/\\])/);
        // eslint-disable-next-line no-control-regex -- browsers drop these, which could join two slashes
        expect(target).not.toMatch(/[\u0000-\u001f\u007f]/);
        const home = target === "/" || target === "/en";
        expect(home || screenAt(stripLang(target)) !== undefined).toBe(true);
        // Read by a browser against this site, it stays on this site.
        expect(new URL(target, "https://hotel.test/en/x").origin).toBe("https://hotel.test");
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps every real page and flips its language", () => {
    for (const id of screenIds) {
      for (const path of visitedPaths(id)) {
        expect(counterpartPath(path)).toBe(path === "/" ? "/en" : `/en${path}`);
        expect(counterpartPath(counterpartPath(path))).toBe(path);
        expect(langFromPath(counterpartPath(path))).toBe("en");
      }
    }
    expect(screens["not-found"].path).toBe("*");
    expect(counterpartPath("/no-such-page")).toBe("/en");
    expect(counterpartPath("/en/no-such-page")).toBe("/");
  });
});
