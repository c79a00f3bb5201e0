/**
 * Open positions (/lediga-jobb), in Swedish and English under the same ids (SPEC §3 "Job application").
 * Employment is 50–100 % for every position except the chef's 75–100 %; the breakfast position has a
 * six-month probation (SPEC §9). Times and the town come from ../site.
 */
import { localized, localizedLines, type ContentData } from "../content-store/data";
import type { Lang, Localized } from "../i18n/lang";
import { todayInSweden } from "../forms/dates";
import { hotel, hours } from "../site";

export const jobIds = ["chef", "receptionist", "breakfast", "extra-cleaning", "cleaning"] as const;
export type JobId = (typeof jobIds)[number];

/** The five seeded positions' titles (SPEC §3); staff add and rename positions in /staff/content. */
export const jobTitles: Record<JobId, Localized> = {
  chef: { sv: "Kock", en: "Chef" },
  receptionist: { sv: "Receptionist / Konferensvärdinna", en: "Receptionist / Conference host" },
  breakfast: { sv: "Frukostvärdinna & Städ", en: "Breakfast host & housekeeping" },
  "extra-cleaning": { sv: "Extra städpersonal", en: "Extra cleaning staff" },
  cleaning: { sv: "Städpersonal", en: "Cleaning staff" },
};

/** The five titles in display order, in one language: for the application form's position field. */
export function jobTitlesFor(lang: Lang): Array<{ id: JobId; title: string }> {
  return jobIds.map((id) => ({ id, title: jobTitles[id][lang] }));
}

export interface JobPosition {
  /** The seeded ids, or the address staff's title made ("kallskanka"). */
  id: string;
  title: string;
  /** Employment extent in percent of full time. */
  employment: { minPercent: number; maxPercent: number };
  /** Probation in months, when the position has one. */
  probationMonths: number | null;
  /** When the position is published (YYYY-MM-DD). */
  datePosted: string;
  /** The last day to apply (YYYY-MM-DD), JobPosting's validThrough; null while open until filled. */
  validThrough: string | null;
  /** "Deltid eller heltid, 50–100 %" as the page shows it. */
  extent: string;
  /** When the job starts. */
  start: string;
  /** "6 månader" (shown after `jobLabels.probation`), when there is a probation. */
  probation: string | null;
  location: string;
  /** Paragraphs. */
  description: string[];
  tasks: string[];
  requirements: string[];
  offer: string[];
}

/** Headings the jobs page shows around each position's lists and facts. */
export const jobLabels: Localized<{
  extent: string;
  start: string;
  probation: string;
  location: string;
  tasks: string;
  requirements: string;
  offer: string;
}> = {
  sv: {
    extent: "Omfattning",
    start: "Tillträde",
    probation: "Provanställning",
    location: "Ort",
    tasks: "Arbetsuppgifter",
    requirements: "Vi söker dig som",
    offer: "Vi erbjuder",
  },
  en: {
    extent: "Hours",
    start: "Start",
    probation: "Probation",
    location: "Location",
    tasks: "What you will do",
    requirements: "We are looking for someone who",
    offer: "What we offer",
  },
};

interface JobText {
  start: string;
  description: string[];
  tasks: string[];
  requirements: string[];
  offer: string[];
}

interface JobSource {
  id: JobId;
  employment: { minPercent: number; maxPercent: number };
  probationMonths: number | null;
  datePosted: string;
  text: Localized<JobText>;
}

const jobs: JobSource[] = [
  {
    id: "chef",
    employment: { minPercent: 75, maxPercent: 100 },
    probationMonths: null,
    datePosted: "2026-11-02",
    text: {
      sv: {
        start: "Enligt överenskommelse",
        description: [
          "Vi söker en kock som vill laga mat med rötterna i Norrland. Vårt kök lagar frukost, husmanslunch, middagar för hotellgästerna, konferensmåltider och våra säsongsfester med kräftor och surströmming – nästan allt från grunden och gärna på råvaror från trakten.",
          "Du blir en del av ett litet kök där alla hjälps åt och där dina idéer om säsongens meny tas på allvar.",
        ],
        tasks: [
          "Laga lunch, middag och helgmenyer tillsammans med kökets övriga kockar",
          "Förbereda konferensmåltider, fika och buffé efter beställning",
          "Planera menyer efter säsong och beställa råvaror",
          "Hantera allergier och specialkost tryggt och noggrant",
          "Sköta egenkontrollen och hålla ordning i köket",
        ],
        requirements: [
          "har utbildning som kock eller några års erfarenhet från restaurangkök",
          "kan allergier, specialkost och livsmedelshygien",
          "trivs med att arbeta både självständigt och i lag, även kvällar och helger",
          "talar och skriver svenska",
        ],
        offer: [
          "Ett kök som arbetar med lokala råvaror och säsongens smaker",
          "Omväxlande arbete mellan à la carte, buffé, konferens och fest",
          "Personalmåltid under arbetspassen",
          "En arbetsplats mitt i skogen med naturen utanför dörren",
        ],
      },
      en: {
        start: "By agreement",
        description: [
          "We are looking for a chef who wants to cook food rooted in Norrland. Our kitchen makes breakfast, home-style lunches, dinners for hotel guests, conference meals and our seasonal crayfish and surströmming parties – almost everything from scratch, and preferably from local produce.",
          "You will join a small kitchen where everyone helps each other and where your ideas for the season's menu are taken seriously.",
        ],
        tasks: [
          "Cook lunch, dinner and weekend menus together with the rest of the kitchen team",
          "Prepare conference meals, coffee breaks and buffets to order",
          "Plan menus around the seasons and order produce",
          "Handle allergies and special diets safely and carefully",
          "Keep the food safety records and the kitchen in good order",
        ],
        requirements: [
          "is a trained chef or has a few years' experience in a restaurant kitchen",
          "knows about allergies, special diets and food hygiene",
          "enjoys working both independently and in a team, including evenings and weekends",
          "speaks and writes Swedish",
        ],
        offer: [
          "A kitchen that works with local produce and seasonal flavours",
          "Varied work across à la carte, buffets, conferences and parties",
          "Staff meals during your shifts",
          "A workplace in the middle of the forest, with nature right outside the door",
        ],
      },
    },
  },
  {
    id: "receptionist",
    employment: { minPercent: 50, maxPercent: 100 },
    probationMonths: null,
    datePosted: "2026-11-02",
    text: {
      sv: {
        start: "Snarast eller enligt överenskommelse",
        description: [
          "I receptionen möter du våra gäster först och sist. Du checkar in helggäster, svarar på frågor om spa och aktiviteter och ser till att konferensgrupperna har allt de behöver – från projektor till eftermiddagsfika.",
          `Receptionen har öppet vardagar ${hours.receptionWeekdays} och helger ${hours.receptionWeekends}, och tjänsten innebär arbete både vardagar och helger.`,
        ],
        tasks: [
          "Checka in och ut gäster och ta betalt",
          "Svara på telefon och e-post och ta emot bokningar och förfrågningar",
          "Förbereda konferensrummen, hjälpa till med tekniken och hålla ordning under dagen",
          "Samordna fika och måltider för konferenserna med köket",
          "Tipsa gästerna om aktiviteter, spa och utflykter i trakten",
        ],
        requirements: [
          "tycker om människor och har lätt för att ge god service, även när det är mycket att göra",
          "talar och skriver svenska och engelska obehindrat",
          "är van vid datorer och lär dig nya system snabbt",
          "har gärna erfarenhet från reception, hotell eller konferens, men det är inget krav",
        ],
        offer: [
          "Ett omväxlande arbete med både privatgäster och företag",
          "Introduktion i våra boknings- och kassasystem",
          "Personalmåltid under arbetspassen",
          "Trevliga kollegor i ett litet hotell där alla hjälps åt",
        ],
      },
      en: {
        start: "As soon as possible or by agreement",
        description: [
          "At reception you are the first and last person our guests meet. You check in weekend guests, answer questions about the spa and activities, and make sure conference groups have everything they need – from the projector to the afternoon coffee.",
          `Reception is open ${hours.receptionWeekdays} on weekdays and ${hours.receptionWeekends} at weekends, and the role includes both weekday and weekend shifts.`,
        ],
        tasks: [
          "Check guests in and out and take payments",
          "Answer the phone and e-mail and take bookings and inquiries",
          "Prepare the conference rooms, help with the equipment and keep things running during the day",
          "Coordinate coffee breaks and meals for conferences with the kitchen",
          "Give guests tips on activities, the spa and outings in the area",
        ],
        requirements: [
          "enjoys people and gives good service with ease, even when it is busy",
          "speaks and writes Swedish and English fluently",
          "is comfortable with computers and picks up new systems quickly",
          "ideally has experience of reception, hotel or conference work, though it is not a requirement",
        ],
        offer: [
          "Varied work with both private guests and companies",
          "Training in our booking and till systems",
          "Staff meals during your shifts",
          "Friendly colleagues in a small hotel where everyone helps each other",
        ],
      },
    },
  },
  {
    id: "breakfast",
    employment: { minPercent: 50, maxPercent: 100 },
    probationMonths: 6,
    datePosted: "2026-11-02",
    text: {
      sv: {
        start: "Snarast",
        description: [
          `Du startar gästernas dag. Frukosten serveras vardagar ${hours.breakfastWeekdays} och helger ${hours.breakfastWeekends}, och det är du som dukar upp buffén, fyller på och ser till att alla får en god start. När frukosten är över går du vidare till städningen av rum och allmänna utrymmen.`,
          "Tjänsten inleds med sex månaders provanställning.",
        ],
        tasks: [
          "Duka upp, fylla på och plocka undan frukostbuffén",
          "Ta emot gästerna i matsalen och svara på frågor",
          "Diska och hålla ordning i frukostköket",
          "Städa hotellrum och allmänna utrymmen efter frukosten",
        ],
        requirements: [
          "är morgonpigg, noggrann och tycker om att ge service",
          "kan arbeta både vardagar och helger",
          "har gärna erfarenhet av servering eller städ",
          "talar svenska eller engelska",
        ],
        offer: [
          "Arbetstider som i huvudsak ligger på för- och mitt på dagen",
          "En bra introduktion och en kollega att gå bredvid de första passen",
          "Personalmåltid under arbetspassen",
          "En arbetsplats där ditt arbete syns varje morgon",
        ],
      },
      en: {
        start: "As soon as possible",
        description: [
          `You start our guests' day. Breakfast is served ${hours.breakfastWeekdays} on weekdays and ${hours.breakfastWeekends} at weekends, and you are the one who sets out the buffet, keeps it topped up and makes sure everyone gets off to a good start. When breakfast is over, you move on to cleaning rooms and shared areas.`,
          "The position starts with a six-month probation period.",
        ],
        tasks: [
          "Set out, top up and clear the breakfast buffet",
          "Welcome guests in the dining room and answer their questions",
          "Wash up and keep the breakfast kitchen tidy",
          "Clean hotel rooms and shared areas after breakfast",
        ],
        requirements: [
          "is an early riser, thorough and enjoys giving good service",
          "can work both weekdays and weekends",
          "ideally has experience of serving or cleaning",
          "speaks Swedish or English",
        ],
        offer: [
          "Working hours mainly in the morning and middle of the day",
          "A proper introduction and a colleague to shadow for your first shifts",
          "Staff meals during your shifts",
          "A workplace where your work shows every morning",
        ],
      },
    },
  },
  {
    id: "extra-cleaning",
    employment: { minPercent: 50, maxPercent: 100 },
    probationMonths: null,
    datePosted: "2026-11-02",
    text: {
      sv: {
        start: "Enligt överenskommelse",
        description: [
          "Under helger, lov och stora konferenser har vi många gäster som kommer och går samma dag. Då behöver vi extra städpersonal som ser till att rummen är fina när nästa gäst checkar in.",
          "Passar dig som vill arbeta i perioder eller vid sidan av studier, med pass som planeras i god tid.",
        ],
        tasks: [
          "Städa och bädda hotellrum mellan utcheckning och incheckning",
          "Fylla på handdukar, badrockar och förbrukningsartiklar",
          "Städa allmänna utrymmen, konferenslokaler och relaxavdelningen",
          "Hjälpa till med tvätt och sortering av linne",
        ],
        requirements: [
          "är noggrann och effektiv och ser vad som behöver göras",
          "kan arbeta helger och under högsäsong",
          "tycker om fysiskt arbete",
          "talar svenska eller engelska",
        ],
        offer: [
          "Flexibla pass som planeras i god tid",
          "Introduktion och tydliga rutiner",
          "Personalmåltid under arbetspassen",
          "Möjlighet till fler timmar när du vill och kan",
        ],
      },
      en: {
        start: "By agreement",
        description: [
          "At weekends, during school holidays and for large conferences, many guests come and go on the same day. That is when we need extra cleaning staff to make sure the rooms are ready when the next guest checks in.",
          "A good fit if you would like to work in busy periods or alongside your studies, with shifts planned well in advance.",
        ],
        tasks: [
          "Clean and make up hotel rooms between check-out and check-in",
          "Restock towels, bathrobes and supplies",
          "Clean shared areas, conference rooms and the relax area",
          "Help with laundry and sorting linen",
        ],
        requirements: [
          "is thorough and efficient and sees what needs doing",
          "can work at weekends and during the high season",
          "enjoys physical work",
          "speaks Swedish or English",
        ],
        offer: [
          "Flexible shifts planned well in advance",
          "An introduction and clear routines",
          "Staff meals during your shifts",
          "More hours when you want and can take them",
        ],
      },
    },
  },
  {
    id: "cleaning",
    employment: { minPercent: 50, maxPercent: 100 },
    probationMonths: null,
    datePosted: "2026-11-02",
    text: {
      sv: {
        start: "Enligt överenskommelse",
        description: [
          "Ett rent och välkomnande rum är det första gästen lägger märke till. Som städpersonal hos oss tar du hand om rum, allmänna utrymmen, konferenslokaler och relaxavdelningen, året runt.",
          "Du arbetar i ett litet lag med fasta rutiner och tar eget ansvar för dina områden.",
        ],
        tasks: [
          "Städa och bädda hotellrum och se till att de är redo för nästa gäst",
          "Hålla relaxavdelningen med pool och bastu ren och trivsam",
          "Städa konferenslokaler, korridorer och entré",
          "Sköta tvätt, linne och påfyllning av förbrukningsartiklar",
          "Meddela receptionen om något behöver lagas eller bytas",
        ],
        requirements: [
          "är noggrann, har ett gott öga för detaljer och tycker om att det blir fint omkring dig",
          "har gärna erfarenhet av städ på hotell eller liknande arbetsplats",
          "kan arbeta både vardagar och helger",
          "talar svenska eller engelska",
        ],
        offer: [
          "Ett arbete med fasta rutiner och ett eget ansvarsområde",
          "Introduktion och kollegor som hjälps åt",
          "Personalmåltid under arbetspassen",
          "En arbetsplats mitt i skogen med naturen utanför dörren",
        ],
      },
      en: {
        start: "By agreement",
        description: [
          "A clean, welcoming room is the first thing a guest notices. As one of our cleaning staff, you look after the rooms, shared areas, conference rooms and the relax area all year round.",
          "You work in a small team with set routines and take responsibility for your own areas.",
        ],
        tasks: [
          "Clean and make up hotel rooms and get them ready for the next guest",
          "Keep the relax area with its pool and sauna clean and inviting",
          "Clean conference rooms, corridors and the entrance",
          "Look after laundry, linen and restocking supplies",
          "Let reception know when something needs repairing or replacing",
        ],
        requirements: [
          "is thorough, has an eye for detail and likes things to look good",
          "ideally has experience of cleaning in a hotel or a similar workplace",
          "can work both weekdays and weekends",
          "speaks Swedish or English",
        ],
        offer: [
          "Work with set routines and an area of your own",
          "An introduction and colleagues who help each other",
          "Staff meals during your shifts",
          "A workplace in the middle of the forest, with nature right outside the door",
        ],
      },
    },
  },
];

function extentText({ minPercent, maxPercent }: JobPosition["employment"], lang: Lang): string {
  const span = minPercent === maxPercent ? `${maxPercent}` : `${minPercent}–${maxPercent}`;
  const range = lang === "sv" ? `${span}\u00a0%` : `${span}%`;
  const full = lang === "sv" ? "Heltid" : "Full-time";
  const part = lang === "sv" ? "Deltid" : "Part-time";
  const kind = maxPercent < 100 ? part : minPercent === 100 ? full : lang === "sv" ? "Deltid eller heltid" : "Part-time or full-time";
  return `${kind}, ${range}`;
}

function probationText(months: number | null, lang: Lang): string | null {
  if (months === null) return null;
  return lang === "sv" ? `${months} månader` : `${months} months`;
}

/** The five positions in display order, in one language. */
export function jobsFor(lang: Lang): JobPosition[] {
  return jobs.map(({ id, employment, probationMonths, datePosted, text }) => ({
    id,
    title: jobTitles[id][lang],
    employment,
    probationMonths,
    datePosted,
    validThrough: null,
    extent: extentText(employment, lang),
    probation: probationText(probationMonths, lang),
    location: hotel.town,
    ...text[lang],
  }));
}

/**
 * A position as staff published it (app/content-store, issues 18 and 34): its extent and probation
 * are in its data too (migration 0024 put SPEC §9's figures into the five seeded ones).
 */
export function jobFromData(id: string, data: ContentData, lang: Lang): JobPosition {
  const employment = { minPercent: Number(data.minPercent), maxPercent: Number(data.maxPercent) };
  const probationMonths = Number(data.probationMonths) > 0 ? Number(data.probationMonths) : null;
  return {
    id,
    title: localized(data, "title", lang),
    employment,
    probationMonths,
    datePosted: String(data.datePosted ?? ""),
    validThrough: data.validThrough ? String(data.validThrough) : null,
    extent: extentText(employment, lang),
    probation: probationText(probationMonths, lang),
    location: hotel.town,
    start: localized(data, "start", lang),
    description: localizedLines(data, "description", lang),
    tasks: localizedLines(data, "tasks", lang),
    requirements: localizedLines(data, "requirements", lang),
    offer: localizedLines(data, "offer", lang),
  };
}

/** A position is open through its last day to apply (in Sweden); the day after it is closed. */
export function isJobOpen(data: ContentData, today: string): boolean {
  return !data.validThrough || String(data.validThrough) >= today;
}

/**
 * "Stäng annonsen nu": the last day to apply was yesterday (in Sweden), so the position is closed
 * from now on. One posted today reads as posted yesterday too, so its dates stay in order for the
 * next edit (a last day before the first is refused).
 */
export function closedJob(data: ContentData, now: Date): ContentData {
  const yesterday = todayInSweden(new Date(now.getTime() - 86_400_000));
  const posted = String(data.datePosted ?? "");
  return { ...data, validThrough: yesterday, datePosted: posted && posted < yesterday ? posted : yesterday };
}
