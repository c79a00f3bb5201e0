import {
  createJobOpening,
  fillApplication,
  isoDayFromNow,
  publishNextWeekWithClosedDays,
  removeContentItem,
  renameFoodEvent,
  seedFoodEvent,
} from "./content-items";
import { queryLocalD1, uniqueEmail } from "./db";
import { expect, test } from "./fixtures";
import { e2eStaffName, signInAsStaff } from "./staff-credentials";

// A food event a test made leaves again, whatever the test's outcome.
test.afterEach(() => {
  for (const { type, description } of test.info().annotations) {
    if (type === "item" && description) removeContentItem("food-event", description);
    if (type === "notice" && description) removeContentItem("notice", description);
    if (type === "job" && description) removeContentItem("job", description);
    if (type === "week" && description) removeContentItem("weekly-menu", description);
  }
});

/**
 * Issue 18 without JavaScript: staff change this week's lunch, preview it, publish it, the public
 * pages in both languages show it at once, and restoring the earlier version brings it back.
 * Only Monday's dish changes, so the weekly-menu tests running beside this one still hold.
 */
test("staff publish this week's lunch and restore the earlier one, without JavaScript", async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const dish = `Älggryta med enbär ${stamp}`;
  const dishEn = `Elk stew with juniper ${stamp}`;
  await signInAsStaff(page);
  await page.goto("/staff/content");
  await page
    .getByRole("region", { name: "Veckans lunch" })
    .getByRole("link", { name: /denna vecka/ })
    .click();
  const monday = page.getByLabel("Måndag: dagens rätt – svenska", { exact: true });
  const old = (await monday.inputValue()).split("\n")[0]!;
  expect(old).not.toBe("");
  await monday.fill(dish);
  await page.getByLabel(/^Måndag: dagens rätt – engelska/).fill(dishEn);

  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  const preview = page.getByRole("region", { name: "Förhandsgranskning (inte publicerad)" });
  await expect(preview).toContainText(dish);
  await expect(preview).toContainText(dishEn);
  await expect(monday).toHaveValue(dish);

  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version");

  await page.goto("/weekly-menu");
  await expect(page.getByText(/^Vecka \d+$/)).toBeVisible();
  await expect(page.getByText(dish)).toBeVisible();
  await page.goto("/en/weekly-menu");
  await expect(page.getByText(/^Week \d+$/)).toBeVisible();
  await expect(page.getByText(dishEn)).toBeVisible();

  await page.goto("/staff/content");
  await page
    .getByRole("region", { name: "Veckans lunch" })
    .getByRole("link", { name: /denna vecka/ })
    .click();
  await page.getByRole("link", { name: "Historik" }).click();
  const newest = page.getByRole("list", { name: "Versioner" }).getByRole("listitem").first();
  await expect(newest).toContainText("(publicerad nu)");
  await expect(newest).toContainText(e2eStaffName);
  await expect(newest).toContainText(dish);
  await page
    .getByRole("button", { name: /^Återställ version/ })
    .first()
    .click();
  await expect(page.getByRole("status")).toContainText("Återställd");

  await page.goto("/weekly-menu");
  await expect(page.getByText(old)).toBeVisible();
  await expect(page.getByText(dish)).toHaveCount(0);
});

test("staff change a food event's price without JavaScript; both languages show it, a restore brings the old price back", async ({
  page,
}) => {
  const key = `e2e-fest-${Date.now()}${Math.floor(Math.random() * 1000)}`;
  test.info().annotations.push({ type: "item", description: key });
  seedFoodEvent(key, { price: 1234, startDate: isoDayFromNow(60), title: `Höstfest ${key}` });
  await signInAsStaff(page);
  await page.goto(`/staff/content/food-event/${key}`);
  await page.getByLabel("Pris per person (kronor)").fill("1650");
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version 2)");

  await page.goto(`/food-event/${key}`);
  await expect(page.getByRole("complementary")).toContainText("1\u00a0650 kr per person");
  await page.goto(`/en/food-event/${key}`);
  await expect(page.getByRole("complementary")).toContainText("1,650 SEK per person");

  await page.goto(`/staff/content/food-event/${key}/history`);
  await page.getByRole("button", { name: "Återställ version 1" }).click();
  await expect(page.getByRole("status")).toContainText("Återställd");
  await page.goto(`/food-event/${key}`);
  await expect(page.getByRole("complementary")).toContainText("1\u00a0234 kr per person");
});

test("staff post a notice with dates without JavaScript; every page shows it in both languages until it ends", async ({ page }) => {
  const key = `e2e-notis-${Date.now()}${Math.floor(Math.random() * 1000)}`;
  test.info().annotations.push({ type: "notice", description: key });
  const text = `Köket är stängt vecka 52 (${key})`;
  await signInAsStaff(page);
  await page.goto("/staff/content");
  const notices = page.getByRole("region", { name: "Meddelanden" });
  await notices.getByLabel("Ny meddelande: rubrik").fill(key);
  await notices.getByRole("button", { name: "Skapa" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Meddelande: ${key}`);
  await page.getByLabel("Text – svenska", { exact: true }).fill(text);
  await page.getByLabel(/^Var/).selectOption({ label: "Banderoll överst på varje sida" });
  // Pages are offered by their headings, food events by their titles.
  await expect(
    page
      .getByLabel(/^Länk till sidan/)
      .locator("option", { hasText: "Matevenemang: Kräftskiva" })
      .first(),
  ).toBeAttached();
  await page.getByLabel(/^Länk till sidan/).selectOption("/restaurant");
  await page.getByLabel("Visas från").fill(isoDayFromNow(-1));
  await page.getByLabel("Visas till och med").fill(isoDayFromNow(7));
  // A banner without English would show Swedish on every English page: the editor asks first.
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByText("Banderollen visas på alla engelska sidor")).toBeVisible();
  await page.getByLabel(/^Text – engelska/).fill(`The kitchen is closed in week 52 (${key})`);
  // The preview is the banner itself, in both languages.
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  const preview = page.getByRole("region", { name: "Förhandsgranskning (inte publicerad)" });
  await expect(preview.getByRole("region", { name: "Meddelande" }).getByRole("link", { name: text })).toHaveAttribute(
    "href",
    "/restaurant",
  );
  await expect(
    preview.getByRole("region", { name: "Notice" }).getByRole("link", { name: `The kitchen is closed in week 52 (${key})` }),
  ).toHaveAttribute("href", "/en/restaurant");
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version 1)");

  await page.goto("/");
  await expect(page.getByRole("region", { name: "Meddelande" }).getByRole("link", { name: text })).toHaveAttribute("href", "/restaurant");
  await page.goto("/en/rooms");
  await expect(
    page.getByRole("region", { name: "Notice" }).getByRole("link", { name: `The kitchen is closed in week 52 (${key})` }),
  ).toHaveAttribute("href", "/en/restaurant");

  // Ended yesterday: gone from every page; the history has both versions.
  await page.goto(`/staff/content/notice/${key}`);
  await page.getByLabel("Visas från").fill(isoDayFromNow(-3));
  await page.getByLabel("Visas till och med").fill(isoDayFromNow(-1));
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version 2)");
  await page.goto("/");
  await expect(page.getByText(text)).toHaveCount(0);
  await page.goto(`/staff/content/notice/${key}/history`);
  await expect(page.getByRole("list", { name: "Versioner" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("list", { name: "Versioner" }).getByRole("listitem").first()).toContainText("Visas till och med");
});

test("staff keep a draft, publish it, hide, remove and restore a food event without JavaScript", async ({ page }) => {
  const key = `e2e-livscykel-${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const title = `Ostprovning ${key}`;
  test.info().annotations.push({ type: "item", description: key });
  seedFoodEvent(key, { price: 990, startDate: isoDayFromNow(40), title });
  await signInAsStaff(page);

  // An unfinished edit, saved with a required field empty: guests still see the published price.
  await page.goto(`/staff/content/food-event/${key}`);
  await page.getByLabel("Pris per person (kronor)").fill("777");
  await page.getByLabel("Beskrivning – svenska", { exact: true }).fill("");
  await page.getByRole("button", { name: "Spara utkast" }).click();
  await expect(page.getByRole("status")).toContainText("Utkastet är sparat");
  await page.goto(`/food-event/${key}`);
  await expect(page.getByRole("complementary")).toContainText("990 kr per person");
  await page.goto("/staff/content");
  await expect(page.getByRole("region", { name: "Matevenemang" }).getByRole("listitem").filter({ hasText: title })).toContainText(
    "Visas nu · utkast sparat",
  );

  // Later: the editor continues the draft; finishing it and publishing makes it live.
  await page.goto(`/staff/content/food-event/${key}`);
  await expect(page.getByText(new RegExp(`Du fortsätter på ett utkast som ${e2eStaffName} sparade`))).toBeVisible();
  await expect(page.getByLabel("Pris per person (kronor)")).toHaveValue("777");
  await page.getByLabel("Beskrivning – svenska", { exact: true }).fill("En kväll med ostar från trakten.");
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version 2)");
  await expect(page.getByText(/Du fortsätter på ett utkast/)).toHaveCount(0);
  await page.goto(`/food-event/${key}`);
  await expect(page.getByRole("complementary")).toContainText("777 kr per person");

  // Avpublicera: gone from the restaurant's list, listed as hidden for staff.
  await page.goto(`/staff/content/food-event/${key}`);
  await page.getByRole("button", { name: "Avpublicera" }).click();
  await expect(page.getByRole("status")).toContainText("Avpublicerad");
  await expect(page.getByText("Läge: Dold")).toBeVisible();
  await page.goto("/restaurant");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  // Ta bort: listed apart under "Borttagna", from where its history brings it back.
  await page.goto(`/staff/content/food-event/${key}`);
  await page.getByRole("button", { name: "Ta bort" }).click();
  await expect(page.getByRole("status")).toContainText("Borttagen");
  await page.goto("/staff/content");
  const events = page.getByRole("region", { name: "Matevenemang" });
  // Not among the items (the folded list's links are hidden until it opens).
  await expect(events.getByRole("link", { name: title })).toHaveCount(0);
  await events.getByText(/^Borttagna/).click();
  await events.getByRole("link", { name: title }).click();
  await expect(page.getByText("Borttagen: visades inte för gästerna från den här versionen.")).toBeVisible();
  await page.getByRole("button", { name: "Återställ version 2" }).click();
  await expect(page.getByRole("status")).toContainText("Återställd");
  await page.goto("/restaurant");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

test("staff create a job opening without JavaScript, a visitor applies, and after closing it an application is refused", async ({
  page,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const title = `Kallskänka ${stamp}`;
  test.info().annotations.push({ type: "job", description: `kallskanka-${stamp}` });
  await signInAsStaff(page);
  const key = await createJobOpening(page, title);

  const visitor = await page.context().newPage();
  await visitor.goto("/lediga-jobb");
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  // The page's own form offers every open position.
  await visitor
    .getByRole("link", { name: /Ansök nu/ })
    .first()
    .click();
  const form = visitor.locator("#job-application");
  await form.getByLabel("Tjänst").selectOption({ label: title });
  const email = uniqueEmail("kallskanka-nojs");
  await fillApplication(form, email);
  await form.getByRole("button", { name: "Skicka ansökan" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "Din ansökan har skickats!" })).toBeVisible();
  expect(queryLocalD1("SELECT job_title FROM job_applications WHERE email = ?", email)).toEqual([{ job_title: title }]);

  // The form is open again when staff close the position: the post is refused, and says why.
  await visitor.goto(`/lediga-jobb?ansok=${key}#ansokan`);
  await expect(form.getByLabel("Tjänst")).toHaveValue(key);
  const late = uniqueEmail("sen-nojs");
  await fillApplication(form, late);
  await page.goto(`/staff/content/job/${key}`);
  await page.getByRole("button", { name: "Stäng annonsen nu" }).click();
  await expect(page.getByRole("status")).toContainText("Annonsen är stängd");
  await form.getByRole("button", { name: "Skicka ansökan" }).click();
  await expect(visitor.getByText("Den här tjänsten tar inte längre emot ansökningar.")).toBeVisible();
  await expect(form.getByLabel("Namn")).toHaveValue("Karin Berg");
  expect(queryLocalD1("SELECT id FROM job_applications WHERE email = ?", late)).toHaveLength(0);
  await visitor.goto("/lediga-jobb");
  await expect(visitor.getByRole("heading", { name: title })).toHaveCount(0);
  await visitor.close();
});

/** Issue 34 without JavaScript: "Nästa vecka" is a plain link to next week's lunch, with its closed days. */
test("staff publish next week's menu with two closed days; Nästa vecka shows it, without JavaScript", async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const dish = `Kalops med rödbetor ${stamp}`;
  await signInAsStaff(page);
  const { key, weekLabel } = await publishNextWeekWithClosedDays(page, dish);
  test.info().annotations.push({ type: "week", description: key });

  await page.goto("/weekly-menu");
  const weeks = page.getByRole("navigation", { name: "Välj vecka" });
  await expect(weeks.getByRole("link", { name: "Denna vecka" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(dish)).toHaveCount(0);
  await weeks.getByRole("link", { name: "Nästa vecka" }).click();
  await expect(page).toHaveURL(/\/weekly-menu\?vecka=nasta$/);
  await expect(weeks.getByRole("link", { name: "Nästa vecka" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(weekLabel, { exact: true })).toBeVisible();
  await expect(page.getByText(dish)).toBeVisible();
  await expect(page.getByText("Stängt – ingen lunch den här dagen.")).toHaveCount(2);

  await page.goto("/en/weekly-menu");
  await page.getByRole("navigation", { name: "Choose a week" }).getByRole("link", { name: "Next week" }).click();
  await expect(page).toHaveURL(/\/en\/weekly-menu\?vecka=nasta$/);
  await expect(page.getByText("Closed – no lunch is served this day.")).toHaveCount(2);
  // An address asking for any other week is this week's page.
  await page.goto("/weekly-menu?vecka=2099-W01");
  await expect(page.getByRole("navigation", { name: "Välj vecka" }).getByRole("link", { name: "Denna vecka" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("staff give a food event a new address without JavaScript; the old one leads to the new page", async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const key = `e2e-vinkvall-nojs-${stamp}`;
  const newKey = `vinprovning-pa-fjallet-nojs-${stamp}`;
  const title = `Vinprovning ${stamp}`;
  test.info().annotations.push({ type: "item", description: key }, { type: "item", description: newKey });
  seedFoodEvent(key, { price: 950, startDate: isoDayFromNow(40), title });
  await signInAsStaff(page);
  await renameFoodEvent(page, key, title, `Vinprovning på Fjället nojs ${stamp}`, newKey);
});
