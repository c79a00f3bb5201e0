import { localized, localizedLines, type ContentData } from "~/content-store/data";
import { priceOn, upcomingPrice } from "~/content-store/prices";
import { packagePlaces, packagePriceRows, type PackagePlace } from "~/content-store/package-kind";
import { formatSek } from "~/i18n/format";
import type { Lang, Localized } from "~/i18n/lang";
import { noPhotos, pictureOf, type Photos } from "~/photos/photos";
import { packageCategoryIds, type PackageCategoryId } from "./package-categories";
import { priceOnRequestText, type AddOnOption, type Package, type ScheduleItem } from "./packages";

/**
 * A package as the pages show it, from the item staff publish (issue 36,
 * docs/decisions/053-packages-in-the-store.md): the price of the day in Sweden, the texts built
 * around it as the seeded packages wrote them ("Från 1 580 kr per person och natt"), and a line
 * about a coming price.
 */

const fromWord: Localized = { sv: "Från", en: "From" };

const dayFormats: Record<Lang, Intl.DateTimeFormat> = {
  sv: new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
};

/** "Från 1 januari 2027: 1 680 kr" / "From 1 January 2027: 1,680 SEK". */
export function comingPriceLine(price: number, from: string, lang: Lang): string {
  return `${fromWord[lang]} ${dayFormats[lang].format(new Date(`${from}T12:00:00Z`))}: ${formatSek(price, lang)}`;
}

/** "12:30 Lunch i restaurangen", one per line: the time is the first word. */
function scheduleOf(lines: string[]): ScheduleItem[] {
  return lines.map((line) => {
    const [time = "", ...rest] = line.split(/\s+/);
    return { time, activity: rest.join(" ") };
  });
}

/** "Namn | beskrivning | pris", one per line. */
function addOnsOf(lines: string[]): AddOnOption[] {
  return lines.map((line) => {
    const [name = "", description = "", price = ""] = line.split("|").map((part) => part.trim());
    return { name, description, price };
  });
}

export function packageCategoryOf(data: ContentData): PackageCategoryId {
  const category = data.category;
  return (packageCategoryIds as readonly unknown[]).includes(category) ? (category as PackageCategoryId) : "experience";
}

export function packagePlaceOf(data: ContentData): PackagePlace {
  return (packagePlaces as readonly unknown[]).includes(data.place) ? (data.place as PackagePlace) : "packages";
}

export function packageFromData(slug: string, data: ContentData, lang: Lang, today: string, photos: Photos = noPhotos): Package {
  const text = (name: string) => localized(data, name, lang);
  const optional = (name: string) => text(name) || undefined;
  const lines = (name: string) => localizedLines(data, name, lang);
  const price = priceOn(data, "price", today);
  const coming = upcomingPrice(data, "price", today);
  const row = (packagePriceRows as readonly unknown[]).includes(data.priceRow) ? String(data.priceRow) : undefined;
  const days = { dayOne: lines("dayOne"), dayTwo: lines("dayTwo"), dayThree: lines("dayThree") };
  const schedule = scheduleOf(lines("schedule"));
  const addOnOptions = addOnsOf(lines("addOns"));
  const pkg: Package = {
    ...(typeof data.bookingId === "number" ? { id: data.bookingId } : {}),
    slug,
    title: text("title"),
    category: packageCategoryOf(data),
    featured: typeof data.featured === "number",
    image: pictureOf(data.image, photos, "pool"),
    imageAlt: text("imageAlt"),
    ...(price === undefined ? {} : { fromPrice: price }),
    description: text("description"),
    price:
      price === undefined
        ? priceOnRequestText[lang]
        : [fromWord[lang], formatSek(price, lang), text("priceUnit")].filter(Boolean).join(" "),
    ...(price !== undefined && row ? { [row]: [formatSek(price, lang), text("priceRowText")].filter(Boolean).join(" ") } : {}),
    ...(coming ? { comingPrice: comingPriceLine(coming.price, coming.from, lang) } : {}),
    ...(optional("addon") ? { addon: text("addon") } : {}),
    termsText: text("terms"),
    ...(optional("equipment") ? { equipmentText: text("equipment") } : {}),
    includes: lines("includes"),
    ...Object.fromEntries(Object.entries(days).filter(([, items]) => items.length > 0)),
    ...(schedule.length > 0 ? { schedule } : {}),
    ...(addOnOptions.length > 0 ? { addOnOptions } : {}),
  };
  return pkg;
}

/**
 * What the booking inquiry sent for the four seeded packages before they were in the store (issue
 * 36): kept as their choices' values, so the form, links to it and old inquiries read as before.
 * A package staff create is sent by its address.
 */
const seededInquiryValues: Readonly<Record<string, string>> = {
  weekendpaket: "weekend",
  "spa-weekend": "spa-weekend",
  "spa-for-en-dag": "dagspa",
  "seniorpaket-60": "senior",
};

export function inquiryValueOf(key: string): string {
  return seededInquiryValues[key] ?? key;
}
