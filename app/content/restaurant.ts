/**
 * The restaurant page's own copy (SPEC §2 "Restaurant"): three cards, the "Husmanskost &
 * Helgerbjudanden" block and the heading over the food events. Prices are SPEC §9's and the
 * same constants the menus use, so the two pages cannot disagree.
 */
import type { ImageKey } from "../images/keys";
import { formatSek } from "../i18n/format";
import type { Lang, Localized } from "../i18n/lang";
import { lunchPrice, weekendBuffetPrice, weekendBuffetWeeks } from "./menus";
import { dinnerDayTexts, perHours, seededHours, type OpeningHours } from "./hours";

export const restaurantCardIds = ["local-produce", "seasonal-menu", "all-occasions"] as const;
export type RestaurantCardId = (typeof restaurantCardIds)[number];

export interface RestaurantCard {
  id: RestaurantCardId;
  image: ImageKey;
  imageAlt: string;
  title: string;
  text: string;
}

export interface RestaurantContent {
  cardsHeading: string;
  cards: RestaurantCard[];
  homeCooking: { heading: string; paragraphs: string[]; button: string };
  foodEvents: { heading: string; intro: string; perPerson: string; readMore: string };
}

const cards: Array<{ id: RestaurantCardId; image: ImageKey; text: Localized<Omit<RestaurantCard, "id" | "image">> }> = [
  {
    id: "local-produce",
    image: "berries",
    text: {
      sv: {
        title: "Lokala råvaror",
        text: "Vilt från skogarna runt Norsjö, röding och sik från sjöarna, Västerbottensost från Burträsk och bär som plockats på myrarna. Ju kortare väg till köket, desto bättre smak.",
        imageAlt: "Nyplockade blåbär och lingon i en skål på ett träbord",
      },
      en: {
        title: "Local produce",
        text: "Game from the forests around Norsjö, Arctic char and whitefish from the lakes, Västerbotten cheese from Burträsk and berries picked on the bogs. The shorter the journey to the kitchen, the better it tastes.",
        imageAlt: "Freshly picked blueberries and lingonberries in a bowl on a wooden table",
      },
    },
  },
  {
    id: "seasonal-menu",
    image: "dining",
    text: {
      sv: {
        title: "Säsongens meny",
        text: "Menyn följer årstiderna: fisk, örter och bär på sommaren, svamp och vilt på hösten, långkok som värmer på vintern. Det som är bäst just nu hamnar på tallriken.",
        imageAlt: "Dukat bord i restaurangen med tallrikar, glas och levande ljus",
      },
      en: {
        title: "Seasonal menu",
        text: "The menu follows the seasons: fish, herbs and berries in summer, mushrooms and game in autumn, warming slow-cooked dishes in winter. Whatever is best right now ends up on your plate.",
        imageAlt: "A table laid in the restaurant with plates, glasses and candles",
      },
    },
  },
  {
    id: "all-occasions",
    image: "celebration",
    text: {
      sv: {
        title: "För alla tillfällen",
        text: "En snabb lunch mitt i arbetsdagen, middag för två, konferensmiddag eller stor fest – vi anpassar menyn efter sällskapet och tillfället, och tar hänsyn till allergier och specialkost.",
        imageAlt: "Ett festdukat långbord med blommor och tända ljus",
      },
      en: {
        title: "For every occasion",
        text: "A quick lunch in the middle of the working day, dinner for two, a conference dinner or a big party – we shape the menu around the company and the occasion, and take care of allergies and special diets.",
        imageAlt: "A long table laid for a party with flowers and lit candles",
      },
    },
  },
];

/** The weekend buffet and the dinner service on its days (and hours, once staff give them). */
function weekendParagraph(hours: OpeningHours, lang: Lang): string {
  const days = dinnerDayTexts[hours.dinnerDays][lang];
  return lang === "sv"
    ? `På helgerna dukar vi upp något extra. Vecka ${weekendBuffetWeeks[0]}–${weekendBuffetWeeks[1]} står helgbuffén framme för ${formatSek(weekendBuffetPrice, "sv")}, och ${days} serveras tvårättersmiddag${hours.dinner ? ` ${hours.dinner}` : ""}. Frukost, bar och snacks hittar du också på menysidan.`
    : `At weekends we lay on something extra. In weeks ${weekendBuffetWeeks[0]}–${weekendBuffetWeeks[1]} the weekend buffet is served for ${formatSek(weekendBuffetPrice, "en")}, and a two-course dinner is served ${days}${hours.dinner ? `, ${hours.dinner}` : ""}. You will find breakfast and the bar menu on the menu page too.`;
}

const contentWith = (hours: OpeningHours): Localized<Omit<RestaurantContent, "cards">> => ({
  sv: {
    cardsHeading: "Mat med smak av Norrland",
    homeCooking: {
      heading: "Husmanskost & Helgerbjudanden",
      paragraphs: [
        `Varje vardag serverar vi husmanskost: kalops, palt, renskav och stekt strömming, med ett vegetariskt alternativ varje dag. Lunchen kostar ${formatSek(lunchPrice, "sv")} med salladsbuffé, bröd, bredbart, kaffe och kaka.`,
        weekendParagraph(hours, "sv"),
      ],
      button: "Se veckans meny",
    },
    foodEvents: {
      heading: "Matevenemang i augusti",
      intro: "Två norrländska sensommartraditioner, båda med övernattning och frukost. Bokas per telefon.",
      perPerson: "per person",
      readMore: "Läs mer",
    },
  },
  en: {
    cardsHeading: "Food with a taste of Norrland",
    homeCooking: {
      heading: "Home cooking & weekend offers",
      paragraphs: [
        `Every weekday we serve traditional Swedish home cooking: beef stew, palt dumplings, sautéed reindeer and fried Baltic herring, with a vegetarian option every day. Lunch costs ${formatSek(lunchPrice, "en")} including the salad buffet, bread and spread, coffee and cake.`,
        weekendParagraph(hours, "en"),
      ],
      button: "See this week’s menu",
    },
    foodEvents: {
      heading: "Food events in August",
      intro: "Two northern Swedish late-summer traditions, both with an overnight stay and breakfast. Booked by phone.",
      perPerson: "per person",
      readMore: "Read more",
    },
  },
});

const contentOf = perHours(contentWith);

export function restaurantFor(lang: Lang, hours: OpeningHours = seededHours): RestaurantContent {
  return {
    ...contentOf(hours)[lang],
    cards: cards.map(({ id, image, text }) => ({ id, image, ...text[lang] })),
  };
}
