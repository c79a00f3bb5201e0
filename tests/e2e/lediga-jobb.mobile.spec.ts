import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("below 768 px the positions are an accordion and Ansök nu opens the dialog", async ({ page }) => {
  await page.goto("/lediga-jobb");
  await expect(page.getByRole("tab")).toHaveCount(0);
  const chef = page.getByRole("button", { name: "Kock" });
  await chef.click();
  await expect(chef).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("region", { name: "Kock" }).getByRole("link", { name: /Ansök nu/ }).click();
  await expect(page.getByRole("dialog", { name: "Ansök: Kock" })).toBeVisible();
});
