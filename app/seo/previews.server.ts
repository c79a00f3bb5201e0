/**
 * The link-preview picture of every indexed screen (app/screens.ts), 1200×630 at
 * public/images/og/{image}.jpg, and what it shows. Server only: the screen table itself reaches the
 * browser, these texts need not.
 */
import type { Localized } from "../i18n/lang";
import type { ImageKey } from "../images/keys";
import type { IndexedScreenId } from "../screens";

export const screenPreviews: Record<IndexedScreenId, { image: ImageKey; imageAlt: Localized }> = {
  home: {
    image: "hotel-exterior",
    imageAlt: {
      sv: "Hotellet i skymningen med tända fönster som speglas i sjön",
      en: "The hotel at dusk, its lit windows mirrored in the lake",
    },
  },
  packages: {
    image: "winter-lodge",
    imageAlt: { sv: "En timrad stuga i snön med rök ur skorstenen", en: "A timber lodge in the snow with smoke rising from the chimney" },
  },
  "booking-inquiry": {
    image: "reception",
    imageAlt: {
      sv: "Receptionsdisken med gröna växter och en fjälltavla",
      en: "The reception desk with green plants and a mountain painting",
    },
  },
  "weekly-menu": {
    image: "breakfast",
    imageAlt: { sv: "Frukost vid ett fönster med utsikt över sjön", en: "Breakfast by a window looking out over the lake" },
  },
  conference: {
    image: "conference",
    imageAlt: {
      sv: "Ett ljust konferensrum med långbord och utsikt mot skogen",
      en: "A bright conference room with a long table and a view of the forest",
    },
  },
  "conference-packages": {
    image: "meeting-room",
    imageAlt: {
      sv: "Ljust mötesrum med långbord och fönster mot skogen",
      en: "A bright meeting room with a long table and windows onto the forest",
    },
  },
  nature: {
    image: "lake-dawn",
    imageAlt: { sv: "En spegelblank skogssjö i gryningsljus", en: "A mirror-calm forest lake in the light of dawn" },
  },
  restaurant: {
    image: "dining",
    imageAlt: { sv: "Dukat bord i restaurangen inför middagen", en: "A table laid for dinner in the restaurant" },
  },
  activities: {
    image: "trail",
    imageAlt: { sv: "En stig genom björk- och granskog med vägvisare", en: "A path through birch and spruce forest with signposts" },
  },
  blog: {
    image: "autumn-forest",
    imageAlt: {
      sv: "Björkar i gult och rött bland mörka granar en höstdag",
      en: "Birches in yellow and red among dark spruces on an autumn day",
    },
  },
  magic: {
    image: "northern-lights",
    imageAlt: {
      sv: "Grönt norrsken över trädtopparna en klar vinternatt",
      en: "Green northern lights above the treetops on a clear winter night",
    },
  },
  celebrate: {
    image: "celebration",
    imageAlt: {
      sv: "En tårta med tända ljus under ballonger och ljusslingor",
      en: "A cake with lit candles under balloons and string lights",
    },
  },
  "find-us": {
    image: "forest-mist",
    imageAlt: {
      sv: "Morgondimma mellan höga tallar i skogen runt hotellet",
      en: "Morning mist between tall pines in the forest around the hotel",
    },
  },
  relax: {
    image: "pool",
    imageAlt: {
      sv: "Poolen i relaxavdelningen med stora fönster mot skogen",
      en: "The pool in the relax area with large windows onto the forest",
    },
  },
  "gift-cards": {
    image: "gift-card",
    imageAlt: { sv: "Ett presentkort med rosett och granris", en: "A gift card tied with a ribbon among spruce twigs" },
  },
  rooms: {
    image: "room-deluxe",
    imageAlt: {
      sv: "Ljust hotellrum med dubbelsäng och utsikt mot skogen",
      en: "A bright hotel room with a double bed and a view of the forest",
    },
  },
  privacy: {
    image: "spring",
    imageAlt: {
      sv: "En klar källa i mossan, kantad av stenar, i granskogen",
      en: "A clear spring in the moss, edged with stones, in the spruce forest",
    },
  },
  teambuilding: {
    image: "teambuilding",
    imageAlt: { sv: "En arbetsgrupp som samarbetar utomhus i snön", en: "A team working together outdoors in the snow" },
  },
  terms: {
    image: "summer-night",
    imageAlt: {
      sv: "Ljus sommarnatt över en sjö där solen knappt går ner",
      en: "A light summer night over a lake where the sun barely sets",
    },
  },
  services: {
    image: "sauna",
    imageAlt: { sv: "Bastun i ljust trä med varm belysning", en: "The light-wood sauna in warm light" },
  },
  "lost-and-found": {
    image: "forest-hut",
    imageAlt: { sv: "Kåta i skogen med rök från eldstaden", en: "A hut in the forest with smoke rising from the fire" },
  },
  jobs: {
    image: "bar",
    imageAlt: {
      sv: "Baren med flaskor på upplysta hyllor och barstolar",
      en: "The bar with bottles on lit shelves and a row of bar stools",
    },
  },
  accessibility: {
    image: "room-accessible",
    imageAlt: {
      sv: "Tillgänglighetsanpassat rum med rullstol, säng och dusch utan tröskel",
      en: "An accessible room with a wheelchair, a bed and a step-free shower",
    },
  },
  faq: {
    image: "reception",
    imageAlt: {
      sv: "Receptionsdisken med gröna växter och en fjälltavla",
      en: "The reception desk with green plants and a mountain painting",
    },
  },
};
