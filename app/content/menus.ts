/**
 * The restaurant's menus (SPEC §2 "Weekly menu", §3 "Menu item", §9 "Menus"): this week's lunch,
 * breakfast, the weekend menu and the bar, both languages under the same ids.
 * Breakfast and lunch hours come from ../site; every price here is SPEC §9's.
 */
import { localized, type ContentData } from "../content-store/data";
import { formatMenuPrice } from "../i18n/format";
import type { Lang, Localized } from "../i18n/lang";
import { replyWithinHours } from "../site";
import { dinnerText, seededHours, type OpeningHours } from "./hours";

/** The category switch, in display order; lunch is shown first (SPEC §4). */
export const menuCategories = ["lunch", "breakfast", "weekend", "bar"] as const;
export type MenuCategory = (typeof menuCategories)[number];
export const defaultMenuCategory: MenuCategory = "lunch";

/** SPEC §9: lunch 220:- including the salad buffet, bread, spread, coffee and cake. */
export const lunchPrice = 220;
/** SPEC §9: the weekend buffet costs 345:- and is served weeks 24–25. */
export const weekendBuffetPrice = 345;
export const weekendBuffetWeeks = [24, 25] as const;
/** SPEC §9: breakfast for those whose stay does not include it. */
export const breakfastPrices = { buffet: 185, deluxe: 285 } as const;
/** SPEC §9: the bar menu. */
export const barPrices = { charcuterie: 195, snacks: 125, nachos: 155 } as const;

export interface MenuDish {
  name: string;
  description: string;
  /** Kronor; null when the dish has no price of its own (it is part of a stay or a set price). */
  price: number | null;
  /** The price as the active language writes it ("220:-", "220 SEK"); null without a price. */
  priceText: string | null;
}

export interface MenuItem {
  id: string;
  category: MenuCategory;
  /** The day ("Måndag") or a heading ("Helgbuffé"). */
  heading: string;
  /** Which weeks the item is served ("Vecka 24–25"); null when it is always on the menu. */
  weeks: string | null;
  dishes: MenuDish[];
  /** A line under the dishes, e.g. who the price applies to. */
  note: string | null;
}

export interface MenuSection {
  id: MenuCategory;
  label: string;
  /** Shown above the dishes of the category. */
  note: string | null;
  /** Shown instead of the dishes when the category has none (SPEC §2, verbatim in Swedish). */
  emptyText: string;
  items: MenuItem[];
}

export interface MenuPageText {
  /** Accessible name of the category switch. */
  tabsLabel: string;
  tableHeading: string;
  tableText: string;
  tableButton: string;
}

export interface Menus {
  sections: MenuSection[];
  /** "Vecka 48" / "Week 48": the week the lunch is for (staff publish it per ISO week, issue 18). */
  weekLabel: string | null;
  /** What the lunch price includes, with the price. */
  lunchInfo: string;
  text: MenuPageText;
  /** This week's and next week's lunch, once next week's is published (issue 34); absent until then. */
  weekSwitch?: MenuWeekSwitch;
}

/** Which week's lunch the page shows: this week's unless the address asks for next week's and it is published. */
export type MenuWeek = "this" | "next";

/** The query parameter (and its one value) that asks for next week's lunch: `?vecka=nasta`. */
export const nextWeekQuery = { name: "vecka", value: "nasta" } as const;

/** The week asked for by a page's address; anything but `?vecka=nasta` is this week. */
export function menuWeekOf(url: URL): MenuWeek {
  return url.searchParams.get(nextWeekQuery.name) === nextWeekQuery.value ? "next" : "this";
}

export interface MenuWeekSwitch {
  /** Accessible name of the links. */
  label: string;
  showing: MenuWeek;
  links: Array<{ week: MenuWeek; label: string; href: string }>;
}

const weekSwitchText: Localized<Record<"label" | MenuWeek, string>> = {
  sv: { label: "Välj vecka", this: "Denna vecka", next: "Nästa vecka" },
  en: { label: "Choose a week", this: "This week", next: "Next week" },
};

/** The links between this week's lunch and next week's, on the page at `path` (already in the page's language). */
export function menuWeekSwitch(lang: Lang, showing: MenuWeek, path: string): MenuWeekSwitch {
  const text = weekSwitchText[lang];
  return {
    label: text.label,
    showing,
    links: [
      { week: "this", label: text.this, href: path },
      { week: "next", label: text.next, href: `${path}?${nextWeekQuery.name}=${nextWeekQuery.value}` },
    ],
  };
}

interface DishSource {
  price: number | null;
  text: Localized<{ name: string; description: string }>;
}

export interface MenuItemSource {
  id: string;
  category: MenuCategory;
  heading: Localized;
  weeks: Localized | null;
  note?: Localized;
  dishes: DishSource[];
}

export const menuCategoryLabels: Record<MenuCategory, Localized> = {
  lunch: { sv: "Veckans lunch", en: "This week’s lunch" },
  breakfast: { sv: "Frukost", en: "Breakfast" },
  weekend: { sv: "Helg", en: "Weekend" },
  bar: { sv: "Bar & snacks", en: "Bar & snacks" },
};

/** Each tab's line under its dishes; breakfast quotes the hours staff publish (./hours). */
const categoryNotes = (hours: OpeningHours): Record<MenuCategory, Localized | null> => ({
  lunch: {
    sv: "Har du allergier eller annan avvikande kost? Kontakta oss gärna i förväg, så lagar köket ett alternativ till dig.",
    en: "Do you have allergies or other dietary requirements? Please contact us in advance and the kitchen will prepare an alternative for you.",
  },
  breakfast: {
    sv: `Frukosten serveras vardagar ${hours.breakfastWeekdays} och helger ${hours.breakfastWeekends}.`,
    en: `Breakfast is served ${hours.breakfastWeekdays} on weekdays and ${hours.breakfastWeekends} at weekends.`,
  },
  weekend: {
    sv: `Våra helgmenyer roterar enligt ett schema, så det som står på bordet skiftar under säsongen. ${dinnerText(hours, "sv")}`,
    en: `Our weekend menus rotate on a schedule, so what is on the table changes through the season. ${dinnerText(hours, "en")}`,
  },
  bar: {
    sv: "Till snacksen finns öl, vin och alkoholfria drycker – fråga i baren vad som serveras just nu.",
    en: "Beer, wine and alcohol-free drinks go with the snacks – ask at the bar what is being poured right now.",
  },
});

const emptyTexts: Record<MenuCategory, Localized> = {
  lunch: {
    sv: "Veckans lunchmeny uppdateras snart. Håll utkik!",
    en: "This week’s lunch menu will be updated soon. Watch this space!",
  },
  weekend: {
    sv: "Ingen helgmeny tillgänglig för denna vecka.",
    en: "No weekend menu is available for this week.",
  },
  breakfast: {
    sv: "Inga måltider tillgängliga i denna kategori.",
    en: "No meals are available in this category.",
  },
  bar: {
    sv: "Inga måltider tillgängliga i denna kategori.",
    en: "No meals are available in this category.",
  },
};

const lunchInfoAt = (price: number, hours: OpeningHours): Localized => ({
  sv: `Lunch ${formatMenuPrice(price, "sv")} inklusive salladsbuffé, bröd, bredbart, kaffe och kaka. Serveras måndag till fredag ${hours.lunchWeekdays}.`,
  en: `Lunch ${formatMenuPrice(price, "en")}, including the salad buffet, bread and spread, coffee and cake. Served Monday to Friday, ${hours.lunchWeekdays}.`,
});

/** Said instead of the dishes when staff have not published this week's lunch (issue 18). */
const lunchComingSoon: Localized = {
  sv: "Veckans meny publiceras snart.",
  en: "This week’s menu will be published soon.",
};

const weekLabel = (week: number): Localized => ({ sv: `Vecka ${week}`, en: `Week ${week}` });

const weekdayHeadings: Localized[] = [
  { sv: "Måndag", en: "Monday" },
  { sv: "Tisdag", en: "Tuesday" },
  { sv: "Onsdag", en: "Wednesday" },
  { sv: "Torsdag", en: "Thursday" },
  { sv: "Fredag", en: "Friday" },
];

/** A weekday the kitchen serves no lunch (a closed day in the weekly menu). */
const lunchClosed: Localized = {
  sv: "Stängt – ingen lunch den här dagen.",
  en: "Closed – no lunch is served this day.",
};

/** A week's lunch as staff published it: one item per weekday, a dish per line, the vegetarian alternative last. */
export function lunchOfWeek(data: ContentData): MenuItemSource[] {
  const price = Number(data.price ?? lunchPrice);
  const lines = (name: string, lang: Lang) =>
    localized(data, name, lang)
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  return (["monday", "tuesday", "wednesday", "thursday", "friday"] as const).map((day, index) => {
    const dish = (name: string, label: Localized) =>
      lines(name, "sv").map((_, i): DishSource => ({
        price,
        text: {
          sv: { name: label.sv, description: lines(name, "sv")[i]! },
          en: { name: label.en, description: lines(name, "en")[i] ?? lines(name, "sv")[i]! },
        },
      }));
    // A day staff marked closed says so, whatever dishes it was prefilled with.
    if (data[`${day}Closed`]) {
      return { id: `lunch-${day}`, category: "lunch", heading: weekdayHeadings[index]!, weeks: null, note: lunchClosed, dishes: [] };
    }
    return {
      id: `lunch-${day}`,
      category: "lunch",
      heading: weekdayHeadings[index]!,
      weeks: null,
      dishes: [
        ...dish(day, { sv: "Dagens husman", en: "Home cooking of the day" }),
        ...dish(`${day}Veg`, { sv: "Vegetariskt", en: "Vegetarian" }),
      ],
    };
  });
}

/** A breakfast, weekend or bar item as staff published it: up to six dishes, each with an optional price. */
export function menuItemFromData(id: string, data: ContentData): MenuItemSource {
  const text = (name: string) => ({ sv: localized(data, name, "sv"), en: localized(data, name, "en") });
  const dishes: DishSource[] = [1, 2, 3, 4, 5, 6]
    .filter((n) => localized(data, `dish${n}Name`, "sv") !== "")
    .map((n) => {
      const price = data[`dish${n}Price`];
      return {
        price: price === undefined || price === "" ? null : Number(price),
        text: {
          sv: { name: localized(data, `dish${n}Name`, "sv"), description: localized(data, `dish${n}Description`, "sv") },
          en: { name: localized(data, `dish${n}Name`, "en"), description: localized(data, `dish${n}Description`, "en") },
        },
      };
    });
  const weeks = text("weeks");
  const note = text("note");
  return {
    id,
    category: menuCategories.find((category) => category === data.category) ?? "bar",
    heading: text("heading"),
    weeks: weeks.sv ? weeks : null,
    ...(note.sv ? { note } : {}),
    dishes,
  };
}

/** This week's lunch for the menu page: its ISO week number and the published menu, or none yet. */
export interface LunchWeek {
  week: number;
  data: ContentData | null;
}

const pageText: Localized<MenuPageText> = {
  sv: {
    tabsLabel: "Välj meny",
    tableHeading: "Boka bord",
    tableText: `Vill du äta lunch eller middag hos oss med sällskap, eller boka helgbuffén till en grupp? Skicka en förfrågan med datum och antal gäster, så svarar vi inom ${replyWithinHours} timmar.`,
    tableButton: "Skicka en bordsförfrågan",
  },
  en: {
    tabsLabel: "Choose a menu",
    tableHeading: "Book a table",
    tableText: `Would you like lunch or dinner with us in company, or to book the weekend buffet for a group? Send us an inquiry with the date and number of guests and we will reply within ${replyWithinHours} hours.`,
    tableButton: "Send a table inquiry",
  },
};

const weeks = (from: number, to: number): Localized => ({
  sv: `Vecka ${from}–${to}`,
  en: `Weeks ${from}–${to}`,
});

const lunchDish = (sv: string, en: string): DishSource => ({
  price: lunchPrice,
  text: { sv: { name: "Dagens husman", description: sv }, en: { name: "Home cooking of the day", description: en } },
});
const lunchGreen = (sv: string, en: string): DishSource => ({
  price: lunchPrice,
  text: { sv: { name: "Vegetariskt", description: sv }, en: { name: "Vegetarian", description: en } },
});

export const menuItems: MenuItemSource[] = [
  // ── This week's lunch: Norrland home cooking, Monday to Friday ─────────────
  {
    id: "lunch-monday",
    category: "lunch",
    heading: { sv: "Måndag", en: "Monday" },
    weeks: null,
    dishes: [
      lunchDish(
        "Kalops på högrev med kokt potatis och inlagda rödbetor",
        "Slow-braised beef stew with allspice and bay, boiled potatoes and pickled beetroot",
      ),
      lunchGreen(
        "Rotfruktsbiffar med pepparrotskräm och dillslungad potatis",
        "Root vegetable patties with horseradish cream and dill-tossed potatoes",
      ),
    ],
  },
  {
    id: "lunch-tuesday",
    category: "lunch",
    heading: { sv: "Tisdag", en: "Tuesday" },
    weeks: null,
    dishes: [
      lunchDish(
        "Norrländsk palt med stekt fläsk, smält smör och lingon",
        "Northern Swedish potato dumplings filled with pork, with fried pork belly, melted butter and lingonberries",
      ),
      lunchGreen(
        "Krämig soppa på trattkantareller med tunnbröd och Västerbottensost",
        "Creamy funnel chanterelle soup with thin flatbread and Västerbotten cheese",
      ),
    ],
  },
  {
    id: "lunch-wednesday",
    category: "lunch",
    heading: { sv: "Onsdag", en: "Wednesday" },
    weeks: null,
    dishes: [
      lunchDish(
        "Renskav med potatismos, rårörda lingon och pressgurka",
        "Sautéed reindeer with mashed potatoes, stirred lingonberries and pressed cucumber",
      ),
      lunchGreen("Västerbottenpaj med grönsallad och gräddfil", "Västerbotten cheese pie with green salad and soured cream"),
    ],
  },
  {
    id: "lunch-thursday",
    category: "lunch",
    heading: { sv: "Torsdag", en: "Thursday" },
    weeks: null,
    dishes: [
      lunchDish(
        "Ärtsoppa med fläsk och senap, därefter pannkakor med sylt och grädde",
        "Yellow pea soup with pork and mustard, followed by pancakes with jam and whipped cream",
      ),
      lunchGreen(
        "Vegetarisk ärtsoppa med timjan, därefter pannkakor med sylt och grädde",
        "Vegetarian pea soup with thyme, followed by pancakes with jam and whipped cream",
      ),
    ],
  },
  {
    id: "lunch-friday",
    category: "lunch",
    heading: { sv: "Fredag", en: "Friday" },
    weeks: null,
    dishes: [
      lunchDish(
        "Stekt strömming med potatismos, skirat smör och rårörda lingon",
        "Pan-fried Baltic herring with mashed potatoes, clarified butter and stirred lingonberries",
      ),
      lunchGreen(
        "Raggmunk med rårörda lingon och rostade rotfrukter",
        "Crispy potato pancakes with stirred lingonberries and roasted root vegetables",
      ),
    ],
  },

  // ── Breakfast ──────────────────────────────────────────────────────────────
  {
    id: "breakfast",
    category: "breakfast",
    heading: { sv: "Frukost i restaurangen", en: "Breakfast in the restaurant" },
    weeks: null,
    dishes: [
      {
        price: breakfastPrices.buffet,
        text: {
          sv: {
            name: "Frukostbuffé",
            description:
              "Nybakat bröd och tunnbröd, havregrynsgröt, ägg, pålägg, ost, yoghurt och fil med blåbär, färsk frukt, juice, kaffe och te.",
          },
          en: {
            name: "Breakfast buffet",
            description:
              "Freshly baked bread and thin flatbread, porridge, eggs, cold cuts, cheese, yoghurt and soured milk with blueberries, fresh fruit, juice, coffee and tea.",
          },
        },
      },
      {
        price: breakfastPrices.deluxe,
        text: {
          sv: {
            name: "Deluxefrukost",
            description:
              "Hela buffén och dessutom varmrökt lax, Västerbottensost med hjortronsylt, nygräddade våfflor och ett glas färskpressad juice.",
          },
          en: {
            name: "Deluxe breakfast",
            description:
              "The whole buffet plus hot-smoked salmon, Västerbotten cheese with cloudberry jam, freshly made waffles and a glass of freshly squeezed juice.",
          },
        },
      },
    ],
  },

  // ── Weekend (weeks 24–25) ──────────────────────────────────────────────────
  {
    id: "weekend-buffet",
    category: "weekend",
    heading: { sv: "Helgbuffé", en: "Weekend buffet" },
    weeks: weeks(weekendBuffetWeeks[0], weekendBuffetWeeks[1]),
    dishes: [
      {
        price: weekendBuffetPrice,
        text: {
          sv: {
            name: "Norrländsk helgbuffé",
            description:
              "Gravad röding med hovmästarsås, rökt renstek med pepparrotskräm, Västerbottenpaj, grillad fläskkarré med potatisgratäng och sommarsallader, och till efterrätt hjortron med vaniljglass.",
          },
          en: {
            name: "Norrland weekend buffet",
            description:
              "Cured Arctic char with mustard and dill sauce, smoked reindeer with horseradish cream, Västerbotten cheese pie, grilled pork loin with potato gratin and summer salads, and cloudberries with vanilla ice cream for pudding.",
          },
        },
      },
    ],
  },
  {
    id: "weekend-dinner",
    category: "weekend",
    heading: { sv: "Tvårättersmiddag fredag och lördag", en: "Two-course dinner on Friday and Saturday" },
    weeks: weeks(weekendBuffetWeeks[0], weekendBuffetWeeks[1]),
    note: {
      sv: "Middagen ingår i vistelsen för dig som bor hos oss som privatgäst.",
      en: "Dinner is included in the stay for private guests staying with us.",
    },
    dishes: [
      {
        price: null,
        text: {
          sv: {
            name: "Förrätt: Löjromstoast",
            description: "Löjrom från Bottenviken på smörstekt bröd med smetana, rödlök och dill.",
          },
          en: {
            name: "Starter: Vendace roe toast",
            description: "Vendace roe from the Gulf of Bothnia on butter-fried bread with smetana, red onion and dill.",
          },
        },
      },
      {
        price: null,
        text: {
          sv: {
            name: "Varmrätt: Renytterfilé",
            description: "Renytterfilé med rotselleripuré, svampsås på Karl Johan, rostade rotfrukter och lingon.",
          },
          en: {
            name: "Main course: Reindeer fillet",
            description: "Reindeer fillet with celeriac purée, porcini sauce, roasted root vegetables and lingonberries.",
          },
        },
      },
    ],
  },

  // ── Bar & snacks ───────────────────────────────────────────────────────────
  {
    id: "bar",
    category: "bar",
    heading: { sv: "I baren", en: "At the bar" },
    weeks: null,
    dishes: [
      {
        price: barPrices.charcuterie,
        text: {
          sv: {
            name: "Charkbricka",
            description: "Lufttorkad renstek, viltsalami, Västerbottensost, inlagd svamp, hjortronmarmelad och tunnbröd.",
          },
          en: {
            name: "Charcuterie board",
            description: "Air-dried reindeer, game salami, Västerbotten cheese, pickled mushrooms, cloudberry preserve and thin flatbread.",
          },
        },
      },
      {
        price: barPrices.snacks,
        text: {
          sv: {
            name: "Snacks",
            description: "Rostade mandlar, chips med dillsalt, oliver och ostkex med rökt dipp.",
          },
          en: {
            name: "Snacks",
            description: "Roasted almonds, crisps with dill salt, olives and cheese crackers with a smoky dip.",
          },
        },
      },
      {
        price: barPrices.nachos,
        text: {
          sv: {
            name: "Nachos",
            description: "Nachos med smält ost, jalapeños, salsa, guacamole och gräddfil.",
          },
          en: {
            name: "Nachos",
            description: "Nachos with melted cheese, jalapeños, salsa, guacamole and soured cream.",
          },
        },
      },
    ],
  },
];

/**
 * The ISO weeks a menu item's "Veckor" text names ("Vecka 24–25", "Vecka 24, 26", "Vecka 51–2"
 * across the new year), or undefined when it names none. Staff write the text (app/content-store/kinds.ts
 * refuses one that names no week), and the page shows an item only in the weeks it names.
 */
export function weeksNamed(text: string): Set<number> | undefined {
  const weeks = new Set<number>();
  for (const [, from, to] of text.matchAll(/\b(\d{1,2})\b(?:\s*[–—-]\s*(\d{1,2})\b)?/g)) {
    const first = Number(from);
    const last = to === undefined ? first : Number(to);
    if (first < 1 || first > 53 || last < 1 || last > 53) return undefined;
    // A range past week 52 or 53 goes on into the next year ("51–2").
    for (let week = first; week !== last; week = (week % 53) + 1) weeks.add(week);
    weeks.add(last);
  }
  return weeks.size > 0 ? weeks : undefined;
}

/** Whether an item is on the menu in an ISO week: always when it names no weeks. */
function servedInWeek(item: MenuItemSource, week: number): boolean {
  if (!item.weeks?.sv) return true;
  return weeksNamed(item.weeks.sv)?.has(week) ?? true;
}

/** The text shown when a category has nothing to show. */
export function menuEmptyText(category: MenuCategory, lang: Lang): string {
  return emptyTexts[category][lang];
}

function localizeItem(source: MenuItemSource, lang: Lang): MenuItem {
  return {
    id: source.id,
    category: source.category,
    heading: source.heading[lang],
    weeks: source.weeks?.[lang] ?? null,
    note: source.note?.[lang] ?? null,
    dishes: source.dishes.map((dish) => ({
      ...dish.text[lang],
      price: dish.price,
      priceText: dish.price === null ? null : formatMenuPrice(dish.price, lang),
    })),
  };
}

/**
 * Every menu category in the given language, with its items (possibly none), its note and the
 * text to show when it is empty. `items` is the source to read: the page always uses the menus
 * above; tests pass other lists to prove what an empty category shows.
 */
export function menusFor(
  lang: Lang,
  items: readonly MenuItemSource[] = menuItems,
  lunch?: LunchWeek,
  hours: OpeningHours = seededHours,
): Menus {
  const notes = categoryNotes(hours);
  // With the week known, an item for other weeks stays off the page (the weekend buffet of weeks 24–25 in week 48).
  const all = lunch
    ? [
        ...(lunch.data ? lunchOfWeek(lunch.data) : []),
        ...items.filter((item) => item.category !== "lunch" && servedInWeek(item, lunch.week)),
      ]
    : items;
  return {
    lunchInfo: lunchInfoAt(lunch?.data ? Number(lunch.data.price ?? lunchPrice) : lunchPrice, hours)[lang],
    weekLabel: lunch ? weekLabel(lunch.week)[lang] : null,
    text: pageText[lang],
    sections: menuCategories.map((category) => ({
      id: category,
      label: menuCategoryLabels[category][lang],
      note: notes[category]?.[lang] ?? null,
      emptyText: category === "lunch" && lunch && !lunch.data ? lunchComingSoon[lang] : menuEmptyText(category, lang),
      items: all.filter((item) => item.category === category).map((item) => localizeItem(item, lang)),
    })),
  };
}
