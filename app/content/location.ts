/**
 * Find us (SPEC §2 "Location"): travel distances, directions and the page's labels, both
 * languages. The address, phone, e-mail and map links live in ../site.
 */
import type { Lang, Localized } from "../i18n/lang";
import { counts, hotel } from "../site";

export interface Distance {
  id: string;
  place: string;
  km: number;
}

/** SPEC §2: distances by road to the hotel, in kilometres. */
export const distances: readonly Distance[] = [
  { id: "umea", place: "Umeå", km: 183 },
  { id: "skelleftea", place: "Skellefteå", km: 101 },
  { id: "lycksele", place: "Lycksele", km: 68 },
  { id: "pitea", place: "Piteå", km: 165 },
  { id: "lulea", place: "Luleå", km: 214 },
];

export interface LocationContent {
  distances: Distance[];
  contactHeading: string;
  addressLabel: string;
  phoneLabel: string;
  emailLabel: string;
  distancesHeading: string;
  /** "{km}" is replaced by the distance. */
  kmText: string;
  directionsHeading: string;
  directions: Array<{ heading: string; text: string }>;
  mapHeading: string;
  mapTitle: string;
  mapConsentText: string;
  mapShowButton: string;
  directionsButton: string;
  /** Over the exceptions to the opening hours, when there are any (issue 18). */
  hoursChangesHeading: string;
}

const byId = (id: string) => distances.find((d) => d.id === id)?.km ?? 0;

const content: Localized<Omit<LocationContent, "distances">> = {
  sv: {
    contactHeading: "Kontakt",
    hoursChangesHeading: "Avvikande öppettider",
    addressLabel: "Adress",
    phoneLabel: "Telefon",
    emailLabel: "E-post",
    distancesHeading: "Avstånd",
    kmText: "{km} km",
    directionsHeading: "Så hittar du hit",
    directions: [
      {
        heading: "Med bil från kusten",
        text: `Från Skellefteå är det ${byId("skelleftea")} km inåt landet mot ${hotel.town}, och från Umeå ${byId("umea")} km. Följ skyltningen mot ${hotel.town} och sedan mot hotellet. Norrifrån är det ${byId("pitea")} km från Piteå och ${byId("lulea")} km från Luleå.`,
      },
      {
        heading: "Med bil från inlandet",
        text: `Från Lycksele är det ${byId("lycksele")} km, en knapp timmes bilresa genom skog och förbi sjöar. Vintertid är vägarna plogade och sandade, men räkna med lite extra tid och kör försiktigt – det är gott om ren och älg längs vägarna.`,
      },
      {
        heading: "Med flyg, tåg och buss",
        text: `Närmaste flygplatser finns i Skellefteå och Umeå, och närmaste järnvägsstationer i Skellefteå och Umeå. Därifrån tar du dig vidare med hyrbil eller regionbuss till ${hotel.town}. Hör av dig till oss i förväg, så hjälper vi dig att planera sista biten.`,
      },
      {
        heading: "Parkering och laddning",
        text: `Parkeringen ligger precis vid entrén. Där finns ${counts.chargerPosts} laddstolpar med typ 2-uttag för dig som kommer med elbil.`,
      },
    ],
    mapHeading: "Karta",
    mapTitle: `Karta som visar vägen till ${hotel.name}`,
    mapConsentText:
      "Kartan visas från Google Maps, en tjänst från tredje part som sätter cookies och får veta att du besöker sidan. Därför laddar vi den först när du ber om det – eller när du har godkänt cookies.",
    mapShowButton: "Visa kartan",
    directionsButton: "Vägbeskrivning",
  },
  en: {
    contactHeading: "Contact",
    hoursChangesHeading: "Changes to opening hours",
    addressLabel: "Address",
    phoneLabel: "Phone",
    emailLabel: "Email",
    distancesHeading: "Distances",
    kmText: "{km} km",
    directionsHeading: "How to get here",
    directions: [
      {
        heading: "By car from the coast",
        text: `From Skellefteå it is ${byId("skelleftea")} km inland towards ${hotel.town}, and from Umeå ${byId("umea")} km. Follow the signs for ${hotel.town} and then for the hotel. From the north it is ${byId("pitea")} km from Piteå and ${byId("lulea")} km from Luleå.`,
      },
      {
        heading: "By car from inland",
        text: `From Lycksele it is ${byId("lycksele")} km, just under an hour’s drive through forest and past lakes. In winter the roads are ploughed and gritted, but allow a little extra time and drive carefully – there are plenty of reindeer and elk along the roads.`,
      },
      {
        heading: "By air, rail and bus",
        text: `The nearest airports are in Skellefteå and Umeå, as are the nearest railway stations. From there, continue by hire car or regional bus to ${hotel.town}. Get in touch before you travel and we will help you plan the last leg.`,
      },
      {
        heading: "Parking and charging",
        text: `The car park is right by the entrance, with ${counts.chargerPosts} charging posts with Type 2 sockets for electric cars.`,
      },
    ],
    mapHeading: "Map",
    mapTitle: `Map showing the way to ${hotel.name}`,
    mapConsentText:
      "The map comes from Google Maps, a third-party service that sets cookies and learns that you are visiting this page. That is why we only load it when you ask for it – or once you have accepted cookies.",
    mapShowButton: "Show the map",
    directionsButton: "Get directions",
  },
};

export function locationFor(lang: Lang): LocationContent {
  return { ...content[lang], distances: distances.map((d) => ({ ...d })) };
}
