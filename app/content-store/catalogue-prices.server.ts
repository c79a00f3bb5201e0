import { formatSek } from "~/i18n/format";
import type { ContentData } from "./data";
import { staffDay } from "./item-state.server";
import { priceOn, upcomingPrice } from "./prices";

/** The price fields of a kind that staff see in its list. */
const listedPrices: Readonly<Record<string, readonly string[]>> = {
  room: ["pricePerPerson", "priceForTwo"],
  treatment: ["option1Price", "option2Price"],
  "gift-card": ["amount"],
};

/**
 * A kind's prices as the staff list shows them: "1 545 kr, 1 620 kr från 1 jan 2027", each price
 * of the item with its coming one; null for a kind without prices, "på förfrågan" for none set.
 */
export function staffPrices(kind: string, data: ContentData | undefined, today: string): string | null {
  const names = listedPrices[kind];
  if (!names || !data) return null;
  const prices = names.flatMap((name) => {
    const now = priceOn(data, name, today);
    if (now === undefined) return [];
    const next = upcomingPrice(data, name, today);
    return [next ? `${formatSek(now, "sv")}, ${formatSek(next.price, "sv")} från ${staffDay(next.from)}` : formatSek(now, "sv")];
  });
  return prices.length ? prices.join(" · ") : "på förfrågan";
}
