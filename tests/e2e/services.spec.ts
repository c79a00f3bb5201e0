import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

test("the service list shows about 30 cards with icons and the key facts (Swedish)", async ({ page }) => {
  await page.goto("/service-utbud");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service och utbud");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(30);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(30);
  // Every card has an icon, hidden from screen readers because the title says it all.
  await expect(page.getByRole("main").locator("li svg")).toHaveCount(30);
  await expect(page.getByRole("main").locator('li svg:not([aria-hidden="true"])')).toHaveCount(0);

  const card = (title: string) => cards.filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(card("Reception")).toContainText("vardagar 08:00–17:00 och helger 09:00–16:00");
  await expect(card("Laddning för elbil")).toContainText("4 laddstolpar med typ 2-uttag (AC)");
  await expect(card("Husdjursvänliga rum")).toContainText("450 kr per djur");
  await expect(card("Betalning")).toContainText("VISA, Mastercard, American Express, Swish och kontanter");
  await expect(card("Åldersgräns för bokning")).toContainText("18 år");
  await expect(card("Frukost")).toContainText("vardagar 06:00–09:30 och helger 07:00–10:00");
  await expect(card("Fritt wifi")).toBeVisible();
  await expect(card("Bagageförvaring")).toBeVisible();
  await expect(card("Presentkort")).toContainText("600 kr, 1 500 kr, 3 000 kr");
});

test("the service list shows about 30 cards with icons and the key facts (English)", async ({ page }) => {
  await page.goto("/en/service-utbud");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services and facilities");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(30);
  const card = (title: string) => cards.filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(card("Reception")).toContainText("08:00–17:00 on weekdays and 09:00–16:00 at weekends");
  await expect(card("Electric car charging")).toContainText("4 charging posts with Type 2 sockets (AC)");
  await expect(card("Pet-friendly rooms")).toContainText("450 SEK per pet");
  await expect(card("Payment")).toContainText("VISA, Mastercard, American Express, Swish and cash");
  await expect(card("Minimum booking age")).toContainText("at least 18");
  await expect(card("Free Wi-Fi")).toBeVisible();
});
