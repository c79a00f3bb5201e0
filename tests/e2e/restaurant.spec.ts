import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

test("the restaurant shows its three cards, the home-cooking block and the food events (Swedish)", async ({ page }) => {
  await page.goto("/restaurant");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Restaurangen");
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([
    "Lokala råvaror",
    "Säsongens meny",
    "För alla tillfällen",
    "Kräftskiva",
    "Surströmmingsfest",
  ]);
  const block = page.getByRole("region", { name: "Husmanskost & Helgerbjudanden" });
  await expect(block).toContainText("220 kr");
  await expect(block).toContainText("345 kr");
  await expect(page.getByText("1 550 kr per person")).toBeVisible();
  await expect(page.getByText("1 325 kr per person")).toBeVisible();
  await expect(page.getByRole("link", { name: "Surströmmingsfest" })).toHaveAttribute("href", "/food-event/surstrommingsfest");

  await page.getByRole("link", { name: "Kräftskiva" }).click();
  await expect(page).toHaveURL(/\/food-event\/kraftskiva$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kräftskiva");

  await page.goBack();
  await block.getByRole("link", { name: "Se veckans meny" }).click();
  await expect(page).toHaveURL(/\/weekly-menu$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Veckans meny");
});

test("the restaurant shows its three cards, the home-cooking block and the food events (English)", async ({ page }) => {
  await page.goto("/en/restaurant");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The restaurant");
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([
    "Local produce",
    "Seasonal menu",
    "For every occasion",
    "Crayfish party",
    "Surströmming party",
  ]);
  const block = page.getByRole("region", { name: "Home cooking & weekend offers" });
  await expect(block).toContainText("220 SEK");
  await expect(block).toContainText("345 SEK");
  await expect(page.getByText("1,550 SEK per person")).toBeVisible();
  await expect(page.getByText("1,325 SEK per person")).toBeVisible();
  await expect(page.getByRole("link", { name: "Crayfish party" })).toHaveAttribute("href", "/en/food-event/kraftskiva");
  await expect(page.getByRole("link", { name: "Surströmming party" })).toHaveAttribute("href", "/en/food-event/surstrommingsfest");

  await block.getByRole("link", { name: "See this week’s menu" }).click();
  await expect(page).toHaveURL(/\/en\/weekly-menu$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This week's menu");
});
