import { acceptCookiesUpfront, english, expect, expectNoAxeViolations, routePaths, test } from "./fixtures";

// axe on every page of the route table, both languages; the desktop and mobile projects run it at both widths.
for (const path of routePaths) {
  for (const url of [path, english(path)]) {
    test(`axe finds nothing on ${url}`, async ({ page }) => {
      await acceptCookiesUpfront(page);
      await page.goto(url);
      await page.locator("h1").first().waitFor();
      await expectNoAxeViolations(page);
      // Nothing makes the page scroll sideways at this width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
    });
  }
}

test("axe finds nothing on the not-found page and with the cookie banner and chat open", async ({ page }) => {
  await page.goto("/finns-inte");
  // The chat button shows after 100 ms, the banner after 1 s (and covers the button on phones).
  await page.getByRole("button", { name: "Öppna hjälpen" }).click();
  await page.getByRole("button", { name: "Alla" }).waitFor();
  await page.getByText("Laddar...").waitFor({ state: "detached" });
  await page.getByRole("region", { name: "Cookies på vår webbplats" }).waitFor();
  await expectNoAxeViolations(page);
});

test("axe finds nothing with a desktop submenu open", async ({ page, isMobile }) => {
  test.skip(isMobile, "the desktop navigation shows from 1280 px; phones have the menu panel");
  await acceptCookiesUpfront(page);
  await page.goto("/relax");
  const nav = page.getByRole("navigation", { name: "Huvudmeny" });
  await nav.getByRole("button", { name: "Visa undermeny för Kontakt" }).focus();
  await page.keyboard.press("Enter");
  await expect(nav.getByRole("list", { name: "Kontakt" })).toBeVisible();
  await expectNoAxeViolations(page);
});
