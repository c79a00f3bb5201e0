import { describe, expect, it } from "vitest";
import { formatPercent, formatSek } from "./format";

describe("prices and percentages", () => {
  it("write kronor the Swedish way and SEK the English way, never breaking the line inside", () => {
    expect(formatSek(499, "sv")).toBe("499\u00a0kr");
    expect(formatSek(3500, "sv")).toBe("3\u00a0500\u00a0kr");
    expect(formatSek(12000, "en")).toBe("12,000\u00a0SEK");
    expect(formatSek(1545, "en")).toBe("1,545\u00a0SEK");
  });

  it("put a space before the percent sign in Swedish only", () => {
    expect(formatPercent(25, "sv")).toBe("25\u00a0%");
    expect(formatPercent(25, "en")).toBe("25%");
  });
});
