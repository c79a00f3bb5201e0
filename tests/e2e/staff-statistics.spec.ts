import { expectNoAxeViolations, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";
import { countsAVisit } from "./staff-statistics-flow";

test("statistics count a person's page view, booking click and form, not a crawler's visit", async ({ page, browser, baseURL }) => {
  test.slow();
  await countsAVisit(page, browser, baseURL!, true);
});

test("the statistics page passes axe", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto("/staff/statistik");
  await expectNoAxeViolations(page);
});
