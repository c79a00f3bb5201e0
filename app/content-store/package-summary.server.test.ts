import { describe, expect, it } from "vitest";
import { packageSummary } from "./package-summary.server";

describe("a package in the staff's list", () => {
  const weekend = { category: "weekend", place: "packages", price: 1580, featured: 3 };

  it("says its filter, price, page and place on home in Swedish words", () => {
    expect(packageSummary(weekend, "2026-11-28")).toBe("Weekend · 1\u00a0580\u00a0kr · Paketsidan · Populära paket 3");
    expect(packageSummary({ category: "relax", place: "relax" }, "2026-11-28")).toBe("Relax & spa · Pris på förfrågan · Relaxsidan");
  });

  it("names the coming price and its day until that day, then only the new price", () => {
    const next = { ...weekend, priceNext: 1680, priceNextFrom: "2027-01-01" };
    expect(packageSummary(next, "2026-12-31")).toBe(
      "Weekend · 1\u00a0580\u00a0kr, 1\u00a0680\u00a0kr från 1 jan 2027 · Paketsidan · Populära paket 3",
    );
    expect(packageSummary(next, "2027-01-01")).toBe("Weekend · 1\u00a0680\u00a0kr · Paketsidan · Populära paket 3");
  });
});
