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

test("the closed positions are in the page, hidden until opened", async ({ page }) => {
  await page.goto("/lediga-jobb");
  await page.getByRole("button", { name: "Städpersonal", exact: true }).click();
  const cleaning = page.getByRole("region", { name: "Städpersonal" });
  await expect(cleaning.getByText(/Ett rent och välkomnande rum/)).toBeVisible();
  // Kock is closed: its text is there for find-in-page and crawlers, but not on show.
  const chef = page.getByRole("button", { name: "Kock" });
  await expect(chef).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText(/Vi söker en kock som vill laga mat/).last()).toBeHidden();
  await chef.click();
  await expect(page.getByRole("region", { name: "Kock" }).getByText(/Vi söker en kock som vill laga mat/)).toBeVisible();
  await expect(cleaning).toHaveCount(0);
});
