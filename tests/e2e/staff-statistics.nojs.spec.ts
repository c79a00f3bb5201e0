import { test } from "./fixtures";
import { countsAVisit } from "./staff-statistics-flow";

test("without JavaScript, statistics count a page view, a booking click and a form, not a crawler", async ({ page, browser, baseURL }) => {
  test.slow();
  await countsAVisit(page, browser, baseURL!, false);
});
