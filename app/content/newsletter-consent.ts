/**
 * The pages that the newsletter's mail links open: confirming a subscription (the double opt-in)
 * and unsubscribing. Both languages, same keys (docs/decisions/005-newsletter-consent.md).
 */
import type { Lang } from "../i18n/lang";
import { hotel } from "../site";
import { retention } from "./privacy";

export interface ConsentState {
  heading: string;
  text: string;
}

export interface NewsletterConsentTexts {
  confirm: {
    title: string;
    ready: ConsentState & { button: string; busy: string };
    confirmed: ConsentState;
    alreadyConfirmed: ConsentState;
    expired: ConsentState;
    invalid: ConsentState;
  };
  unsubscribe: {
    title: string;
    ready: ConsentState & { button: string; busy: string };
    unsubscribed: ConsentState;
    notSubscribed: ConsentState;
    invalid: ConsentState;
  };
  home: string;
}

const days = retention.unconfirmedNewsletterDays;

const sv: NewsletterConsentTexts = {
  confirm: {
    title: "Bekräfta prenumerationen",
    ready: {
      heading: "Bekräfta din prenumeration",
      text: "Tryck på knappen för att bekräfta att {email} ska få vårt nyhetsbrev.",
      button: "Bekräfta prenumerationen",
      busy: "Bekräftar...",
    },
    confirmed: {
      heading: "Tack – prenumerationen är bekräftad!",
      text: "Nu får {email} vårt nyhetsbrev med erbjudanden, säsongens menyer och nyheter från skogen. Varje utskick har en länk där du kan avsluta prenumerationen.",
    },
    alreadyConfirmed: {
      heading: "Prenumerationen är redan bekräftad",
      text: "{email} får redan vårt nyhetsbrev. Du behöver inte göra något mer.",
    },
    expired: {
      heading: "Länken har gått ut",
      text: `En bekräftelselänk gäller i ${days} dagar, och den här är äldre än så. Adressen har tagits bort. Anmäl dig gärna igen längst ned på sidan, så skickar vi en ny länk.`,
    },
    invalid: {
      heading: "Länken fungerar inte",
      text: "Länken är ofullständig eller inte längre giltig. Kontrollera att du fick med hela länken från mejlet, eller anmäl dig igen längst ned på sidan.",
    },
  },
  unsubscribe: {
    title: "Avsluta prenumerationen",
    ready: {
      heading: "Avsluta nyhetsbrevet",
      text: "Tryck på knappen så raderar vi {email} från vår utskickslista direkt.",
      button: "Avsluta prenumerationen",
      busy: "Avslutar...",
    },
    unsubscribed: {
      heading: "Prenumerationen är avslutad",
      text: "Vi har raderat din e-postadress och skickar inga fler nyhetsbrev. Välkommen tillbaka när du vill!",
    },
    notSubscribed: {
      heading: "Adressen finns inte i vår utskickslista",
      text: "Prenumerationen är redan avslutad eller adressen borttagen. Du får inga nyhetsbrev från oss.",
    },
    invalid: {
      heading: "Länken fungerar inte",
      text: `Länken är ofullständig eller inte giltig. Kontrollera att du fick med hela länken från mejlet, eller mejla oss på ${hotel.email} så tar vi bort din adress.`,
    },
  },
  home: "Till startsidan",
};

const en: NewsletterConsentTexts = {
  confirm: {
    title: "Confirm your subscription",
    ready: {
      heading: "Confirm your subscription",
      text: "Press the button to confirm that {email} should receive our newsletter.",
      button: "Confirm subscription",
      busy: "Confirming...",
    },
    confirmed: {
      heading: "Thank you – your subscription is confirmed!",
      text: "{email} will now receive our newsletter with offers, the season's menus and news from the forest. Every issue has a link for unsubscribing.",
    },
    alreadyConfirmed: {
      heading: "Your subscription is already confirmed",
      text: "{email} already receives our newsletter. There is nothing more you need to do.",
    },
    expired: {
      heading: "This link has expired",
      text: `A confirmation link is valid for ${days} days, and this one is older than that. The address has been removed. You are welcome to sign up again at the bottom of the page, and we will send you a new link.`,
    },
    invalid: {
      heading: "This link does not work",
      text: "The link is incomplete or no longer valid. Check that you copied the whole link from the e-mail, or sign up again at the bottom of the page.",
    },
  },
  unsubscribe: {
    title: "Unsubscribe",
    ready: {
      heading: "Unsubscribe from the newsletter",
      text: "Press the button and we will delete {email} from our mailing list straight away.",
      button: "Unsubscribe",
      busy: "Unsubscribing...",
    },
    unsubscribed: {
      heading: "You have unsubscribed",
      text: "We have deleted your e-mail address and will send you no more newsletters. You are welcome back any time!",
    },
    notSubscribed: {
      heading: "This address is not on our mailing list",
      text: "The subscription has already ended or the address has been removed. You will not receive any newsletters from us.",
    },
    invalid: {
      heading: "This link does not work",
      text: `The link is incomplete or not valid. Check that you copied the whole link from the e-mail, or e-mail us at ${hotel.email} and we will remove your address.`,
    },
  },
  home: "To the home page",
};

export function newsletterConsentTexts(lang: Lang): NewsletterConsentTexts {
  return lang === "sv" ? sv : en;
}

/** Everything one state of a consent page shows. `{email}` in `text` marks where the address goes. */
export interface ConsentPage {
  title: string;
  heading: string;
  text: string;
  email?: string;
  button?: { label: string; busy: string };
  home: string;
  /** A state to announce as an error (the link cannot be used). */
  problem: boolean;
}

/** The texts for a state of app/forms/newsletter-consent.server.ts's ConsentView. */
export function consentPage(page: "confirm" | "unsubscribe", view: { state: string; email?: string }, lang: Lang): ConsentPage {
  const texts = newsletterConsentTexts(lang);
  const title = page === "confirm" ? texts.confirm.title : texts.unsubscribe.title;
  const section: Record<string, ConsentState | undefined> =
    page === "confirm"
      ? {
          ready: texts.confirm.ready,
          confirmed: texts.confirm.confirmed,
          "already-confirmed": texts.confirm.alreadyConfirmed,
          expired: texts.confirm.expired,
          invalid: texts.confirm.invalid,
        }
      : {
          ready: texts.unsubscribe.ready,
          unsubscribed: texts.unsubscribe.unsubscribed,
          "not-subscribed": texts.unsubscribe.notSubscribed,
          invalid: texts.unsubscribe.invalid,
        };
  const state = section[view.state] ?? section.invalid!;
  const ready = view.state === "ready" ? (page === "confirm" ? texts.confirm.ready : texts.unsubscribe.ready) : undefined;
  return {
    title,
    heading: state.heading,
    text: state.text,
    ...(view.email ? { email: view.email } : {}),
    ...(ready ? { button: { label: ready.button, busy: ready.busy } } : {}),
    home: texts.home,
    problem: view.state === "invalid" || view.state === "expired",
  };
}
