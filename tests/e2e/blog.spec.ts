import type { Page } from "@playwright/test";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

const cards = (page: Page) => page.getByRole("main").getByRole("heading", { level: 3 });

async function choose(page: Page, group: string, name: string) {
  const button = page.getByRole("group", { name: group }).getByRole("button", { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
}

test("the magazine lists its articles and filters them by category (Swedish)", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Magasinet");
  await expect(page.getByRole("group", { name: "Välj kategori" }).getByRole("button")).toHaveText([
    "Alla",
    "Gastronomi",
    "Konferens",
    "Kultur",
    "Natur",
  ]);
  await expect(cards(page)).toHaveCount(9);
  await expect(page.getByText("Visar 9 artiklar")).toBeVisible();
  // Newest first, with the date written out in Swedish.
  await expect(cards(page).first()).toHaveText("Bastuns långsamma konst");
  await expect(page.getByRole("listitem").filter({ hasText: "Källan som gav huset dess namn" })).toContainText("Kultur · 10 februari 2025");

  await choose(page, "Välj kategori", "Natur");
  await expect(cards(page)).toHaveText(["Elljusspåret – tre kilometer ljus i vintermörkret", "Norrsken över Norsjö", "Hösten i skogen"]);
  await choose(page, "Välj kategori", "Gastronomi");
  await expect(cards(page)).toHaveText(["Surströmming – sensommarens mest omtalade måltid", "Hjortron och annat guld från Norrland"]);
  await choose(page, "Välj kategori", "Konferens");
  await expect(cards(page)).toHaveCount(2);
  await choose(page, "Välj kategori", "Kultur");
  await expect(cards(page)).toHaveCount(2);
  await choose(page, "Välj kategori", "Alla");
  await expect(cards(page)).toHaveCount(9);
});

test("an article shows its image, category and date, and leads back to the magazine", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: "Källan som gav huset dess namn" }).click();
  await expect(page).toHaveURL(/\/blog\/1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Källan som gav huset dess namn");
  await expect(page.getByText("Kultur · 10 februari 2025")).toBeVisible();
  await expect(page.getByRole("img", { name: "En klar källa i mossan, kantad av stenar, i granskogen" })).toBeVisible();
  await page.getByRole("link", { name: "Tillbaka till magasinet" }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("an unknown article says it could not be found, with a way back", async ({ page }) => {
  const response = await page.goto("/blog/999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikeln kunde inte hittas");
  await page.getByRole("link", { name: "Till magasinet" }).click();
  await expect(page).toHaveURL(/\/blog$/);

  const notNumeric = await page.goto("/blog/kallan");
  expect(notNumeric?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikeln kunde inte hittas");
});

test("the magazine lists its articles and filters them by category (English)", async ({ page }) => {
  await page.goto("/en/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The magazine");
  await expect(page.getByRole("group", { name: "Choose a category" }).getByRole("button")).toHaveText([
    "All",
    "Food & drink",
    "Conferences",
    "Culture",
    "Nature",
  ]);
  await expect(cards(page)).toHaveCount(9);
  await expect(page.getByRole("listitem").filter({ hasText: "The spring that gave the house its name" })).toContainText(
    "Culture · 10 February 2025",
  );
  await choose(page, "Choose a category", "Nature");
  await expect(cards(page)).toHaveCount(3);
  await choose(page, "Choose a category", "Food & drink");
  await expect(cards(page)).toHaveCount(2);

  await page.getByRole("link", { name: "Cloudberries and other northern gold" }).click();
  await expect(page).toHaveURL(/\/en\/blog\/3$/);
  await expect(page.getByText("Food & drink · 22 July 2025")).toBeVisible();
  await page.getByRole("link", { name: "Back to the magazine" }).first().click();
  await expect(page).toHaveURL(/\/en\/blog$/);
});

test("an unknown article says so in English too", async ({ page }) => {
  const response = await page.goto("/en/blog/999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The article could not be found");
  await page.getByRole("link", { name: "To the magazine" }).click();
  await expect(page).toHaveURL(/\/en\/blog$/);
});
