import type { Lang, Localized } from "~/i18n/lang";
import { replyWithinHours } from "~/site";

/** Labels and messages of the booking-inquiry page; the loader sends one language. */
const texts = {
  sv: {
    tabsLabel: "Vem gäller förfrågan?",
    tabPrivate: "Privatperson",
    tabBusiness: "Företag",
    replyPromise: `Vi svarar inom ${replyWithinHours} timmar`,
    categoryLabel: "Vad gäller det?",
    categories: {
      weekend: "Weekend",
      relax: "Relax & spa",
      senior: "Senior 60+",
      event: "Fest & event",
      table: "Bord i restaurangen",
      other: "Annat",
      conference: "Konferens",
    },
    sectionContact: "Kontaktuppgifter",
    sectionBooking: "Bokningsdetaljer",
    sectionWishes: "Önskemål",
    sectionAccommodation: "Boende och måltider",
    sectionEquipment: "Teknik och övriga önskemål",
    name: "Namn",
    contactPerson: "Kontaktperson",
    company: "Företag",
    email: "E-post",
    phone: "Telefon",
    guests: "Antal personer",
    participants: "Antal deltagare",
    nights: "Antal nätter",
    checkIn: "Ankomstdatum",
    tableDate: "Datum",
    checkOut: "Avresedatum",
    packageType: "Paket",
    packageTypes: { weekend: "Weekendpaket", "spa-weekend": "Spaweekend", dagspa: "Spa för en dag", senior: "Seniorpaket 60+" },
    noPackage: "Inget särskilt paket",
    conferenceType: "Typ av konferens",
    conferenceTypes: {
      day: "Dagskonferens",
      overnight: "Konferens med övernattning",
      custom: "Skräddarsytt upplägg",
      teambuilding: "Teambuilding",
    },
    needsAccommodation: "Behöver ni boende?",
    yes: "Ja",
    no: "Nej",
    accommodationNotes: "Om boendet (antal rum, enkelrum eller dubbelrum)",
    meals: "Måltider",
    mealLabels: { lunch: "Lunch", dinner: "Middag", morningCoffee: "Förmiddagsfika", afternoonCoffee: "Eftermiddagsfika" },
    dietaryRequirements: "Specialkost och allergier",
    technicalEquipment: "Teknik (projektor, mikrofon, videomöte …)",
    additionalRequests: "Övriga önskemål",
    requestSpa: "Jag vill boka spabehandling",
    requestActivity: "Jag är intresserad av aktiviteter",
    /** The label of a field older inquiries have (staff mail and desk); the form no longer asks it. */
    mothersDayOption: "Önskemål kring Mors dag-erbjudandet",
    confirmationNote: `Vi skickar en bekräftelse till din e-post. Har vi redan mejlat samma adress det senaste dygnet skickas ingen ny bekräftelse, men vi svarar ändå inom ${replyWithinHours} timmar.`,
    optional: "valfritt",
    submit: "Skicka förfrågan",
    submitting: "Skickar...",
    successTitle: "Tack för din förfrågan!",
    successText: "Vi återkommer till dig inom kort.",
    errorTitle: "Ett fel uppstod",
    errorText: "Kunde inte skicka förfrågan. Försök igen senare.",
    limitedText: "Du har skickat många förfrågningar på kort tid. Vänta en minut och försök igen.",
  },
  en: {
    tabsLabel: "Who is the inquiry for?",
    tabPrivate: "Private guest",
    tabBusiness: "Company",
    replyPromise: `We reply within ${replyWithinHours} hours`,
    categoryLabel: "What is it about?",
    categories: {
      weekend: "Weekend",
      relax: "Relax & spa",
      senior: "Senior 60+",
      event: "Party & event",
      table: "A table in the restaurant",
      other: "Something else",
      conference: "Conference",
    },
    sectionContact: "Contact details",
    sectionBooking: "Booking details",
    sectionWishes: "Wishes",
    sectionAccommodation: "Accommodation and meals",
    sectionEquipment: "Equipment and other wishes",
    name: "Name",
    contactPerson: "Contact person",
    company: "Company",
    email: "E-mail",
    phone: "Phone",
    guests: "Number of guests",
    participants: "Number of participants",
    nights: "Number of nights",
    checkIn: "Arrival date",
    tableDate: "Date",
    checkOut: "Departure date",
    packageType: "Package",
    packageTypes: { weekend: "Weekend package", "spa-weekend": "Spa weekend", dagspa: "Spa for a day", senior: "Senior package 60+" },
    noPackage: "No particular package",
    conferenceType: "Type of conference",
    conferenceTypes: {
      day: "Day conference",
      overnight: "Conference with overnight stay",
      custom: "Tailor-made programme",
      teambuilding: "Teambuilding",
    },
    needsAccommodation: "Do you need accommodation?",
    yes: "Yes",
    no: "No",
    accommodationNotes: "About the accommodation (number of rooms, single or double)",
    meals: "Meals",
    mealLabels: { lunch: "Lunch", dinner: "Dinner", morningCoffee: "Morning coffee", afternoonCoffee: "Afternoon coffee" },
    dietaryRequirements: "Dietary requirements and allergies",
    technicalEquipment: "Equipment (projector, microphone, video call …)",
    additionalRequests: "Other wishes",
    requestSpa: "I would like to book a spa treatment",
    requestActivity: "I am interested in activities",
    mothersDayOption: "Wishes for the Mother's Day offer",
    confirmationNote: `We send a confirmation to your e-mail address. If we have already e-mailed the same address in the past day, no new confirmation is sent, but we will still reply within ${replyWithinHours} hours.`,
    optional: "optional",
    submit: "Send inquiry",
    submitting: "Sending...",
    successTitle: "Thank you for your inquiry!",
    successText: "We will get back to you shortly.",
    errorTitle: "Something went wrong",
    errorText: "The inquiry could not be sent. Please try again later.",
    limitedText: "You have sent many inquiries in a short time. Wait a minute and try again.",
  },
} satisfies Localized<Record<string, unknown>>;

export type BookingInquiryTexts = (typeof texts)["sv"];

export function bookingInquiryTexts(lang: Lang): BookingInquiryTexts {
  return texts[lang];
}

/**
 * The labels that only parts of the form the server renders, whatever the category, show: the
 * tabs, the categories and the fields every category has. The page sends them render-only
 * (app/render-only.ts); the browser gets the rest, for the fields a category brings, the button
 * and the answers.
 */
const keptLabels = [
  "tabPrivate",
  "tabBusiness",
  "replyPromise",
  "categoryLabel",
  "categories",
  "sectionContact",
  "sectionBooking",
  "sectionWishes",
  "sectionEquipment",
  "name",
  "contactPerson",
  "company",
  "email",
  "phone",
  "guests",
  "participants",
  "nights",
  "checkIn",
  "checkOut",
  "dietaryRequirements",
  "technicalEquipment",
  "additionalRequests",
  "requestSpa",
  "requestActivity",
  "submit",
] as const satisfies ReadonlyArray<keyof BookingInquiryTexts>;

/**
 * The labels of the company form's conference part (accommodation and meals; the conference
 * type's options are not labels and stay with the browser): kept like the others when the page's
 * HTML has that part, which it has unless the company form opens on another category.
 */
const conferenceLabels = [
  "conferenceType",
  "sectionAccommodation",
  "needsAccommodation",
  "yes",
  "no",
  "accommodationNotes",
  "meals",
  "mealLabels",
] as const satisfies ReadonlyArray<keyof BookingInquiryTexts>;

export type BookingInquiryLabels = Pick<BookingInquiryTexts, (typeof keptLabels)[number]>;
export type BookingInquiryConferenceLabels = Pick<BookingInquiryTexts, (typeof conferenceLabels)[number]>;
/** What the browser renders itself. */
export type BookingInquiryBrowserTexts = Omit<BookingInquiryTexts, (typeof keptLabels)[number] | (typeof conferenceLabels)[number]>;

/** The page's texts in one language: the kept labels, the conference part's, and the texts the browser renders. */
export function bookingInquiryPageTexts(lang: Lang): {
  labels: BookingInquiryLabels;
  conference: BookingInquiryConferenceLabels;
  texts: BookingInquiryBrowserTexts;
} {
  const all: Partial<BookingInquiryTexts> = { ...texts[lang] };
  const pick = (keys: ReadonlyArray<keyof BookingInquiryTexts>) => Object.fromEntries(keys.map((key) => [key, all[key]]));
  const labels = pick(keptLabels) as BookingInquiryLabels;
  const conference = pick(conferenceLabels) as BookingInquiryConferenceLabels;
  for (const key of [...keptLabels, ...conferenceLabels]) delete all[key];
  return { labels, conference, texts: all as BookingInquiryBrowserTexts };
}
