import type { Page } from "@playwright/test";
import { removeContentItem } from "./content-items";
import { expect, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";

// The exception a test made leaves again, whatever the test's outcome.
test.afterEach(() => {
  for (const { type, description } of test.info().annotations)
    if (type === "exception" && description) removeContentItem("hours-exception", description);
});

/** A day in Sweden, as the pages choose the exceptions to show. */
const swedishDay = (days = 0) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date(Date.now() + days * 86_400_000));

async function publish(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  const status = page.getByRole("status");
  await expect(status).toContainText("Publicerad (version");
  return Number(/version (\d+)/.exec((await status.textContent())!)![1]);
}

/**
 * Issue 18 without JavaScript: staff change the reception's weekend hours and give the day spa
 * other hours on a coming day; the pages in both languages and the JSON-LD show it; restoring
 * brings the old hours back.
 */
test("staff change reception hours and add another day-spa hour without JavaScript; a restore brings the hours back", async ({ page }) => {
  const key = `e2e-dagspa-${Date.now()}${Math.floor(Math.random() * 1000)}`;
  test.info().annotations.push({ type: "exception", description: key });
  await signInAsStaff(page);
  await page.goto("/staff/content/hours/ordinarie");
  await page.getByLabel(/^Receptionen helger/).fill("10:00–15:00");
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(page.getByRole("region", { name: "Förhandsgranskning (inte publicerad)" })).toContainText("10:00–15:00");
  const version = await publish(page);

  try {
    await page.goto(`/staff/content?ny=hours-exception&rubrik=${key}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Avvikande öppettider: ${key}`);
    await page.getByLabel("Text på sidorna – svenska", { exact: true }).fill(`Dagspa 14:00–17:00 (${key})`);
    await page.getByLabel("Gäller").selectOption({ label: "Dagspa" });
    await page.getByLabel("Första dagen").fill(swedishDay(2));
    await page.getByLabel(/^Öppet de dagarna/).fill("14:00–17:00");
    await publish(page);

    await page.goto("/hitta-till-oss");
    await expect(page.getByRole("main")).toContainText("Receptionen har öppet vardagar 08:00–17:00 och helger 10:00–15:00.");
    await expect(page.getByRole("region", { name: "Avvikande öppettider" })).toContainText(`Dagspa 14:00–17:00 (${key})`);
    // Not today: no banner yet.
    await expect(page.getByRole("region", { name: "Meddelande" }).getByText(key)).toHaveCount(0);
    // No English given: the English page shows the Swedish text.
    await page.goto("/en/hitta-till-oss");
    await expect(page.getByRole("main")).toContainText("Reception is open 08:00–17:00 on weekdays and 10:00–15:00 at weekends.");
    await expect(page.getByRole("region", { name: "Changes to opening hours" })).toContainText(`Dagspa 14:00–17:00 (${key})`);
    await page.goto("/en");
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(" ");
    expect(jsonLd).toContain(
      `"name":"Dagspa 14:00–17:00 (${key})","validFrom":"${swedishDay(2)}","validThrough":"${swedishDay(2)}","opens":"14:00","closes":"17:00"`,
    );
  } finally {
    await page.goto("/staff/content/hours/ordinarie/history");
    await page.getByRole("button", { name: `Återställ version ${version - 1}` }).click();
    await expect(page.getByRole("status")).toContainText("Återställd");
  }
  await page.goto("/en/hitta-till-oss");
  await expect(page.getByRole("main")).toContainText("Reception is open 08:00–17:00 on weekdays and 09:00–16:00 at weekends.");
});
