import { acceptCookiesUpfront, expect, test } from "./fixtures";
import { menuEntry } from "./navigation-entries";

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("below 768 px the menu is a full-screen panel with the mobile rules", async ({ page }) => {
  await page.goto("/relax");
  await expect(page.getByRole("navigation", { name: "Huvudmeny" })).toBeHidden();
  await page.getByRole("button", { name: "Meny" }).click();
  const panel = page.getByRole("dialog", { name: "Meny" });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(390);
  expect(Math.round(box?.height ?? 0)).toBe(844);
  // Page scroll is locked while it is open.
  await expect(page.locator("body")).toHaveCSS("overflow", "hidden");

  // Tablets show it (from 768 px, navigation-widths.spec.ts); below 768 px it is hidden.
  await expect(panel.getByText("Service", { exact: true })).toBeHidden();
  await expect(panel.getByRole("link", { name: "Boende" })).toBeVisible();
  await expect(menuEntry(panel, "Boende").toggle).toHaveCount(0);

  const magic = menuEntry(panel, "Magin");
  await magic.toggle.click();
  await expect(magic.details).toHaveAttribute("open", "");
  await expect(magic.list.getByRole("link")).toHaveText(["Om källan", "Naturen", "Aktiviteter", "Magasinet"]);
  await magic.toggle.click();
  await expect(magic.details).not.toHaveAttribute("open");

  // The expanded set is cleared when the panel closes.
  await menuEntry(panel, "Konferens").toggle.click();
  await expect(menuEntry(panel, "Konferens").details).toHaveAttribute("open", "");
  await panel.getByRole("button", { name: "Stäng menyn" }).click();
  await expect(panel).toBeHidden();
  await page.getByRole("button", { name: "Meny" }).click();
  await expect(menuEntry(page.getByRole("dialog", { name: "Meny" }), "Konferens").details).not.toHaveAttribute("open");
});

test("from the keyboard the focus moves into the panel, stays there, and Escape returns it to Meny", async ({ page }) => {
  await page.goto("/relax");
  // The close button's `autofocus` acts only when the menu opens, never on the page's load.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  const button = page.getByRole("button", { name: "Meny" });
  await button.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Meny" });
  await expect(panel.getByRole("button", { name: "Stäng menyn" })).toBeFocused();
  // Shift+Tab from the first control goes round to the last ("Boka nu"), Tab from there back to the first.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(panel.getByRole("link", { name: /Boka nu/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("link", { name: "Fjällkällan" })).toBeFocused();
  // An entry opens from the keyboard too.
  await panel.getByRole("link", { name: "Paket & erbjudanden" }).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(menuEntry(panel, "Magin").list.getByRole("link", { name: "Naturen" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test("following a link in the panel closes it and goes there", async ({ page }) => {
  await page.goto("/relax");
  await page.getByRole("button", { name: "Meny" }).click();
  const panel = page.getByRole("dialog", { name: "Meny" });
  await menuEntry(panel, "Restaurang").toggle.click();
  await panel.getByRole("link", { name: "Veckans meny" }).click();
  await expect(page).toHaveURL(/\/weekly-menu$/);
  await expect(panel).toBeHidden();
  await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
});

test("the logo in the panel leads home and external entries open a new tab", async ({ page }) => {
  await page.goto("/en/relax");
  await page.getByRole("button", { name: "Menu" }).click();
  const panel = page.getByRole("dialog", { name: "Menu" });
  await menuEntry(panel, "Contact").toggle.click();
  await expect(panel.getByRole("link", { name: /Gift cards/ })).toHaveAttribute("target", "_blank");
  await panel.getByRole("link", { name: "Fjällkällan" }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test("the panel has the language toggle, which goes to the same page in English and closes it", async ({ page }) => {
  await page.goto("/relax");
  await page.getByRole("button", { name: "Meny" }).click();
  const panel = page.getByRole("dialog", { name: "Meny" });
  await panel.getByRole("link", { name: "In English (EN)" }).click();
  await expect(page).toHaveURL(/\/en\/relax$/);
  await expect(panel).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "På svenska (SV)" })).toBeVisible();
});

test("the panel marks one link as the page shown: on /relax the overview of Relax", async ({ page }) => {
  await page.goto("/relax");
  await page.getByRole("button", { name: "Meny" }).click();
  const panel = page.getByRole("dialog", { name: "Meny" });
  await menuEntry(panel, "Relax").toggle.click();
  await menuEntry(panel, "Magin").toggle.click();
  const current = panel.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute("href", "/relax");
  await expect(menuEntry(panel, "Relax").list.getByRole("link", { name: "Relax" })).toHaveAttribute("aria-current", "page");
});
