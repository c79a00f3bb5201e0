/**
 * The service list (SPEC §2 "Service list", §3 "Service card"): about 30 cards, both languages
 * under the same ids. Times and counts come from ../site; fees, ages, capacities and the like
 * follow SPEC §9 (meeting rooms use the 2–100 reading, as the meeting-room text does).
 */
import { formatSek } from "../i18n/format";
import type { Lang, Localized } from "../i18n/lang";
import { counts, replyWithinHours } from "../site";
import { hoursText, perHours, type HoursText, type OpeningHours } from "./hours";
import { floodlitTrackKm, summerRunKm } from "./activities";
import { conferenceFacts } from "./conference";
import { giftCardRules } from "./gift-cards";
import { PET_FEE_SEK } from "./rooms";
import { lunchPrice } from "./menus";
import { houseRules, paymentMethods } from "./terms";
import { relaxFacts } from "./treatments";

/** Lucide icon names; the page maps each one to its component. */
export const serviceIcons = [
  "concierge-bell",
  "key-round",
  "wifi",
  "ev-charger",
  "square-parking",
  "paw-print",
  "credit-card",
  "id-card",
  "coffee",
  "utensils",
  "utensils-crossed",
  "wine",
  "leafy-green",
  "waves",
  "flame",
  "sparkles",
  "sun",
  "gift",
  "luggage",
  "presentation",
  "projector",
  "users",
  "party-popper",
  "trees",
  "footprints",
  "accessibility",
  "bath",
  "cigarette-off",
  "package-search",
  "mail",
] as const;
export type ServiceIcon = (typeof serviceIcons)[number];

export interface ServiceCard {
  id: string;
  icon: ServiceIcon;
  title: string;
  description: string;
}

interface ServiceSource {
  id: string;
  icon: ServiceIcon;
  text: Localized<{ title: string; description: string }>;
}

/** SPEC §9 figures the cards state, each read from the module that holds it (habit 8). */
export const serviceFacts = {
  petFeeSek: PET_FEE_SEK,
  minimumAge: houseRules.minimumBookingAge,
  smokingFeeSek: houseRules.smokingFeeSek,
  lostPropertyMonths: houseRules.lostPropertyKeptMonths,
  poolDegrees: relaxFacts.poolDegrees,
  saunaDegrees: relaxFacts.saunaDegrees,
  daySpaFromSek: relaxFacts.dayspaFromSek,
  childHalfPriceMaxAge: relaxFacts.childHalfPriceMaxAge,
  giftCardTiersSek: giftCardRules.tierValues,
  giftCardValidMonths: giftCardRules.validMonths,
  meetingRoomPeople: [conferenceFacts.meetingRoomCapacity.min, conferenceFacts.meetingRoomCapacity.max],
  floodlitTrackKm,
  runningLoopsKm: summerRunKm,
} as const;

const f = serviceFacts;
/** "VISA, …, Swish och kontanter" / "VISA, …, Swish and cash". */
const methods = (lang: Lang) =>
  new Intl.ListFormat(lang === "sv" ? "sv-SE" : "en-GB", { type: "conjunction" }).format(paymentMethods[lang]);

/** The cards with the opening hours they quote (staff edit them: ./hours). */
/** The gift cards' card, quoting the amounts staff publish (app/content-store/catalogue.server.ts). */
function giftCardsText(values: readonly number[]): ServiceSource["text"] {
  return {
    sv: {
      title: "Presentkort",
      description: `Presentkort på ${values.map((value) => formatSek(value, "sv")).join(", ")} eller valfritt belopp. Giltigt i ${f.giftCardValidMonths} månader från köpet.`,
    },
    en: {
      title: "Gift cards",
      description: `Gift cards of ${values.map((value) => formatSek(value, "en")).join(", ")} or an amount of your choice. Valid for ${f.giftCardValidMonths} months from purchase.`,
    },
  };
}

const servicesOf = perHours((open) => servicesWith(hoursText(open)));

/** The cards as they read with the seeded hours. */
export const services: ServiceSource[] = servicesOf();

function servicesWith(hours: HoursText): ServiceSource[] {
  return [
    {
      id: "reception",
      icon: "concierge-bell",
      text: {
        sv: {
          title: "Reception",
          description: `Receptionen har öppet vardagar ${hours.receptionWeekdays} och helger ${hours.receptionWeekends}. Här får du nycklar, tips om dagen och svar på det mesta.`,
        },
        en: {
          title: "Reception",
          description: `Reception is open ${hours.receptionWeekdays} on weekdays and ${hours.receptionWeekends} at weekends. Pick up your key, get tips for the day and answers to most questions.`,
        },
      },
    },
    {
      id: "check-in",
      icon: "key-round",
      text: {
        sv: {
          title: "In- och utcheckning",
          description: `Incheckning från kl. ${hours.checkIn} och utcheckning senast kl. ${hours.checkOut}. Tidig incheckning kan ordnas mot tillägg – pris på förfrågan.`,
        },
        en: {
          title: "Check-in and check-out",
          description: `Check-in from ${hours.checkIn} and check-out by ${hours.checkOut}. Early check-in can be arranged for a supplement – price on request.`,
        },
      },
    },
    {
      id: "wifi",
      icon: "wifi",
      text: {
        sv: {
          title: "Fritt wifi",
          description:
            "Trådlöst nätverk i alla rum, konferensrum och allmänna utrymmen, utan kostnad. Lösenordet får du vid incheckningen.",
        },
        en: {
          title: "Free Wi-Fi",
          description:
            "Wireless internet in every room, conference room and public area, free of charge. You get the password when you check in.",
        },
      },
    },
    {
      id: "ev-charging",
      icon: "ev-charger",
      text: {
        sv: {
          title: "Laddning för elbil",
          description: `${counts.chargerPosts} laddstolpar med typ 2-uttag (AC) på parkeringen, så bilen är laddad när det är dags att åka hem.`,
        },
        en: {
          title: "Electric car charging",
          description: `${counts.chargerPosts} charging posts with Type 2 sockets (AC) in the car park, so your car is charged when it is time to head home.`,
        },
      },
    },
    {
      id: "parking",
      icon: "square-parking",
      text: {
        sv: {
          title: "Parkering",
          description: "Parkeringsplatser precis utanför entrén, med plats även för minibussar och bilar med släp.",
        },
        en: {
          title: "Parking",
          description: "Parking spaces right outside the entrance, with room for minibuses and cars with trailers too.",
        },
      },
    },
    {
      id: "pets",
      icon: "paw-print",
      text: {
        sv: {
          title: "Husdjursvänliga rum",
          description: `Ta med hunden eller katten! Våra husdjursvänliga rum har egen entré direkt ut till skogen. Avgiften är ${formatSek(f.petFeeSek, "sv")} per djur.`,
        },
        en: {
          title: "Pet-friendly rooms",
          description: `Bring your dog or cat! Our pet-friendly rooms have their own entrance straight out to the forest. The fee is ${formatSek(f.petFeeSek, "en")} per pet.`,
        },
      },
    },
    {
      id: "payment",
      icon: "credit-card",
      text: {
        sv: {
          title: "Betalning",
          description: `Vi tar emot ${methods("sv")}.`,
        },
        en: {
          title: "Payment",
          description: `We accept ${methods("en")}.`,
        },
      },
    },
    {
      id: "age-limit",
      icon: "id-card",
      text: {
        sv: {
          title: "Åldersgräns för bokning",
          description: `Den som bokar måste ha fyllt ${f.minimumAge} år. Barn och ungdomar är förstås välkomna i sällskap med en vuxen.`,
        },
        en: {
          title: "Minimum booking age",
          description: `The person making the booking must be at least ${f.minimumAge}. Children and teenagers are of course welcome with an adult.`,
        },
      },
    },
    {
      id: "breakfast",
      icon: "coffee",
      text: {
        sv: {
          title: "Frukost",
          description: `Frukostbuffé med nybakat bröd, gröt och bär serveras vardagar ${hours.breakfastWeekdays} och helger ${hours.breakfastWeekends}.`,
        },
        en: {
          title: "Breakfast",
          description: `A breakfast buffet with freshly baked bread, porridge and berries, served ${hours.breakfastWeekdays} on weekdays and ${hours.breakfastWeekends} at weekends.`,
        },
      },
    },
    {
      id: "lunch",
      icon: "utensils",
      text: {
        sv: {
          title: "Lunch",
          description: `Husmanskost varje vardag för ${formatSek(lunchPrice, "sv")}, med salladsbuffé, bröd, bredbart, kaffe och kaka. Veckans meny finns på webben.`,
        },
        en: {
          title: "Lunch",
          description: `Swedish home cooking every weekday for ${formatSek(lunchPrice, "en")}, with the salad buffet, bread and spread, coffee and cake. This week’s menu is online.`,
        },
      },
    },
    {
      id: "dinner",
      icon: "utensils-crossed",
      text: {
        sv: {
          title: "Middag",
          description:
            "Middag lagad på norrländska råvaror. För privatgäster ingår frukost och middag alltid, och varje fredag och lördag serveras en tvårättersmiddag.",
        },
        en: {
          title: "Dinner",
          description:
            "Dinner cooked with produce from Norrland. Breakfast and dinner are always included for private guests, and a two-course dinner is served every Friday and Saturday.",
        },
      },
    },
    {
      id: "bar",
      icon: "wine",
      text: {
        sv: {
          title: "Bar",
          description:
            "Ett glas vin, en lokal öl eller något alkoholfritt, med charkbricka, snacks eller nachos till. Medhavd alkohol är inte tillåten.",
        },
        en: {
          title: "Bar",
          description:
            "A glass of wine, a local beer or something alcohol-free, with a charcuterie board, snacks or nachos on the side. Bringing your own alcohol is not permitted.",
        },
      },
    },
    {
      id: "special-diets",
      icon: "leafy-green",
      text: {
        sv: {
          title: "Specialkost",
          description: "Allergier, vegetarisk kost eller andra önskemål? Berätta i förväg, så lagar köket ett alternativ åt dig.",
        },
        en: {
          title: "Special diets",
          description:
            "Allergies, vegetarian food or other requests? Tell us in advance and the kitchen will prepare an alternative for you.",
        },
      },
    },
    {
      id: "relax",
      icon: "waves",
      text: {
        sv: {
          title: "Relaxavdelning",
          description: `Uppvärmd bassäng på ${f.poolDegrees} grader, bastu och lounge. Fritt för dig som bor hos oss.`,
        },
        en: {
          title: "Relaxation area",
          description: `A heated pool at ${f.poolDegrees} degrees, a sauna and a lounge. Free for everyone staying with us.`,
        },
      },
    },
    {
      id: "sauna",
      icon: "flame",
      text: {
        sv: {
          title: "Bastu",
          description: `Bastun håller ${f.saunaDegrees} grader. Svalka dig i snön på vintern och avsluta i den varma bassängen.`,
        },
        en: {
          title: "Sauna",
          description: `The sauna is kept at ${f.saunaDegrees} degrees. Cool off in the snow in winter and finish in the warm pool.`,
        },
      },
    },
    {
      id: "treatments",
      icon: "sparkles",
      text: {
        sv: {
          title: "Behandlingar",
          description:
            "Klassisk massage, aromamassage, ansiktsbehandling, fotbehandling och infravärme. Boka gärna i samband med din vistelse.",
        },
        en: {
          title: "Treatments",
          description: "Classic massage, aromatherapy massage, facials, foot treatments and infrared heat. Book them alongside your stay.",
        },
      },
    },
    {
      id: "day-spa",
      icon: "sun",
      text: {
        sv: {
          title: "Dagspa",
          description: `Bor du inte hos oss? Dagspa från ${formatSek(f.daySpaFromSek, "sv")} per person, barn upp till ${f.childHalfPriceMaxAge} år betalar halva priset.`,
        },
        en: {
          title: "Day spa",
          description: `Not staying with us? Day spa from ${formatSek(f.daySpaFromSek, "en")} per person; children up to ${f.childHalfPriceMaxAge} pay half price.`,
        },
      },
    },
    {
      id: "gift-cards",
      icon: "gift",
      text: giftCardsText(f.giftCardTiersSek),
    },
    {
      id: "luggage",
      icon: "luggage",
      text: {
        sv: {
          title: "Bagageförvaring",
          description:
            "Kommer du före incheckningen eller vill stanna efter utcheckningen? Lämna väskorna i receptionen, så tar vi hand om dem.",
        },
        en: {
          title: "Luggage storage",
          description: "Arriving before check-in or staying on after check-out? Leave your bags at reception and we will look after them.",
        },
      },
    },
    {
      id: "meeting-rooms",
      icon: "presentation",
      text: {
        sv: {
          title: "Konferensrum",
          description: `${counts.conferenceRooms} konferensrum för ${f.meetingRoomPeople[0]}–${f.meetingRoomPeople[1]} personer, från styrelsemötet till den stora kickoffen.`,
        },
        en: {
          title: "Conference rooms",
          description: `${counts.conferenceRooms} conference rooms for ${f.meetingRoomPeople[0]}–${f.meetingRoomPeople[1]} people, from a board meeting to a large kick-off.`,
        },
      },
    },
    {
      id: "av-equipment",
      icon: "projector",
      text: {
        sv: {
          title: "Konferensteknik",
          description:
            "Projektor eller skärm, whiteboard och ljudanläggning. Berätta vad ni behöver i förfrågan, så står det klart när ni kommer.",
        },
        en: {
          title: "Conference equipment",
          description:
            "Projector or screen, whiteboard and sound system. Tell us what you need in your inquiry and it will be ready when you arrive.",
        },
      },
    },
    {
      id: "teambuilding",
      icon: "users",
      text: {
        sv: {
          title: "Teambuilding",
          description: "Quiz, skattjakt, tipspromenad, mordgåta och escape box – aktiviteter som får gruppen att skratta och samarbeta.",
        },
        en: {
          title: "Teambuilding",
          description:
            "Quizzes, treasure hunts, quiz walks, murder mysteries and escape boxes – activities that get the group laughing and working together.",
        },
      },
    },
    {
      id: "celebrations",
      icon: "party-popper",
      text: {
        sv: {
          title: "Fest och firande",
          description: "Bröllop, möhippa, födelsedag eller jubileum – vi hjälper till med mat, boende och det lilla extra.",
        },
        en: {
          title: "Parties and celebrations",
          description: "Weddings, hen parties, birthdays and anniversaries – we help with food, accommodation and the little extras.",
        },
      },
    },
    {
      id: "huts-and-cellar",
      icon: "trees",
      text: {
        sv: {
          title: "Kåtor och vinkällare",
          description:
            "Skogskåtan rymmer upp till 20 personer, grillkåtan upp till 15 och vinkällaren upp till 8 – för en annorlunda kväll.",
        },
        en: {
          title: "Huts and wine cellar",
          description:
            "The forest hut takes up to 20 people, the grill hut up to 15 and the wine cellar up to 8 – for an evening out of the ordinary.",
        },
      },
    },
    {
      id: "tracks",
      icon: "footprints",
      text: {
        sv: {
          title: "Elljusspår och löparslingor",
          description: `Ett elljusspår på ${f.floodlitTrackKm} km och löparslingor på ${f.runningLoopsKm[0]} eller ${f.runningLoopsKm[1]} km börjar nära hotellet.`,
        },
        en: {
          title: "Floodlit track and running loops",
          description: `A ${f.floodlitTrackKm} km floodlit track and running loops of ${f.runningLoopsKm[0]} or ${f.runningLoopsKm[1]} km start close to the hotel.`,
        },
      },
    },
    {
      id: "accessible-room",
      icon: "accessibility",
      text: {
        sv: {
          title: "Tillgänglighetsanpassat rum",
          description: "Ett rymligt rum på 26 kvm anpassat för rullstol. Boka via en förfrågan, så ser vi till att allt är som du behöver.",
        },
        en: {
          title: "Accessible room",
          description:
            "A spacious 26 m² room adapted for wheelchair users. Book through an inquiry and we will make sure everything is as you need it.",
        },
      },
    },
    {
      id: "in-room",
      icon: "bath",
      text: {
        sv: {
          title: "I alla rum",
          description: "Handdukar, badrock, hårtork, garderob med galgar, skrivbord och stol, platt-tv, wifi och USB-laddare.",
        },
        en: {
          title: "In every room",
          description: "Towels, bathrobe, hairdryer, wardrobe with hangers, desk and chair, flat-screen TV, Wi-Fi and a USB charger.",
        },
      },
    },
    {
      id: "smoke-free",
      icon: "cigarette-off",
      text: {
        sv: {
          title: "Rökfritt hotell",
          description: `Hela hotellet är rökfritt. Rökning på rummet debiteras med ${formatSek(f.smokingFeeSek, "sv")} för sanering.`,
        },
        en: {
          title: "Smoke-free hotel",
          description: `The whole hotel is smoke-free. Smoking in a room incurs a cleaning fee of ${formatSek(f.smokingFeeSek, "en")}.`,
        },
      },
    },
    {
      id: "lost-and-found",
      icon: "package-search",
      text: {
        sv: {
          title: "Kvarglömt",
          description: `Glömt något? Hittegods sparas i ${f.lostPropertyMonths} månader. Mat, dryck, underkläder och hygienartiklar sparas inte.`,
        },
        en: {
          title: "Lost property",
          description: `Left something behind? Lost property is kept for ${f.lostPropertyMonths} months. Food, drink, underwear and toiletries are not kept.`,
        },
      },
    },
    {
      id: "inquiries",
      icon: "mail",
      text: {
        sv: {
          title: "Svar inom ett dygn",
          description: `Skicka en bokningsförfrågan som privatperson eller företag, så svarar vi inom ${replyWithinHours} timmar.`,
        },
        en: {
          title: "A reply within a day",
          description: `Send a booking inquiry as a private guest or a company and we will reply within ${replyWithinHours} hours.`,
        },
      },
    },
  ];
}

/** Every service card in the given language, in display order. */
export function servicesFor(lang: Lang, hours?: OpeningHours, giftCardValues: readonly number[] = f.giftCardTiersSek): ServiceCard[] {
  return servicesOf(hours).map(({ id, icon, text }) => ({
    id,
    icon,
    ...(id === "gift-cards" && giftCardValues !== f.giftCardTiersSek ? giftCardsText(giftCardValues) : text)[lang],
  }));
}
