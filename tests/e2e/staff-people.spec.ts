import { queryLocalD1 } from "./db";
import { closeSeeded, seedSubmission, shareStaffSession } from "./desk-seed";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eStaffName, e2eStaffPassword } from "./staff-credentials";

shareStaffSession(test);
/** Everyone signs their work (issue 33, section 2; docs/decisions/049-staff-directory.md). */

test("a second receptionist, added under Personal, answers under their own name and is signed out when removed", async ({
  page,
  browser,
  baseURL,
}) => {
  const item = seedSubmission("bookings", { name: "Eva Ek" });
  const colleague = `Karin ${Math.random().toString(36).slice(2, 7)} Sjö`;
  const colleagueFirst = colleague.split(" ")[0]!;
  try {
    await page.goto("/staff/personal");
    await expect(page.getByRole("heading", { level: 1, name: "Personal" })).toBeVisible();
    await expect(page.getByTestId("staff-name")).toHaveText(e2eStaffName);
    const add = page.getByRole("form", { name: "Lägg till en person" });
    await add.getByLabel("Namn").fill(colleague);
    await add.getByRole("button", { name: "Lägg till" }).click();
    await expect(page.getByRole("status")).toHaveText("Personen är tillagd.");
    await expect(page.getByRole("form", { name: colleague })).toBeVisible();
    // The same name twice is refused with a clear message, nothing added.
    await add.getByLabel("Namn").fill(colleague.toUpperCase());
    await add.getByRole("button", { name: "Lägg till" }).click();
    await expect(page.getByText("Det namnet finns redan i listan.")).toBeVisible();
    await expectNoAxeViolations(page);

    // The colleague signs in on another computer with the same password and their first name.
    const other = await browser.newContext({ baseURL });
    const desk = await other.newPage();
    await desk.goto(`/staff/bookings/${item.id}`);
    await desk.getByLabel("Ditt namn").fill("Mallory");
    await desk.getByLabel("Lösenord").fill(e2eStaffPassword);
    await desk.getByRole("button", { name: "Logga in" }).click();
    await expect(desk.getByRole("alert")).toContainText("Det namnet finns inte i personallistan");
    await desk.getByLabel("Ditt namn").fill(colleague);
    await desk.getByLabel("Lösenord").fill(e2eStaffPassword);
    await desk.getByRole("button", { name: "Logga in" }).click();
    await expect(desk).toHaveURL(new RegExp(`/staff/bookings/${item.id}$`));
    await expect(desk.getByTestId("staff-name")).toHaveText(colleague);

    await desk.getByRole("button", { name: "Tack, vi återkommer" }).click();
    const answer = desk.getByLabel("Ditt svar");
    await expect(answer).toHaveValue(new RegExp(`Med vänliga hälsningar\\n${colleagueFirst}\\nReceptionen, Fjällkällan$`));
    await desk.getByRole("button", { name: "Skicka svaret" }).click();
    await expect(desk.getByRole("status")).toHaveText("Svaret är skickat. Det syns i konversationen nedan.");
    const reply = desk.getByRole("list", { name: "Historik, äldst först" }).locator('[data-kind="reply"]');
    await expect(reply).toContainText(colleague);
    expect(
      queryLocalD1<{ who: string }>("SELECT who FROM desk_events WHERE kind = 'bookings' AND submission_id = ?", item.id).map(
        (row) => row.who,
      ),
    ).toEqual([colleague]);

    // Removed from the directory: signed out at the next click.
    await page.reload();
    const row = page.getByRole("form", { name: colleague });
    await row.getByRole("button", { name: `Ta bort ${colleague}` }).click();
    await expect(page.getByRole("status")).toHaveText("Personen är borttagen och utloggad.");
    await desk.goto("/staff");
    await expect(desk).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff$/);
    await other.close();
  } finally {
    closeSeeded([item]);
  }
});
