import { test as base } from "@playwright/test";
import { queryLocalD1, uniqueEmail } from "./db";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("a private inquiry is sent without a reload, the form resets and the row is stored", async ({ page }) => {
  const email = uniqueEmail("privat");
  await page.goto("/booking-inquiry?kategori=relax");
  await expect(page.getByText("Vi svarar inom 24 timmar").first()).toBeVisible();
  const form = page.locator("#private-inquiry");
  await expect(form.getByRole("radio", { name: "Relax & spa" })).toBeChecked();
  await form.getByLabel("Namn").fill("Anna Berg");
  await form.getByLabel("E-post").fill(email);
  await form.getByLabel("Telefon").fill("070-123 45 67");
  await form.getByLabel("Antal personer").fill("2");
  await form.getByLabel("Ankomstdatum").fill(inDays(30));
  await form.getByLabel("Avresedatum").fill(inDays(32));
  await form.getByLabel("Paket").selectOption({ label: "Spaweekend" });
  await form.getByLabel("Jag vill boka spabehandling").check();
  await page.waitForTimeout(1600); // a person takes longer than the bot threshold
  await form.getByRole("button", { name: "Skicka förfrågan" }).click();

  await expect(page.getByRole("region", { name: "Aviseringar (F8)" })).toContainText("Tack för din förfrågan!");
  await expect(page.getByRole("region", { name: "Aviseringar (F8)" })).toContainText("Vi återkommer till dig inom kort.");
  await expect(page.locator("#private-inquiry").getByLabel("Namn")).toHaveValue("");
  const rows = queryLocalD1("SELECT * FROM booking_inquiries WHERE email = ?", email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ form_type: "private", category: "relax", package_type: "spa-weekend", request_spa: 1, participants: 2 });
});

test("the form asks for no package unless one is chosen, has no field for an offer that does not exist, and says when no confirmation comes", async ({
  page,
}) => {
  await page.goto("/booking-inquiry");
  const form = page.locator("#private-inquiry");
  for (const category of ["Weekend", "Relax & spa", "Senior 60+"]) {
    await form.getByText(category, { exact: true }).click();
    await expect(form.getByLabel("Paket")).toHaveValue("");
    await expect(form.getByLabel("Paket").locator("option:checked")).toHaveText("Inget särskilt paket");
  }
  await form.getByText("Fest & event", { exact: true }).click();
  await expect(form.getByText(/Mors dag/)).toHaveCount(0);
  await expect(form).toContainText("Har vi redan mejlat samma adress det senaste dygnet skickas ingen ny bekräftelse");

  await page.goto("/en/booking-inquiry");
  await expect(page.locator("#private-inquiry")).toContainText(
    "If we have already e-mailed the same address in the past day, no new confirmation is sent",
  );
  await expect(page.locator("#private-inquiry").getByLabel("Package")).toHaveValue("");
});

test("fields are checked when they lose focus, with the spec's messages", async ({ page }) => {
  await page.goto("/booking-inquiry");
  const form = page.locator("#private-inquiry");
  // A visitor who only reads never loads the form's schemas; the first touch asks for them, and
  // checking on blur starts once they have arrived.
  await expect(form).not.toHaveAttribute("data-validation", "ready");
  await form.getByLabel("Namn").focus();
  await expect(form).toHaveAttribute("data-validation", "ready");
  await form.getByLabel("Namn").fill("A");
  await form.getByLabel("E-post").fill("anna@");
  await form.getByLabel("Telefon").focus();
  await expect(form.getByText("Namn måste vara minst 2 tecken")).toBeVisible();
  await expect(form.getByLabel("Namn")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Telefon").fill("123");
  await form.getByLabel("Antal personer").focus();
  await expect(form.getByText("Ogiltig e-postadress")).toBeVisible();
  await expect(form.getByText("Telefonnummer måste vara minst 6 siffror")).toBeVisible();
  await form.getByRole("button", { name: "Skicka förfrågan" }).click();
  await expect(form.getByText("Ange antal personer")).toBeVisible();
  await expect(form.getByText("Välj ett ankomstdatum")).toBeVisible();
  await expect(form.getByText("Välj ett avresedatum")).toBeVisible();
});

test("the business tab keeps its own category, asks conference questions and stores meals", async ({ page }) => {
  const email = uniqueEmail("foretag");
  await page.goto("/en/booking-inquiry");
  await page.getByRole("tab", { name: "Company" }).click();
  await expect(page).toHaveURL(/typ=foretag/);
  const form = page.locator("#business-inquiry");
  await expect(form.getByRole("radio", { name: "Conference" })).toBeChecked();
  await form.getByLabel("Contact person").fill("Per Lind");
  await form.getByLabel("Company").fill("Skogsbolaget AB");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone", { exact: true }).fill("0910-12 34 56");
  await form.getByLabel("Number of participants").fill("18");
  await form.getByLabel("Arrival date").fill(inDays(50));
  await form.getByLabel("Departure date").fill(inDays(51));
  await form.getByLabel("Type of conference").selectOption("overnight");
  await form.getByLabel("Lunch").check();
  await form.getByLabel("Afternoon coffee").check();
  await page.waitForTimeout(1600);
  await form.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText("Thank you for your inquiry!");

  const [row] = queryLocalD1<{ meals: string; package_type: string; needs_accommodation: string; lang: string }>(
    "SELECT * FROM booking_inquiries WHERE email = ?",
    email,
  );
  expect(row).toMatchObject({ package_type: "overnight", needs_accommodation: "yes", lang: "en" });
  expect(JSON.parse(row!.meals)).toEqual({ lunch: true, dinner: false, morningCoffee: false, afternoonCoffee: true });

  // The form is shown anew after a success, with the labels the page's data does not carry (app/rendering/render-only.ts).
  await expect(form.getByLabel("Contact person")).toHaveValue("");
  await expect(form.getByRole("button", { name: "Send inquiry" })).toBeVisible();
  await expect(form.getByLabel("Type of conference")).toBeVisible();

  // Switching back keeps the private tab's own choice.
  await page.getByRole("tab", { name: "Private guest" }).click();
  await expect(page.locator("#private-inquiry").getByRole("radio", { name: "Weekend" })).toBeChecked();
});

test("the conference part keeps its labels when it comes back, and has them when the page opened without it", async ({ page }) => {
  await page.goto("/booking-inquiry?typ=foretag");
  const form = page.locator("#business-inquiry");
  const conferencePart = async () => {
    await expect(form.getByRole("group", { name: "Boende och måltider" })).toBeVisible();
    await expect(form.getByRole("group", { name: "Behöver ni boende?" }).getByLabel("Nej")).toBeVisible();
    await expect(form.getByLabel("Om boendet (antal rum, enkelrum eller dubbelrum)")).toBeVisible();
    await expect(form.getByLabel("Eftermiddagsfika")).toBeVisible();
    await expect(form.getByLabel("Typ av konferens")).toBeVisible();
  };
  await conferencePart();
  await form.getByText("Fest & event", { exact: true }).click();
  await expect(form.getByRole("group", { name: "Boende och måltider" })).toHaveCount(0);
  await form.getByText("Konferens", { exact: true }).click();
  await conferencePart();

  // The company form opens on another category: the part is not in the HTML, so the page's data brings its labels.
  await page.goto("/booking-inquiry?typ=foretag&kategori=event");
  await expect(form.getByRole("radio", { name: "Fest & event" })).toBeChecked();
  await expect(form.getByRole("group", { name: "Boende och måltider" })).toHaveCount(0);
  await form.getByText("Konferens", { exact: true }).click();
  await conferencePart();
});

/** Today in Sweden, where the hotel is (the forms' date rules count from it), and the latest date they take. */
const swedishToday = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
const twoYearsAhead = (today: string) => `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`.replace(/-02-29$/, "-02-28");

test("a day visit is accepted: arrival today and departure the same day", async ({ page }) => {
  const email = uniqueEmail("dagsbesok");
  const today = swedishToday();
  await page.goto("/booking-inquiry?kategori=relax");
  const form = page.locator("#private-inquiry");
  await form.getByLabel("Namn").fill("Dagny Spa");
  await form.getByLabel("E-post").fill(email);
  await form.getByLabel("Telefon").fill("070-123 45 67");
  await form.getByLabel("Antal personer").fill("2");
  await form.getByLabel("Ankomstdatum").fill(today);
  await form.getByLabel("Avresedatum").fill(today);
  await page.waitForTimeout(1600);
  await form.getByRole("button", { name: "Skicka förfrågan" }).click();
  await expect(page.getByRole("region", { name: "Aviseringar (F8)" })).toContainText("Tack för din förfrågan!");
  expect(queryLocalD1("SELECT check_in_date, check_out_date FROM booking_inquiries WHERE email = ?", email)).toEqual([
    { check_in_date: today, check_out_date: today },
  ]);
});

test("a departure before arrival, and a date more than two years ahead, are refused in the visitor's language", async ({ page }) => {
  await page.goto("/booking-inquiry");
  const form = page.locator("#private-inquiry");
  await form.getByLabel("Ankomstdatum").fill(inDays(10));
  await form.getByLabel("Avresedatum").fill(inDays(9));
  await form.getByRole("button", { name: "Skicka förfrågan" }).click();
  await expect(form.getByText("Avresedatum måste vara efter eller samma som ankomstdatum")).toBeVisible();

  await page.goto("/en/booking-inquiry?typ=foretag");
  const business = page.locator("#business-inquiry");
  const latest = twoYearsAhead(swedishToday());
  for (const label of ["Arrival date", "Departure date"]) await expect(business.getByLabel(label)).toHaveAttribute("max", latest);
  await business.getByLabel("Arrival date").fill(inDays(10));
  await business.getByLabel("Departure date").fill("2099-12-31");
  await business.getByRole("button", { name: "Send inquiry" }).click();
  await expect(business.getByText("We accept inquiries up to two years ahead.")).toBeVisible();
});

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  base("the form posts, shows errors in place and then the thank-you message; the row is stored", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/booking-inquiry");
    const form = page.locator("#private-inquiry");
    await form.getByLabel("Namn").fill("B");
    await form.getByLabel("E-post").fill(email);
    await form.getByLabel("Telefon").fill("070-765 43 21");
    await form.getByLabel("Antal personer").fill("3");
    await form.getByLabel("Ankomstdatum").fill(inDays(60));
    await form.getByLabel("Avresedatum").fill(inDays(61));
    await page.waitForTimeout(1600);
    await form.getByRole("button", { name: "Skicka förfrågan" }).click();
    await expect(page.getByText("Namn måste vara minst 2 tecken")).toBeVisible();
    // The rest of what the visitor typed is kept.
    await expect(page.locator("#private-inquiry").getByLabel("E-post")).toHaveValue(email);
    expect(queryLocalD1("SELECT id FROM booking_inquiries WHERE email = ?", email)).toHaveLength(0);

    await page.locator("#private-inquiry").getByLabel("Namn").fill("Britt Nilsson");
    await page.waitForTimeout(1600);
    await page.locator("#private-inquiry").getByRole("button", { name: "Skicka förfrågan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Tack för din förfrågan!" })).toBeVisible();
    expect(queryLocalD1("SELECT id FROM booking_inquiries WHERE email = ?", email)).toHaveLength(1);
  });

  base("a day conference (departure the same day) posts and is stored", async ({ page }) => {
    const email = uniqueEmail("nojs-dagskonferens");
    const day = inDays(30);
    await page.goto("/booking-inquiry?typ=foretag");
    const form = page.locator("#business-inquiry");
    await form.getByLabel("Kontaktperson").fill("Per Lind");
    await form.getByLabel("Företag", { exact: true }).fill("Skogsbolaget AB");
    await form.getByLabel("E-post").fill(email);
    await form.getByLabel("Telefon").fill("0910-12 34 56");
    await form.getByLabel("Antal deltagare").fill("12");
    await form.getByLabel("Ankomstdatum").fill(day);
    await form.getByLabel("Avresedatum").fill(day);
    await page.waitForTimeout(1600);
    await form.getByRole("button", { name: "Skicka förfrågan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Tack för din förfrågan!" })).toBeVisible();
    expect(queryLocalD1("SELECT form_type, check_in_date, check_out_date FROM booking_inquiries WHERE email = ?", email)).toEqual([
      { form_type: "business", check_in_date: day, check_out_date: day },
    ]);
  });
});

test("a table request from the menu asks for one date, not a stay", async ({ page }) => {
  const email = uniqueEmail("bord");
  await page.goto("/weekly-menu");
  await page.getByRole("link", { name: "Skicka en bordsförfrågan" }).click();
  await expect(page).toHaveURL(/\/booking-inquiry\?kategori=table$/);
  const form = page.locator("#private-inquiry");
  await expect(form.getByRole("radio", { name: "Bord i restaurangen" })).toBeChecked();
  await expect(form.getByLabel("Avresedatum")).toHaveCount(0);
  await expect(form.getByLabel("Ankomstdatum")).toHaveCount(0);
  await form.getByLabel("Namn").fill("Erik Lund");
  await form.getByLabel("E-post").fill(email);
  await form.getByLabel("Telefon").fill("070-222 33 44");
  await form.getByLabel("Antal personer").fill("4");
  await form.getByLabel("Datum", { exact: true }).fill(inDays(5));
  await page.waitForTimeout(1600);
  await form.getByRole("button", { name: "Skicka förfrågan" }).click();
  await expect(page.getByRole("region", { name: "Aviseringar (F8)" })).toContainText("Tack för din förfrågan!");
  expect(queryLocalD1("SELECT category, check_in_date, check_out_date FROM booking_inquiries WHERE email = ?", email)).toEqual([
    { category: "table", check_in_date: inDays(5), check_out_date: inDays(5) },
  ]);

  // Another category asks for the stay's two dates again.
  await form.getByRole("radio", { name: "Weekend" }).check({ force: true });
  await expect(form.getByLabel("Ankomstdatum")).toBeVisible();
  await expect(form.getByLabel("Avresedatum")).toBeVisible();
});
