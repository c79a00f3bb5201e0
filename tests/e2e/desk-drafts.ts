import type { Browser, Page } from "@playwright/test";
import { writeLocalD1 } from "./db";
import { e2eStaffName, e2eStaffPassword } from "./staff-credentials";

/**
 * A page signed in with a session of its own (not the run's shared one), so a test can end it
 * without signing anyone else out.
 */
export async function ownSession(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto("/staff/sign-in");
  await signIn(page);
  await page.waitForURL(/\/staff(?:[?#].*)?$/);
  const cookie = (await context.cookies()).find((entry) => entry.name.endsWith("staff_session"))!;
  // The cookie's value is "{start ms}-{session id}.{signature}", URL-encoded.
  const id = /-([0-9a-f]{64})\./.exec(decodeURIComponent(cookie.value))![1]!;
  return { context, page, end: () => writeLocalD1("DELETE FROM staff_sessions WHERE id = ?", id) };
}

export async function signIn(page: Page) {
  await page.getByLabel("Ditt namn").fill(e2eStaffName);
  await page.getByLabel("Lösenord").fill(e2eStaffPassword);
  await page.getByRole("button", { name: "Logga in" }).press("Enter");
}
