import type { PackageCategoryId } from "./packages";

/**
 * The filter tabs of /packages, in order; "all" is the initial one (SPEC §2). Apart from
 * ./packages, whose texts the page's first view does without (the package dialog brings them).
 */
export const packageFilterIds = ["all", "weekend", "business", "conference", "relax", "senior"] as const satisfies ReadonlyArray<
  "all" | PackageCategoryId
>;
export type PackageFilterId = (typeof packageFilterIds)[number];
