import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { queryLocalD1 } from "./db";
import { seedSubmission, type Seeded } from "./desk-seed";
import { expect, expectNoAxeViolations } from "./fixtures";

/**
 * A PDF with a desk reply (a conference offer; issue 33, section 3; decision 056), with or without
 * JavaScript: a file that is not a PDF and one over 10 MB are refused with the typed reply kept;
 * a real PDF is sent, listed under the reply in the thread (a staff-only download), and mailed to
 * the guest as an attachment (the local capture keeps its SHA-256).
 */

const pdf = readFileSync(new URL("../fixtures/cv.pdf", import.meta.url));

export async function replyWithPdf(page: Page, options: { axe: boolean }): Promise<Seeded> {
  const item = seedSubmission("bookings", { lang: "sv" });
  await page.goto("/staff");
  await page.goto(`/staff/bookings/${item.id}`);
  const text = "Hej! Här kommer offerten för er konferens i februari.";
  const box = page.getByLabel("Ditt svar");
  const file = page.getByLabel("Bifoga en PDF (valfritt)");

  // A web page named .pdf and sent as a PDF: refused by its content, the reply kept.
  await box.fill(text);
  await file.setInputFiles({ name: "offert.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html><script>alert(1)</script>") });
  await page.getByRole("button", { name: "Skicka svaret" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Filen är inte en PDF" })).toBeVisible();
  await expect(box).toHaveValue(text);
  await expect(page.locator("#status").getByRole("heading")).toHaveText("Status: Ny");

  // Over 10 MB: refused (in the browser with JavaScript, by the server without), the reply kept.
  const big = Buffer.alloc(10 * 1024 * 1024 + 512 * 1024);
  big.write("%PDF-1.4\n");
  await file.setInputFiles({ name: "stor.pdf", mimeType: "application/pdf", buffer: big });
  await page.getByRole("button", { name: "Skicka svaret" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "högst 10 MB" })).toBeVisible();
  await expect(box).toHaveValue(text);
  if (options.axe) await expectNoAxeViolations(page);

  await file.setInputFiles({ name: "Offert konferens.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Skicka svaret" }).click();
  await expect(page.locator("#status").getByRole("heading")).toHaveText("Status: Besvarad");
  await expect(box).toHaveValue("");

  // In the thread, under the reply: the file, downloadable by staff.
  const reply = page.getByRole("list", { name: "Historik, äldst först" }).locator('[data-kind="reply"]');
  await expect(reply).toContainText(text);
  const link = reply.getByRole("link", { name: /^Offert konferens\.pdf \(\d+ kB\)$/ });
  await expect(link).toBeVisible();
  const download = await page.request.get((await link.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toBe("attachment; filename*=UTF-8''Offert%20konferens.pdf");
  expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
  // Not for anyone else.
  const outsider = await page.request.get((await link.getAttribute("href"))!, { headers: { Cookie: "" }, maxRedirects: 0 });
  expect(outsider.status()).not.toBe(200);
  if (options.axe) await expectNoAxeViolations(page);

  // The mail to the guest, as the notification worker handed it to MailChannels.
  const digest = `sha256:${createHash("sha256").update(pdf).digest("hex")}, ${pdf.length} bytes`;
  const mailed = () =>
    queryLocalD1<{ payload: string; text: string }>(
      "SELECT payload, text FROM mail_capture WHERE message_id LIKE 'desk_reply:%' AND recipients = ?",
      item.email,
    ).map((row) => ({ attachments: (JSON.parse(row.payload) as { attachments?: unknown }).attachments, text: row.text }))[0];
  await expect.poll(mailed, { timeout: 20_000 }).toBeTruthy();
  expect(mailed()!.attachments).toEqual([{ content: digest, filename: "Offert konferens.pdf", type: "application/pdf" }]);
  expect(mailed()!.text).toContain("Bifogad fil: Offert konferens.pdf");
  return item;
}
