/**
 * The nature page (SPEC §2 "Nature": slideshow, text, a way to the activities, history text)
 * and the history page about the spring (SPEC §2 "History", route /magic), both languages
 * under the same ids.
 */
import type { ImageKey } from "../images/keys";
import type { Lang, Localized } from "../i18n/lang";

export interface Slide {
  image: ImageKey;
  alt: string;
}

export interface TextSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

export interface NatureContent {
  slides: Slide[];
  /** The slideshow's pause and play button. */
  slideshow: { pause: string; play: string };
  sections: TextSection[];
  activities: { heading: string; text: string; button: string };
  history: TextSection;
}

export interface MagicContent {
  image: Slide;
  sections: TextSection[];
  /** Rendered under the element id "historia", which the menu's history entry links to. */
  history: TextSection;
  natureLink: { heading: string; text: string; button: string };
}

interface SectionSource {
  id: string;
  text: Localized<{ heading: string; paragraphs: string[] }>;
}

const slides: Array<{ image: ImageKey; alt: Localized }> = [
  {
    image: "forest-mist",
    alt: {
      sv: "Morgondimma mellan höga tallar i skogen runt hotellet",
      en: "Morning mist between tall pines in the forest around the hotel",
    },
  },
  {
    image: "lake-dawn",
    alt: { sv: "En spegelblank skogssjö i gryningsljus", en: "A mirror-calm forest lake in the light of dawn" },
  },
  {
    image: "autumn-forest",
    alt: {
      sv: "Björkar i gult och rött bland mörka granar en höstdag",
      en: "Birches in yellow and red among dark spruce on an autumn day",
    },
  },
  {
    image: "northern-lights",
    alt: {
      sv: "Grönt norrsken som böljar över trädtopparna en vinternatt",
      en: "Green northern lights rippling above the treetops on a winter night",
    },
  },
  {
    image: "summer-night",
    alt: { sv: "Ljus sommarnatt över en sjö där solen knappt går ner", en: "A light summer night over a lake where the sun barely sets" },
  },
];

const slideshowLabels: Localized<NatureContent["slideshow"]> = {
  sv: { pause: "Pausa bildspelet", play: "Spela bildspelet" },
  en: { pause: "Pause the slideshow", play: "Play the slideshow" },
};

const natureSections: SectionSource[] = [
  {
    id: "skogen",
    text: {
      sv: {
        heading: "Skogen",
        paragraphs: [
          "Hotellet ligger mitt i den norrländska barrskogen. Tall och gran står tätt, med björk och asp där marken är fuktigare, och under träden breder mossa, lingonris och blåbärsris ut sig. Det luktar kåda på sommaren och snö på vintern.",
          "Här finns gott om liv för den som rör sig tyst: tjäder och orre, hare, räv och älg, och ibland spår av lodjur i snön. Allemansrätten gör skogen till din – gå var du vill, plocka bär och svamp och njut av tystnaden.",
        ],
      },
      en: {
        heading: "The forest",
        paragraphs: [
          "The hotel sits in the middle of the northern Swedish conifer forest. Pine and spruce grow close together, with birch and aspen where the ground is damper, and beneath the trees spread moss, lingonberry and blueberry shrubs. In summer it smells of resin; in winter, of snow.",
          "There is plenty of wildlife for those who move quietly: capercaillie and black grouse, hare, fox and elk, and sometimes lynx tracks in the snow. Sweden’s right of public access makes the forest yours – walk where you like, pick berries and mushrooms, and enjoy the silence.",
        ],
      },
    },
  },
  {
    id: "vattnet",
    text: {
      sv: {
        heading: "Sjöar, myrar och källor",
        paragraphs: [
          "Mellan skogsåsarna ligger sjöar och tjärnar, och ute på de öppna myrarna blommar hjortron i juni och tranorna dansar på våren. Vattnet är klart och kallt, och fisket är gott året om – med spö på sommaren och pimpel genom isen på vintern.",
          "Ur moränen i skogen ovanför hotellet springer källan fram, den som gett huset dess namn. Vattnet håller nästan samma temperatur året runt och fryser aldrig till.",
        ],
      },
      en: {
        heading: "Lakes, bogs and springs",
        paragraphs: [
          "Between the forested ridges lie lakes and tarns, and out on the open bogs the cloudberries flower in June and cranes dance in spring. The water is clear and cold, and the fishing is good all year round – with a rod in summer and a jig through the ice in winter.",
          "In the forest above the hotel, the spring that gave the house its name rises out of the glacial gravel. Its water stays at almost the same temperature all year and never freezes over.",
        ],
      },
    },
  },
  {
    id: "ljuset",
    text: {
      sv: {
        heading: "Ljuset",
        paragraphs: [
          "Här uppe styr ljuset årets rytm. Runt midsommar går solen knappt ner, och det går att läsa utomhus vid midnatt. På hösten kommer mörkret tillbaka, och med det norrskenet som kan dansa över himlen från september till mars.",
          "Vintern bjuder på blått ljus mitt på dagen, snö som gnistrar i månskenet och stjärnhimlar utan stadens ljus som stör. Våren är kort men intensiv, när solen värmer och snön sjunker ihop på bara några veckor.",
        ],
      },
      en: {
        heading: "The light",
        paragraphs: [
          "Up here, the light sets the rhythm of the year. Around midsummer the sun barely sets, and you can read outdoors at midnight. In autumn the dark returns, and with it the northern lights, which can dance across the sky from September to March.",
          "Winter brings blue light at midday, snow sparkling in the moonlight and starry skies undisturbed by city lights. Spring is short but intense, as the sun warms up and the snow sinks away in just a few weeks.",
        ],
      },
    },
  },
];

const natureHistory: SectionSource = {
  id: "naturens-historia",
  text: {
    sv: {
      heading: "Ett landskap format av is och människor",
      paragraphs: [
        "Landskapet runt Norsjö formades av inlandsisen. När den smälte bort för omkring tiotusen år sedan lämnade den efter sig rullstensåsar, moräner och flyttblock, och i svackorna bildades de sjöar och myrar som finns här i dag. Landet har rest sig sedan dess, och på sina håll syns fortfarande gamla strandlinjer uppe i skogen.",
        "Människor har levt av skogen länge. Samer har flyttat med sina renar genom trakten, nybyggare röjde små gårdar och fäbodar, och i generationer var skogsarbete och flottning det som gav bröd på bordet. Timret fördes på älvarna ner mot kusten om våren, när isen gått upp.",
        "Under 1900-talet kom gruvorna. Bygden hör till det som i dag kallas Guldriket, och mellan Örträsk och Mensträsk finns fortfarande en del av den linbana som en gång fraktade malm genom skogen. Spåren av arbetet finns kvar, men skogen har tagit tillbaka det mesta – och det är den du möter när du går ut genom dörren.",
      ],
    },
    en: {
      heading: "A landscape shaped by ice and people",
      paragraphs: [
        "The landscape around Norsjö was shaped by the great ice sheet. When it melted away some ten thousand years ago it left behind eskers, moraines and boulders, and the hollows filled with the lakes and bogs you see today. The land has been rising ever since, and in places old shorelines can still be seen high up in the forest.",
        "People have lived off the forest for a long time. Sami herders have moved their reindeer through the area, settlers cleared small farms and summer pastures, and for generations forestry and timber floating put bread on the table. Each spring, once the ice broke up, the logs were floated down the rivers to the coast.",
        "The twentieth century brought the mines. The area belongs to what is now called the Gold Region, and between Örträsk and Mensträsk part of the cableway that once carried ore through the forest still stands. Traces of that work remain, but the forest has taken most of it back – and it is the forest you meet when you step out of the door.",
      ],
    },
  },
};

const activitiesTeaser: Localized<NatureContent["activities"]> = {
  sv: {
    heading: "Ut i naturen",
    text: "Elljusspår, löparslingor, skidor, kanot, fiske och norrskensspaning – se vad du kan göra under årets olika säsonger.",
    button: "Se aktiviteter",
  },
  en: {
    heading: "Out into nature",
    text: "A floodlit track, running loops, skiing, canoeing, fishing and northern lights watching – see what you can do in each season of the year.",
    button: "See activities",
  },
};

const magicSections: SectionSource[] = [
  {
    id: "vattnet",
    text: {
      sv: {
        heading: "Vattnet ur berget",
        paragraphs: [
          "Källan ligger en kort promenad upp i skogen från hotellet. Den är inte stor: ett klart, kallt öga i mossan, kantat av stenar. Vattnet kommer djupt ur marken och håller några få plusgrader året om, så den ligger öppen även när sjöarna frusit och termometern visar trettio minus.",
          "En vintermorgon stiger en tunn rök från ytan och rimfrosten växer i fjäderlika kristaller på stenarna runt omkring. På sommaren är det svalaste platsen i skogen, och vattnet smakar som inget annat.",
        ],
      },
      en: {
        heading: "Water from the hillside",
        paragraphs: [
          "The spring lies a short walk up into the forest from the hotel. It is not large: a clear, cold eye in the moss, ringed with stones. The water comes from deep underground and stays a few degrees above freezing all year round, so it lies open even when the lakes have frozen and the thermometer reads thirty below.",
          "On a winter morning a thin mist rises from the surface and hoar frost grows in feathery crystals on the stones around it. In summer it is the coolest spot in the forest, and the water tastes like nothing else.",
        ],
      },
    },
  },
  {
    id: "besok",
    text: {
      sv: {
        heading: "Gå dit själv",
        paragraphs: [
          "Det finns ingen kiosk och ingen skylt med öppettider, bara en stig genom granskogen och en bänk där du kan sitta en stund. Gå dit en morgon före frukost, doppa händerna i det iskalla vattnet och lyssna. De flesta kommer tillbaka lite lugnare än de gick.",
          "Hela huset är byggt kring samma tanke som källan: vatten, värme och vila. Bastun, den varma bassängen och tystnaden i relaxavdelningen är vårt sätt att föra den vidare.",
        ],
      },
      en: {
        heading: "Walk up for yourself",
        paragraphs: [
          "There is no kiosk and no sign with opening hours, just a path through the spruce forest and a bench where you can sit for a while. Walk up one morning before breakfast, dip your hands in the ice-cold water and listen. Most people come back a little calmer than when they set out.",
          "The whole house is built around the same idea as the spring: water, warmth and rest. The sauna, the warm pool and the quiet of the relaxation area are our way of carrying it forward.",
        ],
      },
    },
  },
];

const magicHistory: SectionSource = {
  id: "historia",
  text: {
    sv: {
      heading: "Källans historia",
      paragraphs: [
        "I hela Sverige har människor sökt sig till källor sedan långt före kristen tid. Vattnet ansågs ha kraft, särskilt på trefaldighetsafton och midsommarnatten, och den som drack lämnade gärna något efter sig som tack: en knappnål, ett mynt eller en tygbit knuten vid en gren. Offerkällorna levde kvar i folktron långt in på 1800-talet.",
        "Här i Norsjöbygden var källan också en praktisk plats. Hit kom man med hinkar när brunnarna sinade, och skogsarbetare, flottare och jägare stannade för att dricka och vila innan vägen fortsatte. Sådana platser blir mötesplatser, och med mötesplatserna kommer berättelserna – om vatten som läker, om ljus över ytan en midsommarnatt och om den som aldrig blev sjuk efter att ha druckit här.",
        "När huset byggdes fick det sitt namn efter källan, och vi har aldrig försökt göra den till något den inte är. Den ligger kvar där den alltid legat, öppen för alla som hittar dit.",
      ],
    },
    en: {
      heading: "The history of the spring",
      paragraphs: [
        "All over Sweden, people have sought out springs since long before Christianity arrived. The water was believed to have special power, above all on Trinity Eve and Midsummer Night, and those who drank from it would leave something behind as thanks: a pin, a coin or a strip of cloth tied to a branch. These offering springs lived on in folk belief well into the nineteenth century.",
        "Here in the Norsjö area the spring was a practical place too. People came with buckets when their wells ran dry, and forest workers, log drivers and hunters stopped to drink and rest before going on their way. Places like that become meeting places, and meeting places gather stories – of water that heals, of light over the surface on Midsummer Night, and of those who never fell ill after drinking here.",
        "When the house was built it took its name from the spring, and we have never tried to turn the spring into something it is not. It is still where it has always been, open to anyone who finds the way.",
      ],
    },
  },
};

const natureLink: Localized<MagicContent["natureLink"]> = {
  sv: {
    heading: "Naturen runt källan",
    text: "Skogen, sjöarna och ljuset som omger källan är värda ett eget besök.",
    button: "Upptäck naturen",
  },
  en: {
    heading: "The nature around the spring",
    text: "The forest, the lakes and the light around the spring are worth a visit of their own.",
    button: "Discover the nature",
  },
};

const magicImage: { image: ImageKey; alt: Localized } = {
  image: "spring",
  alt: {
    sv: "Källan i skogen: klart vatten i en ring av mossbeklädda stenar",
    en: "The spring in the forest: clear water in a ring of moss-covered stones",
  },
};

const section = (source: SectionSource, lang: Lang): TextSection => ({
  id: source.id,
  heading: source.text[lang].heading,
  paragraphs: [...source.text[lang].paragraphs],
});

export function natureFor(lang: Lang): NatureContent {
  return {
    slides: slides.map(({ image, alt }) => ({ image, alt: alt[lang] })),
    slideshow: slideshowLabels[lang],
    sections: natureSections.map((s) => section(s, lang)),
    activities: activitiesTeaser[lang],
    history: section(natureHistory, lang),
  };
}

export function magicFor(lang: Lang): MagicContent {
  return {
    image: { image: magicImage.image, alt: magicImage.alt[lang] },
    sections: magicSections.map((s) => section(s, lang)),
    history: section(magicHistory, lang),
    natureLink: natureLink[lang],
  };
}
