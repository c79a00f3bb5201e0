/** The newsletter's mails: the staff notification of a sign-up and the visitor's double opt-in. */
import { retention } from "~/content/privacy";
import { newsletterLinkPath } from "~/forms/newsletter";
import type { Lang } from "~/i18n/lang";
import type { NotificationMessage } from "~/notifications/queue-contract";
import { fullAddress, hotel } from "~/site";
import { staffPaths } from "~/staff/paths";
import type { NotificationConfig } from "../config";
import { languageNames, staffFooter, type MailDocument } from "../mail-document";

export function newsletterStaff(
  message: Extract<NotificationMessage, { type: "newsletter_subscription" }>,
  config: NotificationConfig,
): MailDocument {
  return {
    lang: "sv",
    subject: `Ny prenumerant på nyhetsbrevet: ${message.data.email}`,
    blocks: [
      { kind: "p", text: "En besökare har anmält sig till nyhetsbrevet i popup-rutan på webbplatsen." },
      {
        kind: "rows",
        rows: [
          { label: "E-post", value: message.data.email },
          { label: "Språk", value: languageNames[message.lang] },
        ],
      },
      staffFooter(config, "Prenumeration", message.id, staffPaths.newsletter(message.id)),
    ],
  };
}

type NewsletterConfirmation = Extract<NotificationMessage, { type: "newsletter_confirmation" }>;

const newsletterConfirmationTexts = {
  sv: {
    subject: `Bekräfta din prenumeration – ${hotel.name}`,
    greeting: "Hej!",
    // Never the typed address: with a `+tag` it would carry a stranger's text in mail the hotel signs (issue 29).
    confirm: `Tack för att du vill ha nyhetsbrevet från ${hotel.name}. Bekräfta att det var du som anmälde den här adressen genom att öppna länken och trycka på knappen Bekräfta prenumerationen:`,
    validity: (days: number) =>
      `Länken gäller i ${days} dagar. Tills du har bekräftat skickar vi inga nyhetsbrev, och en adress som aldrig bekräftas raderas efter ${days} dagar.`,
    unsubscribe: "Har du inte anmält dig, eller ångrar du dig? Avregistrera adressen direkt här:",
    signOff: "Varma hälsningar",
    website: hotel.origin,
    mailtoSubject: "Avregistrera nyhetsbrev",
  },
  en: {
    subject: `Confirm your subscription – ${hotel.name}`,
    greeting: "Hello,",
    confirm: `Thank you for signing up for the ${hotel.name} newsletter. Please confirm that it was you who signed up this address: open the link and press the Confirm subscription button:`,
    validity: (days: number) =>
      `The link is valid for ${days} days. Until you confirm, we send you no newsletters, and an address that is never confirmed is deleted after ${days} days.`,
    unsubscribe: "Didn't sign up, or changed your mind? Remove the address straight away here:",
    signOff: "Kind regards",
    website: `${hotel.origin}/en`,
    mailtoSubject: "Unsubscribe newsletter",
  },
} satisfies Record<Lang, Record<string, unknown>>;

/** Absolute links of a confirmation mail, on the configured site origin (never a request's Host). */
export function newsletterLinks(message: NewsletterConfirmation, config: NotificationConfig) {
  return {
    confirm: `${config.siteOrigin}${newsletterLinkPath("confirm", message.data.confirmToken, message.lang)}`,
    unsubscribe: `${config.siteOrigin}${newsletterLinkPath("unsubscribe", message.data.unsubscribeToken, message.lang)}`,
  };
}

export function newsletterConfirmationMail(message: NewsletterConfirmation, config: NotificationConfig): MailDocument {
  const c = newsletterConfirmationTexts[message.lang];
  const links = newsletterLinks(message, config);
  return {
    lang: message.lang,
    subject: c.subject,
    blocks: [
      { kind: "p", text: c.greeting },
      { kind: "p", text: c.confirm, link: links.confirm },
      { kind: "p", text: c.validity(retention.unconfirmedNewsletterDays) },
      { kind: "p", text: c.unsubscribe, link: links.unsubscribe },
      { kind: "p", text: `${c.signOff}\n${hotel.name}\n${fullAddress}`, link: c.website },
    ],
  };
}

/**
 * One-click unsubscribe for mail to a subscriber (RFC 2369 and RFC 8058): mail clients show an
 * unsubscribe button that POSTs to the https link; the mailto reaches the newsletter staff.
 * Staff mail about a subscription carries none: its reader is not the subscriber.
 */
export function unsubscribeHeaders(unsubscribeUrl: string, mailto: string, lang: Lang): Record<string, string> {
  const subject = encodeURIComponent(newsletterConfirmationTexts[lang].mailtoSubject);
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:${mailto}?subject=${subject}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
