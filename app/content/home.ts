/**
 * The home page's own texts (SPEC §2 "Home"), in Swedish and English.
 * Heading, tagline and intro come from pages.ts; counts from ../site; the packages from packages.ts.
 */
import type { ImageKey } from "../images/keys";
import type { Lang, Localized } from "../i18n/lang";
import { counts, hotel } from "../site";

export const galleryTileIds = ["nature", "relax", "flavours", "adventures", "conference"] as const;
export type GalleryTileId = (typeof galleryTileIds)[number];

/** Where each gallery tile leads (SPEC §2). */
export const galleryTilePaths: Record<GalleryTileId, string> = {
  nature: "/nature",
  relax: "/relax",
  flavours: "/restaurant",
  adventures: "/activities",
  conference: "/conference",
};

const galleryTileImages: Record<GalleryTileId, ImageKey> = {
  nature: "forest-mist",
  relax: "pool",
  flavours: "dining",
  adventures: "trail",
  conference: "conference",
};

/** The twelve images of the hero slideshow, in order (SPEC §9: 12 home images). */
const heroImages: ImageKey[] = [
  "lake-dawn",
  "hotel-exterior",
  "pool",
  "forest-mist",
  "dining",
  "sauna",
  "northern-lights",
  "room-deluxe",
  "autumn-forest",
  "conference",
  "winter-lodge",
  "summer-night",
];

export interface Slide {
  image: ImageKey;
  alt: string;
}

export interface GalleryTile {
  id: GalleryTileId;
  path: string;
  image: ImageKey;
  title: string;
  description: string;
  alt: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface HomeContent {
  hero: { description: string; bookStay: string; bookConference: string; pause: string; play: string; slides: Slide[] };
  about: { heading: string; stats: Stat[] };
  experiences: {
    heading: string;
    text: string;
    seasons: Array<{ name: string; text: string }>;
    button: string;
    image: ImageKey;
    imageAlt: string;
  };
  gallery: { heading: string; intro: string; tiles: GalleryTile[] };
  featured: { heading: string; intro: string; readMore: string; allPackages: string };
}

interface HomeText {
  hero: { description: string; bookStay: string; bookConference: string; pause: string; play: string; slideAlts: string[] };
  about: { heading: string; rooms: string; conferenceRooms: string; harmony: string };
  experiences: Omit<HomeContent["experiences"], "image">;
  gallery: { heading: string; intro: string; tiles: Record<GalleryTileId, { title: string; description: string; alt: string }> };
  featured: HomeContent["featured"];
}

const texts: Localized<HomeText> = {
  sv: {
    hero: {
      description: `Boende, spa, restaurang och konferens i skogen utanför ${hotel.town}. Frukost och middag ingår alltid för dig som bor här privat.`,
      bookStay: "BOKA VISTELSE",
      bookConference: "BOKA KONFERENS",
      pause: "Pausa bildspelet",
      play: "Spela bildspelet",
      slideAlts: [
        "Stilla sjö i gryningsljus med skog längs stranden",
        `${hotel.name} sett utifrån, omgivet av skog`,
        "Den uppvärmda bassängen i relaxavdelningen",
        "Dimma som lättar över granskogen en tidig morgon",
        "Dukat bord i restaurangen inför middagen",
        "Bastun med varmt trä och mjukt ljus",
        "Norrsken över trädtopparna en klar vinternatt",
        "Ljust hotellrum med dubbelsäng och utsikt mot skogen",
        "Höstfärgad björkskog i gult och rött",
        "Konferensrum med långbord och stora fönster mot skogen",
        "Snötäckt timmerhus i vinterskogen",
        "Ljus sommarnatt över sjön",
      ],
    },
    about: {
      heading: `Om ${hotel.shortName}`,
      rooms: "rum",
      conferenceRooms: "konferensrum",
      harmony: "harmoni",
    },
    experiences: {
      heading: "Upplevelser året runt",
      text: "Varje årstid har sitt eget skäl att komma hit. Vi hjälper dig att hitta rätt tur, aktivitet eller lugna plats – oavsett om du är här en natt eller en vecka.",
      seasons: [
        { name: "Vår", text: "Snön släpper, forsarna vaknar och fåglarna kommer tillbaka till sjöarna." },
        { name: "Sommar", text: "Ljusa nätter, löparslingor på 3 och 5 kilometer och bad i sjön." },
        { name: "Höst", text: "Bär och svamp i skogen och färger som lyser mellan granarna." },
        { name: "Vinter", text: "Elljusspår på 3 kilometer, gnistrande snö och norrsken över trädtopparna." },
      ],
      button: "Se alla aktiviteter",
      imageAlt: "Blåbär och lingon i mossan",
    },
    gallery: {
      heading: "Upptäck mer",
      intro: "Natur, värme, smaker och äventyr – och plats för mötet som behöver lite mer luft.",
      tiles: {
        nature: {
          title: "Natur",
          description: "Skog, sjöar och en källa som aldrig fryser. Gå ut genom dörren och du är mitt i den.",
          alt: "Dimma som lättar över granskogen",
        },
        relax: {
          title: "Relax",
          description: "Uppvärmd bassäng, bastu och lounge – fritt för dig som bor hos oss.",
          alt: "Den uppvärmda bassängen i relaxavdelningen",
        },
        flavours: {
          title: "Smaker",
          description: "Husmanskost, vilt och bär från trakten i vår restaurang.",
          alt: "Dukat bord i restaurangen",
        },
        adventures: {
          title: "Äventyr",
          description: "Vandring, skidåkning, skattjakt och teambuilding – aktiviteter för varje årstid.",
          alt: "Stig som slingrar sig genom skogen",
        },
        conference: {
          title: "Konferens",
          description: `${counts.conferenceRooms} konferensrum, god mat och lugnet som får idéerna att komma.`,
          alt: "Konferensrum med långbord och stora fönster",
        },
      },
    },
    featured: {
      heading: "Populära paket",
      intro: "Våra gästers favoriter – för mötet, för ledigheten och för helgen.",
      readMore: "Läs mer",
      allPackages: "Se alla paket",
    },
  },
  en: {
    hero: {
      description: `Rooms, spa, restaurant and conferences in the forest outside ${hotel.town}. Breakfast and dinner are always included when you stay with us as a private guest.`,
      bookStay: "BOOK STAY",
      bookConference: "BOOK CONFERENCE",
      pause: "Pause the slideshow",
      play: "Play the slideshow",
      slideAlts: [
        "A still lake at dawn with forest along the shore",
        `${hotel.name} from outside, surrounded by forest`,
        "The heated pool in the relaxation area",
        "Mist lifting over the spruce forest early in the morning",
        "A table laid for dinner in the restaurant",
        "The sauna with warm wood and soft light",
        "Northern lights above the treetops on a clear winter night",
        "A bright hotel room with a double bed and a view of the forest",
        "Birch forest in autumn yellows and reds",
        "A conference room with a long table and large windows facing the forest",
        "A snow-covered log cabin in the winter forest",
        "A light summer night over the lake",
      ],
    },
    about: {
      heading: `About ${hotel.shortName}`,
      rooms: "rooms",
      conferenceRooms: "conference rooms",
      harmony: "harmony",
    },
    experiences: {
      heading: "Experiences all year round",
      text: "Every season gives you its own reason to come. We will help you find the right trail, activity or quiet spot – whether you are here for a night or a week.",
      seasons: [
        { name: "Spring", text: "The snow lets go, the rapids wake up and the birds return to the lakes." },
        { name: "Summer", text: "Light nights, running loops of 3 and 5 kilometres and swims in the lake." },
        { name: "Autumn", text: "Berries and mushrooms in the forest and colours glowing between the spruces." },
        { name: "Winter", text: "A 3-kilometre floodlit ski track, glittering snow and northern lights above the trees." },
      ],
      button: "See all activities",
      imageAlt: "Blueberries and lingonberries in the moss",
    },
    gallery: {
      heading: "Discover more",
      intro: "Nature, warmth, flavours and adventure – and room for the meeting that needs a little more air.",
      tiles: {
        nature: {
          title: "Nature",
          description: "Forest, lakes and a spring that never freezes. Step outside and you are in the middle of it.",
          alt: "Mist lifting over the spruce forest",
        },
        relax: {
          title: "Relax",
          description: "Heated pool, sauna and lounge – free for everyone staying with us.",
          alt: "The heated pool in the relaxation area",
        },
        flavours: {
          title: "Flavours",
          description: "Swedish home cooking, game and local berries in our restaurant.",
          alt: "A table laid in the restaurant",
        },
        adventures: {
          title: "Adventures",
          description: "Hiking, skiing, treasure hunts and teambuilding – activities for every season.",
          alt: "A path winding through the forest",
        },
        conference: {
          title: "Conferences",
          description: `${counts.conferenceRooms} conference rooms, good food and the calm that lets ideas come.`,
          alt: "A conference room with a long table and large windows",
        },
      },
    },
    featured: {
      heading: "Popular packages",
      intro: "Our guests' favourites – for the meeting, for time off and for the weekend.",
      readMore: "Read more",
      allPackages: "See all packages",
    },
  },
};

/** The home page's texts in one language. */
export function homeContentFor(lang: Lang): HomeContent {
  const text = texts[lang];
  return {
    hero: {
      description: text.hero.description,
      bookStay: text.hero.bookStay,
      bookConference: text.hero.bookConference,
      pause: text.hero.pause,
      play: text.hero.play,
      slides: heroImages.map((image, index) => ({ image, alt: text.hero.slideAlts[index] ?? "" })),
    },
    about: {
      heading: text.about.heading,
      stats: [
        { value: String(counts.rooms), label: text.about.rooms },
        { value: String(counts.conferenceRooms), label: text.about.conferenceRooms },
        { value: `${counts.harmonyPercent}%`, label: text.about.harmony },
      ],
    },
    experiences: { ...text.experiences, image: "berries" },
    gallery: {
      heading: text.gallery.heading,
      intro: text.gallery.intro,
      tiles: galleryTileIds.map((id) => ({
        id,
        path: galleryTilePaths[id],
        image: galleryTileImages[id],
        ...text.gallery.tiles[id],
      })),
    },
    featured: text.featured,
  };
}

/**
 * "Utforska": a compact set of links below the featured packages to the pages the gallery and
 * packages do not lead to, so they are one tap from the home page without opening the menu
 * (before and without JavaScript too; issue 15).
 */
export interface HomeExplore {
  heading: string;
  links: Array<{ path: string; label: string }>;
}

const explorePaths = ["/boende", "/weekly-menu", "/celebrate", "/presentkort", "/blog", "/lediga-jobb", "/vanliga-fragor"] as const;

const exploreTexts: Localized<{ heading: string; labels: Record<(typeof explorePaths)[number], string> }> = {
  sv: {
    heading: "Utforska",
    labels: {
      "/boende": "Boende",
      "/weekly-menu": "Veckans meny",
      "/celebrate": "Fira hos oss",
      "/presentkort": "Presentkort",
      "/blog": "Magasinet",
      "/lediga-jobb": "Lediga jobb",
      "/vanliga-fragor": "Vanliga frågor",
    },
  },
  en: {
    heading: "Explore",
    labels: {
      "/boende": "Rooms",
      "/weekly-menu": "This week's menu",
      "/celebrate": "Celebrate with us",
      "/presentkort": "Gift cards",
      "/blog": "The magazine",
      "/lediga-jobb": "Jobs",
      "/vanliga-fragor": "Frequently asked questions",
    },
  },
};

export function homeExploreFor(lang: Lang): HomeExplore {
  const text = exploreTexts[lang];
  return { heading: text.heading, links: explorePaths.map((path) => ({ path, label: text.labels[path] })) };
}
