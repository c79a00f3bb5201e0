import { queryLocalD1 } from "./db";
import { closeSeeded, seedSubmission, shareStaffSession, type Seeded } from "./desk-seed";
import { ownSession, signIn } from "./desk-drafts";
import { expect, test } from "./fixtures";

shareStaffSession(test);
/** Replying is safe (issue 33, section 3), without JavaScript: every step a plain form. */

let seeded: Seeded[] = [];
test.beforeEach(() => {
  seeded = [];
});
test.afterEach(() => closeSeeded(seeded));

test("choosing a template carries the typed text along, and a placeholder left in is refused", async ({ page }) => {
  const item = seedSubmission("bookings", { name: "Eva Ek" });
  seeded.push(item);
  await page.goto(`/staff/bookings/${item.id}`);
  const answer = page.getByLabel("Ditt svar");
  await answer.fill("Rummet med utsikt är ledigt.");
  await page.getByRole("button", { name: "Förslag och pris" }).press("Enter");
  await expect(answer).toHaveValue(/^Rummet med utsikt är ledigt\.\n\nHej Eva Ek,\n\nTack för er förfrågan\.[\s\S]*\[förslag och pris\]/);

  await page.getByRole("button", { name: "Skicka svaret" }).press("Enter");
  await expect(page.getByText("Svaret innehåller fortfarande [förslag och pris] från mallen.")).toBeVisible();
  // What was typed is still there to correct.
  await expect(answer).toHaveValue(/Rummet med utsikt är ledigt\./);
  expect(queryLocalD1("SELECT id FROM desk_replies WHERE kind = 'bookings' AND submission_id = ?", item.id)).toEqual([]);

  await answer.fill((await answer.inputValue()).replace("[förslag och pris]", "Dubbelrum, 2 400 kr."));
  await page.getByRole("button", { name: "Skicka svaret" }).press("Enter");
  await expect(page.getByRole("status")).toHaveText("Svaret är skickat. Det syns i konversationen nedan.");
  await expect(answer).toHaveValue("");
});

test("a reply typed when the session has ended is there again after signing in", async ({ browser, baseURL }) => {
  const item = seedSubmission("bookings");
  seeded.push(item);
  const own = await ownSession(browser, baseURL, false);
  try {
    const { page } = own;
    await page.goto(`/staff/bookings/${item.id}`);
    await page.getByLabel("Ditt svar").fill("Välkomna den 10 februari!");
    own.end();
    await page.getByRole("button", { name: "Skicka svaret" }).press("Enter");
    await expect(page).toHaveURL(/\/staff\/sign-in\?next=/);
    await signIn(page);
    await expect(page).toHaveURL(new RegExp(`/staff/bookings/${item.id}$`));
    await expect(page.getByText("Du hade loggats ut. Svaret du skrev finns kvar nedan; skicka igen.")).toBeVisible();
    await expect(page.getByLabel("Ditt svar")).toHaveValue("Välkomna den 10 februari!");
    // Once: a reload does not put it back again.
    await page.reload();
    await expect(page.getByLabel("Ditt svar")).toHaveValue("");
    expect(queryLocalD1("SELECT id FROM desk_replies WHERE kind = 'bookings' AND submission_id = ?", item.id)).toEqual([]);
  } finally {
    await own.context.close();
  }
});

test("without JavaScript closing asks on a page of its own, and the change can be undone", async ({ page }) => {
  const item = seedSubmission("lost-and-found");
  seeded.push(item);
  await page.goto(`/staff/lost-and-found/${item.id}`);
  const status = page.locator("#status");
  await status.getByRole("button", { name: "Avslutad", exact: true }).press("Enter");
  await expect(page.getByRole("alertdialog")).toContainText("Ändra till Avslutad?");
  await page.getByRole("link", { name: "Nej, låt det vara" }).click();
  await expect(status.getByRole("heading")).toHaveText("Status: Ny");
  await status.getByRole("button", { name: "Avslutad", exact: true }).press("Enter");
  await page.getByRole("button", { name: "Ja, ändra till Avslutad" }).press("Enter");
  await expect(status.getByRole("heading")).toHaveText("Status: Avslutad");
  await status.getByRole("button", { name: "Ångra (tillbaka till Ny)" }).press("Enter");
  await expect(page.getByRole("status")).toHaveText("Statusen är ändrad tillbaka.");
  await expect(status.getByRole("heading")).toHaveText("Status: Ny");
});

test("the top of a case shows who, what and when, with the phone to call, and no empty fields", async ({ page }) => {
  const item = seedSubmission("bookings", { name: "Eva Ek" });
  seeded.push(item);
  await page.goto(`/staff/bookings/${item.id}`);
  const summary = page.getByRole("region", { name: "Sammanfattning" });
  await expect(summary).toContainText("Eva Ek");
  await expect(summary).toContainText("2027-02-10 – 2027-02-12");
  await expect(summary).toContainText("2 personer");
  await expect(summary.getByRole("link", { name: item.phone })).toHaveAttribute("href", `tel:+46${item.phone.replace(/\D/g, "").slice(1)}`);
  // A field the guest left empty (the company) is not shown at all.
  await expect(page.getByText("Ej angivet")).toHaveCount(0);
});
