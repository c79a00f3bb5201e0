import { isoDayFromNow, removeContentItem, seedFoodEvent } from "./content-items";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";

// A food event a test made leaves again, whatever the test's outcome.
test.afterEach(() => {
  for (const { type, description } of test.info().annotations) if (type === "item" && description) removeContentItem("food-event", description);
});

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

test("a food event staff end yesterday leaves the restaurant's list; its page says it has been, with no booking", async ({ page }) => {
  const key = `e2e-over-${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const title = `Vinprovning ${key}`;
  test.info().annotations.push({ type: "item", description: key });
  seedFoodEvent(key, { price: 900, startDate: isoDayFromNow(30), title });
  await signInAsStaff(page);
  // Published once as it is (a month ahead): the restaurant lists it.
  await page.goto(`/staff/content/food-event/${key}`);
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad");
  await page.goto("/restaurant");
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  await page.goto(`/staff/content/food-event/${key}`);
  await page.getByLabel("Första dagen").fill(isoDayFromNow(-3));
  await page.getByLabel(/^Sista dagen/).fill(isoDayFromNow(-2));
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad");

  await page.goto("/restaurant");
  await expect(page.getByRole("link", { name: "Kräftskiva" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  await page.goto(`/food-event/${key}`);
  await expect(page.getByRole("heading", { name: "Evenemanget har varit" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Ring / })).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join(" ")).not.toContain('"Event"');
  await page.goto(`/en/food-event/${key}`);
  await expect(page.getByRole("heading", { name: "This event has taken place" })).toBeVisible();
});

test("a job staff close leaves the jobs page and the form's choices; restoring opens it again", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto("/staff/content/job/extra-cleaning");
  await page.getByLabel("Sista ansökningsdag").fill(isoDayFromNow(-2));
  await page.getByRole("button", { name: "Publicera" }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad");
  try {
    for (const [path, title] of [
      ["/lediga-jobb", "Extra städpersonal"],
      ["/en/lediga-jobb", "Extra cleaning staff"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("main").getByText("Städpersonal", { exact: true }).or(page.getByRole("main").getByText("Cleaning staff", { exact: true })).first()).toBeVisible();
      await expect(page.getByRole("main").getByText(title)).toHaveCount(0);
      await expect(page.locator(`option`, { hasText: title })).toHaveCount(0);
    }
  } finally {
    await page.goto("/staff/content/job/extra-cleaning/history");
    await expect(page.getByRole("list", { name: "Versioner" }).getByRole("listitem").first()).toContainText("Sista ansökningsdag");
    await page.getByRole("button", { name: /^Återställ version/ }).first().click();
    await expect(page.getByRole("status")).toContainText("Återställd");
  }
  await page.goto("/lediga-jobb");
  await expect(page.getByRole("main").getByText("Extra städpersonal").first()).toBeVisible();
});

test("the content overview, an editor with its errors and preview, and a history pass axe", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto("/staff/content");
  await expectNoAxeViolations(page);
  await page.goto("/staff/content/food-event/kraftskiva");
  await page.getByLabel("Rubrik – svenska", { exact: true }).fill("");
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(page.getByText("Fyll i fältet.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(page.getByRole("region", { name: "Förhandsgranskning (inte publicerad)" })).toContainText("Kräftskiva");
  await expectNoAxeViolations(page);
  await page.goto("/staff/content/food-event/kraftskiva/history");
  await expectNoAxeViolations(page);
});
