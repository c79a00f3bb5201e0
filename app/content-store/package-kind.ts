import { packageCategoryIds, packageCategoryNames } from "~/content/package-categories";
import { imageKeys } from "~/images/keys";
import type { FieldSpec, KindSpec } from "./kinds";
import { priceFields } from "./prices";

/**
 * A package staff edit in /staff/content (issue 36, docs/decisions/053-packages-in-the-store.md):
 * the spa, stay and conference packages of /packages, the spa page's package and home's "Populära
 * paket". The lists (what is included, the days, the schedule, the add-ons) are one entry per line,
 * so a package without a day-by-day programme simply leaves those fields empty.
 */

/** Where a package is shown; every published package is offered in the booking inquiry. */
export const packagePlaces = ["packages", "relax", "inquiry"] as const;
export type PackagePlace = (typeof packagePlaces)[number];

/** Which row of the details the price is written under. */
export const packagePriceRows = ["pricePerPerson", "priceSingle", "priceDouble"] as const;

const packageFields = (imageNames: Readonly<Record<string, string>>): FieldSpec[] => [
  { name: "title", label: "Namn", type: "text", localized: true, required: true, help: "T.ex. WEEKENDPAKET. Så står det på kortet." },
  { name: "description", label: "Kort text (kortet)", type: "textarea", localized: true, required: true },
  {
    name: "category",
    label: "Filter på paketsidan",
    type: "select",
    required: true,
    options: packageCategoryIds,
    optionLabels: Object.fromEntries(packageCategoryIds.map((id) => [id, packageCategoryNames[id].sv])),
    help: "Paketet visas under den fliken, och i bokningsförfrågan under samma val.",
  },
  {
    name: "place",
    label: "Var paketet visas",
    type: "select",
    required: true,
    options: packagePlaces,
    optionLabels: {
      packages: "Paketsidan",
      relax: "Relaxsidan (sidans spapaket: det första i ordningen)",
      inquiry: "Ingen sida, bara i bokningsförfrågan",
    },
  },
  {
    name: "order",
    label: "Ordning",
    type: "number",
    required: true,
    help: "Lägst först, t.ex. 10, 20, 30. Skriv 15 för att lägga ett paket mellan 10 och 20.",
  },
  {
    name: "featured",
    label: "Populära paket på startsidan: plats",
    type: "number",
    help: "1, 2 eller 3 (vänster först). Tomt: visas inte på startsidan.",
  },
  { name: "image", label: "Bild", type: "image", required: true, options: imageKeys, optionLabels: imageNames },
  { name: "imageAlt", label: "Bildens alt-text", type: "text", localized: true, required: true },
  ...priceFields("price", "Pris från", { help: "Tomt: kortet säger Kontakta oss för pris och tillgänglighet." }),
  {
    name: "priceUnit",
    label: "Priset gäller (på kortet)",
    type: "text",
    localized: true,
    help: "Efter priset: Från 1 580 kr per person och natt. Skriv t.ex. per person och natt.",
  },
  {
    name: "priceRow",
    label: "Prisrad i detaljerna",
    type: "select",
    options: packagePriceRows,
    optionLabels: { pricePerPerson: "Per person", priceSingle: "Enkelrum", priceDouble: "Dubbelrum" },
    emptyLabel: "(ingen prisrad)",
  },
  {
    name: "priceRowText",
    label: "Prisradens text, efter priset",
    type: "text",
    localized: true,
    help: "T.ex. per person och natt i dubbelrum.",
  },
  { name: "addon", label: "Om priset", type: "text", localized: true, help: "T.ex. vad som betalas separat." },
  { name: "includes", label: "Det här ingår", type: "textarea", localized: true, required: true, help: "En punkt per rad." },
  { name: "dayOne", label: "Dag 1", type: "textarea", localized: true, help: "En punkt per rad. Tomt: ingen dag 1." },
  { name: "dayTwo", label: "Dag 2", type: "textarea", localized: true, help: "En punkt per rad." },
  { name: "dayThree", label: "Dag 3", type: "textarea", localized: true, help: "En punkt per rad." },
  {
    name: "schedule",
    label: "Dagens schema",
    type: "textarea",
    localized: true,
    help: "En rad per punkt, tiden först: 12:30 Lunch i restaurangen.",
  },
  {
    name: "addOns",
    label: "Tillval",
    type: "textarea",
    localized: true,
    help: "Ett tillval per rad: namn | beskrivning | pris, t.ex. Tidig incheckning | Kom före kl. 15:00. | Pris på förfrågan",
  },
  { name: "equipment", label: "Teknik och utrustning", type: "textarea", localized: true },
  { name: "terms", label: "Villkor", type: "textarea", localized: true, required: true },
  {
    name: "inquiryName",
    label: "Namn i bokningsförfrågan",
    type: "text",
    localized: true,
    help: "T.ex. Weekendpaket. Gästen kan välja paketet under kategorin Weekend, Relax & spa eller Senior 60+ (samma som filtret). Tomt: går inte att välja.",
  },
  {
    name: "runningName",
    label: "Namnet i löptext",
    type: "text",
    localized: true,
    help: "Relaxsidans knapp: Skicka en förfrågan om Spa Weekend. Tomt: namnet ovan.",
  },
  {
    name: "bookingId",
    label: "Paketets nummer i bokningssystemet",
    type: "number",
    help: "Seniorpaket får knappen Boka online, till paketet med det här numret.",
  },
];

/** The kind's entry in kindSpecs (./kinds.ts), given the names staff know the pictures by. */
export function packageKind(imageNames: Readonly<Record<string, string>>) {
  return {
    title: "Paket",
    itemTitle: "Paket",
    tag: "packages",
    titleField: "title",
    fields: packageFields(imageNames),
  } as const satisfies KindSpec;
}
