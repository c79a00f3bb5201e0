import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import type { Browser, Page } from "@playwright/test";
import { queryLocalD1 } from "./db";
import { expect, expectNoAxeViolations } from "./fixtures";
import { fixtureBytes, localR2Keys, rowsMentioning, seedPersonEverywhere } from "./person-data";
import { e2eStaffName, signInAsStaff } from "./staff-credentials";

/**
 * "Sök person" as reception uses it, with or without JavaScript: find an address seeded in every
 * table, export it (every table's rows and both files in the ZIP), delete it after the
 * confirmation, and prove nothing with the address is left in any table or the bucket, while the
 * audit keeps who, when, the counts and a hash of the address.
 */
export async function searchExportAndDelete(page: Page, browser: Browser, baseURL: string, prefix: string, { axe = false } = {}) {
  const seeded = await seedPersonEverywhere(browser, baseURL, prefix);
  const [local, domain] = seeded.email.split("@") as [string, string];
  // The application's staff mail (which names the address) was captured before anything is deleted.
  expect(
    queryLocalD1("SELECT 1 FROM mail_capture WHERE message_id LIKE ?", `job_application:${seeded.applicationId}:%`).length,
  ).toBeGreaterThan(0);

  await signInAsStaff(page);
  await page.getByRole("link", { name: "Sök person" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sök person" })).toBeVisible();
  // Typed with another case and a tag of its own: still the same person.
  await page.getByLabel("E-postadress").fill(`${local.toUpperCase()}+sok@${domain}`);
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  const found = page.getByRole("region", { name: "Det här finns sparat" });
  await expect(found).toBeVisible();
  await expect(found).toContainText(`${local}@${domain}`);
  await expect(found).toContainText(`${local}+jobb@${domain}`);
  for (const title of [
    "Bokningsförfrågningar",
    "Kvarglömda föremål",
    "Jobbansökningar",
    "Nyhetsbrevet",
    "Mejl vi skickat",
    "Mejl som inte kom fram",
    "Mejl sparade i testmiljön",
    "Spärr mot för många mejl",
    "Kvarhållna formulär",
  ]) {
    await expect(found.getByRole("heading", { level: 3, name: new RegExp(`^${title}`) })).toBeVisible();
  }
  for (const file of seeded.files) await expect(found).toContainText(file);
  await expect(found.getByRole("heading", { name: "Nämns i andras uppgifter" })).toBeVisible();
  await expect(found.getByRole("heading", { name: "Bokningsförfrågningar: 1 rad nämner" })).toBeVisible();
  if (axe) await expectNoAxeViolations(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportera allt (ZIP)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personuppgifter-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(readFileSync((await download.path())!));
  for (const table of seeded.tables) {
    const rows = JSON.parse(strFromU8(zip[`${table}.json`]!)) as unknown[];
    expect(rows.length, table).toBeGreaterThan(0);
  }
  expect(strFromU8(zip["job_applications.json"]!)).toContain(`${local}+jobb@${domain}`);
  for (const [name, bytes] of Object.entries(zip)) if (name.endsWith(".json")) expect(strFromU8(bytes), name).not.toContain("Bo Ek");
  // Beside the JSON, a summary the guest can read, in their language (they wrote in Swedish).
  const summary = strFromU8(zip["sammanfattning.html"]!);
  expect(summary).toContain("Dina uppgifter hos");
  for (const heading of ["Bokningsförfrågningar", "Jobbansökningar", "Filer du skickade"]) expect(summary).toContain(`<h2>${heading}</h2>`);
  expect(summary).toContain("Sparas till och med");
  expect(summary).not.toContain("Bo Ek");
  expect(Buffer.from(zip[`filer/${seeded.files[0]}`]!).equals(fixtureBytes("cv.pdf"))).toBe(true);
  expect(Buffer.from(zip[`filer/${seeded.files[1]}`]!).equals(fixtureBytes("cover-letter.docx"))).toBe(true);

  await page.getByRole("button", { name: "Radera allt…" }).click();
  const going = page.getByRole("region", { name: "Det här raderas" });
  await expect(going).toBeVisible();
  await expect(going).toContainText("Jobbansökningar: 1 rad");
  for (const file of seeded.files) await expect(going).toContainText(file);
  if (axe) await expectNoAxeViolations(page);
  expect(rowsMentioning(seeded.email).length).toBeGreaterThan(0);
  expect(localR2Keys()).toEqual(expect.arrayContaining(seeded.files));
  await page.getByRole("button", { name: `Radera allt om ${local}+sok@${domain}` }).click();
  const done = page.getByRole("status").filter({ hasText: "Raderat" });
  await expect(done).toBeVisible();
  await expect(done).toContainText("Filer: 2");
  // What the site cannot delete, and the backups.
  await expect(done.getByRole("heading", { name: "Kvar att göra för hand" })).toBeVisible();
  await expect(done).toContainText("Radera aviseringsmejlen om personens förfrågningar");
  await expect(done).toContainText("i upp till 30 dagar");

  expect(rowsMentioning(seeded.email)).toEqual([]);
  // The other person's inquiry stays, without the address.
  expect(
    queryLocalD1<{ additional_requests: string }>(
      "SELECT additional_requests FROM booking_inquiries WHERE email = ?",
      `bo-${local}@kollega.example`,
    ),
  ).toEqual([{ additional_requests: "Min kollega [borttagen] kommer också." }]);
  const keys = localR2Keys();
  for (const file of seeded.files) expect(keys).not.toContain(file);

  // The preview runs on 127.0.0.1 without PRIVACY_AUDIT_SECRET: the development key codes the address (app/privacy/address.server.ts).
  const code = createHmac("sha256", "development-only-privacy-audit-secret")
    .update(`privacy-audit\n${local}@${domain}`)
    .digest("base64url");
  const audit = queryLocalD1<{ action: string; who: string; counts: string }>(
    "SELECT action, who, counts FROM privacy_requests WHERE address_hash = ? ORDER BY id",
    code,
  );
  expect(audit.map((row) => row.action)).toEqual(["export", "delete"]);
  expect(audit[1]!.who).toBe(e2eStaffName);
  expect(JSON.parse(audit[1]!.counts)).toMatchObject({ job_applications: 1, booking_inquiries: 1, files: 2 });

  // Searching again finds nothing.
  await page.getByLabel("E-postadress").fill(seeded.email);
  await page.getByRole("button", { name: "Sök", exact: true }).click();
  await expect(page.getByText(`Inget finns sparat om ${seeded.email}.`)).toBeVisible();
}
