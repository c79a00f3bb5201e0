import { expect, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";

/**
 * Issue 18 without JavaScript: staff change this week's lunch, preview it, publish it, the public
 * pages in both languages show it at once, and restoring the earlier version brings it back.
 * Only Monday's dish changes, so the weekly-menu tests running beside this one still hold.
 */
test("staff publish this week's lunch and restore the earlier one, without JavaScript", async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const dish = `Älggryta med enbär ${stamp}`;
  const dishEn = `Elk stew with juniper ${stamp}`;
  await signInAsStaff(page);
  await page.goto("/staff/content");
  await page.getByRole("region", { name: "Veckans lunch" }).getByRole("link", { name: /denna vecka/ }).click();
  const monday = page.getByLabel("Måndag: dagens rätt – svenska", { exact: true });
  const old = (await monday.inputValue()).split("\n")[0]!;
  expect(old).not.toBe("");
  await monday.fill(dish);
  await page.getByLabel(/^Måndag: dagens rätt – engelska/).fill(dishEn);

  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  const preview = page.getByRole("region", { name: "Förhandsgranskning (inte publicerad)" });
  await expect(preview).toContainText(dish);
  await expect(preview).toContainText(dishEn);
  await expect(monday).toHaveValue(dish);

  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version");

  await page.goto("/weekly-menu");
  await expect(page.getByText(/^Vecka \d+$/)).toBeVisible();
  await expect(page.getByText(dish)).toBeVisible();
  await page.goto("/en/weekly-menu");
  await expect(page.getByText(/^Week \d+$/)).toBeVisible();
  await expect(page.getByText(dishEn)).toBeVisible();

  await page.goto("/staff/content");
  await page.getByRole("region", { name: "Veckans lunch" }).getByRole("link", { name: /denna vecka/ }).click();
  await page.getByRole("link", { name: "Historik" }).click();
  const newest = page.getByRole("list", { name: "Versioner" }).getByRole("listitem").first();
  await expect(newest).toContainText("(publicerad nu)");
  await expect(newest).toContainText("lösenord");
  await expect(newest).toContainText(dish);
  await page.getByRole("button", { name: /^Återställ version/ }).first().click();
  await expect(page.getByRole("status")).toContainText("Återställd");

  await page.goto("/weekly-menu");
  await expect(page.getByText(old)).toBeVisible();
  await expect(page.getByText(dish)).toHaveCount(0);
});
