import type { Page } from "@playwright/test";
import { queryLocalD1, writeLocalD1 } from "./db";
import { closeSeeded, seedSubmission, shareStaffSession, type Seeded } from "./desk-seed";
import { ownSession, signIn } from "./desk-drafts";
import { expect, expectNoAxeViolations, test } from "./fixtures";

shareStaffSession(test);
/** Replying is safe (issue 33, section 3), with JavaScript. */

/** A page of a context of its own is not the fixture's, which waits for hydration by itself. */
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));

let seeded: Seeded[] = [];
test.beforeEach(() => {
  seeded = [];
});
test.afterEach(() => closeSeeded(seeded));

test("a template goes in at the cursor, a placeholder left in is refused, and the filled reply is sent", async ({ page }) => {
  const item = seedSubmission("bookings", { name: "Eva Ek" });
  seeded.push(item);
  await page.goto(`/staff/bookings/${item.id}`);
  const answer = page.getByLabel("Ditt svar");
  await answer.fill("Rummet med utsikt är ledigt.");
  await answer.press("Home");
  await page.getByRole("button", { name: "Förslag och pris" }).click();
  // Nothing typed is lost: the template goes in before it, where the cursor was.
  await expect(answer).toHaveValue(
    /^Hej Eva Ek,\n\nTack för er förfrågan\. Vi kan erbjuda följande:\n\n\[förslag och pris\][\s\S]*\n\nRummet med utsikt är ledigt\.$/,
  );

  await page.getByRole("button", { name: "Skicka svaret" }).click();
  await expect(page.getByText("Svaret innehåller fortfarande [förslag och pris] från mallen.")).toBeVisible();
  expect(queryLocalD1("SELECT id FROM desk_replies WHERE kind = 'bookings' AND submission_id = ?", item.id)).toEqual([]);
  await expectNoAxeViolations(page);

  await answer.fill((await answer.inputValue()).replace("[förslag och pris]", "Dubbelrum 10–12 februari, 2 400 kr."));
  await page.getByRole("button", { name: "Skicka svaret" }).click();
  await expect(page.getByRole("status")).toHaveText("Svaret är skickat. Det syns i konversationen nedan.");
  await expect(answer).toHaveValue("");
  const [sent] = queryLocalD1<{ body: string }>("SELECT body FROM desk_replies WHERE kind = 'bookings' AND submission_id = ?", item.id);
  expect(sent!.body).toContain("Dubbelrum 10–12 februari, 2 400 kr.");
  expect(sent!.body).toContain("Rummet med utsikt är ledigt.");
});

test("a saved note clears its box, and a double click stores it once", async ({ page }) => {
  const item = seedSubmission("lost-and-found");
  seeded.push(item);
  await page.goto(`/staff/lost-and-found/${item.id}`);
  const note = page.getByLabel(/Intern anteckning/);
  await note.fill("Ringde gästen, ingen svarade.");
  await page.getByRole("button", { name: "Spara anteckningen" }).dblclick();
  await expect(page.getByRole("status")).toHaveText(/Anteckningen (är|var redan) sparad/);
  await expect(note).toHaveValue("");
  await expect(page.locator('[data-kind="note"]')).toHaveCount(1);
  expect(
    queryLocalD1("SELECT id FROM desk_events WHERE action = 'note' AND kind = 'lost-and-found' AND submission_id = ?", item.id),
  ).toHaveLength(1);
});

test("a note typed when the session has ended is there again after signing in", async ({ browser, baseURL }) => {
  const item = seedSubmission("applications");
  seeded.push(item);
  const own = await ownSession(browser, baseURL, true);
  try {
    const { page } = own;
    await page.goto(`/staff/applications/${item.id}`);
    await hydrated(page);
    await page.getByLabel(/Intern anteckning/).fill("Referenser kontrollerade.");
    own.end();
    await page.getByRole("button", { name: "Spara anteckningen" }).click();
    await expect(page.getByText("Du är inte inloggad längre.")).toBeVisible();
    await page.getByRole("link", { name: "Logga in" }).click();
    await signIn(page);
    await expect(page).toHaveURL(new RegExp(`/staff/applications/${item.id}$`));
    await hydrated(page);
    await expect(page.getByLabel(/Intern anteckning/)).toHaveValue("Referenser kontrollerade.");
    await page.getByRole("button", { name: "Spara anteckningen" }).click();
    await expect(page.getByRole("status")).toHaveText("Anteckningen är sparad.");
    await expect(page.locator('[data-kind="note"]')).toContainText("Referenser kontrollerade.");
  } finally {
    await own.context.close();
  }
});

test("a status change can be undone for a while, closing asks first, and a closed case reopens", async ({ page }) => {
  const item = seedSubmission("bookings");
  seeded.push(item);
  await page.goto(`/staff/bookings/${item.id}`);
  const status = page.locator("#status");
  await status.getByRole("button", { name: "Bokad", exact: true }).click();
  await expect(status.getByRole("heading")).toHaveText("Status: Bokad");
  await status.getByRole("button", { name: "Ångra (tillbaka till Ny)" }).click();
  await expect(page.getByRole("status")).toHaveText("Statusen är ändrad tillbaka.");
  await expect(status.getByRole("heading")).toHaveText("Status: Ny");

  await status.getByRole("button", { name: "Avslutad", exact: true }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Ändra till Avslutad? Ärendet försvinner från det som väntar.");
  await expect(status.getByRole("heading")).toHaveText("Status: Ny");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Ja, ändra till Avslutad" }).click();
  await expect(status.getByRole("heading")).toHaveText("Status: Avslutad");
  // Past the undo window (moved back in the log), a closed case still reopens.
  writeLocalD1("UPDATE desk_events SET created_at = '2026-01-01T00:00:00.000Z' WHERE kind = 'bookings' AND submission_id = ?", item.id);
  await page.reload();
  await status.getByRole("button", { name: "Öppna igen (som Ny)" }).click();
  await expect(status.getByRole("heading")).toHaveText("Status: Ny");
  const history = page.getByRole("list", { name: "Historik, äldst först" }).locator('[data-kind="status"]');
  await expect(history).toHaveText([/Ny → Bokad/, /Bokad → Ny/, /Ny → Avslutad/, /Avslutad → Ny/]);
});
