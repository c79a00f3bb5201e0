import type { Page } from "@playwright/test";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

const cards = (page: Page) => page.getByRole("main").getByRole("heading", { level: 3 });

async function choose(page: Page, name: string) {
  const button = page.getByRole("group", { name: /^(Välj årstid|Choose a season)$/ }).getByRole("button", { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
}

test("the season filter changes the activity cards (Swedish)", async ({ page }) => {
  await page.goto("/activities");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aktiviteter");
  await expect(page.getByRole("group", { name: "Välj årstid" }).getByRole("button")).toHaveText([
    "Alla",
    "Vår",
    "Sommar",
    "Höst",
    "Vinter",
  ]);
  await expect(page.getByRole("group", { name: "Välj årstid" }).getByRole("button", { name: "Alla" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByText("Visar 15 aktiviteter")).toBeVisible();
  await expect(cards(page)).toHaveCount(15);
  await expect(page.getByText("upplyst spår på 3 km")).toBeVisible();
  await expect(page.getByText("en på 3 km och en på 5 km")).toBeVisible();

  await choose(page, "Vinter");
  await expect(page.getByText("Visar 7 aktiviteter")).toBeVisible();
  await expect(cards(page)).toHaveCount(7);
  await expect(cards(page).filter({ hasText: "Längdskidåkning" })).toHaveCount(1);
  await expect(cards(page).filter({ hasText: "Kanotpaddling" })).toHaveCount(0);

  await choose(page, "Sommar");
  await expect(cards(page)).toHaveCount(8);
  await expect(cards(page).filter({ hasText: "Kanotpaddling" })).toHaveCount(1);
  await expect(cards(page).filter({ hasText: "Längdskidåkning" })).toHaveCount(0);

  await choose(page, "Vår");
  await expect(cards(page)).toHaveCount(7);
  await expect(cards(page).filter({ hasText: "Skidåkning på skaren" })).toHaveCount(1);

  await choose(page, "Höst");
  await expect(cards(page)).toHaveCount(8);
  await expect(cards(page).filter({ hasText: "Norrskensspaning" })).toHaveCount(1);

  // Every season has activities, so the empty message never shows with the shipped data.
  await expect(page.getByText("Inga aktiviteter för den här årstiden just nu.", { exact: false })).toHaveCount(0);

  await choose(page, "Alla");
  await expect(cards(page)).toHaveCount(15);
});

test("the customise section's inquiry button opens the booking inquiry for an event", async ({ page }) => {
  await page.goto("/activities");
  const section = page.getByRole("region", { name: "Skräddarsy er upplevelse" });
  await expect(section.getByRole("link", { name: "Skicka en förfrågan" })).toHaveAttribute("href", "/booking-inquiry?kategori=event");
  await section.getByRole("link", { name: "Skicka en förfrågan" }).click();
  await expect(page).toHaveURL(/\/booking-inquiry\?kategori=event$/);
});

test("the season filter changes the activity cards (English)", async ({ page }) => {
  await page.goto("/en/activities");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Activities");
  await expect(page.getByRole("group", { name: "Choose a season" }).getByRole("button")).toHaveText([
    "All",
    "Spring",
    "Summer",
    "Autumn",
    "Winter",
  ]);
  await expect(cards(page)).toHaveCount(15);
  await expect(page.getByText("Showing 15 activities")).toBeVisible();

  await choose(page, "Winter");
  await expect(page.getByText("Showing 7 activities")).toBeVisible();
  await expect(cards(page).filter({ hasText: "Cross-country skiing" })).toHaveCount(1);
  await expect(cards(page).filter({ hasText: "Canoeing" })).toHaveCount(0);

  await choose(page, "Autumn");
  await expect(cards(page)).toHaveCount(8);
  await expect(page.getByText("No activities for this season right now.", { exact: false })).toHaveCount(0);

  const section = page.getByRole("region", { name: "Tailor your experience" });
  await expect(section.getByRole("link", { name: "Send an inquiry" })).toHaveAttribute("href", "/en/booking-inquiry?kategori=event");
});
