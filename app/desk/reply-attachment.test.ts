import { describe, expect, it } from "vitest";
import { checkReplyPdf, looksLikePdf, pdfFileName, REPLY_PDF_MAX_BYTES, replyPdfMessages } from "./reply-attachment";

const pdfBytes = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

describe("a reply's PDF is recognised by its content", () => {
  it("takes bytes that begin %PDF- and nothing else", () => {
    expect(looksLikePdf(pdfBytes)).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode("%PDF"))).toBe(false);
    expect(looksLikePdf(new TextEncoder().encode(" %PDF-1.4"))).toBe(false);
    expect(looksLikePdf(new TextEncoder().encode("<html><script>alert(1)</script>"))).toBe(false);
  });

  it("refuses a file named .pdf and sent as application/pdf that is not one", async () => {
    const disguised = new File(["<svg onload=alert(1)>"], "offert.pdf", { type: "application/pdf" });
    expect(await checkReplyPdf(disguised)).toEqual({ kind: "refused", message: replyPdfMessages.notPdf });
  });

  it("takes a real PDF whatever its name and claimed type", async () => {
    const checked = await checkReplyPdf(new File([pdfBytes], "Offert konferens", { type: "application/octet-stream" }));
    expect(checked).toMatchObject({ kind: "pdf", name: "Offert konferens.pdf", size: pdfBytes.byteLength });
  });

  it("refuses a file over 10 MB, and an empty one, with a Swedish message", async () => {
    const big = new Uint8Array(REPLY_PDF_MAX_BYTES + 1);
    big.set(pdfBytes);
    expect(await checkReplyPdf(new File([big], "stor.pdf"))).toEqual({ kind: "refused", message: replyPdfMessages.tooLarge });
    expect(replyPdfMessages.tooLarge).toContain("högst 10 MB");
    const exactly = new Uint8Array(REPLY_PDF_MAX_BYTES);
    exactly.set(pdfBytes);
    expect((await checkReplyPdf(new File([exactly], "precis.pdf"))).kind).toBe("pdf");
    expect(await checkReplyPdf(new File([], "tom.pdf"))).toEqual({ kind: "refused", message: replyPdfMessages.empty });
  });

  it("treats an empty file input and a missing field as no attachment", async () => {
    expect(await checkReplyPdf(new File([], ""))).toEqual({ kind: "none" });
    expect(await checkReplyPdf(null)).toEqual({ kind: "none" });
    expect(await checkReplyPdf("offert.pdf")).toEqual({ kind: "none" });
  });
});

describe("the PDF's name in the guest's mail", () => {
  it.each([
    ["offert.pdf", "offert.pdf"],
    ["Offert 2027.PDF", "Offert 2027.pdf"],
    ["C:\\Users\\anna\\Desktop\\offert.pdf", "offert.pdf"],
    ["../../etc/passwd", "passwd.pdf"],
    ["offert\r\nBcc: evil@example.org.pdf", "offert Bcc evil@example.org.pdf"],
    ["rapport\u202Efdp.exe", "rapportfdp.exe.pdf"],
    ['"<script>".pdf', "script.pdf"],
    ["offert.pdf.pdf", "offert.pdf"],
    ["...", "bilaga.pdf"],
    ["", "bilaga.pdf"],
    ["Konferens i Norsjö – offert.pdf", "Konferens i Norsjö – offert.pdf"],
  ])("%j becomes %j", (given, expected) => {
    expect(pdfFileName(given)).toBe(expected);
  });

  it("is at most 100 characters", () => {
    const name = pdfFileName(`${"å".repeat(300)}.pdf`);
    expect([...name]).toHaveLength(100);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});
