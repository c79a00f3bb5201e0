import { expect, test } from "./fixtures";

// A first visit on a phone: the cookie banner and the menu panel never fight (issue 30). The
// panel is modal and on top; the banner steps aside while it is open and comes back afterwards.

test("with the banner showing, Meny opens a panel whose Boka nu is uncovered, and the banner returns when it closes", async ({ page }) => {
  await page.goto("/relax");
  const banner = page.getByRole("region", { name: "Cookies på vår webbplats" });
  await expect(banner).toBeVisible();

  await page.getByRole("button", { name: "Meny" }).click();
  const panel = page.getByRole("dialog", { name: "Meny" });
  await expect(panel).toBeVisible();
  // Not on screen, not only out of the accessibility tree (where the modal panel puts everything else).
  await expect(page.locator('section[aria-labelledby="cookie-banner-title"]')).toBeHidden();

  // "Boka nu" at the panel's foot is what a tap there reaches, nothing lies over it.
  const book = panel.getByRole("link", { name: /Boka nu/ });
  await book.scrollIntoViewIfNeeded();
  const uncovered = await book.evaluate((link) => {
    const box = link.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && link.contains(hit);
  });
  expect(uncovered).toBe(true);

  // The keyboard stays in the panel: the banner's buttons are never reached.
  for (let press = 0; press < 30; press++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("[data-cookie-banner]") !== null)).toBe(false);
  }

  await panel.getByRole("button", { name: "Stäng menyn" }).click();
  await expect(panel).toBeHidden();
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Acceptera" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("true");
});
