import type { ImageKey } from "../images/keys";
import type { Lang, Localized } from "../i18n/lang";

/** The magazine's categories, in the order the filter shows them (SPEC §2 "Magazine"). */
export const articleCategories = ["gastronomi", "konferens", "kultur", "natur"] as const;
export type ArticleCategory = (typeof articleCategories)[number];

export interface Article {
  id: number;
  category: ArticleCategory;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** The picture shown on the card and above the article. */
  image: ImageKey;
  /** The image's alt text. */
  imageAlt: string;
  title: string;
  excerpt: string;
  /** Paragraphs. */
  content: string[];
}

interface ArticleSource {
  id: number;
  category: ArticleCategory;
  date: string;
  image: ImageKey;
  imageAlt: Localized;
  text: Localized<{ title: string; excerpt: string; content: string[] }>;
}

export const articleCategoryLabels: Record<ArticleCategory, Localized> = {
  gastronomi: { sv: "Gastronomi", en: "Food & drink" },
  konferens: { sv: "Konferens", en: "Conferences" },
  kultur: { sv: "Kultur", en: "Culture" },
  natur: { sv: "Natur", en: "Nature" },
};

// Facts repeated in the prose (track lengths, temperatures, conference hours and sizes)
// follow SPEC §9; prices are deliberately left to the pages that own them.
const articles: ArticleSource[] = [
  {
    id: 1,
    category: "kultur",
    date: "2025-02-10",
    image: "spring",
    imageAlt: {
      sv: "En klar källa i mossan, kantad av stenar, i granskogen",
      en: "A clear spring in the moss, ringed with stones, in the spruce forest",
    },
    text: {
      sv: {
        title: "Källan som gav huset dess namn",
        excerpt:
          "Långt innan här fanns ett hotell fanns det en källa. Om vattnet som håller sig öppet i sträng kyla, de gamla offerkällorna och varför vi fortfarande går dit.",
        content: [
          "I skogen ovanför hotellet springer en källa fram ur moränen. Den är inte stor – ett klart, kallt öga i mossan, kantat av sten – men det är den som har gett huset dess namn, och det är dit många av oss går när dagen behöver börja om.",
          "I hela Sverige har människor sedan långt före kristen tid sökt sig till källor. Vattnet ansågs ha kraft, särskilt på trefaldighetsafton och midsommarnatten, och den som drack lämnade gärna något efter sig som tack: en knappnål, ett mynt, en tygbit knuten vid en gren. Offerkällorna levde kvar i folktron långt in på 1800-talet, och på många håll hittar man fortfarande mynt på botten.",
          "Här i Norsjöbygden var källan lika mycket en praktisk plats. Hit kom man med hinkar när brunnen sinade, och skogsarbetare och jägare stannade för att dricka och vila innan vägen fortsatte. Sådana platser blir mötesplatser, och med mötesplatserna kommer berättelserna.",
          "Källans vatten kommer djupt ur marken och håller nästan samma temperatur året om, några få plusgrader. Därför fryser den inte till ens när sjöarna lagt sig och termometern visar trettio minus. En tidig vintermorgon stiger det en tunn rök från vattenytan, och rimfrosten växer i fjäderlika kristaller på stenarna runt omkring.",
          "Vi har aldrig försökt göra källan till något den inte är. Det finns ingen kiosk och ingen skylt med öppettider, bara en stig genom granskogen och en bänk där man kan sitta en stund. Gå dit en morgon före frukost, doppa händerna i det iskalla vattnet och lyssna. Det är svårt att förklara, men de flesta kommer tillbaka lite lugnare än de gick.",
          "På sätt och vis är hela huset byggt kring samma tanke: vatten, värme och vila. Bastun, den varma bassängen och tystnaden i relaxavdelningen är vårt sätt att föra källans gamla löfte vidare.",
        ],
      },
      en: {
        title: "The spring that gave the house its name",
        excerpt:
          "Long before there was a hotel here, there was a spring. On water that stays open in the hardest frost, the old offering springs, and why we still walk up to it.",
        content: [
          "In the forest above the hotel, a spring rises out of the glacial gravel. It is not large – a clear, cold eye in the moss, ringed with stones – but it is the spring that gave the house its name, and it is where many of us go when the day needs a fresh start.",
          "All over Sweden, people have sought out springs since long before Christianity arrived. The water was believed to have special power, above all on Trinity Eve and Midsummer Night, and those who drank from it would leave something behind as thanks: a pin, a coin, a strip of cloth tied to a branch. These offering springs lived on in folk belief well into the nineteenth century, and in many places coins still lie on the bottom.",
          "Here in the Norsjö area the spring was just as much a practical place. People came with buckets when their wells ran dry, and forest workers and hunters stopped to drink and rest before going on their way. Places like that become meeting places, and meeting places gather stories.",
          "The water comes from deep underground and keeps almost the same temperature all year round, a few degrees above freezing. That is why it stays open even when the lakes have frozen over and the thermometer reads thirty below. On an early winter morning a thin mist rises from the surface, and hoar frost grows in feathery crystals on the stones around it.",
          "We have never tried to turn the spring into something it is not. There is no kiosk and no sign with opening hours, just a path through the spruce forest and a bench where you can sit for a while. Walk up one morning before breakfast, dip your hands in the ice-cold water and listen. It is hard to explain, but most people come back a little calmer than when they set out.",
          "In a way, the whole house is built around the same idea: water, warmth and rest. The sauna, the warm pool and the quiet of the relaxation area are our way of carrying the spring’s old promise forward.",
        ],
      },
    },
  },
  {
    id: 2,
    category: "konferens",
    date: "2025-04-08",
    image: "conference",
    imageAlt: {
      sv: "Ett ljust konferensrum med långbord och utsikt mot skogen",
      en: "A bright conference room with a long table and a view of the forest",
    },
    text: {
      sv: {
        title: "En konferensdag som faktiskt fungerar",
        excerpt:
          "Klockan åtta till fyra, ett rum i rätt storlek och pauser som ger energi i stället för att ta den. Så lägger vi upp en dagskonferens hos oss.",
        content: [
          "De flesta konferensdagar faller inte på det stora, utan på det lilla: kaffet som kallnat, projektorn som inte hittar datorn, rummet som är för trångt eller för ekande, eftermiddagen som somnar bort efter lunch. Därför planerar vi dagen utifrån hur människor faktiskt orkar, inte bara utifrån ett schema.",
          "Dagen börjar klockan 08:00. När ni kommer är rummet iordningställt med den teknik ni bett om, förmiddagskaffet står framme och någon från oss finns på plats för att svara på frågor. Vi har åtta konferensrum för allt från 2 till 100 personer, så en styrelse på fyra hamnar inte i en sal som ekar, och hundra deltagare slipper sitta axel mot axel.",
          "Lunchen äter ni i restaurangen: lagad mat från grunden med råvaror från trakten, salladsbuffé, bröd och kaffe med kaka efteråt. Berätta om allergier och specialkost i förväg, så är det löst innan ni ens kommer – ingen ska behöva förklara sig vid bordet.",
          "Efter lunch är det lätt att tappa fokus, så vi föreslår att ni går ut en stund. Löparslingorna och elljusspåret börjar nära huset, och en kvart i skogen gör mer för eftermiddagen än en kopp kaffe till. Den som vill kan låta en gemensam aktivitet bryta av, till exempel en tipspromenad eller ett kort quiz, som ger gruppen något att prata om som inte står på dagordningen.",
          "Klockan 16:00 avslutas dagen. Det ger tid att köra hem i dagsljus – Skellefteå ligger 101 kilometer bort och Umeå 183 – eller att stanna kvar. Med ett lunch-till-lunch-upplägg kommer ni klockan 12:00 första dagen och avslutar klockan 13:00 dagen därpå, med middag, övernattning och fri tillgång till relaxavdelningen däremellan.",
          "Vill ni boka, skicka en förfrågan med antal deltagare, önskat datum, teknik och kostönskemål. Vi svarar inom 24 timmar och hjälper gärna till att lägga upp dagen så att den passar just er grupp.",
        ],
      },
      en: {
        title: "A conference day that actually works",
        excerpt:
          "Eight to four, a room of the right size and breaks that give energy rather than drain it. This is how we plan a day conference.",
        content: [
          "Most conference days do not fail on the big things but on the small ones: coffee gone cold, a projector that will not find the laptop, a room that is too cramped or too echoey, an afternoon that drifts off to sleep after lunch. So we plan the day around how people actually keep their energy up, not just around a timetable.",
          "The day starts at 08:00. When you arrive, the room is set up with the equipment you asked for, morning coffee is ready and one of our team is on hand to answer questions. We have eight conference rooms for anything from 2 to 100 people, so a board of four does not end up in an echoing hall, and a hundred delegates do not have to sit shoulder to shoulder.",
          "Lunch is served in the restaurant: food cooked from scratch with produce from the area, a salad buffet, bread, and coffee with cake to finish. Let us know about allergies and special diets in advance and it will be sorted before you arrive – nobody should have to explain themselves at the table.",
          "It is easy to lose focus after lunch, so we suggest you step outside for a while. The running trails and the floodlit track start close to the house, and fifteen minutes in the forest does more for the afternoon than another cup of coffee. If you like, a shared activity such as a quiz walk or a short quiz can break up the day and give the group something to talk about that is not on the agenda.",
          "The day ends at 16:00. That leaves time to drive home in daylight – Skellefteå is 101 km away and Umeå 183 km – or to stay on. With a lunch-to-lunch format you arrive at 12:00 on the first day and finish at 13:00 the next, with dinner, an overnight stay and free use of the relaxation area in between.",
          "To book, send us an inquiry with the number of participants, your preferred date, the equipment you need and any dietary requirements. We reply within 24 hours and are happy to help shape the day so it suits your group.",
        ],
      },
    },
  },
  {
    id: 3,
    category: "gastronomi",
    date: "2025-07-22",
    image: "berries",
    imageAlt: {
      sv: "Mogna hjortron och blåbär i mossan på en myr",
      en: "Ripe cloudberries and blueberries in the moss on a bog",
    },
    text: {
      sv: {
        title: "Hjortron och annat guld från Norrland",
        excerpt:
          "När myrarna lyser bärnstensgula är det hjortrontid. Om bäret som inte låter sig odlas, och om råvarorna som gör norrländsk mat till något eget.",
        content: [
          "Kring slutet av juli händer något ute på myrarna. De hårda, röda karten mjuknar och skiftar i bärnsten, och under några veckor går det att fylla en hink för den som vet var man ska leta – och som står ut med myggen. Hjortronplockare är ett tystlåtet släkte; de bästa myrarna är sällan något man pratar om.",
          "Att hjortronet kallas Norrlands guld är ingen slump. Plantorna är antingen han- eller honplantor, blommorna är känsliga för frost, och en enda kall natt i juni kan förstöra en hel skörd. Bäret har visat sig mycket svårt att odla, så nästan allt som hamnar i köket är plockat för hand, en kart i taget.",
          "I vårt kök får hjortronen oftast vara sig själva. Varma hjortron med vaniljglass är en klassiker av goda skäl, och en sked hjortronsylt till en bit lagrad Västerbottensost är svår att slå. Syrligheten passar också till vilt, i en sås till renkött eller som en klick bredvid en bit stekt älgfilé.",
          "Hjortronen är bara en del av skafferiet. Från sjöarna kommer röding och sik, från Bottenviken löjrom, från fjällen renkött. Mandelpotatisen, med sin smöriga, lite nötiga smak, trivs i den svala norrländska jorden. Tunnbrödet bakas fortfarande på många håll efter gamla recept, och Västerbottensosten lagras i Burträsk, bara några mil härifrån.",
          "Vi lagar mat efter säsong, och det märks på menyn. På sommaren står fisk, färska örter och bär i centrum; på hösten svamp, lingon och vilt; på vintern de långkokta rätterna som värmer. Det är inte en princip vi skyltar med, utan helt enkelt så det smakar bäst här uppe.",
          "Vill du plocka själv? Allemansrätten ger dig rätt att plocka vilda bär i skog och på myr. Ta med stövlar, myggmedel och gott om tid. Och om hinken förblir tom finns det alltid hjortron till efterrätt i restaurangen.",
        ],
      },
      en: {
        title: "Cloudberries and other northern gold",
        excerpt:
          "When the bogs glow amber, it is cloudberry season. On the berry that refuses to be farmed, and the produce that makes northern Swedish food its own.",
        content: [
          "Towards the end of July, something happens out on the bogs. The hard red unripe berries soften and turn amber, and for a few weeks you can fill a bucket – if you know where to look and can put up with the mosquitoes. Cloudberry pickers are a tight-lipped lot; the best bogs are rarely discussed.",
          "It is no accident that the cloudberry is called the gold of Norrland. Each plant is either male or female, the flowers are sensitive to frost, and a single cold night in June can ruin a whole harvest. The berry has proved very hard to cultivate, so almost everything that reaches the kitchen has been picked by hand, one berry at a time.",
          "In our kitchen, cloudberries are usually allowed to be themselves. Warm cloudberries with vanilla ice cream is a classic for good reason, and a spoonful of cloudberry jam with a piece of mature Västerbotten cheese is hard to beat. Their tartness also suits game, in a sauce for reindeer or as a spoonful beside a piece of pan-fried elk fillet.",
          "Cloudberries are only part of the larder. From the lakes come Arctic char and whitefish, from the Gulf of Bothnia vendace roe, from the mountains reindeer. Almond potatoes, with their buttery, slightly nutty flavour, thrive in the cool northern soil. Thin flatbread is still baked to old recipes in many homes, and Västerbotten cheese is matured in Burträsk, only a short drive from here.",
          "We cook with the seasons, and you can taste it on the menu. In summer, fish, fresh herbs and berries take centre stage; in autumn, mushrooms, lingonberries and game; in winter, the slow-cooked dishes that keep you warm. It is not a principle we make a show of – it is simply what tastes best up here.",
          "Fancy picking your own? Sweden’s right of public access lets you pick wild berries in the forest and on the bogs. Bring wellies, insect repellent and plenty of time. And if your bucket stays empty, there are always cloudberries for pudding in the restaurant.",
        ],
      },
    },
  },
  {
    id: 4,
    category: "gastronomi",
    date: "2025-08-19",
    image: "surstromming",
    imageAlt: {
      sv: "Ett långbord med surströmming, tunnbröd, potatis och tillbehör",
      en: "A long table laid with surströmming, flatbread, potatoes and trimmings",
    },
    text: {
      sv: {
        title: "Surströmming – sensommarens mest omtalade måltid",
        excerpt:
          "Den luktar, den delar släkter och den hör augusti till. Om surströmmingens historia, hur den äts och varför burken alltid ska öppnas utomhus.",
        content: [
          "Det finns maträtter man tycker om och maträtter man har en åsikt om. Surströmmingen hör till den senare sorten. Traditionellt har säsongen inletts den tredje torsdagen i augusti, och fortfarande dukas det långbord på bryggor och gårdar längs hela Norrlandskusten just de veckorna.",
          "Strömmingen fiskas i Östersjön på våren, läggs i en svag saltlake och får sedan jäsa under sommaren innan den konserveras. Det är jäsningen som ger både den syrliga smaken och den beryktade doften, och den fortsätter i burken – därför buktar locken ofta ut. Att man en gång började salta så snålt sägs ha berott på att saltet var dyrt, och längs Höga kusten har konsten förts vidare i generationer.",
          "Så här äter vi den: tunnbröd, smör, mandelpotatis, rödlök, gräddfil, tomat och färsk dill, gärna en bit Västerbottensost vid sidan av. Strömmingen rensas och läggs på tunnbrödet med de andra tillbehören, och det hela rullas ihop till en klämma. Till det dricks kall mjölk, öl eller en snaps – och där går meningarna isär lika mycket som om själva fisken.",
          "Ett praktiskt råd: öppna alltid burken utomhus, gärna under vatten i en hink. Trycket i burken gör att laken sprutar, och den doften vill ingen ha i tröjan eller i köket. Rensa sedan fisken noga och skölj den lätt, så blir den mildare än många tror.",
          "Varje år i augusti håller vi en surströmmingsfest med middag, övernattning och frukost. Burkarna öppnas ute, stämningen är hög och ingen tvingas smaka mer än en tugga. Förvånansvärt många som kommit som skeptiker har åkt hem som frälsta. Festen bokas per telefon, och datumet hittar du på restaurangsidan.",
        ],
      },
      en: {
        title: "Surströmming: late summer’s most talked-about meal",
        excerpt:
          "It smells, it divides families and it belongs to August. On the history of fermented Baltic herring, how to eat it, and why the tin must always be opened outdoors.",
        content: [
          "There are dishes people like and dishes people have opinions about. Surströmming – fermented Baltic herring – belongs firmly to the second kind. By tradition the season opens on the third Thursday in August, and long tables are still laid on jetties and farmyards all along the northern coast during those weeks.",
          "The herring is caught in the Baltic in spring, laid in a weak brine and left to ferment over the summer before being tinned. Fermentation gives it both its sharp flavour and its notorious smell, and it carries on inside the tin – which is why the lids often bulge. The sparing use of salt is said to date from a time when salt was expensive, and along the High Coast the craft has been handed down for generations.",
          "This is how we eat it: thin flatbread, butter, almond potatoes, red onion, soured cream, tomato and fresh dill, with a piece of Västerbotten cheese on the side. The herring is filleted and laid on the flatbread with the trimmings, then the whole thing is rolled up into a wrap. People drink cold milk, beer or a schnapps with it – and opinions differ on that as much as on the fish itself.",
          "A practical tip: always open the tin outdoors, ideally under water in a bucket. The pressure inside makes the brine spray, and that is a smell nobody wants on their jumper or in their kitchen. Then fillet the fish carefully and give it a light rinse; it turns out milder than many people expect.",
          "Every August we hold a surströmming party with dinner, an overnight stay and breakfast. The tins are opened outside, the mood is high and nobody has to taste more than a mouthful. A surprising number of guests who arrived as sceptics have gone home as converts. The party is booked by phone, and you will find the date on the restaurant page.",
        ],
      },
    },
  },
  {
    id: 5,
    category: "natur",
    date: "2025-09-23",
    image: "autumn-forest",
    imageAlt: {
      sv: "Björkar i gult och rött bland mörka granar en höstdag",
      en: "Birches in yellow and red among dark spruce on an autumn day",
    },
    text: {
      sv: {
        title: "Hösten i skogen",
        excerpt:
          "Björkarna gulnar, blåbärsriset brinner rött och de första frostnätterna gör luften krispig. September är kanske den vackraste månaden här uppe.",
        content: [
          "Hösten kommer tidigt i Norrland, och den kommer på en gång. En morgon i början av september ligger det rimfrost på gräset, och inom ett par veckor har björkarna slagit om till guld, blåbärsriset flammar rött i skogsbrynen och myrarna skiftar i koppar. Luften är klar och torr, och ljudet bär långt.",
          "Det är svampens tid. Kantarellerna lyser fortfarande i mossan i början av månaden, Karl Johan dyker upp längs stigarna, och när det börjar bli kallt kommer trattkantarellerna – ofta i sådana mängder att korgen blir full innan man hunnit långt. Plocka bara det du säkert känner igen, och fråga gärna oss om du är osäker på en fyndplats.",
          "Lingonen mognar samtidigt. Skogen runt hotellet är full av dem, och i köket hamnar de i allt från rårörda lingon till viltgrytan till syrliga desserter. Den som vill plocka till sig själv kan göra det fritt enligt allemansrätten; en bärplockare gör jobbet snabbare, men händerna ger renare bär.",
          "Innan snön kommer är höstskogen perfekt löparmark. Våra markerade slingor på 3 och 5 kilometer går genom tallmo och granskog, över barrmjuka stigar och förbi små tjärnar. Den kortare slingan passar för en lugn morgontur; den längre har några backar som känns i benen.",
          "Tänk på att älgjakten drar i gång i början av september. Klä dig i något färgglatt när du går i skogen, håll dig gärna till stigarna och hör med receptionen om var det jagas just den veckan. Samtidigt drar tranor och gäss söderut, och den som lyssnar en stilla kväll kan höra dem långt innan de syns.",
          "När du kommer in igen väntar bastun på 90 grader och bassängen på 37. Det finns få bättre sätt att avsluta en höstdag än att sitta i värmen med skogens kyla kvar i kinderna och veta att middagen snart står på bordet.",
        ],
      },
      en: {
        title: "Autumn in the forest",
        excerpt:
          "The birches turn yellow, the blueberry shrubs blaze red and the first frosty nights make the air crisp. September may be the loveliest month up here.",
        content: [
          "Autumn comes early in the north, and it comes all at once. One morning in early September there is frost on the grass, and within a couple of weeks the birches have turned to gold, the blueberry shrubs are flaming red at the forest edge and the bogs shift into copper. The air is clear and dry, and sound carries a long way.",
          "This is mushroom season. Chanterelles still glow in the moss at the start of the month, porcini appear along the paths, and as the cold sets in come the funnel chanterelles – often in such numbers that your basket is full before you have gone far. Only pick what you recognise with certainty, and do ask us if you are unsure about a find.",
          "Lingonberries ripen at the same time. The forest around the hotel is full of them, and in the kitchen they end up in everything from stirred lingonberries with the game stew to tart puddings. Anyone can pick their own under Sweden’s right of public access; a berry picker is quicker, but your fingers give cleaner berries.",
          "Before the snow arrives, the autumn forest is perfect running country. Our marked loops of 3 and 5 kilometres run through pine heath and spruce forest, along paths soft with needles and past small tarns. The shorter loop suits a gentle morning run; the longer one has a few hills you will feel in your legs.",
          "Bear in mind that the elk hunt begins in early September. Wear something bright when you walk in the forest, preferably stay on the paths, and ask at reception where hunting is taking place that week. This is also when cranes and geese head south, and on a still evening you can hear them long before you see them.",
          "When you come back inside, the sauna is waiting at 90 degrees and the pool at 37. There are few better ways to end an autumn day than sitting in the warmth with the chill of the forest still on your cheeks, knowing dinner will soon be on the table.",
        ],
      },
    },
  },
  {
    id: 6,
    category: "natur",
    date: "2025-11-18",
    image: "northern-lights",
    imageAlt: {
      sv: "Grönt norrsken över trädtopparna en klar vinternatt",
      en: "Green northern lights above the treetops on a clear winter night",
    },
    text: {
      sv: {
        title: "Norrsken över Norsjö",
        excerpt:
          "Ett grönt sken som böljar över himlen, ibland med violetta kanter. Om vad norrsken är, när chansen är störst och hur du fotograferar det.",
        content: [
          "Det börjar ofta som en blek båge i norr, så svag att man undrar om det är ett moln. Sedan vaknar den. Bågen blir ett draperi, draperiet börjar röra sig, och plötsligt böljar gröna ridåer över halva himlen, ibland med violetta eller rosa kanter. Det går inte att vänja sig vid, inte ens för oss som bor här.",
          "Norrskenet uppstår när laddade partiklar från solen fångas av jordens magnetfält och krockar med atmosfären tio mil ovanför oss. Syret lyser grönt, på högre höjd ibland rött, och kvävet ger de violetta tonerna. Norsjö ligger knappt tjugo mil söder om polcirkeln, tillräckligt långt norrut för att se norrsken många klara nätter under en vinter – men aldrig på beställning.",
          "Säsongen sträcker sig ungefär från september till mars, när nätterna är mörka nog. Det viktigaste är en klar himmel, så håll ett öga på molnprognosen lika mycket som på norrskensprognosen. Aktiviteten är ofta störst kring midnatt, men ett bra utbrott kan komma redan tidigt på kvällen.",
          "Gå bort från lamporna. Det räcker med några minuter till fots från hotellet för att komma in i skogsmörkret eller ut till en sjöstrand med fri sikt mot norr. Ge ögonen en kvart att vänja sig och undvik att titta på mobilskärmen under tiden. Kom ihåg att isen på sjöarna inte alltid bär, så stanna på land om du inte vet säkert.",
          "Vill du fotografera fungerar de flesta mobiler förvånansvärt bra med nattläge, så länge du håller telefonen stilla – luta den mot en sten eller använd ett litet stativ. Med en systemkamera är några sekunders exponering, ett ljusstarkt objektiv och hög ISO en bra början. Fokusera på oändligt och ta många bilder; himlen förändras från sekund till sekund.",
          "Klä dig varmare än du tror att du behöver, för det blir lätt långa stunder stående stilla. Och när du kommer in igen, med kalla fingrar och huvudet fullt av ljus, är bastun det självklara nästa steget.",
        ],
      },
      en: {
        title: "Northern lights over Norsjö",
        excerpt:
          "A green glow rippling across the sky, sometimes edged with violet. What the aurora is, when your chances are best and how to photograph it.",
        content: [
          "It often starts as a pale arc low in the north, so faint you wonder whether it is a cloud. Then it wakes up. The arc becomes a curtain, the curtain begins to move, and suddenly green drapes are rippling across half the sky, sometimes edged with violet or pink. You never get used to it, not even those of us who live here.",
          "The northern lights appear when charged particles from the sun are caught by the earth’s magnetic field and collide with the atmosphere a hundred kilometres above us. Oxygen glows green, and sometimes red higher up, while nitrogen gives the violet tones. Norsjö lies less than 200 kilometres south of the Arctic Circle, far enough north to see the aurora on many clear nights over a winter – but never to order.",
          "The season runs roughly from September to March, when the nights are dark enough. The most important thing is a clear sky, so keep an eye on the cloud forecast as much as the aurora forecast. Activity often peaks around midnight, but a good display can come early in the evening.",
          "Get away from the lights. A few minutes on foot from the hotel is enough to reach the darkness of the forest or a lake shore with a clear view to the north. Give your eyes a quarter of an hour to adjust and avoid looking at your phone screen in the meantime. Remember that the ice on the lakes does not always hold, so stay on land unless you know for sure.",
          "If you want to take photographs, most phones do surprisingly well in night mode as long as you keep them still – rest yours on a stone or use a small tripod. With a camera, an exposure of a few seconds, a fast lens and a high ISO is a good starting point. Focus on infinity and take plenty of shots; the sky changes from one second to the next.",
          "Dress more warmly than you think you need to, because you can easily spend a long time standing still. And when you come back inside, with cold fingers and a head full of light, the sauna is the obvious next step.",
        ],
      },
    },
  },
  {
    id: 7,
    category: "konferens",
    date: "2026-01-20",
    image: "teambuilding",
    imageAlt: {
      sv: "En arbetsgrupp som samarbetar utomhus i snön",
      en: "A team working together outdoors in the snow",
    },
    text: {
      sv: {
        title: "Teambuilding när det är tjugo minus",
        excerpt:
          "Snö, kyla och korta dagar kan låta som ett problem. För en arbetsgrupp är det ofta precis tvärtom. Så planerar vi en vinterdag som för människor närmare varandra.",
        content: [
          "Det finns något med vintern som gör en grupp till ett lag. När det knarrar under skorna och andedräkten fryser till rimfrost på mössan gäller samma villkor för alla – chefen och den nyanställda, den som springer mil och den som helst sitter inne. Alla måste hjälpas åt, och alla har något att berätta efteråt.",
          "Ute blir klassikerna nya. En femkamp i snön, med grenar som kräver både list och samarbete, eller en skattjakt i skogen där ledtrådarna ligger gömda längs spåret. Lagen är fyra till sex personer, och vi anpassar grenarna efter gruppen och vädret. Beroende på aktivitet behövs mellan två och åtta deltagare för att komma i gång.",
          "När kylan biter lite för hårt finns det lika mycket att göra inomhus. Ett escape box-uppdrag där laget måste knäcka koden i tid, en mordgåta där alla spelar en roll, ett musikquiz som avslöjar oväntade talanger, eller en dryckesprovning i vinkällaren för upp till åtta personer.",
          "Mitt i det hela ligger våra två samlingsplatser i skogen. Skogskåtan tar upp till 20 personer och grillkåtan upp till 15. Med en sprakande eld, varm dryck och korv på pinne blir fikapausen en del av dagen som folk minns längre än många av föredragen.",
          "Några praktiska råd: klä er i lager, med ull närmast kroppen, varma kängor och tumvantar hellre än fingervantar. Dagsljuset är kort mitt i vintern och solen går ner redan tidigt på eftermiddagen, så vi lägger utomhusaktiviteterna på förmiddagen och sparar det som passar i mörker – som en skattjakt med pannlampor – till senare.",
          "Och när dagen är slut väntar bastun på 90 grader och bassängen på 37. Det är där, med kinderna fortfarande röda av kylan, som de bästa samtalen ofta uppstår. Berätta hur stor gruppen är och vad ni vill uppnå, så sätter vi ihop ett program.",
        ],
      },
      en: {
        title: "Teambuilding at twenty below",
        excerpt:
          "Snow, cold and short days might sound like a problem. For a team it is often quite the opposite. This is how we plan a winter day that brings people closer together.",
        content: [
          "There is something about winter that turns a group into a team. When the snow creaks underfoot and your breath freezes to frost on your hat, the same conditions apply to everyone – the manager and the new starter, the marathon runner and the one who would rather stay indoors. Everyone has to help each other, and everyone has a story to tell afterwards.",
          "Outdoors, the classics feel new. A pentathlon in the snow, with events that call for both cunning and cooperation, or a treasure hunt in the forest with clues hidden along the track. Teams are four to six people, and we adapt the events to the group and the weather. Depending on the activity, you need between two and eight participants to get going.",
          "When the cold bites a little too hard, there is just as much to do indoors. An escape box mission where the team has to crack the code against the clock, a murder mystery in which everyone plays a part, a music quiz that uncovers unexpected talents, or a drinks tasting in the wine cellar for up to eight people.",
          "At the heart of it all are our two gathering places in the forest. The forest hut takes up to 20 people and the grill hut up to 15. With a crackling fire, hot drinks and sausages on sticks, the coffee break becomes the part of the day people remember longer than many of the presentations.",
          "A few practical tips: dress in layers with wool next to your skin, wear warm boots, and choose mittens over gloves. Daylight is short in midwinter and the sun sets early in the afternoon, so we schedule outdoor activities for the morning and save the ones that work in the dark – such as a treasure hunt by head torch – for later.",
          "And when the day is over, the sauna is waiting at 90 degrees and the pool at 37. That is where, with cheeks still red from the cold, the best conversations often begin. Tell us how large your group is and what you want to achieve, and we will put a programme together.",
        ],
      },
    },
  },
  {
    id: 8,
    category: "natur",
    date: "2026-02-12",
    image: "trail",
    imageAlt: {
      sv: "Ett upplyst skidspår genom snöig skog i kvällsmörker",
      en: "A lit ski track through snowy forest in the evening dark",
    },
    text: {
      sv: {
        title: "Elljusspåret – tre kilometer ljus i vintermörkret",
        excerpt:
          "När mörkret lägger sig redan på eftermiddagen tänds lamporna längs spåret. Om kvällsåkning, snö som gnistrar och varför en runda alltid räcker lite längre än man tror.",
        content: [
          "Mitt i vintern är dagarna korta här uppe, men kvällarna behöver inte vara mörka. När skymningen faller tänds lamporna längs vårt elljusspår, och tre kilometer skog förvandlas till en upplyst korridor där snön gnistrar i ljuskäglorna och granarna står tunga av snö på båda sidor.",
          "Spåret slingrar sig genom tallmo och granskog, med några lagom backar som får pulsen att stiga och långa, flacka partier där man hittar rytmen. Tre kilometer är en överkomlig runda för den som står på skidor för första gången på länge, och för den vane åkaren är det lätt att lägga till ett varv till.",
          "Kvällsåkning har en alldeles egen stämning. Det är tyst, bara ljudet av stavarna och skidorna mot snön, och ibland ser man ett spår av en hare eller en räv som korsat banan. På klara kvällar kan man, en bit bortom lamporna, få se norrskenet fladdra över trädtopparna.",
          "När snön har smält blir samma skogar löparmark. Sommartid finns markerade slingor på 3 och 5 kilometer, och många av våra gäster återkommer för att springa där de en gång åkte skidor. Skogen är densamma men känns helt ny.",
          "Några råd för en bra tur: klä dig i lager så att du kan ta av när du blir varm och ta på när du stannar, ta med något varmt att dricka och välj valla efter dagens temperatur. Kalla dagar är snön snabb men sträv; runt nollan blir den blötare och kräver annan valla. Fråga gärna i receptionen om hur spåret ser ut för dagen.",
          "Och efteråt? Bastun på 90 grader och den varma bassängen på 37 grader är det självklara slutet på en kväll i spåret. Trötta ben och varm kropp – det är svårt att tänka sig en bättre sömn.",
        ],
      },
      en: {
        title: "The floodlit track: three kilometres of light in the winter dark",
        excerpt:
          "When darkness falls in mid-afternoon, the lamps along the track come on. On evening skiing, glittering snow and why one more lap is always tempting.",
        content: [
          "In midwinter the days are short up here, but the evenings need not be dark. As dusk falls, the lamps along our floodlit track come on, and three kilometres of forest become an illuminated corridor where the snow sparkles in the pools of light and the spruces stand heavy with snow on either side.",
          "The track winds through pine heath and spruce forest, with a few moderate climbs to raise your pulse and long, gentle stretches where you can find your rhythm. Three kilometres is a manageable loop if you are back on skis for the first time in years, and experienced skiers can easily add another lap.",
          "Skiing in the evening has an atmosphere all its own. It is quiet, just the sound of poles and skis on snow, and now and then you spot the tracks of a hare or a fox that has crossed the trail. On clear nights, a little way beyond the lamps, you may see the northern lights flickering above the treetops.",
          "Once the snow has melted, the same forest becomes running country. In summer there are marked loops of 3 and 5 kilometres, and many of our guests come back to run where they once skied. The forest is the same, yet it feels entirely new.",
          "A few tips for a good outing: dress in layers so you can take one off when you warm up and put it back on when you stop, bring something hot to drink and choose your wax for the day’s temperature. On cold days the snow is fast but coarse; around freezing it turns wetter and needs a different wax. Ask at reception how the track is looking that day.",
          "And afterwards? The sauna at 90 degrees and the warm pool at 37 degrees are the natural end to an evening on the track. Tired legs and a warm body – it is hard to imagine a better night’s sleep.",
        ],
      },
    },
  },
  {
    id: 9,
    category: "kultur",
    date: "2026-03-10",
    image: "sauna",
    imageAlt: {
      sv: "En varm bastu med träbänkar och mjukt ljus",
      en: "A warm sauna with wooden benches and soft light",
    },
    text: {
      sv: {
        title: "Bastuns långsamma konst",
        excerpt:
          "Värme, kyla, vila – och sedan en gång till. Om bastun som norrländsk kultur, om våra egna ritualer och om varför det lönar sig att inte skynda.",
        content: [
          "I Norrland har bastun aldrig varit en lyx. Längs Tornedalen och långt ner genom länen har den finska bastutraditionen levt sida vid sida med den svenska, och på många gårdar var bastun det första huset som byggdes. Där tvättade man sig, där värmde man frusna kroppar efter en dag i skogen, och där pratade man om sådant som inte blev sagt någon annanstans.",
          "Vår egen bastu håller 90 grader, och vi har märkt att de flesta gäster får ut mest av den när de låter den ta tid. Börja med en varm dusch och torka av dig ordentligt – torr hud tar bättre emot värmen. Sitt sedan på din handduk i åtta till femton minuter, eller så länge det känns skönt. Det finns inget pris för den som sitter längst.",
          "Sedan kommer svalkan. En kall dusch får hjärtat att slå och huden att pirra, och efteråt följer en stunds vila i relaxavdelningens lounge med ett glas vatten. När kroppen har landat kan du glida ner i den varma bassängen på 37 grader och låta musklerna släppa. Upprepa gärna två eller tre gånger.",
          "Kasta vatten på stenarna om de andra i bastun vill det, men fråga först. Ångan – det som på finska heter löyly – sprider sig som en varm våg genom rummet och är för många själva poängen. Tala lågt, låt telefonen ligga kvar i skåpet och ge plats åt tystnaden.",
          "Relaxavdelningen med bassäng, bastu och lounge ingår för dig som bor hos oss, och den som kommer över dagen kan köpa dagsspa. Vill du förlänga upplevelsen passar en klassisk massage, 25 eller 50 minuter, särskilt bra mellan två bastuomgångar.",
          "Lyssna på kroppen. Drick vatten före och efter, vänta med alkohol tills efteråt, och rådfråga gärna din läkare om du är gravid eller har problem med hjärtat eller blodtrycket. Bastun är till för att må bra, inte för att prestera.",
        ],
      },
      en: {
        title: "The slow art of the sauna",
        excerpt:
          "Heat, cool, rest – and then once more. On the sauna as northern culture, on our own rituals and on why it pays not to rush.",
        content: [
          "In the north of Sweden the sauna has never been a luxury. Along the Torne Valley and far down through the northern counties, the Finnish sauna tradition has lived side by side with the Swedish one, and on many farms the sauna was the first building to go up. It was where people washed, where they warmed frozen bodies after a day in the forest, and where they talked about things that were never said anywhere else.",
          "Our sauna is kept at 90 degrees, and we have found that most guests get the most out of it when they let it take its time. Start with a warm shower and dry yourself properly – dry skin takes the heat better. Then sit on your towel for eight to fifteen minutes, or for as long as it feels good. There is no prize for staying in longest.",
          "Then comes the cool-down. A cold shower makes your heart beat faster and your skin tingle, followed by a while resting in the lounge of the relaxation area with a glass of water. Once your body has settled, slip into the warm pool at 37 degrees and let your muscles let go. Repeat two or three times if you like.",
          "Throw water on the stones if the others in the sauna would like it, but ask first. The steam – known in Finnish as löyly – spreads through the room like a warm wave and, for many, is the whole point. Speak softly, leave your phone in the locker and make room for the silence.",
          "The relaxation area with pool, sauna and lounge is included when you stay with us, and day visitors can book a day spa. If you want to make more of it, a classic massage of 25 or 50 minutes fits particularly well between two rounds in the sauna.",
          "Listen to your body. Drink water before and after, save any alcohol for later, and do check with your doctor if you are pregnant or have heart or blood-pressure problems. The sauna is there to make you feel good, not to test your endurance.",
        ],
      },
    },
  },
];

export interface MagazineText {
  filterLabel: string;
  all: string;
  /** "{count}" is replaced by the number of articles shown. */
  showing: string;
  empty: string;
  back: string;
  notFound: string;
  notFoundText: string;
  backToList: string;
}

const magazineText: Localized<MagazineText> = {
  sv: {
    filterLabel: "Välj kategori",
    all: "Alla",
    showing: "Visar {count} artiklar",
    empty: "Det finns inga artiklar i den här kategorin ännu.",
    back: "Tillbaka till magasinet",
    notFound: "Artikeln kunde inte hittas",
    notFoundText: "Artikeln kan ha flyttats eller tagits bort. I magasinet hittar du alla våra berättelser.",
    backToList: "Till magasinet",
  },
  en: {
    filterLabel: "Choose a category",
    all: "All",
    showing: "Showing {count} articles",
    empty: "There are no articles in this category yet.",
    back: "Back to the magazine",
    notFound: "The article could not be found",
    notFoundText: "It may have moved or been removed. The magazine has all our stories.",
    backToList: "To the magazine",
  },
};

export function magazineTextFor(lang: Lang): MagazineText {
  return magazineText[lang];
}

/** A publication date as the active language writes it: "10 februari 2025", "10 February 2025". */
export function formatArticleDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "sv" ? "sv-SE" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

function localize(source: ArticleSource, lang: Lang): Article {
  const { title, excerpt, content } = source.text[lang];
  return {
    id: source.id,
    category: source.category,
    date: source.date,
    image: source.image,
    imageAlt: source.imageAlt[lang],
    title,
    excerpt,
    content: [...content],
  };
}

function newestFirst(a: ArticleSource, b: ArticleSource): number {
  // ISO dates compare correctly as strings; the id settles articles published the same day.
  return b.date.localeCompare(a.date) || b.id - a.id;
}

/** All articles in the given language, newest first. */
export function articlesFor(lang: Lang): Article[] {
  return [...articles].sort(newestFirst).map((source) => localize(source, lang));
}

/** One article in the given language, or undefined when no article has that id. */
export function articleFor(id: number, lang: Lang): Article | undefined {
  const source = articles.find((article) => article.id === id);
  return source ? localize(source, lang) : undefined;
}
