import { test as base, type Page } from "@playwright/test";
import { queryLocalD1, uniqueEmail } from "./db";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function fillValid(page: Page, email: string, lang: "sv" | "en" = "sv") {
  const form = page.locator("#lost-and-found");
  const l =
    lang === "sv"
      ? {
          name: "Namn",
          address: "Adress",
          zip: "Postnummer",
          city: "Ort",
          phone: "Telefon",
          email: "E-post",
          arrival: "Ankomstdatum",
          departure: "Avresedatum",
          item: /Beskriv föremålet/,
          terms: /Jag godkänner/,
        }
      : {
          name: "Name",
          address: "Address",
          zip: "Postcode",
          city: "Town",
          phone: "Phone",
          email: "E-mail",
          arrival: "Arrival date",
          departure: "Departure date",
          item: /Describe the item/,
          terms: /I agree/,
        };
  await form.getByLabel(l.name, { exact: true }).fill("Karin Öberg");
  await form.getByLabel(l.address, { exact: true }).fill("Storgatan 12");
  await form.getByLabel(l.zip).fill("90326");
  await form.getByLabel(l.city, { exact: true }).fill("Umeå");
  await form.getByLabel(l.phone, { exact: true }).fill("070-123 45 67");
  await form.getByLabel(l.email, { exact: true }).fill(email);
  await form.getByLabel(l.arrival).fill(daysAgo(6));
  await form.getByLabel(l.departure).fill(daysAgo(4));
  await form.getByLabel(l.item).fill("Blå ullhalsduk i relaxavdelningen");
  await form.getByLabel(l.terms).check();
}

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("the lost-and-found form checks each field when it loses focus", async ({ page }) => {
  await page.goto("/kvarglomt");
  const form = page.locator("#lost-and-found");
  // Checking on blur starts once the form's schemas have loaded, which the first touch asks for.
  await form.getByLabel("Postnummer").focus();
  await expect(form).toHaveAttribute("data-validation", "ready");
  await form.getByLabel("Postnummer").fill("90 2");
  await form.getByLabel("Ort", { exact: true }).focus();
  await expect(form.getByText("Postnummer måste innehålla minst 5 tecken")).toBeVisible();
  // A space is taken out rather than refused ("931 30"); a letter is refused.
  await form.getByLabel("Postnummer").fill("90a 26");
  await expect(form.getByText("Postnummer får endast innehålla siffror utan mellanslag")).toBeVisible();
  await form.getByLabel("Telefon").fill("070 12a");
  await form.getByLabel("E-post").focus();
  await expect(form.getByText("Ogiltigt telefonnummer format")).toBeVisible();
  await form.getByLabel("Ankomstdatum").fill("2999-01-01");
  await form.getByLabel("Avresedatum").focus();
  await expect(form.getByText("Ankomstdatum kan inte vara i framtiden")).toBeVisible();
  await form.getByRole("button", { name: "Skicka efterlysning" }).click();
  await expect(form.getByText("Du måste godkänna villkoren för att fortsätta")).toBeVisible();
  await expect(form.getByRole("link", { name: "integritetspolicyn" })).toHaveAttribute("href", "/villkor?tab=privacy");
});

test("the form's privacy link opens the privacy section of the terms", async ({ page }) => {
  await page.goto("/kvarglomt");
  await page.locator("#lost-and-found").getByRole("link", { name: "integritetspolicyn" }).click();
  await expect(page).toHaveURL(/\/villkor\?tab=privacy$/);
  await expect(page.getByLabel("Välj avsnitt")).toHaveValue("privacy");
  await expect(
    page.getByRole("region", { name: "Integritetspolicy" }).getByText("Bokningsuppgifter sparas i 365 dagar efter vistelsen."),
  ).toBeVisible();
});

test("a sent request shows the thank-you screen, stores the row, and the buttons lead back and home", async ({ page }) => {
  const email = uniqueEmail("kvarglomt");
  await page.goto("/kvarglomt");
  await fillValid(page, email);
  await page.waitForTimeout(1600);
  await page.getByRole("button", { name: "Skicka efterlysning" }).click();
  await expect(page.getByRole("heading", { name: "Tack!" })).toBeVisible();
  const [row] = queryLocalD1("SELECT * FROM lost_and_found WHERE email = ?", email);
  expect(row).toMatchObject({ zip_code: "90326", booking_number: null, room_number: null, arrival_date: daysAgo(6) });

  await page.getByRole("link", { name: "Skicka en efterlysning till" }).click();
  await expect(page.locator("#lost-and-found").getByLabel("Namn", { exact: true })).toHaveValue("");
  await page.goto("/kvarglomt");
});

test("the English page sends in English", async ({ page }) => {
  const email = uniqueEmail("lost-en");
  await page.goto("/en/kvarglomt");
  await fillValid(page, email, "en");
  await page.waitForTimeout(1600);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await page.getByRole("link", { name: "To the home page", exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  expect(queryLocalD1("SELECT lang FROM lost_and_found WHERE email = ?", email)).toEqual([{ lang: "en" }]);
});

test("a guest from abroad sends a foreign postcode, and a Swedish one may have its space", async ({ page }) => {
  const email = uniqueEmail("lost-abroad");
  await page.goto("/en/kvarglomt");
  await fillValid(page, email, "en");
  const form = page.locator("#lost-and-found");
  await expect(form.getByLabel("Country")).toHaveValue("SE");
  await form.getByLabel("Country").selectOption({ label: "Norway" });
  await form.getByLabel("Postcode").fill("0150");
  await page.waitForTimeout(1600);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  expect(queryLocalD1("SELECT zip_code, country FROM lost_and_found WHERE email = ?", email)).toEqual([
    { zip_code: "0150", country: "NO" },
  ]);

  const swedish = uniqueEmail("lost-space");
  await page.goto("/kvarglomt");
  await fillValid(page, swedish);
  await page.locator("#lost-and-found").getByLabel("Postnummer").fill("931 30");
  await page.waitForTimeout(1600);
  await page.getByRole("button", { name: "Skicka efterlysning" }).click();
  await expect(page.getByRole("heading", { name: "Tack!" })).toBeVisible();
  expect(queryLocalD1("SELECT zip_code, country FROM lost_and_found WHERE email = ?", swedish)).toEqual([
    { zip_code: "93130", country: "SE" },
  ]);
});

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });
  base("the request posts and the thank-you screen follows", async ({ page }) => {
    const email = uniqueEmail("lost-nojs");
    await page.goto("/kvarglomt");
    await fillValid(page, email);
    await page.waitForTimeout(1600);
    await page.getByRole("button", { name: "Skicka efterlysning" }).click();
    await expect(page.getByRole("heading", { name: "Tack!" })).toBeVisible();
    expect(queryLocalD1("SELECT id FROM lost_and_found WHERE email = ?", email)).toHaveLength(1);
  });
});
