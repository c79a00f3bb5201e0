/**
 * Activities by season (SPEC §2 "Activities", §3 "Activity"), both languages under the same ids.
 * Track lengths follow SPEC §9 (floodlit track 3 km, summer runs 3 or 5 km); minimum
 * participants are 1 to 8, as the activity data in SPEC §9 says.
 */
import type { ImageKey } from "../images/keys";
import type { Lang, Localized } from "../i18n/lang";

export const seasons = ["spring", "summer", "fall", "winter"] as const;
export type Season = (typeof seasons)[number];

export const difficulties = ["easy", "moderate", "demanding"] as const;
export type Difficulty = (typeof difficulties)[number];

export const activityCategories = ["outdoors", "water", "wellness", "group"] as const;
export type ActivityCategory = (typeof activityCategories)[number];

export interface Activity {
  id: string;
  image: ImageKey;
  seasons: Season[];
  categories: ActivityCategory[];
  difficulty: Difficulty;
  /** The fewest people the activity is arranged for. */
  minParticipants: number;
  title: string;
  description: string;
  /** How to get going: where to start, what to borrow, whom to ask. */
  action: string;
  /** Approximate time needed. */
  duration: string;
  /** The image's alt text. */
  imageAlt: string;
}

interface ActivitySource {
  id: string;
  image: ImageKey;
  seasons: Season[];
  categories: ActivityCategory[];
  difficulty: Difficulty;
  minParticipants: number;
  text: Localized<{ title: string; description: string; action: string; duration: string; imageAlt: string }>;
}

export const seasonLabels: Record<Season, Localized> = {
  spring: { sv: "Vår", en: "Spring" },
  summer: { sv: "Sommar", en: "Summer" },
  fall: { sv: "Höst", en: "Autumn" },
  winter: { sv: "Vinter", en: "Winter" },
};

export const difficultyLabels: Record<Difficulty, Localized> = {
  easy: { sv: "Lätt", en: "Easy" },
  moderate: { sv: "Medel", en: "Moderate" },
  demanding: { sv: "Krävande", en: "Demanding" },
};

export const activityCategoryLabels: Record<ActivityCategory, Localized> = {
  outdoors: { sv: "Friluftsliv", en: "Outdoors" },
  water: { sv: "Vatten", en: "On the water" },
  wellness: { sv: "Avkoppling", en: "Wellbeing" },
  group: { sv: "Grupp", en: "Groups" },
};

/** Track lengths, in kilometres (SPEC §9). */
export const floodlitTrackKm = 3;
export const summerRunKm = [3, 5] as const;

export const activities: ActivitySource[] = [
  {
    id: "elljusspar",
    image: "trail",
    seasons: ["fall", "winter", "spring"],
    categories: ["outdoors"],
    difficulty: "easy",
    minParticipants: 1,
    text: {
      sv: {
        title: "Elljusspåret",
        description: `Ett upplyst spår på ${floodlitTrackKm} km som börjar en kort promenad från entrén. På vintern är det preparerat för klassisk längdåkning, och under höstens mörka kvällar är det perfekt för en joggingrunda eller en lugn promenad.`,
        action: "Spåret är fritt att använda. Fråga i receptionen om det senaste spårläget.",
        duration: "30–60 minuter",
        imageAlt: "Ett upplyst skogsspår som slingrar sig mellan granar i kvällsmörker",
      },
      en: {
        title: "The floodlit track",
        description: `A ${floodlitTrackKm} km floodlit track that starts a short walk from the entrance. In winter it is groomed for classic cross-country skiing, and on dark autumn evenings it is perfect for a run or an unhurried walk.`,
        action: "The track is free to use. Ask at reception for the latest track conditions.",
        duration: "30–60 minutes",
        imageAlt: "A lit forest trail winding between spruce trees in the evening dark",
      },
    },
  },
  {
    id: "loparslingor",
    image: "forest-mist",
    seasons: ["spring", "summer", "fall"],
    categories: ["outdoors"],
    difficulty: "moderate",
    minParticipants: 1,
    text: {
      sv: {
        title: `Löparslingor på ${summerRunKm[0]} eller ${summerRunKm[1]} km`,
        description: `Två markerade slingor genom tallskog och över myrkanter, en på ${summerRunKm[0]} km och en på ${summerRunKm[1]} km. Mjukt underlag, doft av kåda och bara fågelsång som sällskap – en morgonrunda här sätter tonen för dagen.`,
        action: "Båda slingorna startar vid hotellets parkering. En karta får du i receptionen.",
        duration: "20–45 minuter",
        imageAlt: "En stig genom tallskog med morgondimma mellan stammarna",
      },
      en: {
        title: `Running loops of ${summerRunKm[0]} or ${summerRunKm[1]} km`,
        description: `Two waymarked loops through pine forest and along the edges of the bog, one of ${summerRunKm[0]} km and one of ${summerRunKm[1]} km. Soft ground underfoot, the scent of resin and nothing but birdsong for company – a morning run here sets the tone for the day.`,
        action: "Both loops start at the hotel car park. Pick up a map at reception.",
        duration: "20–45 minutes",
        imageAlt: "A path through pine forest with morning mist between the trunks",
      },
    },
  },
  {
    id: "langdskidor",
    image: "winter-lodge",
    seasons: ["winter"],
    categories: ["outdoors"],
    difficulty: "moderate",
    minParticipants: 1,
    text: {
      sv: {
        title: "Längdskidåkning",
        description:
          "När snön har lagt sig dras spår genom skogen runt hotellet. Glid fram i klassisk stil mellan snötyngda granar, stanna för en termos kaffe i solen och kom tillbaka lagom till bastun.",
        action: "Ta med egna skidor eller fråga i receptionen om var du kan hyra utrustning i trakten.",
        duration: "1–3 timmar",
        imageAlt: "Hotellet i vinterskrud med snötäckta granar och skidspår i förgrunden",
      },
      en: {
        title: "Cross-country skiing",
        description:
          "Once the snow has settled, tracks are set through the forest around the hotel. Glide along in classic style between snow-laden spruce, stop for a flask of coffee in the sunshine and get back just in time for the sauna.",
        action: "Bring your own skis or ask at reception where to hire equipment locally.",
        duration: "1–3 hours",
        imageAlt: "The hotel in winter with snow-covered spruce and ski tracks in the foreground",
      },
    },
  },
  {
    id: "snoskor",
    image: "forest-hut",
    seasons: ["winter"],
    categories: ["outdoors", "group"],
    difficulty: "moderate",
    minParticipants: 2,
    text: {
      sv: {
        title: "Snöskovandring",
        description:
          "Med snöskor på fötterna kommer du dit skidspåren inte når: ut över frusna myrar och in i orörd skog där bara harspår syns i snön. Vandringen slutar vid kåtan, där elden värmer och kaffet kokas på öppen eld.",
        action: "Boka via receptionen minst en dag i förväg, så ordnar vi snöskor och en lämplig tur.",
        duration: "2–3 timmar",
        imageAlt: "En timrad kåta i snön med rök som stiger från taket",
      },
      en: {
        title: "Snowshoeing",
        description:
          "With snowshoes on your feet you can go where the ski tracks do not: out across frozen bogs and into untouched forest where only hare tracks mark the snow. The walk ends at the hut, where the fire is warm and coffee is brewed over the open flames.",
        action: "Book at reception at least a day ahead and we will arrange snowshoes and a suitable route.",
        duration: "2–3 hours",
        imageAlt: "A timber hut in the snow with smoke rising from its roof",
      },
    },
  },
  {
    id: "skarskidor",
    image: "spring",
    seasons: ["spring"],
    categories: ["outdoors"],
    difficulty: "moderate",
    minParticipants: 1,
    text: {
      sv: {
        title: "Skidåkning på skaren",
        description:
          "I mars och april fryser snön till en bärande skare under kalla nätter. Då kan du åka skidor rakt ut över myrar och sjöar, i strålande vårsol och med långa ljusa kvällar att komma hem till.",
        action: "Ge dig ut tidigt på dagen medan skaren bär. Receptionen tipsar om säkra vägar över isen.",
        duration: "2–4 timmar",
        imageAlt: "Vårsol över en källa i skogen där snön har börjat smälta",
      },
      en: {
        title: "Skiing on the spring crust",
        description:
          "In March and April, cold nights freeze the snow into a crust firm enough to carry you. Then you can ski straight out across bogs and lakes in brilliant spring sunshine, with long light evenings to come home to.",
        action: "Head out early in the day while the crust still holds. Reception can suggest safe routes across the ice.",
        duration: "2–4 hours",
        imageAlt: "Spring sunshine over a forest spring where the snow has started to melt",
      },
    },
  },
  {
    id: "pimpelfiske",
    image: "lake-dawn",
    seasons: ["winter", "spring"],
    categories: ["outdoors", "water"],
    difficulty: "easy",
    minParticipants: 2,
    text: {
      sv: {
        title: "Pimpelfiske på isen",
        description:
          "Borra ett hål, sänk ner pimpeln och vänta. Abborre och röding nappar under isen från vintern fram till sena april, och en stekt abborre på kvällen smakar bättre när du har fått upp den själv.",
        action: "Fråga i receptionen om fiskekort och var isen ligger säkert just nu.",
        duration: "2–4 timmar",
        imageAlt: "En stilla sjö i gryningsljus med skog längs stränderna",
      },
      en: {
        title: "Ice fishing",
        description:
          "Drill a hole, lower your jig and wait. Perch and Arctic char bite under the ice from winter until late April, and a fried perch in the evening tastes better when you caught it yourself.",
        action: "Ask at reception about fishing permits and where the ice is safe right now.",
        duration: "2–4 hours",
        imageAlt: "A still lake in the dawn light with forest along its shores",
      },
    },
  },
  {
    id: "fagelskadning",
    image: "forest-mist",
    seasons: ["spring"],
    categories: ["outdoors"],
    difficulty: "easy",
    minParticipants: 1,
    text: {
      sv: {
        title: "Fågelskådning på myren",
        description:
          "När isen släpper kommer flyttfåglarna tillbaka. Tranor dansar på myrarna, orrar spelar i gryningen och sångsvanar vilar på de öppna vattnen. Ta med kikare och en termos, och var ute tidigt.",
        action: "Ge dig av i gryningen. Receptionen berättar var orrarna brukar spela.",
        duration: "1–3 timmar",
        imageAlt: "Dimma över skogen en tidig vårmorgon",
      },
      en: {
        title: "Birdwatching on the bog",
        description:
          "When the ice breaks up, the migrating birds come back. Cranes dance on the bogs, black grouse display at dawn and whooper swans rest on the open water. Bring binoculars and a flask, and be out early.",
        action: "Set off at dawn. Reception can tell you where the black grouse usually gather.",
        duration: "1–3 hours",
        imageAlt: "Mist over the forest on an early spring morning",
      },
    },
  },
  {
    id: "kanot",
    image: "summer-night",
    seasons: ["summer"],
    categories: ["water", "outdoors"],
    difficulty: "moderate",
    minParticipants: 2,
    text: {
      sv: {
        title: "Kanotpaddling",
        description:
          "Paddla ut på blanka sjöar där bara lommen bryter tystnaden. En sommarkväll när solen knappt går ner är vattnet som spegelblankast, och en paus på en udde med matsäck gör turen komplett.",
        action: "Fråga i receptionen om kanoter i närheten och vilka sjöar som passar din vana.",
        duration: "2–4 timmar",
        imageAlt: "En spegelblank sjö en ljus sommarnatt",
      },
      en: {
        title: "Canoeing",
        description:
          "Paddle out on glassy lakes where only the diver’s call breaks the silence. On a summer evening when the sun barely sets the water is at its stillest, and a stop on a headland with a packed supper makes the trip complete.",
        action: "Ask at reception about canoes nearby and which lakes suit your experience.",
        duration: "2–4 hours",
        imageAlt: "A mirror-calm lake on a light summer night",
      },
    },
  },
  {
    id: "fiske",
    image: "lake-dawn",
    seasons: ["summer", "fall"],
    categories: ["water", "outdoors"],
    difficulty: "easy",
    minParticipants: 1,
    text: {
      sv: {
        title: "Fiske i sjöar och tjärnar",
        description:
          "Runt Norsjö finns gott om fiskevatten med abborre, gädda, harr och öring. Kasta från stranden i gryningen eller ro ut en stilla kväll – här finns plats för både nybörjare och den som har fiskat i hela sitt liv.",
        action: "Fiskekort köper du för respektive vatten. Receptionen hjälper dig att välja ställe.",
        duration: "2–5 timmar",
        imageAlt: "Gryning över en skogssjö med dimma på vattnet",
      },
      en: {
        title: "Fishing on lakes and tarns",
        description:
          "The Norsjö area has plenty of water holding perch, pike, grayling and trout. Cast from the shore at dawn or row out on a still evening – there is room here for beginners and lifelong anglers alike.",
        action: "Permits are bought for each lake. Reception will help you choose where to go.",
        duration: "2–5 hours",
        imageAlt: "Dawn over a forest lake with mist on the water",
      },
    },
  },
  {
    id: "bad",
    image: "summer-night",
    seasons: ["summer"],
    categories: ["water", "wellness"],
    difficulty: "easy",
    minParticipants: 1,
    text: {
      sv: {
        title: "Sommardopp i sjön",
        description:
          "Efter en varm dag i skogen finns det inget som slår ett dopp i en svalkande sjö. Vattnet är klart, bryggorna är varma av solen och på midsommar är det ljust dygnet runt.",
        action: "Receptionen visar vägen till närmaste badplats. Ta med handduk från rummet.",
        duration: "1–2 timmar",
        imageAlt: "En badbrygga vid en stilla sjö i midnattsljus",
      },
      en: {
        title: "A summer swim in the lake",
        description:
          "After a warm day in the forest, nothing beats a dip in a cool lake. The water is clear, the jetties are warm from the sun and at midsummer it stays light around the clock.",
        action: "Reception will point you to the nearest swimming spot. Take a towel from your room.",
        duration: "1–2 hours",
        imageAlt: "A jetty by a still lake in the midnight light",
      },
    },
  },
  {
    id: "bar-och-svamp",
    image: "berries",
    seasons: ["summer", "fall"],
    categories: ["outdoors"],
    difficulty: "easy",
    minParticipants: 1,
    text: {
      sv: {
        title: "Bär- och svampplockning",
        description:
          "I juli mognar blåbären och hjortronen, i augusti lingonen, och på hösten fylls skogen av kantareller och trattkantareller. Allemansrätten ger dig rätt att plocka – köket lagar gärna till det du hittar.",
        action: "Låna en bärplockare och en korg i receptionen och fråga var det brukar finnas mest.",
        duration: "1–3 timmar",
        imageAlt: "Mogna blåbär och lingon i mossan",
      },
      en: {
        title: "Berry picking and foraging",
        description:
          "Blueberries and cloudberries ripen in July, lingonberries in August, and in autumn the forest fills with chanterelles and funnel chanterelles. Sweden’s right of public access lets you pick – and the kitchen is happy to cook what you find.",
        action: "Borrow a berry picker and a basket at reception and ask where the best spots are.",
        duration: "1–3 hours",
        imageAlt: "Ripe blueberries and lingonberries in the moss",
      },
    },
  },
  {
    id: "cykling",
    image: "autumn-forest",
    seasons: ["summer", "fall"],
    categories: ["outdoors"],
    difficulty: "demanding",
    minParticipants: 1,
    text: {
      sv: {
        title: "Cykling på skogsvägar",
        description:
          "Grusade skogsbilvägar leder åt alla håll från hotellet, förbi tjärnar, hyggen och gamla fäbodar. Med mil efter mil utan trafik är det ett paradis för den som gillar långa turer och kuperad terräng.",
        action: "Ta med egen cykel. Receptionen har förslag på rundor från en till fem mil.",
        duration: "2–5 timmar",
        imageAlt: "En grusväg genom skog i höstfärger",
      },
      en: {
        title: "Cycling on forest roads",
        description:
          "Gravel forest roads lead off in every direction from the hotel, past tarns, clearings and old summer farms. With mile after mile without traffic, it is a paradise for anyone who enjoys long rides over rolling ground.",
        action: "Bring your own bike. Reception has suggested loops of 10 to 50 km.",
        duration: "2–5 hours",
        imageAlt: "A gravel road through forest in autumn colours",
      },
    },
  },
  {
    id: "norrsken",
    image: "northern-lights",
    seasons: ["fall", "winter"],
    categories: ["outdoors"],
    difficulty: "easy",
    minParticipants: 1,
    text: {
      sv: {
        title: "Norrskensspaning",
        description:
          "Från september till mars kan himlen över skogen flamma i grönt och violett. Långt från stadens ljus är chansen god en klar natt – klä dig varmt, gå ut på sjöisen eller myren och låt ögonen vänja sig vid mörkret.",
        action: "Säg till i receptionen, så knackar vi på om norrskenet tänds under kvällen.",
        duration: "1–2 timmar",
        imageAlt: "Grönt norrsken över en trädtopp en klar vinternatt",
      },
      en: {
        title: "Northern lights watching",
        description:
          "From September to March the sky above the forest can blaze green and violet. Far from city lights your chances are good on a clear night – dress warmly, head out onto the frozen lake or the bog and let your eyes adjust to the dark.",
        action: "Let reception know and we will give you a call if the aurora appears during the evening.",
        duration: "1–2 hours",
        imageAlt: "Green northern lights above the treetops on a clear winter night",
      },
    },
  },
  {
    id: "bastukvall",
    image: "sauna",
    seasons: ["spring", "summer", "fall", "winter"],
    categories: ["wellness", "group"],
    difficulty: "easy",
    minParticipants: 2,
    text: {
      sv: {
        title: "Bastukväll",
        description:
          "Bastun håller 90 grader året om. Värm dig ordentligt, svalka dig i snön på vintern eller i sjön på sommaren, och avsluta i den 37-gradiga bassängen. Fritt för dig som bor hos oss.",
        action: "Relaxavdelningen ingår för hotellgäster. Grupper bokar en egen bastukväll via receptionen.",
        duration: "1–2 timmar",
        imageAlt: "Varm ångande bastu med träbänkar och mjukt ljus",
      },
      en: {
        title: "Sauna evening",
        description:
          "The sauna is kept at 90 degrees all year round. Warm up properly, cool off in the snow in winter or in the lake in summer, and finish in the 37-degree pool. Free for everyone staying with us.",
        action: "The relaxation area is included for hotel guests. Groups can book a private sauna evening at reception.",
        duration: "1–2 hours",
        imageAlt: "A warm, steaming sauna with wooden benches and soft light",
      },
    },
  },
  {
    id: "grillkata",
    image: "forest-hut",
    seasons: ["spring", "summer", "fall", "winter"],
    categories: ["group", "outdoors"],
    difficulty: "easy",
    minParticipants: 8,
    text: {
      sv: {
        title: "Kväll i grillkåtan",
        description:
          "Samla gruppen runt elden i grillkåtan, där upp till 15 personer får plats. Vi tänder brasan, dukar fram korv, renskav i tunnbröd och kokkaffe, och resten av kvällen står ni för själva.",
        action: "Boka via en förfrågan, så planerar vi kvällen efter er grupp.",
        duration: "2–3 timmar",
        imageAlt: "En kåta i skogen med brasa och sittplatser runt elden",
      },
      en: {
        title: "An evening in the grill hut",
        description:
          "Gather your group around the fire in the grill hut, which seats up to 15 people. We light the fire and lay out sausages, sautéed reindeer in flatbread and campfire coffee; the rest of the evening is yours.",
        action: "Send us an inquiry and we will plan the evening around your group.",
        duration: "2–3 hours",
        imageAlt: "A hut in the forest with a fire and seats arranged around it",
      },
    },
  },
];

export interface ActivityPageText {
  filterLabel: string;
  all: string;
  /** "{count}" is replaced by the number of activities shown. */
  showing: string;
  empty: string;
  seasonsLabel: string;
  durationLabel: string;
  difficultyLabel: string;
  participantsLabel: string;
  /** "{count}" is replaced by the minimum. */
  participantsValue: string;
  actionLabel: string;
  customiseHeading: string;
  customiseText: string;
  customiseButton: string;
}

const pageText: Localized<ActivityPageText> = {
  sv: {
    filterLabel: "Välj årstid",
    all: "Alla",
    showing: "Visar {count} aktiviteter",
    empty: "Inga aktiviteter för den här årstiden just nu. Välj en annan årstid eller hör av dig, så tipsar vi om vad som går att ordna.",
    seasonsLabel: "Årstider",
    durationLabel: "Tid",
    difficultyLabel: "Nivå",
    participantsLabel: "Deltagare",
    participantsValue: "Från {count}",
    actionLabel: "Så kommer du i gång",
    customiseHeading: "Skräddarsy er upplevelse",
    customiseText:
      "Kommer ni som grupp, på konferens eller för att fira något? Berätta vad ni vill uppleva och hur många ni är, så sätter vi ihop ett program med aktiviteter, mat och boende som passar just er.",
    customiseButton: "Skicka en förfrågan",
  },
  en: {
    filterLabel: "Choose a season",
    all: "All",
    showing: "Showing {count} activities",
    empty: "No activities for this season right now. Choose another season or get in touch and we will suggest what we can arrange.",
    seasonsLabel: "Seasons",
    durationLabel: "Time",
    difficultyLabel: "Level",
    participantsLabel: "Participants",
    participantsValue: "From {count}",
    actionLabel: "How to get going",
    customiseHeading: "Tailor your experience",
    customiseText:
      "Coming as a group, for a conference or to celebrate something? Tell us what you would like to do and how many you are, and we will put together a programme of activities, food and accommodation that suits you.",
    customiseButton: "Send an inquiry",
  },
};

function localize(source: ActivitySource, lang: Lang): Activity {
  return {
    id: source.id,
    image: source.image,
    seasons: [...source.seasons],
    categories: [...source.categories],
    difficulty: source.difficulty,
    minParticipants: source.minParticipants,
    ...source.text[lang],
  };
}

/** All activities in the given language. */
export function activitiesFor(lang: Lang): Activity[] {
  return activities.map((source) => localize(source, lang));
}

export function activityPageTextFor(lang: Lang): ActivityPageText {
  return pageText[lang];
}

/** Every label the page needs, in one language. */
export function activityLabelsFor(lang: Lang) {
  const pick = <K extends string>(labels: Record<K, Localized>) =>
    Object.fromEntries(Object.entries<Localized>(labels).map(([key, value]) => [key, value[lang]])) as Record<K, string>;
  return {
    seasons: pick(seasonLabels),
    difficulties: pick(difficultyLabels),
    categories: pick(activityCategoryLabels),
  };
}
