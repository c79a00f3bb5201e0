import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("below 768 px the positions are an accordion and Ansök nu opens the dialog", async ({ page }) => {
  await page.goto("/lediga-jobb");
  await expect(page.getByRole("tab")).toHaveCount(0);
  // Each position is a level-2 heading, as in the desktop tabs, so a screen reader's heading list skips no level.
  await expect(page.getByRole("heading", { level: 2 }).filter({ has: page.getByRole("button") })).toHaveCount(5);
  const chef = page.getByRole("button", { name: "Kock" });
  await chef.click();
  await expect(chef).toHaveAttribute("aria-expanded", "true");
  const apply = page.getByRole("region", { name: "Kock" }).getByRole("link", { name: /Ansök nu/ });
  await apply.click();
  const dialog = page.getByRole("dialog", { name: "Ansök: Kock" });
  await expect(dialog).toBeVisible();
  // Closing gives focus back to the link in the open accordion item.
  await dialog.getByRole("button", { name: "Stäng" }).click();
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();
});
