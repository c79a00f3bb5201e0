import { removeContentItem } from "./content-items";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";

// The closed day a test made leaves again, whatever the test's outcome.
test.afterEach(() => {
  for (const { type, description } of test.info().annotations)
    if (type === "exception" && description) removeContentItem("hours-exception", description);
});

/** Today in Sweden, as the pages choose the exceptions to show. */
const swedishToday = (days = 0) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date(Date.now() + days * 86_400_000));

async function publish(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  const status = page.getByRole("status");
  await expect(status).toContainText("Publicerad (version");
  return Number(/version (\d+)/.exec((await status.textContent())!)![1]);
}

/**
 * Issue 18: staff change the reception's hours and close the kitchen for two days; the pages in
 * both languages, the FAQ and the structured data say so at once; restoring brings the old hours.
 */
test("staff change the reception hours and close the kitchen; pages, FAQ and JSON-LD show it; a restore brings the hours back", async ({
  page,
}) => {
  const key = `e2e-stangt-${Date.now()}${Math.floor(Math.random() * 1000)}`;
  test.info().annotations.push({ type: "exception", description: key });
  await signInAsStaff(page);
  await page.goto("/staff/content");
  await page.getByRole("region", { name: "Öppettider", exact: true }).getByRole("link", { name: "ordinarie tider" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Öppettider: ordinarie tider");
  const reception = page.getByLabel(/^Receptionen vardagar/);
  await expect(reception).toHaveValue("08:00–17:00");
  await reception.fill("kl 8");
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByText("Skriv tiden som 08:00–17:00.")).toBeVisible();
  await expectNoAxeViolations(page);
  await reception.fill("07:30-18:00");
  const version = await publish(page);

  try {
    await page.goto("/staff/content");
    const exceptions = page.getByRole("region", { name: "Avvikande öppettider och stängda dagar" });
    await exceptions.getByLabel("Ny avvikande öppettider: rubrik").fill(key);
    await exceptions.getByRole("button", { name: "Skapa" }).click();
    await page.getByLabel("Text på sidorna – svenska", { exact: true }).fill(`Köket är stängt i dag och i morgon (${key})`);
    await page.getByLabel(/^Text på sidorna – engelska/).fill(`The kitchen is closed today and tomorrow (${key})`);
    await page.getByLabel("Gäller").selectOption({ label: "Köket (frukost, lunch och middag)" });
    await page.getByLabel("Första dagen").fill(swedishToday());
    await page.getByLabel(/^Sista dagen/).fill(swedishToday(1));
    await publish(page);

    await page.goto("/hitta-till-oss");
    await expect(page.getByRole("main")).toContainText("Receptionen har öppet vardagar 07:30–18:00 och helger 09:00–16:00.");
    await expect(page.getByRole("region", { name: "Avvikande öppettider" })).toContainText(`Köket är stängt i dag och i morgon (${key})`);
    await expect(
      page.getByRole("region", { name: "Meddelande" }).getByRole("link", { name: `Köket är stängt i dag och i morgon (${key})` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/en/hitta-till-oss");
    await expect(page.getByRole("main")).toContainText("Reception is open 07:30–18:00 on weekdays and 09:00–16:00 at weekends.");
    await expect(page.getByRole("region", { name: "Changes to opening hours" })).toContainText(
      `The kitchen is closed today and tomorrow (${key})`,
    );
    await page.goto("/vanliga-fragor");
    await expect(page.getByRole("main")).toContainText(`Observera: Köket är stängt i dag och i morgon (${key}).`);
    await page.goto("/en/restaurant");
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(" ");
    expect(jsonLd).toContain('"specialOpeningHoursSpecification"');
    expect(jsonLd).toContain(
      `"name":"The kitchen is closed today and tomorrow (${key})","validFrom":"${swedishToday()}","validThrough":"${swedishToday(1)}","opens":"00:00","closes":"00:00"`,
    );
  } finally {
    await page.goto("/staff/content/hours/ordinarie/history");
    await expect(page.getByRole("list", { name: "Versioner" }).getByRole("listitem").first()).toContainText("07:30–18:00");
    await page.getByRole("button", { name: `Återställ version ${version - 1}` }).click();
    await expect(page.getByRole("status")).toContainText("Återställd");
  }
  await page.goto("/hitta-till-oss");
  await expect(page.getByRole("main")).toContainText("Receptionen har öppet vardagar 08:00–17:00 och helger 09:00–16:00.");
});

async function weekendTab(page: Page, path: string, tab: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("tab", { name: tab }).click();
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
}

/**
 * Issue 34: the hours express a dinner service. Staff give its days and hours; the weekly menu's
 * weekend tab, the restaurant page, the FAQ and the restaurant's structured data say them; a restore brings back the
 * seeded text (the days alone, as before).
 */
test("staff give the dinner service its days and hours; the menu, restaurant, FAQ and JSON-LD show them; a restore brings the old text", async ({
  page,
}) => {
  await signInAsStaff(page);
  await page.goto("/staff/content/hours/ordinarie");
  await expect(page.getByLabel(/^Middag serveras/)).toHaveValue("fri-sat");
  await page.getByLabel(/^Middag serveras/).selectOption({ label: "Torsdag–lördag" });
  await page.getByLabel(/^Middag: tider/).fill("18 till 21");
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByText("Skriv tiden som 08:00–17:00.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Middag: tider/).fill("18:00-21:00");
  const version = await publish(page);

  try {
    await weekendTab(page, "/weekly-menu", "Helg");
    await expect(page.getByRole("tabpanel")).toContainText("Tvårättersmiddag serveras torsdag till lördag 18:00–21:00.");
    await weekendTab(page, "/en/weekly-menu", "Weekend");
    await expect(page.getByRole("tabpanel")).toContainText("A two-course dinner is served Thursday to Saturday, 18:00–21:00.");
    await page.goto("/vanliga-fragor");
    await expect(page.getByRole("main")).toContainText("Torsdag till lördag serverar vi tvårättersmiddag 18:00–21:00.");
    await page.goto("/restaurant");
    await expect(page.getByRole("main")).toContainText("och torsdag till lördag serveras tvårättersmiddag 18:00–21:00.");
    await page.goto("/en/restaurant");
    await expect(page.getByRole("main")).toContainText("a two-course dinner is served Thursday to Saturday, 18:00–21:00.");
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(" ");
    expect(jsonLd).toContain('"name":"Dinner","dayOfWeek":["Thursday","Friday","Saturday"],"opens":"18:00","closes":"21:00"');
  } finally {
    await page.goto("/staff/content/hours/ordinarie/history");
    await page.getByRole("button", { name: `Återställ version ${version - 1}` }).click();
    await expect(page.getByRole("status")).toContainText("Återställd");
  }
  await weekendTab(page, "/weekly-menu", "Helg");
  await expect(page.getByRole("tabpanel")).toContainText("Tvårättersmiddag serveras varje fredag och lördag.");
});
