import { inflateSync } from "node:zlib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expect, test } from "./fixtures";

// Issue 15: these pages print cleanly on A4, without the shell's fixed parts, with every tab's
// content and the hotel's name, address and phone.
const printed = ["/weekly-menu", "/packages", "/conference-packages", "/hitta-till-oss", "/boende"];

/** The text a PDF draws: Chromium's streams are Flate-compressed, and it writes text as hex glyph ids. */
function pdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString("latin1");
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString("latin1"));
    } catch {
      // Not Flate data (pictures, fonts stored otherwise).
    }
  }
  return streams;
}

/** Every word a PDF shows, page after page, as PDF.js (Mozilla's reader) extracts it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  // Runs of spaces and the line breaks PDF.js inserts between glyph runs, folded.
  return pages.join("\n").replace(/\s+/g, " ");
}

for (const path of printed) {
  test(`${path} prints on A4 without the header, ticker, banner, chat or scroll button`, async ({ page }) => {
    await page.goto(path);
    // The banner and the chat button appear after a moment on screen; printing must leave them out.
    await expect(page.getByRole("region", { name: "Cookies på vår webbplats" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Öppna hjälpen" })).toBeVisible();
    await page.mouse.wheel(0, 2000);
    const scrollButton = page.getByRole("button", { name: "Till toppen av sidan" });
    await expect(scrollButton).toBeVisible();
    // The weekly menu's four tabs: each one's panel is printed under its name. (The packages' tabs
    // filter one list, which is printed whole.)
    const tabNames = path === "/weekly-menu" ? await page.getByRole("tab").allTextContents() : [];
    if (path === "/weekly-menu") expect(tabNames).toHaveLength(4);
    await page.emulateMedia({ media: "print" });

    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.getByRole("region", { name: "Cookies på vår webbplats" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Öppna hjälpen" })).toBeHidden();
    await expect(scrollButton).toBeHidden();

    const main = page.locator("main");
    await expect(main.locator("h1")).toBeVisible();
    for (const name of tabNames) await expect(main.getByRole("heading", { name, exact: true }).first(), name).toBeVisible();
    // Every closed panel's text is on the paper.
    for (const panel of await main.locator("hidden-until-found[hidden]:not([data-keep-hidden])").all()) {
      await expect(panel).toBeVisible();
    }
    const footer = page.getByRole("contentinfo");
    for (const text of ["Fjällkällan Hotell & Spa", "Källbergsvägen 1", "935 91 Norsjö", "0918-123 40"]) {
      await expect(footer.getByText(text, { exact: false }).first(), text).toBeVisible();
    }

    const heading = (await main.locator("h1").textContent())!.replace(/\s+/g, " ").trim();
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // What is on the paper: the page's heading, every tab's name, the hotel's name, address and phone;
    // not the cookie banner, the header's menu button or the scroll button.
    const onPaper = await pdfText(pdf);
    for (const text of [heading, ...tabNames, "Fjällkällan Hotell & Spa", "Källbergsvägen 1", "0918-123 40"]) {
      expect(onPaper, `printed ${path}`).toContain(text.replace(/\s+/g, " ").trim());
    }
    for (const text of ["Cookies på vår webbplats", "Acceptera", "Avböj", "Läs våra webbplatsvillkor"]) {
      expect(onPaper, `printed ${path}`).not.toContain(text);
    }
    expect(onPaper, `printed ${path}`).not.toMatch(/\bMeny\b/);
    // A4 is 595.3 × 841.9 points; Chromium rounds the page box up to whole points.
    const boxes = [...pdf.toString("latin1").matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
    expect(boxes.length).toBeGreaterThan(0);
    for (const [, width, height] of boxes) {
      expect(Math.abs(Number(width) - 595.3), `page width ${width}`).toBeLessThanOrEqual(1.5);
      expect(Math.abs(Number(height) - 841.9), `page height ${height}`).toBeLessThanOrEqual(1.5);
    }
    // Each page draws text (BT … ET): nothing printed blank.
    const drawn = pdfStreams(pdf).filter((stream) => /\bBT\b[\s\S]*?\bTj|TJ/.test(stream));
    expect(drawn.length).toBeGreaterThanOrEqual(boxes.length);
  });
}

test("the home page's ticker is not printed", async ({ page }) => {
  await page.goto("/");
  const ticker = page.getByRole("region", { name: "Aktuella erbjudanden" });
  await expect(ticker).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(ticker).toBeHidden();
});
