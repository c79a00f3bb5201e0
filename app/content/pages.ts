/**
 * Title, meta description, heading, tagline and intro copy of every screen, in Swedish and English.
 *
 * Facts that live in ../site (hotel name, address, hours, counts) are interpolated from there;
 * every other figure mentioned here (prices, distances, temperatures) follows SPEC §9 / §2.
 */
import { formatPhone, formatSek } from "../i18n/format";
import type { Lang, Localized } from "../i18n/lang";
import type { ScreenId } from "../screens";
import { counts, fullAddress, hotel, replyWithinHours } from "../site";
import { hoursText, perHours, seededHours, type HoursText, type OpeningHours } from "./hours";
import { giftCardRules } from "./gift-cards";
import { lunchPrice } from "./menus";
import { packagePrices } from "./packages";
import { relaxFacts } from "./treatments";

/** Every screen of app/screens.ts has its intro here, except those whose text lives with their content. */
export type PageKey = Exclude<
  ScreenId,
  "blog-article" | "food-event" | "accessibility" | "newsletter" | "newsletter-confirm" | "newsletter-unsubscribe"
>;

export interface PageIntro {
  /** <title>: unique per page and language, at most ~60 characters, ends with " | Fjällkällan" */
  title: string;
  /** meta description: unique, 120–160 characters, concrete */
  description: string;
  /** The visible h1 */
  heading: string;
  /** Short line shown above or under the heading (eyebrow/subtitle) */
  tagline: string;
  /** 1–3 paragraphs of intro copy */
  intro: string[];
}

/** Every page title ends with the hotel's short name. */
const title = (text: string): string => `${text} | ${hotel.shortName}`;

const { shortName, town } = hotel;

/** The intros with the opening hours they quote (staff edit them: app/content/hours.ts). */
const pagesOf = perHours((open) => pagesWith(hoursText(open)));

const pagesWith = (hours: HoursText): Record<PageKey, Localized<PageIntro>> => ({
  home: {
    sv: {
      title: title(`Hotell, spa & konferens i ${town}`),
      description: `Hotell, spa och konferens i skogen vid ${town}: ${counts.rooms} rum, ${counts.conferenceRooms} konferensrum, varm pool, bastu och mat från Norrland. Frukost och middag ingår för privatgäster.`,
      heading: hotel.name,
      tagline: "Skog, stillhet och en källa mitt i Västerbotten",
      intro: [
        `Mitt i de västerbottniska skogarna, en bit utanför ${town}, ligger ${hotel.name}. Här sover du gott i ett av våra ${counts.rooms} rum, äter frukost och middag lagad på råvaror från trakten och låter kvällen sluta i den varma poolen eller bastun.`,
        `Vi tar emot både den som vill vara i fred en helg och företag som behöver utrymme att tänka. Med ${counts.conferenceRooms} konferensrum, aktiviteter året runt och naturen precis utanför dörren finns det plats för båda.`,
      ],
    },
    en: {
      title: title(`Hotel, spa & conferences in ${town}`),
      description: `A forest hotel near ${town} with ${counts.rooms} rooms, ${counts.conferenceRooms} conference rooms, a warm pool, sauna and Norrland cooking. Breakfast and dinner included for private guests.`,
      heading: hotel.name,
      tagline: "Forest, quiet and a spring in the heart of Västerbotten",
      intro: [
        `Deep in the forests of Västerbotten, just outside ${town}, lies ${hotel.name}. Sleep well in one of our ${counts.rooms} rooms, enjoy breakfast and dinner made with produce from the area, and let the evening end in the warm pool or the sauna.`,
        `We welcome couples who want a quiet weekend to themselves as warmly as companies who need room to think. With ${counts.conferenceRooms} conference rooms, activities all year round and nature right outside the door, there is space for both.`,
      ],
    },
  },

  packages: {
    sv: {
      title: title("Paket & erbjudanden"),
      description: `Weekendpaket, spahelg, seniorpaket 60+ och affärspaket på ${shortName} i ${town}. Boende och mat till ett samlat pris – se vad som ingår och boka.`,
      heading: "Paket och erbjudanden",
      tagline: "Helg, spa, senior och affärsresa",
      intro: [
        "Ett paket gör det enkelt: boende, mat och det lilla extra till ett och samma pris. Välj en weekend för två, en spahelg med långa stunder i poolen, seniorpaketet för dig som fyllt 60 eller ett affärspaket när resan gäller jobbet.",
        "Klicka på ett paket för att se vad som ingår. Affärspaketen gäller måndag till torsdag och seniorpaketet alla dagar, men inget av dem gäller på helgdagar.",
      ],
    },
    en: {
      title: title("Packages & offers"),
      description: `Weekend breaks, spa weekends, a 60+ senior package and business packages at ${shortName} in ${town}. Room and meals at one price – see what is included.`,
      heading: "Packages and offers",
      tagline: "Weekends, spa, seniors and business travel",
      intro: [
        "A package keeps things simple: your room, your meals and a little something extra at one price. Choose a weekend for two, a spa weekend with long hours in the pool, the senior package for those over 60 or a business package when the trip is for work.",
        "Click a package to see what is included. Business packages apply Monday to Thursday and the senior package any day of the week, but none of them apply on public holidays.",
      ],
    },
  },

  "booking-inquiry": {
    sv: {
      title: title("Bokningsförfrågan"),
      description: `Skicka en bokningsförfrågan till ${shortName} för helg, spa, seniorvistelse, fest eller konferens – som privatperson eller företag. Vi svarar inom ${replyWithinHours} timmar.`,
      heading: "Skicka en bokningsförfrågan",
      tagline: `Vi svarar inom ${replyWithinHours} timmar`,
      intro: [
        "Berätta vad du har i tankarna – en helg för två, en dag i spat, ett firande eller en konferens för hela avdelningen – så sätter vi ihop ett förslag.",
        "Välj Privatperson eller Företag nedan och fyll i det du vet. Resten löser vi tillsammans.",
      ],
    },
    en: {
      title: title("Booking inquiry"),
      description: `Send ${shortName} a booking inquiry for a weekend, spa visit, senior stay, celebration or conference, as a private guest or a company. We reply within ${replyWithinHours} hours.`,
      heading: "Send a booking inquiry",
      tagline: `We reply within ${replyWithinHours} hours`,
      intro: [
        "Tell us what you have in mind – a weekend for two, a day at the spa, a celebration or a conference for the whole department – and we will put together a proposal.",
        "Choose Private or Business below and fill in what you know. We will sort out the rest together.",
      ],
    },
  },

  "weekly-menu": {
    sv: {
      title: title("Veckans meny & lunch"),
      description: `Veckans lunch på ${shortName} i ${town}: husmanskost för ${formatSek(lunchPrice, "sv")} med salladsbuffé, kaffe och kaka. Här hittar du även frukost-, helg- och barmenyn.`,
      heading: "Veckans meny",
      tagline: "Lunch, frukost, helg och bar",
      intro: [
        `Varje vardag lagar vi lunch i husmanskostens anda: rejält, gott och på råvaror från trakten. Lunchen kostar ${formatSek(lunchPrice, "sv")}, och i priset ingår salladsbuffé, bröd, bredbart, kaffe och kaka.`,
        `Frukosten serveras vardagar ${hours.breakfastWeekdays} och helger ${hours.breakfastWeekends}. Har du en allergi eller äter specialkost? Hör av dig i förväg, så ordnar vi det.`,
      ],
    },
    en: {
      title: title("This week's menu & lunch"),
      description: `This week's lunch at ${shortName} in ${town}: Swedish home cooking for ${formatSek(lunchPrice, "en")} with salad bar, coffee and cake, plus our breakfast, weekend and bar menus.`,
      heading: "This week's menu",
      tagline: "Lunch, breakfast, weekends and bar",
      intro: [
        `Every weekday we cook a proper Swedish lunch: hearty, honest food made with local produce. Lunch costs ${formatSek(lunchPrice, "en")} and includes the salad bar, bread and spread, coffee and cake.`,
        `Breakfast is served ${hours.breakfastWeekdays} on weekdays and ${hours.breakfastWeekends} at weekends. Have an allergy or a special diet? Let us know in advance and we will take care of it.`,
      ],
    },
  },

  conference: {
    sv: {
      title: title("Konferens i skogen"),
      description: `Konferens i ${town} med ${counts.conferenceRooms} konferensrum, mat lagad från grunden, övernattning och teambuilding i skogen. Dagskonferens ${hours.dayConference}.`,
      heading: "Konferens i lugn och ro",
      tagline: `${counts.conferenceRooms} konferensrum, god mat och skogen utanför`,
      intro: [
        "Ibland behöver man komma bort från kontoret för att tänka klart. Hos oss möts ni i ljusa konferensrum, äter lunch lagad från grunden och går ut i skogen när huvudet behöver luft.",
        "Vi hjälper er att lägga upp dagarna – från en dagskonferens till flera dagar med övernattning, teambuilding och en middag att minnas.",
      ],
    },
    en: {
      title: title("Conferences in the forest"),
      description: `Conferences in ${town}: ${counts.conferenceRooms} conference rooms, food cooked from scratch, overnight stays and teambuilding in the forest. Day conferences ${hours.dayConference}.`,
      heading: "Meetings in peace and quiet",
      tagline: `${counts.conferenceRooms} conference rooms, good food and the forest outside`,
      intro: [
        "Sometimes you need to get away from the office to think clearly. Here you meet in bright conference rooms, eat a lunch cooked from scratch and step out into the forest whenever you need some air.",
        "We help you plan your days – from a single day conference to several days with overnight stays, teambuilding and a dinner to remember.",
      ],
    },
  },

  "conference-packages": conferencePackagesIntroWith(hours, packagePrices.dayConferencePerPerson),

  nature: {
    sv: {
      title: title(`Naturen runt ${town}`),
      description: `Upplev naturen runt ${shortName} i ${town}: tallskog, tjärnar, ljusa sommarnätter och norrsken vintertid. Vandra, plocka bär eller andas bara ut.`,
      heading: "Naturen",
      tagline: "Skog, sjöar och tystnad åt alla håll",
      intro: [
        "Runt hotellet tar tallskogen vid, med myrar, tjärnar och stigar som leder vidare. På sommaren är nätterna ljusa, och på vintern ligger snön djup och tyst – med lite tur dansar norrskenet över trädtopparna.",
        "Du behöver ingen särskild utrustning för att njuta av det. Ta en promenad före frukost, plocka blåbär i augusti eller sätt dig vid sjön och lyssna på ingenting alls.",
      ],
    },
    en: {
      title: title(`Nature around ${town}`),
      description: `Discover the nature around ${shortName} in ${town}: pine forest, lakes, light summer nights and winter northern lights. Walk, pick berries or just breathe.`,
      heading: "Nature",
      tagline: "Forest, lakes and quiet in every direction",
      intro: [
        "The pine forest begins right at the hotel, with bogs, small lakes and paths leading further in. Summer nights stay light, winter snow lies deep and silent, and with a little luck the northern lights dance above the treetops.",
        "You need no special kit to enjoy it. Take a walk before breakfast, pick blueberries in August or sit by the lake and listen to nothing at all.",
      ],
    },
  },

  restaurant: {
    sv: {
      title: title("Restaurang med smak av Norrland"),
      description: `Restaurangen på ${shortName} lagar mat med smak av Norrland: vilt, fisk och bär från trakten, husmanskost på vardagar och middag efter säsong.`,
      heading: "Restaurangen",
      tagline: "En smak av Norrland",
      intro: [
        "I vårt kök utgår vi från det som finns nära: vilt och fisk från trakten, bär från skogen och rotfrukter och mejeri från norrländska gårdar. Menyn följer årstiderna, och det märks på tallriken.",
        "Som privatgäst bor du med frukost och middag inräknade. Du är lika välkommen hit för en vardagslunch, en helgmiddag eller ett glas i baren.",
      ],
    },
    en: {
      title: title("A restaurant with a taste of Norrland"),
      description: `The restaurant at ${shortName} cooks with a taste of Norrland: local game, fish and forest berries, home cooking on weekdays and seasonal dinners.`,
      heading: "The restaurant",
      tagline: "A taste of Norrland",
      intro: [
        "Our kitchen starts with what is close at hand: game and fish from the area, berries from the forest, root vegetables and dairy from farms across Norrland. The menu follows the seasons, and you can taste it.",
        "Breakfast and dinner are included for private guests staying with us. You are just as welcome for a weekday lunch, a weekend dinner or a drink at the bar.",
      ],
    },
  },

  activities: {
    sv: {
      title: title("Aktiviteter året runt"),
      description: `Aktiviteter året runt vid ${shortName} i ${town}: vandring och bad på sommaren, skidor och elljusspår på vintern. Välj årstid och hitta din favorit.`,
      heading: "Aktiviteter",
      tagline: "Vår, sommar, höst och vinter",
      intro: [
        "Varje årstid har sitt. På sommaren lockar vandring och ett dopp i sjön, på hösten svamp och bär, och på vintern skidspår och ett elljusspår på 3 km som lyser upp de mörka kvällarna.",
        "Välj årstid för att se vad som passar just nu, eller hör av dig så sätter vi ihop ett eget program för er grupp.",
      ],
    },
    en: {
      title: title("Activities all year round"),
      description: `Activities all year round at ${shortName} in ${town}: hiking and lake swims in summer, skiing and a floodlit trail in winter. Pick a season and find yours.`,
      heading: "Activities",
      tagline: "Spring, summer, autumn and winter",
      intro: [
        "Every season has its own pleasures. Summer brings hiking and a swim in the lake, autumn brings mushrooms and berries, and winter brings ski tracks and a 3 km floodlit trail that brightens the dark evenings.",
        "Choose a season to see what suits you right now, or get in touch and we will put together a programme for your group.",
      ],
    },
  },

  blog: {
    sv: {
      title: title("Magasinet"),
      description: `${shortName}s magasin: recept och råvaror från köket, konferenstips, kultur i Västerbotten och naturupplevelser runt ${town}. Läs de senaste artiklarna.`,
      heading: "Magasinet",
      tagline: "Gastronomi, konferens, kultur och natur",
      intro: [
        `Här berättar vi om det som händer hos oss och runt omkring: recept från köket, tips inför nästa konferens, kulturen i ${town} med omnejd och naturen precis utanför knuten.`,
      ],
    },
    en: {
      title: title("The magazine"),
      description: `The ${shortName} magazine: recipes and produce from our kitchen, conference tips, culture in Västerbotten and nature experiences around ${town}.`,
      heading: "The magazine",
      tagline: "Food, meetings, culture and nature",
      intro: [
        `Stories from the hotel and the area around it: recipes from the kitchen, tips for your next conference, the culture of ${town} and its surroundings, and the nature just beyond our doorstep.`,
      ],
    },
  },

  magic: {
    sv: {
      title: title("Källan – vår historia"),
      description: `Historien om källan som gav ${shortName} sitt namn: det klara vattnet i skogen utanför ${town} och människorna som har sökt sig hit genom åren.`,
      heading: "Historien om källan",
      tagline: "Där allt började",
      intro: [
        "Långt innan här fanns ett hotell fanns källan. Det klara, kalla vattnet rinner fram ur berget i skogen, och så länge någon minns har människor sökt sig hit för att dricka, vila och hämta kraft.",
        "Hotellet har fått sitt namn efter källan, och vi försöker förvalta det den står för: lugn, enkelhet och respekt för naturen.",
      ],
    },
    en: {
      title: title("The spring – our story"),
      description: `The story of the spring that gave ${shortName} its name: clear water rising in the forest outside ${town}, and the people drawn here over the years.`,
      heading: "The story of the spring",
      tagline: "Where it all began",
      intro: [
        "Long before there was a hotel, there was the spring. Clear, cold water rises from the hillside in the forest, and for as long as anyone can remember, people have come here to drink, rest and gather their strength.",
        "The hotel takes its name from the spring, and we try to live up to what it stands for: calm, simplicity and respect for nature.",
      ],
    },
  },

  celebrate: {
    sv: {
      title: title("Bröllop, möhippa & jubileum"),
      description: `Fira bröllop, möhippa, jubileum eller födelsedag på ${shortName} i ${town}. Vi ordnar mat, boende och spa – berätta vad ni drömmer om.`,
      heading: "Fira hos oss",
      tagline: "Bröllop, möhippa, jubileum och födelsedag",
      intro: [
        "Vissa dagar ska kännas lite större. Vi hjälper er att planera bröllopet i skogen, en möhippa med spa och skratt eller middagen när någon fyller jämnt.",
        "Berätta hur ni vill ha det, så tar vi fram ett förslag med mat, boende och det lilla extra.",
      ],
    },
    en: {
      title: title("Weddings, hen parties & birthdays"),
      description: `Celebrate a wedding, hen party, anniversary or birthday at ${shortName} in ${town}. We arrange the food, rooms and spa – tell us what you have in mind.`,
      heading: "Celebrate with us",
      tagline: "Weddings, hen parties, anniversaries and birthdays",
      intro: [
        "Some days should feel a little bigger. We help you plan a wedding in the forest, a hen party full of spa time and laughter, or the dinner for a milestone birthday.",
        "Tell us how you picture it and we will put together a proposal with food, rooms and a few special touches.",
      ],
    },
  },

  "find-us": {
    sv: {
      title: title("Hitta hit – vägbeskrivning"),
      description: `Hitta till ${shortName}, ${fullAddress}: 68 km från Lycksele, 101 km från Skellefteå och 183 km från Umeå. Karta, vägbeskrivning och kontakt.`,
      heading: "Hitta till oss",
      tagline: fullAddress,
      intro: [
        `Du hittar oss på ${fullAddress}, i skogarna i Västerbottens inland. Från Lycksele är det 68 km, från Skellefteå 101 km och från Umeå 183 km.`,
        `Undrar du över vägen? Ring oss på ${formatPhone("sv")} eller mejla ${hotel.email}. Receptionen har öppet vardagar ${hours.receptionWeekdays} och helger ${hours.receptionWeekends}.`,
      ],
    },
    en: {
      title: title("Find us – directions"),
      description: `Find ${shortName} at ${fullAddress}: 68 km from Lycksele, 101 km from Skellefteå and 183 km from Umeå. Map, directions and contact details.`,
      heading: "Find us",
      tagline: fullAddress,
      intro: [
        `You will find us at ${fullAddress}, in the forests of inland Västerbotten. It is 68 km from Lycksele, 101 km from Skellefteå and 183 km from Umeå.`,
        `Not sure of the way? Call us on ${formatPhone("en")} or email ${hotel.email}. Reception is open ${hours.receptionWeekdays} on weekdays and ${hours.receptionWeekends} at weekends.`,
      ],
    },
  },

  relax: {
    sv: {
      title: title("Relax & spa med varm pool"),
      description: `Relax på ${shortName}: ${relaxFacts.poolDegrees}-gradig pool, bastu och lounge – fritt för hotellgäster, dagspa från ${formatSek(relaxFacts.dayspaFromSek, "sv")} per person. Boka massage och behandlingar.`,
      heading: "Relax",
      tagline: "Pool, bastu och behandlingar",
      intro: [
        `Vår relaxavdelning är gjord för att landa i. Glid ner i den ${relaxFacts.poolDegrees}-gradiga poolen, bada bastu i ${relaxFacts.saunaDegrees} grader och vila i loungen medan det mörknar utanför fönstren.`,
        `Bor du hos oss ingår relax under hela vistelsen. Du kan också komma som dagsgäst från ${formatSek(relaxFacts.dayspaFromSek, "sv")} per person och boka massage, ansiktsbehandling, fotbehandling eller infravärme.`,
      ],
    },
    en: {
      title: title("Relax & spa with a heated pool"),
      description: `Relax at ${shortName}: a ${relaxFacts.poolDegrees}-degree pool, sauna and lounge, free for hotel guests, and day spa from ${formatSek(relaxFacts.dayspaFromSek, "en")} per person. Book massages and treatments.`,
      heading: "Relax",
      tagline: "Pool, sauna and treatments",
      intro: [
        `Our relax area is made for unwinding. Slip into the ${relaxFacts.poolDegrees}-degree pool, enjoy a ${relaxFacts.saunaDegrees}-degree sauna and rest in the lounge as darkness falls outside the windows.`,
        `Staying with us? Relax is included throughout your stay. Day guests are welcome from ${formatSek(relaxFacts.dayspaFromSek, "en")} per person, and anyone can book a massage, facial, foot treatment or infrared heat session.`,
      ],
    },
  },

  "gift-cards": {
    sv: {
      title: title("Presentkort på spa, mat & boende"),
      description: `Ge bort ${shortName}: presentkort från ${formatSek(giftCardRules.freeAmountFromSek, "sv")} att använda till spa, mat och boende i ${town}. Skickas med e-post och gäller i ${giftCardRules.validMonths} månader från köpet.`,
      heading: "Presentkort",
      tagline: "Ge bort en stund av lugn",
      intro: [
        `Ett presentkort från ${shortName} räcker till en middag, en dag i spat eller en helg i skogen. Välj ett av våra färdiga belopp eller bestäm ett eget från ${formatSek(giftCardRules.freeAmountFromSek, "sv")}.`,
        `Presentkortet skickas med e-post direkt när betalningen är klar, gäller i ${giftCardRules.validMonths} månader och kan ges vidare till någon annan.`,
      ],
    },
    en: {
      title: title("Gift cards for spa, food & stays"),
      description: `Give the gift of ${shortName}: gift cards from ${formatSek(giftCardRules.freeAmountFromSek, "en")} for spa, food and stays in ${town}. Delivered by email and valid for ${giftCardRules.validMonths} months from purchase.`,
      heading: "Gift cards",
      tagline: "Give someone a moment of calm",
      intro: [
        `A gift card from ${shortName} can become a dinner, a day at the spa or a weekend in the forest. Choose one of our set amounts or pick your own from ${formatSek(giftCardRules.freeAmountFromSek, "en")}.`,
        `The gift card arrives by email as soon as payment is complete, is valid for ${giftCardRules.validMonths} months and can be passed on to someone else.`,
      ],
    },
  },

  rooms: {
    sv: {
      title: title(`Boende – hotellrum i ${town}`),
      description: `Boende på ${shortName} i ${town}: ${counts.rooms} rum – standard, husdjursvänligt, tillgänglighetsanpassat och deluxe. Frukost och middag ingår alltid.`,
      heading: "Boende",
      tagline: "Fyra rumstyper, alla med skogen nära",
      intro: [
        "Välj mellan standardrum, husdjursvänligt rum med egen entré, tillgänglighetsanpassat rum och deluxerum med balkong. Alla rum har badrock, skrivbord, platt-tv och wifi.",
        `Som privatgäst ingår alltid frukost och middag, liksom pool och bastu. Incheckning från ${hours.checkIn}, utcheckning senast ${hours.checkOut}.`,
      ],
    },
    en: {
      title: title(`Rooms & stays in ${town}`),
      description: `Stay at ${shortName} in ${town}: ${counts.rooms} rooms – standard, pet-friendly, accessible and deluxe. Breakfast and dinner are always included for private guests.`,
      heading: "Accommodation",
      tagline: "Four room types, all close to the forest",
      intro: [
        "Choose a standard room, a pet-friendly room with its own entrance, an accessible room or a deluxe room with a balcony. Every room has a bathrobe, desk, flat-screen TV and Wi-Fi.",
        `Private guests always have breakfast and dinner included, along with the pool and sauna. Check-in from ${hours.checkIn}, check-out by ${hours.checkOut}.`,
      ],
    },
  },

  privacy: {
    sv: {
      title: title("Integritetspolicy"),
      description: `Så hanterar ${shortName} personuppgifter från bokningar, förfrågningar, jobbansökningar och nyhetsbrev – vad vi sparar, hur länge och dina rättigheter.`,
      heading: "Integritetspolicy",
      tagline: "Så tar vi hand om dina personuppgifter",
      intro: [
        "Vi samlar bara in de uppgifter vi behöver för att svara på din förfrågan, ta emot din bokning eller skicka vårt nyhetsbrev. Här beskriver vi vilka uppgifter det gäller, varför vi sparar dem, hur länge och vilka rättigheter du har enligt GDPR.",
      ],
    },
    en: {
      title: title("Privacy policy"),
      description: `How ${shortName} handles personal data from bookings, inquiries, job applications and the newsletter – what we keep, for how long and your rights.`,
      heading: "Privacy policy",
      tagline: "How we look after your personal data",
      intro: [
        "We only collect the information we need to answer your inquiry, handle your booking or send you our newsletter. Here we explain what that information is, why we keep it, for how long and what your rights are under the GDPR.",
      ],
    },
  },

  teambuilding: {
    sv: {
      title: title("Teambuilding i skogen"),
      description: `Teambuilding vid ${shortName} i ${town}: skattjakt, femkamp, mordgåta, escape box och dryckesprovning. Vi anpassar upplägget efter er grupp.`,
      heading: "Teambuilding",
      tagline: "Skratt, samarbete och frisk luft",
      intro: [
        "Ett gäng som har löst en mordgåta eller letat skatter i skogen tillsammans pratar med varandra på ett nytt sätt efteråt. Vi har aktiviteter för alla sorters grupper, från musikquiz och femkamp till escape box och dryckesprovning.",
        "Ni tävlar i lag om fyra till sex personer, och vi anpassar upplägget efter gruppen, årstiden och hur mycket ni vill anstränga er.",
      ],
    },
    en: {
      title: title("Teambuilding in the forest"),
      description: `Teambuilding at ${shortName} in ${town}: treasure hunts, pentathlon, murder mystery, escape box and drinks tasting, all tailored to your group.`,
      heading: "Teambuilding",
      tagline: "Laughter, teamwork and fresh air",
      intro: [
        "A team that has solved a murder mystery or hunted for treasure in the forest together talks differently afterwards. We have activities for every kind of group, from music quizzes and pentathlons to escape boxes and drinks tastings.",
        "You compete in teams of four to six, and we tailor the programme to your group, the season and how hard you want to work.",
      ],
    },
  },

  terms: {
    sv: {
      title: title("Villkor & policyer"),
      description: `${shortName}s villkor: avbokning och allmänna förhållningsregler, event- och gruppbokningar, miljö och hållbarhet, integritetspolicy och webbplatsvillkor.`,
      heading: "Villkor och policyer",
      tagline: "Bra att veta innan du bokar",
      intro: [
        "Här samlar vi allt som är bra att känna till innan du bokar: allmänna förhållningsregler, villkor för event och gruppbokningar, vårt arbete med miljö och hållbarhet, integritetspolicyn och villkoren för webbplatsen.",
        "Undrar du över något du läser här? Hör gärna av dig till receptionen.",
      ],
    },
    en: {
      title: title("Terms & policies"),
      description: `${shortName} terms: cancellation and house rules, events and group bookings, environment and sustainability, our privacy policy and website terms.`,
      heading: "Terms and policies",
      tagline: "Good to know before you book",
      intro: [
        "Everything worth knowing before you book, in one place: our general house rules, terms for events and group bookings, our work on the environment and sustainability, the privacy policy and the terms of use for this website.",
        "Questions about anything here? Reception is happy to help.",
      ],
    },
  },

  services: {
    sv: {
      title: title("Service & utbud"),
      description: `Service på ${shortName}: wifi, ${counts.chargerPosts} laddstolpar för elbil, husdjursvänliga rum, relax, restaurang, mötesrum och reception. Se allt vi erbjuder.`,
      heading: "Service och utbud",
      tagline: "Det du kan behöva under vistelsen",
      intro: [
        `Här har vi samlat det som finns på plats – från wifi och ${counts.chargerPosts} laddstolpar för elbil till husdjursvänliga rum, relax och mötesrum.`,
        `Saknar du något? Fråga i receptionen, som har öppet vardagar ${hours.receptionWeekdays} och helger ${hours.receptionWeekends}.`,
      ],
    },
    en: {
      title: title("Services & facilities"),
      description: `Services at ${shortName}: Wi-Fi, ${counts.chargerPosts} EV charging posts, pet-friendly rooms, relax area, restaurant, meeting rooms and reception. See everything we offer.`,
      heading: "Services and facilities",
      tagline: "Everything you might need during your stay",
      intro: [
        `Everything we offer on site, gathered in one place – from Wi-Fi and ${counts.chargerPosts} EV charging posts to pet-friendly rooms, the relax area and meeting rooms.`,
        `Missing something? Ask at reception, open ${hours.receptionWeekdays} on weekdays and ${hours.receptionWeekends} at weekends.`,
      ],
    },
  },

  "lost-and-found": {
    sv: {
      title: title("Kvarglömt"),
      description: `Har du glömt något hos ${shortName}? Beskriv föremålet i formuläret så letar vi och hör av oss. Upphittade saker sparar vi i tre månader.`,
      heading: "Kvarglömt",
      tagline: "Glömt något hos oss?",
      intro: [
        "Det händer den bästa. Fyll i formuläret med en beskrivning av det du saknar och när du bodde här, så letar vi och hör av oss.",
        "Upphittade saker sparar vi i tre månader. Mat, dryck, underkläder och hygienartiklar sparas inte.",
      ],
    },
    en: {
      title: title("Lost and found"),
      description: `Left something behind at ${shortName}? Describe the item in the form and we will look for it and get back to you. Found items are kept for three months.`,
      heading: "Lost and found",
      tagline: "Left something behind?",
      intro: [
        "It happens to the best of us. Fill in the form with a description of what you are missing and when you stayed, and we will look for it and get back to you.",
        "Found items are kept for three months. Food, drink, underwear and toiletries are not kept.",
      ],
    },
  },

  faq: {
    sv: {
      title: title("Vanliga frågor"),
      description: `Svar på vanliga frågor om boende, bokning, restaurang, möten och presentkort hos ${shortName} i ${town}, samlade på en sida.`,
      heading: "Vanliga frågor",
      tagline: "Svar innan du hinner fråga",
      intro: [
        "Här finns samma frågor och svar som i hjälpen nere i hörnet, ordnade efter ämne.",
        `Hittar du inte det du söker? Ring oss på ${formatPhone("sv")} eller mejla ${hotel.email}.`,
      ],
    },
    en: {
      title: title("Frequently asked questions"),
      description: `Answers to common questions about rooms, booking, the restaurant, meetings and gift cards at ${shortName} in ${town}, gathered on one page.`,
      heading: "Frequently asked questions",
      tagline: "Answers before you need to ask",
      intro: [
        "These are the same questions and answers as in the help in the corner of every page, arranged by subject.",
        `Can't find what you are looking for? Call us on ${formatPhone("en")} or e-mail ${hotel.email}.`,
      ],
    },
  },
  jobs: {
    sv: {
      title: title("Lediga jobb"),
      description: `Lediga jobb på ${shortName} i ${town}: kock, receptionist och konferensvärdinna, frukostvärdinna och städpersonal. Läs mer och ansök direkt här.`,
      heading: "Lediga jobb",
      tagline: `Jobba med oss i ${town}`,
      intro: [
        "Vi söker människor som tycker om att ta hand om andra. Just nu har vi lediga tjänster i köket, i receptionen, på frukosten och inom städ.",
        "Läs om tjänsterna nedan och skicka din ansökan med CV direkt här på sidan. Vi läser varenda en.",
      ],
    },
    en: {
      title: title("Jobs & careers"),
      description: `Jobs at ${shortName} in ${town}: chef, receptionist and conference host, breakfast host and cleaning staff. Read about each role and apply right here.`,
      heading: "Work with us",
      tagline: `Join our team in ${town}`,
      intro: [
        "We are looking for people who enjoy looking after others. Right now we have openings in the kitchen, at reception, at breakfast and in housekeeping.",
        "Read about the roles below and send your application and CV directly from this page. We read every single one.",
      ],
    },
  },

  "not-found": {
    sv: {
      title: title("Sidan hittades inte"),
      description: `Sidan du letar efter finns inte på ${shortName}s webbplats. Gå till startsidan för boende, spa, restaurang och konferens i ${town}.`,
      heading: "Oops! Page not found",
      tagline: "404",
      intro: ["Sidan du letar efter finns inte, eller så har den flyttat. Gå tillbaka till startsidan så hjälper vi dig vidare därifrån."],
    },
    en: {
      title: title("Page not found"),
      description: `The page you are looking for does not exist on the ${shortName} website. Head to the home page for rooms, spa, dining and conferences in ${town}.`,
      heading: "Oops! Page not found",
      tagline: "404",
      intro: [
        "The page you are looking for does not exist, or it has moved. Head back to the home page and we will help you find your way from there.",
      ],
    },
  },
});

/**
 * /conference-packages' intro and meta description quote the day conference package's from-price of
 * the day (issue 36, docs/decisions/058-conference-pages-read-the-store.md); without one (staff hid
 * the package, or left its price empty) they say it is given on request.
 */
function conferencePackagesIntroWith(hours: HoursText, dayConference: number | undefined): Localized<PageIntro> {
  const price = (lang: Lang) => (dayConference === undefined ? undefined : formatSek(dayConference, lang));
  const sv = price("sv");
  const en = price("en");
  return {
    sv: {
      title: title("Konferenspaket"),
      description: sv
        ? `Konferenspaket på ${shortName}: dagskonferens från ${sv} per person exkl. moms, eller lunch till lunch med övernattning. Skicka en förfrågan.`
        : `Konferenspaket på ${shortName}: dagskonferens ${hours.dayConference} med fika och lunch, eller lunch till lunch med övernattning. Skicka en förfrågan.`,
      heading: "Konferenspaket",
      tagline: "Dagskonferens eller lunch till lunch",
      intro: [
        sv
          ? `Två paket som täcker det mesta. Dagskonferensen pågår ${hours.dayConference} och kostar från ${sv} per person exklusive moms.`
          : `Två paket som täcker det mesta. Dagskonferensen pågår ${hours.dayConference}, och priset lämnar vi på förfrågan.`,
        "Lunch till lunch ger er två halva arbetsdagar med en kväll och en natt emellan – tid för både beslut och samtal vid middagsbordet. Priset lämnar vi på förfrågan.",
      ],
    },
    en: {
      title: title("Conference packages"),
      description: en
        ? `Conference packages at ${shortName}: a day conference from ${en} per person excl. VAT, or lunch to lunch with an overnight stay. Send us an inquiry.`
        : `Conference packages at ${shortName}: a day conference ${hours.dayConference} with coffee and lunch, or lunch to lunch with an overnight stay. Send us an inquiry.`,
      heading: "Conference packages",
      tagline: "Day conference or lunch to lunch",
      intro: [
        en
          ? `Two packages that cover most needs. The day conference runs ${hours.dayConference} and costs from ${en} per person excluding VAT.`
          : `Two packages that cover most needs. The day conference runs ${hours.dayConference}, and its price is given on request.`,
        "Lunch to lunch gives you two half working days with an evening and a night in between – time for decisions as well as conversation over dinner. Price on request.",
      ],
    },
  };
}

/**
 * /conference-packages' intro with the staff's hours and the day conference's from-price of the day
 * (`undefined`: not published, or no price).
 */
export function conferencePackagesIntro(lang: Lang, dayConference: number | undefined, hours: OpeningHours = seededHours): PageIntro {
  return conferencePackagesIntroWith(hoursText(hours), dayConference)[lang];
}

/** The intros as they read with the seeded hours. */
export const pages = pagesOf();

export function pageIntro(key: PageKey, lang: Lang, hours?: OpeningHours): PageIntro {
  return pagesOf(hours)[key][lang];
}
