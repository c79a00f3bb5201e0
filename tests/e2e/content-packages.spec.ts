import type { Page } from "@playwright/test";
import { todayInSweden } from "../../app/forms/dates";
import { isoDayFromNow, removeContentItem } from "./content-items";
import { queryLocalD1, uniqueEmail, writeLocalD1 } from "./db";
import { acceptCookiesUpfront, expect, expectNoAxeViolations, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";

/**
 * Issue 36: staff price, create and hide packages themselves. These tests change what /packages,
 * home and the booking inquiry show, so they run in the content-edits project, one at a time, and
 * put back what they changed whatever their outcome.
 */

const weekend = "weekendpaket";
const dayConference = "dagskonferens";
/** The seeded data of the packages these tests edit, to put back. */
let seeded: Array<{ key: string; data: string }> = [];

test.beforeEach(() => {
  seeded = [weekend, dayConference].flatMap((key) =>
    queryLocalD1<{ data: string }>("SELECT data FROM content_items WHERE kind = 'package' AND key = ?1", key).map(({ data }) => ({
      key,
      data,
    })),
  );
});

test.afterEach(() => {
  for (const { key, data } of seeded) {
    writeLocalD1("UPDATE content_items SET data = ?1, visibility = 'visible' WHERE kind = 'package' AND key = ?2", data, key);
    // A history row, as every publish writes: the pages that show packages are rendered anew (decision 039).
    writeLocalD1(
      "INSERT INTO content_history (kind, key, version, after, who, at) VALUES ('package', ?1, 0, ?2, 'e2e', '2026-11-27T00:00:00Z')",
      key,
      data,
    );
  }
  for (const { type, description } of test.info().annotations) {
    if (type === "package" && description) removeContentItem("package", description);
  }
});

function dayAfter(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const longDay = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));

async function openPackage(page: Page, name: string) {
  await page.goto("/staff/content");
  await page.getByRole("region", { name: "Paket" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Paket: ${name}`);
}

test("a next price shows as coming until its day, and is today's price from that day on", async ({ page }) => {
  const today = todayInSweden();
  const tomorrow = dayAfter(today);
  await signInAsStaff(page);
  await page.goto("/staff/content");
  const packages = page.getByRole("region", { name: "Paket" });
  await expect(packages.getByRole("listitem").filter({ hasText: "WEEKENDPAKET" })).toContainText(
    "Weekend · 1\u00a0580\u00a0kr · Paketsidan",
  );

  // From tomorrow: today's price stays, and the card says what is coming.
  await openPackage(page, "WEEKENDPAKET");
  await page.getByLabel("Pris från: nytt pris (kronor)").fill("1680");
  await page.getByLabel("Pris från: nytt pris gäller från").fill(tomorrow);
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  const preview = page.getByRole("region", { name: "Förhandsgranskning (inte publicerad)" });
  await expect(preview.locator('[lang="sv"]')).toContainText(`Från ${longDay(tomorrow, "sv-SE")}: 1\u00a0680\u00a0kr`);
  await expect(preview.locator('[lang="en"]')).toContainText(`From ${longDay(tomorrow, "en-GB")}: 1,680\u00a0SEK`);
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version");

  await page.goto("/staff/content");
  await expect(packages.getByRole("listitem").filter({ hasText: "WEEKENDPAKET" })).toContainText(
    "1\u00a0580\u00a0kr, 1\u00a0680\u00a0kr från",
  );

  await page.goto("/packages");
  const card = page.locator("article#weekendpaket");
  await expect(card).toContainText("Från 1\u00a0580\u00a0kr per person och natt");
  await expect(card).toContainText(`Från ${longDay(tomorrow, "sv-SE")}: 1\u00a0680\u00a0kr`);
  await page.goto("/en/packages");
  await expect(page.locator("article#weekendpaket")).toContainText(`From ${longDay(tomorrow, "en-GB")}: 1,680\u00a0SEK`);

  // Its day is today: the new price is the price, and nothing is announced.
  await openPackage(page, "WEEKENDPAKET");
  await page.getByLabel("Pris från: nytt pris gäller från").fill(today);
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version");
  await page.goto("/packages");
  await expect(card).toContainText("Från 1\u00a0680\u00a0kr per person och natt");
  await expect(card).not.toContainText("1\u00a0580");
  await expect(card).not.toContainText(`Från ${longDay(today, "sv-SE")}`);
  await page.goto("/");
  await expect(page.locator('[data-package="3"]')).toContainText("Från 1\u00a0680\u00a0kr per person och natt");
});

test("staff create a package, see it on /packages, and hide it again", async ({ page }) => {
  const stamp = Date.now();
  const name = `VINTERPAKET ${stamp}`;
  await signInAsStaff(page);
  await page.goto("/staff/content");
  const packages = page.getByRole("region", { name: "Paket" });
  await packages.getByLabel("Ny paket: rubrik").fill(name);
  await packages.getByRole("button", { name: "Skapa" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Paket: ${name}`);
  const key = new URL(page.url()).pathname.split("/").at(-1)!;
  test.info().annotations.push({ type: "package", description: key });

  await page.getByLabel("Kort text (kortet) – svenska", { exact: true }).fill("Två nätter i snön med middag och bastu.");
  await page.getByLabel("Filter på paketsidan").selectOption({ label: "Weekend" });
  await page.getByLabel("Var paketet visas").selectOption({ label: "Paketsidan" });
  await page.getByLabel("Ordning").fill("35");
  await page.getByRole("radio", { name: "Hotellet på vintern" }).check();
  await page.getByLabel("Bildens alt-text – svenska", { exact: true }).fill("Hotellet i snö");
  await page.getByLabel("Pris från (kronor)").fill("1990");
  await page.getByLabel(/^Priset gäller \(på kortet\) – svenska/).fill("per person");
  await page.getByLabel(/^Det här ingår – svenska/).fill("Två nätter i dubbelrum\nMiddag båda kvällarna");
  await page.getByLabel(/^Dagens schema – svenska/).fill("17:00 Bastu\n19:00 Middag");
  await page.getByLabel("Villkor – svenska", { exact: true }).fill("Gäller december till mars.");
  await page.getByLabel(/^Namn i bokningsförfrågan – svenska/).fill(`Vinterpaket ${stamp}`);
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  const preview = page.getByRole("region", { name: "Förhandsgranskning (inte publicerad)" });
  await expect(preview.locator('[lang="sv"]')).toContainText("Från 1\u00a0990\u00a0kr per person");
  await expect(preview.locator('[lang="sv"]')).toContainText("Dagens schema");
  await expect(preview.locator('[lang="en"]')).toContainText("What is included");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version 1)");

  await page.goto("/packages");
  const card = page.locator(`article#${key}`);
  await expect(card).toContainText(name);
  await expect(card).toContainText("Från 1\u00a0990\u00a0kr per person");
  // After the weekend package (30), before Härliga fredag (40).
  const ids = await page.locator("section[aria-labelledby='kategori-weekend'] article").evaluateAll((cards) => cards.map((c) => c.id));
  expect(ids).toEqual(["weekendpaket", key, "harliga-fredag"]);
  await card.getByRole("button").first().click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toContainText("19:00");
  await expect(dialog).toContainText("Middag båda kvällarna");
  await page.keyboard.press("Escape");
  await expectNoAxeViolations(page);

  // A guest chooses it in the booking inquiry; the inquiry keeps its name.
  const email = uniqueEmail("vinterpaket");
  await acceptCookiesUpfront(page);
  await page.goto("/booking-inquiry?kategori=weekend");
  const form = page.locator("#private-inquiry");
  await form.getByLabel("Namn").fill("Anna Berg");
  await form.getByLabel("E-post").fill(email);
  await form.getByLabel("Telefon").fill("070-123 45 67");
  await form.getByLabel("Antal personer").fill("2");
  await form.getByLabel("Ankomstdatum").fill(isoDayFromNow(30));
  await form.getByLabel("Avresedatum").fill(isoDayFromNow(32));
  await form.getByLabel("Paket").selectOption({ label: `Vinterpaket ${stamp}` });
  await page.waitForTimeout(1600); // a person takes longer than the bot threshold
  await form.getByRole("button", { name: "Skicka förfrågan" }).click();
  await expect(page.getByRole("region", { name: "Aviseringar (F8)" })).toContainText("Tack för din förfrågan!");
  expect(queryLocalD1("SELECT package_type, package_name FROM booking_inquiries WHERE email = ?1", email)).toEqual([
    { package_type: key, package_name: `Vinterpaket ${stamp}` },
  ]);

  // Hidden: gone from /packages and from the inquiry's choices.
  await openPackage(page, name);
  await page.getByRole("button", { name: "Avpublicera" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await page.goto("/packages");
  await expect(page.locator(`article#${key}`)).toHaveCount(0);
  await expect(page.locator("article#weekendpaket")).toBeVisible();
  await page.goto("/booking-inquiry?kategori=weekend");
  await expect(page.locator("#private-inquiry").getByLabel("Paket").locator("option")).toHaveText(["Inget särskilt paket", "Weekendpaket"]);
});

test("the day conference's new price is the conference packages page's, in both languages (decision 058)", async ({ page }) => {
  await signInAsStaff(page);
  await openPackage(page, "DAGSKONFERENS");
  await page.getByLabel("Pris från (kronor)").fill("995");
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version");

  await page.goto("/conference-packages");
  await expect(page.getByTestId("day-conference")).toContainText("Från 995\u00a0kr per person exkl. moms");
  await expect(page.locator("main")).toContainText("kostar från 995\u00a0kr per person exklusive moms");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /dagskonferens från 995\u00a0kr/);
  await expect(page.locator("main")).not.toContainText("910");
  await page.goto("/en/conference-packages");
  await expect(page.getByTestId("day-conference")).toContainText("From 995\u00a0SEK per person excl. VAT");
});
