/**
 * Conference, conference packages and teambuilding (SPEC §2 "Conference", "Conference packages", "Teambuilding";
 * §9 "Conference", "Conference terms", "Activities").
 */
import type { ImageKey } from "../images/keys";
import type { Lang, Localized } from "../i18n/lang";
import { counts, hours } from "../site";
import { packagePrices, packagesFor } from "./packages";
import { formatPercent, formatSek } from "../i18n/format";
import { conferenceTerms } from "./terms";

/**
 * SPEC §9 gives two readings of conference capacity and of activity minimums; each place shows the one the spec gives it.
 * The conference page text: groups of 2–150 and activities for at least 2 to 8 participants.
 * Meeting rooms (and the FAQ): 2–100 people. (The activity data on /activities says 1 to 8.)
 * The day conference price is the package's (./packages), the terms are the terms page's (./terms): one source each.
 */
export const conferenceFacts = {
  conferenceRooms: counts.conferenceRooms,
  groupCapacityText: { min: 2, max: 150 },
  meetingRoomCapacity: { min: 2, max: 100 },
  activityMinParticipants: { min: 2, max: 8 },
  dayConference: { hours: hours.dayConference, fromSekPerPersonExVat: packagePrices.dayConferencePerPerson },
  lunchToLunch: { arrivalDayOne: "12:00", endDayTwo: "13:00" },
} as const;

const range = ({ min, max }: { min: number; max: number }) => `${min}–${max}`;

// ── /conference ───────────────────────────────────────────────────────────

export interface ConferenceSection {
  id: string;
  image: ImageKey;
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
  const { conferenceRooms, groupCapacityText, meetingRoomCapacity, activityMinParticipants, dayConference } = conferenceFacts;
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
          `Vi har ${conferenceRooms} konferensrum och tar emot allt från en styrelse på ${groupCapacityText.min} personer till grupper på ${groupCapacityText.max}. Mötesrummen rymmer ${range(meetingRoomCapacity)} personer, har dagsljus och den teknik ni behöver – och skogen bara några steg bort.`,
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
          `We have ${conferenceRooms} conference rooms and welcome everything from a board of ${groupCapacityText.min} to groups of ${groupCapacityText.max}. Our meeting rooms seat ${range(meetingRoomCapacity)} people, have daylight and the equipment you need – and the forest just a few steps away.`,
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
  image: ImageKey;
  imageAlt: string;
  title: string;
  /** Times, e.g. "08:00–16:00". */
  time: string;
  priceLabel: string;
  description: string;
  includes: string[];
  /** Day plans; empty for a single day. */
  days: Array<{ heading: string; items: string[] }>;
}

/** The packages module's DAGSKONFERENS; its description and inclusions are shown here too, so the two pages agree. */
const DAY_CONFERENCE_PACKAGE_ID = 401;

export function conferencePackagesFor(lang: Lang): ConferencePackage[] {
  const { dayConference, lunchToLunch } = conferenceFacts;
  const price = formatSek(dayConference.fromSekPerPersonExVat, lang);
  const day = packagesFor(lang).find((pkg) => pkg.id === DAY_CONFERENCE_PACKAGE_ID);
  if (!day) throw new Error(`Package ${DAY_CONFERENCE_PACKAGE_ID} (day conference) is missing`);
  if (lang === "sv") {
    return [
      {
        id: "day-conference",
        image: day.image,
        imageAlt: day.imageAlt,
        title: "Dagskonferens",
        time: dayConference.hours,
        priceLabel: `Från ${price} per person exkl. moms`,
        description: day.description,
        includes: day.includes,
        days: [],
      },
      {
        id: "lunch-to-lunch",
        image: "meeting-room",
        imageAlt: "Ljust mötesrum med utsikt mot skogen",
        title: "Lunch till lunch (12–12)",
        time: `${lunchToLunch.arrivalDayOne}–${lunchToLunch.endDayTwo}`,
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
            items: [`Ankomst kl. ${lunchToLunch.arrivalDayOne} och lunch`, "Konferens med eftermiddagskaffe", "Middag, relax och övernattning"],
          },
          {
            heading: "Dag 2",
            items: [`Frukost kl. ${hours.breakfastWeekdays}`, "Konferens med förmiddagskaffe", `Lunch och avslut kl. ${lunchToLunch.endDayTwo}`],
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
      time: dayConference.hours,
      priceLabel: `From ${price} per person excl. VAT`,
      description: day.description,
      includes: day.includes,
      days: [],
    },
    {
      id: "lunch-to-lunch",
      image: "meeting-room",
      imageAlt: "A bright meeting room with a view of the forest",
      title: "Lunch to lunch (12–12)",
      time: `${lunchToLunch.arrivalDayOne}–${lunchToLunch.endDayTwo}`,
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
          items: [`Arrival at ${lunchToLunch.arrivalDayOne} and lunch`, "Conference with afternoon coffee", "Dinner, relaxation and overnight stay"],
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

// ── /teambuilding ──────────────────────────────────────────────────────────

/** SPEC §9 "Activities". */
export const teambuildingFacts = {
  teamSize: { min: 4, max: 6 },
} as const;

export const teambuildingActivityIds = [
  "quiz",
  "treasure-hunt",
  "music-quiz",
  "pentathlon",
  "tip-walk",
  "drinks-tasting",
  "escape-box",
  "murder-mystery",
] as const;
export type TeambuildingActivityId = (typeof teambuildingActivityIds)[number];

/** Prices as SPEC §9 states them: 249 kr per person for the classics; the others without a stated unit. */
export interface ActivityPrice {
  amount: number;
  from: boolean;
  perPerson: boolean;
}

const activityPrices: Record<TeambuildingActivityId, ActivityPrice> = {
  quiz: { amount: 249, from: false, perPerson: true },
  "treasure-hunt": { amount: 249, from: false, perPerson: true },
  "music-quiz": { amount: 249, from: false, perPerson: true },
  pentathlon: { amount: 249, from: false, perPerson: true },
  "tip-walk": { amount: 249, from: false, perPerson: true },
  "drinks-tasting": { amount: 600, from: true, perPerson: false },
  "escape-box": { amount: 700, from: false, perPerson: false },
  "murder-mystery": { amount: 700, from: false, perPerson: false },
};

export function teambuildingActivityPrice(id: TeambuildingActivityId): ActivityPrice {
  return activityPrices[id];
}

const activityTexts: Record<TeambuildingActivityId, Localized<{ title: string; description: string }>> = {
  quiz: {
    sv: { title: "Frågesport", description: "Klassisk tävling i lag med frågor om allt mellan himmel och jord." },
    en: { title: "Quiz", description: "A classic team quiz with questions about everything under the sun." },
  },
  "treasure-hunt": {
    sv: { title: "Skattjakt", description: "Följ ledtrådarna genom skogen och lös gåtorna före de andra lagen." },
    en: { title: "Treasure hunt", description: "Follow the clues through the forest and solve the riddles before the other teams." },
  },
  "music-quiz": {
    sv: { title: "Musikquiz", description: "Gissa låten, artisten och året – ett säkert sätt att få igång skratten." },
    en: { title: "Music quiz", description: "Guess the song, the artist and the year – a sure way to get everyone laughing." },
  },
  pentathlon: {
    sv: { title: "Femkamp", description: "Fem grenar utomhus där samarbete betyder mer än styrka." },
    en: { title: "Pentathlon", description: "Five outdoor events where teamwork counts for more than strength." },
  },
  "tip-walk": {
    sv: { title: "Tipspromenad", description: "En promenad i naturen med frågor längs vägen och en utslagsfråga på slutet." },
    en: { title: "Tip walk", description: "A walk through the countryside with questions along the way and a tie-breaker at the end." },
  },
  "drinks-tasting": {
    sv: { title: "Dryckesprovning", description: "Vi provar och pratar om dryckerna tillsammans med någon som kan sin sak." },
    en: { title: "Drinks tasting", description: "Taste the drinks and hear the stories behind them from someone who knows their stuff." },
  },
  "escape-box": {
    sv: { title: "Escape box", description: "En låst låda, en klocka som tickar och ett lag som måste tänka tillsammans." },
    en: { title: "Escape box", description: "A locked box, a ticking clock and a team that has to think together." },
  },
  "murder-mystery": {
    sv: { title: "Mordgåta", description: "Ett brott har begåtts på hotellet. Förhör de misstänkta och peka ut den skyldige." },
    en: { title: "Murder mystery", description: "A crime has been committed at the hotel. Question the suspects and name the culprit." },
  },
};

export const entertainmentIds = ["troubadour", "live-band", "dj"] as const;
export type EntertainmentId = (typeof entertainmentIds)[number];

const entertainmentTexts: Record<EntertainmentId, Localized<{ title: string; description: string }>> = {
  troubadour: {
    sv: { title: "Trubadur", description: "Gitarr, allsång och visor vid middagen." },
    en: { title: "Troubadour", description: "Guitar, sing-alongs and ballads over dinner." },
  },
  "live-band": {
    sv: { title: "Liveband", description: "Ett band som får hela sällskapet ut på dansgolvet." },
    en: { title: "Live band", description: "A band that gets the whole party onto the dance floor." },
  },
  dj: {
    sv: { title: "DJ", description: "Musik efter ert önskemål, från mingel till sen kväll." },
    en: { title: "DJ", description: "Music to your taste, from drinks reception to late night." },
  },
};

export const placeIds = ["forest-hut", "grill-hut", "wine-cellar"] as const;
export type PlaceId = (typeof placeIds)[number];

/** SPEC §9: maximum persons per place. */
export const placeCapacities: Record<PlaceId, number> = {
  "forest-hut": 20,
  "grill-hut": 15,
  "wine-cellar": 8,
};

const placeTexts: Record<PlaceId, Localized<{ title: string; description: string }>> = {
  "forest-hut": {
    sv: { title: "Skogskåtan", description: "Eldstad, renfällar och skogen runt omkring – för fika, grillat eller en kväll runt elden." },
    en: { title: "The forest hut", description: "An open fire, reindeer skins and the forest all around – for coffee, a barbecue or an evening by the fire." },
  },
  "grill-hut": {
    sv: { title: "Grillkåtan", description: "Den stora grillen i mitten samlar sällskapet, året om." },
    en: { title: "The grill hut", description: "The big grill in the middle brings everyone together, all year round." },
  },
  "wine-cellar": {
    sv: { title: "Vinkällaren", description: "Ett litet, valvt rum för provningar och middagar i sluten krets." },
    en: { title: "The wine cellar", description: "A small vaulted room for tastings and private dinners." },
  },
};

export interface TeambuildingPage {
  about: { heading: string; paragraphs: string[]; cta: string };
  gallery: { heading: string; images: Array<{ image: ImageKey; alt: string; caption: string }> };
  sheet: {
    open: string;
    title: string;
    description: string;
    close: string;
    activitiesHeading: string;
    activities: Array<{ id: TeambuildingActivityId; title: string; description: string; priceLabel: string }>;
    teamNote: string;
    entertainmentHeading: string;
    entertainment: Array<{ id: EntertainmentId; title: string; description: string }>;
    entertainmentNote: string;
    placesHeading: string;
    places: Array<{ id: PlaceId; title: string; description: string; capacity: number; capacityLabel: string }>;
  };
}

function activityPriceLabel(price: ActivityPrice, lang: Lang): string {
  const amount = formatSek(price.amount, lang);
  if (lang === "sv") return `${price.from ? "Från " : ""}${amount}${price.perPerson ? " per person" : ""}`;
  return `${price.from ? "From " : ""}${amount}${price.perPerson ? " per person" : ""}`;
}

export function teambuildingPageFor(lang: Lang): TeambuildingPage {
  const { teamSize } = teambuildingFacts;
  const team = `${teamSize.min}–${teamSize.max}`;
  const sheetLists = {
    activities: teambuildingActivityIds.map((id) => ({ id, ...activityTexts[id][lang], priceLabel: activityPriceLabel(activityPrices[id], lang) })),
    entertainment: entertainmentIds.map((id) => ({ id, ...entertainmentTexts[id][lang] })),
    places: placeIds.map((id) => ({
      id,
      ...placeTexts[id][lang],
      capacity: placeCapacities[id],
      capacityLabel: lang === "sv" ? `Upp till ${placeCapacities[id]} personer` : `Up to ${placeCapacities[id]} people`,
    })),
  };
  if (lang === "sv") {
    return {
      about: {
        heading: "Därför teambuilding hos oss",
        paragraphs: [
          "Det som händer när en grupp löser en uppgift tillsammans följer med hem. Vi lägger upp aktiviteterna så att alla kan vara med – oavsett ålder, kondition eller tävlingsinstinkt – och så att det blir mer skratt än prestige.",
          `Ni delas in i lag om ${team} personer. Vi håller i instruktionerna, tiden och poängen, och ni kan kombinera aktiviteterna med konferens, middag och en natt på hotellet.`,
        ],
        cta: "Skicka förfrågan",
      },
      gallery: {
        heading: "Så kan det se ut",
        images: [
          { image: "teambuilding", alt: "Kollegor som samarbetar kring en uppgift utomhus", caption: "Femkamp på gräsmattan – samarbete slår styrka." },
          { image: "forest-hut", alt: "Kåta i skogen med rök från eldstaden", caption: "Kvällen avslutas runt elden i skogskåtan." },
          { image: "trail", alt: "Stig genom tallskogen", caption: "Skattjakten går längs stigarna runt hotellet." },
        ],
      },
      sheet: {
        open: "Se aktivitetsblad",
        title: "Aktivitetsblad",
        description: `Aktiviteter, underhållning och platser att välja bland. Ni tävlar i lag om ${team} personer.`,
        close: "Stäng",
        activitiesHeading: "Aktiviteter",
        ...sheetLists,
        teamNote: `Lagen består av ${team} personer.`,
        entertainmentHeading: "Underhållning",
        entertainmentNote: "Pris på förfrågan.",
        placesHeading: "Platser",
      },
    };
  }
  return {
    about: {
      heading: "Why teambuilding with us",
      paragraphs: [
        "What happens when a group solves a challenge together goes home with them. We plan our activities so that everyone can join in – whatever their age, fitness or competitive streak – and so that there is more laughter than prestige.",
        `You are split into teams of ${team}. We take care of the instructions, timing and scoring, and you can combine the activities with a conference, dinner and a night at the hotel.`,
      ],
      cta: "Send an inquiry",
    },
    gallery: {
      heading: "What it can look like",
      images: [
        { image: "teambuilding", alt: "Colleagues working together on a task outdoors", caption: "Pentathlon on the lawn – teamwork beats strength." },
        { image: "forest-hut", alt: "A hut in the forest with smoke rising from the fire", caption: "The evening ends around the fire in the forest hut." },
        { image: "trail", alt: "A path through the pine forest", caption: "The treasure hunt follows the trails around the hotel." },
      ],
    },
    sheet: {
      open: "See activity sheet",
      title: "Activity sheet",
      description: `Activities, entertainment and places to choose from. Teams of ${team} people.`,
      close: "Close",
      activitiesHeading: "Activities",
      ...sheetLists,
      teamNote: `Teams have ${team} people.`,
      entertainmentHeading: "Entertainment",
      entertainmentNote: "Price on request.",
      placesHeading: "Places",
    },
  };
}
