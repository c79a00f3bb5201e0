import type { Cookie, Page } from "@playwright/test";

/** The staff password the e2e preview server runs with (playwright.config.ts) and tests/e2e/staff.spec.ts types. Local only. */
export const e2eStaffPassword = "e2e-personalinkorgen-lösenord";

/**
 * This worker's staff session. Sign-in allows five attempts a minute from one address
 * (STAFF_SIGN_IN_LIMITER), and a dozen specs sign in from 127.0.0.1: each worker signs in once and
 * later tests bring the same session, as a member of staff keeps theirs through the day.
 */
let session: Cookie[] | undefined;

/** Signs in on the staff sign-in page as staff do (or brings this worker's session), and waits for the inbox's start page. */
export async function signInAsStaff(page: Page) {
  if (session) {
    await page.context().addCookies(session);
    await page.goto("/staff");
    // A session signed out or expired meanwhile lands on the sign-in page instead.
    if (new URL(page.url()).pathname === "/staff") return;
  }
  await page.goto("/staff/sign-in");
  await page.getByLabel("Lösenord").fill(e2eStaffPassword);
  await page.getByRole("button", { name: "Logga in" }).click();
  await page.waitForURL(/\/staff(?:[?#].*)?$/);
  session = await page.context().cookies();
}
