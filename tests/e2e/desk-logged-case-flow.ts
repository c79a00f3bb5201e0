import type { Page } from "@playwright/test";
import type { Seeded } from "./desk-seed";
import { expect, expectNoAxeViolations } from "./fixtures";

/**
 * A case that came by phone (issue 33, section 3), with or without JavaScript: reception logs it
 * from the desk's home; a form without a way to reach the guest is refused with what was typed
 * kept; the case shows how it came, who logged it and what they wrote, waits for an answer, and
 * search finds it by the number as a caller from abroad reads it.
 */
export async function logPhoneCase(page: Page, options: { axe: boolean }): Promise<Seeded> {
  const tag = Math.random().toString(36).slice(2, 8);
  const name = `Telefon ${tag} Gästsson`;
  const digits = String(Math.floor(1e7 + Math.random() * 9e7));
  const phone = `070-${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
  const about = `Ringde ${tag}: vill boka konferens för tolv i februari, med middag.`;

  await page.goto("/staff");
  await page.getByRole("link", { name: "Nytt ärende (telefon eller besök)" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nytt ärende (telefon eller besök)");
  await page.getByRole("radio", { name: "Bokningsförfrågan" }).check();
  await page.getByRole("radio", { name: "Telefonsamtal" }).check();
  await page.getByLabel("Gästens namn").fill(name);
  await page.getByLabel("Vad gäller ärendet?").fill(about);
  await page.getByRole("button", { name: "Spara ärendet" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Skriv ett telefonnummer eller en e-postadress" })).toBeVisible();
  await expect(page.getByLabel("Gästens namn")).toHaveValue(name);
  await expect(page.getByLabel("Vad gäller ärendet?")).toHaveValue(about);
  if (options.axe) await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: /^Telefon / }).fill(phone);
  await page.getByLabel("Bokningen gäller").selectOption({ label: "Konferens" });
  await page.getByRole("textbox", { name: /^Från / }).fill("2027-02-10");
  await page.getByRole("textbox", { name: /^Till / }).fill("2027-02-11");
  await page.getByRole("spinbutton", { name: /^Antal personer/ }).fill("12");
  await page.getByRole("button", { name: "Spara ärendet" }).click();

  await expect(page).toHaveURL(/\/staff\/bookings\/\d+\?klart=loggat/);
  const id = Number(/\/staff\/bookings\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByText("Kom via telefon", { exact: true })).toBeVisible();
  await expect(page.getByText(/loggat av /).first()).toBeVisible();
  const first = page.getByRole("list", { name: "Historik, äldst först" }).locator(":scope > li").first();
  await expect(first).toContainText("Kom via telefon, loggat av receptionen");
  await expect(first).toContainText(about);
  if (options.axe) await expectNoAxeViolations(page);

  // Waiting for an answer on the start page, and found by search like any other case.
  await page.goto("/staff");
  await expect(page.locator("#obesvarade").getByRole("link", { name: new RegExp(`^Bokningsförfrågan nr ${id} `) })).toBeVisible();
  await page.goto("/staff/sok");
  const international = `+46 ${phone
    .replace(/\D/g, "")
    .slice(1)
    .replace(/^(\d{2})(\d{3})(\d{2})/, "$1 $2 $3 ")}`;
  await page.getByLabel("Sök namn, e-post, telefon eller nummer").fill(international);
  await page.getByRole("button", { name: "Sök", exact: true }).press("Enter");
  await expect(
    page.getByRole("list", { name: "Sökträffar, nyast först" }).getByRole("link", { name: new RegExp(`^Bokningsförfrågan nr ${id} `) }),
  ).toBeVisible();
  return { kind: "bookings", id, name, email: "", phone };
}
