import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { getDb, type Db } from "~/db/client.server";
import { todayInSweden } from "~/forms/dates";
import type { Lang } from "~/i18n/lang";
import { inquiryValueOf, packageCategoryOf, packageFromData, packagePlaceOf } from "~/content/package-data";
import type { PackageCategoryId } from "~/content/package-categories";
import { relaxPackageOf, type Package } from "~/content/packages";
import { localized, type ContentData } from "./data";
import { isValidKey } from "./kinds";
import type { PackagePlace } from "./package-kind";
import { noPhotos, type Photos } from "~/photos/photos";
import { photosOf } from "~/photos/photos.server";
import { readContent, type ContentItem } from "./store.server";

/**
 * The packages as the pages read them (issue 36, docs/decisions/053-packages-in-the-store.md): the
 * published ones, each at its price of the day in Sweden, in the staff's order.
 */

export interface PublishedPackage {
  pkg: Package;
  place: PackagePlace;
  /** Its place under "Populära paket", if it has one. */
  featured: number | undefined;
  /** Its name in running text ("Spa Weekend"). */
  runningName: string;
}

/** Lowest order first, then by address, so two with the same number keep a steady order. */
export function byOrder(a: { key: string; data: ContentData }, b: { key: string; data: ContentData }): number {
  return Number(a.data.order ?? 0) - Number(b.data.order ?? 0) || a.key.localeCompare(b.key);
}

export function publishedPackagesOf(
  items: readonly ContentItem[],
  lang: Lang,
  today: string,
  photos: Photos = noPhotos,
): PublishedPackage[] {
  return items
    .filter((item) => item.kind === "package" && isValidKey("package", item.key))
    .sort(byOrder)
    .map((item) => ({
      pkg: packageFromData(item.key, item.data, lang, today, photos),
      place: packagePlaceOf(item.data),
      featured: typeof item.data.featured === "number" ? item.data.featured : undefined,
      runningName: localized(item.data, "runningName", lang) || localized(item.data, "title", lang),
    }));
}

export async function publishedPackages(
  context: Readonly<RouterContextProvider>,
  lang: Lang,
  now = new Date(),
): Promise<PublishedPackage[]> {
  const db = getDb(context.get(cloudflareContext).env.DB);
  const items = await readContent(db, { kinds: ["package"] });
  // Only when a package names an uploaded photo does this read anything.
  return publishedPackagesOf(items, lang, todayInSweden(now), await photosOf(db, items));
}

/** Each published package's from-price of the day, by its address: what the FAQ's answers quote. */
export function fromPricesBySlug(published: readonly PublishedPackage[]): Record<string, number> {
  return Object.fromEntries(published.flatMap(({ pkg }) => (pkg.fromPrice === undefined ? [] : [[pkg.slug, pkg.fromPrice]])));
}

/** The packages /packages lists. */
export function listedPackages(published: readonly PublishedPackage[]): Package[] {
  return published.filter((entry) => entry.place === "packages").map((entry) => entry.pkg);
}

/** Home's "Populära paket", by their places. */
export function featuredPackages(published: readonly PublishedPackage[]): Package[] {
  return published
    .filter((entry) => entry.featured !== undefined)
    .sort((a, b) => a.featured! - b.featured!)
    .map((entry) => entry.pkg);
}

/** The spa page's package: the first sold there, if any. */
export function relaxPackage(published: readonly PublishedPackage[], lang: Lang) {
  const entry = published.find((candidate) => candidate.place === "relax");
  return entry ? relaxPackageOf(entry.pkg, entry.runningName, lang) : undefined;
}

/** A package the booking inquiry offers: under its filter's category, by its name there. */
export interface InquiryPackage {
  category: PackageCategoryId;
  /** What the form sends. */
  value: string;
  /** Its name in the page's language. */
  label: string;
  /** Its Swedish name, which the inquiry keeps (the staff's mail and desk). */
  nameSv: string;
}

/** The published packages that have a name in the booking inquiry, in the staff's order. */
export function inquiryPackagesOf(items: readonly ContentItem[], lang: Lang): InquiryPackage[] {
  return items
    .filter((item) => item.kind === "package" && isValidKey("package", item.key) && localized(item.data, "inquiryName", "sv") !== "")
    .sort(byOrder)
    .map((item) => ({
      category: packageCategoryOf(item.data),
      value: inquiryValueOf(item.key),
      label: localized(item.data, "inquiryName", lang),
      nameSv: localized(item.data, "inquiryName", "sv"),
    }));
}

export async function inquiryPackages(db: Db, lang: Lang): Promise<InquiryPackage[]> {
  return inquiryPackagesOf(await readContent(db, { kinds: ["package"] }), lang);
}
