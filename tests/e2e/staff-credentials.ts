import type { Page } from "@playwright/test";

/** The staff password the e2e preview server runs with (playwright.config.ts) and tests/e2e/staff.spec.ts types. Local only. */
export const e2eStaffPassword = "e2e-personalinkorgen-lösenord";

/** Signs in on the staff sign-in page as staff do, and waits for the inbox's start page. */
export async function signInAsStaff(page: Page) {
  await page.goto("/staff/sign-in");
  await page.getByLabel("Lösenord").fill(e2eStaffPassword);
  await page.getByRole("button", { name: "Logga in" }).click();
  await page.waitForURL(/\/staff(?:[?#].*)?$/);
}
