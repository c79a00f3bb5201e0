import type { Localized } from "../i18n/lang";

/**
 * The categories a package is filed under (SPEC §3 "Package"): the filter tabs of /packages and the
 * booking inquiry's categories. Apart from ./packages, so the staff's editor can name them without
 * the seeded packages' texts.
 */
export const packageCategoryIds = ["relax", "weekend", "conference", "business", "senior", "experience"] as const;
export type PackageCategoryId = (typeof packageCategoryIds)[number];

/** The senior package is for guests of this age and over; its name says so ("60+"). */
export const seniorMinimumAge = 60;

export const packageCategoryNames: Record<PackageCategoryId, Localized> = {
  relax: { sv: "Relax & spa", en: "Relax & spa" },
  weekend: { sv: "Weekend", en: "Weekend breaks" },
  conference: { sv: "Konferens", en: "Conferences" },
  business: { sv: "Affärsresa", en: "Business travel" },
  senior: { sv: `Senior ${seniorMinimumAge}+`, en: `Seniors ${seniorMinimumAge}+` },
  experience: { sv: "Upplevelser", en: "Experiences" },
};
