/**
 * What a file really is, by its leading bytes rather than its name or declared type:
 * PDF starts with "%PDF-", DOC is an OLE2 compound file, DOCX is a ZIP holding a "word/" part.
 */
export type DocumentKind = "pdf" | "doc" | "docx";

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const WORD_PART = new TextEncoder().encode("word/");

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

export function detectDocumentKind(bytes: Uint8Array): DocumentKind | null {
  if (bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === "%PDF-") return "pdf";
  if (startsWith(bytes, OLE2)) return "doc";
  // A DOCX names its parts (word/document.xml, …) in the ZIP's headers and central directory.
  if (startsWith(bytes, ZIP) && contains(bytes, WORD_PART)) return "docx";
  return null;
}
