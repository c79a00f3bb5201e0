import { expectNoAxeViolations, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";
import { searchExportAndDelete } from "./staff-person-flow";

test("reception finds one person everywhere, exports a ZIP and deletes it all, leaving only the audit", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await searchExportAndDelete(page, browser, baseURL!, "person-js", { axe: true });
});

test("Sök person refuses what is no address, and passes axe", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto("/staff/person");
  await expectNoAxeViolations(page);
  // The browser takes it as an address; the server wants a dot in the domain.
  await page.getByLabel("E-postadress").fill("anna@example");
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  await test.expect(page.getByRole("alert")).toHaveText("Skriv en giltig e-postadress, till exempel anna@example.se.");
  await test.expect(page.getByLabel("E-postadress")).toHaveAttribute("aria-invalid", "true");
});
