/**
 * Conference and conference packages (SPEC §2 "Conference", "Conference packages"; §9 "Conference",
 * "Conference terms"). Teambuilding is ./teambuilding.ts.
 */
import type { Picture } from "../photos/photos";
import type { Lang, Localized } from "../i18n/lang";
import { conferenceCapacity, counts, hours as siteHours } from "../site";
import { hoursText, seededHours, type OpeningHours } from "./hours";
import { packagePrices, packagesFor, type Package } from "./packages";
import { formatPercent, formatSek } from "../i18n/format";
import { conferenceTerms } from "./terms";

/**
 * SPEC §9 gives two readings of conference capacity: the site shows one, 2–100 people (`conferenceCapacity`, decision 015).
 * Activities: at least 2 to 8 participants on the conference page (the activity data on /activities says 1 to 8).
 * The day conference price is the package's (the store's package `dagskonferens`; here its seed, ./packages), the terms
 * are the terms page's (./terms): one source each.
 */
export const conferenceFacts = {
  conferenceRooms: counts.conferenceRooms,
  meetingRoomCapacity: conferenceCapacity,
  activityMinParticipants: { min: 2, max: 8 },
  dayConference: { hours: siteHours.dayConference, fromSekPerPersonExVat: packagePrices.dayConferencePerPerson },
  lunchToLunch: { arrivalDayOne: "12:00", endDayTwo: "13:00" },
} as const;

const range = ({ min, max }: { min: number; max: number }) => `${min}–${max}`;

// ── /conference ───────────────────────────────────────────────────────────

export interface ConferenceSection {
  id: string;
  /** A catalogue picture (the page quotes nothing of the day conference package: decision 058). */
  image: Picture;
  imageAlt: string;
  heading: string;
  paragraphs: string[];
  cta: string;
}

export interface ConferencePage {
  facts: Array<{ value: string; label: string }>;
  intro: { heading: string; paragraphs: string[] };
  culinary: ConferenceSection;
  packages: ConferenceSection & { secondaryCta: string };
  activities: ConferenceSection & { minimum: string };
  quoteCta: string;
}

export function conferencePageFor(lang: Lang): ConferencePage {
  const { conferenceRooms, meetingRoomCapacity, activityMinParticipants, dayConference } = conferenceFacts;
  const minimum = `${activityMinParticipants.min}–${activityMinParticipants.max}`;
  const text: Localized<ConferencePage> = {
    sv: {
      facts: [
        { value: String(conferenceRooms), label: "konferensrum" },
        { value: range(meetingRoomCapacity), label: "personer per mötesrum" },
        { value: dayConference.hours, label: "dagskonferens" },
      ],
      intro: {
        heading: "Rum att tänka i",
        paragraphs: [
          `Vi har ${conferenceRooms} konferensrum och tar emot allt från en styrelse på ${meetingRoomCapacity.min} personer till grupper på ${meetingRoomCapacity.max}. Mötesrummen har dagsljus och den teknik ni behöver – och skogen bara några steg bort.`,
          "Ni bestämmer takten. Vi ser till att kaffet står framme när det behövs, att luncharna blir något att se fram emot och att någon från oss alltid finns nära till hands.",
        ],
      },
      culinary: {
        id: "mat",
        image: "dining",
        imageAlt: "Dukat bord i restaurangen med rätter lagade på lokala råvaror",
        heading: "Mat som håller hela dagen",
        paragraphs: [
          "Bra möten behöver bra mat. Köket lagar allt från grunden med råvaror från trakten: husmanskost till lunch, rejäla fikapauser och middagar som gör att samtalen fortsätter långt efter sista punkten på dagordningen.",
          "Berätta om allergier och specialkost i förväg, så ordnar vi det.",
        ],
        cta: "Till restaurangen",
      },
      packages: {
        id: "paket",
        image: "meeting-room",
        imageAlt: "Ljust mötesrum med långbord och fönster mot skogen",
        heading: "Paket och teambuilding",
        paragraphs: [
          `Välj en dagskonferens ${dayConference.hours} eller lunch till lunch med middag och övernattning. Alla konferenspriser anges exklusive moms.`,
          "Bygg gärna på med teambuilding: skattjakt i skogen, mordgåta, escape box eller dryckesprovning. Det är ofta där gruppen hittar varandra.",
        ],
        cta: "Läs om teambuilding",
        secondaryCta: "Se konferenspaketen",
      },
      activities: {
        id: "aktiviteter",
        image: "trail",
        imageAlt: "Stig genom tallskogen i eftermiddagsljus",
        heading: "Aktiviteter året runt",
        paragraphs: [
          "Snöskovandring, paddling, vandring på stigarna eller en tur i elljusspåret – lägg in en aktivitet mellan passen och låt huvudet vila medan kroppen får röra på sig.",
        ],
        minimum: `Minsta antal deltagare är ${minimum} personer, beroende på aktivitet.`,
        cta: "Se aktiviteter",
      },
      quoteCta: "Begär offert",
    },
    en: {
      facts: [
        { value: String(conferenceRooms), label: "conference rooms" },
        { value: range(meetingRoomCapacity), label: "people per meeting room" },
        { value: dayConference.hours, label: "day conference" },
      ],
      intro: {
        heading: "Room to think",
        paragraphs: [
          `We have ${conferenceRooms} conference rooms and welcome everything from a board of ${meetingRoomCapacity.min} to groups of ${meetingRoomCapacity.max}. Our meeting rooms have daylight and the equipment you need – and the forest just a few steps away.`,
          "You set the pace. We make sure coffee is ready when you need it, that lunch is something to look forward to and that one of our team is always close at hand.",
        ],
      },
      culinary: {
        id: "food",
        image: "dining",
        imageAlt: "A laid table in the restaurant with dishes made from local produce",
        heading: "Food that keeps you going all day",
        paragraphs: [
          "Good meetings need good food. Our kitchen cooks everything from scratch with local produce: traditional Swedish lunches, generous coffee breaks and dinners that keep the conversation going long after the last item on the agenda.",
          "Tell us about allergies and special diets in advance and we will take care of them.",
        ],
        cta: "To the restaurant",
      },
      packages: {
        id: "packages",
        image: "meeting-room",
        imageAlt: "A bright meeting room with a long table and windows onto the forest",
        heading: "Packages and teambuilding",
        paragraphs: [
          `Choose a day conference ${dayConference.hours} or lunch to lunch with dinner and an overnight stay. All conference prices exclude VAT.`,
          "Add some teambuilding if you like: a treasure hunt in the forest, a murder mystery, an escape box or a drinks tasting. That is often where a group really comes together.",
        ],
        cta: "Read about teambuilding",
        secondaryCta: "See the conference packages",
      },
      activities: {
        id: "activities",
        image: "trail",
        imageAlt: "A path through the pine forest in afternoon light",
        heading: "Activities all year round",
        paragraphs: [
          "Snowshoeing, paddling, hiking the trails or a round of the floodlit track – put an activity between sessions and let your mind rest while your body gets moving.",
        ],
        minimum: `The minimum number of participants is ${minimum}, depending on the activity.`,
        cta: "See activities",
      },
      quoteCta: "Request a quote",
    },
  };
  return text[lang];
}

// ── /conference-packages ───────────────────────────────────────────────────

export const conferencePackageIds = ["day-conference", "lunch-to-lunch"] as const;
export type ConferencePackageId = (typeof conferencePackageIds)[number];

export interface ConferencePackage {
  id: ConferencePackageId;
  image: Picture;
  imageAlt: string;
  title: string;
  /** Times, e.g. "08:00–16:00". */
  time: string;
  priceLabel: string;
  /** A coming price staff set ("Från 1 januari 2027: 1 000 kr"), until its day. */
  comingPrice?: string;
  description: string;
  includes: string[];
  /** Day plans; empty for a single day. */
  days: Array<{ heading: string; items: string[] }>;
}

/** The day conference package's address in the store (issue 36): the card shows its price, texts and picture. */
export const DAY_CONFERENCE_SLUG = "dagskonferens";

function seededDayConference(lang: Lang): Package {
  const day = packagesFor(lang).find((pkg) => pkg.slug === DAY_CONFERENCE_SLUG);
  if (!day) throw new Error(`Package ${DAY_CONFERENCE_SLUG} (day conference) is missing`);
  return day;
}

/**
 * The two conference packages. `dayConference` is the store's published day conference package of
 * the day (docs/decisions/058-conference-pages-read-the-store.md): its price, coming price,
 * description, inclusions and picture; `null` when staff hid or removed it, which shows the seeded
 * texts and picture with the price on request. Without it, the seeded package.
 */
export function conferencePackagesFor(
  lang: Lang,
  open: OpeningHours = seededHours,
  dayConference: Package | null = seededDayConference(lang),
): ConferencePackage[] {
  const hours = hoursText(open);
  const { dayConference: facts, lunchToLunch } = conferenceFacts;
  const day = dayConference ?? seededDayConference(lang);
  const fromPrice = dayConference?.fromPrice;
  const price = fromPrice === undefined ? undefined : formatSek(fromPrice, lang);
  const coming = dayConference?.comingPrice ? { comingPrice: dayConference.comingPrice } : {};
  if (lang === "sv") {
    return [
      {
        id: "day-conference",
        image: day.image,
        imageAlt: day.imageAlt,
        title: "Dagskonferens",
        time: facts.hours,
        priceLabel: price ? `Från ${price} per person exkl. moms` : "Pris på förfrågan",
        ...coming,
        description: day.description,
        includes: day.includes,
        days: [],
      },
      {
        id: "lunch-to-lunch",
        image: "meeting-room",
        imageAlt: "Ljust mötesrum med utsikt mot skogen",
        title: "Lunch till lunch (12–12)",
        time: `Dag 1 kl. ${lunchToLunch.arrivalDayOne} – dag 2 kl. ${lunchToLunch.endDayTwo}`,
        priceLabel: "Pris på förfrågan",
        description: "Två halva arbetsdagar med en kväll och en natt emellan – tid för både beslut och samtal vid middagsbordet.",
        includes: [
          "Lunch båda dagarna",
          "Konferensrum dag 1 eftermiddag och dag 2 förmiddag",
          "Eftermiddagskaffe och förmiddagskaffe",
          "Middag, övernattning och frukostbuffé",
          "Fri tillgång till pool, bastu och lounge",
        ],
        days: [
          {
            heading: "Dag 1",
            items: [
              `Ankomst kl. ${lunchToLunch.arrivalDayOne} och lunch`,
              "Konferens med eftermiddagskaffe",
              "Middag, relax och övernattning",
            ],
          },
          {
            heading: "Dag 2",
            items: [
              `Frukost kl. ${hours.breakfastWeekdays}`,
              "Konferens med förmiddagskaffe",
              `Lunch och avslut kl. ${lunchToLunch.endDayTwo}`,
            ],
          },
        ],
      },
    ];
  }
  return [
    {
      id: "day-conference",
      image: day.image,
      imageAlt: day.imageAlt,
      title: "Day conference",
      time: facts.hours,
      priceLabel: price ? `From ${price} per person excl. VAT` : "Price on request",
      ...coming,
      description: day.description,
      includes: day.includes,
      days: [],
    },
    {
      id: "lunch-to-lunch",
      image: "meeting-room",
      imageAlt: "A bright meeting room with a view of the forest",
      title: "Lunch to lunch (12–12)",
      time: `Day 1 at ${lunchToLunch.arrivalDayOne} – day 2 at ${lunchToLunch.endDayTwo}`,
      priceLabel: "Price on request",
      description: "Two half working days with an evening and a night in between – time for decisions as well as conversation over dinner.",
      includes: [
        "Lunch on both days",
        "Conference room on the afternoon of day 1 and the morning of day 2",
        "Afternoon and morning coffee",
        "Dinner, an overnight stay and the breakfast buffet",
        "Free use of the pool, sauna and lounge",
      ],
      days: [
        {
          heading: "Day 1",
          items: [
            `Arrival at ${lunchToLunch.arrivalDayOne} and lunch`,
            "Conference with afternoon coffee",
            "Dinner, relaxation and overnight stay",
          ],
        },
        {
          heading: "Day 2",
          items: [`Breakfast ${hours.breakfastWeekdays}`, "Conference with morning coffee", `Lunch and close at ${lunchToLunch.endDayTwo}`],
        },
      ],
    },
  ];
}

export interface ConferencePackagesPageTexts {
  heroCta: string;
  packagesHeading: string;
  includesLabel: string;
  programmeLabel: string;
  timeLabel: string;
  priceLabel: string;
  bookingInquiry: string;
  rooms: { heading: string; text: string };
  terms: { heading: string; items: string[]; link: string };
}

export function conferencePackagesPageTextsFor(lang: Lang): ConferencePackagesPageTexts {
  const { conferenceRooms, meetingRoomCapacity } = conferenceFacts;
  const t = conferenceTerms;
  const valuables = formatSek(t.valuablesLiabilitySek, lang);
  const text: Localized<ConferencePackagesPageTexts> = {
    sv: {
      heroCta: "Skicka bokningsförfrågan",
      packagesHeading: "Våra konferenspaket",
      includesLabel: "Det här ingår",
      programmeLabel: "Upplägg",
      timeLabel: "Tid",
      priceLabel: "Pris",
      bookingInquiry: "Bokningsförfrågan",
      rooms: {
        heading: "Mötesrum för alla storlekar",
        text: `Vi har ${conferenceRooms} konferensrum och mötesrum för ${range(meetingRoomCapacity)} personer. Berätta hur många ni är, så föreslår vi rummet som passar.`,
      },
      terms: {
        heading: "Villkor i korthet",
        items: [
          "Alla konferenspriser anges exklusive moms.",
          `Vid bokning betalar ni en handpenning på ${formatPercent(t.depositPercent, "sv")} inom ${t.depositDueDaysAfterInvoice} dagar från fakturadatum.`,
          `Fakturor betalas inom ${t.invoiceDueDays} dagar. Vid sen betalning debiteras dröjsmålsränta med referensräntan plus ${t.lateInterestPointsAboveReference} procentenheter.`,
          `Hotellet ansvarar för värdesaker upp till ${valuables}.`,
        ],
        link: "Läs alla villkor för event och gruppbokningar",
      },
    },
    en: {
      heroCta: "Send a booking inquiry",
      packagesHeading: "Our conference packages",
      includesLabel: "What is included",
      programmeLabel: "Programme",
      timeLabel: "Time",
      priceLabel: "Price",
      bookingInquiry: "Booking inquiry",
      rooms: {
        heading: "Meeting rooms of every size",
        text: `We have ${conferenceRooms} conference rooms and meeting rooms for ${range(meetingRoomCapacity)} people. Tell us how many of you there are and we will suggest the right room.`,
      },
      terms: {
        heading: "Terms in brief",
        items: [
          "All conference prices exclude VAT.",
          `A deposit of ${formatPercent(t.depositPercent, "en")} is payable on booking, within ${t.depositDueDaysAfterInvoice} days of the invoice date.`,
          `Invoices are payable within ${t.invoiceDueDays} days. Late payment incurs interest at the reference rate plus ${t.lateInterestPointsAboveReference} percentage points.`,
          `The hotel's liability for valuables is limited to ${valuables}.`,
        ],
        link: "Read all terms for events and group bookings",
      },
    },
  };
  return text[lang];
}
