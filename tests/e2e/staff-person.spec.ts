import { queryLocalD1, uniqueEmail, writeLocalD1 } from "./db";
import { expect, expectNoAxeViolations, test } from "./fixtures";
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

test("reception finds a guest by phone number or name, and opens the page from the guest's case", async ({ page }) => {
  const email = uniqueEmail("person-phone");
  const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  const name = `Tova Nyström ${digits}`;
  writeLocalD1(
    `INSERT INTO booking_inquiries (submission_key, name, email, phone, participants, check_in_date, check_out_date, category, form_type)
     VALUES (?, ?, ?, ?, 2, '2027-01-10', '2027-01-12', 'relax', 'private')`,
    `e2e-person-phone-${digits}`,
    name,
    email,
    `070-${digits}`,
  );
  const [booking] = queryLocalD1<{ id: number }>("SELECT id FROM booking_inquiries WHERE email = ?", email);

  await signInAsStaff(page);
  await page.goto("/staff/person");
  // The number as the guest said it on the phone, spaced differently from the form.
  await page.getByLabel("E-postadress, telefonnummer eller namn").fill(`070 ${digits.slice(0, 3)} ${digits.slice(3)}`);
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  const matches = page.getByRole("region", { name: /^Personer som matchar/ });
  await expect(matches).toContainText(name);
  await expect(matches).toContainText(email);
  await expectNoAxeViolations(page);
  await matches.getByRole("button", { name: `Visa allt om ${email}` }).click();
  await expect(page.getByRole("region", { name: "Det här finns sparat" })).toContainText("Bokningsförfrågningar: 1 rad");

  // By name, in other letters' case.
  await page.getByLabel("E-postadress, telefonnummer eller namn").fill(name.toLowerCase());
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  await expect(page.getByRole("region", { name: /^Personer som matchar/ })).toContainText(email);

  // One click from the case; the URL names the case, never the address.
  await page.goto(`/staff/bookings/${booking!.id}`);
  await page.getByRole("link", { name: "Personuppgifter (export, radering)" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/person\\?lista=bookings&nr=${booking!.id}$`));
  await expect(page.getByRole("region", { name: "Det här finns sparat" })).toContainText(email);
  await expect(page.getByLabel("E-postadress, telefonnummer eller namn")).toHaveValue(email);
  writeLocalD1("DELETE FROM booking_inquiries WHERE email = ?", email);
});
