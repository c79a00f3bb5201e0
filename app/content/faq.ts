import { acceptedFileTypes, MAX_FILE_BYTES } from "../forms/job-application";
import { formatPercent, formatPhone, formatSek } from "../i18n/format";
import type { Lang, Localized } from "../i18n/lang";
import { counts, fullAddress, hotel, replyWithinHours } from "../site";
import {
  dinnerDayTexts,
  hoursText,
  seededHours,
  seededHoursContent,
  type ExceptionScope,
  type HoursContent,
  type HoursText,
  type OpeningHours,
} from "./hours";
import { floodlitTrackKm, summerRunKm } from "./activities";
import { conferenceFacts } from "./conference";
import { teambuildingActivityPrice, teambuildingFacts, type TeambuildingActivityId } from "./teambuilding";
import { foodEventFor, type FoodEventId } from "./food-events";
import { giftCardRules, giftCardTiersFor, type GiftCardTier } from "./gift-cards";
import { distances } from "./location";
import { lostPropertyKeptMonths, notKeptItems } from "./lost-and-found";
import { barPrices, breakfastPrices, lunchPrice } from "./menus";
import { packagePrices, seniorMinimumAge } from "./packages";
import { PET_FEE_SEK, roomIds, roomsFor, type Room, type RoomId, type RoomPrice } from "./rooms";
import { conferenceTerms, hotelCancellation, houseRules, paymentMethods } from "./terms";
import { dayspaHoursText, relaxFacts, treatmentsFor, type Treatment } from "./treatments";

/** Categories of the help chat's FAQ tab, in display order (SPEC §2 "Help chat", §3 "FAQ item"). */
export const faqCategories = ["hotel", "booking", "restaurant", "meetings", "giftcard", "other"] as const;
export type FaqCategory = (typeof faqCategories)[number];

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  /** Words a guest types that neither the question nor the answer has ("hund" for pets); the chat's search reads them too. */
  keywords?: string[];
}

interface FaqSource {
  id: string;
  category: FaqCategory;
  text: Localized<{ question: string; answer: string; keywords?: string[] }>;
}

// ── The figures, each read from the module that holds it (CONVENTIONS habit 8) ──

const sek = formatSek;
const pct = formatPercent;
const locale = (lang: Lang) => (lang === "sv" ? "sv-SE" : "en-GB");

/** "a, b och c" / "a, b and c"; with "disjunction": "a, b eller c" / "a, b or c". */
function list(items: readonly string[], lang: Lang, type: "conjunction" | "disjunction" = "conjunction"): string {
  return new Intl.ListFormat(locale(lang), { style: "long", type }).format(items);
}

const numberWords: Localized<readonly string[]> = {
  sv: ["två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio", "tio"],
  en: ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
};
/** Small counts in running text are written as words ("fyra kategorier"); others, and one (en/ett), as digits. */
function inWords(n: number, lang: Lang): string {
  return numberWords[lang][n - 2] ?? String(n);
}

/** "15 augusti" / "15 August". */
function dayAndMonth(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), { day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * What the answers quote of the catalogue staff edit (issue 36): the rooms' size, capacity and
 * price today, and the classic massage's lengths and prices. Without it, SPEC §9's (the seed).
 */
export interface FaqCatalogue {
  rooms: ReadonlyArray<Pick<Room, "id" | "sizeSqm" | "maxGuests" | "price">>;
  classicMassage: ReadonlyArray<{ minutes: number; price: number }>;
  /** The gift cards' set amounts staff publish today, in the page's order (issue 36). */
  giftCardValues: readonly number[];
}

const factsOf = (rooms: readonly Room[], treatments: readonly Treatment[], giftCards: readonly GiftCardTier[]): FaqCatalogue => ({
  rooms: rooms.map(({ id, sizeSqm, maxGuests, price }) => ({ id, sizeSqm, maxGuests, price })),
  classicMassage: (treatments.find((t) => t.id === "classic-massage")?.options ?? []).map(({ minutes, price }) => ({ minutes, price })),
  giftCardValues: giftCards.map((tier) => tier.value),
});

export const seededFaqCatalogue: FaqCatalogue = factsOf(roomsFor("sv"), treatmentsFor("sv"), giftCardTiersFor("sv"));

/** The catalogue as a page read it from the store (`catalogueRooms`, `catalogueTreatments`, `catalogueGiftCards`). */
export const faqCatalogueOf = factsOf;

/** A room's facts: staff's, or the seed's while the room is hidden. */
const roomIn = (catalogue: FaqCatalogue, id: RoomId) =>
  catalogue.rooms.find((r) => r.id === id) ?? seededFaqCatalogue.rooms.find((r) => r.id === id)!;

/** How an answer names each room type in running text. */
const roomNouns: Record<RoomId, Localized> = {
  standard: { sv: "standardrum", en: "a standard room" },
  "pet-friendly": { sv: "husdjursvänligt rum", en: "a pet-friendly room" },
  accessible: { sv: "tillgänglighetsanpassat rum", en: "an accessible room" },
  deluxe: { sv: "deluxerum", en: "a deluxe room" },
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a, b och c" / "a, b, and c": the price answer's own list, with the serial comma in English. */
function priceList(items: readonly string[], lang: Lang): string {
  if (items.length < 2) return items.join("");
  const last = items.at(-1)!;
  const rest = items.slice(0, -1).join(", ");
  return lang === "sv" ? `${rest} och ${last}` : `${rest}${items.length > 2 ? "," : ""} and ${last}`;
}

/**
 * "Standardrum kostar från 1 545 kr per person, … Priset för husdjursvänligt rum lämnas på
 * förfrågan.": every room shown, at today's price, in the site's order.
 */
function roomPricesAnswer(catalogue: FaqCatalogue, lang: Lang): string {
  const [perPerson, forTwo, or] = lang === "sv" ? ["per person", "för två", "eller"] : ["per person", "for two", "or"];
  const phrase = (price: RoomPrice) =>
    price.kind === "per-person"
      ? `${lang === "sv" ? "från" : "from"} ${sek(price.from, lang)} ${perPerson}${price.forTwo === undefined ? "" : ` ${or} ${sek(price.forTwo, lang)} ${forTwo}`}`
      : price.kind === "for-two"
        ? `${lang === "sv" ? "från" : "from"} ${sek(price.from, lang)} ${forTwo}`
        : "";
  const shown = roomIds.flatMap((id) => catalogue.rooms.filter((r) => r.id === id));
  const priced = shown.filter((r) => r.price.kind !== "on-request");
  const onRequest = shown.filter((r) => r.price.kind === "on-request").map((r) => roomNouns[r.id][lang]);
  const sentences: string[] = [];
  if (priced.length > 0) {
    const [first, ...others] = priced.map((r) => [roomNouns[r.id][lang], phrase(r.price)] as const);
    const opening = `${capitalized(first![0])} ${lang === "sv" ? "kostar" : "costs"} ${first![1]}`;
    sentences.push(`${priceList([opening, ...others.map(([noun, text]) => `${noun} ${text}`)], lang)}.`);
  }
  if (onRequest.length > 0) {
    sentences.push(
      lang === "sv"
        ? `Priset för ${priceList(onRequest, lang)} lämnas på förfrågan.`
        : onRequest.length === 1
          ? `The price of ${onRequest[0]} is available on request.`
          : `The prices of ${priceList(onRequest, lang)} are available on request.`,
    );
  }
  sentences.push(lang === "sv" ? "Alla rumspriser gäller per natt och inkluderar moms." : "All room prices are per night and include VAT.");
  return sentences.join(" ");
}

/** "68 km från Lycksele" / "68 km from Lycksele". */
function distanceFrom(id: string, lang: Lang): string {
  const distance = distances.find((d) => d.id === id);
  if (!distance) throw new Error(`Unknown distance ${id}`);
  return `${distance.km} km ${lang === "sv" ? "från" : "from"} ${distance.place}`;
}

/** "499 kr för 25 minuter eller 1 050 kr för 50 minuter": every option the treatment has. */
function classicMassageOptions(catalogue: FaqCatalogue, lang: Lang): string {
  const options = catalogue.classicMassage.length > 0 ? catalogue.classicMassage : seededFaqCatalogue.classicMassage;
  const [forWord, minutes] = lang === "sv" ? ["för", "minuter"] : ["for", "minutes"];
  return list(
    options.map((o) => `${sek(o.price, lang)} ${forWord} ${o.minutes} ${minutes}`),
    lang,
    "disjunction",
  );
}

const foodEvent = (id: FoodEventId, lang: Lang) => {
  const event = foodEventFor(id, lang);
  return { date: dayAndMonth(event.dateIso, lang), price: sek(event.pricePerPerson, lang) };
};

/** The five classic team activities the FAQ names share one price per person; it throws if they stop doing so. */
const classicActivityIds: readonly TeambuildingActivityId[] = ["quiz", "treasure-hunt", "music-quiz", "pentathlon", "tip-walk"];
const classicActivitySek = (() => {
  const prices = classicActivityIds.map(teambuildingActivityPrice);
  const [first] = prices;
  if (!first || prices.some((p) => p.amount !== first.amount || p.from || !p.perPerson)) {
    throw new Error("The FAQ quotes one per-person price for the classic team activities, but their prices differ");
  }
  return first.amount;
})();

const range = ({ min, max }: { readonly min: number; readonly max: number }) => `${min}–${max}`;

const cvFormats = (lang: Lang) =>
  list(
    Object.values(acceptedFileTypes).map((ext) => ext.toUpperCase()),
    lang,
    "disjunction",
  );
const cvMaxMb = MAX_FILE_BYTES / (1024 * 1024);

const { minimumBookingAge, smokingFeeSek, ownAlcoholFineSekPerPerson } = houseRules;
const { fullRefund, halfRefund, lateRefund } = hotelCancellation;
const { meetingRoomCapacity, activityMinParticipants, lunchToLunch } = conferenceFacts;
const { poolDegrees, saunaDegrees, dayspaFromSek, childHalfPriceMaxAge } = relaxFacts;

/**
 * Where SPEC §9 gives two readings, the site shows one (decision 015): day spa from ./treatments `dayspaHoursText`,
 * meeting rooms from `conferenceFacts.meetingRoomCapacity`.
 * Every figure below is read from its module; faq-facts.test.ts proves that no other figure slips in.
 */
/** "Varje fredag och lördag", "Thursday to Saturday": the dinner's days opening a sentence. */
const dinnerDaysLead = (hours: HoursText, lang: Lang) => {
  const days = dinnerDayTexts[hours.dinnerDays][lang];
  return days.charAt(0).toUpperCase() + days.slice(1);
};

const faqWith = (hours: HoursText, catalogue: FaqCatalogue): FaqSource[] => {
  const daySpaTime = (lang: Lang) => dayspaHoursText(lang, hours);
  const standardRoom = roomIn(catalogue, "standard");
  const accessibleRoom = roomIn(catalogue, "accessible");
  return [
    // ── Hotel ────────────────────────────────────────────────────────────────
    {
      id: "check-in-time",
      category: "hotel",
      text: {
        sv: {
          question: "När är incheckning och utcheckning?",
          keywords: ["checka in", "checka ut", "ankomst", "avresa"],
          answer: `Incheckning sker från kl. ${hours.checkIn} och utcheckning senast kl. ${hours.checkOut}. Bor du på vårt spapaket Spa Weekend checkar du ut senast kl. ${hours.spaWeekendCheckOut}.`,
        },
        en: {
          question: "What are the check-in and check-out times?",
          keywords: ["check in", "check out", "checkin", "checkout", "arrival", "departure"],
          answer: `Check-in is from ${hours.checkIn} and check-out is by ${hours.checkOut}. If you are staying on our Spa Weekend package, check-out is by ${hours.spaWeekendCheckOut}.`,
        },
      },
    },
    {
      id: "reception-hours",
      category: "hotel",
      text: {
        sv: {
          question: "När är receptionen öppen?",
          answer: `Receptionen är öppen vardagar ${hours.receptionWeekdays} och helger ${hours.receptionWeekends}. Du når oss också på telefon ${formatPhone("sv")} under samma tider.`,
        },
        en: {
          question: "When is reception open?",
          answer: `Reception is open ${hours.receptionWeekdays} on weekdays and ${hours.receptionWeekends} at weekends. You can also reach us by phone on ${formatPhone("en")} during the same hours.`,
        },
      },
    },
    {
      id: "room-types",
      category: "hotel",
      text: {
        sv: {
          question: "Vilka typer av rum har ni?",
          answer: `Vi har ${counts.rooms} rum i ${inWords(roomIds.length, "sv")} kategorier: standardrum, husdjursvänligt rum, tillgänglighetsanpassat rum och deluxerum. Standardrummet är ${standardRoom.sizeSqm} kvm med två enkelsängar och bäddsoffa, och deluxerummet har king size-säng och balkong.`,
        },
        en: {
          question: "What types of room do you have?",
          answer: `We have ${counts.rooms} rooms in ${inWords(roomIds.length, "en")} categories: standard, pet-friendly, accessible and deluxe. The standard room is ${standardRoom.sizeSqm} m² with two single beds and a sofa bed, and the deluxe room has a king-size bed and a balcony.`,
        },
      },
    },
    {
      id: "room-amenities",
      category: "hotel",
      text: {
        sv: {
          question: "Vad finns i rummen? Finns det wifi?",
          answer:
            "Ja, alla rum har wifi. Dessutom finns handdukar, badrock, hårtork, garderob, skrivbord, platt-tv och USB-laddare i samtliga rum.",
        },
        en: {
          question: "What is in the rooms? Is there WiFi?",
          answer:
            "Yes, every room has WiFi. All rooms also have towels, a bathrobe, a hairdryer, a wardrobe, a desk, a flat-screen TV and a USB charger.",
        },
      },
    },
    {
      id: "relax-for-guests",
      category: "hotel",
      text: {
        sv: {
          question: "Ingår relaxavdelningen när jag bor på hotellet?",
          answer: `Ja, relaxavdelningen ingår alltid för dig som övernattar hos oss. Där finns en uppvärmd pool på ${poolDegrees} grader, en bastu på ${saunaDegrees} grader och en lounge.`,
        },
        en: {
          question: "Is the relax area included when I stay at the hotel?",
          answer: `Yes, the relax area is always free for overnight guests. It has a heated pool at ${poolDegrees}\u00a0°C, a sauna at ${saunaDegrees}\u00a0°C and a lounge.`,
        },
      },
    },
    {
      id: "pool-hours",
      category: "hotel",
      text: {
        sv: {
          question: "När kan jag bada i poolen när jag bor hos er?",
          answer: `Pool, bastu och lounge ingår för dig som övernattar hos oss. Vilka tider relaxavdelningen är öppen under din vistelse berättar receptionen: ring ${formatPhone("sv")} eller mejla ${hotel.email}. Dagsgäster är välkomna ${daySpaTime("sv")}.`,
          keywords: ["pool", "bassäng", "bada", "simma", "bastu", "öppettider", "öppet"],
        },
        en: {
          question: "When can I use the pool while staying with you?",
          answer: `The pool, sauna and lounge are included for overnight guests. Reception will tell you when the relax area is open during your stay: call ${formatPhone("en")} or e-mail ${hotel.email}. Day guests are welcome ${daySpaTime("en")}.`,
          keywords: ["pool", "swim", "swimming", "bath", "sauna", "opening hours", "open"],
        },
      },
    },
    {
      id: "day-spa",
      category: "hotel",
      text: {
        sv: {
          question: "Kan jag besöka spa:t utan att bo på hotellet?",
          answer: `Ja, som dagspagäst är du välkommen ${daySpaTime("sv")}. Dagspa kostar från ${sek(dayspaFromSek, "sv")} per person och barn upp till ${childHalfPriceMaxAge} år betalar halva priset.`,
        },
        en: {
          question: "Can I visit the spa without staying at the hotel?",
          answer: `Yes, day spa guests are welcome ${daySpaTime("en")}. Day spa costs from ${sek(dayspaFromSek, "en")} per person, and children up to the age of ${childHalfPriceMaxAge} pay half price.`,
        },
      },
    },
    {
      id: "spa-treatments",
      category: "hotel",
      text: {
        sv: {
          question: "Vilka behandlingar erbjuder ni?",
          answer: `Vi erbjuder klassisk massage, aromamassage, ansiktsbehandling, fotbehandling och infravärme. En klassisk massage kostar ${classicMassageOptions(catalogue, "sv")}, och alla priser finns på sidan Relax.`,
        },
        en: {
          question: "Which treatments do you offer?",
          answer: `We offer classic massage, aroma massage, facials, foot treatments and infrared heat. A classic massage costs ${classicMassageOptions(catalogue, "en")}, and all prices are listed on the Relax page.`,
        },
      },
    },
    {
      id: "getting-here",
      category: "hotel",
      text: {
        sv: {
          question: "Var ligger hotellet och hur långt är det dit?",
          answer: `${hotel.name} ligger på ${fullAddress}. Det är ${distanceFrom("lycksele", "sv")}, ${distanceFrom("skelleftea", "sv")} och ${distanceFrom("umea", "sv")}, och vägbeskrivning finns på sidan Hitta till oss.`,
        },
        en: {
          question: "Where is the hotel and how far is it?",
          answer: `${hotel.name} is at ${fullAddress}. It is ${distanceFrom("lycksele", "en")}, ${distanceFrom("skelleftea", "en")} and ${distanceFrom("umea", "en")}, and you will find directions on the Find us page.`,
        },
      },
    },

    // ── Booking ──────────────────────────────────────────────────────────────
    {
      id: "how-to-book",
      category: "booking",
      text: {
        sv: {
          question: "Hur bokar jag ett rum?",
          answer:
            "Rum och paket bokar du direkt i vår bokningsmotor via knappen ”Boka nu”, som öppnas i en ny flik. För grupper, konferenser och särskilda önskemål skickar du i stället en bokningsförfrågan.",
        },
        en: {
          question: "How do I book a room?",
          answer:
            "You book rooms and packages directly in our booking engine using the “Book now” button, which opens in a new tab. For groups, conferences and special requests, please send a booking inquiry instead.",
        },
      },
    },
    {
      id: "inquiry-reply-time",
      category: "booking",
      text: {
        sv: {
          question: "Hur snabbt svarar ni på en bokningsförfrågan?",
          answer: `Vi svarar på alla förfrågningar inom ${replyWithinHours} timmar. Är det brådskande kan du ringa oss på ${formatPhone("sv")}.`,
        },
        en: {
          question: "How quickly do you reply to a booking inquiry?",
          answer: `We reply to every inquiry within ${replyWithinHours} hours. If it is urgent, you are welcome to call us on ${formatPhone("en")}.`,
        },
      },
    },
    {
      id: "meals-included",
      category: "booking",
      text: {
        sv: {
          question: "Ingår frukost och middag i vistelsen?",
          answer: "Ja, för privatgäster ingår alltid både frukost och middag. Du behöver alltså inte boka måltiderna separat.",
        },
        en: {
          question: "Are breakfast and dinner included in my stay?",
          answer: "Yes, breakfast and dinner are always included for private guests. There is no need to book your meals separately.",
        },
      },
    },
    {
      id: "room-prices",
      category: "booking",
      text: {
        sv: {
          question: "Vad kostar en natt?",
          answer: roomPricesAnswer(catalogue, "sv"),
        },
        en: {
          question: "How much does a night cost?",
          answer: roomPricesAnswer(catalogue, "en"),
        },
      },
    },
    {
      id: "cancellation-policy",
      category: "booking",
      text: {
        sv: {
          question: "Vad gäller om jag behöver avboka?",
          answer: `Avbokar du minst ${fullRefund.minDaysBefore} dagar före ankomst får du hela beloppet tillbaka, och vid avbokning ${halfRefund.fromDays}–${halfRefund.toDays} dagar före ankomst återbetalas ${pct(halfRefund.percent, "sv")}. Därefter återbetalas ${pct(lateRefund.percent, "sv")} fram till kl. ${lateRefund.untilTime} ${inWords(lateRefund.untilDaysBefore, "sv")} dagar före ankomst. Senare avbokning eller utebliven ankomst debiteras fullt ut.`,
        },
        en: {
          question: "What happens if I need to cancel?",
          answer: `If you cancel at least ${fullRefund.minDaysBefore} days before arrival you receive a full refund, and cancelling ${halfRefund.fromDays}–${halfRefund.toDays} days before arrival refunds ${pct(halfRefund.percent, "en")}. After that, ${pct(lateRefund.percent, "en")} is refunded until ${lateRefund.untilTime} ${inWords(lateRefund.untilDaysBefore, "en")} days before arrival. Later cancellations and no-shows are charged in full.`,
        },
      },
    },
    {
      id: "payment-methods",
      category: "booking",
      text: {
        sv: {
          question: "Vilka betalsätt tar ni emot?",
          answer: `Du kan betala med ${list(paymentMethods.sv, "sv", "disjunction")}.`,
        },
        en: {
          question: "Which payment methods do you accept?",
          answer: `You can pay by ${list(paymentMethods.en, "en", "disjunction")}.`,
        },
      },
    },
    {
      id: "minimum-age",
      category: "booking",
      text: {
        sv: {
          question: "Finns det någon åldersgräns för att boka?",
          answer: `Ja, du måste ha fyllt ${minimumBookingAge} år för att boka rum hos oss.`,
        },
        en: {
          question: "Is there a minimum age for booking?",
          answer: `Yes, you must be at least ${minimumBookingAge} years old to book a room with us.`,
        },
      },
    },
    {
      id: "early-check-in",
      category: "booking",
      text: {
        sv: {
          question: "Kan jag checka in tidigare?",
          answer: `Ordinarie incheckning är från kl. ${hours.checkIn}, men tidig incheckning kan beställas som tillval. Priset lämnas på förfrågan.`,
        },
        en: {
          question: "Can I check in early?",
          answer: `Standard check-in is from ${hours.checkIn}, but early check-in is available as an add-on. The price is available on request.`,
        },
      },
    },
    {
      id: "senior-package",
      category: "booking",
      text: {
        sv: {
          question: "Har ni något erbjudande för seniorer?",
          answer: `Ja, vårt Seniorpaket ${seniorMinimumAge}+ kostar från ${sek(packagePrices.senior, "sv")} per person och natt och kan bokas alla dagar utom helgdagar. Du hittar paketet på sidan Paket & erbjudanden.`,
        },
        en: {
          question: "Do you have an offer for seniors?",
          answer: `Yes, our Senior Package ${seniorMinimumAge}+ costs from ${sek(packagePrices.senior, "en")} per person per night and can be booked any day except public holidays. You will find it on the Packages & offers page.`,
        },
      },
    },

    // ── Restaurant ───────────────────────────────────────────────────────────
    {
      id: "breakfast-hours",
      category: "restaurant",
      text: {
        sv: {
          question: "När serveras frukost?",
          answer: `Frukost serveras vardagar ${hours.breakfastWeekdays} och helger ${hours.breakfastWeekends}. Frukostbuffén kostar ${sek(breakfastPrices.buffet, "sv")} och deluxefrukosten ${sek(breakfastPrices.deluxe, "sv")} om frukost inte redan ingår i din vistelse.`,
        },
        en: {
          question: "When is breakfast served?",
          answer: `Breakfast is served ${hours.breakfastWeekdays} on weekdays and ${hours.breakfastWeekends} at weekends. If breakfast is not already included in your stay, the breakfast buffet costs ${sek(breakfastPrices.buffet, "en")} and the deluxe breakfast ${sek(breakfastPrices.deluxe, "en")}.`,
        },
      },
    },
    {
      id: "weekly-lunch",
      category: "restaurant",
      text: {
        sv: {
          question: "Serverar ni lunch?",
          answer: `Ja, veckans lunch kostar ${sek(lunchPrice, "sv")} och inkluderar salladsbuffé, bröd, bredbart samt kaffe och kaka. Aktuell meny hittar du på sidan Veckans meny.`,
        },
        en: {
          question: "Do you serve lunch?",
          answer: `Yes, the lunch of the week costs ${sek(lunchPrice, "en")} and includes a salad buffet, bread and spread, and coffee with cake. You will find the current menu on the Weekly menu page.`,
        },
      },
    },
    {
      id: "weekend-dinner",
      category: "restaurant",
      text: {
        sv: {
          question: "Vad serveras till middag på helgerna?",
          answer: `${dinnerDaysLead(hours, "sv")} serverar vi tvårättersmiddag${hours.dinner ? ` ${hours.dinner}` : ""}. Helgmenyerna byts enligt ett rullande schema, så titta gärna på sidan Veckans meny inför ditt besök.`,
        },
        en: {
          question: "What is served for dinner at weekends?",
          answer: `${dinnerDaysLead(hours, "en")} we serve a two-course dinner${hours.dinner ? `, ${hours.dinner}` : ""}. The weekend menus change on a rotating schedule, so do check the Weekly menu page before your visit.`,
        },
      },
    },
    {
      id: "dinner-hours",
      category: "restaurant",
      text: {
        sv: {
          question: "När serveras middag?",
          // The evenings and hours staff publish; without hours, reception tells the time (the seeded text).
          answer: `Middag ingår alltid för dig som bor hos oss som privatgäst, och ${dinnerDayTexts[hours.dinnerDays].sv} serverar vi tvårättersmiddag${hours.dinner ? ` ${hours.dinner}. Frågor om middagen besvarar receptionen` : ". Vilken tid middagen serveras berättar receptionen"}: ring ${formatPhone("sv")} eller mejla ${hotel.email}.`,
          keywords: ["middag", "kvällsmat", "restaurangen", "öppettider", "öppet"],
        },
        en: {
          question: "When is dinner served?",
          answer: `Dinner is always included for private guests staying with us, and ${dinnerDayTexts[hours.dinnerDays].en} we serve a two-course dinner${hours.dinner ? `, ${hours.dinner}. Reception answers any questions about dinner` : ". Reception will tell you what time dinner is served"}: call ${formatPhone("en")} or e-mail ${hotel.email}.`,
          keywords: ["dinner", "supper", "evening meal", "restaurant", "opening hours", "open"],
        },
      },
    },
    {
      id: "bar-hours",
      category: "restaurant",
      text: {
        sv: {
          question: "När har baren öppet?",
          answer: `Baren serverar dryck, charkbricka, snacks och nachos. Dagens öppettider får du av receptionen: ring ${formatPhone("sv")} eller mejla ${hotel.email}.`,
          keywords: ["bar", "öl", "vin", "drink", "öppettider", "öppet"],
        },
        en: {
          question: "When is the bar open?",
          answer: `The bar serves drinks, a charcuterie board, snacks and nachos. Reception can tell you today's opening hours: call ${formatPhone("en")} or e-mail ${hotel.email}.`,
          keywords: ["bar", "beer", "wine", "drinks", "opening hours", "open"],
        },
      },
    },
    {
      id: "dietary-requirements",
      category: "restaurant",
      text: {
        sv: {
          question: "Kan ni ta hänsyn till allergier och specialkost?",
          answer:
            "Ja, kontakta oss gärna i förväg om allergier eller specialkost så att köket kan förbereda sig. I bokningsförfrågan finns också ett fält för kostönskemål.",
        },
        en: {
          question: "Can you cater for allergies and special diets?",
          answer:
            "Yes, please let us know about allergies or special diets in advance so that the kitchen can prepare. The booking inquiry form also has a field for dietary requirements.",
        },
      },
    },
    {
      id: "table-booking",
      category: "restaurant",
      text: {
        sv: {
          question: "Hur bokar jag bord i restaurangen?",
          answer: `Skicka en bokningsförfrågan via vår webbplats eller ring oss på ${formatPhone("sv")}. Vi svarar inom ${replyWithinHours} timmar.`,
        },
        en: {
          question: "How do I book a table in the restaurant?",
          answer: `Send a booking inquiry through our website or call us on ${formatPhone("en")}. We reply within ${replyWithinHours} hours.`,
        },
      },
    },
    {
      id: "bar-menu",
      category: "restaurant",
      text: {
        sv: {
          question: "Finns det en bar?",
          answer: `Ja, i baren serverar vi bland annat charkbricka för ${sek(barPrices.charcuterie, "sv")}, nachos för ${sek(barPrices.nachos, "sv")} och snacks för ${sek(barPrices.snacks, "sv")}.`,
        },
        en: {
          question: "Is there a bar?",
          answer: `Yes, our bar menu includes a charcuterie board for ${sek(barPrices.charcuterie, "en")}, nachos for ${sek(barPrices.nachos, "en")} and snacks for ${sek(barPrices.snacks, "en")}.`,
        },
      },
    },
    {
      id: "food-events",
      category: "restaurant",
      text: {
        sv: {
          question: "Ordnar ni kräftskiva eller surströmmingsfest?",
          answer: `Ja, kräftskivan den ${foodEvent("kraftskiva", "sv").date} kostar ${foodEvent("kraftskiva", "sv").price} per person och surströmmingsfesten den ${foodEvent("surstrommingsfest", "sv").date} ${foodEvent("surstrommingsfest", "sv").price} per person. Båda inkluderar logi och frukost.`,
        },
        en: {
          question: "Do you hold a crayfish party or a surströmming party?",
          answer: `Yes, the crayfish party on ${foodEvent("kraftskiva", "en").date} costs ${foodEvent("kraftskiva", "en").price} per person and the surströmming party on ${foodEvent("surstrommingsfest", "en").date} costs ${foodEvent("surstrommingsfest", "en").price} per person. Both include accommodation and breakfast.`,
        },
      },
    },

    // ── Meetings and events ──────────────────────────────────────────────────
    {
      id: "conference-capacity",
      category: "meetings",
      text: {
        sv: {
          question: "Hur stora grupper kan ni ta emot för möten och konferenser?",
          answer: `Vi har ${counts.conferenceRooms} konferensrum för grupper från ${meetingRoomCapacity.min} upp till ${meetingRoomCapacity.max} personer.`,
        },
        en: {
          question: "How large a group can you host for meetings and conferences?",
          answer: `We have ${counts.conferenceRooms} conference rooms for groups of ${meetingRoomCapacity.min} to ${meetingRoomCapacity.max} people.`,
        },
      },
    },
    {
      id: "day-conference",
      category: "meetings",
      text: {
        sv: {
          question: "Vad kostar en dagkonferens?",
          answer: `Dagskonferens kostar från ${sek(packagePrices.dayConferencePerPerson, "sv")} per person och pågår ${hours.dayConference}. Observera att alla konferenspriser anges exklusive moms.`,
        },
        en: {
          question: "How much does a day conference cost?",
          answer: `A day conference costs from ${sek(packagePrices.dayConferencePerPerson, "en")} per person and runs ${hours.dayConference}. Please note that all conference prices exclude VAT.`,
        },
      },
    },
    {
      id: "lunch-to-lunch",
      category: "meetings",
      text: {
        sv: {
          question: "Erbjuder ni konferens med övernattning?",
          answer: `Ja, vårt paket lunch till lunch börjar kl. ${lunchToLunch.arrivalDayOne} dag ett och avslutas kl. ${lunchToLunch.endDayTwo} dag två. Priset lämnas på förfrågan.`,
        },
        en: {
          question: "Do you offer conferences with an overnight stay?",
          answer: `Yes, our lunch-to-lunch package starts at ${lunchToLunch.arrivalDayOne} on day one and ends at ${lunchToLunch.endDayTwo} on day two. The price is available on request.`,
        },
      },
    },
    {
      id: "conference-payment",
      category: "meetings",
      text: {
        sv: {
          question: "Hur fungerar betalningen för konferenser?",
          answer: `Vid bokning betalas en handpenning på ${pct(conferenceTerms.depositPercent, "sv")} inom ${conferenceTerms.depositDueDaysAfterInvoice} dagar från fakturadatum. Fakturor har ${conferenceTerms.invoiceDueDays} dagars betalningsvillkor.`,
        },
        en: {
          question: "How does payment work for conferences?",
          answer: `A ${pct(conferenceTerms.depositPercent, "en")} deposit is due at booking, payable within ${conferenceTerms.depositDueDaysAfterInvoice} days of the invoice date. Invoices are payable within ${conferenceTerms.invoiceDueDays} days.`,
        },
      },
    },
    {
      id: "teambuilding",
      category: "meetings",
      text: {
        sv: {
          question: "Kan ni ordna teambuilding?",
          answer: `Ja, vi erbjuder bland annat frågesport, skattjakt, musikquiz, femkamp och tipspromenad för ${sek(classicActivitySek, "sv")} per person. Lagen består av ${range(teambuildingFacts.teamSize)} personer och minsta antalet deltagare är ${range(activityMinParticipants)} beroende på aktivitet.`,
        },
        en: {
          question: "Can you arrange team building?",
          answer: `Yes, our activities include a quiz, a treasure hunt, a music quiz, a pentathlon and a tip walk, each for ${sek(classicActivitySek, "en")} per person. Teams have ${range(teambuildingFacts.teamSize)} people, and the minimum number of participants is ${range(activityMinParticipants)} depending on the activity.`,
        },
      },
    },
    {
      id: "business-packages",
      category: "meetings",
      text: {
        sv: {
          question: "Har ni paket för affärsresenärer?",
          answer:
            "Ja, våra paket BUSINESS och BUSINESS+ gäller måndag–torsdag, utom helgdagar. Du hittar dem under fliken Affärsresa på sidan Paket & erbjudanden.",
        },
        en: {
          question: "Do you have packages for business travellers?",
          answer:
            "Yes, our BUSINESS and BUSINESS+ packages are available Monday to Thursday, except on public holidays. You will find them under the Business travel tab on the Packages & offers page.",
        },
      },
    },
    {
      id: "celebrations",
      category: "meetings",
      text: {
        sv: {
          question: "Kan vi fira bröllop, möhippa eller födelsedag hos er?",
          answer: `Ja, vi hjälper gärna till med bröllop, möhippor, jubileum och födelsedagar. Skicka en bokningsförfrågan så återkommer vi inom ${replyWithinHours} timmar.`,
        },
        en: {
          question: "Can we celebrate a wedding, hen party or birthday with you?",
          answer: `Yes, we are happy to help with weddings, hen parties, anniversaries and birthdays. Send us a booking inquiry and we will get back to you within ${replyWithinHours} hours.`,
        },
      },
    },

    // ── Gift cards ───────────────────────────────────────────────────────────
    {
      id: "giftcard-values",
      category: "giftcard",
      text: {
        sv: {
          question: "Vilka presentkort finns det?",
          answer: `Presentkort finns på ${list(
            catalogue.giftCardValues.map((v) => sek(v, "sv")),
            "sv",
          )}. Du kan också välja ett eget belopp från ${sek(giftCardRules.freeAmountFromSek, "sv")}.`,
        },
        en: {
          question: "Which gift cards are available?",
          answer: `Gift cards are available for ${list(
            catalogue.giftCardValues.map((v) => sek(v, "en")),
            "en",
          )}. You can also choose your own amount from ${sek(giftCardRules.freeAmountFromSek, "en")}.`,
        },
      },
    },
    {
      id: "giftcard-validity",
      category: "giftcard",
      text: {
        sv: {
          question: "Hur länge gäller ett presentkort?",
          answer: `Presentkortet gäller i ${giftCardRules.validMonths} månader från köpdatum.`,
        },
        en: {
          question: "How long is a gift card valid?",
          answer: `A gift card is valid for ${giftCardRules.validMonths} months from the date of purchase.`,
        },
      },
    },
    {
      id: "giftcard-delivery",
      category: "giftcard",
      text: {
        sv: {
          question: "Hur får jag presentkortet?",
          answer: "Presentkortet skickas till dig via e-post så snart du har betalat online.",
        },
        en: {
          question: "How do I receive the gift card?",
          answer: "The gift card is sent to you by e-mail as soon as you have paid online.",
        },
      },
    },
    {
      id: "giftcard-transfer",
      category: "giftcard",
      text: {
        sv: {
          question: "Kan någon annan använda mitt presentkort?",
          answer: "Ja, presentkortet är överlåtbart och kan användas av vem som helst som har det.",
        },
        en: {
          question: "Can someone else use my gift card?",
          answer: "Yes, the gift card is transferable and can be used by whoever holds it.",
        },
      },
    },
    {
      id: "giftcard-buy",
      category: "giftcard",
      text: {
        sv: {
          question: "Var köper jag presentkort?",
          answer: `Du köper presentkort på vår sida Presentkort. Har du frågor om presentkort kan du mejla oss på ${hotel.email}.`,
        },
        en: {
          question: "Where can I buy a gift card?",
          answer: `You can buy gift cards on our Gift cards page. If you have any questions about gift cards, e-mail us at ${hotel.email}.`,
        },
      },
    },

    // ── Other ────────────────────────────────────────────────────────────────
    {
      id: "pets",
      category: "other",
      text: {
        sv: {
          question: "Får jag ta med husdjur?",
          keywords: ["hund", "katt", "djur"],
          answer: `Ja, husdjur är välkomna i våra husdjursvänliga rum, som har egen entré. Avgiften är ${sek(PET_FEE_SEK, "sv")} per djur.`,
        },
        en: {
          question: "Can I bring my pet?",
          keywords: ["dog", "cat", "animal", "pets"],
          answer: `Yes, pets are welcome in our pet-friendly rooms, which have their own entrance. The fee is ${sek(PET_FEE_SEK, "en")} per pet.`,
        },
      },
    },
    {
      id: "ev-charging",
      category: "other",
      text: {
        sv: {
          question: "Kan jag ladda elbilen hos er?",
          keywords: ["laddstolpe", "laddning", "laddare", "elbil", "bil"],
          answer: `Ja, vi har ${counts.chargerPosts} laddstolpar för elbil med typ 2-uttag för växelström (AC).`,
        },
        en: {
          question: "Can I charge my electric car?",
          keywords: ["charging", "charger", "EV", "car"],
          answer: `Yes, we have ${counts.chargerPosts} AC charging posts for electric cars with Type 2 connectors.`,
        },
      },
    },
    {
      id: "parking",
      category: "other",
      text: {
        sv: {
          question: "Finns det parkering vid hotellet?",
          answer: `Vid hotellet finns ${counts.chargerPosts} laddstolpar för elbil. Har du frågor om parkeringen, ring receptionen på ${formatPhone("sv")} eller mejla ${hotel.email}.`,
          keywords: ["parkera", "p-plats", "bil", "husbil", "buss"],
        },
        en: {
          question: "Is there parking at the hotel?",
          answer: `There are ${counts.chargerPosts} charging posts for electric cars at the hotel. For questions about parking, call reception on ${formatPhone("en")} or e-mail ${hotel.email}.`,
          keywords: ["park", "car park", "parking space", "car", "motorhome", "coach"],
        },
      },
    },
    {
      id: "lost-property",
      category: "other",
      text: {
        sv: {
          question: "Jag har glömt något hos er – vad gör jag?",
          answer: `Fyll i formuläret på sidan Kvarglömt med en beskrivning av föremålet och datum för din vistelse. Kvarglömda föremål sparas i ${lostPropertyKeptMonths} månader, men ${list(notKeptItems.sv, "sv")} sparas inte.`,
        },
        en: {
          question: "I left something behind – what should I do?",
          answer: `Fill in the form on the Lost and found page with a description of the item and the dates of your stay. Lost property is kept for ${lostPropertyKeptMonths} months, but ${list(notKeptItems.en, "en")} are not kept.`,
        },
      },
    },
    {
      id: "accessibility",
      category: "other",
      text: {
        sv: {
          question: "Har ni tillgänglighetsanpassade rum?",
          answer: `Ja, vi har tillgänglighetsanpassade rum på ${accessibleRoom.sizeSqm} kvm för upp till ${inWords(accessibleRoom.maxGuests, "sv")} personer. De bokas via en bokningsförfrågan så att vi kan säkerställa att rummet passar dina behov.`,
        },
        en: {
          question: "Do you have accessible rooms?",
          answer: `Yes, we have accessible rooms of ${accessibleRoom.sizeSqm} m² for up to ${inWords(accessibleRoom.maxGuests, "en")} people. They are booked through a booking inquiry so that we can make sure the room meets your needs.`,
        },
      },
    },
    {
      id: "smoking",
      category: "other",
      text: {
        sv: {
          question: "Får man röka på hotellet?",
          answer: `Nej, hotellet är rökfritt inomhus. Rökning i rum eller andra lokaler debiteras med en avgift på ${sek(smokingFeeSek, "sv")}.`,
        },
        en: {
          question: "Is smoking allowed at the hotel?",
          answer: `No, the hotel is smoke-free indoors. Smoking in a room or any other indoor area incurs a fee of ${sek(smokingFeeSek, "en")}.`,
        },
      },
    },
    {
      id: "own-alcohol",
      category: "other",
      text: {
        sv: {
          question: "Får jag ta med egen alkohol?",
          answer: `Nej, medhavd alkohol får inte förtäras på hotellet. Vid överträdelse tas en avgift på ${sek(ownAlcoholFineSekPerPerson, "sv")} per person ut.`,
        },
        en: {
          question: "Can I bring my own alcohol?",
          answer: `No, you may not drink your own alcohol on the premises. Breaking this rule incurs a fine of ${sek(ownAlcoholFineSekPerPerson, "en")} per person.`,
        },
      },
    },
    {
      id: "running-track",
      category: "other",
      text: {
        sv: {
          question: "Finns det motionsspår i närheten?",
          answer: `Ja, vi har ett ${floodlitTrackKm} km långt elljusspår, och på sommaren finns löprundor på ${list(summerRunKm.map(String), "sv", "disjunction")} km.`,
        },
        en: {
          question: "Are there running trails nearby?",
          answer: `Yes, we have a ${floodlitTrackKm} km floodlit trail, and in summer there are running routes of ${list(summerRunKm.map(String), "en", "disjunction")} km.`,
        },
      },
    },
    {
      id: "jobs",
      category: "other",
      text: {
        sv: {
          question: "Hur söker jag jobb hos er?",
          answer: `Våra lediga tjänster finns på sidan Lediga jobb, där du söker direkt via knappen ”Ansök nu”. Bifoga ditt CV som ${cvFormats("sv")} på högst ${cvMaxMb} MB, gärna tillsammans med ett personligt brev.`,
        },
        en: {
          question: "How do I apply for a job with you?",
          answer: `Our open positions are listed on the Jobs page, where you apply directly with the “Apply now” button. Attach your CV as a ${cvFormats("en")} file of no more than ${cvMaxMb} MB, ideally together with a covering letter.`,
        },
      },
    },
    {
      id: "contact",
      category: "other",
      text: {
        sv: {
          question: "Hur kontaktar jag er?",
          answer: `Ring oss på ${formatPhone("sv")} eller mejla ${hotel.email}. Receptionen är bemannad vardagar ${hours.receptionWeekdays} och helger ${hours.receptionWeekends}.`,
        },
        en: {
          question: "How do I contact you?",
          answer: `Call us on ${formatPhone("en")} or e-mail ${hotel.email}. Reception is staffed ${hours.receptionWeekdays} on weekdays and ${hours.receptionWeekends} at weekends.`,
        },
      },
    },
  ];
};

/** The FAQ in one language, same ids and order in both; the last few asked for are kept. */
const built = new Map<string, FaqSource[]>();
function faqOf(open: OpeningHours = seededHours, catalogue: FaqCatalogue = seededFaqCatalogue): FaqSource[] {
  const key = JSON.stringify([open, catalogue]);
  let value = built.get(key);
  if (value === undefined) {
    if (built.size > 8) built.clear();
    value = faqWith(hoursText(open), catalogue);
    built.set(key, value);
  }
  return value;
}

/** Answers about hours name the exceptions still to come (closed days, other hours). */
const answersWithExceptions: Record<string, readonly ExceptionScope[]> = {
  "reception-hours": ["reception", "all"],
  "breakfast-hours": ["breakfast", "restaurant", "all"],
  "day-spa": ["dayspa", "all"],
  "dinner-hours": ["dinner", "restaurant", "all"],
};

const noteText = (text: string, lang: Lang) =>
  `${lang === "sv" ? "Observera:" : "Please note:"} ${/[.!?]$/.test(text) ? text : `${text}.`}`;

/** The answers that quote a package's from-price, by the package's address in the store, and the price they were written with. */
export const faqPackagePrices = {
  "senior-package": { slug: "seniorpaket-60", seed: packagePrices.senior },
  "day-conference": { slug: "dagskonferens", seed: packagePrices.dayConferencePerPerson },
} as const satisfies Record<string, { slug: string; seed: number }>;

/**
 * The FAQ in a language, same ids and order in both, with the staff's hours and their exceptions,
 * the rooms' and the classic massage's prices of the day, and the packages' (by address; an answer
 * whose package is not published keeps the price it was written with).
 */
export function faqFor(
  lang: Lang,
  content: HoursContent = seededHoursContent,
  catalogue: FaqCatalogue = seededFaqCatalogue,
  prices: Readonly<Record<string, number>> = {},
): FaqEntry[] {
  return faqOf(content.hours, catalogue).map(({ id, category, text }) => {
    const scopes = answersWithExceptions[id];
    const notes = scopes
      ? content.exceptions.filter((exception) => scopes.includes(exception.scope)).map((exception) => noteText(exception.text, lang))
      : [];
    const quoted = Object.hasOwn(faqPackagePrices, id) ? faqPackagePrices[id as keyof typeof faqPackagePrices] : undefined;
    const price = quoted ? prices[quoted.slug] : undefined;
    const written = text[lang];
    const entry = {
      id,
      category,
      ...(quoted && price !== undefined
        ? { ...written, answer: written.answer.replace(sek(quoted.seed, lang), sek(price, lang)) }
        : written),
    };
    return notes.length ? { ...entry, answer: [entry.answer, ...notes].join(" ") } : entry;
  });
}

export const faqIds: string[] = faqOf().map((entry) => entry.id);
