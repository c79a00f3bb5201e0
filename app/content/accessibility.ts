/**
 * The accessibility statement (/tillganglighet), in Swedish and English under the same section ids.
 * The European Accessibility Act, in Swedish law 2023:254, expects one from services that lead
 * consumers to a booking; Post- och telestyrelsen (PTS) supervises it. Contact details and the reply
 * promise come from ../site.
 */
import type { Lang, Localized } from "../i18n/lang";
import { formatPhone } from "../i18n/format";
import { hotel, phoneHref, replyWithinHours } from "../site";
import type { PageIntro } from "./pages";
import type { PolicySection } from "./terms";

/** The date of this statement (YYYY-MM-DD). */
export const accessibilityStatementDate = "2026-11-22";

/** The standard the site is built and tested against. */
export const wcagTarget = { version: "2.2", level: "AA" } as const;

/** The widths, in CSS pixels, at which every page is checked automatically (tests/e2e/a11y.spec.ts). */
export const testedWidths = { phone: 390, desktop: 1280 } as const;

/** The link text for the footer. */
export const accessibilityLinkLabel: Localized = { sv: "Tillgänglighet", en: "Accessibility" };

export interface AccessibilityStatement {
  page: PageIntro;
  /** Heading of the table of contents. */
  contentsHeading: string;
  dateLabel: string;
  date: string;
  sections: PolicySection[];
}

const mail = `mailto:${hotel.email}`;
const tel = phoneHref;
const ptsUrl = "https://www.pts.se";
const wcag = `WCAG ${wcagTarget.version} ${wcagTarget.level}`;

function sv(): AccessibilityStatement {
  return {
    page: {
      title: `Tillgänglighetsredogörelse | ${hotel.shortName}`,
      description: `Så tillgänglig är ${hotel.shortName}s webbplats: vi följer ${wcag}, testar varje sida och berättar om kända brister och hur du rapporterar problem.`,
      // A soft hyphen lets the long word break on phones instead of widening the page.
      heading: "Tillgänglighets\u00adredogörelse",
      tagline: "Vi vill att alla ska kunna använda webbplatsen",
      intro: [
        `${hotel.name} står bakom den här webbplatsen. Vi vill att så många som möjligt ska kunna läsa om hotellet och skicka förfrågningar till oss, oavsett hur de använder webben. Här beskriver vi hur webbplatsen lever upp till kraven, vilka brister vi känner till och hur du meddelar oss om något inte fungerar.`,
      ],
    },
    contentsHeading: "Innehåll",
    dateLabel: "Redogörelsen upprättades",
    date: accessibilityStatementDate,
    sections: [
      {
        id: "status",
        heading: "Hur tillgänglig är webbplatsen?",
        blocks: [
          {
            kind: "p",
            text: `Webbplatsen är byggd för att uppfylla ${wcag}, nivån som lagen om vissa produkters och tjänsters tillgänglighet (2023:254) hänvisar till. Den är delvis förenlig med kraven, på grund av de brister som beskrivs längre ner.`,
          },
        ],
      },
      {
        id: "what-we-do",
        heading: "Så har vi byggt webbplatsen",
        blocks: [
          {
            kind: "ul",
            items: [
              "Allt går att använda med enbart tangentbord, och det syns tydligt var fokus är.",
              "Sidorna har rubriker och landmärken i logisk ordning, och en länk längst upp hoppar direkt till innehållet.",
              "Bilder har textalternativ på sidans språk.",
              "Text och knappar har en kontrast på minst 4,5:1 mot bakgrunden.",
              "Sidorna fungerar på små skärmar och när du förstorar texten.",
              "Formulären har synliga etiketter, och felmeddelanden visas i text intill fältet.",
              "Rörelser och animationer följer inställningen för minskad rörelse i din enhet.",
              "Varje sida finns på svenska och engelska och är märkt med rätt språk, så att skärmläsare uttalar texten rätt.",
            ],
          },
        ],
      },
      {
        id: "testing",
        heading: "Så testar vi webbplatsen",
        blocks: [
          {
            kind: "ul",
            items: [
              `Automatiska kontroller med verktyget axe mot ${wcag} på varje sida, på både svenska och engelska, i mobilbredd (${testedWidths.phone} pixlar) och datorbredd (${testedWidths.desktop} pixlar). De körs vid varje ändring, innan den publiceras.`,
              "Manuella tester där vi går igenom sidorna med enbart tangentbord.",
              "Manuella tester med skärmläsare av menyer, dialogrutor, flikar och formulär.",
            ],
          },
        ],
      },
      {
        id: "known-gaps",
        heading: "Kända brister",
        blocks: [
          {
            kind: "ul",
            items: [
              "Kartan på sidan Hitta till oss kommer från Google Maps och är svår att använda med tangentbord och skärmläsare. Adressen, avstånden och en länk till vägbeskrivning finns därför också som text på sidan.",
              "Rumsbokningen och presentkortsbutiken är externa tjänster som drivs av andra företag och omfattas inte av den här redogörelsen. Har du svårt att använda dem bokar vi gärna åt dig på telefon eller e-post.",
              "Filer som skickas in med en jobbansökan, som CV och personligt brev, är den sökandes egna dokument. Vi publicerar dem inte, och redogörelsen omfattar dem inte.",
              "Erbjudandebandet högst upp på startsidan rör sig automatiskt. Det stannar när du håller pekaren över det eller flyttar fokus dit, men har ingen egen pausknapp.",
            ],
          },
        ],
      },
      {
        id: "report",
        heading: "Rapportera brister",
        blocks: [
          {
            kind: "p",
            text: `Upplever du att något på webbplatsen inte fungerar för dig, eller behöver du innehåll i ett annat format? Hör av dig, så hjälper vi dig. Vi svarar inom ${replyWithinHours} timmar på vardagar.`,
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
        id: "enforcement",
        heading: "Tillsyn",
        blocks: [
          {
            kind: "p",
            text: "Post- och telestyrelsen (PTS) har tillsyn över lagen (2023:254) om vissa produkters och tjänsters tillgänglighet, som genomför EU:s tillgänglighetsdirektiv (European Accessibility Act). Är du inte nöjd med hur vi har hanterat dina synpunkter kan du kontakta PTS.",
          },
          { kind: "links", items: [{ label: "Post- och telestyrelsen (pts.se)", to: ptsUrl }] },
        ],
      },
      {
        id: "about",
        heading: "Om redogörelsen",
        blocks: [
          {
            kind: "p",
            text: `Redogörelsen upprättades den ${accessibilityStatementDate}. Vi ser över den minst en gång om året och när webbplatsen ändras på ett sätt som påverkar tillgängligheten.`,
          },
        ],
      },
    ],
  };
}

function en(): AccessibilityStatement {
  return {
    page: {
      title: `Accessibility statement | ${hotel.shortName}`,
      description: `How accessible the ${hotel.shortName} website is: built to ${wcag}, every page tested, the gaps we know of and how to report a problem to us.`,
      heading: "Accessibility statement",
      tagline: "We want everyone to be able to use this website",
      intro: [
        `${hotel.name} runs this website. We want as many people as possible to be able to read about the hotel and send us inquiries, however they use the web. This statement explains how the website meets the requirements, which gaps we know of and how to tell us if something does not work.`,
      ],
    },
    contentsHeading: "Contents",
    dateLabel: "Statement prepared",
    date: accessibilityStatementDate,
    sections: [
      {
        id: "status",
        heading: "How accessible is this website?",
        blocks: [
          {
            kind: "p",
            text: `The website is built to meet ${wcag}, the level the Swedish Act on the Accessibility of Certain Products and Services (2023:254) refers to. It is partially compliant, because of the gaps described below.`,
          },
        ],
      },
      {
        id: "what-we-do",
        heading: "How we have built the website",
        blocks: [
          {
            kind: "ul",
            items: [
              "Everything can be used with a keyboard alone, and it is always clear where the focus is.",
              "Pages have headings and landmarks in a logical order, and a link at the top skips straight to the content.",
              "Images have text alternatives in the language of the page.",
              "Text and buttons have a contrast of at least 4.5:1 against their background.",
              "Pages work on small screens and when you enlarge the text.",
              "Forms have visible labels, and error messages are shown as text next to the field.",
              "Motion and animations follow the reduced-motion setting on your device.",
              "Every page exists in Swedish and English and is marked with its language, so screen readers pronounce it correctly.",
            ],
          },
        ],
      },
      {
        id: "testing",
        heading: "How we test the website",
        blocks: [
          {
            kind: "ul",
            items: [
              `Automated checks with the axe tool against ${wcag} on every page, in both Swedish and English, at phone width (${testedWidths.phone} pixels) and desktop width (${testedWidths.desktop} pixels). They run on every change, before it is published.`,
              "Manual testing in which we go through the pages using only a keyboard.",
              "Manual testing of menus, dialogs, tabs and forms with a screen reader.",
            ],
          },
        ],
      },
      {
        id: "known-gaps",
        heading: "Known gaps",
        blocks: [
          {
            kind: "ul",
            items: [
              "The map on the Find us page comes from Google Maps and is hard to use with a keyboard or screen reader. The address, distances and a link to directions are therefore also on the page as text.",
              "Room booking and the gift card shop are external services run by other companies and are not covered by this statement. If you find them hard to use, we are happy to book for you by phone or e-mail.",
              "Files sent with a job application, such as a CV and cover letter, are the applicant's own documents. We do not publish them, and this statement does not cover them.",
              "The offers banner at the top of the home page moves automatically. It stops when you hover over it or move the focus into it, but it has no pause button of its own.",
            ],
          },
        ],
      },
      {
        id: "report",
        heading: "Report a problem",
        blocks: [
          {
            kind: "p",
            text: `If something on the website does not work for you, or you need content in another format, get in touch and we will help. We reply within ${replyWithinHours} hours on weekdays.`,
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
        id: "enforcement",
        heading: "Enforcement",
        blocks: [
          {
            kind: "p",
            text: "The Swedish Post and Telecom Authority (Post- och telestyrelsen, PTS) supervises the Act on the Accessibility of Certain Products and Services (2023:254), which implements the European Accessibility Act in Sweden. If you are not satisfied with how we have handled your feedback, you can contact PTS.",
          },
          { kind: "links", items: [{ label: "Swedish Post and Telecom Authority (pts.se)", to: ptsUrl }] },
        ],
      },
      {
        id: "about",
        heading: "About this statement",
        blocks: [
          {
            kind: "p",
            text: `This statement was prepared on ${accessibilityStatementDate}. We review it at least once a year and whenever the website changes in a way that affects accessibility.`,
          },
        ],
      },
    ],
  };
}

export function accessibilityStatementFor(lang: Lang): AccessibilityStatement {
  return lang === "sv" ? sv() : en();
}
