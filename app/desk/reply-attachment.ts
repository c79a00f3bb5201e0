/**
 * A PDF sent with a desk reply (a conference offer; issue 33, section 3; decision 056): one file,
 * at most 10 MB, recognised by its content (`%PDF-` at its start), never by its name or the type
 * the browser claims. Its name in the guest's mail is made safe here.
 */

export const REPLY_PDF_MAX_BYTES = 10 * 1024 * 1024;

export const replyPdfMessages = {
  tooLarge: "Filen är för stor: en bilaga får vara högst 10 MB. Ditt svar finns kvar; välj en mindre PDF eller skicka utan bilaga.",
  notPdf: "Filen är inte en PDF. Bara PDF-filer kan skickas med ett svar; ditt svar finns kvar.",
  empty: "Filen är tom. Välj PDF-filen igen; ditt svar finns kvar.",
} as const;

const magic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** True when the bytes begin as a PDF does. */
export function looksLikePdf(head: Uint8Array): boolean {
  return head.length >= magic.length && magic.every((byte, index) => head[index] === byte);
}

/**
 * The file's name as the guest's mail carries it: no folders, no control or invisible format
 * characters, none of the characters mail programs or file systems choke on, at most 100
 * characters, and always ending in `.pdf` ("bilaga.pdf" when nothing is left).
 */
export function pdfFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\p{Cf}/gu, "")
    .replace(/["*:<>?|;]/g, "")
    .replace(/\s+/g, " ")
    .replace(/(?:\.pdf)+$/i, "")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const stem = [...cleaned].slice(0, 96).join("").trim();
  return `${stem || "bilaga"}.pdf`;
}

export type ReplyPdf =
  { kind: "none" } | { kind: "pdf"; bytes: Uint8Array; name: string; size: number } | { kind: "refused"; message: string };

/** The reply form's `bilaga` field checked: nothing chosen, a PDF to send, or why it is refused. */
export async function checkReplyPdf(value: FormDataEntryValue | null): Promise<ReplyPdf> {
  if (value === null || typeof value === "string") return { kind: "none" };
  // A file input left empty is sent as a nameless, empty file.
  if (value.size === 0 && value.name === "") return { kind: "none" };
  if (value.size === 0) return { kind: "refused", message: replyPdfMessages.empty };
  if (value.size > REPLY_PDF_MAX_BYTES) return { kind: "refused", message: replyPdfMessages.tooLarge };
  const bytes = new Uint8Array(await value.arrayBuffer());
  if (!looksLikePdf(bytes)) return { kind: "refused", message: replyPdfMessages.notPdf };
  return { kind: "pdf", bytes, name: pdfFileName(value.name), size: bytes.byteLength };
}
