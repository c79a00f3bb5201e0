import { acceptCookiesUpfront, expect, test } from "./fixtures";

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
  await expect(panel.getByRole("button", { name: "Boende" })).toHaveCount(0);

  const magic = panel.getByRole("button", { name: "Magin" });
  await magic.click();
  await expect(magic).toHaveAttribute("aria-expanded", "true");
  const magicItems = panel.getByRole("region", { name: "Magin" }).getByRole("link");
  await expect(magicItems).toHaveText(["Om källan", "Naturen", "Aktiviteter", "Magasinet"]);
  await magic.click();
  await expect(magic).toHaveAttribute("aria-expanded", "false");

  // The expanded set is cleared when the panel closes.
  await panel.getByRole("button", { name: "Konferens" }).click();
  await panel.getByRole("button", { name: "Stäng menyn" }).click();
  await expect(panel).toBeHidden();
  await page.getByRole("button", { name: "Meny" }).click();
  await expect(page.getByRole("dialog", { name: "Meny" }).getByRole("button", { name: "Konferens" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("following a link in the panel closes it and goes there", async ({ page }) => {
  await page.goto("/relax");
  await page.getByRole("button", { name: "Meny" }).click();
  const panel = page.getByRole("dialog", { name: "Meny" });
  await panel.getByRole("button", { name: "Restaurang" }).click();
  await panel.getByRole("link", { name: "Veckans meny" }).click();
  await expect(page).toHaveURL(/\/weekly-menu$/);
  await expect(panel).toBeHidden();
  await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
});

test("the logo in the panel leads home and external entries open a new tab", async ({ page }) => {
  await page.goto("/en/relax");
  await page.getByRole("button", { name: "Menu" }).click();
  const panel = page.getByRole("dialog", { name: "Menu" });
  await panel.getByRole("button", { name: "Contact" }).click();
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
  await panel.getByRole("button", { name: "Relax" }).click();
  await panel.getByRole("button", { name: "Magin" }).click();
  const current = panel.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute("href", "/relax");
  await expect(panel.getByRole("region", { name: "Relax" }).getByRole("link", { name: "Relax" })).toHaveAttribute("aria-current", "page");
});
