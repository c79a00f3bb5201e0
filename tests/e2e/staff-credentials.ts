import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Cookie, Page } from "@playwright/test";

/** The staff password the e2e preview server runs with (playwright.config.ts) and tests/e2e/staff.spec.ts types. Local only. */
export const e2eStaffPassword = "e2e-personalinkorgen-lösenord";

/**
 * Who the run's staff sign in as. The preview's staff directory starts empty, so the first sign-in
 * adds her (docs/decisions/049-staff-directory.md); every later one finds her there.
 */
export const e2eStaffName = "Lisa Holm";

/**
 * The run's staff session. A dozen specs in several projects sign in from 127.0.0.1: the first
 * sign-in is kept in a file every worker reads, and later tests bring that session, as a member of
 * staff keeps theirs through the day (and each sign-in would add a session row to D1).
 */
const sessionFile = join(process.cwd(), ".wrangler", "e2e", "staff-session.json");
let session: Cookie[] | undefined;

function sharedSession(): Cookie[] | undefined {
  try {
    return JSON.parse(readFileSync(sessionFile, "utf8")) as Cookie[];
  } catch {
    return undefined;
  }
}

/** Signs in on the staff sign-in page as staff do (or brings the run's session), and waits for the inbox's start page. */
export async function signInAsStaff(page: Page) {
  session ??= sharedSession();
  if (session) {
    await page.context().addCookies(session);
    await page.goto("/staff");
    // A session signed out or expired meanwhile lands on the sign-in page instead.
    if (new URL(page.url()).pathname === "/staff") return;
  }
  await page.goto("/staff/sign-in");
  await page.getByLabel("Ditt namn").fill(e2eStaffName);
  await page.getByLabel("Lösenord").fill(e2eStaffPassword);
  await page.getByRole("button", { name: "Logga in" }).click();
  await page.waitForURL(/\/staff(?:[?#].*)?$/);
  // Only the session: the page's other cookies (consent, language) belong to the test that set them.
  session = (await page.context().cookies()).filter((cookie) => cookie.name.endsWith("staff_session"));
  mkdirSync(dirname(sessionFile), { recursive: true });
  writeFileSync(sessionFile, JSON.stringify(session));
}
