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

/**
 * Issue 34 without JavaScript: staff give the dinner service its evenings and hours and close
 * tonight's dinner under "Avvikande öppettider" ("Middagen"); the restaurant page and the FAQ say
 * both in Swedish and English. The seeded hours are restored and the exception removed afterwards.
 */
test("staff set the dinner's days and hours and close one evening without JavaScript; restaurant and FAQ say so", async ({ page }) => {
  const key = `e2e-middag-${Date.now()}${Math.floor(Math.random() * 1000)}`;
  test.info().annotations.push({ type: "exception", description: key });
  const closedSv = `Middagen är stängd i kväll (${key})`;
  const closedEn = `No dinner tonight (${key})`;
  await signInAsStaff(page);
  await page.goto("/staff/content/hours/ordinarie");
  await expect(page.getByLabel(/^Middag serveras/)).toHaveValue("fri-sat");
  await page.getByLabel(/^Middag serveras/).selectOption({ label: "Torsdag–lördag" });
  await page.getByLabel(/^Middag: tider/).fill("18 till 21");
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  // Refused by the server, the text kept as typed.
  await expect(page.getByText("Skriv tiden som 08:00–17:00.")).toBeVisible();
  await expect(page.getByLabel(/^Middag: tider/)).toHaveValue("18 till 21");
  await page.getByLabel(/^Middag: tider/).fill("18:00-21:00");
  const version = await publish(page);

  try {
    await page.goto(`/staff/content?ny=hours-exception&rubrik=${key}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Avvikande öppettider: ${key}`);
    await page.getByLabel("Text på sidorna – svenska", { exact: true }).fill(closedSv);
    await page.getByLabel(/^Text på sidorna – engelska/).fill(closedEn);
    await page.getByLabel("Gäller").selectOption({ label: "Middagen" });
    await page.getByLabel("Första dagen").fill(swedishDay());
    await publish(page);

    await page.goto("/restaurant");
    await expect(page.getByRole("main")).toContainText("och torsdag till lördag serveras tvårättersmiddag 18:00–21:00.");
    await expect(page.getByRole("region", { name: "Meddelande" }).getByRole("link", { name: closedSv })).toBeVisible();
    await page.goto("/en/restaurant");
    await expect(page.getByRole("main")).toContainText("a two-course dinner is served Thursday to Saturday, 18:00–21:00.");
    await expect(page.getByRole("region", { name: "Notice" }).getByRole("link", { name: closedEn })).toBeVisible();
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(" ");
    expect(jsonLd).toContain('"name":"Dinner","dayOfWeek":["Thursday","Friday","Saturday"],"opens":"18:00","closes":"21:00"');
    expect(jsonLd).toContain(
      `"name":"${closedEn}","validFrom":"${swedishDay()}","validThrough":"${swedishDay()}","opens":"00:00","closes":"00:00"`,
    );

    await page.goto("/vanliga-fragor");
    await expect(page.getByRole("main")).toContainText("Torsdag till lördag serverar vi tvårättersmiddag 18:00–21:00.");
    await expect(page.getByRole("main")).toContainText(
      `och torsdag till lördag serverar vi tvårättersmiddag 18:00–21:00. Frågor om middagen besvarar receptionen`,
    );
    await expect(page.getByRole("main")).toContainText(`Observera: ${closedSv}.`);
    await page.goto("/en/vanliga-fragor");
    await expect(page.getByRole("main")).toContainText("Thursday to Saturday we serve a two-course dinner, 18:00–21:00.");
    await expect(page.getByRole("main")).toContainText(`Please note: ${closedEn}.`);
  } finally {
    await page.goto("/staff/content/hours/ordinarie/history");
    await page.getByRole("button", { name: `Återställ version ${version - 1}` }).click();
    await expect(page.getByRole("status")).toContainText("Återställd");
  }
  await page.goto("/vanliga-fragor");
  await expect(page.getByRole("main")).toContainText("Varje fredag och lördag serverar vi tvårättersmiddag.");
});
