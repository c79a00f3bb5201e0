import { acceptCookiesUpfront, expect, expectNoAxeViolations, test } from "./fixtures";

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("at 390 px the sections are an accordion with the general rules open", async ({ page }) => {
  await page.goto("/villkor");
  await expect(page.getByLabel("Välj avsnitt")).toBeHidden();
  const generalButton = page.getByRole("button", { name: "Allmänna förhållningsregler" });
  const eventButton = page.getByRole("button", { name: "Event & gruppbokningar" });
  await expect(generalButton).toHaveAttribute("aria-expanded", "true");
  await expect(eventButton).toHaveAttribute("aria-expanded", "false");
  await expect(
    page.getByRole("region", { name: "Allmänna förhållningsregler" }).getByText(/^Minst 15 dagar före ankomst: 100\s%/),
  ).toBeVisible();

  await eventButton.click();
  await expect(page).toHaveURL(/\/villkor\?tab=event$/);
  await expect(eventButton).toHaveAttribute("aria-expanded", "true");
  await expect(generalButton).toHaveAttribute("aria-expanded", "false");
  const event = page.getByRole("region", { name: "Event & gruppbokningar" });
  await expect(event.getByText(/referensräntan plus 8 procentenheter/)).toBeVisible();
  await expect(eventButton).toBeInViewport();

  // Closing the open item closes it; the address keeps the section.
  await eventButton.click();
  await expect(eventButton).toHaveAttribute("aria-expanded", "false");
  await expect(event).toHaveCount(0);
  await expect(page).toHaveURL(/\/villkor\?tab=event$/);
});

test("?tab=event opens that item", async ({ page }) => {
  await page.goto("/villkor?tab=event");
  await expect(page.getByRole("button", { name: "Event & gruppbokningar" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: "Allmänna förhållningsregler" })).toHaveAttribute("aria-expanded", "false");
  await expect(
    page.getByRole("region", { name: "Event & gruppbokningar" }).getByText(/^3–7 dagar före ankomst: 75\s% av värdet/),
  ).toBeVisible();
});

test("/en/villkor?tab=website opens the website terms as cards that fit, and they pass axe at phone width", async ({ page }) => {
  await page.goto("/en/villkor?tab=website");
  await expect(page.getByRole("button", { name: "Website terms" })).toHaveAttribute("aria-expanded", "true");
  const website = page.getByRole("region", { name: "Website terms" });
  // On a phone the storage table is a list of cards, each naming what is kept and for how long.
  await expect(website.locator("p", { hasText: "What the website stores in your browser" })).toBeVisible();
  const cards = website.getByRole("listitem").filter({ hasText: "How long" });
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: "newsletter_popup_closed" })).toContainText("Until you close the tab");
  await expect(cards.filter({ hasText: "One year" })).toContainText("language");
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
