import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { queryLocalD1, uniqueEmail } from "./db";
import { acceptCookiesUpfront, expect, expectNoAxeViolations, fillLostItemForm, test } from "./fixtures";
import { e2eStaffName, e2eStaffPassword } from "./staff-credentials";

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());

/** A guest reports a lost item on the public page, as a guest would. */
async function reportLostItem(page: Page, email: string) {
  const form = await fillLostItemForm(page, email, 'Grön termos, "Fjällkällan" på locket, kvar i bastun');
  // The form refuses anything filled in faster than a person could (app/forms/form-key.server.ts).
  await page.waitForTimeout(1600);
  await form.getByRole("button", { name: "Skicka efterlysning" }).click();
  await expect(page.getByRole("heading", { name: "Tack!" })).toBeVisible();
}

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("staff sign in, find a guest's lost-item report, open it and export the list as CSV", async ({ page }) => {
  // A whole shift in one test: a public form, four staff pages with axe, a download.
  test.slow();
  const email = uniqueEmail("staff-inbox");
  await reportLostItem(page, email);
  const [{ id }] = queryLocalD1<{ id: number }>("SELECT id FROM lost_and_found WHERE email = ?", email) as [{ id: number }];

  // Not signed in: the inbox sends you to the sign-in form, which is never indexed.
  const signInPage = await page.goto("/staff/lost-and-found");
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Flost-and-found$/);
  expect(signInPage?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(signInPage?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { name: "Logga in" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Ditt namn").fill(e2eStaffName);
  await page.getByLabel("Lösenord").fill(e2eStaffPassword);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL(/\/staff\/lost-and-found$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kvarglömda föremål" })).toBeVisible();
  // One link a row, named by the case's number first (app/desk/case-list.tsx).
  const link = page.getByRole("link", { name: new RegExp(`^Efterlysning nr ${id} `) });
  const row = page.getByRole("listitem").filter({ has: link });
  await expect(row).toContainText("Greta Ödmark");
  await expect(row).toContainText('Grön termos, "Fjällkällan" på locket, kvar i bastun');
  await expectNoAxeViolations(page);

  // Filtering on today keeps it; a day long ago does not.
  await page.getByLabel("Inkommen från och med").fill(today());
  await page.getByLabel("till och med").fill(today());
  await page.getByRole("button", { name: "Visa", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today()}&to=${today()}`));
  await expect(link).toBeVisible();

  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: `Efterlysning nr ${id}` })).toBeVisible();
  for (const value of [
    "Greta Ödmark",
    "Källvägen 3",
    "93531",
    "070-765 43 21",
    'Grön termos, "Fjällkällan" på locket, kvar i bastun',
    isoDay(-3),
  ]) {
    await expect(page.locator("dd").filter({ hasText: value }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "← Kvarglömda föremål" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /Exportera CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lost-and-found-.*\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString("utf8");
  expect(csv.split("\r\n")[0]).toMatch(/^Nr,Inkommen,Namn,E-post,/);
  expect(csv).toContain(`,Greta Ödmark,${email},070-765 43 21,Källvägen 3,93531,Norsjö,`);
  expect(csv).toContain('"Grön termos, ""Fjällkällan"" på locket, kvar i bastun"');

  // One form picks the type and the days together.
  await page.getByLabel("Typ").selectOption({ label: "Bokningsförfrågningar" });
  await page.getByLabel("Inkommen från och med").fill(today());
  await page.getByLabel("till och med").fill(today());
  await page.getByRole("button", { name: "Visa", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/bookings\\?from=${today()}&to=${today()}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Bokningsförfrågningar" })).toBeVisible();

  await page.getByRole("link", { name: "Översikt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Översikt" })).toBeVisible();
  await expectNoAxeViolations(page);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "staff_session");
  expect(session).toBeDefined();
  await page.getByRole("button", { name: "Logga ut" }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff$/);

  // Signing out ended the session on the server: the old cookie, put back, no longer opens the inbox.
  await page.context().addCookies([session!]);
  await page.goto("/staff/bookings");
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Fbookings$/);
  await expect(page.getByRole("heading", { name: "Logga in" })).toBeVisible();
  const replayed = await page.request.get("/staff/bookings.data", {
    maxRedirects: 0,
    headers: { Cookie: `staff_session=${session!.value}`, "Sec-Fetch-Dest": "empty" },
  });
  expect(replayed.status()).toBe(401);
});

test("nothing of the inbox answers without signing in", async ({ request }) => {
  for (const path of ["/staff/lost-and-found/export.csv", "/staff/bookings.data", "/staff/applications/1/cv"]) {
    const response = await request.get(path, { maxRedirects: 0, headers: { "Sec-Fetch-Dest": "empty" } });
    expect(response.status(), path).toBe(401);
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  }
});
