import type { PackageCategoryId } from "~/content/packages";

// Kept apart from the form schema (./booking-inquiry.ts) so that pages linking to the form do not ship zod.

/**
 * The inquiry form's address for a package category (app/content/packages.ts): conference and
 * business packages open the "Företag" tab on the conference category; an experience package has
 * no category of its own on the private form, so it lands on "other".
 */
export function inquirySearchForPackage(category: PackageCategoryId): string {
  switch (category) {
    case "conference":
    case "business":
      return "?typ=foretag&kategori=conference";
    case "experience":
      return "?kategori=other";
    default:
      return `?kategori=${category}`;
  }
}
