/**
 * Packages and offers (SPEC §3 "Package"), in Swedish and English under the same ids: the seed of
 * the packages staff now edit in the content store (issue 36, migration 0028 made from this file by
 * scripts/package-seed.mjs; docs/decisions/053-packages-in-the-store.md), and /packages' labels.
 * The pages read the store (app/content-store/packages.server.ts); `packagePrices` remains the
 * price the conference pages quote and the FAQ falls back to.
 */
import type { ImageKey } from "../images/keys";
import type { Picture } from "../photos/photos";
import type { Lang, Localized } from "../i18n/lang";
import { conferenceCapacity, hours } from "../site";
import { formatSek } from "../i18n/format";

import { packageCategoryIds, packageCategoryNames, seniorMinimumAge, type PackageCategoryId } from "./package-categories";

export { packageCategoryIds, packageCategoryNames, seniorMinimumAge, type PackageCategoryId };

export interface PackageCategory {
  id: PackageCategoryId;
  name: string;
}

export interface ScheduleItem {
  time: string;
  activity: string;
}

export interface AddOnOption {
  name: string;
  description: string;
  price: string;
}

export interface Package {
  /** The package's number in the booking engine ("Boka online"), where it has one. */
  id?: number;
  /** DOM id and URL anchor (/packages#slug), the same in both languages. */
  slug: string;
  title: string;
  category: PackageCategoryId;
  featured: boolean;
  /** A catalogue picture, or a photo staff uploaded (app/photos/). */
  image: Picture;
  /** The image described for screen readers, in the active language. */
  imageAlt: string;
  /** Lowest price in SEK, when the package has one. */
  fromPrice?: number;
  /** Short description for the card. */
  description: string;
  /** The price line: "Från 1 580 kr per person och natt", or the contact text when there is no price. */
  price: string;
  /** A price still to come: "Från 1 januari 2027: 1 680 kr". */
  comingPrice?: string;
  priceSingle?: string;
  priceDouble?: string;
  pricePerPerson?: string;
  /** A note about the price (VAT, what costs extra). */
  addon?: string;
  termsText: string;
  equipmentText?: string;
  includes: string[];
  dayOne?: string[];
  dayTwo?: string[];
  dayThree?: string[];
  schedule?: ScheduleItem[];
  addOnOptions?: AddOnOption[];
}

type PackageText = Omit<Package, "id" | "slug" | "category" | "featured" | "image" | "fromPrice">;

interface PackageSource {
  id: number;
  slug: string;
  category: PackageCategoryId;
  image: ImageKey;
  fromPrice?: number;
  text: Localized<PackageText>;
}

/** SEK, the one place each package price is written (SPEC §3 and §9). */
export const packagePrices = {
  weekend: 1580,
  harligaFredag: 1570,
  dayConferencePerPerson: 910,
  businessPlus: 1650,
  business: 1525,
  senior: 1380,
  leisure: 1525,
} as const;

/** The two spa packages were sold on the spa page and never listed on /packages (SPEC §2): the seed's places. */
export const spaPackageIds = [1, 2] as const;

/** Seeded under home's "Populära paket", in this order: day conference, LEISURE, the weekend package. */
export const featuredPackageIds = [401, 302, 3] as const;

/** What relax and conference packages without a price say instead (SPEC §9). */
export const priceOnRequestText: Localized = {
  sv: "Kontakta oss för pris och tillgänglighet",
  en: "Contact us for pricing and availability",
};

const kr = (amount: number) => formatSek(amount, "sv");
const sek = (amount: number) => formatSek(amount, "en");

// Sentences that several packages share, so each fact is phrased once per language.
const stayTerms = {
  sv: `Incheckning från kl. ${hours.checkIn}, utcheckning senast kl. ${hours.checkOut}. Priserna per natt inkluderar moms. Frukost och middag ingår alltid för privatgäster.`,
  en: `Check-in from ${hours.checkIn}, check-out by ${hours.checkOut}. Prices per night include VAT. Breakfast and dinner are always included for private guests.`,
};
const businessDays = {
  sv: "Gäller måndag till torsdag, ej helgdagar.",
  en: "Valid Monday to Thursday, not on public holidays.",
};
const priceOnRequest = { sv: "Pris på förfrågan", en: "Price on request" };
const stayAddOns: Localized<AddOnOption[]> = {
  sv: [
    {
      name: "Tidig incheckning",
      description: `Kom före kl. ${hours.checkIn} och börja vistelsen i lugn och ro, i mån av plats.`,
      price: priceOnRequest.sv,
    },
    {
      name: "Husdjursvänligt rum",
      description: "Ta med hunden eller katten. Rummet har egen entré så att det är lätt att komma ut på promenad.",
      price: priceOnRequest.sv,
    },
  ],
  en: [
    {
      name: "Early check-in",
      description: `Arrive before ${hours.checkIn} and start your stay at an easy pace, subject to availability.`,
      price: priceOnRequest.en,
    },
    {
      name: "Pet-friendly room",
      description: "Bring your dog or cat along. The room has its own entrance, so getting out for a walk is easy.",
      price: priceOnRequest.en,
    },
  ],
};

const packages: PackageSource[] = [
  {
    id: 1,
    slug: "spa-weekend",
    category: "relax",
    image: "pool",
    text: {
      sv: {
        title: "SPA WEEKEND",
        imageAlt: "Den uppvärmda bassängen i relaxavdelningen",
        description:
          "En hel helg för återhämtning: två nätter, frukost och middag, fri tillgång till relaxavdelningen och sen utcheckning på söndagen.",
        price: priceOnRequestText.sv,
        addon: "Behandlingar som massage och ansiktsbehandling bokas till och betalas separat.",
        termsText: `Incheckning från kl. ${hours.checkIn}, utcheckning senast kl. ${hours.spaWeekendCheckOut} på avresedagen. Priserna per natt inkluderar moms. Frukost och middag ingår alltid för privatgäster.`,
        includes: [
          "Två nätter i dubbelrum",
          "Frukostbuffé båda morgnarna",
          "Middag i restaurangen båda kvällarna",
          "Fri tillgång till relaxavdelningen med uppvärmd bassäng, bastu och lounge",
          "Badrock och handduk på rummet",
          `Sen utcheckning kl. ${hours.spaWeekendCheckOut}`,
        ],
        dayOne: [`Incheckning från kl. ${hours.checkIn}`, "Eftermiddag i bassängen och bastun", "Middag i restaurangen"],
        dayTwo: [
          "Frukostbuffé",
          "Promenad upp till källan eller ett varv på elljusspåret",
          "Tid för en behandling om du har bokat till en",
          "Middag och en lugn kväll i loungen",
        ],
        dayThree: ["Frukost i lugn takt", "En sista stund i poolen", `Utcheckning senast kl. ${hours.spaWeekendCheckOut}`],
        addOnOptions: stayAddOns.sv,
      },
      en: {
        title: "SPA WEEKEND",
        imageAlt: "The heated pool in the relaxation area",
        description:
          "A whole weekend to recover: two nights, breakfast and dinner, free use of the relaxation area and a late check-out on Sunday.",
        price: priceOnRequestText.en,
        addon: "Treatments such as massages and facials can be added and are paid for separately.",
        termsText: `Check-in from ${hours.checkIn}, check-out by ${hours.spaWeekendCheckOut} on the day you leave. Prices per night include VAT. Breakfast and dinner are always included for private guests.`,
        includes: [
          "Two nights in a double room",
          "Breakfast buffet both mornings",
          "Dinner in the restaurant both evenings",
          "Free use of the relaxation area with heated pool, sauna and lounge",
          "Bathrobe and towel in your room",
          `Late check-out at ${hours.spaWeekendCheckOut}`,
        ],
        dayOne: [`Check-in from ${hours.checkIn}`, "An afternoon in the pool and sauna", "Dinner in the restaurant"],
        dayTwo: [
          "Breakfast buffet",
          "A walk up to the spring or a lap of the floodlit track",
          "Time for a treatment if you have added one",
          "Dinner and a quiet evening in the lounge",
        ],
        dayThree: ["A leisurely breakfast", "One last swim in the pool", `Check-out by ${hours.spaWeekendCheckOut}`],
        addOnOptions: stayAddOns.en,
      },
    },
  },
  {
    id: 2,
    slug: "spa-for-en-dag",
    category: "relax",
    image: "treatment",
    text: {
      sv: {
        title: "SPA FÖR EN DAG",
        imageAlt: "Massagebänk med handdukar och levande ljus",
        description: `En dag i relaxavdelningen kl. ${hours.spaDay} med lunch, eftermiddagsfika och gott om tid i bassängen och bastun.`,
        price: priceOnRequestText.sv,
        addon: "Behandlingar bokas till och betalas separat.",
        termsText: `Gäller fredag till lördag, kl. ${hours.spaDay}. Boka i förväg så att vi kan hålla plats åt dig.`,
        includes: [
          `Tillgång till relaxavdelningen kl. ${hours.spaDay}`,
          "Lunch i restaurangen",
          "Eftermiddagsfika",
          "Badrock, handduk och tofflor",
        ],
        schedule: [
          { time: hours.spaDay.slice(0, 5), activity: "Ankomst, ombyte och en första stund i bassängen" },
          { time: "12:30", activity: "Lunch i restaurangen" },
          { time: "13:30", activity: "Fri tid i bassäng, bastu och lounge" },
          { time: "15:00", activity: "Eftermiddagsfika" },
          { time: hours.spaDay.slice(-5), activity: "Dagen i relaxavdelningen avslutas" },
        ],
      },
      en: {
        title: "SPA FOR A DAY",
        imageAlt: "A massage table with towels and candlelight",
        description: `A day in the relaxation area from ${hours.spaDay} with lunch, afternoon coffee and plenty of time in the pool and sauna.`,
        price: priceOnRequestText.en,
        addon: "Treatments can be added and are paid for separately.",
        termsText: `Valid Friday to Saturday, ${hours.spaDay}. Please book ahead so that we can keep a place for you.`,
        includes: [
          `Use of the relaxation area from ${hours.spaDay}`,
          "Lunch in the restaurant",
          "Afternoon coffee and cake",
          "Bathrobe, towel and slippers",
        ],
        schedule: [
          { time: hours.spaDay.slice(0, 5), activity: "Arrival, changing and a first swim in the pool" },
          { time: "12:30", activity: "Lunch in the restaurant" },
          { time: "13:30", activity: "Free time in the pool, sauna and lounge" },
          { time: "15:00", activity: "Afternoon coffee and cake" },
          { time: hours.spaDay.slice(-5), activity: "Your day in the relaxation area comes to an end" },
        ],
      },
    },
  },
  {
    id: 3,
    slug: "weekendpaket",
    category: "weekend",
    image: "summer-night",
    fromPrice: packagePrices.weekend,
    text: {
      sv: {
        title: "WEEKENDPAKET",
        imageAlt: "Ljus sommarnatt över sjön",
        description:
          "Fredag eller lördag hos oss: middag, en god natts sömn i skogens tystnad, frukostbuffé och kvällen fri i bassängen och bastun.",
        price: `Från ${kr(packagePrices.weekend)} per person och natt`,
        pricePerPerson: `${kr(packagePrices.weekend)} per person och natt i dubbelrum`,
        addon: "Dryck till middagen och behandlingar betalas separat.",
        termsText: `Gäller fredagar och lördagar. ${stayTerms.sv}`,
        includes: [
          "Övernattning i dubbelrum",
          "Middag i restaurangen",
          "Frukostbuffé",
          "Fri tillgång till relaxavdelningen med bassäng och bastu",
          "Parkering och wifi",
        ],
        dayOne: [`Incheckning från kl. ${hours.checkIn}`, "Bad och bastu före maten", "Middag i restaurangen"],
        dayTwo: ["Frukostbuffé", "Promenad i skogen eller ett sista dopp", `Utcheckning senast kl. ${hours.checkOut}`],
        addOnOptions: stayAddOns.sv,
      },
      en: {
        title: "WEEKEND PACKAGE",
        imageAlt: "A light summer night over the lake",
        description:
          "A Friday or Saturday with us: dinner, a good night's sleep in the quiet of the forest, breakfast buffet and the evening free in the pool and sauna.",
        price: `From ${sek(packagePrices.weekend)} per person per night`,
        pricePerPerson: `${sek(packagePrices.weekend)} per person per night in a double room`,
        addon: "Drinks with dinner and treatments are paid for separately.",
        termsText: `Valid on Fridays and Saturdays. ${stayTerms.en}`,
        includes: [
          "A night in a double room",
          "Dinner in the restaurant",
          "Breakfast buffet",
          "Free use of the relaxation area with pool and sauna",
          "Parking and Wi-Fi",
        ],
        dayOne: [`Check-in from ${hours.checkIn}`, "A swim and a sauna before dinner", "Dinner in the restaurant"],
        dayTwo: ["Breakfast buffet", "A walk in the forest or one last swim", `Check-out by ${hours.checkOut}`],
        addOnOptions: stayAddOns.en,
      },
    },
  },
  {
    id: 104,
    slug: "harliga-fredag",
    category: "weekend",
    image: "dining",
    fromPrice: packagePrices.harligaFredag,
    text: {
      sv: {
        title: "HÄRLIGA FREDAG",
        imageAlt: "Dukat bord i restaurangen inför middagen",
        description:
          "Lämna veckan bakom dig. Checka in på fredagen, värm upp i bastun, ät fredagens tvårättersmiddag och vakna till frukost utan väckarklocka.",
        price: `Från ${kr(packagePrices.harligaFredag)} per person`,
        pricePerPerson: `${kr(packagePrices.harligaFredag)} per person i dubbelrum`,
        addon: "Dryck till middagen betalas separat.",
        termsText: `Gäller fredagar. ${stayTerms.sv}`,
        includes: [
          "Övernattning fredag till lördag i dubbelrum",
          "Tvårättersmiddag på fredagskvällen",
          "Frukostbuffé på lördagen",
          "Fri tillgång till relaxavdelningen med bassäng, bastu och lounge",
        ],
        schedule: [
          { time: hours.checkIn, activity: "Incheckning" },
          { time: "17:00", activity: "Bastu och bad i relaxavdelningen" },
          { time: "19:00", activity: "Tvårättersmiddag i restaurangen" },
          { time: "08:00", activity: "Frukostbuffé på lördagsmorgonen" },
          { time: hours.checkOut, activity: "Utcheckning" },
        ],
        addOnOptions: stayAddOns.sv,
      },
      en: {
        title: "FRIDAY FEELING",
        imageAlt: "A table laid for dinner in the restaurant",
        description:
          "Leave the week behind. Check in on Friday, warm up in the sauna, enjoy the Friday two-course dinner and wake up to breakfast with no alarm clock.",
        price: `From ${sek(packagePrices.harligaFredag)} per person`,
        pricePerPerson: `${sek(packagePrices.harligaFredag)} per person in a double room`,
        addon: "Drinks with dinner are paid for separately.",
        termsText: `Valid on Fridays. ${stayTerms.en}`,
        includes: [
          "One night, Friday to Saturday, in a double room",
          "Two-course dinner on Friday evening",
          "Breakfast buffet on Saturday",
          "Free use of the relaxation area with pool, sauna and lounge",
        ],
        schedule: [
          { time: hours.checkIn, activity: "Check-in" },
          { time: "17:00", activity: "Sauna and a swim in the relaxation area" },
          { time: "19:00", activity: "Two-course dinner in the restaurant" },
          { time: "08:00", activity: "Breakfast buffet on Saturday morning" },
          { time: hours.checkOut, activity: "Check-out" },
        ],
        addOnOptions: stayAddOns.en,
      },
    },
  },
  {
    id: 401,
    slug: "dagskonferens",
    category: "conference",
    image: "conference",
    fromPrice: packagePrices.dayConferencePerPerson,
    text: {
      sv: {
        title: "DAGSKONFERENS",
        imageAlt: "Konferensrum med långbord och stora fönster mot skogen",
        description: `En hel mötesdag kl. ${hours.dayConference} med konferensrum, teknik, fika och lunch – och skogen utanför fönstret när ni behöver tänka nytt.`,
        price: `Från ${kr(packagePrices.dayConferencePerPerson)} per person exkl. moms`,
        pricePerPerson: `${kr(packagePrices.dayConferencePerPerson)} per person exkl. moms`,
        addon: "Konferenspriser är exklusive moms.",
        termsText: `Konferensdagen pågår kl. ${hours.dayConference}. Konferenspriser är exklusive moms. Våra mötesrum tar från ${conferenceCapacity.min} till ${conferenceCapacity.max} personer. För bokningen gäller våra konferensvillkor.`,
        equipmentText:
          "Alla konferensrum har projektor eller storbildsskärm, whiteboard, blädderblock och snabbt wifi. Behöver ni mikrofon, högtalare eller videolänk ordnar vi det – skriv det i förfrågan.",
        includes: [
          `Konferensrum hela dagen kl. ${hours.dayConference}`,
          "Morgonkaffe vid ankomst",
          "Förmiddagsfika",
          "Lunch i restaurangen",
          "Eftermiddagsfika",
          "Teknik, anteckningsmaterial och wifi",
        ],
        schedule: [
          { time: hours.dayConference.slice(0, 5), activity: "Ankomst och morgonkaffe" },
          { time: "08:30", activity: "Mötet börjar" },
          { time: "10:00", activity: "Förmiddagsfika" },
          { time: "12:00", activity: "Lunch i restaurangen" },
          { time: "13:00", activity: "Mötet fortsätter" },
          { time: "14:30", activity: "Eftermiddagsfika" },
          { time: hours.dayConference.slice(-5), activity: "Konferensdagen avslutas" },
        ],
        addOnOptions: [
          {
            name: "Lunch till lunch",
            description: "Gör dagen till två: middag, övernattning och frukost, och mötet avslutas med lunch dag två.",
            price: priceOnRequest.sv,
          },
          {
            name: "Teambuilding",
            description: "En aktivitet inomhus eller ute i skogen som får gruppen att skratta och samarbeta.",
            price: priceOnRequest.sv,
          },
        ],
      },
      en: {
        title: "DAY CONFERENCE",
        imageAlt: "A conference room with a long table and large windows facing the forest",
        description: `A full meeting day from ${hours.dayConference} with a conference room, equipment, coffee breaks and lunch – and the forest outside the window when you need fresh ideas.`,
        price: `From ${sek(packagePrices.dayConferencePerPerson)} per person excluding VAT`,
        pricePerPerson: `${sek(packagePrices.dayConferencePerPerson)} per person excluding VAT`,
        addon: "Conference prices exclude VAT.",
        termsText: `The conference day runs from ${hours.dayConference}. Conference prices exclude VAT. Our meeting rooms take from ${conferenceCapacity.min} to ${conferenceCapacity.max} people. Our conference terms apply to the booking.`,
        equipmentText:
          "Every conference room has a projector or large screen, a whiteboard, a flip chart and fast Wi-Fi. If you need microphones, speakers or a video link, we will arrange it – just mention it in your inquiry.",
        includes: [
          `Conference room all day, ${hours.dayConference}`,
          "Coffee on arrival",
          "Mid-morning coffee break",
          "Lunch in the restaurant",
          "Afternoon coffee break",
          "Equipment, stationery and Wi-Fi",
        ],
        schedule: [
          { time: hours.dayConference.slice(0, 5), activity: "Arrival and morning coffee" },
          { time: "08:30", activity: "The meeting begins" },
          { time: "10:00", activity: "Mid-morning coffee break" },
          { time: "12:00", activity: "Lunch in the restaurant" },
          { time: "13:00", activity: "The meeting continues" },
          { time: "14:30", activity: "Afternoon coffee break" },
          { time: hours.dayConference.slice(-5), activity: "The conference day ends" },
        ],
        addOnOptions: [
          {
            name: "Lunch to lunch",
            description: "Turn one day into two: dinner, an overnight stay and breakfast, with the meeting ending over lunch on day two.",
            price: priceOnRequest.en,
          },
          {
            name: "Teambuilding",
            description: "An activity indoors or out in the forest that gets the group laughing and working together.",
            price: priceOnRequest.en,
          },
        ],
      },
    },
  },
  {
    id: 4,
    slug: "business-plus",
    category: "business",
    image: "room-deluxe",
    fromPrice: packagePrices.businessPlus,
    text: {
      sv: {
        title: "BUSINESS+",
        imageAlt: "Rymligt hotellrum med stor säng och balkong",
        description:
          "För dig som reser i tjänsten och vill landa ordentligt: enkelrum, middag, frukost och kvällen i bassängen och bastun.",
        price: `Från ${kr(packagePrices.businessPlus)} per natt`,
        priceSingle: `${kr(packagePrices.businessPlus)} per natt i enkelrum`,
        addon: "Dryck till middagen betalas separat.",
        termsText: `${businessDays.sv} Incheckning från kl. ${hours.checkIn}, utcheckning senast kl. ${hours.checkOut}. Priserna per natt inkluderar moms.`,
        includes: [
          "Övernattning i enkelrum",
          "Middag i restaurangen",
          "Frukostbuffé",
          "Fri tillgång till relaxavdelningen med bassäng och bastu",
          "Wifi och parkering",
        ],
        dayOne: [`Incheckning från kl. ${hours.checkIn}`, "Bastu och bad efter arbetsdagen", "Middag i restaurangen"],
        dayTwo: ["Frukostbuffé", `Utcheckning senast kl. ${hours.checkOut}`],
        addOnOptions: stayAddOns.sv,
      },
      en: {
        title: "BUSINESS+",
        imageAlt: "A spacious hotel room with a large bed and a balcony",
        description:
          "For business travellers who want to properly unwind: a single room, dinner, breakfast and the evening in the pool and sauna.",
        price: `From ${sek(packagePrices.businessPlus)} per night`,
        priceSingle: `${sek(packagePrices.businessPlus)} per night in a single room`,
        addon: "Drinks with dinner are paid for separately.",
        termsText: `${businessDays.en} Check-in from ${hours.checkIn}, check-out by ${hours.checkOut}. Prices per night include VAT.`,
        includes: [
          "A night in a single room",
          "Dinner in the restaurant",
          "Breakfast buffet",
          "Free use of the relaxation area with pool and sauna",
          "Wi-Fi and parking",
        ],
        dayOne: [`Check-in from ${hours.checkIn}`, "Sauna and a swim after the working day", "Dinner in the restaurant"],
        dayTwo: ["Breakfast buffet", `Check-out by ${hours.checkOut}`],
        addOnOptions: stayAddOns.en,
      },
    },
  },
  {
    id: 5,
    slug: "business",
    category: "business",
    image: "room-standard",
    fromPrice: packagePrices.business,
    text: {
      sv: {
        title: "BUSINESS",
        imageAlt: "Hotellrum med två sängar och skrivbord",
        description: "Ett lugnt rum och en bra frukost när resan gäller jobbet, med tillgång till relaxavdelningen på kvällen.",
        price: `Från ${kr(packagePrices.business)} per natt`,
        priceSingle: `${kr(packagePrices.business)} per natt i enkelrum`,
        addon: "Middag kan läggas till på plats.",
        termsText: `${businessDays.sv} Incheckning från kl. ${hours.checkIn}, utcheckning senast kl. ${hours.checkOut}. Priserna per natt inkluderar moms.`,
        includes: [
          "Övernattning i enkelrum",
          "Frukostbuffé",
          "Fri tillgång till relaxavdelningen med bassäng och bastu",
          "Wifi och parkering",
        ],
        dayOne: [`Incheckning från kl. ${hours.checkIn}`, "Kvällen fri i relaxavdelningen"],
        dayTwo: ["Frukostbuffé", `Utcheckning senast kl. ${hours.checkOut}`],
        addOnOptions: stayAddOns.sv,
      },
      en: {
        title: "BUSINESS",
        imageAlt: "A hotel room with two beds and a desk",
        description: "A quiet room and a good breakfast when you travel for work, with the relaxation area open to you in the evening.",
        price: `From ${sek(packagePrices.business)} per night`,
        priceSingle: `${sek(packagePrices.business)} per night in a single room`,
        addon: "Dinner can be added when you arrive.",
        termsText: `${businessDays.en} Check-in from ${hours.checkIn}, check-out by ${hours.checkOut}. Prices per night include VAT.`,
        includes: [
          "A night in a single room",
          "Breakfast buffet",
          "Free use of the relaxation area with pool and sauna",
          "Wi-Fi and parking",
        ],
        dayOne: [`Check-in from ${hours.checkIn}`, "The evening free in the relaxation area"],
        dayTwo: ["Breakfast buffet", `Check-out by ${hours.checkOut}`],
        addOnOptions: stayAddOns.en,
      },
    },
  },
  {
    id: 8,
    slug: "seniorpaket-60",
    category: "senior",
    image: "autumn-forest",
    fromPrice: packagePrices.senior,
    text: {
      sv: {
        title: `SENIORPAKET ${seniorMinimumAge}+`,
        imageAlt: "Höstfärgad björkskog i gult och rött",
        description: `För dig som fyllt ${seniorMinimumAge}: en vistelse i din egen takt med middag, frukost, eftermiddagsfika och varma stunder i bassängen.`,
        price: `Från ${kr(packagePrices.senior)} per person och natt`,
        pricePerPerson: `${kr(packagePrices.senior)} per person och natt i dubbelrum`,
        addon: `Minst en av gästerna i rummet ska ha fyllt ${seniorMinimumAge} år.`,
        termsText: `Gäller alla dagar, ej helgdagar. ${stayTerms.sv}`,
        includes: [
          "Övernattning i dubbelrum",
          "Middag i restaurangen",
          "Frukostbuffé",
          "Eftermiddagsfika",
          "Fri tillgång till relaxavdelningen med bassäng, bastu och lounge",
        ],
        dayOne: [`Incheckning från kl. ${hours.checkIn}`, "Eftermiddagsfika", "Middag i restaurangen"],
        dayTwo: ["Frukostbuffé", "En promenad till källan", `Utcheckning senast kl. ${hours.checkOut}`],
        addOnOptions: stayAddOns.sv,
      },
      en: {
        title: `SENIOR PACKAGE ${seniorMinimumAge}+`,
        imageAlt: "Birch forest in autumn yellows and reds",
        description: `For guests aged ${seniorMinimumAge} and over: a stay at your own pace with dinner, breakfast, afternoon coffee and warm hours in the pool.`,
        price: `From ${sek(packagePrices.senior)} per person per night`,
        pricePerPerson: `${sek(packagePrices.senior)} per person per night in a double room`,
        addon: `At least one of the guests in the room must be ${seniorMinimumAge} or over.`,
        termsText: `Valid any day of the week, not on public holidays. ${stayTerms.en}`,
        includes: [
          "A night in a double room",
          "Dinner in the restaurant",
          "Breakfast buffet",
          "Afternoon coffee and cake",
          "Free use of the relaxation area with pool, sauna and lounge",
        ],
        dayOne: [`Check-in from ${hours.checkIn}`, "Afternoon coffee and cake", "Dinner in the restaurant"],
        dayTwo: ["Breakfast buffet", "A walk up to the spring", `Check-out by ${hours.checkOut}`],
        addOnOptions: stayAddOns.en,
      },
    },
  },
  {
    id: 302,
    slug: "leisure",
    category: "experience",
    image: "lake-dawn",
    fromPrice: packagePrices.leisure,
    text: {
      sv: {
        title: "LEISURE",
        imageAlt: "Stilla sjö i gryningsljus med skog längs stranden",
        description:
          "En paus från vardagen vilken dag du vill: middag, frukost, relaxavdelningen och skogens stigar, sjöar och elljusspår precis utanför dörren.",
        price: `Från ${kr(packagePrices.leisure)} per person och natt`,
        pricePerPerson: `${kr(packagePrices.leisure)} per person och natt i dubbelrum`,
        addon: "Aktiviteter och behandlingar bokas till och betalas separat.",
        termsText: `Gäller alla dagar i mån av plats. ${stayTerms.sv}`,
        includes: [
          "Övernattning i dubbelrum",
          "Middag i restaurangen",
          "Frukostbuffé",
          "Fri tillgång till relaxavdelningen med bassäng och bastu",
          "Karta med vandringsleder och tips från receptionen",
        ],
        dayOne: [`Incheckning från kl. ${hours.checkIn}`, "Tur i skogen, på sjön eller i spåret", "Middag i restaurangen"],
        dayTwo: ["Frukostbuffé", "Morgondopp i bassängen", `Utcheckning senast kl. ${hours.checkOut}`],
        addOnOptions: stayAddOns.sv,
      },
      en: {
        title: "LEISURE",
        imageAlt: "A still lake at dawn with forest along the shore",
        description:
          "A break from everyday life on any day you like: dinner, breakfast, the relaxation area and forest trails, lakes and the floodlit track right outside the door.",
        price: `From ${sek(packagePrices.leisure)} per person per night`,
        pricePerPerson: `${sek(packagePrices.leisure)} per person per night in a double room`,
        addon: "Activities and treatments can be added and are paid for separately.",
        termsText: `Valid any day, subject to availability. ${stayTerms.en}`,
        includes: [
          "A night in a double room",
          "Dinner in the restaurant",
          "Breakfast buffet",
          "Free use of the relaxation area with pool and sauna",
          "A map of the walking trails and tips from reception",
        ],
        dayOne: [`Check-in from ${hours.checkIn}`, "Out into the forest, onto the lake or round the track", "Dinner in the restaurant"],
        dayTwo: ["Breakfast buffet", "A morning swim in the pool", `Check-out by ${hours.checkOut}`],
        addOnOptions: stayAddOns.en,
      },
    },
  },
];

function localize(source: PackageSource, lang: Lang): Package {
  const text = source.text[lang];
  return {
    id: source.id,
    slug: source.slug,
    category: source.category,
    featured: (featuredPackageIds as readonly number[]).includes(source.id),
    image: source.image,
    ...(source.fromPrice === undefined ? {} : { fromPrice: source.fromPrice }),
    ...text,
  };
}

/** Every package in the given language, in the order the site lists them. */
export function packagesFor(lang: Lang): Package[] {
  return packages.map((source) => localize(source, lang));
}

/**
 * The package /relax describes (issue 30, the spa weekend): the ticker and the packages page
 * advertise it and lead to /relax. `name` is the package's name in running text ("Spa Weekend").
 */
export function relaxPackageOf(pkg: Package, name: string, lang: Lang) {
  const labels: Localized<{ includesLabel: string; cta: string }> = {
    sv: { includesLabel: "Det här ingår", cta: `Skicka en förfrågan om ${name}` },
    en: { includesLabel: "What is included", cta: `Send an inquiry about ${name}` },
  };
  const { title, description, includes, price, comingPrice, addon, termsText } = pkg;
  return { title, description, includes, price, ...(comingPrice ? { comingPrice } : {}), addon, termsText, ...labels[lang] };
}

/** What a package's card shows on /packages; the rest of the package is its details (PackageDetails). */
export type PackageCardText = Pick<
  Package,
  "id" | "slug" | "title" | "category" | "image" | "imageAlt" | "description" | "price" | "comingPrice"
>;

/** A package's card: its texts, without the details. */
export function packageCard({ id, slug, title, category, image, imageAlt, description, price, comingPrice }: Package): PackageCardText {
  return { id, slug, title, category, image, imageAlt, description, price, ...(comingPrice ? { comingPrice } : {}) };
}

export function packageCategoriesFor(lang: Lang): PackageCategory[] {
  return packageCategoryIds.map((id) => ({ id, name: packageCategoryNames[id][lang] }));
}

export interface PackagesPageLabels {
  all: string;
  filterLabel: string;
  showDetails: string;
  close: string;
  price: string;
  priceSingle: string;
  priceDouble: string;
  pricePerPerson: string;
  includes: string;
  dayOne: string;
  dayTwo: string;
  dayThree: string;
  schedule: string;
  addOns: string;
  terms: string;
  equipment: string;
  inquiry: string;
  bookOnline: string;
  empty: string;
  relaxEmpty: string;
  relaxLink: string;
  pauseSlideshow: string;
  playSlideshow: string;
  heroSlides: Array<{ image: ImageKey; alt: string }>;
}

const detailsLabelKeys = [
  "price",
  "priceSingle",
  "priceDouble",
  "pricePerPerson",
  "includes",
  "dayOne",
  "dayTwo",
  "dayThree",
  "schedule",
  "addOns",
  "terms",
  "equipment",
] as const satisfies ReadonlyArray<keyof PackagesPageLabels>;

/** The headings of a package's details (package-details-body.tsx). */
export type PackageDetailsLabels = Pick<PackagesPageLabels, (typeof detailsLabelKeys)[number]>;

/** The rest of the page's labels: the tabs, the cards, the dialog and the hero. */
export type PackageBrowserLabels = Omit<PackagesPageLabels, (typeof detailsLabelKeys)[number]>;

/** /packages' labels in two parts: the details' headings travel with the details (routes/packages.tsx). */
export function packagesPageLabelParts(lang: Lang): { labels: PackageBrowserLabels; detailsLabels: PackageDetailsLabels } {
  const labels: Partial<PackagesPageLabels> = { ...pageLabels[lang] };
  const detailsLabels = Object.fromEntries(detailsLabelKeys.map((key) => [key, labels[key]])) as PackageDetailsLabels;
  for (const key of detailsLabelKeys) delete labels[key];
  return { labels: labels as PackageBrowserLabels, detailsLabels };
}

const pageLabels: Localized<PackagesPageLabels> = {
  sv: {
    all: "Alla",
    filterLabel: "Visa paket i kategori",
    showDetails: "Se vad som ingår",
    close: "Stäng",
    price: "Pris",
    priceSingle: "Enkelrum",
    priceDouble: "Dubbelrum",
    pricePerPerson: "Per person",
    includes: "Det här ingår",
    dayOne: "Dag 1",
    dayTwo: "Dag 2",
    dayThree: "Dag 3",
    schedule: "Dagens schema",
    addOns: "Tillval",
    terms: "Villkor",
    equipment: "Teknik och utrustning",
    inquiry: "Skicka bokningsförfrågan",
    bookOnline: "Boka seniorpaketet online",
    empty: "Det finns inga paket i den här kategorin just nu.",
    relaxEmpty:
      "Spahelgen och spa för en dag bokar du med en bokningsförfrågan. På relaxsidan kan du läsa mer om bassängen, bastun, behandlingarna och dagsspa.",
    relaxLink: "Till Relax",
    pauseSlideshow: "Pausa bildspelet",
    playSlideshow: "Spela bildspelet",
    heroSlides: [
      { image: "pool", alt: "Den uppvärmda bassängen i relaxavdelningen" },
      { image: "dining", alt: "Dukat bord i restaurangen inför middagen" },
      { image: "room-deluxe", alt: "Ljust hotellrum med dubbelsäng och utsikt mot skogen" },
    ],
  },
  en: {
    all: "All",
    filterLabel: "Show packages by category",
    showDetails: "See what is included",
    close: "Close",
    price: "Price",
    priceSingle: "Single room",
    priceDouble: "Double room",
    pricePerPerson: "Per person",
    includes: "What is included",
    dayOne: "Day 1",
    dayTwo: "Day 2",
    dayThree: "Day 3",
    schedule: "Schedule for the day",
    addOns: "Add-ons",
    terms: "Terms",
    equipment: "Equipment",
    inquiry: "Send a booking inquiry",
    bookOnline: "Book the senior package online",
    empty: "There are no packages in this category at the moment.",
    relaxEmpty:
      "The spa weekend and spa for a day are booked with a booking inquiry. On the Relax page you can read more about the pool, the sauna, the treatments and the day spa.",
    relaxLink: "Go to Relax",
    pauseSlideshow: "Pause the slideshow",
    playSlideshow: "Play the slideshow",
    heroSlides: [
      { image: "pool", alt: "The heated pool in the relaxation area" },
      { image: "dining", alt: "A table laid for dinner in the restaurant" },
      { image: "room-deluxe", alt: "A bright hotel room with a double bed and a view of the forest" },
    ],
  },
};

export function packagesPageLabelsFor(lang: Lang): PackagesPageLabels {
  return pageLabels[lang];
}
