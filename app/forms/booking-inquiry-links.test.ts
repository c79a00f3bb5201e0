import { describe, expect, it } from "vitest";
import { packageCategoryIds } from "~/content/packages";
import { businessCategories, privateCategories } from "./booking-inquiry";
import { inquirySearchForPackage } from "./booking-inquiry-links";

describe("a package's inquiry link", () => {
  it.each(packageCategoryIds)("for %s opens a tab whose form offers the preselected category", (category) => {
    const search = new URLSearchParams(inquirySearchForPackage(category));
    const offered: readonly string[] = search.get("typ") === "foretag" ? businessCategories : privateCategories;
    expect(offered).toContain(search.get("kategori"));
  });

  it("sends conference and business packages to the business form", () => {
    expect(inquirySearchForPackage("conference")).toBe("?typ=foretag&kategori=conference");
    expect(inquirySearchForPackage("business")).toBe("?typ=foretag&kategori=conference");
    expect(inquirySearchForPackage("relax")).toBe("?kategori=relax");
  });
});
