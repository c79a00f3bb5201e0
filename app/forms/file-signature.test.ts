import { describe, expect, it } from "vitest";
import { compoundFile } from "../../tests/setup/compound-file";
import { detectDocumentKind } from "./file-signature";

describe("DOC: a compound file with a WordDocument stream", () => {
  it("accepts a Word 97 document, also when its directory runs over several sectors", () => {
    expect(detectDocumentKind(compoundFile(["WordDocument", "1Table", "\u0005SummaryInformation"]))).toBe("doc");
    // Five entries before it: WordDocument sits in the directory's second sector, reached through the FAT.
    expect(detectDocumentKind(compoundFile(["1Table", "Data", "ObjectPool", "\u0005SummaryInformation", "WordDocument"]))).toBe("doc");
  });

  it("refuses other compound files: an Excel sheet, an Outlook message, a stream merely named like it", () => {
    expect(detectDocumentKind(compoundFile(["Workbook", "\u0005SummaryInformation"]))).toBeNull();
    expect(detectDocumentKind(compoundFile(["__substg1.0_0037001F", "__properties_version1.0"]))).toBeNull();
    expect(detectDocumentKind(compoundFile(["WordDocuments", "wordDocument", "Word"]))).toBeNull();
  });

  it("refuses a bare OLE2 signature, a truncated file and a directory chain that loops", () => {
    expect(detectDocumentKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBeNull();
    const word = compoundFile(["1Table", "Data", "ObjectPool", "\u0005SummaryInformation", "WordDocument"]);
    expect(detectDocumentKind(word.subarray(0, 512 * 3))).toBeNull();
    // The FAT sends the directory's first sector back to itself: the walk stops, nothing is found.
    const looped = word.slice();
    new DataView(looped.buffer).setUint32(512 + 4, 1, true);
    expect(detectDocumentKind(looped)).toBeNull();
  });
});
