import { expect, test } from "./fixtures";

/**
 * Forms without JavaScript, sent at once (the nojs-phone and nojs-desktop projects). A person who
 * presses "Send" within the first 1.5 s (app/forms/form-key.server.ts, MIN_FILL_MS) on an empty form
 * is told what is missing: the fields are checked before the timing rule holds a submission back
 * and answers it with a thank-you (app/forms/action.server.ts).
 */

test("an empty inquiry sent at once gets its field messages, not a thank-you", async ({ page }) => {
  await page.goto("/booking-inquiry");
  await page.locator("#private-inquiry").getByRole("button", { name: "Skicka förfrågan" }).click();
  await expect(page.getByText("Namn måste vara minst 2 tecken").first()).toBeVisible();
  await expect(page.getByText("Tack för din förfrågan!")).toHaveCount(0);
});

test("an empty lost-item report sent at once gets its field messages, not a thank-you", async ({ page }) => {
  await page.goto("/en/kvarglomt");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Name must contain at least 2 characters").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toHaveCount(0);
});

test("a table request without JavaScript asks for one date and is sent", async ({ page }) => {
  const email = `bord-nojs-${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  await page.goto("/weekly-menu");
  await page.getByRole("link", { name: "Skicka en bordsförfrågan" }).click();
  const form = page.locator("#private-inquiry");
  await expect(form.getByRole("radio", { name: "Bord i restaurangen" })).toBeChecked();
  await expect(form.getByLabel("Avresedatum")).toHaveCount(0);
  await form.getByLabel("Namn").fill("Erik Lund");
  await form.getByLabel("E-post").fill(email);
  await form.getByLabel("Telefon").fill("070-222 33 44");
  await form.getByLabel("Antal personer").fill("2");
  await form.getByLabel("Datum", { exact: true }).fill(day);
  await page.waitForTimeout(1600);
  await form.getByRole("button", { name: "Skicka förfrågan" }).click();
  await expect(page.getByText("Tack för din förfrågan!").first()).toBeVisible();
});

test("choosing a table on the page without JavaScript hides the departure", async ({ page }) => {
  await page.goto("/booking-inquiry");
  const form = page.locator("#private-inquiry");
  await expect(form.getByLabel("Avresedatum")).toBeVisible();
  await form.getByText("Bord i restaurangen").click();
  await expect(form.getByLabel("Avresedatum")).toBeHidden();
});
