import { queryLocalD1 } from "./db";
import { closeSeeded, seedSubmission, shareStaffSession, triggerCron, type Seeded } from "./desk-seed";
import { expect, test } from "./fixtures";

shareStaffSession(test);
/** The desk without JavaScript (issue 19): every form is a plain form, every template a link. */

let seeded: Seeded[] = [];
test.afterEach(() => {
  closeSeeded(seeded);
  seeded = [];
});

test("without JavaScript staff change a status, note, and reply in Swedish from an edited template", async ({ page }) => {
  // A working session in one test: four pages and five forms.
  test.slow();
  const item = seedSubmission("applications", { hours: 30, name: "Örjan Åkesson" });
  seeded.push(item);
  await page.goto("/staff");

  // Overdue on the start page, said in words and not only in colour.
  const waiting = page.locator("#obesvarade").getByRole("listitem").filter({ hasText: item.name });
  await expect(waiting).toContainText("Över 24 tim");

  // Staff edit a template; the item page offers the edited text.
  await page.goto("/staff/svarsmallar");
  const template = page
    .locator("form")
    .filter({ has: page.locator('input[name="kind"][value="applications"]') })
    .filter({ has: page.locator('input[name="lang"][value="sv"]') })
    .first();
  const title = `Tack ${Date.now()}`;
  await template.getByLabel("Rubrik").fill(title);
  await template.getByLabel(/^Text/).fill("Hej {namn},\n\nTack för din ansökan – vi hör av oss inom en vecka.\n\nFjällkällan");
  await template.getByRole("button", { name: "Spara mallen" }).click();
  await expect(page.getByRole("status")).toHaveText("Sparad.");

  await page.goto(`/staff/applications/${item.id}`);
  const status = page.locator("#status");
  await status.getByRole("button", { name: "Intervju" }).click();
  await expect(status.getByRole("heading")).toHaveText("Status: Intervju");
  // A status the workflow does not offer from here is refused by the server as well.
  await expect(status.getByRole("button")).toHaveText(["Avslutad", "Ångra (tillbaka till Ny)"]);

  await page.getByLabel(/Intern anteckning/).fill("Intervju torsdag kl. 10.");
  // By keyboard: at phone width Chromium keeps scrolling the focused field while a pointer click aims.
  await page.getByRole("button", { name: "Spara anteckningen" }).press("Enter");
  await expect(page.getByRole("status")).toHaveText("Anteckningen är sparad.");

  await page.getByRole("button", { name: title }).click();
  await expect(page.getByLabel("Ditt svar")).toHaveValue(
    "Hej Örjan Åkesson,\n\nTack för din ansökan – vi hör av oss inom en vecka.\n\nFjällkällan",
  );
  const key = await page.locator(`#desk-reply input[name="key"]`).inputValue();
  await page.getByRole("button", { name: "Skicka svaret" }).press("Enter");
  await expect(page.getByRole("status")).toHaveText("Svaret är skickat. Det syns i konversationen nedan.");
  const history = page.getByRole("list", { name: "Historik, äldst först" }).getByRole("listitem");
  await expect(history).toHaveCount(4);
  await expect(history.nth(1)).toContainText("Status: Ny → Intervju");
  await expect(history.nth(2)).toContainText("Intervju torsdag kl. 10.");
  await expect(history.nth(3)).toContainText(`Svar till ${item.email} (på svenska)`);
  await expect(history.nth(3)).toContainText("vi hör av oss inom en vecka");

  const mails = () =>
    queryLocalD1<{ subject: string; text: string }>(
      "SELECT subject, text FROM mail_capture WHERE message_id LIKE 'desk_reply:%' AND recipients = ?",
      item.email,
    );
  await expect.poll(() => mails().length, { timeout: 20_000 }).toBe(1);
  expect(mails()[0]!.subject).toBe(`Svar på din ansökan (nr ${item.id}) – Fjällkällan`);
  expect(mails()[0]!.text).toContain("Svara gärna på det här mejlet");

  // The same form sent again (a resent POST): its one-time key keeps it to one reply and one mail.
  const again = await page.request.post(`/staff/applications/${item.id}`, {
    form: { intent: "reply", key, body: "En andra gång" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(again.url()).toContain("klart=duplicate");
  expect(await again.text()).toContain("Svaret var redan skickat; det skickades inte igen.");
  await page.waitForTimeout(3000);
  expect(mails()).toHaveLength(1);
  expect(queryLocalD1("SELECT id FROM desk_replies WHERE kind = 'applications' AND submission_id = ?", item.id)).toHaveLength(1);
});

test("without JavaScript search finds by phone and the summary trigger still works", async ({ page, baseURL }) => {
  const item = seedSubmission("bookings", { createdAt: "2001-02-01T09:00:00.000Z" });
  seeded.push(item);
  await page.goto("/staff");
  await page.getByLabel("Sök namn, e-post, telefon eller nummer").fill(item.phone.replace(/\D/g, ""));
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  await expect(
    page.getByRole("list", { name: "Sökträffar, nyast först" }).getByRole("link", { name: `Bokningsförfrågan nr ${item.id}` }),
  ).toBeVisible();
  // Posted: the number typed is not in the address.
  await expect(page).toHaveURL(/\/staff\/sok$/);

  const day = `${2040 + Math.floor(Math.random() * 50)}-02-${10 + Math.floor(Math.random() * 18)}`;
  await triggerCron(baseURL!, "0 6,7 * * *", new Date(`${day}T07:00:00Z`));
  await expect
    .poll(
      () =>
        queryLocalD1<{ text: string }>(
          "SELECT text FROM mail_capture WHERE message_id LIKE 'desk_summary:%' AND subject LIKE ?",
          `Obesvarat ${day}:%`,
        )
          .map((row) => row.text)
          .join(""),
      {
        timeout: 20_000,
      },
    )
    .toContain(item.name);
});
