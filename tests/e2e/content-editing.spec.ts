import { expect, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";

/**
 * Issue 18: next week's lunch is published ahead; a second staff member who opened the same
 * version is refused and keeps their text; the editor says what lacks English.
 */
test("staff publish next week's menu; a second save from the same version is refused with their text kept", async ({ page, browser }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await signInAsStaff(page);
  await page.goto("/staff/content");
  const nextWeek = page.getByRole("region", { name: "Veckans lunch" }).getByRole("listitem").nth(2).getByRole("link");
  const label = (await nextWeek.textContent())!;
  await nextWeek.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Veckomeny: ${label}`);
  const editorUrl = page.url();

  // A colleague opens the same week in another browser.
  const other = await browser.newPage();
  await signInAsStaff(other);
  await other.goto(editorUrl);

  // Validation: the Swedish dish is required.
  const tuesday = page.getByLabel("Tisdag: dagens rätt – svenska", { exact: true });
  const tuesdayText = await tuesday.inputValue();
  await tuesday.fill("");
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(page.getByText("Fyll i fältet.")).toBeVisible();
  await tuesday.fill(tuesdayText || "Pölsa med rödbetor");

  await page.getByLabel("Måndag: dagens rätt – svenska", { exact: true }).fill(`Renskav ${stamp}`);
  await page.getByLabel(/^Måndag: dagens rätt – engelska/).fill("");
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version");
  await expect(page.getByText(/Saknar engelska: Måndag: dagens rätt/)).toBeVisible();

  await other.getByLabel("Måndag: dagens rätt – svenska", { exact: true }).fill(`Kolleganss text ${stamp}`);
  await other.getByRole("button", { name: "Publicera" }).click();
  await expect(other.getByRole("alert")).toContainText("Någon annan har publicerat en ändring");
  await expect(other.getByLabel("Måndag: dagens rätt – svenska", { exact: true })).toHaveValue(`Kolleganss text ${stamp}`);
  await other.close();

  await page.goto("/staff/content");
  await expect(page.getByRole("region", { name: "Saknar engelska" }).getByRole("link", { name: `Veckans lunch: ${label}` })).toBeVisible();
  await page.goto(`${editorUrl}/history`);
  await expect(page.getByRole("list", { name: "Versioner" }).getByRole("listitem").first()).toContainText(`Renskav ${stamp}`);
  await expect(page.getByText(`Kolleganss text ${stamp}`)).toHaveCount(0);
});
