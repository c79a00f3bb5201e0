import * as z from "zod/mini";
import { isIsoDate } from "~/forms/dates";
import { dinnerDayLabels, dinnerDaySpans, exceptionScopeLabels, exceptionScopes, timeRangePattern } from "~/content/hours";
import { weeksNamed } from "~/content/menus";
import { imageKeys } from "~/images/keys";
import { photoValuePattern } from "~/photos/photos";
import { screenIds, visitedPaths, type ContentTag } from "~/screens";
import { giftCardKind, roomKind, treatmentKind } from "./catalogue-kinds";
import { itemKeyPattern, type ContentData } from "./data";
import { packageKind } from "./package-kind";
import { parseWeekKey } from "./week";

/**
 * What staff edit in /staff/content (issue 18, docs/decisions/023-staff-edited-content.md): each
 * kind is a list of fields, from which its form, its zod schema (browser and server alike), its
 * "saknar engelska" check and its history view are all made. A localized field is two form fields,
 * `{name}Sv` (Swedish, required when the field is) and `{name}En` (English, optional: an empty one
 * shows the Swedish text on English pages).
 */

export type FieldType = "text" | "textarea" | "number" | "date" | "select" | "image" | "time-range" | "weeks";

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  localized?: boolean;
  required?: boolean;
  /** A line under the label. */
  help?: string;
  /** A select's choices. */
  options?: readonly string[];
  /** How staff read a choice, where the stored value is a code. */
  optionLabels?: Readonly<Record<string, string>>;
  /** A select's empty choice, where it is not "(ingen)". */
  emptyLabel?: string;
  /** Required unless this other field has a value (a weekday's dish, unless the day is closed). */
  requiredUnless?: string;
  /** Required when this other field has a value (a next price and the day it applies from go together). */
  requiredWith?: string;
  /** What `requiredWith` says when it is missing, where it is not about a next price. */
  requiredWithMessage?: string;
  /** Values a select takes besides its fixed options (the editor offers them as the store holds them). */
  alsoAccepts?: RegExp;
}

export interface KindSpec {
  /** Plural heading in the staff area. */
  title: string;
  /** What one item is called ("Veckomeny"). */
  itemTitle: string;
  tag: ContentTag;
  fields: readonly FieldSpec[];
  /** Keys are ISO weeks ("2026-W48"), and a new week starts from the latest earlier one. */
  weekly?: boolean;
  /** Two date fields that must be in order (the second may be empty where it is optional). */
  dateOrder?: readonly [from: string, to: string];
  /** The kind has exactly one item, with this key (the weekly opening hours). */
  single?: string;
  /** The localized field whose Swedish text names an item in the staff's lists and headings. */
  titleField?: string;
  /** A fixed set of items kept in step with another system (the rooms): no "Skapa", no "Ta bort"; hiding is allowed. */
  fixed?: boolean;
}

/** What staff call each picture of the catalogue, beside its thumbnail in the editor. */
const imageNames: Readonly<Record<(typeof imageKeys)[number], string>> = {
  "lake-dawn": "Sjön i gryningen",
  "forest-mist": "Skog i dimma",
  spring: "Källan",
  pool: "Bassängen",
  sauna: "Bastun",
  treatment: "Behandling",
  dining: "Restaurangen",
  breakfast: "Frukost",
  bar: "Baren",
  conference: "Konferens",
  "meeting-room": "Mötesrum",
  teambuilding: "Teambuilding",
  "winter-lodge": "Hotellet på vintern",
  "northern-lights": "Norrsken",
  "autumn-forest": "Höstskog",
  "summer-night": "Sommarnatt",
  berries: "Bär",
  crayfish: "Kräftor",
  surstromming: "Surströmming",
  "room-standard": "Standardrum",
  "room-pet": "Rum för husdjur",
  "room-accessible": "Tillgängligt rum",
  "room-deluxe": "Deluxerum",
  wedding: "Bröllop",
  celebration: "Fest",
  "forest-hut": "Kåta i skogen",
  "gift-card": "Presentkort",
  trail: "Vandringsled",
  reception: "Receptionen",
  "hotel-exterior": "Hotellet utifrån",
};

/** The pictures a catalogue item may show (./catalogue-kinds.ts). */
const pictures = { options: imageKeys, optionLabels: imageNames };

/** Where a notice shows: a banner on every page, or an offer in the home page's ticker. */
export const noticePlacements = ["banderoll", "ticker"] as const;
/** A notice links to one of the site's own pages (Swedish paths; English pages link to their own). */
const sitePaths = /* @__PURE__ */ screenIds.flatMap((id) => visitedPaths(id)).filter((path) => !path.includes(":"));

/** A weekday without lunch in a weekly menu (its `{day}Closed` field). */
export const closedDay = "stangt";

export const weekdays = [
  ["monday", "Måndag"],
  ["tuesday", "Tisdag"],
  ["wednesday", "Onsdag"],
  ["thursday", "Torsdag"],
  ["friday", "Fredag"],
] as const;

const kindSpecs = {
  "weekly-menu": {
    title: "Veckans lunch",
    itemTitle: "Veckomeny",
    tag: "menus",
    weekly: true,
    fields: [
      { name: "price", label: "Lunchpris (kronor)", type: "number", required: true },
      ...weekdays.flatMap(([name, label]): FieldSpec[] => [
        {
          name: `${name}Closed`,
          label: `${label}: lunch`,
          type: "select",
          options: [closedDay],
          optionLabels: { [closedDay]: "Stängt" },
          emptyLabel: "Serveras",
          help: "Stängt: sidan säger att det inte blir någon lunch den dagen.",
        },
        {
          name,
          label: `${label}: dagens rätt`,
          type: "textarea",
          localized: true,
          requiredUnless: `${name}Closed`,
          help: "En rätt per rad.",
        },
        { name: `${name}Veg`, label: `${label}: vegetariskt alternativ`, type: "textarea", localized: true },
      ]),
    ],
  },
  "menu-item": {
    title: "Menyer: frukost, helg och bar",
    itemTitle: "Menyrad",
    tag: "menus",
    titleField: "heading",
    fields: [
      {
        name: "category",
        label: "Flik",
        type: "select",
        required: true,
        options: ["breakfast", "weekend", "bar"],
        optionLabels: { breakfast: "Frukost", weekend: "Helg", bar: "Bar & snacks" },
      },
      { name: "heading", label: "Rubrik", type: "text", localized: true, required: true },
      {
        name: "weeks",
        label: "Veckor",
        type: "weeks",
        localized: true,
        help: "T.ex. Vecka 24–25. Rätterna visas bara de veckorna. Tomt: alltid.",
      },
      { name: "note", label: "Rad under rätterna", type: "text", localized: true },
      ...[1, 2, 3, 4, 5, 6].flatMap((n): FieldSpec[] => [
        { name: `dish${n}Name`, label: `Rätt ${n}: namn`, type: "text", localized: true, required: n === 1 },
        { name: `dish${n}Description`, label: `Rätt ${n}: beskrivning`, type: "textarea", localized: true },
        { name: `dish${n}Price`, label: `Rätt ${n}: pris (kronor, tomt om den ingår)`, type: "number" },
      ]),
    ],
  },
  "food-event": {
    title: "Matevenemang",
    itemTitle: "Matevenemang",
    tag: "food-events",
    titleField: "title",
    dateOrder: ["startDate", "endDate"],
    fields: [
      { name: "title", label: "Rubrik", type: "text", localized: true, required: true },
      { name: "startDate", label: "Första dagen", type: "date", required: true },
      { name: "endDate", label: "Sista dagen (om fler än en)", type: "date", help: "Evenemanget försvinner från listorna dagen efter." },
      {
        name: "date",
        label: "Egen datumtext",
        type: "text",
        localized: true,
        help: "Tomt: sidan skriver dagarna själv på varje språk, t.ex. Söndag 15 augusti 2027 eller 5–7 december 2026.",
      },
      { name: "price", label: "Pris per person (kronor)", type: "number", required: true },
      { name: "image", label: "Bild", type: "image", required: true, options: imageKeys, optionLabels: imageNames },
      { name: "imageAlt", label: "Bildens alt-text", type: "text", localized: true, required: true },
      { name: "description", label: "Beskrivning", type: "textarea", localized: true, required: true, help: "Ett stycke per rad." },
      { name: "details", label: "Kvällen", type: "textarea", localized: true, help: "En punkt per rad." },
      { name: "includes", label: "Det här ingår", type: "textarea", localized: true, help: "En punkt per rad." },
      { name: "notes", label: "Bra att veta", type: "textarea", localized: true, help: "En punkt per rad." },
    ],
  },
  job: {
    title: "Lediga jobb",
    itemTitle: "Ledigt jobb",
    tag: "jobs",
    titleField: "title",
    dateOrder: ["datePosted", "validThrough"],
    fields: [
      { name: "title", label: "Titel", type: "text", localized: true, required: true },
      {
        name: "start",
        label: "Tillträde",
        type: "text",
        localized: true,
        required: true,
        help: "T.ex. Snarast eller enligt överenskommelse.",
      },
      {
        name: "minPercent",
        label: "Omfattning: lägst (procent av heltid)",
        type: "number",
        required: true,
        help: "T.ex. 50. Samma som högst om omfattningen är fast.",
      },
      { name: "maxPercent", label: "Omfattning: högst (procent av heltid)", type: "number", required: true, help: "100 är heltid." },
      { name: "probationMonths", label: "Provanställning (månader)", type: "number", help: "Tomt: ingen provanställning." },
      { name: "datePosted", label: "Publicerad", type: "date", required: true },
      {
        name: "validThrough",
        label: "Sista ansökningsdag",
        type: "date",
        help: "Dagen efter försvinner jobbet från sidan och ansökningsformuläret.",
      },
      { name: "description", label: "Beskrivning", type: "textarea", localized: true, required: true, help: "Ett stycke per rad." },
      { name: "tasks", label: "Arbetsuppgifter", type: "textarea", localized: true, help: "En punkt per rad." },
      { name: "requirements", label: "Vi söker dig som", type: "textarea", localized: true, help: "En punkt per rad." },
      { name: "offer", label: "Vi erbjuder", type: "textarea", localized: true, help: "En punkt per rad." },
    ],
  },
  notice: {
    title: "Meddelanden",
    itemTitle: "Meddelande",
    tag: "notices",
    titleField: "text",
    dateOrder: ["startDate", "endDate"],
    fields: [
      { name: "text", label: "Text", type: "text", localized: true, required: true, help: "T.ex. Köket är stängt vecka 52." },
      {
        name: "placement",
        label: "Var",
        type: "select",
        required: true,
        options: noticePlacements,
        optionLabels: { banderoll: "Banderoll överst på varje sida", ticker: "Erbjudande i startsidans ticker" },
      },
      // The editor names each page by its heading and adds the food events' pages (app/content-store/editor.server.ts).
      {
        name: "link",
        label: "Länk till sidan",
        type: "select",
        options: sitePaths,
        alsoAccepts: /^\/food-event\/[a-z0-9][a-z0-9-]{0,59}$/,
      },
      { name: "startDate", label: "Visas från", type: "date", required: true },
      { name: "endDate", label: "Visas till och med", type: "date", required: true },
    ],
  },
  hours: {
    title: "Öppettider",
    itemTitle: "Öppettider",
    tag: "hours",
    single: "ordinarie",
    fields: [
      { name: "receptionWeekdays", label: "Receptionen vardagar", type: "time-range", required: true, help: "T.ex. 08:00–17:00." },
      { name: "receptionWeekends", label: "Receptionen helger", type: "time-range", required: true },
      { name: "breakfastWeekdays", label: "Frukost vardagar", type: "time-range", required: true },
      { name: "breakfastWeekends", label: "Frukost helger", type: "time-range", required: true },
      { name: "lunchWeekdays", label: "Lunch måndag–fredag", type: "time-range", required: true },
      { name: "daySpa", label: "Dagspa (relaxavdelningen för dagsgäster) måndag–lördag", type: "time-range", required: true },
      {
        name: "dinnerDays",
        label: "Middag serveras",
        type: "select",
        // Required, so no empty choice: an item stored before shows the first, the days as before.
        required: true,
        options: dinnerDaySpans,
        optionLabels: dinnerDayLabels,
      },
      {
        name: "dinner",
        label: "Middag: tider",
        type: "time-range",
        help: "T.ex. 18:00–21:00. Tomt: sidorna nämner bara dagarna. Stängt en kväll: lägg in det under Avvikande öppettider.",
      },
    ],
  },
  "hours-exception": {
    title: "Avvikande öppettider och stängda dagar",
    itemTitle: "Avvikande öppettider",
    tag: "hours",
    titleField: "text",
    dateOrder: ["startDate", "endDate"],
    fields: [
      {
        name: "text",
        label: "Text på sidorna",
        type: "text",
        localized: true,
        required: true,
        help: "T.ex. Köket är stängt 24–26 december.",
      },
      { name: "scope", label: "Gäller", type: "select", required: true, options: exceptionScopes, optionLabels: exceptionScopeLabels },
      { name: "startDate", label: "Första dagen", type: "date", required: true },
      { name: "endDate", label: "Sista dagen (om fler än en)", type: "date", help: "Texten visas till och med den dagen." },
      { name: "hours", label: "Öppet de dagarna", type: "time-range", help: "T.ex. 10:00–14:00. Tomt: stängt." },
    ],
  },
  room: roomKind(pictures),
  treatment: treatmentKind(pictures),
  "gift-card": giftCardKind(pictures),
  package: packageKind(imageNames),
} as const satisfies Record<string, KindSpec>;

export type ContentKind = keyof typeof kindSpecs;
export const contentKinds: Record<ContentKind, KindSpec> = kindSpecs;
export const contentKindIds = Object.keys(contentKinds) as ContentKind[];

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === "string" && Object.hasOwn(contentKinds, value);
}

/** Each form field of a kind: localized fields twice, with the language in the label. */
export function formFields(kind: ContentKind): Array<FieldSpec & { formName: string; lang?: "sv" | "en" }> {
  return contentKinds[kind].fields.flatMap((field: FieldSpec) =>
    field.localized
      ? [
          { ...field, formName: `${field.name}Sv`, lang: "sv" as const },
          { ...field, formName: `${field.name}En`, lang: "en" as const, required: false },
        ]
      : [{ ...field, formName: field.name }],
  );
}

export const textLimit = 4000;

export const validationMessages = {
  required: "Fyll i fältet.",
  tooLong: `Texten får vara högst ${textLimit} tecken.`,
  number: "Skriv ett helt antal kronor (0 eller mer).",
  date: "Skriv ett datum som ÅÅÅÅ-MM-DD.",
  dateOrder: "Datumet kan inte vara före det första datumet.",
  timeRange: "Skriv tiden som 08:00–17:00.",
  bannerWithoutEnglish:
    "Banderollen visas på alla engelska sidor, och utan engelsk text ser engelska besökare den svenska. Skriv en engelsk text, eller kryssa i rutan nedan om det är meningen.",
  weeks: "Skriv veckonumren, t.ex. Vecka 24–25 eller Vecka 24, 26.",
  percent: "Skriv procent av heltid mellan 1 och 100, och högst inte mindre än lägst.",
  dishOrClosed: "Skriv dagens rätt, eller välj Stängt för dagen.",
  nextPrice: "Skriv både det nya priset och dagen det gäller från, eller lämna båda tomma.",
} as const;

/** The schema of a kind's form: trimmed texts, Swedish required where the field is, English optional. */
export function contentSchema(kind: ContentKind) {
  const shape: Record<string, z.ZodMiniType> = {
    version: z.number(),
    intent: z.enum(["preview", "publish", "merge"]),
    /** With "merge": the version the editor began from, before someone else published. */
    base: z.optional(z.number()),
  };
  for (const field of formFields(kind)) {
    const base =
      field.type === "number"
        ? z.number({ error: validationMessages.number }).check(z.int(validationMessages.number), z.minimum(0, validationMessages.number))
        : field.type === "select" || field.type === "image"
          ? z.string({ error: validationMessages.required }).check(
              z.refine(
                (value) =>
                  (field.options ?? []).includes(value) ||
                  (field.alsoAccepts?.test(value) ?? false) ||
                  // Every picture field also takes a photo staff uploaded (app/photos/, issue 36).
                  (field.type === "image" && photoValuePattern.test(value)),
                validationMessages.required,
              ),
            )
          : field.type === "time-range"
            ? z.string({ error: validationMessages.timeRange }).check(
                z.trim(),
                z.regex(timeRangePattern, validationMessages.timeRange),
                z.overwrite((value) => value.replace(/\s*[–-]\s*/, "–")),
              )
            : field.type === "weeks"
              ? z.string({ error: validationMessages.weeks }).check(
                  z.trim(),
                  z.maxLength(textLimit, validationMessages.tooLong),
                  z.refine((value) => weeksNamed(value) !== undefined, validationMessages.weeks),
                )
              : field.type === "date"
                ? z.string({ error: validationMessages.required }).check(z.trim(), z.refine(isIsoDate, validationMessages.date))
                : z
                    .string({ error: validationMessages.required })
                    .check(z.trim(), z.minLength(1, validationMessages.required), z.maxLength(textLimit, validationMessages.tooLong));
    shape[field.formName] = field.required ? base : z.optional(base);
  }
  if (kind === "notice") shape[swedishOnlyConsent] = z.optional(z.string());
  const checks: Parameters<ReturnType<typeof z.object>["check"]> = [];
  const order = contentKinds[kind].dateOrder;
  if (order) {
    const [from, to] = order;
    checks.push(
      z.refine((value: Record<string, unknown>) => !value[to] || String(value[to]) >= String(value[from] ?? ""), {
        message: validationMessages.dateOrder,
        path: [to],
      }),
    );
  }
  // A field required unless another has a value: a weekday's dish, unless the day is closed.
  for (const field of formFields(kind).filter((entry) => entry.requiredUnless && entry.lang !== "en")) {
    checks.push(
      // Only when left empty: a text of spaces already has its own message.
      z.refine((value: Record<string, unknown>) => value[field.formName] !== undefined || Boolean(value[field.requiredUnless!]), {
        message: validationMessages.dishOrClosed,
        path: [field.formName],
      }),
    );
  }
  // Fields that go together: a next price and the day it applies from.
  for (const field of formFields(kind).filter((entry) => entry.requiredWith)) {
    checks.push(
      z.refine((value: Record<string, unknown>) => value[field.formName] !== undefined || value[field.requiredWith!] === undefined, {
        message: field.requiredWithMessage ?? validationMessages.nextPrice,
        path: [field.formName],
      }),
    );
  }
  // A job's extent is a share of full time: lowest first, at most 100 %.
  if (kind === "job") {
    checks.push(
      z.refine(
        (value: Record<string, unknown>) =>
          Number(value.minPercent) >= 1 && Number(value.maxPercent) <= 100 && Number(value.minPercent) <= Number(value.maxPercent),
        { message: validationMessages.percent, path: ["maxPercent"] },
      ),
    );
  }
  // A banner is on every English page too: publishing one without English is a choice, not an oversight.
  if (kind === "notice") {
    checks.push(
      z.refine(
        (value: Record<string, unknown>) => value.placement !== "banderoll" || Boolean(value.textEn) || Boolean(value[swedishOnlyConsent]),
        {
          message: validationMessages.bannerWithoutEnglish,
          path: ["textEn"],
        },
      ),
    );
  }
  return checks.length > 0 ? z.object(shape).check(...checks) : z.object(shape);
}

/** The notice editor's box: "show the Swedish text to English visitors" (never stored with the item). */
export const swedishOnlyConsent = "swedishForEnglish";

/** The item's data without the form's own fields. */
export function dataOf(kind: ContentKind, value: Record<string, unknown>): ContentData {
  const data: ContentData = {};
  for (const field of formFields(kind)) {
    const v = value[field.formName];
    if (typeof v === "string" || typeof v === "number") data[field.formName] = v;
  }
  return data;
}

/** Labels of the localized fields that have Swedish but no English: the editor's "saknar engelska". */
export function missingEnglish(kind: ContentKind, data: ContentData): string[] {
  return contentKinds[kind].fields
    .filter(
      (field: FieldSpec) => field.localized && String(data[`${field.name}Sv`] ?? "") !== "" && String(data[`${field.name}En`] ?? "") === "",
    )
    .map((field: FieldSpec) => field.label);
}

/** Keys of weekly kinds are ISO weeks; of the others, slugs. */
export function isValidKey(kind: ContentKind, key: string): boolean {
  const spec: KindSpec = contentKinds[kind];
  if (spec.single) return key === spec.single;
  return spec.weekly ? parseWeekKey(key) !== undefined : itemKeyPattern.test(key);
}

/** The longest name a list shows of an item: a notice's whole text would be too much. */
const labelLength = 80;

/**
 * How staff know an item: "vecka 48 (2026)", the Swedish title ("Julbord 2026"), or for the one
 * item of its kind, what it is ("ordinarie tider"). The address (slug) only where nothing else
 * names it yet.
 */
export function itemLabel(kind: ContentKind, key: string, data?: ContentData): string {
  const spec: KindSpec = contentKinds[kind];
  const week = spec.weekly ? parseWeekKey(key) : undefined;
  if (week) return `vecka ${week.week} (${week.year})`;
  if (spec.single) return "ordinarie tider";
  const title = spec.titleField ? String(data?.[`${spec.titleField}Sv`] ?? "").trim() : "";
  if (!title) return key;
  return title.length > labelLength ? `${title.slice(0, labelLength - 1).trimEnd()}…` : title;
}

/**
 * The address of a new item, from the title staff typed: lower case, å/ä/ö and other accents
 * folded ("Julbord på Fjällkällan" → "julbord-pa-fjallkallan"), anything else a hyphen.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}
