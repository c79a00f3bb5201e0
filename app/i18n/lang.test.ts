import { describe, expect, it } from "vitest";
import { counterpartPath, langFromPath, localizePath, stripLang } from "./lang";

describe("language URLs", () => {
  it("reads the language from the path", () => {
    expect(langFromPath("/")).toBe("sv");
    expect(langFromPath("/relax")).toBe("sv");
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/en/blog/3")).toBe("en");
    expect(langFromPath("/english-page")).toBe("sv");
  });

  it("reads the language of a client-side navigation's data request as of its page", () => {
    // React Router asks for `/en.data` when a visitor goes to the English home page without a new document.
    expect(langFromPath("/en.data")).toBe("en");
    expect(langFromPath("/en/relax.data")).toBe("en");
    expect(langFromPath("/_.data")).toBe("sv");
    expect(langFromPath("/relax.data")).toBe("sv");
    expect(langFromPath("/entre.data")).toBe("sv");
  });

  it("maps every page to its counterpart and back", () => {
    for (const path of ["/", "/relax", "/blog/3", "/villkor"]) {
      const english = counterpartPath(path);
      expect(langFromPath(english)).toBe("en");
      expect(counterpartPath(english)).toBe(path);
    }
    expect(counterpartPath("/")).toBe("/en");
    expect(counterpartPath("/en/blog/3")).toBe("/blog/3");
  });

  it("localises links, keeping queries and hashes", () => {
    expect(localizePath("/villkor?tab=privacy", "en")).toBe("/en/villkor?tab=privacy");
    expect(localizePath("/packages#harliga-fredag", "sv")).toBe("/packages#harliga-fredag");
    expect(localizePath("/", "en")).toBe("/en");
    expect(stripLang("/en/relax")).toBe("/relax");
  });
});
