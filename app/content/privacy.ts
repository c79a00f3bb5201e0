/**
 * The privacy policy (/integritetspolicy), in Swedish and English under the same section ids.
 * The controller is the hotel of ../site; retention periods live once, in `retention` below,
 * and the /villkor privacy tab summarises this policy from the same numbers.
 */
import type { Lang } from "../i18n/lang";
import { formatPhone } from "../i18n/format";
import { fullAddress, hotel, phoneHref } from "../site";
import type { PolicySection } from "./terms";

export const retention = {
  /** Booking inquiries and bookings: days after the stay. */
  bookingDaysAfterStay: 365,
  /** Lost-and-found requests: months. */
  lostAndFoundMonths: 3,
  /** Job applications, with their CV and cover letter: months. */
  jobApplicationMonths: 24,
  /** Newsletter addresses that were never confirmed: days. */
  unconfirmedNewsletterDays: 30,
  /** Memberships: months after they end (SPEC §9). A newsletter address is deleted as soon as it is unsubscribed. */
  membershipMonthsAfterEnd: 12,
  /**
   * The record of each copy or deletion of someone's data we made on request (who, when, what, and
   * the address only as a keyed code): months. Long enough to answer a question or complaint about
   * the request, then deleted (docs/decisions/038-privacy-and-statistics-second-review.md).
   */
  privacyRequestMonths: 36,
} as const;

/** The date this policy was last changed (YYYY-MM-DD). */
export const privacyPolicyUpdated = "2026-11-28";

export interface PrivacyPolicy {
  updated: string;
  /** Heading of the table of contents. */
  contentsHeading: string;
  /** "Last updated" label shown before the date. */
  updatedLabel: string;
  sections: PolicySection[];
}

const mail = `mailto:${hotel.email}`;
const tel = phoneHref;
const imyUrl = "https://www.imy.se";

function sv(): PrivacyPolicy {
  const r = retention;
  return {
    updated: privacyPolicyUpdated,
    contentsHeading: "Innehåll",
    updatedLabel: "Senast uppdaterad",
    sections: [
      {
        id: "controller",
        heading: "Personuppgiftsansvarig",
        blocks: [
          {
            kind: "p",
            text: `${hotel.name}, ${fullAddress}, är personuppgiftsansvarig för de uppgifter du lämnar till oss via webbplatsen, i telefon eller på plats. Har du frågor om hur vi hanterar dina personuppgifter är du välkommen att kontakta oss.`,
          },
          {
            kind: "links",
            items: [
              { label: `E-post: ${hotel.email}`, to: mail },
              { label: `Telefon: ${formatPhone("sv")}`, to: tel },
            ],
          },
        ],
      },
      {
        id: "booking-inquiries",
        heading: "Bokningsförfrågningar",
        blocks: [
          { kind: "p", text: "När du skickar en bokningsförfrågan, som privatperson eller företag, sparar vi:" },
          {
            kind: "ul",
            items: [
              "namn, e-postadress och telefonnummer, och för företag även företagsnamn",
              "antal personer eller deltagare, datum för ankomst och avresa och antal nätter",
              "vilket paket eller arrangemang du är intresserad av, önskemål om boende, måltider, teknik, spa och aktiviteter",
              "det du skriver om kostönskemål och andra önskemål",
            ],
          },
          {
            kind: "p",
            text: "Ändamål: att svara på din förfrågan, ge dig ett förslag och, om du bokar, ta emot dig och ditt sällskap.",
          },
          {
            kind: "p",
            text: "Rättslig grund: åtgärder på din begäran innan ett avtal ingås och fullgörande av avtalet (artikel 6.1 b i dataskyddsförordningen). Berättar du om allergier eller andra hälsorelaterade behov använder vi det bara för att kunna ta emot dig, med ditt uttryckliga samtycke (artikel 9.2 a), som du kan återkalla när du vill.",
          },
          {
            kind: "p",
            text: `Lagring: ${r.bookingDaysAfterStay} dagar efter vistelsen. Uppgifter som ingår i vår bokföring, till exempel fakturor, sparar vi så länge bokföringslagen kräver.`,
          },
        ],
      },
      {
        id: "lost-and-found",
        heading: "Kvarglömt",
        blocks: [
          { kind: "p", text: "När du anmäler att du glömt något hos oss sparar vi:" },
          {
            kind: "ul",
            items: [
              "namn, adress, postnummer och ort",
              "telefonnummer och e-postadress",
              "bokningsnummer och rumsnummer, om du anger dem",
              "datum för ankomst och avresa",
              "din beskrivning av föremålet",
            ],
          },
          { kind: "p", text: "Ändamål: att leta efter föremålet, kontakta dig och skicka det till dig." },
          {
            kind: "p",
            text: "Rättslig grund: vårt och ditt berättigade intresse av att du får tillbaka det du glömt (artikel 6.1 f).",
          },
          { kind: "p", text: `Lagring: ${r.lostAndFoundMonths} månader.` },
        ],
      },
      {
        id: "job-applications",
        heading: "Jobbansökningar",
        blocks: [
          { kind: "p", text: "När du söker jobb hos oss sparar vi:" },
          {
            kind: "ul",
            items: [
              "namn, e-postadress och telefonnummer",
              "vilken tjänst du söker och ditt meddelande",
              "ditt CV och ditt personliga brev, om du bifogar ett",
            ],
          },
          {
            kind: "p",
            text: "Skriv bara med det som behövs för att vi ska kunna bedöma din ansökan. Uppgifter om till exempel hälsa eller religion behöver vi inte.",
          },
          { kind: "p", text: "Ändamål: att bedöma din ansökan, kontakta dig och genomföra rekryteringen." },
          {
            kind: "p",
            text: "Rättslig grund: åtgärder innan ett eventuellt anställningsavtal ingås (artikel 6.1 b) och vårt berättigade intresse av att kunna rekrytera (artikel 6.1 f).",
          },
          {
            kind: "p",
            text: `Lagring: ${r.jobApplicationMonths} månader, så att vi kan visa hur rekryteringen gick till om den skulle ifrågasättas enligt diskrimineringslagen. Därefter raderas ansökan och filerna.`,
          },
        ],
      },
      {
        id: "newsletter",
        heading: "Nyhetsbrev",
        blocks: [
          {
            kind: "p",
            text: "När du anmäler dig till vårt nyhetsbrev sparar vi din e-postadress, vilket formulär du använde (sidfoten eller rutan som visas på sidan), vilket språk webbplatsen hade, när du anmälde dig och när du bekräftade anmälan. Adressen använder vi enbart för att skicka nyhetsbrevet; resten behöver vi för att kunna visa att vi har ditt samtycke.",
          },
          {
            kind: "p",
            text: "Rättslig grund: ditt samtycke (artikel 6.1 a). Efter anmälan skickar vi ett mejl med en länk där du bekräftar att det var du som anmälde adressen. Först när du har bekräftat skickar vi nyhetsbrev.",
          },
          {
            kind: "ul",
            items: [
              `Bekräftelselänken gäller i ${r.unconfirmedNewsletterDays} dagar. Adresser som aldrig bekräftas raderas efter ${r.unconfirmedNewsletterDays} dagar.`,
              "Varje mejl från oss om nyhetsbrevet har en länk för att avsluta prenumerationen, och många e-postprogram visar dessutom en egen knapp för det.",
              "En prenumeration gäller tills du avslutar den. Då raderas din adress och uppgifterna om anmälan direkt, och vi skickar inget mer.",
            ],
          },
        ],
      },
      {
        id: "website",
        heading: "När du besöker webbplatsen",
        blocks: [
          {
            kind: "p",
            text: "Vi för ingen besöksstatistik och använder inga cookies för spårning eller annonser. Vår driftleverantör behandlar tekniska uppgifter, som IP-adress och webbläsare, för att kunna leverera sidorna och skydda webbplatsen mot angrepp.",
          },
          {
            kind: "p",
            text: "Det webbplatsen sparar i din webbläsare – ditt språkval och ditt val om cookies – beskrivs i webbplatsvillkoren. Kartan från Google Maps laddas bara om du har godkänt cookies eller själv väljer att visa den; då gäller Googles integritetspolicy för det Google samlar in.",
          },
          { kind: "links", items: [{ label: "Webbplatsvillkor och cookies", to: "/villkor?tab=website" }] },
        ],
      },
      {
        id: "retention",
        heading: "Så länge sparar vi uppgifterna",
        blocks: [
          {
            kind: "table",
            caption: "Hur länge vi sparar personuppgifter",
            head: ["Uppgifter", "Hur länge"],
            rows: [
              ["Bokningsförfrågningar och bokningar", `${r.bookingDaysAfterStay} dagar efter vistelsen`],
              ["Förfrågningar om kvarglömt", `${r.lostAndFoundMonths} månader`],
              ["Jobbansökningar med CV och personligt brev", `${r.jobApplicationMonths} månader`],
              ["Obekräftade adresser till nyhetsbrevet", `${r.unconfirmedNewsletterDays} dagar`],
              ["Prenumeration på nyhetsbrevet", "Tills du avslutar den – då raderas adressen direkt"],
              ["Medlemskap", `Så länge medlemskapet pågår, därefter ${r.membershipMonthsAfterEnd} månader`],
              [
                "Noteringen att vi lämnat ut eller raderat dina uppgifter på begäran (adressen bara som kod)",
                `${r.privacyRequestMonths} månader`,
              ],
            ],
          },
        ],
      },
      {
        id: "processors",
        heading: "Vilka som behandlar uppgifterna åt oss",
        blocks: [
          {
            kind: "p",
            text: "Vi säljer aldrig dina uppgifter. Några leverantörer behandlar dem för vår räkning, som personuppgiftsbiträden, och får bara använda dem för att utföra tjänsten åt oss:",
          },
          {
            kind: "ul",
            items: [
              "Cloudflare – driften av webbplatsen, databasen där förfrågningar och ansökningar sparas och lagringen av bifogade filer.",
              "Vår e-postleverantör – utskick av bekräftelser, aviseringar till personalen och nyhetsbrevet.",
            ],
          },
          {
            kind: "p",
            text: "Cloudflare är ett amerikanskt företag. Om uppgifter överförs utanför EU/EES sker det med stöd av EU:s och USA:s ramverk för dataskydd (Data Privacy Framework) och EU-kommissionens standardavtalsklausuler.",
          },
        ],
      },
      {
        id: "security",
        heading: "Säkerhet",
        blocks: [
          {
            kind: "p",
            text: "All trafik till webbplatsen är krypterad. Bara de medarbetare som behöver uppgifterna i sitt arbete har tillgång till dem, och vi raderar dem när lagringstiden har gått ut.",
          },
        ],
      },
      {
        id: "rights",
        heading: "Dina rättigheter",
        blocks: [
          { kind: "p", text: "Enligt dataskyddsförordningen (GDPR) har du rätt att:" },
          {
            kind: "ul",
            items: [
              "få veta vilka uppgifter vi har om dig och få en kopia av dem",
              "få felaktiga uppgifter rättade",
              "få dina uppgifter raderade, om vi inte måste spara dem enligt lag",
              "begära att behandlingen begränsas",
              "invända mot behandling som grundar sig på vårt berättigade intresse",
              "få ut uppgifter du lämnat till oss i ett maskinläsbart format (dataportabilitet)",
              "när som helst återkalla ett samtycke, till exempel genom att avsluta nyhetsbrevet",
            ],
          },
          {
            kind: "p",
            text: "Mejla eller ring oss för att använda dina rättigheter. Vi svarar inom en månad och kan behöva be dig styrka din identitet innan vi lämnar ut uppgifter.",
          },
          {
            kind: "links",
            items: [
              { label: `E-post: ${hotel.email}`, to: mail },
              { label: `Telefon: ${formatPhone("sv")}`, to: tel },
            ],
          },
        ],
      },
      {
        id: "complaints",
        heading: "Klagomål",
        blocks: [
          {
            kind: "p",
            text: "Är du inte nöjd med hur vi hanterar dina personuppgifter vill vi gärna veta det. Du har också rätt att klaga hos tillsynsmyndigheten, Integritetsskyddsmyndigheten (IMY).",
          },
          { kind: "links", items: [{ label: "Integritetsskyddsmyndigheten (imy.se)", to: imyUrl }] },
        ],
      },
      {
        id: "changes",
        heading: "Ändringar",
        blocks: [
          {
            kind: "p",
            text: "Ändras hur vi behandlar personuppgifter uppdaterar vi den här sidan och datumet för senaste ändring.",
          },
        ],
      },
    ],
  };
}

function en(): PrivacyPolicy {
  const r = retention;
  return {
    updated: privacyPolicyUpdated,
    contentsHeading: "Contents",
    updatedLabel: "Last updated",
    sections: [
      {
        id: "controller",
        heading: "Data controller",
        blocks: [
          {
            kind: "p",
            text: `${hotel.name}, ${fullAddress}, Sweden, is the controller of the personal data you give us through the website, by phone or in person. If you have any questions about how we handle your personal data, please get in touch.`,
          },
          {
            kind: "links",
            items: [
              { label: `E-mail: ${hotel.email}`, to: mail },
              { label: `Phone: ${formatPhone("en")}`, to: tel },
            ],
          },
        ],
      },
      {
        id: "booking-inquiries",
        heading: "Booking inquiries",
        blocks: [
          { kind: "p", text: "When you send a booking inquiry, as a private guest or a company, we keep:" },
          {
            kind: "ul",
            items: [
              "your name, e-mail address and phone number, and for companies the company name",
              "the number of guests or participants, arrival and departure dates and the number of nights",
              "the package or arrangement you are interested in, and your wishes for rooms, meals, equipment, spa and activities",
              "anything you write about dietary requirements and other requests",
            ],
          },
          {
            kind: "p",
            text: "Purpose: to answer your inquiry, send you a proposal and, if you book, welcome you and your party.",
          },
          {
            kind: "p",
            text: "Legal basis: steps taken at your request before entering into a contract, and performing that contract (Article 6(1)(b) GDPR). If you tell us about allergies or other health-related needs, we use that only to be able to welcome you, with your explicit consent (Article 9(2)(a)), which you can withdraw at any time.",
          },
          {
            kind: "p",
            text: `Retention: ${r.bookingDaysAfterStay} days after your stay. Details that form part of our accounts, such as invoices, are kept for as long as the Swedish Bookkeeping Act requires.`,
          },
        ],
      },
      {
        id: "lost-and-found",
        heading: "Lost and found",
        blocks: [
          { kind: "p", text: "When you tell us you left something behind, we keep:" },
          {
            kind: "ul",
            items: [
              "your name, address, postcode and town",
              "your phone number and e-mail address",
              "your booking number and room number, if you give them",
              "your arrival and departure dates",
              "your description of the item",
            ],
          },
          { kind: "p", text: "Purpose: to look for the item, contact you and send it to you." },
          {
            kind: "p",
            text: "Legal basis: our shared legitimate interest in getting your belongings back to you (Article 6(1)(f)).",
          },
          { kind: "p", text: `Retention: ${r.lostAndFoundMonths} months.` },
        ],
      },
      {
        id: "job-applications",
        heading: "Job applications",
        blocks: [
          { kind: "p", text: "When you apply for a job with us, we keep:" },
          {
            kind: "ul",
            items: [
              "your name, e-mail address and phone number",
              "the position you are applying for and your message",
              "your CV and your cover letter, if you attach one",
            ],
          },
          {
            kind: "p",
            text: "Please include only what we need to consider your application. We do not need information about, for example, your health or religion.",
          },
          { kind: "p", text: "Purpose: to consider your application, contact you and carry out the recruitment." },
          {
            kind: "p",
            text: "Legal basis: steps taken before a possible employment contract (Article 6(1)(b)) and our legitimate interest in recruiting (Article 6(1)(f)).",
          },
          {
            kind: "p",
            text: `Retention: ${r.jobApplicationMonths} months, so that we can show how the recruitment was carried out if it were challenged under the Swedish Discrimination Act. After that, the application and its files are deleted.`,
          },
        ],
      },
      {
        id: "newsletter",
        heading: "Newsletter",
        blocks: [
          {
            kind: "p",
            text: "When you sign up for our newsletter we keep your e-mail address, which form you used (the footer or the box shown on the page), the language of the website, when you signed up and when you confirmed. We use the address only to send you the newsletter; the rest we need to be able to show that we have your consent.",
          },
          {
            kind: "p",
            text: "Legal basis: your consent (Article 6(1)(a)). After you sign up, we send you an e-mail with a link where you confirm that it was you who signed up the address. Only once you have confirmed do we send you newsletters.",
          },
          {
            kind: "ul",
            items: [
              `The confirmation link is valid for ${r.unconfirmedNewsletterDays} days. Addresses that are never confirmed are deleted after ${r.unconfirmedNewsletterDays} days.`,
              "Every e-mail from us about the newsletter has a link for unsubscribing, and many e-mail apps also show a button of their own for it.",
              "A subscription lasts until you unsubscribe. Your address and the record of your sign-up are then deleted straight away, and we send nothing more.",
            ],
          },
        ],
      },
      {
        id: "website",
        heading: "When you visit the website",
        blocks: [
          {
            kind: "p",
            text: "We keep no visitor statistics and use no cookies for tracking or advertising. Our hosting provider processes technical data, such as your IP address and browser, to deliver the pages and protect the website against attacks.",
          },
          {
            kind: "p",
            text: "What the website stores in your browser – your language choice and your cookie choice – is described in the website terms. The Google Maps map only loads if you have accepted cookies or choose to show it yourself; Google's privacy policy then applies to what Google collects.",
          },
          { kind: "links", items: [{ label: "Website terms and cookies", to: "/villkor?tab=website" }] },
        ],
      },
      {
        id: "retention",
        heading: "How long we keep your data",
        blocks: [
          {
            kind: "table",
            caption: "How long we keep personal data",
            head: ["Data", "How long"],
            rows: [
              ["Booking inquiries and bookings", `${r.bookingDaysAfterStay} days after the stay`],
              ["Lost-and-found requests", `${r.lostAndFoundMonths} months`],
              ["Job applications with CV and cover letter", `${r.jobApplicationMonths} months`],
              ["Unconfirmed newsletter addresses", `${r.unconfirmedNewsletterDays} days`],
              ["Newsletter subscriptions", "Until you unsubscribe – the address is then deleted straight away"],
              ["Memberships", `As long as the membership lasts, then ${r.membershipMonthsAfterEnd} months`],
              [
                "Our record that we gave you a copy of your data or deleted it at your request (the address only as a code)",
                `${r.privacyRequestMonths} months`,
              ],
            ],
          },
        ],
      },
      {
        id: "processors",
        heading: "Who processes data on our behalf",
        blocks: [
          {
            kind: "p",
            text: "We never sell your data. A few suppliers process it on our behalf, as data processors, and may use it only to provide their service to us:",
          },
          {
            kind: "ul",
            items: [
              "Cloudflare – hosting the website, the database where inquiries and applications are kept, and the storage of attached files.",
              "Our e-mail provider – sending confirmations, notifications to our staff and the newsletter.",
            ],
          },
          {
            kind: "p",
            text: "Cloudflare is a US company. Where data is transferred outside the EU/EEA, this is done under the EU–US Data Privacy Framework and the European Commission's standard contractual clauses.",
          },
        ],
      },
      {
        id: "security",
        heading: "Security",
        blocks: [
          {
            kind: "p",
            text: "All traffic to the website is encrypted. Only staff who need your data for their work have access to it, and we delete it when the retention period has ended.",
          },
        ],
      },
      {
        id: "rights",
        heading: "Your rights",
        blocks: [
          { kind: "p", text: "Under the General Data Protection Regulation (GDPR) you have the right to:" },
          {
            kind: "ul",
            items: [
              "know what data we hold about you and receive a copy of it",
              "have incorrect data corrected",
              "have your data erased, unless the law requires us to keep it",
              "ask us to restrict the processing",
              "object to processing based on our legitimate interest",
              "receive data you gave us in a machine-readable format (data portability)",
              "withdraw your consent at any time, for example by unsubscribing from the newsletter",
            ],
          },
          {
            kind: "p",
            text: "E-mail or call us to exercise your rights. We reply within one month and may need to ask you to confirm your identity before we release any data.",
          },
          {
            kind: "links",
            items: [
              { label: `E-mail: ${hotel.email}`, to: mail },
              { label: `Phone: ${formatPhone("en")}`, to: tel },
            ],
          },
        ],
      },
      {
        id: "complaints",
        heading: "Complaints",
        blocks: [
          {
            kind: "p",
            text: "If you are unhappy with how we handle your personal data, we would like to hear about it. You also have the right to complain to the supervisory authority, the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY).",
          },
          { kind: "links", items: [{ label: "Swedish Authority for Privacy Protection (imy.se)", to: imyUrl }] },
        ],
      },
      {
        id: "changes",
        heading: "Changes",
        blocks: [
          {
            kind: "p",
            text: "If we change how we process personal data, we update this page and the date it was last changed.",
          },
        ],
      },
    ],
  };
}

export function privacyPolicyFor(lang: Lang): PrivacyPolicy {
  return lang === "sv" ? sv() : en();
}
