import { acceptCookiesUpfront, english, expect, expectNoAxeViolations, imagesMissingAttributes, routePaths, test } from "./fixtures";

// Every page of the route table in both languages at desktop width: axe, pictures that hold their
// place and speak, and no sideways scrolling. At phone width axe runs on every Swedish page; an
// English page has the same markup with other words, so there the check is the one the words can
// break: nothing makes the page scroll sideways. (Axe on all 52 pages at both widths took a third of
// the suite's time on two cores.)
for (const path of routePaths) {
  for (const url of [path, english(path)]) {
    test(`axe, pictures and width on ${url}`, async ({ page, isMobile }) => {
      await acceptCookiesUpfront(page);
      await page.goto(url);
      await page.locator("h1").first().waitFor();
      if (!isMobile || url === path) await expectNoAxeViolations(page);
      if (!isMobile) expect(await imagesMissingAttributes(page), "pictures without width, height or alt").toEqual([]);
      // Nothing makes the page scroll sideways at this width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
    });
  }
}

test("axe finds nothing on the not-found page and with the cookie banner and chat open", async ({ page }) => {
  await page.goto("/finns-inte");
  // The chat button shows after 100 ms, the banner after 1 s. On phones the banner covers the
  // button, and on a busy machine it may already be there: open the chat from the keyboard, which
  // reaches the button whatever lies over it.
  await page.getByRole("button", { name: "Öppna hjälpen" }).focus();
  await page.keyboard.press("Enter");
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
