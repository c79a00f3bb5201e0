/**
 * The relax department: its facilities, day spa and the five treatments (SPEC §2 "Relax", §3 "Treatment", §9 "Spa").
 */
import { localized, localizedLines, type ContentData } from "../content-store/data";
import { priceOn, upcomingPrice } from "../content-store/prices";
import type { ImageKey } from "../images/keys";
import { noPhotos, pictureOf, type Photos, type Picture } from "../photos/photos";
import type { Lang, Localized } from "../i18n/lang";
import { daySpaGuestHours, hours, spaForADayDays } from "../site";
import { seededHours, type OpeningHours } from "./hours";
import { formatSek } from "../i18n/format";
import { longDay } from "./coming-price";

/** SPEC §2 and §9: the numbers the relax department is known by. */
export const relaxFacts = {
  poolDegrees: 37,
  saunaDegrees: 90,
  dayspaFromSek: 130,
  /** Children up to this age pay half price for the day spa. */
  childHalfPriceMaxAge: 6,
} as const;

/** Day-guest hours, one reading for every place (decision 015): "måndag–lördag 12:00–18:00". */
/** The day spa's days and hours ("måndag–lördag 12:00–18:00"); the hours are staff's (./hours). */
export const dayspaHoursText = (lang: Lang, open: OpeningHours = seededHours) => `${daySpaGuestHours.days[lang]} ${open.daySpa}`;

export const treatmentIds = ["classic-massage", "aroma-massage", "facial", "foot-treatment", "infrared-heat"] as const;
export type TreatmentId = (typeof treatmentIds)[number];

export interface TreatmentOption {
  minutes: number;
  price: number;
  durationLabel: string;
  priceLabel: string;
  /** Next season's price, once staff have entered it ahead: "1 150 kr från 1 januari 2027". */
  comingPrice?: string;
}

export interface Treatment {
  /** A seeded treatment's id (`TreatmentId`), or the address of one staff created. */
  id: string;
  /** A catalogue picture, or a photo staff uploaded (app/photos/). */
  image: Picture;
  imageAlt: string;
  title: string;
  shortDescription: string;
  /** Paragraphs shown under "Läs mer". */
  longDescription: string[];
  options: TreatmentOption[];
}

interface TreatmentSource {
  id: TreatmentId;
  image: ImageKey;
  options: Array<{ minutes: number; price: number }>;
  text: Localized<{ title: string; imageAlt: string; shortDescription: string; longDescription: string[] }>;
}

const treatments: TreatmentSource[] = [
  {
    id: "classic-massage",
    image: "treatment",
    options: [
      { minutes: 25, price: 499 },
      { minutes: 50, price: 1050 },
    ],
    text: {
      sv: {
        title: "Klassisk massage",
        imageAlt: "Massagebänk med varma handdukar i ett dämpat behandlingsrum",
        shortDescription: "Lösgör spänningar i rygg, nacke och axlar med fasta, lugna tag.",
        longDescription: [
          "Den klassiska massagen arbetar med muskler och bindväv för att lösa upp stelhet och öka blodcirkulationen. Terapeuten anpassar trycket efter dig, från mjukt och avslappnande till djupare och mer riktat.",
          "Välj 25 minuter för rygg, nacke och axlar, eller 50 minuter för en massage av hela kroppen.",
        ],
      },
      en: {
        title: "Classic massage",
        imageAlt: "Massage table with warm towels in a softly lit treatment room",
        shortDescription: "Releases tension in your back, neck and shoulders with firm, steady strokes.",
        longDescription: [
          "A classic massage works on the muscles and connective tissue to ease stiffness and improve circulation. Your therapist adjusts the pressure to suit you, from soft and relaxing to deeper and more focused.",
          "Choose 25 minutes for back, neck and shoulders, or 50 minutes for a full-body massage.",
        ],
      },
    },
  },
  {
    id: "aroma-massage",
    image: "forest-mist",
    options: [
      { minutes: 25, price: 545 },
      { minutes: 50, price: 1095 },
    ],
    text: {
      sv: {
        title: "Aromamassage",
        imageAlt: "Dimma som lättar över granskogen en tidig morgon",
        shortDescription: "Mjuk massage med varma oljor och dofter som hjälper kropp och tankar att landa.",
        longDescription: [
          "Aromamassagen är lugnare än den klassiska. Långa, flytande tag och varma oljor med eteriska dofter – du väljer själv mellan friska, blommiga och kryddiga – gör att både andningen och tankarna saktar ner.",
          "Passar dig som vill vila mer än bearbetas. Med 50 minuter hinner terapeuten med hela kroppen.",
        ],
      },
      en: {
        title: "Aroma massage",
        imageAlt: "Mist lifting over the spruce forest early in the morning",
        shortDescription: "A gentle massage with warm oils and scents that help body and mind settle.",
        longDescription: [
          "The aroma massage is calmer than the classic one. Long, flowing strokes and warm oils with essential scents – you choose between fresh, floral and spicy – slow down both your breathing and your thoughts.",
          "Ideal if you would rather rest than be worked on. With 50 minutes your therapist has time for the whole body.",
        ],
      },
    },
  },
  {
    id: "facial",
    image: "spring",
    options: [{ minutes: 25, price: 499 }],
    text: {
      sv: {
        title: "Ansiktsbehandling",
        imageAlt: "Klart källvatten som porlar fram mellan mossklädda stenar",
        shortDescription: "Rengöring, peeling och en återfuktande mask för en frisk och utvilad hy.",
        longDescription: [
          "Behandlingen börjar med en varsam rengöring och en mild peeling. Därefter får huden en återfuktande mask medan du vilar, och vi avslutar med en lätt ansiktsmassage och en kräm som passar din hudtyp.",
          "Ett bra sätt att ge huden lite omsorg efter kyla, vind och torr inomhusluft.",
        ],
      },
      en: {
        title: "Facial",
        imageAlt: "Clear spring water bubbling up between moss-covered stones",
        shortDescription: "Cleansing, exfoliation and a hydrating mask for fresh, rested skin.",
        longDescription: [
          "The treatment begins with a gentle cleanse and a mild exfoliation. Your skin then gets a hydrating mask while you rest, and we finish with a light facial massage and a cream suited to your skin type.",
          "A good way to look after your skin after cold, wind and dry indoor air.",
        ],
      },
    },
  },
  {
    id: "foot-treatment",
    image: "lake-dawn",
    options: [{ minutes: 25, price: 499 }],
    text: {
      sv: {
        title: "Fotbehandling",
        imageAlt: "Stilla sjö i gryningsljus med skog längs stranden",
        shortDescription: "Fotbad, peeling och massage för fötter som har gått långt.",
        longDescription: [
          "Fötterna får ett varmt fotbad, en peeling som tar bort torr hud och avslutas med en massage och en rik fotkräm.",
          "Skönt efter en dag på skidspåret eller stigarna – eller bara för att du förtjänar det.",
        ],
      },
      en: {
        title: "Foot treatment",
        imageAlt: "A still lake in the dawn light with forest along the shore",
        shortDescription: "Foot bath, exfoliation and massage for feet that have walked a long way.",
        longDescription: [
          "Your feet are treated to a warm foot bath and an exfoliation that removes dry skin, finished with a massage and a rich foot cream.",
          "Lovely after a day on the ski track or the trails – or simply because you deserve it.",
        ],
      },
    },
  },
  {
    id: "infrared-heat",
    image: "sauna",
    options: [{ minutes: 45, price: 545 }],
    text: {
      sv: {
        title: "Infravärme",
        imageAlt: "Bastu i ljust trä med varmt, dämpat ljus",
        shortDescription: "Djup, behaglig värme som mjukar upp stela muskler utan bastuns hetta.",
        longDescription: [
          "Infravärmen värmer kroppen inifrån med strålningsvärme, medan luften runt omkring förblir behagligt tempererad. Det gör den skön även för dig som tycker att bastun blir för varm.",
          "Passar fint före eller efter en massage, eller som en egen stund av stillhet.",
        ],
      },
      en: {
        title: "Infrared heat",
        imageAlt: "A light-wood sauna in warm, soft light",
        shortDescription: "Deep, comfortable warmth that loosens stiff muscles without the heat of a sauna.",
        longDescription: [
          "Infrared heat warms the body from within with radiant heat, while the air around you stays pleasantly mild. That makes it comfortable even if you find the sauna too hot.",
          "Works well before or after a massage, or as a quiet moment on its own.",
        ],
      },
    },
  },
];

/**
 * A treatment as the editor stores it (app/content-store/catalogue-kinds.ts): SPEC §9's texts and
 * prices, the seed of migration 0029.
 */
export function seededTreatmentData(id: TreatmentId): ContentData {
  const treatment = treatments.find((t) => t.id === id);
  if (!treatment) throw new Error(`Unknown treatment ${id}`);
  const { text } = treatment;
  const both = (name: string, value: (t: TreatmentSource["text"]["sv"]) => string) => ({
    [`${name}Sv`]: value(text.sv),
    [`${name}En`]: value(text.en),
  });
  return {
    ...both("title", (t) => t.title),
    ...both("shortDescription", (t) => t.shortDescription),
    ...both("longDescription", (t) => t.longDescription.join("\n")),
    ...Object.fromEntries(
      treatment.options.flatMap((option, index) => [
        [`option${index + 1}Minutes`, option.minutes],
        [`option${index + 1}Price`, option.price],
      ]),
    ),
    image: treatment.image,
    ...both("imageAlt", (t) => t.imageAlt),
  };
}

/** A treatment as the relax page shows it on a day in Sweden, from what staff published. */
export function treatmentFromData(id: string, data: ContentData, lang: Lang, day: string, photos: Photos = noPhotos): Treatment {
  const options = [1, 2].flatMap((n): TreatmentOption[] => {
    const minutes = data[`option${n}Minutes`];
    const price = priceOn(data, `option${n}Price`, day);
    if (typeof minutes !== "number" || price === undefined) return [];
    const next = upcomingPrice(data, `option${n}Price`, day);
    const option = { minutes, price, durationLabel: `${minutes} min`, priceLabel: formatSek(price, lang) };
    if (!next) return [option];
    const comingPrice = `${formatSek(next.price, lang)} ${lang === "sv" ? "från" : "from"} ${longDay(next.from, lang)}`;
    return [{ ...option, comingPrice }];
  });
  return {
    id,
    image: pictureOf(data.image, photos, "treatment"),
    // In the order the page's data always had (its hydration payload is budgeted to the byte).
    title: localized(data, "title", lang),
    imageAlt: localized(data, "imageAlt", lang),
    shortDescription: localized(data, "shortDescription", lang),
    longDescription: localizedLines(data, "longDescription", lang),
    options,
  };
}

/** The five treatments in display order, in one language, as SPEC §9 gives them (the seed). */
export function treatmentsFor(lang: Lang): Treatment[] {
  return treatmentIds.map((id) => treatmentFromData(id, seededTreatmentData(id), lang, "2026-01-01"));
}

/** The price of one treatment option; throws if the combination does not exist, so other modules cannot drift. */
export function treatmentPrice(id: TreatmentId, minutes: number): number {
  const option = treatments.find((t) => t.id === id)?.options.find((o) => o.minutes === minutes);
  if (!option) throw new Error(`No ${minutes}-minute option for ${id}`);
  return option.price;
}

export interface RelaxFacility {
  id: "pool" | "sauna" | "lounge";
  image: ImageKey;
  imageAlt: string;
  title: string;
  text: string;
}

export interface RelaxPageTexts {
  heroAlts: string[];
  stats: { treatments: string; pool: string; sauna: string };
  spakit: { heading: string; lead: string; facilities: RelaxFacility[]; guestsNote: string };
  treatments: { heading: string; lead: string };
  dayspa: {
    heading: string;
    paragraphs: string[];
    priceLabel: string;
    price: string;
    hoursLabel: string;
    cta: string;
    image: ImageKey;
    imageAlt: string;
  };
  readMore: string;
  readLess: string;
  /** The hero slideshow's play/pause button. */
  pauseSlideshow: string;
  playSlideshow: string;
  optionsLabel: string;
  bookingInquiry: string;
}

const degrees = (n: number) => `${n}\u00a0°C`;

function relaxTexts(lang: Lang, open?: OpeningHours): RelaxPageTexts {
  const { poolDegrees, saunaDegrees, dayspaFromSek, childHalfPriceMaxAge } = relaxFacts;
  const sauna = dayspaHoursText(lang, open);
  const from = formatSek(dayspaFromSek, lang);
  if (lang === "sv") {
    return {
      heroAlts: [
        "Den varma poolen i relaxavdelningen med stora fönster mot skogen",
        "Bastu i ljust trä med varm belysning",
        "Behandlingsrum med massagebänk och tända ljus",
        "Stilla sjö i gryningsljus",
        "Morgondimma över granskogen",
      ],
      stats: { treatments: "behandlingar", pool: "varm pool", sauna: "bastu" },
      spakit: {
        heading: "Pool, bastu och lounge",
        lead: "Relaxavdelningen är hjärtat i huset – en plats för värme, vatten och vila.",
        facilities: [
          {
            id: "pool",
            image: "pool",
            imageAlt: "Poolen i relaxavdelningen med stora fönster mot skogen",
            title: "Varm pool",
            text: `Poolen håller ${degrees(poolDegrees)} året om. Flyt, simma några lugna längder eller sitt på kanten och se snön falla utanför fönstren.`,
          },
          {
            id: "sauna",
            image: "sauna",
            imageAlt: "Bastun i ljust trä med varm belysning",
            title: "Bastu",
            text: `Bastun håller ${degrees(saunaDegrees)}, precis som en riktig bastu ska. Den är varm ${sauna}; kasta en skopa vatten på aggregatet och svalka dig sedan i duschen eller ute i snön.`,
          },
          {
            id: "lounge",
            image: "forest-mist",
            imageAlt: "Skogen i morgondimma sedd från loungens fönster",
            title: "Lounge",
            text: "Mellan doppen vilar du i loungen med en filt, en kopp te och utsikt mot skogen. Här är det tyst, och det är meningen.",
          },
        ],
        guestsNote: "Bor du på hotellet ingår relaxavdelningen fritt under hela vistelsen.",
      },
      treatments: {
        heading: "Behandlingar",
        lead: "Boka en behandling för att fördjupa vilan. Klicka på Läs mer för att se längd och pris.",
      },
      dayspa: {
        heading: "Dagspa",
        paragraphs: [
          `Du behöver inte bo hos oss för att njuta av relaxavdelningen. Som dagsgäst är du välkommen ${sauna} och har tillgång till pool, bastu och lounge.`,
          `Barn upp till ${childHalfPriceMaxAge} år betalar halva priset. Vill du ha en hel dag med oss? Spa för en dag: ${spaForADayDays.sv} kl. ${hours.spaDay} – skicka en förfrågan, så berättar vi mer.`,
        ],
        priceLabel: "Pris",
        price: `Från ${from} per person`,
        hoursLabel: "Dagsgäster",
        cta: "Bokningsförfrågan",
        image: "summer-night",
        imageAlt: "Ljus sommarnatt över sjön och skogen",
      },
      readMore: "Läs mer",
      readLess: "Visa mindre",
      pauseSlideshow: "Pausa bildspelet",
      playSlideshow: "Spela bildspelet",
      optionsLabel: "Längd och pris",
      bookingInquiry: "Bokningsförfrågan",
    };
  }
  return {
    heroAlts: [
      "The warm pool in the relax area with large windows onto the forest",
      "A light-wood sauna in warm light",
      "Treatment room with a massage table and lit candles",
      "A still lake in the dawn light",
      "Morning mist over the spruce forest",
    ],
    stats: { treatments: "treatments", pool: "heated pool", sauna: "sauna" },
    spakit: {
      heading: "Pool, sauna and lounge",
      lead: "The relax area is the heart of the house – a place for warmth, water and rest.",
      facilities: [
        {
          id: "pool",
          image: "pool",
          imageAlt: "The pool in the relax area with large windows onto the forest",
          title: "Heated pool",
          text: `The pool is kept at ${degrees(poolDegrees)} all year round. Float, swim a few slow lengths or sit on the edge and watch the snow fall outside.`,
        },
        {
          id: "sauna",
          image: "sauna",
          imageAlt: "The light-wood sauna in warm light",
          title: "Sauna",
          text: `The sauna is kept at ${degrees(saunaDegrees)}, just as a proper sauna should be. It is heated ${sauna}; throw a ladle of water on the stones, then cool off in the shower or out in the snow.`,
        },
        {
          id: "lounge",
          image: "forest-mist",
          imageAlt: "The forest in morning mist seen from the lounge windows",
          title: "Lounge",
          text: "Between dips, rest in the lounge with a blanket, a cup of tea and a view of the forest. It is quiet here, and that is the point.",
        },
      ],
      guestsNote: "Staying at the hotel? The relax area is free for you throughout your stay.",
    },
    treatments: {
      heading: "Treatments",
      lead: "Book a treatment to make your rest go deeper. Select Read more to see durations and prices.",
    },
    dayspa: {
      heading: "Day spa",
      paragraphs: [
        `You do not need to stay with us to enjoy the relax area. Day guests are welcome ${sauna} and can use the pool, sauna and lounge.`,
        `Children up to the age of ${childHalfPriceMaxAge} pay half price. Fancy a whole day with us? Spa for a day: ${spaForADayDays.en}, ${hours.spaDay} – send us an inquiry and we will tell you more.`,
      ],
      priceLabel: "Price",
      price: `From ${from} per person`,
      hoursLabel: "Day guests",
      cta: "Booking inquiry",
      image: "summer-night",
      imageAlt: "A light summer night over the lake and the forest",
    },
    readMore: "Read more",
    readLess: "Show less",
    pauseSlideshow: "Pause the slideshow",
    playSlideshow: "Play the slideshow",
    optionsLabel: "Duration and price",
    bookingInquiry: "Booking inquiry",
  };
}

export function relaxPageTextsFor(lang: Lang, open?: OpeningHours): RelaxPageTexts {
  return relaxTexts(lang, open);
}
