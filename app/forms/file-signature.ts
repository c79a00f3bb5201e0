/**
 * What a file really is, by its bytes rather than its name or declared type: PDF starts with
 * "%PDF-", DOC is an OLE2 compound file whose directory holds a "WordDocument" stream (an Excel
 * sheet or an Outlook message is a compound file too), DOCX is a ZIP holding a "word/" part.
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
  if (startsWith(bytes, OLE2) && hasWordDocumentStream(bytes)) return "doc";
  // A DOCX names its parts (word/document.xml, …) in the ZIP's headers and central directory.
  if (startsWith(bytes, ZIP) && contains(bytes, WORD_PART)) return "docx";
  return null;
}

// Compound File Binary format: https://learn.microsoft.com/openspecs/windows_protocols/ms-cfb/
const END_OF_CHAIN = 0xfffffffe;
const DIRECTORY_ENTRY = 128;
const STREAM = 2;
const WORD_DOCUMENT = "WordDocument";

/**
 * Whether the compound file's directory names a "WordDocument" stream: follows the directory's
 * sector chain through the FAT that the header's DIFAT lists (109 FAT sectors cover 7 MB, more
 * than the 5 MB a CV may have). Anything out of bounds or looping is not a Word document.
 */
function hasWordDocumentStream(bytes: Uint8Array): boolean {
  if (bytes.length < 512) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(0x1c, true) !== 0xfffe) return false;
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return false;
  const size = 1 << shift;
  const sectors = Math.floor(bytes.length / size) - 1;
  const offset = (sector: number) => (sector + 1) * size;
  const fatSectors = Math.min(view.getUint32(0x2c, true), 109);
  const perFatSector = size / 4;

  const nextSector = (sector: number): number | undefined => {
    const index = Math.floor(sector / perFatSector);
    if (index >= fatSectors) return undefined;
    const fatSector = view.getUint32(0x4c + index * 4, true);
    if (fatSector >= sectors) return undefined;
    return view.getUint32(offset(fatSector) + (sector % perFatSector) * 4, true);
  };

  let sector: number | undefined = view.getUint32(0x30, true);
  for (let steps = 0; sector !== undefined && sector !== END_OF_CHAIN && steps < sectors; steps++) {
    if (sector >= sectors) return false;
    for (let entry = offset(sector); entry < offset(sector) + size; entry += DIRECTORY_ENTRY) {
      const nameBytes = view.getUint16(entry + 0x40, true);
      if (view.getUint8(entry + 0x42) !== STREAM || nameBytes !== (WORD_DOCUMENT.length + 1) * 2) continue;
      let name = "";
      for (let i = 0; i < WORD_DOCUMENT.length; i++) name += String.fromCharCode(view.getUint16(entry + i * 2, true));
      if (name === WORD_DOCUMENT) return true;
    }
    sector = nextSector(sector);
  }
  return false;
}
