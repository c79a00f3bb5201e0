import { QUARANTINE_DAYS } from "~/db/quarantine.server";
import type { RetentionPolicy } from "~/db/retention.server";
import { statusLabels } from "~/desk/status";
import { escapeHtml } from "~/server/escape-html";
import { hotel } from "~/site";
import type { PersonData, Row } from "./registry.server";

/**
 * The readable summary in a person's export (issue 35): one HTML file in the guest's language that
 * says what each item is, why the hotel keeps it and until when (the retention run's periods,
 * app/db/retention.server.ts), beside the machine-readable JSON. Internal keys, queue payloads and
 * raw mail HTML are left out; everything the visitor or staff typed is escaped.
 */

export type SummaryLang = "sv" | "en";

/** The file's name in the ZIP, in the guest's language. */
export const summaryFileName: Record<SummaryLang, string> = { sv: "sammanfattning.html", en: "summary.html" };

/** The guest's language: that of their newest submission (the rows carry `lang`), else Swedish. */
export function guestLang(data: PersonData): SummaryLang {
  const rows = data.tables.flatMap(({ rows }) => rows).filter((row) => row.lang === "sv" || row.lang === "en");
  const newest = rows.sort((a, b) => String(b.created_at ?? "").localeCompare(String(a.created_at ?? "")))[0];
  return newest?.lang === "en" ? "en" : "sv";
}

const day = (iso: string) => iso.slice(0, 10);
function addDays(iso: string, days: number): string {
  const at = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  at.setUTCDate(at.getUTCDate() + days);
  return day(at.toISOString());
}
function addMonths(iso: string, months: number): string {
  const at = new Date(iso);
  at.setUTCMonth(at.getUTCMonth() + months);
  return day(at.toISOString());
}

const str = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : null);

/** Where the export keeps the files of the person's case conversations (./requests.server.ts). */
export const caseFilesFolder = "arenden";

const words = {
  sv: {
    title: `Dina uppgifter hos ${hotel.name}`,
    intro: (today: string) =>
      `Det här är allt vi har sparat om dig den ${today}, i läsbar form. Samma uppgifter finns som JSON-filer (en per tabell) i samma ZIP-fil, och dina egna filer ligger i mappen filer.`,
    why: "Varför vi sparar det",
    until: "Sparas till och med",
    untilLater: (what: string) => `så länge ${what} finns kvar`,
    none: "Inget sparat.",
    contact: `Frågor, rättelser eller radering: ${hotel.email}.`,
    files: "Filer du skickade",
    filesWhy: "Du bifogade dem till en jobbansökan; de raderas tillsammans med ansökan.",
    caseFiles: "Filer i våra konversationer med dig",
    caseFilesWhy:
      "Bilagor du skickade med dina svar per e-post, och filer (till exempel offerter) som vi skickade till dig; de raderas tillsammans med ärendet.",
    received: "Mottaget",
    status: "Status",
    unsubscribe: "tills du avregistrerar dig",
  },
  en: {
    title: `Your data at ${hotel.name}`,
    intro: (today: string) =>
      `This is everything we keep about you as of ${today}, in readable form. The same data is in this ZIP file as JSON files (one per table), and your own files are in the folder filer.`,
    why: "Why we keep it",
    until: "Kept until",
    untilLater: (what: string) => `as long as ${what} is kept`,
    none: "Nothing kept.",
    contact: `Questions, corrections or deletion: ${hotel.email}.`,
    files: "Files you sent",
    filesWhy: "You attached them to a job application; they are deleted with the application.",
    caseFiles: "Files in our conversations with you",
    caseFilesWhy:
      "Attachments you sent with your answers by e-mail, and files (such as offers) we sent you; they are deleted with the case.",
    received: "Received",
    status: "Status",
    unsubscribe: "until you unsubscribe",
  },
} as const;

const statusWordsEn: Partial<Record<keyof typeof statusLabels, string>> = {
  ny: "New",
  besvarad: "Answered",
  bokad: "Booked",
  avslutad: "Closed",
  hittad: "Found",
  ej_hittad: "Not found",
  skickad: "Sent",
  intervju: "Interview",
};

function statusWord(lang: SummaryLang, value: unknown): string | null {
  if (typeof value !== "string" || !(value in statusLabels)) return null;
  const key = value as keyof typeof statusLabels;
  return lang === "sv" ? statusLabels[key] : (statusWordsEn[key] ?? null);
}

/** One section's text: what the table holds, why, and the fields of a row worth reading, with their labels. */
interface Section {
  title: Record<SummaryLang, string>;
  why: Record<SummaryLang, string>;
  until: (row: Row, policy: RetentionPolicy, lang: SummaryLang) => string;
  fields: (row: Row, lang: SummaryLang) => Array<[string, string | null]>;
}

const L = (sv: string, en: string) => ({ sv, en });
const pick = (lang: SummaryLang, sv: string, en: string) => (lang === "sv" ? sv : en);
const submissionLater = (lang: SummaryLang) => words[lang].untilLater(pick(lang, "ärendet det hör till", "the case it belongs to"));

export const sections: Record<string, Section> = {
  booking_inquiries: {
    title: L("Bokningsförfrågningar", "Booking inquiries"),
    why: L(
      "För att kunna svara på din förfrågan och ta emot dig som gäst (avtal och berättigat intresse).",
      "To answer your inquiry and receive you as a guest (contract and legitimate interest).",
    ),
    until: (row, policy) => addDays(String(row.check_out_date), policy.bookingDaysAfterStay),
    fields: (row, lang) => [
      [pick(lang, "Namn", "Name"), str(row.name)],
      [pick(lang, "E-post", "E-mail"), str(row.email)],
      [pick(lang, "Telefon", "Phone"), str(row.phone)],
      [pick(lang, "Företag", "Company"), str(row.company)],
      [pick(lang, "Ankomst", "Arrival"), str(row.check_in_date)],
      [pick(lang, "Avresa", "Departure"), str(row.check_out_date)],
      [pick(lang, "Antal personer", "Guests"), row.participants == null ? null : String(row.participants)],
      [pick(lang, "Önskemål om boende", "Accommodation wishes"), str(row.accommodation_notes)],
      [pick(lang, "Kost och allergier", "Dietary requirements"), str(row.dietary_requirements)],
      [pick(lang, "Teknik", "Technical equipment"), str(row.technical_equipment)],
      [pick(lang, "Övrigt", "Other requests"), str(row.additional_requests)],
    ],
  },
  lost_and_found: {
    title: L("Efterlysningar av kvarglömda saker", "Lost property requests"),
    why: L(
      "För att kunna leta efter och skicka det du glömt (berättigat intresse).",
      "To look for and send what you left (legitimate interest).",
    ),
    until: (row, policy) => addMonths(String(row.created_at), policy.lostAndFoundMonths),
    fields: (row, lang) => [
      [pick(lang, "Namn", "Name"), str(row.name)],
      [pick(lang, "E-post", "E-mail"), str(row.email)],
      [pick(lang, "Telefon", "Phone"), str(row.phone)],
      [pick(lang, "Adress", "Address"), [row.address, row.zip_code, row.city, row.country].filter((part) => str(part)).join(", ") || null],
      [pick(lang, "Bokningsnummer", "Booking number"), str(row.booking_number)],
      [pick(lang, "Rum", "Room"), str(row.room_number)],
      [pick(lang, "Vistelse", "Stay"), `${String(row.arrival_date)} – ${String(row.departure_date)}`],
      [pick(lang, "Beskrivning", "Description"), str(row.item_description)],
    ],
  },
  job_applications: {
    title: L("Jobbansökningar", "Job applications"),
    why: L("För att kunna bedöma din ansökan (ditt samtycke).", "To consider your application (your consent)."),
    until: (row, policy) => addMonths(String(row.created_at), policy.jobApplicationMonths),
    fields: (row, lang) => [
      [pick(lang, "Tjänst", "Position"), str(row.job_title)],
      [pick(lang, "Namn", "Name"), str(row.name)],
      [pick(lang, "E-post", "E-mail"), str(row.email)],
      [pick(lang, "Telefon", "Phone"), str(row.phone)],
      [pick(lang, "Meddelande", "Message"), str(row.message)],
    ],
  },
  newsletter_subscriptions: {
    title: L("Nyhetsbrevet", "Newsletter"),
    why: L("För att skicka nyhetsbrevet du bad om (ditt samtycke).", "To send the newsletter you asked for (your consent)."),
    until: (row, policy, lang) =>
      str(row.confirmed_at) ? words[lang].unsubscribe : addDays(String(row.created_at), policy.unconfirmedNewsletterDays),
    fields: (row, lang) => [
      [pick(lang, "E-post", "E-mail"), str(row.email)],
      [pick(lang, "Bekräftad", "Confirmed"), str(row.confirmed_at) ? day(String(row.confirmed_at)) : pick(lang, "nej", "no")],
    ],
  },
  desk_items: {
    title: L("Hur vi hanterar ditt ärende", "How we handle your case"),
    why: L("För att hålla reda på vad som återstår att göra.", "To keep track of what is left to do."),
    until: (_row, _policy, lang) => submissionLater(lang),
    fields: (row, lang) => [[words[lang].status, statusWord(lang, row.status)]],
  },
  desk_events: {
    title: L("Anteckningar och händelser i ditt ärende", "Notes and events in your case"),
    why: L(
      "Så att alla i personalen vet vad som har gjorts och sagts i ärendet.",
      "So that all staff know what has been done and said in the case.",
    ),
    until: (_row, _policy, lang) => submissionLater(lang),
    fields: (row, lang) => [
      [pick(lang, "Anteckning", "Note"), str(row.note)],
      [words[lang].status, statusWord(lang, row.to_status)],
    ],
  },
  desk_replies: {
    title: L("Svar vi skickat till dig", "Replies we sent you"),
    why: L("Så att vi vet vad vi har lovat dig.", "So that we know what we told you."),
    until: (_row, _policy, lang) => submissionLater(lang),
    fields: (row, lang) => [
      [pick(lang, "Till", "To"), str(row.to_email)],
      [pick(lang, "Text", "Text"), str(row.body)],
    ],
  },
  desk_guest_messages: {
    title: L("Dina svar till oss per e-post", "Your answers to us by e-mail"),
    why: L("Så att alla i personalen ser hela samtalet i ditt ärende.", "So that all staff see the whole conversation in your case."),
    until: (_row, _policy, lang) => submissionLater(lang),
    fields: (row, lang) => [
      [pick(lang, "Från", "From"), str(row.from_email)],
      [pick(lang, "Ämne", "Subject"), str(row.subject)],
      [pick(lang, "Text", "Text"), str(row.body)],
    ],
  },
  staff_members: {
    title: L("Du i hotellets personallista", "You in the hotel's staff list"),
    why: L(
      "Så att det syns vem i personalen som har gjort vad (berättigat intresse).",
      "So that it shows who on the staff did what (legitimate interest).",
    ),
    until: (_row, _policy, lang) => pick(lang, "tills du tas bort ur personallistan", "until you are removed from the staff list"),
    fields: (row, lang) => [
      [pick(lang, "Namn", "Name"), str(row.name)],
      [pick(lang, "E-post", "E-mail"), str(row.email)],
    ],
  },
  notifications: {
    title: L("Mejl vi skickat", "E-mails we sent"),
    why: L("Så att ingen får samma mejl två gånger.", "So that nobody gets the same e-mail twice."),
    until: (row, policy) => addDays(String(row.delivered_at ?? row.updated_at ?? row.created_at), policy.notificationDays),
    fields: (row, lang) => [
      [
        pick(lang, "Till", "To"),
        String(row.key ?? row.message_id ?? "").endsWith(":staff") ? pick(lang, "personalen", "the staff") : pick(lang, "dig", "you"),
      ],
      [pick(lang, "Levererat", "Delivered"), str(row.delivered_at) ? day(String(row.delivered_at)) : pick(lang, "nej", "no")],
    ],
  },
  dead_letters: {
    title: L("Mejl som inte kom fram", "E-mails that did not arrive"),
    why: L("Så att personalen kan skicka dem igen.", "So that the staff can send them again."),
    until: (row, policy) => addDays(String(row.created_at), policy.deadLetterDays),
    fields: () => [],
  },
  mail_capture: {
    title: L("Mejl sparade i testmiljön", "E-mails kept in the test setup"),
    why: L(
      "Webbplatsen sparar mejl i stället för att skicka dem när den testas.",
      "The site keeps e-mails instead of sending them while tested.",
    ),
    until: (row, policy) => addDays(String(row.created_at), policy.capturedMailDays),
    fields: (row, lang) => [[pick(lang, "Ämne", "Subject"), str(row.subject)]],
  },
  visitor_mail: {
    title: L("Spärr mot för många mejl", "Limit on repeated e-mails"),
    why: L(
      "Så att ingen kan få webbplatsen att skicka dig mer än ett mejl per dygn.",
      "So that nobody can make the site send you more than one e-mail a day.",
    ),
    until: (row) => addDays(String(row.window_start), 2),
    fields: () => [],
  },
  form_quarantine: {
    title: L("Formulär som stoppades som robotförsök", "Forms held back as possible spam"),
    why: L(
      "Formuläret skickades för snabbt eller som av en robot; vi sparar det en tid ifall det var du.",
      "The form was sent too fast or like a robot; we keep it a while in case it was you.",
    ),
    until: (row) => addDays(String(row.created_at), QUARANTINE_DAYS),
    fields: () => [],
  },
};

function rowHtml(section: Section, row: Row, lang: SummaryLang, policy: RetentionPolicy): string {
  const received = str(row.created_at) ?? str(row.last_sent_at);
  const lines: Array<[string, string | null]> = [
    [words[lang].received, received ? day(received) : null],
    ...section.fields(row, lang),
    [words[lang].until, section.until(row, policy, lang)],
  ];
  const items = lines
    .filter((line): line is [string, string] => line[1] !== null && line[1] !== "")
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("");
  return `<li><dl>${items}</dl></li>`;
}

/** The summary's HTML: a whole document, readable offline in any browser, with no script and no outside resource. */
export function summaryHtml(data: PersonData, lang: SummaryLang, policy: RetentionPolicy, today: string): string {
  const w = words[lang];
  const parts: string[] = [];
  for (const { table, rows } of data.tables) {
    const section = sections[table];
    if (!section || rows.length === 0) continue;
    parts.push(
      `<section><h2>${escapeHtml(section.title[lang])}</h2><p><strong>${w.why}:</strong> ${escapeHtml(section.why[lang])}</p><ul>${rows
        .map((row) => rowHtml(section, row, lang, policy))
        .join("")}</ul></section>`,
    );
  }
  if (data.caseFiles.length > 0) {
    parts.push(
      `<section><h2>${w.caseFiles}</h2><p>${escapeHtml(w.caseFilesWhy)}</p><ul>${data.caseFiles
        .map((key) => `<li>filer/${caseFilesFolder}/${escapeHtml(key)}</li>`)
        .join("")}</ul></section>`,
    );
  }
  if (data.files.length > 0) {
    parts.push(
      `<section><h2>${w.files}</h2><p>${escapeHtml(w.filesWhy)}</p><ul>${data.files
        .map((key) => `<li>filer/${escapeHtml(key)}</li>`)
        .join("")}</ul></section>`,
    );
  }
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}li{margin-bottom:1rem}</style>
</head>
<body>
<h1>${escapeHtml(w.title)}</h1>
<p>${escapeHtml(w.intro(today))}</p>
${parts.length > 0 ? parts.join("\n") : `<p>${w.none}</p>`}
<p>${escapeHtml(w.contact)}</p>
</body>
</html>
`;
}
