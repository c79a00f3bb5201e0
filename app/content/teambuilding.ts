/** Teambuilding (SPEC §2 "Teambuilding", §9 "Activities"): activities, entertainment and places. */
import type { ImageKey } from "../images/keys";
import type { Lang, Localized } from "../i18n/lang";
import { formatSek } from "../i18n/format";

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
    en: {
      title: "The forest hut",
      description: "An open fire, reindeer skins and the forest all around – for coffee, a barbecue or an evening by the fire.",
    },
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
    activities: teambuildingActivityIds.map((id) => ({
      id,
      ...activityTexts[id][lang],
      priceLabel: activityPriceLabel(activityPrices[id], lang),
    })),
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
          {
            image: "teambuilding",
            alt: "Kollegor som samarbetar kring en uppgift utomhus",
            caption: "Femkamp på gräsmattan – samarbete slår styrka.",
          },
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
        {
          image: "teambuilding",
          alt: "Colleagues working together on a task outdoors",
          caption: "Pentathlon on the lawn – teamwork beats strength.",
        },
        {
          image: "forest-hut",
          alt: "A hut in the forest with smoke rising from the fire",
          caption: "The evening ends around the fire in the forest hut.",
        },
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
