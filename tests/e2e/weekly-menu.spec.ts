import type { Page } from "@playwright/test";
import { acceptCookiesUpfront, expect, test } from "./fixtures";
import { weekendMenuServed, weekendPanelText } from "./weekend-menu";

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

const panel = (page: Page) => page.getByRole("tabpanel");
const dayHeadings = (page: Page) => panel(page).getByRole("heading", { level: 2 });

test("the menu opens on lunch and each category shows its dishes and prices (Swedish)", async ({ page }) => {
  await page.goto("/weekly-menu");
  await expect(page.getByRole("tablist", { name: "Välj meny" }).getByRole("tab")).toHaveText([
    "Veckans lunch",
    "Frukost",
    "Helg",
    "Bar & snacks",
  ]);
  await expect(page.getByRole("tab", { name: "Veckans lunch" })).toHaveAttribute("aria-selected", "true");
  await expect(panel(page)).toContainText("Lunch 220:- inklusive salladsbuffé, bröd, bredbart, kaffe och kaka.");
  await expect(panel(page)).toContainText("Kontakta oss gärna i förväg");
  await expect(dayHeadings(page)).toHaveText(["Måndag", "Tisdag", "Onsdag", "Torsdag", "Fredag"]);
  await expect(panel(page)).toContainText("Norrländsk palt med stekt fläsk");

  await page.getByRole("tab", { name: "Frukost" }).click();
  await expect(page.getByRole("tab", { name: "Frukost" })).toHaveAttribute("aria-selected", "true");
  await expect(panel(page)).toContainText("Frukostbuffé");
  await expect(panel(page)).toContainText("185:-");
  await expect(panel(page)).toContainText("285:-");
  await expect(panel(page)).toContainText("vardagar 06:00–09:30 och helger 07:00–10:00");
  await expect(panel(page)).not.toContainText("220:-");

  await page.getByRole("tab", { name: "Helg" }).click();
  await expect(panel(page)).toContainText("Våra helgmenyer roterar enligt ett schema");
  await expect(panel(page)).toContainText("Tvårättersmiddag serveras varje fredag och lördag.");
  // The weekend buffet is for weeks 24–25 only; in another week the tab says so.
  await expect(panel(page)).toContainText(weekendPanelText.sv);
  if (weekendMenuServed) await expect(panel(page)).toContainText("Vecka 24–25");
  else await expect(panel(page)).not.toContainText("345:-");

  await page.getByRole("tab", { name: "Bar & snacks" }).click();
  await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(["Charkbricka", "Snacks", "Nachos"]);
  for (const price of ["195:-", "125:-", "155:-"]) await expect(panel(page)).toContainText(price);

  // Every other category of the shipped menus has dishes this week, so no other empty-state text shows.
  for (const text of ["Veckans lunchmeny uppdateras snart. Håll utkik!", "Inga måltider tillgängliga i denna kategori."]) {
    await expect(page.getByText(text)).toHaveCount(0);
  }
});

test("the category tabs work with the keyboard", async ({ page }) => {
  await page.goto("/weekly-menu");
  const lunch = page.getByRole("tab", { name: "Veckans lunch" });
  await lunch.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Frukost" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Frukost" })).toHaveAttribute("aria-selected", "true");
  await expect(panel(page)).toContainText("185:-");
});

test("the table-booking button leads to the booking inquiry, on a table", async ({ page }) => {
  await page.goto("/weekly-menu");
  await page.getByRole("region", { name: "Boka bord" }).getByRole("link", { name: "Skicka en bordsförfrågan" }).click();
  await expect(page).toHaveURL(/\/booking-inquiry\?kategori=table$/);
});

test("the menu opens on lunch and each category shows its dishes and prices (English)", async ({ page }) => {
  await page.goto("/en/weekly-menu");
  await expect(page.getByRole("tablist", { name: "Choose a menu" }).getByRole("tab")).toHaveText([
    "This week’s lunch",
    "Breakfast",
    "Weekend",
    "Bar & snacks",
  ]);
  await expect(page.getByRole("tab", { name: "This week’s lunch" })).toHaveAttribute("aria-selected", "true");
  await expect(panel(page)).toContainText("Lunch 220 SEK, including the salad buffet");
  await expect(panel(page)).toContainText("contact us in advance");
  await expect(dayHeadings(page)).toHaveText(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);

  await page.getByRole("tab", { name: "Breakfast" }).click();
  await expect(panel(page)).toContainText("185 SEK");
  await expect(panel(page)).toContainText("285 SEK");

  await page.getByRole("tab", { name: "Weekend" }).click();
  await expect(panel(page)).toContainText(weekendPanelText.en);
  if (weekendMenuServed) await expect(panel(page)).toContainText("Weeks 24–25");
  await expect(panel(page)).toContainText("A two-course dinner is served every Friday and Saturday.");

  await page.getByRole("tab", { name: "Bar & snacks" }).click();
  await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(["Charcuterie board", "Snacks", "Nachos"]);
  for (const price of ["195 SEK", "125 SEK", "155 SEK"]) await expect(panel(page)).toContainText(price);

  await page.getByRole("link", { name: "Send a table inquiry" }).click();
  await expect(page).toHaveURL(/\/en\/booking-inquiry\?kategori=table$/);
});

test("every category is in the served HTML, the ones not chosen hidden until found", async ({ request }) => {
  const html = await (await request.get("/weekly-menu")).text();
  // The fourth tab's dishes, though lunch is the one shown.
  for (const dish of ["Charkbricka", "Nachos"]) expect(html).toContain(dish);
  expect(html.match(/<hidden-until-found[^>]*hidden="until-found"/g)).toHaveLength(3);
});

test("a link to a category's anchor opens its tab once hydrated, and the tabs still switch", async ({ page }) => {
  await page.goto("/weekly-menu#meny-bar");
  await expect(page.getByRole("tab", { name: "Bar & snacks" })).toHaveAttribute("aria-selected", "true");
  await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(["Charkbricka", "Snacks", "Nachos"]);
  await expect(page.getByText("Norrländsk palt med stekt fläsk")).toBeHidden();
  // The headings that stack the categories without JavaScript are not shown with it.
  await expect(page.getByRole("heading", { level: 2, name: "Bar & snacks" })).toHaveCount(0);

  await page.getByRole("tab", { name: "Helg" }).click();
  await expect(page).toHaveURL(/#meny-bar$/);
  await expect(page.getByRole("tab", { name: "Helg" })).toHaveAttribute("aria-selected", "true");
  await expect(panel(page)).toContainText(weekendPanelText.sv);
  await expect(page.getByRole("heading", { level: 3, name: "Nachos" })).toBeHidden();
});
