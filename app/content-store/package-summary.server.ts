import { packageCategoryOf, packagePlaceOf } from "~/content/package-data";
import { packageCategoryNames } from "~/content/package-categories";
import { formatSek } from "~/i18n/format";
import type { ContentData } from "./data";
import { staffDay } from "./item-state.server";
import { priceOn, upcomingPrice } from "./prices";

const placeNames = { packages: "Paketsidan", relax: "Relaxsidan", inquiry: "Bara i bokningsförfrågan" } as const;

/**
 * A package in the staff's list, in their words: "Weekend · 1 580 kr, 1 680 kr från 1 jan 2027 ·
 * Paketsidan · Populära paket 3".
 */
export function packageSummary(data: ContentData | undefined, today: string): string | null {
  if (!data) return null;
  const price = priceOn(data, "price", today);
  const coming = upcomingPrice(data, "price", today);
  const prices =
    price === undefined
      ? "Pris på förfrågan"
      : [formatSek(price, "sv"), coming ? `${formatSek(coming.price, "sv")} från ${staffDay(coming.from)}` : ""].filter(Boolean).join(", ");
  return [
    packageCategoryNames[packageCategoryOf(data)].sv,
    prices,
    placeNames[packagePlaceOf(data)],
    typeof data.featured === "number" ? `Populära paket ${data.featured}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}
