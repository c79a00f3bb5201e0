/** The three kinds of celebration on /celebrate (SPEC §2 "Celebrations"). */
import type { ImageKey } from "../images/keys";
import type { Lang, Localized } from "../i18n/lang";
import { relaxFacts } from "./treatments";

export const celebrationIds = ["wedding", "bachelorette", "anniversary"] as const;
export type CelebrationId = (typeof celebrationIds)[number];

export interface Celebration {
  id: CelebrationId;
  image: ImageKey;
  imageAlt: string;
  title: string;
  description: string;
  highlights: string[];
}

interface CelebrationSource {
  id: CelebrationId;
  image: ImageKey;
  text: Localized<Omit<Celebration, "id" | "image">>;
}

const celebrations: CelebrationSource[] = [
  {
    id: "wedding",
    image: "wedding",
    text: {
      sv: {
        title: "Bröllop",
        imageAlt: "Dukat bröllopsbord med blommor och levande ljus",
        description:
          "Säg ja mitt i skogen och fira med middag, tal och dans under samma tak som gästerna sover. Vi hjälper er med allt från vigselplats till sista dansen.",
        highlights: [
          "Vigsel ute i naturen eller inomhus",
          "Middag och bröllopstårta från vårt kök",
          "Rum till alla gäster under samma tak",
        ],
      },
      en: {
        title: "Wedding",
        imageAlt: "A wedding table laid with flowers and candles",
        description:
          "Say yes in the middle of the forest and celebrate with dinner, speeches and dancing under the same roof where your guests sleep. We help with everything from the ceremony spot to the last dance.",
        highlights: [
          "Ceremony out in nature or indoors",
          "Dinner and wedding cake from our kitchen",
          "Rooms for every guest under one roof",
        ],
      },
    },
  },
  {
    id: "bachelorette",
    image: "pool",
    text: {
      sv: {
        title: "Möhippa",
        imageAlt: "Den varma poolen med utsikt mot skogen",
        description:
          "Ge den blivande bruden en dag att minnas: skratt, utmaningar och en lång stund i spat. Vi sätter ihop ett program efter hennes smak.",
        highlights: [
          `Pool i ${relaxFacts.poolDegrees} grader, bastu och lounge`,
          "Behandlingar och aktiviteter för hela sällskapet",
          "Middag och övernattning",
        ],
      },
      en: {
        title: "Hen party",
        imageAlt: "The warm pool with a view of the forest",
        description:
          "Give the bride-to-be a day to remember: laughter, challenges and a long spell at the spa. We put together a programme to suit her.",
        highlights: [
          `A ${relaxFacts.poolDegrees}-degree pool, sauna and lounge`,
          "Treatments and activities for the whole group",
          "Dinner and an overnight stay",
        ],
      },
    },
  },
  {
    id: "anniversary",
    image: "celebration",
    text: {
      sv: {
        title: "Jubileum & födelsedag",
        imageAlt: "Skålande gäster kring ett festligt dukat bord",
        description:
          "När någon fyller jämnt eller företaget firar ett jubileum dukar vi upp för festen. Middag i restaurangen, sällskapsrum och rum för dem som vill stanna över natten.",
        highlights: [
          "Festmiddag med meny efter era önskemål",
          "Underhållning och tal i egen lokal",
          "Övernattning och frukost dagen efter",
        ],
      },
      en: {
        title: "Anniversary & birthday",
        imageAlt: "Guests raising a toast around a festively laid table",
        description:
          "When someone celebrates a milestone birthday or your company marks an anniversary, we set the table for the party. Dinner in the restaurant, a private room and rooms for those who want to stay the night.",
        highlights: [
          "A celebration dinner with a menu to your wishes",
          "Entertainment and speeches in a private room",
          "An overnight stay and breakfast the next morning",
        ],
      },
    },
  },
];

/** The three celebration cards in one language. */
export function celebrationsFor(lang: Lang): Celebration[] {
  return celebrations.map(({ id, image, text }) => ({ id, image, ...text[lang] }));
}

export interface CelebrationsPageTexts {
  heading: string;
  lead: string;
  cta: string;
}

const pageTexts: Localized<CelebrationsPageTexts> = {
  sv: {
    heading: "Vad vill ni fira?",
    lead: "Välj det som ligger närmast, så skräddarsyr vi resten tillsammans.",
    cta: "Skicka förfrågan",
  },
  en: {
    heading: "What would you like to celebrate?",
    lead: "Pick the closest match and we will tailor the rest together.",
    cta: "Send an inquiry",
  },
};

export function celebrationsPageTextsFor(lang: Lang): CelebrationsPageTexts {
  return pageTexts[lang];
}
