/**
 * Gift cards: three set amounts and a free amount (SPEC §2 "Gift cards", §3 "Gift card tier", §9 "Gift cards").
 * The examples of what a card covers quote prices from the rooms and treatments modules, so they cannot drift.
 */
import type { ImageKey } from "../images/keys";
import type { Lang, Localized } from "../i18n/lang";
import { formatSek } from "../i18n/format";
import { localized, type ContentData } from "../content-store/data";
import { priceOn } from "../content-store/prices";
import { noPhotos, pictureOf, type Photos, type Picture } from "../photos/photos";
import { roomPrice } from "./rooms";
import { relaxFacts, treatmentPrice } from "./treatments";

/** SPEC §9. */
export const giftCardRules = {
  tierValues: [600, 1500, 3000],
  freeAmountFromSek: 500,
  validMonths: 12,
  transferable: true,
} as const;

export type GiftCardValue = (typeof giftCardRules.tierValues)[number];

export interface GiftCardTier {
  id: string;
  /** Value in kronor: the amount staff set for the day (issue 36). */
  value: number;
  valueLabel: string;
  image: Picture;
  imageAlt: string;
  title: string;
  description: string;
  /** Examples of what the card covers. */
  includes: string[];
}

/**
 * The prices the examples quote: the treatments' and the standard room's as staff publish them
 * (issue 36, app/content-store/catalogue.server.ts `giftCardPrices`); without them, SPEC §9's.
 */
export interface GiftCardPrices {
  classic25: number;
  classic50: number;
  aroma50: number;
  standardPerPerson: number;
}

interface TierSource {
  value: GiftCardValue;
  image: ImageKey;
  /** What the examples in `includes` add up to; a unit test checks that it fits within the value. */
  exampleCost: (prices: GiftCardPrices) => number;
  text: (lang: Lang, prices: GiftCardPrices) => { title: string; imageAlt: string; description: string; includes: string[] };
}

const sek = formatSek;
const dayspa = relaxFacts.dayspaFromSek;
const standardRoom = roomPrice("standard");
export const seededGiftCardPrices: GiftCardPrices = {
  classic25: treatmentPrice("classic-massage", 25),
  classic50: treatmentPrice("classic-massage", 50),
  aroma50: treatmentPrice("aroma-massage", 50),
  standardPerPerson: standardRoom.kind === "per-person" ? standardRoom.from : Number.NaN,
};

const tiers: TierSource[] = [
  {
    value: 600,
    image: "treatment",
    exampleCost: ({ classic25 }) => Math.max(classic25, 4 * dayspa),
    text: (lang, { classic25 }) =>
      lang === "sv"
        ? {
            title: "En stund för dig",
            imageAlt: "Behandlingsrum med massagebänk och varma handdukar",
            description: "En liten present med stor verkan: en behandling eller en eftermiddag i värmen.",
            includes: [
              `En 25 minuters klassisk massage (${sek(classic25, lang)})`,
              `eller dagspa för fyra personer (4 × ${sek(dayspa, lang)})`,
            ],
          }
        : {
            title: "A moment for you",
            imageAlt: "Treatment room with a massage table and warm towels",
            description: "A small gift that goes a long way: a treatment or an afternoon in the warmth.",
            includes: [`A 25-minute classic massage (${sek(classic25, lang)})`, `or day spa for four people (4 × ${sek(dayspa, lang)})`],
          },
  },
  {
    value: 1500,
    image: "pool",
    exampleCost: ({ aroma50 }) => 2 * dayspa + aroma50,
    text: (lang, { aroma50 }) =>
      lang === "sv"
        ? {
            title: "En dag i spat",
            imageAlt: "Den varma poolen med utsikt mot skogen",
            description: "Pool, bastu och lounge för två – och en lång massage för den som behöver den mest.",
            includes: [`Dagspa för två personer (2 × ${sek(dayspa, lang)})`, `En 50 minuters aromamassage (${sek(aroma50, lang)})`],
          }
        : {
            title: "A day at the spa",
            imageAlt: "The warm pool with a view of the forest",
            description: "Pool, sauna and lounge for two – and a long massage for whoever needs it most.",
            includes: [`Day spa for two people (2 × ${sek(dayspa, lang)})`, `A 50-minute aroma massage (${sek(aroma50, lang)})`],
          },
  },
  {
    value: 3000,
    image: "room-deluxe",
    exampleCost: ({ standardPerPerson, classic50 }) => standardPerPerson + classic50,
    text: (lang, { standardPerPerson, classic50 }) =>
      lang === "sv"
        ? {
            title: "En natt i skogen",
            imageAlt: "Hotellrum med bäddad säng och utsikt mot trädtopparna",
            description: "Sov över, ät gott och vakna till tystnaden. Ett presentkort som blir en hel upplevelse.",
            includes: [
              `En natt i standardrum med frukost och middag för en person (från ${sek(standardPerPerson, lang)})`,
              `En 50 minuters klassisk massage (${sek(classic50, lang)})`,
              "Fri tillgång till pool, bastu och lounge under vistelsen",
            ],
          }
        : {
            title: "A night in the forest",
            imageAlt: "Hotel room with a made bed and a view of the treetops",
            description: "Stay the night, eat well and wake up to the silence. A gift card that becomes a whole experience.",
            includes: [
              `One night in a standard room with breakfast and dinner for one person (from ${sek(standardPerPerson, lang)})`,
              `A 50-minute classic massage (${sek(classic50, lang)})`,
              "Free use of the pool, sauna and lounge during the stay",
            ],
          },
  },
];

/**
 * The tiers as content items (issue 36, docs/decisions/060-gift-cards-in-the-store.md): a fixed
 * set, keyed by the amount they were seeded with, so a tier keeps its key (and the page its ids)
 * when staff change its amount. Staff edit title, description, amount and picture; the examples of
 * what a card covers stay here, quoting the store's room and treatment prices of the day.
 */
export const giftCardTierKeys = ["gift-card-600", "gift-card-1500", "gift-card-3000"] as const;
export type GiftCardTierKey = (typeof giftCardTierKeys)[number];

function sourceOf(key: GiftCardTierKey): TierSource {
  return tiers[giftCardTierKeys.indexOf(key)]!;
}

/** The first version of a tier's content item, as the code had it (migrations/0030). */
export function seededGiftCardData(key: GiftCardTierKey): ContentData {
  const tier = sourceOf(key);
  const [sv, en] = (["sv", "en"] as const).map((lang) => tier.text(lang, seededGiftCardPrices));
  return {
    titleSv: sv!.title,
    titleEn: en!.title,
    descriptionSv: sv!.description,
    descriptionEn: en!.description,
    amount: tier.value,
    image: tier.image,
    imageAltSv: sv!.imageAlt,
    imageAltEn: en!.imageAlt,
  };
}

/** A tier as the page shows it on a day in Sweden: the amount of that day, its examples at the prices of the day. */
export function giftCardTierFromData(
  key: GiftCardTierKey,
  data: ContentData,
  lang: Lang,
  day: string,
  prices: GiftCardPrices = seededGiftCardPrices,
  photos: Photos = noPhotos,
): GiftCardTier {
  const tier = sourceOf(key);
  const value = priceOn(data, "amount", day) ?? tier.value;
  return {
    id: key,
    value,
    valueLabel: sek(value, lang),
    image: pictureOf(data.image, photos, tier.image),
    imageAlt: localized(data, "imageAlt", lang),
    title: localized(data, "title", lang),
    description: localized(data, "description", lang),
    includes: tier.text(lang, prices).includes,
  };
}

/** The three tiers in one language as the code seeded them, their examples at the prices given. */
export function giftCardTiersFor(lang: Lang, prices: GiftCardPrices = seededGiftCardPrices): GiftCardTier[] {
  return giftCardTierKeys.map((key) => giftCardTierFromData(key, seededGiftCardData(key), lang, "2026-01-01", prices));
}

/** For the unit test: what each tier's examples cost. */
export function giftCardExampleCosts(prices: GiftCardPrices = seededGiftCardPrices): Array<{ value: GiftCardValue; exampleCost: number }> {
  return tiers.map(({ value, exampleCost }) => ({ value, exampleCost: exampleCost(prices) }));
}

export interface GiftCardStep {
  title: string;
  text: string;
}

export interface GiftCardPageTexts {
  tiersHeading: string;
  tiersLead: string;
  examplesLabel: string;
  buy: string;
  freeAmount: { heading: string; text: string; cta: string };
  stepsHeading: string;
  steps: GiftCardStep[];
  goodToKnowHeading: string;
  goodToKnow: string[];
}

function pageTexts(lang: Lang): GiftCardPageTexts {
  const { freeAmountFromSek, validMonths } = giftCardRules;
  const free = sek(freeAmountFromSek, lang);
  const texts: Localized<GiftCardPageTexts> = {
    sv: {
      tiersHeading: "Välj presentkort",
      tiersLead: "Tre färdiga belopp att ge bort. Mottagaren väljer själv om det blir spa, mat eller en natt i skogen.",
      examplesLabel: "Räcker till exempel till",
      buy: "Köp presentkort",
      freeAmount: {
        heading: "Eget belopp",
        text: `Vill du ge bort ett annat belopp? Välj själv, från ${free}.`,
        cta: "Köp presentkort med eget belopp",
      },
      stepsHeading: "Så fungerar det",
      steps: [
        { title: "Välj presentkort", text: `Välj ett av våra tre presentkort eller ett eget belopp från ${free}.` },
        {
          title: "Gå till presentkortsbutiken",
          text: "Knappen öppnar vår presentkortsbutik i en ny flik, där du väljer belopp och fyller i dina uppgifter.",
        },
        { title: "Betala online", text: "Du betalar tryggt online med kort eller Swish." },
        {
          title: "Presentkortet kommer med e-post",
          text: "Direkt när betalningen är klar skickar vi presentkortet med e-post – redo att skriva ut eller skicka vidare.",
        },
      ],
      goodToKnowHeading: "Bra att veta",
      goodToKnow: [
        `Presentkortet gäller i ${validMonths} månader från köpdatum.`,
        "Presentkortet är inte personligt och kan ges vidare till någon annan.",
        `Du kan välja ett eget belopp från ${free}.`,
        "Presentkortet skickas med e-post när du har betalat online.",
        "Det kan användas till boende, mat, relax och behandlingar.",
        "Ange presentkortets nummer när du bokar, så drar vi av beloppet.",
      ],
    },
    en: {
      tiersHeading: "Choose a gift card",
      tiersLead: "Three set amounts to give away. The recipient decides whether it becomes spa time, a meal or a night in the forest.",
      examplesLabel: "For example, it covers",
      buy: "Buy gift card",
      freeAmount: {
        heading: "Your own amount",
        text: `Would you like to give a different amount? Choose your own, from ${free}.`,
        cta: "Buy a gift card with your own amount",
      },
      stepsHeading: "How it works",
      steps: [
        { title: "Choose a gift card", text: `Choose one of our three gift cards or your own amount from ${free}.` },
        {
          title: "Go to the gift card shop",
          text: "The button opens our gift card shop in a new tab, where you choose the amount and fill in your details.",
        },
        { title: "Pay online", text: "You pay securely online by card or Swish." },
        {
          title: "The gift card arrives by email",
          text: "As soon as payment is complete we email you the gift card – ready to print or pass on.",
        },
      ],
      goodToKnowHeading: "Good to know",
      goodToKnow: [
        `The gift card is valid for ${validMonths} months from the date of purchase.`,
        "The gift card is not personal and can be passed on to someone else.",
        `You can choose your own amount from ${free}.`,
        "The gift card is sent by email once you have paid online.",
        "It can be used for stays, food, the relax area and treatments.",
        "Quote the gift card number when you book and we will deduct the amount.",
      ],
    },
  };
  return texts[lang];
}

export function giftCardPageTextsFor(lang: Lang): GiftCardPageTexts {
  return pageTexts(lang);
}
