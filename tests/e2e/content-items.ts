import { expect, type Locator, type Page } from "@playwright/test";
import { writeLocalD1 } from "./db";

/**
 * A food event of its own for one test, straight into the preview's D1 (as the seed writes one);
 * its history row raises the food events' version in the page cache's key (decision 039).
 */
export function seedFoodEvent(key: string, fields: { price: number; startDate: string; title: string }): void {
  const data = {
    titleSv: fields.title,
    titleEn: `${fields.title} (in English)`,
    dateSv: "En dag i höst",
    dateEn: "A day in autumn",
    startDate: fields.startDate,
    price: fields.price,
    image: "crayfish",
    imageAltSv: "Kräftor på ett fat",
    imageAltEn: "Crayfish on a platter",
    descriptionSv: "En kväll med mat och musik.",
    descriptionEn: "An evening of food and music.",
  };
  for (const table of [
    "content_items (kind, key, version, data, updated_by, updated_at)",
    "content_history (kind, key, version, after, who, at)",
  ]) {
    writeLocalD1(`INSERT INTO ${table} VALUES ('food-event', ?1, 1, ?2, 'e2e', '2026-11-27T00:00:00Z')`, key, JSON.stringify(data));
  }
}

/** A closed day (or days) under "Avvikande öppettider", straight into the preview's D1 like `seedFoodEvent`. */
export function seedClosure(key: string, fields: { textSv: string; scope: string; startDate: string; endDate: string }): void {
  for (const table of [
    "content_items (kind, key, version, data, updated_by, updated_at)",
    "content_history (kind, key, version, after, who, at)",
  ]) {
    writeLocalD1(`INSERT INTO ${table} VALUES ('hours-exception', ?1, 1, ?2, 'e2e', '2026-11-27T00:00:00Z')`, key, JSON.stringify(fields));
  }
}

/** A date `days` from today (UTC is close enough for dates weeks away). */
export function isoDayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Removes a test's own item again, so the restaurant's list is the seeded one for the tests that read it. */
export function removeContentItem(kind: string, key: string): void {
  writeLocalD1("DELETE FROM content_items WHERE kind = ?1 AND key = ?2", kind, key);
  writeLocalD1("DELETE FROM content_drafts WHERE kind = ?1 AND key = ?2", kind, key);
  writeLocalD1("DELETE FROM content_redirects WHERE kind = ?1 AND (old_key = ?2 OR new_key = ?2)", kind, key);
  // A history row, as every publish writes: the page cache keys on the newest one of each kind of
  // content (decision 039), so the pages that showed the item are rendered anew.
  writeLocalD1(
    "INSERT INTO content_history (kind, key, version, after, who, at) VALUES (?1, ?2, 0, '{}', 'e2e', '2026-11-27T00:00:00Z')",
    kind,
    key,
  );
}

/**
 * Staff create a job opening from its title under "Skapa" and publish it (with or without
 * JavaScript): full time, posted today, open until staff close it. Answers its address.
 */
export async function createJobOpening(page: Page, title: string): Promise<string> {
  await page.goto("/staff/content");
  const jobs = page.getByRole("region", { name: "Lediga jobb" });
  await jobs.getByLabel("Ny ledigt jobb: rubrik").fill(title);
  await jobs.getByRole("button", { name: "Skapa" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ledigt jobb: ${title}`);
  await expect(page.getByLabel("Titel – svenska", { exact: true })).toHaveValue(title);
  await page.getByLabel("Tillträde – svenska", { exact: true }).fill("Snarast");
  await page.getByLabel("Omfattning: lägst (procent av heltid)").fill("100");
  await page.getByLabel("Omfattning: högst (procent av heltid)").fill("100");
  await page.getByLabel("Beskrivning – svenska", { exact: true }).fill("Du gör smörgåsbordet och kalla rätter till konferenserna.");
  await page.getByLabel(/^Arbetsuppgifter – svenska/).fill("Kalla rätter\nSmörgåsar till fikat");
  // The preview is the position as the jobs page shows it, in both languages.
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  const preview = page.getByRole("region", { name: "Förhandsgranskning (inte publicerad)" });
  await expect(preview.locator('[lang="sv"]')).toContainText("Heltid, 100\u00a0%");
  await expect(preview.locator('[lang="en"]')).toContainText("Full-time, 100%");
  await expect(preview.locator('[lang="en"]')).toContainText("What you will do");
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version 1)");
  return new URL(page.url()).pathname.split("/").at(-1)!;
}

/** Fills the application form (the dialog's or the page's) for `email`, with the fixture CV. */
export async function fillApplication(form: Locator, email: string): Promise<void> {
  await form.getByLabel("Namn").fill("Karin Berg");
  await form.getByLabel("E-post").fill(email);
  await form.locator('input[name="cv"]').setInputFiles("tests/fixtures/cv.pdf");
  // A form sent sooner than a person could fill it is held back (MIN_FILL_MS, app/forms/form-key.server.ts).
  await form.page().waitForTimeout(1600);
}

/**
 * Staff publish next week's lunch (issue 34) with Thursday and Friday closed ("Stängt") and a dish
 * of their own on Monday, with or without JavaScript. Answers the week's key ("2026-W49") and its
 * label on the public page ("Vecka 49"). The caller removes the week again (`removeContentItem`).
 */
export async function publishNextWeekWithClosedDays(page: Page, dish: string): Promise<{ key: string; weekLabel: string }> {
  await page.goto("/staff/content");
  // The list runs from last week: the third is next week.
  const nextWeek = page.getByRole("region", { name: "Veckans lunch" }).getByRole("listitem").nth(2).getByRole("link");
  const key = (await nextWeek.getAttribute("href"))!.split("/").at(-1)!;
  await expect(nextWeek).toContainText("(nästa vecka)");
  await nextWeek.click();
  await page.getByLabel("Lunchpris (kronor)").fill("220");
  for (const [day, dishes] of [
    ["Måndag", dish],
    ["Tisdag", "Pölsa med rödbetor"],
    ["Onsdag", "Renskav med potatismos"],
  ] as const) {
    await page.getByLabel(new RegExp(`^${day}: lunch`)).selectOption({ label: "Serveras" });
    await page.getByLabel(`${day}: dagens rätt – svenska`, { exact: true }).fill(dishes);
  }
  // "Stängt" (its value: `closedDay`, app/content-store/kinds.ts).
  for (const day of ["Torsdag", "Fredag"]) await page.getByLabel(new RegExp(`^${day}: lunch`)).selectOption({ label: "Stängt" });
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version");
  return { key, weekLabel: `Vecka ${Number(key.split("-W")[1])}` };
}

/**
 * Staff give a food event a new address under "Avancerat: adress" (issue 34, decision 057), with or
 * without JavaScript: first one that another event has (refused, with why), then one of their own,
 * typed as words. The old page then leads to the new one in both languages, and the history says
 * so. Answers the new address; the caller removes both (`removeContentItem`).
 */
export async function renameFoodEvent(page: Page, key: string, title: string, words: string, newKey: string): Promise<void> {
  await page.goto(`/staff/content/food-event/${key}`);
  const advanced = page.getByText("Avancerat: adress");
  const field = page.getByLabel("Ny adress");
  await expect(field).toBeHidden();
  await advanced.click();
  await expect(field).toHaveValue(key);
  await expect(page.getByRole("link", { name: `/food-event/${key}` })).toBeVisible();

  await field.fill("Kräftskiva");
  await page.getByRole("button", { name: "Ändra adressen" }).click();
  await expect(page.getByRole("alert")).toHaveText("Adressen kraftskiva används redan av matevenemang ”Kräftskiva”. Välj en annan adress.");
  await expect(field).toHaveValue("Kräftskiva");
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill(words);
  await page.getByRole("button", { name: "Ändra adressen" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/content/food-event/${newKey}\\?`));
  await expect(page.getByRole("status")).toHaveText(
    `Adressen är ändrad från ${key} till ${newKey}. Länkar till den gamla adressen leder hit.`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Matevenemang: ${title}`);

  // Guests at the old address land on the new page, in their language.
  await page.goto(`/food-event/${key}`);
  await expect(page).toHaveURL(new RegExp(`/food-event/${newKey}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.goto(`/en/food-event/${key}`);
  await expect(page).toHaveURL(new RegExp(`/en/food-event/${newKey}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} (in English)`);

  // The history followed the item, and the old editor address leads there too.
  await page.goto(`/staff/content/food-event/${key}/history`);
  await expect(page).toHaveURL(new RegExp(`/staff/content/food-event/${newKey}/history$`));
  await expect(page.getByText(`Ny adress: ${key} → ${newKey}. Den gamla adressen leder hit.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Återställ version 1" })).toBeVisible();
}
