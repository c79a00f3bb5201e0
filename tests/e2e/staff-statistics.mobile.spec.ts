import { expectNoAxeViolations, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";
import { expectCurrentWeekFirst } from "./staff-statistics-flow";

test("at phone width the statistics show this week and the totals first, and pass axe", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto("/staff/statistik");
  await expectCurrentWeekFirst(page);
  await expectNoAxeViolations(page);
});
