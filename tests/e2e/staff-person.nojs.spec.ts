import { test } from "./fixtures";
import { searchExportAndDelete } from "./staff-person-flow";

test("without JavaScript, reception finds one person, exports a ZIP and deletes it all", async ({ page, browser, baseURL }) => {
  test.slow();
  await searchExportAndDelete(page, browser, baseURL!, "person-nojs");
});
