import type { Lang, Localized } from "~/i18n/lang";

const texts = {
  sv: {
    apply: "Ansök nu",
    dialogTitle: "Ansök: {job}",
    dialogText: "Berätta kort om dig själv och bifoga ditt CV. Vi läser varje ansökan.",
    position: "Tjänst",
    name: "Namn",
    email: "E-post",
    phone: "Telefon",
    message: "Meddelande",
    cv: "CV",
    coverLetter: "Personligt brev",
    optional: "valfritt",
    dropHint: "Dra hit en fil eller klicka för att välja",
    dropActive: "Släpp filen här",
    fileRules: "PDF, DOC eller DOCX, högst 5 MB",
    remove: "Ta bort {file}",
    cancel: "Avbryt",
    submit: "Skicka ansökan",
    submitting: "Skickar...",
    success: "Din ansökan har skickats! Vi återkommer så snart som möjligt.",
    failure: "Ett fel uppstod. Vänligen försök igen.",
    limited: "Du har skickat många ansökningar på kort tid. Vänta en minut och försök igen.",
    close: "Stäng",
  },
  en: {
    apply: "Apply now",
    dialogTitle: "Apply: {job}",
    dialogText: "Tell us briefly about yourself and attach your CV. We read every application.",
    position: "Position",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    message: "Message",
    cv: "CV",
    coverLetter: "Cover letter",
    optional: "optional",
    dropHint: "Drag a file here or click to choose one",
    dropActive: "Drop the file here",
    fileRules: "PDF, DOC or DOCX, at most 5 MB",
    remove: "Remove {file}",
    cancel: "Cancel",
    submit: "Send application",
    submitting: "Sending...",
    success: "Your application has been sent! We will get back to you as soon as we can.",
    failure: "Something went wrong. Please try again.",
    limited: "You have sent many applications in a short time. Wait a minute and try again.",
    close: "Close",
  },
} satisfies Localized<Record<string, string>>;

export type JobApplicationTexts = (typeof texts)["sv"];

export function jobApplicationTexts(lang: Lang): JobApplicationTexts {
  return texts[lang];
}
