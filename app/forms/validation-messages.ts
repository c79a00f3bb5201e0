import type { Localized } from "~/i18n/lang";

/**
 * Validation messages of every form, by key. Schemas name keys; the page shows the text in the
 * visitor's language. Swedish texts are the spec's (SPEC §5, §8), verbatim.
 */
const messages = {
  "name.min2": { sv: "Namn måste vara minst 2 tecken", en: "Name must be at least 2 characters" },
  "email.invalid": { sv: "Ogiltig e-postadress", en: "Invalid e-mail address" },
  "phone.min6": { sv: "Telefonnummer måste vara minst 6 siffror", en: "Phone number must be at least 6 digits" },
  "company.min2": { sv: "Företagsnamn måste vara minst 2 tecken", en: "Company name must be at least 2 characters" },
  "participants.business": { sv: "Ange antal deltagare", en: "Enter the number of participants" },
  "participants.private": { sv: "Ange antal personer", en: "Enter the number of guests" },
  "nights.invalid": { sv: "Ange antal nätter som en siffra", en: "Enter the number of nights as a number" },
  "checkIn.required": { sv: "Välj ett ankomstdatum", en: "Choose an arrival date" },
  "checkOut.required": { sv: "Välj ett avresedatum", en: "Choose a departure date" },
  "checkIn.past": { sv: "Ankomstdatum kan inte ha passerat", en: "The arrival date cannot be in the past" },
  // The spec words this rule only for the lost-and-found form (§5); the same words here.
  "checkOut.beforeCheckIn": {
    sv: "Avresedatum måste vara efter eller samma som ankomstdatum",
    en: "The departure date must be on or after the arrival date",
  },
  // Not in the spec (issue 14): the booking inquiry takes dates up to two years ahead.
  "date.tooFarAhead": { sv: "Vi tar emot förfrågningar högst två år framåt.", en: "We accept inquiries up to two years ahead." },
  "choice.required": { sv: "Välj ett alternativ", en: "Choose an option" },
  "text.tooLong": { sv: "Texten är för lång", en: "The text is too long" },
  // Not in the spec (issue 36): a package staff have since hidden or removed.
  "package.unavailable": {
    sv: "Det paketet går inte längre att boka. Välj ett av paketen i listan.",
    en: "That package can no longer be booked. Choose one of the packages in the list.",
  },

  "lf.name.min2": { sv: "Namn måste innehålla minst 2 tecken", en: "Name must contain at least 2 characters" },
  "lf.address.min2": { sv: "Adress måste innehålla minst 2 tecken", en: "Address must contain at least 2 characters" },
  "lf.zip.min5": { sv: "Postnummer måste innehålla minst 5 tecken", en: "Postcode must contain at least 5 characters" },
  "lf.zip.digits": {
    sv: "Postnummer får endast innehålla siffror utan mellanslag",
    en: "Postcode may only contain digits, without spaces",
  },
  // Not in the spec (issue 30): a postcode of another country than Sweden.
  "lf.zip.foreign": { sv: "Ange ett giltigt postnummer", en: "Enter a valid postcode" },
  "lf.city.min2": { sv: "Ort måste innehålla minst 2 tecken", en: "Town must contain at least 2 characters" },
  "lf.phone.min7": { sv: "Telefonnummer måste innehålla minst 7 tecken", en: "Phone number must contain at least 7 characters" },
  "lf.phone.format": { sv: "Ogiltigt telefonnummer format", en: "Invalid phone number format" },
  "lf.arrival.required": { sv: "Ankomstdatum måste anges", en: "Enter the arrival date" },
  "lf.arrival.future": { sv: "Ankomstdatum kan inte vara i framtiden", en: "The arrival date cannot be in the future" },
  "lf.departure.required": { sv: "Avresedatum måste anges", en: "Enter the departure date" },
  "lf.departure.future": { sv: "Avresedatum kan inte vara i framtiden", en: "The departure date cannot be in the future" },
  "lf.departure.beforeArrival": {
    sv: "Avresedatum måste vara efter eller samma som ankomstdatum",
    en: "The departure date must be on or after the arrival date",
  },
  "lf.item.min5": {
    sv: "Beskrivning av föremål måste innehålla minst 5 tecken",
    en: "The description of the item must contain at least 5 characters",
  },
  "lf.terms.required": {
    sv: "Du måste godkänna villkoren för att fortsätta",
    en: "You must accept the terms to continue",
  },

  "job.name.required": { sv: "Ange ditt namn", en: "Enter your name" },
  "job.cv.required": { sv: "Bifoga ditt CV", en: "Attach your CV" },
  // Not in the spec (issue 29): the position's last day to apply has passed since the page was shown.
  "job.closed": {
    sv: "Den här tjänsten tar inte längre emot ansökningar. Välj en av de lediga tjänsterna.",
    en: "This position no longer accepts applications. Choose one of the open positions.",
  },
  "file.tooLarge": { sv: "Filen är för stor. Max 5MB tillåtet.", en: "The file is too large. 5 MB at most." },
  "file.type": { sv: "Endast PDF och Word-dokument är tillåtna.", en: "Only PDF and Word documents are allowed." },

  "newsletter.email": { sv: "Vänligen ange en giltig e-postadress", en: "Please enter a valid e-mail address" },

  // Not in the spec: a value no form field can send (several values where one belongs, a file
  // where text belongs, an option the form does not offer). Only tampered requests see it.
  "field.invalid": { sv: "Ogiltigt värde", en: "Invalid value" },
} satisfies Record<string, Localized>;

export type FormMessageKey = keyof typeof messages;

export function isFormMessageKey(key: string): key is FormMessageKey {
  return Object.hasOwn(messages, key);
}

/**
 * The keys each form's schema and action can answer with (app/forms/<form>.ts, and for the job
 * application its files' checks), besides `field.invalid`, which any action may: a page sends the
 * browser only its own form's texts. validation-messages.test.ts reads the sources to prove each
 * list whole.
 */
export const formMessageKeys = {
  "booking-inquiry": [
    "name.min2",
    "email.invalid",
    "phone.min6",
    "company.min2",
    "participants.business",
    "participants.private",
    "nights.invalid",
    "checkIn.required",
    "checkOut.required",
    "checkIn.past",
    "checkOut.beforeCheckIn",
    "date.tooFarAhead",
    "choice.required",
    "text.tooLong",
    "package.unavailable",
  ],
  "lost-and-found": [
    "lf.name.min2",
    "lf.address.min2",
    "lf.zip.min5",
    "lf.zip.digits",
    "lf.zip.foreign",
    "choice.required",
    "lf.city.min2",
    "lf.phone.min7",
    "lf.phone.format",
    "email.invalid",
    "lf.arrival.required",
    "lf.arrival.future",
    "lf.departure.required",
    "lf.departure.future",
    "lf.departure.beforeArrival",
    "lf.item.min5",
    "lf.terms.required",
    "text.tooLong",
  ],
  "job-application": [
    "job.name.required",
    "email.invalid",
    "choice.required",
    "job.closed",
    "job.cv.required",
    "file.tooLarge",
    "file.type",
    "text.tooLong",
  ],
  // The sign-up forms show a toast for any refusal, not the field's message.
  newsletter: ["newsletter.email"],
} as const satisfies Record<string, readonly FormMessageKey[]>;

export type FormWithMessages = keyof typeof formMessageKeys;

/**
 * One form's messages in one language, for the browser (keys stay the schema's). The browser
 * fetches them with the form's validation code (components/forms/use-lazy-validation.ts).
 */
export function formMessages(form: FormWithMessages, lang: "sv" | "en"): Partial<Record<FormMessageKey, string>> {
  return Object.fromEntries([...formMessageKeys[form], "field.invalid" as const].map((key) => [key, messages[key][lang]]));
}

/** The texts of the given keys in one language (an invalid answer's); unknown keys are left out. */
export function formMessageTexts(keys: Iterable<string>, lang: "sv" | "en"): Record<string, string> {
  return Object.fromEntries([...new Set(keys)].filter(isFormMessageKey).map((key) => [key, messages[key][lang]]));
}
