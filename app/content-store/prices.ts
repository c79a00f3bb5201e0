import type { ContentData } from "./data";
import type { FieldSpec } from "./kinds";

/**
 * A price staff set, and optionally the next one from a day (issue 36): "1 580 kr, från 1 januari
 * 2027 1 680 kr". Next season's price is entered ahead and goes live on its day in Sweden with no
 * one at the keyboard; the page cache keys on that day (workers/page-cache/store.ts), so no purge
 * is needed. Stored as three plain fields of the item: `{name}`, `{name}Next`, `{name}NextFrom`.
 */

/** The form fields of one price, to spread into a kind's fields (`...priceFields("price", "Pris")`). */
export function priceFields(name: string, label: string, options: { required?: boolean; help?: string } = {}): FieldSpec[] {
  return [
    { name, label: `${label} (kronor)`, type: "number", required: options.required, help: options.help },
    {
      name: `${name}Next`,
      label: `${label}: nytt pris (kronor)`,
      type: "number",
      requiredWith: `${name}NextFrom`,
      help: "Lämna tomt om priset inte ska ändras. Det nya priset visas från dagen nedan.",
    },
    {
      name: `${name}NextFrom`,
      label: `${label}: nytt pris gäller från`,
      type: "date",
      requiredWith: `${name}Next`,
      help: "Första dagen med det nya priset, till exempel 2027-01-01.",
    },
  ];
}

function amount(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** The price on a day in Sweden (`todayInSweden()`): the next price from its first day on. */
export function priceOn(data: ContentData, name: string, day: string): number | undefined {
  const next = amount(data[`${name}Next`]);
  const from = data[`${name}NextFrom`];
  if (next !== undefined && typeof from === "string" && from !== "" && day >= from) return next;
  return amount(data[name]);
}

/** The price that is still to come on a day, if one is set: for a line such as "1 680 kr från 1 januari". */
export function upcomingPrice(data: ContentData, name: string, day: string): { price: number; from: string } | undefined {
  const next = amount(data[`${name}Next`]);
  const from = data[`${name}NextFrom`];
  if (next === undefined || typeof from !== "string" || from === "" || day >= from) return undefined;
  return { price: next, from };
}

/** The day before an ISO day. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** schema.org offers for a price on a day: today's (valid until the day before the next), and the next from its day. */
export function priceOffers(data: ContentData, name: string, day: string): Array<Record<string, string | number>> {
  const now = priceOn(data, name, day);
  if (now === undefined) return [];
  const next = upcomingPrice(data, name, day);
  const current: Record<string, string | number> = { "@type": "Offer", price: now, priceCurrency: "SEK" };
  if (!next) return [current];
  return [
    { ...current, priceValidUntil: dayBefore(next.from) },
    { "@type": "Offer", price: next.price, priceCurrency: "SEK", validFrom: next.from },
  ];
}
