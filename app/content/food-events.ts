import { localized, localizedLines, type ContentData } from "../content-store/data";
import type { ImageKey } from "../images/keys";
import { noPhotos, pictureOf, type Photos, type Picture } from "../photos/photos";
import { isoDatePattern } from "../forms/dates";
import { formatPhone, formatSek } from "../i18n/format";
import type { Lang, Localized } from "../i18n/lang";
import { hours } from "../site";
import { hotelCancellation, houseRules } from "./terms";

/** The food events with a page of their own at /food-event/{id} (SPEC §2 "Food event"). */
export const foodEventIds = ["kraftskiva", "surstrommingsfest"] as const;
export type FoodEventId = (typeof foodEventIds)[number];

export interface FoodEvent {
  id: string;
  /** The picture shown at the top of the event page. */
  image: Picture;
  /** The image's alt text. */
  imageAlt: string;
  /** Next occurrence, YYYY-MM-DD. */
  dateIso: string;
  /** Kronor per person including the stay; the page formats it. */
  pricePerPerson: number;
  title: string;
  /** Human-readable date of the next occurrence. */
  date: string;
  description: string[];
  details: string[];
  includes: string[];
  notes: string[];
  /** Tells the visitor to book by phone. */
  phoneBooking: string;
}

interface FoodEventSource {
  id: FoodEventId;
  image: ImageKey;
  imageAlt: Localized;
  dateIso: string;
  pricePerPerson: number;
  text: Localized<{
    title: string;
    date: string;
    description: string[];
    details: string[];
    includes: string[];
    notes: string[];
  }>;
}

// The house rules every event repeats, as the terms page states them.
const fine = houseRules.ownAlcoholFineSekPerPerson;
const age = houseRules.minimumBookingAge;
const refundDays = hotelCancellation.fullRefund.minDaysBefore;

// 2027-08-15 is a Sunday and 2027-08-16 a Monday, so breakfast the morning after
// either party follows the weekday hours.
const foodEvents: Record<FoodEventId, FoodEventSource> = {
  kraftskiva: {
    id: "kraftskiva",
    image: "crayfish",
    imageAlt: {
      sv: "Kokta kräftor med krondill på ett fat, med lyktor över bordet",
      en: "Boiled crayfish with crown dill on a platter, with lanterns above the table",
    },
    dateIso: "2027-08-15",
    pricePerPerson: 1550,
    text: {
      sv: {
        title: "Kräftskiva",
        date: "Söndag 15 augusti 2027",
        description: [
          "Augustimörkret har kommit tillbaka, lyktorna lyser över borden och kräftorna ligger högt staplade i sina dillkronor. Välkommen till vår kräftskiva – en kväll med allt det som hör sensommaren till: kalla kräftor, skålar, visor och skratt som hörs långt ut i skogen.",
          "Kräftorna kokas på klassiskt vis med krondill, salt och en skvätt öl, och serveras med Västerbottenpaj, rostat bröd, lagrad ost och en krispig sallad. Till efterrätt bjuder köket på varma hjortron med vaniljglass.",
          "Festen ingår i ett paket med övernattning och frukost, så du behöver varken tänka på bilen eller på klockan. Sov gott, och börja nästa dag med frukostbuffé och ett dopp i den varma bassängen.",
        ],
        details: [
          `Incheckning söndag 15 augusti från kl. ${hours.checkIn}`,
          "Kräftskiva i restaurangen på kvällen",
          `Frukost måndag 16 augusti kl. ${hours.breakfastWeekdays}`,
          `Utcheckning senast kl. ${hours.checkOut}`,
        ],
        includes: [
          "Kräftbuffé med Västerbottenpaj, bröd, ost och sallad",
          "Dessert och kaffe",
          "Hattar, haklappar och vishäften",
          "Övernattning på hotellet",
          "Frukostbuffé nästa morgon",
          "Fri tillgång till relaxavdelningen med bassäng, bastu och lounge",
        ],
        notes: [
          "Priset gäller per person.",
          "Meddela allergier och specialkost när du bokar, så anpassar köket menyn. Den som inte äter skaldjur får en egen varmrätt.",
          `Drycker beställs i baren. Medhavd alkohol är inte tillåten; överträdelse debiteras med ${formatSek(fine, "sv")} per person.`,
          `Du måste ha fyllt ${age} år för att boka.`,
          `Avbokning sker enligt hotellets villkor: full återbetalning vid avbokning senast ${refundDays} dagar före ankomst.`,
        ],
      },
      en: {
        title: "Crayfish party",
        date: "Sunday 15 August 2027",
        description: [
          "The August dark has returned, lanterns glow above the tables and the crayfish are piled high in their crowns of dill. Welcome to our crayfish party – an evening of everything that belongs to late summer in Sweden: cold crayfish, toasts, drinking songs and laughter that carries far into the forest.",
          "The crayfish are cooked the classic way with crown dill, salt and a dash of beer, and served with Västerbotten cheese pie, toasted bread, mature cheese and a crisp salad. For pudding the kitchen serves warm cloudberries with vanilla ice cream.",
          "The party comes as a package with an overnight stay and breakfast, so you need not worry about the car or the time. Sleep well, and start the next day with the breakfast buffet and a dip in the warm pool.",
        ],
        details: [
          `Check-in on Sunday 15 August from ${hours.checkIn}`,
          "Crayfish party in the restaurant in the evening",
          `Breakfast on Monday 16 August, ${hours.breakfastWeekdays}`,
          `Check-out by ${hours.checkOut}`,
        ],
        includes: [
          "Crayfish buffet with Västerbotten cheese pie, bread, cheese and salad",
          "Pudding and coffee",
          "Party hats, bibs and song sheets",
          "Overnight stay at the hotel",
          "Breakfast buffet the next morning",
          "Free use of the relaxation area with pool, sauna and lounge",
        ],
        notes: [
          "The price is per person.",
          "Let us know about allergies and special diets when you book and the kitchen will adapt the menu. Guests who do not eat shellfish are served a main course of their own.",
          `Drinks are ordered at the bar. Bringing your own alcohol is not permitted; a charge of ${formatSek(fine, "en")} per person applies if it is.`,
          `You must be ${age} or over to book.`,
          `Cancellation follows the hotel’s terms: a full refund if you cancel at least ${refundDays} days before arrival.`,
        ],
      },
    },
  },
  surstrommingsfest: {
    id: "surstrommingsfest",
    image: "surstromming",
    imageAlt: {
      sv: "Surströmming med tunnbröd, mandelpotatis, rödlök och gräddfil på ett långbord",
      en: "Surströmming with flatbread, almond potatoes, red onion and soured cream on a long table",
    },
    dateIso: "2027-08-16",
    pricePerPerson: 1325,
    text: {
      sv: {
        title: "Surströmmingsfest",
        date: "Måndag 16 augusti 2027",
        description: [
          "Det finns de som längtar hela året och de som aldrig vågat. Båda är lika välkomna på vår surströmmingsfest, en norrländsk sensommartradition med långbord, tunnbröd och en doft som ingen glömmer.",
          "Burkarna öppnas utomhus, strömmingen rensas och serveras med allt som hör till: tunnbröd, mandelpotatis, rödlök, gräddfil, tomat, dill och Västerbottensost. Rulla ihop en klämma, skåla med grannen och låt kvällen ta sin tid. Till efterrätt serveras blåbärspaj med vaniljsås.",
          "I priset ingår övernattning och frukost, så efter middagen är det bara en kort promenad till sängen – och till bastun om du vill skölja av dig dagen först.",
        ],
        details: [
          `Incheckning måndag 16 augusti från kl. ${hours.checkIn}`,
          "Surströmmingsmiddag på kvällen; burkarna öppnas utomhus",
          `Frukost tisdag 17 augusti kl. ${hours.breakfastWeekdays}`,
          `Utcheckning senast kl. ${hours.checkOut}`,
        ],
        includes: [
          "Surströmming med tunnbröd, mandelpotatis och alla tillbehör",
          "Blåbärspaj med vaniljsås och kaffe",
          "Övernattning på hotellet",
          "Frukostbuffé nästa morgon",
          "Fri tillgång till relaxavdelningen med bassäng, bastu och lounge",
        ],
        notes: [
          "Priset gäller per person.",
          "Vill du hellre äta något annat än surströmming, säg till när du bokar så serverar köket ett alternativ med samma tillbehör.",
          "Meddela allergier och specialkost när du bokar.",
          `Drycker beställs i baren. Medhavd alkohol är inte tillåten; överträdelse debiteras med ${formatSek(fine, "sv")} per person.`,
          `Du måste ha fyllt ${age} år för att boka.`,
          `Avbokning sker enligt hotellets villkor: full återbetalning vid avbokning senast ${refundDays} dagar före ankomst.`,
        ],
      },
      en: {
        title: "Surströmming party",
        date: "Monday 16 August 2027",
        description: [
          "Some people look forward to it all year; others have never dared. Both are equally welcome at our surströmming party, a northern Swedish late-summer tradition of long tables, thin flatbread and a smell nobody forgets.",
          "The tins are opened outdoors, and the fermented herring is filleted and served with all the trimmings: thin flatbread, almond potatoes, red onion, soured cream, tomato, dill and Västerbotten cheese. Roll up a wrap, raise a glass with your neighbour and let the evening take its time. Blueberry pie with custard follows for pudding.",
          "The price includes an overnight stay and breakfast, so after dinner it is only a short walk to bed – or to the sauna, if you would like to rinse off the day first.",
        ],
        details: [
          `Check-in on Monday 16 August from ${hours.checkIn}`,
          "Surströmming dinner in the evening; the tins are opened outdoors",
          `Breakfast on Tuesday 17 August, ${hours.breakfastWeekdays}`,
          `Check-out by ${hours.checkOut}`,
        ],
        includes: [
          "Surströmming with flatbread, almond potatoes and all the trimmings",
          "Blueberry pie with custard, and coffee",
          "Overnight stay at the hotel",
          "Breakfast buffet the next morning",
          "Free use of the relaxation area with pool, sauna and lounge",
        ],
        notes: [
          "The price is per person.",
          "If you would rather eat something other than surströmming, tell us when you book and the kitchen will serve an alternative with the same trimmings.",
          "Let us know about allergies and special diets when you book.",
          `Drinks are ordered at the bar. Bringing your own alcohol is not permitted; a charge of ${formatSek(fine, "en")} per person applies if it is.`,
          `You must be ${age} or over to book.`,
          `Cancellation follows the hotel’s terms: a full refund if you cancel at least ${refundDays} days before arrival.`,
        ],
      },
    },
  },
};

const phoneBooking: Localized = {
  sv: `Bokning sker per telefon: ring oss på ${formatPhone("sv")}. Receptionen svarar vardagar ${hours.receptionWeekdays} och helger ${hours.receptionWeekends}.`,
  en: `Bookings are taken by phone: call us on ${formatPhone("en")}. Reception is open ${hours.receptionWeekdays} on weekdays and ${hours.receptionWeekends} at weekends.`,
};

export interface FoodEventLabels {
  price: string;
  perPerson: string;
  details: string;
  includes: string;
  notes: string;
  booking: string;
  /** "{phone}" is replaced by the phone number as it is written. */
  call: string;
  back: string;
  /** Shown instead of the booking on the page of an event that is over (issue 18). */
  past: string;
}

const labels: Localized<FoodEventLabels> = {
  sv: {
    price: "Pris",
    perPerson: "per person",
    details: "Kvällen",
    includes: "Det här ingår",
    notes: "Bra att veta",
    booking: "Boka din plats",
    call: "Ring {phone}",
    back: "Tillbaka till restaurangen",
    past: "Evenemanget har varit",
  },
  en: {
    price: "Price",
    perPerson: "per person",
    details: "The evening",
    includes: "Included",
    notes: "Good to know",
    booking: "Book your place",
    call: "Call {phone}",
    back: "Back to the restaurant",
    past: "This event has taken place",
  },
};

export function foodEventLabelsFor(lang: Lang): FoodEventLabels {
  return labels[lang];
}

/** A price as each language writes it: "1 550 kr" in Swedish, "1,550 SEK" in English (../i18n/format). */
export function formatFoodEventPrice(price: number, lang: Lang): string {
  return formatSek(price, lang);
}

export function isFoodEventId(id: string): id is FoodEventId {
  return (foodEventIds as readonly string[]).includes(id);
}

/** One food event in the given language. */
export function foodEventFor(id: FoodEventId, lang: Lang): FoodEvent {
  const source = foodEvents[id];
  const text = source.text[lang];
  return {
    id: source.id,
    image: source.image,
    imageAlt: source.imageAlt[lang],
    dateIso: source.dateIso,
    pricePerPerson: source.pricePerPerson,
    title: text.title,
    date: text.date,
    description: [...text.description],
    details: [...text.details],
    includes: [...text.includes],
    notes: [...text.notes],
    phoneBooking: phoneBooking[lang],
  };
}

/**
 * A food event as staff published it (app/content-store, issue 18); `foodEventFor` stays the
 * source of the seed (scripts/content-seed.mjs) and of the FAQ's sentence about the two parties.
 */
export function foodEventFromData(id: string, data: ContentData, lang: Lang, photos: Photos = noPhotos): FoodEvent {
  return {
    id,
    image: pictureOf(data.image, photos, "crayfish"),
    imageAlt: localized(data, "imageAlt", lang),
    dateIso: String(data.startDate ?? ""),
    pricePerPerson: Number(data.price ?? 0),
    title: localized(data, "title", lang),
    // Staff type the days once; the text on the page is made from them unless they wrote their own
    // in that language (an English page gets English days rather than a Swedish text).
    date:
      String(data[lang === "sv" ? "dateSv" : "dateEn"] ?? "") || eventDays(String(data.startDate ?? ""), String(data.endDate ?? ""), lang),
    description: localizedLines(data, "description", lang),
    details: localizedLines(data, "details", lang),
    includes: localizedLines(data, "includes", lang),
    notes: localizedLines(data, "notes", lang),
    phoneBooking: phoneBooking[lang],
  };
}

const dayFormats: Record<Lang, { day: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat }> = {
  sv: {
    day: new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
    weekday: new Intl.DateTimeFormat("sv-SE", { weekday: "long", timeZone: "UTC" }),
  },
  en: {
    day: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
    weekday: new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" }),
  },
};

/**
 * An event's days as the page writes them: "Söndag 15 augusti 2027" / "Sunday 15 August 2027" for
 * one day, "5–7 december 2026", "28 november–2 december 2026" or "30 december 2026–2 januari 2027"
 * for several. Empty when the first day is not a date.
 */
export function eventDays(from: string, to: string, lang: Lang): string {
  if (!isoDatePattern.test(from)) return "";
  const first = new Date(`${from}T12:00:00Z`);
  const parts = (date: Date) => {
    const found = Object.fromEntries(dayFormats[lang].day.formatToParts(date).map((part) => [part.type, part.value]));
    return { day: found.day!, month: found.month!, year: found.year! };
  };
  const a = parts(first);
  if (!isoDatePattern.test(to) || to <= from) {
    const weekday = dayFormats[lang].weekday.format(first);
    return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${a.day} ${a.month} ${a.year}`;
  }
  const b = parts(new Date(`${to}T12:00:00Z`));
  const start = a.year !== b.year ? `${a.day} ${a.month} ${a.year}` : a.month !== b.month ? `${a.day} ${a.month}` : a.day;
  return `${start}–${b.day} ${b.month} ${b.year}`;
}

/** An event is over the day after its last day (in Sweden): it leaves the lists, its page says so. */
export function isFoodEventOver(data: ContentData, today: string): boolean {
  const last = String(data.endDate || data.startDate || "");
  return last !== "" && last < today;
}
