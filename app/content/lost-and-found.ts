/**
 * The information text of the lost-and-found page (/kvarglomt), in Swedish and English under
 * the same section ids. How long items are kept is the house rule in ./terms (SPEC §9), how long
 * requests are kept is ./privacy's; reception hours come from ../site. The form and the page itself live elsewhere.
 */
import type { Lang, Localized } from "../i18n/lang";
import { hoursText, seededHours, type OpeningHours } from "./hours";
import { retention } from "./privacy";
import { houseRules, type PolicySection } from "./terms";

export const lostPropertyKeptMonths = houseRules.lostPropertyKeptMonths;

/** The kinds of item that are never kept (SPEC §9). */
export const notKeptItems: Localized<string[]> = {
  sv: ["mat", "dryck", "underkläder", "hygienartiklar"],
  en: ["food", "drink", "underwear", "toiletries"],
};

function sv(open: OpeningHours): PolicySection[] {
  const hours = hoursText(open);
  const months = lostPropertyKeptMonths;
  return [
    {
      id: "how-we-handle",
      heading: "Så tar vi hand om kvarglömda saker",
      blocks: [
        {
          kind: "p",
          text: "Allt vi hittar i rummen, konferenslokalerna, restaurangen och relaxavdelningen lämnas till receptionen, där vi skriver upp var och när det hittades.",
        },
        {
          kind: "p",
          text: `Vi sparar kvarglömda saker i ${months} månader. Har ingen hört av sig inom ${months} månader skänker vi föremålet till välgörenhet eller tar hand om det på annat sätt.`,
        },
      ],
    },
    {
      id: "not-kept",
      heading: "Det här sparar vi inte",
      blocks: [
        { kind: "p", text: "Av hygien- och säkerhetsskäl slänger vi följande direkt:" },
        { kind: "ul", items: notKeptItems.sv.map((item) => item[0]!.toUpperCase() + item.slice(1)) },
      ],
    },
    {
      id: "sending",
      heading: "Så får du tillbaka det du glömt",
      blocks: [
        {
          kind: "p",
          text: "När vi har hittat föremålet hör vi av oss. Vi skickar det med post till adressen du anger i formuläret. Frakten betalar du – vi berättar vad den kostar innan vi skickar, så att du kan godkänna den.",
        },
        {
          kind: "p",
          text: `Du kan också hämta föremålet i receptionen, som har öppet vardagar ${hours.receptionWeekdays} och helger ${hours.receptionWeekends}.`,
        },
      ],
    },
    {
      id: "the-form",
      heading: "Det här frågar formuläret efter",
      blocks: [
        { kind: "p", text: "Ju mer du berättar, desto lättare är det för oss att hitta rätt. Formuläret frågar efter:" },
        {
          kind: "ul",
          items: [
            "ditt namn, din adress, ditt postnummer och din ort, så att vi kan skicka föremålet",
            "telefonnummer och e-postadress, så att vi kan nå dig",
            "bokningsnummer och rumsnummer, om du har dem",
            "datum för ankomst och avresa",
            "en beskrivning av föremålet: vad det är, färg, märke och var du tror att du glömde det",
          ],
        },
        {
          kind: "p",
          text: `För att skicka formuläret godkänner du att vi hanterar uppgifterna enligt vår integritetspolicy. Uppgifterna sparas i ${retention.lostAndFoundMonths} månader.`,
        },
        { kind: "links", items: [{ label: "Läs integritetspolicyn", to: "/villkor?tab=privacy" }] },
      ],
    },
  ];
}

function en(open: OpeningHours): PolicySection[] {
  const hours = hoursText(open);
  const months = lostPropertyKeptMonths;
  return [
    {
      id: "how-we-handle",
      heading: "How we look after lost property",
      blocks: [
        {
          kind: "p",
          text: "Everything we find in the rooms, conference rooms, restaurant and relax area is handed in at reception, where we note where and when it was found.",
        },
        {
          kind: "p",
          text: `We keep items left behind for ${months} months. If nobody has been in touch within ${months} months, we give the item to charity or dispose of it responsibly.`,
        },
      ],
    },
    {
      id: "not-kept",
      heading: "What we do not keep",
      blocks: [
        { kind: "p", text: "For hygiene and safety reasons, the following are thrown away straight away:" },
        { kind: "ul", items: notKeptItems.en.map((item) => item[0]!.toUpperCase() + item.slice(1)) },
      ],
    },
    {
      id: "sending",
      heading: "Getting your item back",
      blocks: [
        {
          kind: "p",
          text: "Once we have found the item, we will contact you. We post it to the address you give in the form. You pay the postage – we tell you what it costs before we send it, so you can agree to it.",
        },
        {
          kind: "p",
          text: `You can also collect it from reception, which is open ${hours.receptionWeekdays} on weekdays and ${hours.receptionWeekends} at weekends.`,
        },
      ],
    },
    {
      id: "the-form",
      heading: "What the form asks for",
      blocks: [
        { kind: "p", text: "The more you tell us, the easier it is for us to find the right thing. The form asks for:" },
        {
          kind: "ul",
          items: [
            "your name, address, postcode and town, so we can send the item",
            "your phone number and e-mail address, so we can reach you",
            "your booking number and room number, if you have them",
            "your arrival and departure dates",
            "a description of the item: what it is, its colour and brand, and where you think you left it",
          ],
        },
        {
          kind: "p",
          text: `To send the form, you agree to us handling your details as described in our privacy policy. The details are kept for ${retention.lostAndFoundMonths} months.`,
        },
        { kind: "links", items: [{ label: "Read the privacy policy", to: "/villkor?tab=privacy" }] },
      ],
    },
  ];
}

/** The info text of /kvarglomt in the active language. */
export function lostAndFoundInfoFor(lang: Lang, open: OpeningHours = seededHours): PolicySection[] {
  return lang === "sv" ? sv(open) : en(open);
}
