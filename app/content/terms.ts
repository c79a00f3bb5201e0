/**
 * Terms and policies (/villkor): five sections under the same ids in Swedish and English.
 *
 * Every rule, fee and percentage here follows SPEC §9 and is kept once, in the constants below,
 * so the prose in both languages cannot drift from the numbers. Times and the hotel's identity
 * come from ../site; storage keys from the modules that write them.
 */
import { COOKIE_CONSENT_KEY } from "./cookie-consent";
import { en as enMessages } from "../i18n/en";
import { languageStorageKey, type Lang, type Localized } from "../i18n/lang";
import { sv as svMessages } from "../i18n/sv";
import { counts, fullAddress, hotel, hours } from "../site";
import { hoursText, seededHours, type OpeningHours } from "./hours";
import { giftCardRules } from "./gift-cards";
import { retention } from "./privacy";
import { PET_FEE_SEK } from "./rooms";
import { formatPercent, formatPhone, formatSek } from "../i18n/format";

// ── Shared shape of the policy texts (terms, privacy policy, accessibility, lost and found) ──

/** One piece of running text. Internal link targets are site paths ("/kvarglomt"); the page localises them. */
export type PolicyBlock =
  | { kind: "p"; text: string }
  | { kind: "ul"; items: string[] }
  /** `codeFirstColumn`: the first column holds technical names (storage keys), set in monospace. */
  | { kind: "table"; caption: string; head: string[]; rows: string[][]; codeFirstColumn?: boolean }
  | { kind: "links"; items: Array<{ label: string; to: string }> }
  /** A button that brings the cookie banner back, so consent can be changed or withdrawn. */
  | { kind: "cookieSettings" };

/** A titled part of a policy text. */
export interface PolicySection {
  id: string;
  heading: string;
  blocks: PolicyBlock[];
}

// ── The facts (SPEC §9) ──────────────────────────────────────────────────────────────────

/** The pet fee and the gift-card validity are the rooms' and the gift cards' own, quoted here. */
export const houseRules = {
  minimumBookingAge: 18,
  smokingFeeSek: 3500,
  petFeeSekPerPet: PET_FEE_SEK,
  ownAlcoholFineSekPerPerson: 1000,
  lostPropertyKeptMonths: 3,
  giftCardValidMonths: giftCardRules.validMonths,
} as const;

/** Accepted at the hotel (SPEC §9 "Payment"). */
export const paymentMethods: Localized<string[]> = {
  sv: ["VISA", "Mastercard", "American Express", "Swish", "kontanter"],
  en: ["VISA", "Mastercard", "American Express", "Swish", "cash"],
};

/** Cancellation of hotel stays: refunds by how long before arrival the stay is cancelled. */
export const hotelCancellation = {
  fullRefund: { percent: 100, minDaysBefore: 15 },
  halfRefund: { percent: 50, fromDays: 7, toDays: 14 },
  lateRefund: { percent: 25, laterThanDays: 7, untilTime: "12:00", untilDaysBefore: 2 },
} as const;

/**
 * Conference and group terms. The first cancellation step (30 days or more: 100 % of the value)
 * is reproduced exactly as the hotel's terms state it (SPEC §9 "as written").
 */
export const conferenceTerms = {
  depositPercent: 25,
  depositDueDaysAfterInvoice: 10,
  invoiceDueDays: 10,
  lateInterestPointsAboveReference: 8,
  valuablesLiabilitySek: 2000,
  cancellation: [
    { fromDays: 30, toDays: null, percent: 100 },
    { fromDays: 14, toDays: 30, percent: 25 },
    { fromDays: 7, toDays: 14, percent: 50 },
    { fromDays: 3, toDays: 7, percent: 75 },
    { fromDays: 0, toDays: 3, percent: 100 },
  ],
} as const;

/** What the site keeps in the visitor's browser (SPEC §3 "Browser storage", decision 001). */
export const browserStorage = {
  language: languageStorageKey,
  cookieConsent: COOKIE_CONSENT_KEY,
  newsletterPopupClosed: "newsletter_popup_closed",
} as const;

// ── Formatting ───────────────────────────────────────────────────────────────────────────

function joinList(items: string[], lang: Lang): string {
  const and = lang === "sv" ? "och" : "and";
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

// ── The sections ─────────────────────────────────────────────────────────────────────────

export const termsSectionIds = ["general", "event", "environment", "privacy", "website"] as const;
export type TermsSectionId = (typeof termsSectionIds)[number];
export const defaultTermsSection: TermsSectionId = "general";

export interface TermsSection {
  id: TermsSectionId;
  /** The name in the section picker and the section's heading. */
  title: string;
  /** One sentence under the heading. */
  summary: string;
  parts: PolicySection[];
}

type SectionText = Omit<TermsSection, "id">;

/** What the picker and the accordion need of a section in the browser: its id and name (the body is render-only). */
export type TermsSectionHeading = Pick<TermsSection, "id" | "title">;

/** Texts of the /villkor page around the sections. */
export const termsPageLabels: Localized<{ picker: string; show: string }> = {
  sv: { picker: "Välj avsnitt", show: "Visa" },
  en: { picker: "Choose a section", show: "Show" },
};

const { minimumBookingAge, smokingFeeSek, petFeeSekPerPet, ownAlcoholFineSekPerPerson, lostPropertyKeptMonths, giftCardValidMonths } =
  houseRules;
const { fullRefund, halfRefund, lateRefund } = hotelCancellation;
const sek = formatSek;
const pct = formatPercent;

function general(lang: Lang, open: OpeningHours = seededHours): SectionText {
  // Reception's hours are staff's (./hours); check-in and check-out stay app/site.ts's.
  const hours = hoursText(open);
  if (lang === "sv") {
    return {
      title: "Allmänna förhållningsregler",
      summary: "Det här gäller för alla som bor och vistas hos oss – så att alla gäster kan trivas.",
      parts: [
        {
          id: "check-in",
          heading: "Incheckning och utcheckning",
          blocks: [
            { kind: "p", text: `Incheckning sker från kl. ${hours.checkIn} och utcheckning senast kl. ${hours.checkOut}.` },
            { kind: "p", text: `Bor du på paketet Spa Weekend checkar du ut senast kl. ${hours.spaWeekendCheckOut}.` },
            {
              kind: "p",
              text: `Receptionen har öppet vardagar ${hours.receptionWeekdays} och helger ${hours.receptionWeekends}. Vill du checka in tidigare kan du fråga oss i förväg – tidig incheckning har pris på förfrågan.`,
            },
          ],
        },
        {
          id: "age",
          heading: "Åldersgräns",
          blocks: [
            {
              kind: "p",
              text: `Den som bokar rum måste ha fyllt ${minimumBookingAge} år. Barn och ungdomar är varmt välkomna i sällskap med en vuxen.`,
            },
          ],
        },
        {
          id: "smoking",
          heading: "Rökning",
          blocks: [
            {
              kind: "p",
              text: `Hela hotellet är rökfritt, även balkongerna. Röker du inomhus debiterar vi en saneringsavgift på ${sek(smokingFeeSek, lang)}, eftersom rummet då måste saneras innan nästa gäst kan bo där.`,
            },
          ],
        },
        {
          id: "pets",
          heading: "Husdjur",
          blocks: [
            {
              kind: "p",
              text: `Husdjur är välkomna i våra husdjursvänliga rum, som har egen entré. Avgiften är ${sek(petFeeSekPerPet, lang)} per husdjur. Berätta gärna när du bokar att du har med dig ett husdjur.`,
            },
            { kind: "p", text: "Av hänsyn till gäster med allergier får husdjur inte vistas i restaurangen eller relaxavdelningen." },
          ],
        },
        {
          id: "alcohol",
          heading: "Medhavd alkohol",
          blocks: [
            {
              kind: "p",
              text: `Hotellet har serveringstillstånd, och enligt alkohollagen får medhavd alkohol inte förtäras i våra lokaler. Vid överträdelse tar vi ut en avgift på ${sek(ownAlcoholFineSekPerPerson, lang)} per person.`,
            },
          ],
        },
        {
          id: "payment",
          heading: "Betalning",
          blocks: [
            { kind: "p", text: `Du kan betala med ${joinList(paymentMethods.sv, lang)}.` },
            { kind: "p", text: "Priserna för logi är per natt och inklusive moms." },
          ],
        },
        {
          id: "cancellation",
          heading: "Avbokning av hotellvistelse",
          blocks: [
            { kind: "p", text: "Vid avbokning återbetalar vi beroende på hur lång tid före ankomst du avbokar:" },
            {
              kind: "ul",
              items: [
                `Minst ${fullRefund.minDaysBefore} dagar före ankomst: ${pct(fullRefund.percent, lang)} återbetalning.`,
                `${halfRefund.fromDays}–${halfRefund.toDays} dagar före ankomst: ${pct(halfRefund.percent, lang)} återbetalning.`,
                `Senare än ${lateRefund.laterThanDays} dagar före ankomst, fram till kl. ${lateRefund.untilTime} två dagar före ankomst: ${pct(lateRefund.percent, lang)} återbetalning.`,
                "Därefter, eller om du uteblir utan att avboka, betalar du hela beloppet.",
              ],
            },
            { kind: "p", text: "Avboka genom att ringa eller mejla receptionen. Avbokningen gäller från den tidpunkt vi tar emot den." },
          ],
        },
        {
          id: "lost-property",
          heading: "Kvarglömda saker",
          blocks: [
            {
              kind: "p",
              text: `Saker som glömts kvar sparar vi i ${lostPropertyKeptMonths} månader. Mat, dryck, underkläder och hygienartiklar sparas inte.`,
            },
            { kind: "links", items: [{ label: "Saknar du något? Fyll i formuläret för kvarglömt", to: "/kvarglomt" }] },
          ],
        },
        {
          id: "gift-cards",
          heading: "Presentkort",
          blocks: [
            {
              kind: "p",
              text: `Ett presentkort gäller i ${giftCardValidMonths} månader från köpdagen och kan ges vidare till någon annan.`,
            },
          ],
        },
      ],
    };
  }
  return {
    title: "General house rules",
    summary: "These rules apply to everyone staying with or visiting us, so that every guest can enjoy their time here.",
    parts: [
      {
        id: "check-in",
        heading: "Check-in and check-out",
        blocks: [
          { kind: "p", text: `Check-in is from ${hours.checkIn} and check-out is by ${hours.checkOut}.` },
          { kind: "p", text: `If you are staying on the Spa Weekend package, check-out is by ${hours.spaWeekendCheckOut}.` },
          {
            kind: "p",
            text: `Reception is open ${hours.receptionWeekdays} on weekdays and ${hours.receptionWeekends} at weekends. If you would like to check in earlier, ask us in advance – early check-in is priced on request.`,
          },
        ],
      },
      {
        id: "age",
        heading: "Minimum age",
        blocks: [
          {
            kind: "p",
            text: `You must be at least ${minimumBookingAge} years old to book a room. Children and teenagers are very welcome when accompanied by an adult.`,
          },
        ],
      },
      {
        id: "smoking",
        heading: "Smoking",
        blocks: [
          {
            kind: "p",
            text: `The whole hotel is non-smoking, balconies included. If you smoke indoors we charge a cleaning fee of ${sek(smokingFeeSek, lang)}, as the room then has to be deep-cleaned before the next guest can stay in it.`,
          },
        ],
      },
      {
        id: "pets",
        heading: "Pets",
        blocks: [
          {
            kind: "p",
            text: `Pets are welcome in our pet-friendly rooms, which have their own entrance. The fee is ${sek(petFeeSekPerPet, lang)} per pet. Please let us know when you book that you are bringing a pet.`,
          },
          { kind: "p", text: "Out of consideration for guests with allergies, pets are not allowed in the restaurant or the relax area." },
        ],
      },
      {
        id: "alcohol",
        heading: "Bringing your own alcohol",
        blocks: [
          {
            kind: "p",
            text: `The hotel holds a licence to serve alcohol, and under the Swedish Alcohol Act alcohol you bring yourself may not be consumed on our premises. If it is, we charge a fee of ${sek(ownAlcoholFineSekPerPerson, lang)} per person.`,
          },
        ],
      },
      {
        id: "payment",
        heading: "Payment",
        blocks: [
          { kind: "p", text: `You can pay by ${joinList(paymentMethods.en, lang)}.` },
          { kind: "p", text: "Room prices are per night and include VAT." },
        ],
      },
      {
        id: "cancellation",
        heading: "Cancelling a hotel stay",
        blocks: [
          { kind: "p", text: "If you cancel, the refund depends on how long before arrival you cancel:" },
          {
            kind: "ul",
            items: [
              `At least ${fullRefund.minDaysBefore} days before arrival: ${pct(fullRefund.percent, lang)} refund.`,
              `${halfRefund.fromDays}–${halfRefund.toDays} days before arrival: ${pct(halfRefund.percent, lang)} refund.`,
              `Later than ${lateRefund.laterThanDays} days before arrival, up to ${lateRefund.untilTime} two days before arrival: ${pct(lateRefund.percent, lang)} refund.`,
              "After that, or if you do not arrive without having cancelled, the full amount is payable.",
            ],
          },
          { kind: "p", text: "To cancel, call or e-mail reception. The cancellation takes effect when we receive it." },
        ],
      },
      {
        id: "lost-property",
        heading: "Lost property",
        blocks: [
          {
            kind: "p",
            text: `We keep items left behind for ${lostPropertyKeptMonths} months. Food, drink, underwear and toiletries are not kept.`,
          },
          { kind: "links", items: [{ label: "Missing something? Fill in the lost and found form", to: "/kvarglomt" }] },
        ],
      },
      {
        id: "gift-cards",
        heading: "Gift cards",
        blocks: [
          {
            kind: "p",
            text: `A gift card is valid for ${giftCardValidMonths} months from the date of purchase and can be passed on to someone else.`,
          },
        ],
      },
    ],
  };
}

function conferenceCancellationItems(lang: Lang): string[] {
  return conferenceTerms.cancellation.map(({ fromDays, toDays, percent }) => {
    const share = pct(percent, lang);
    if (lang === "sv") {
      if (toDays === null) return `${fromDays} dagar eller mer före ankomst: ${share} av värdet.`;
      if (fromDays === 0) return `Mindre än ${toDays} dagar före ankomst: ${share} av värdet.`;
      return `${fromDays}–${toDays} dagar före ankomst: ${share} av värdet.`;
    }
    if (toDays === null) return `${fromDays} days or more before arrival: ${share} of the value.`;
    if (fromDays === 0) return `Less than ${toDays} days before arrival: ${share} of the value.`;
    return `${fromDays}–${toDays} days before arrival: ${share} of the value.`;
  });
}

function event(lang: Lang): SectionText {
  const t = conferenceTerms;
  if (lang === "sv") {
    return {
      title: "Event & gruppbokningar",
      summary: "Villkor för konferenser, event, fester och andra gruppbokningar.",
      parts: [
        {
          id: "booking-deposit",
          heading: "Bokning och handpenning",
          blocks: [
            {
              kind: "p",
              text: `När bokningen är bekräftad fakturerar vi en handpenning på ${pct(t.depositPercent, lang)} av det bokade värdet. Handpenningen ska vara betald inom ${t.depositDueDaysAfterInvoice} dagar från fakturadatum.`,
            },
            { kind: "p", text: "Konferenspriserna anges exklusive moms." },
          ],
        },
        {
          id: "invoice",
          heading: "Betalning",
          blocks: [
            {
              kind: "p",
              text: `Resterande belopp faktureras efter arrangemanget med ${t.invoiceDueDays} dagars betalningsvillkor. Vid försenad betalning tar vi ut dröjsmålsränta enligt räntelagen, det vill säga referensräntan plus ${t.lateInterestPointsAboveReference} procentenheter.`,
            },
          ],
        },
        {
          id: "cancellation",
          heading: "Avbokning",
          blocks: [
            { kind: "p", text: "Vid avbokning av hela eller delar av arrangemanget debiteras ersättning enligt följande:" },
            { kind: "ul", items: conferenceCancellationItems(lang) },
            { kind: "p", text: "Avbokning ska göras skriftligen och gäller från den dag vi tar emot den." },
          ],
        },
        {
          id: "valuables",
          heading: "Värdesaker och ansvar",
          blocks: [
            {
              kind: "p",
              text: `Hotellets ansvar för värdesaker och egendom som deltagarna tar med sig är begränsat till ${sek(t.valuablesLiabilitySek, lang)}. Lämna gärna värdesaker i receptionen.`,
            },
          ],
        },
        {
          id: "business-packages",
          heading: "Affärspaket och konferenstider",
          blocks: [
            { kind: "p", text: "Affärspaketen gäller måndag till torsdag, men inte på helgdagar." },
            { kind: "p", text: `En dagskonferens pågår kl. ${hours.dayConference}. Vi har ${counts.conferenceRooms} konferensrum.` },
          ],
        },
      ],
    };
  }
  return {
    title: "Events & group bookings",
    summary: "Terms for conferences, events, parties and other group bookings.",
    parts: [
      {
        id: "booking-deposit",
        heading: "Booking and deposit",
        blocks: [
          {
            kind: "p",
            text: `Once the booking is confirmed we invoice a deposit of ${pct(t.depositPercent, lang)} of the booked value. The deposit is due within ${t.depositDueDaysAfterInvoice} days of the invoice date.`,
          },
          { kind: "p", text: "Conference prices are quoted excluding VAT." },
        ],
      },
      {
        id: "invoice",
        heading: "Payment",
        blocks: [
          {
            kind: "p",
            text: `The remaining amount is invoiced after the event, payable within ${t.invoiceDueDays} days. On late payment we charge interest under the Swedish Interest Act: the reference rate plus ${t.lateInterestPointsAboveReference} percentage points.`,
          },
        ],
      },
      {
        id: "cancellation",
        heading: "Cancellation",
        blocks: [
          { kind: "p", text: "If all or part of the booking is cancelled, compensation is charged as follows:" },
          { kind: "ul", items: conferenceCancellationItems(lang) },
          { kind: "p", text: "Cancellations must be made in writing and take effect on the day we receive them." },
        ],
      },
      {
        id: "valuables",
        heading: "Valuables and liability",
        blocks: [
          {
            kind: "p",
            text: `The hotel's liability for valuables and property brought by participants is limited to ${sek(t.valuablesLiabilitySek, lang)}. You are welcome to leave valuables at reception.`,
          },
        ],
      },
      {
        id: "business-packages",
        heading: "Business packages and conference hours",
        blocks: [
          { kind: "p", text: "Business packages apply Monday to Thursday, but not on public holidays." },
          { kind: "p", text: `A day conference runs ${hours.dayConference}. We have ${counts.conferenceRooms} conference rooms.` },
        ],
      },
    ],
  };
}

function environment(lang: Lang): SectionText {
  if (lang === "sv") {
    return {
      title: "Miljö & hållbarhet",
      summary: "Vi lever mitt i skogen och vill lämna den i minst lika gott skick som vi fick den.",
      parts: [
        {
          id: "food",
          heading: "Mat från trakten",
          blocks: [
            {
              kind: "p",
              text: "Köket lagar mat efter säsong och väljer i första hand råvaror från Västerbotten och Norrland – vilt, fisk, bär och grönsaker från producenter vi känner. Korta transporter och mat som inte slängs är två av de enklaste sätten att minska klimatavtrycket.",
            },
            {
              kind: "p",
              text: "Vi planerar buffén efter antalet gäster och tar vara på det som blir över i personalmåltider och nya rätter.",
            },
          ],
        },
        {
          id: "energy",
          heading: "Energi och vatten",
          blocks: [
            {
              kind: "ul",
              items: [
                "Belysning och värme anpassas efter hur lokalerna används, så att vi inte värmer och lyser upp tomma rum.",
                "Handdukar byts när du lägger dem på golvet – hänger de uppe använder du dem en dag till.",
                "Vi väljer miljömärkta rengöringsmedel och doserar dem efter behov.",
              ],
            },
          ],
        },
        {
          id: "waste",
          heading: "Avfall och återvinning",
          blocks: [
            {
              kind: "p",
              text: "Vi källsorterar i kök, rum och konferenslokaler, samlar in matavfallet för sig och undviker engångsartiklar.",
            },
          ],
        },
        {
          id: "travel",
          heading: "Resor hit",
          blocks: [
            {
              kind: "p",
              text: `Kommer du med elbil kan du ladda vid någon av våra ${counts.chargerPosts} laddstolpar (typ 2). Är ni flera som ska hit på konferens hjälper vi gärna till att planera samåkning eller gemensam transport.`,
            },
          ],
        },
        {
          id: "nature",
          heading: "Allemansrätten",
          blocks: [
            {
              kind: "p",
              text: "Skogen runt hotellet är till för alla. Följ allemansrätten när du är ute: ta med skräpet hem, gör upp eld bara där det är tillåtet och visa hänsyn mot djur och markägare.",
            },
          ],
        },
      ],
    };
  }
  return {
    title: "Environment & sustainability",
    summary: "We live in the middle of the forest and want to leave it in at least as good a state as we found it.",
    parts: [
      {
        id: "food",
        heading: "Food from the area",
        blocks: [
          {
            kind: "p",
            text: "Our kitchen cooks with the seasons and chooses produce from Västerbotten and Norrland first – game, fish, berries and vegetables from producers we know. Short journeys and food that is not thrown away are two of the simplest ways to cut our climate footprint.",
          },
          {
            kind: "p",
            text: "We plan the buffet around the number of guests and make good use of leftovers in staff meals and new dishes.",
          },
        ],
      },
      {
        id: "energy",
        heading: "Energy and water",
        blocks: [
          {
            kind: "ul",
            items: [
              "Lighting and heating follow how the rooms are used, so we do not heat and light empty spaces.",
              "Towels are changed when you leave them on the floor – if they hang up, you use them for another day.",
              "We choose eco-labelled cleaning products and dose them as needed.",
            ],
          },
        ],
      },
      {
        id: "waste",
        heading: "Waste and recycling",
        blocks: [
          {
            kind: "p",
            text: "We sort waste in the kitchen, rooms and conference areas, collect food waste separately and avoid single-use items.",
          },
        ],
      },
      {
        id: "travel",
        heading: "Getting here",
        blocks: [
          {
            kind: "p",
            text: `If you come by electric car you can charge at one of our ${counts.chargerPosts} type-2 charging posts. If several of you are coming for a conference, we are happy to help plan car sharing or shared transport.`,
          },
        ],
      },
      {
        id: "nature",
        heading: "The right of public access",
        blocks: [
          {
            kind: "p",
            text: "The forest around the hotel is there for everyone. Follow the Swedish right of public access when you are out: take your rubbish home, light fires only where it is allowed, and respect wildlife and landowners.",
          },
        ],
      },
    ],
  };
}

function privacy(lang: Lang): SectionText {
  const r = retention;
  if (lang === "sv") {
    return {
      title: "Integritetspolicy",
      summary: "En sammanfattning av hur vi hanterar dina personuppgifter. Hela integritetspolicyn finns på en egen sida.",
      parts: [
        {
          id: "controller",
          heading: "Personuppgiftsansvarig",
          blocks: [
            {
              kind: "p",
              text: `${hotel.name}, ${fullAddress}, ansvarar för de personuppgifter du lämnar till oss. Du når oss på ${hotel.email} eller ${formatPhone("sv")}.`,
            },
          ],
        },
        {
          id: "what",
          heading: "Vad vi sparar och varför",
          blocks: [
            {
              kind: "ul",
              items: [
                "Bokningsförfrågningar och bokningar: namn och kontaktuppgifter samt det du berättar om vistelsen, för att kunna ge dig ett förslag och ta emot dig.",
                "Kvarglömt: namn, adress och kontaktuppgifter samt uppgifter om vistelsen och föremålet, för att kunna leta upp och skicka det du glömt.",
                "Jobbansökningar: kontaktuppgifter, ditt meddelande, CV och eventuellt personligt brev, för att kunna bedöma din ansökan.",
                "Nyhetsbrev: din e-postadress och när och hur du anmälde och bekräftade den, för att skicka nyhetsbrevet som du har bett om och kunna visa ditt samtycke.",
              ],
            },
          ],
        },
        {
          id: "retention",
          heading: "Hur länge vi sparar uppgifterna",
          blocks: [
            {
              kind: "ul",
              items: [
                `Bokningsuppgifter sparas i ${r.bookingDaysAfterStay} dagar efter vistelsen.`,
                `En prenumeration på nyhetsbrevet gäller tills du avslutar den, och då raderas adressen direkt. Adresser som aldrig bekräftas raderas efter ${r.unconfirmedNewsletterDays} dagar.`,
                `Uppgifter om medlemskap sparas så länge medlemskapet pågår och därefter i ${r.membershipMonthsAfterEnd} månader.`,
                `Förfrågningar om kvarglömt sparas i ${r.lostAndFoundMonths} månader.`,
                `Jobbansökningar sparas i ${r.jobApplicationMonths} månader.`,
              ],
            },
          ],
        },
        {
          id: "rights",
          heading: "Dina rättigheter",
          blocks: [
            {
              kind: "p",
              text: `Du har rätt att få veta vilka uppgifter vi har om dig, att få felaktiga uppgifter rättade och att få uppgifter raderade. Hör av dig till ${hotel.email}. Är du inte nöjd med hur vi hanterar dina uppgifter kan du klaga hos Integritetsskyddsmyndigheten (IMY).`,
            },
            { kind: "links", items: [{ label: "Läs hela integritetspolicyn", to: "/integritetspolicy" }] },
          ],
        },
      ],
    };
  }
  return {
    title: "Privacy policy",
    summary: "A summary of how we handle your personal data. The full privacy policy has a page of its own.",
    parts: [
      {
        id: "controller",
        heading: "Data controller",
        blocks: [
          {
            kind: "p",
            text: `${hotel.name}, ${fullAddress}, Sweden, is responsible for the personal data you give us. You can reach us at ${hotel.email} or on ${formatPhone("en")}.`,
          },
        ],
      },
      {
        id: "what",
        heading: "What we keep and why",
        blocks: [
          {
            kind: "ul",
            items: [
              "Booking inquiries and bookings: your name, contact details and what you tell us about your stay, so we can send you a proposal and welcome you.",
              "Lost and found: your name, address and contact details and details of your stay and the item, so we can find and send back what you left behind.",
              "Job applications: your contact details, your message, CV and any cover letter, so we can consider your application.",
              "Newsletter: your e-mail address and when and how you signed up and confirmed it, so we can send you the newsletter you asked for and show your consent.",
            ],
          },
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        blocks: [
          {
            kind: "ul",
            items: [
              `Booking details are kept for ${r.bookingDaysAfterStay} days after your stay.`,
              `A newsletter subscription lasts until you unsubscribe, and the address is then deleted straight away. Addresses that are never confirmed are deleted after ${r.unconfirmedNewsletterDays} days.`,
              `Membership details are kept for as long as the membership lasts and for ${r.membershipMonthsAfterEnd} months after it ends.`,
              `Lost-and-found requests are kept for ${r.lostAndFoundMonths} months.`,
              `Job applications are kept for ${r.jobApplicationMonths} months.`,
            ],
          },
        ],
      },
      {
        id: "rights",
        heading: "Your rights",
        blocks: [
          {
            kind: "p",
            text: `You have the right to know what data we hold about you, to have incorrect data corrected and to have data erased. Contact us at ${hotel.email}. If you are unhappy with how we handle your data, you can complain to the Swedish Authority for Privacy Protection (IMY).`,
          },
          { kind: "links", items: [{ label: "Read the full privacy policy", to: "/integritetspolicy" }] },
        ],
      },
    ],
  };
}

function website(lang: Lang): SectionText {
  const s = browserStorage;
  if (lang === "sv") {
    const settings = svMessages["cookie.settings"];
    return {
      title: "Webbplatsvillkor",
      summary: `Villkor för användningen av ${hotel.shortName}s webbplats och vad den sparar i din webbläsare.`,
      parts: [
        {
          id: "about",
          heading: "Om webbplatsen",
          blocks: [
            {
              kind: "p",
              text: `Webbplatsen drivs av ${hotel.name}. Här kan du läsa om hotellet och skicka förfrågningar till oss. Själva rumsbokningen och köp av presentkort sker hos externa tjänster som öppnas i en ny flik och har sina egna villkor.`,
            },
            {
              kind: "p",
              text: "Vi gör vårt bästa för att priser och uppgifter ska stämma, men det är priset i bokningsbekräftelsen som gäller.",
            },
          ],
        },
        {
          id: "cookies",
          heading: "Cookies och lagring i webbläsaren",
          blocks: [
            {
              kind: "p",
              text: "Webbplatsen använder inga cookies för statistik eller annonser. Det vi sparar i din webbläsare behövs för att webbplatsen ska fungera som du valt:",
            },
            {
              kind: "table",
              codeFirstColumn: true,
              caption: "Det här sparar webbplatsen i din webbläsare",
              head: ["Namn", "Typ", "Syfte", "Hur länge"],
              rows: [
                [s.language, "Lokal lagring", "Kommer ihåg om du valt svenska eller engelska.", "Tills du tömmer webbläsarens lagring"],
                [s.language, "Cookie", "Samma språkval, så att servern kan visa rätt språk direkt.", "Ett år"],
                [
                  s.cookieConsent,
                  "Lokal lagring",
                  "Kommer ihåg om du har godkänt eller avböjt cookies.",
                  "Tills du tömmer webbläsarens lagring",
                ],
                [s.newsletterPopupClosed, "Sessionslagring", "Kommer ihåg att du stängt rutan om nyhetsbrevet.", "Tills du stänger fliken"],
              ],
            },
            {
              kind: "p",
              text: "Kartan på sidan Hitta till oss kommer från Google Maps, som sätter egna cookies. Den laddas först när du har godkänt cookies eller själv väljer att visa kartan.",
            },
          ],
        },
        {
          id: "consent",
          heading: "Ändra eller återkalla ditt samtycke",
          blocks: [
            {
              kind: "p",
              text: `Du kan när som helst ändra ditt val genom att klicka på ”${settings}” längst ner på varje sida eller på knappen här nedanför. Avböjer du laddas kartan inte längre automatiskt.`,
            },
            { kind: "cookieSettings" },
          ],
        },
        {
          id: "links",
          heading: "Länkar till andra webbplatser",
          blocks: [
            {
              kind: "p",
              text: "Vi länkar till bokningsmotorn, presentkortsbutiken och kartor. De drivs av andra företag, och vi ansvarar inte för deras innehåll eller hur de hanterar personuppgifter.",
            },
          ],
        },
        {
          id: "copyright",
          heading: "Upphovsrätt",
          blocks: [
            {
              kind: "p",
              text: `Texter och bilder på webbplatsen tillhör ${hotel.name}. Vill du använda något av materialet, fråga oss först.`,
            },
          ],
        },
        {
          id: "accessibility",
          heading: "Tillgänglighet",
          blocks: [
            {
              kind: "p",
              text: "Vi vill att alla ska kunna använda webbplatsen. Så här arbetar vi med det och så här meddelar du oss om något inte fungerar:",
            },
            { kind: "links", items: [{ label: "Läs vår tillgänglighetsredogörelse", to: "/tillganglighet" }] },
          ],
        },
      ],
    };
  }
  const settings = enMessages["cookie.settings"];
  return {
    title: "Website terms",
    summary: `Terms of use for the ${hotel.shortName} website and what it stores in your browser.`,
    parts: [
      {
        id: "about",
        heading: "About the website",
        blocks: [
          {
            kind: "p",
            text: `This website is run by ${hotel.name}. Here you can read about the hotel and send us inquiries. Booking rooms and buying gift cards happen on external services, which open in a new tab and have terms of their own.`,
          },
          {
            kind: "p",
            text: "We do our best to keep prices and details correct, but the price in your booking confirmation is the one that applies.",
          },
        ],
      },
      {
        id: "cookies",
        heading: "Cookies and browser storage",
        blocks: [
          {
            kind: "p",
            text: "The website uses no cookies for statistics or advertising. What we store in your browser is needed for the site to work the way you have chosen:",
          },
          {
            kind: "table",
            codeFirstColumn: true,
            caption: "What the website stores in your browser",
            head: ["Name", "Type", "Purpose", "How long"],
            rows: [
              [s.language, "Local storage", "Remembers whether you chose Swedish or English.", "Until you clear your browser's storage"],
              [s.language, "Cookie", "The same language choice, so the server can show the right language straight away.", "One year"],
              [
                s.cookieConsent,
                "Local storage",
                "Remembers whether you accepted or declined cookies.",
                "Until you clear your browser's storage",
              ],
              [s.newsletterPopupClosed, "Session storage", "Remembers that you closed the newsletter box.", "Until you close the tab"],
            ],
          },
          {
            kind: "p",
            text: "The map on the Find us page comes from Google Maps, which sets cookies of its own. It only loads once you have accepted cookies or choose to show the map yourself.",
          },
        ],
      },
      {
        id: "consent",
        heading: "Changing or withdrawing your consent",
        blocks: [
          {
            kind: "p",
            text: `You can change your choice at any time with “${settings}” at the bottom of every page or the button below. If you decline, the map no longer loads automatically.`,
          },
          { kind: "cookieSettings" },
        ],
      },
      {
        id: "links",
        heading: "Links to other websites",
        blocks: [
          {
            kind: "p",
            text: "We link to the booking engine, the gift card shop and maps. They are run by other companies, and we are not responsible for their content or how they handle personal data.",
          },
        ],
      },
      {
        id: "copyright",
        heading: "Copyright",
        blocks: [
          {
            kind: "p",
            text: `The texts and images on this website belong to ${hotel.name}. If you would like to use any of them, please ask us first.`,
          },
        ],
      },
      {
        id: "accessibility",
        heading: "Accessibility",
        blocks: [
          {
            kind: "p",
            text: "We want everyone to be able to use this website. Here is how we work on it, and how to tell us if something does not work:",
          },
          { kind: "links", items: [{ label: "Read our accessibility statement", to: "/tillganglighet" }] },
        ],
      },
    ],
  };
}

const sectionTexts: Record<TermsSectionId, (lang: Lang, open?: OpeningHours) => SectionText> = {
  general,
  event,
  environment,
  privacy,
  website,
};

/** The five sections in the active language, in display order. */
export function termsFor(lang: Lang, open?: OpeningHours): TermsSection[] {
  return termsSectionIds.map((id) => ({ id, ...sectionTexts[id](lang, open) }));
}
