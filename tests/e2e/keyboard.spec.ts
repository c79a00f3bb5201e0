import { uniqueEmail } from "./db";
import { acceptCookiesUpfront, expect, fillLostItemForm, test } from "./fixtures";

// A keyboard visitor's way through the shell and the forms (issue 30's second audit).

test("the cookie banner is reached right after the skip link, not after the page's links", async ({ page }) => {
  await page.goto("/relax");
  const banner = page.getByRole("region", { name: "Cookies på vår webbplats" });
  await expect(banner).toBeVisible();
  // From the top of the document, as a visitor who has just arrived.
  await page.locator("body").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Hoppa till innehållet" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner.getByRole("button", { name: "Stäng" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner.getByRole("link", { name: "Läs våra webbplatsvillkor" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner.getByRole("button", { name: "Avböj" })).toBeFocused();
});

test.describe("with cookies already chosen", () => {
  test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

  test("each menu marks one link as the page shown: on /relax the Relax entry, not its sections nor the magic's Relax", async ({
    page,
  }) => {
    await page.goto("/relax");
    const menus = page.locator("header nav");
    // The desktop bar and the menu before scripts (hidden at this width, still marked).
    await expect(menus).toHaveCount(2);
    for (const menu of await menus.all()) {
      const current = menu.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText("Relax");
      await expect(current).toHaveAttribute("href", "/relax");
    }
    await page.goto("/en/weekly-menu");
    for (const menu of await menus.all()) await expect(menu.locator('[aria-current="page"]')).toHaveText("Weekly menu");
  });

  test("after the lost-and-found request is sent, the focus is on the thank-you, not at the top", async ({ page }) => {
    await fillLostItemForm(page, uniqueEmail("fokus"), "En blå mössa");
    await page.waitForTimeout(1600); // a person takes longer than the bot threshold
    await page.getByRole("button", { name: "Skicka efterlysning" }).press("Enter");
    const thanks = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Tack!" }) });
    await expect(thanks).toBeFocused();
  });

  test("after a booking inquiry is sent, the focus is on its confirmation above the emptied form", async ({ page }) => {
    await page.goto("/booking-inquiry?kategori=relax");
    const form = page.locator("#private-inquiry");
    await form.getByLabel("Namn").fill("Anna Berg");
    await form.getByLabel("E-post").fill(uniqueEmail("fokus"));
    await form.getByLabel("Telefon").fill("070-123 45 67");
    await form.getByLabel("Antal personer").fill("2");
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel("Ankomstdatum").fill(inDays(30));
    await form.getByLabel("Avresedatum").fill(inDays(32));
    await page.waitForTimeout(1600);
    await form.getByRole("button", { name: "Skicka förfrågan" }).press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Tack för din förfrågan!" })).toBeFocused();
  });
});
