import {
  createJobOpening,
  fillApplication,
  isoDayFromNow,
  publishNextWeekWithClosedDays,
  removeContentItem,
  renameFoodEvent,
  seedClosure,
  seedFoodEvent,
} from "./content-items";
import { queryLocalD1, uniqueEmail } from "./db";
import { acceptCookiesUpfront, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eStaffName, signInAsStaff } from "./staff-credentials";

// A food event or job opening a test made leaves again, whatever the test's outcome.
test.afterEach(() => {
  for (const { type, description } of test.info().annotations) {
    if (type === "item" && description) removeContentItem("food-event", description);
    if (type === "job" && description) removeContentItem("job", description);
    if (type === "closure" && description) removeContentItem("hours-exception", description);
    if (type === "week" && description) removeContentItem("weekly-menu", description);
  }
});

/**
 * Issue 18: next week's lunch is published ahead; a second staff member who opened the same
 * version is refused and keeps their text; the editor says what lacks English.
 */
test("staff publish next week's menu; a second save from the same version is refused with their text kept", async ({ page, browser }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await signInAsStaff(page);
  await page.goto("/staff/content");
  const nextWeek = page.getByRole("region", { name: "Veckans lunch" }).getByRole("listitem").nth(2).getByRole("link");
  // The list adds "(nästa vecka)" beside the week's name; the editor's heading names the week.
  const label = (await nextWeek.textContent())!.replace(/\s*\(nästa vecka\)$/, "");
  await nextWeek.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Veckomeny: ${label}`);
  const editorUrl = page.url();

  // A colleague opens the same week in another browser.
  const other = await browser.newPage();
  await signInAsStaff(other);
  await other.goto(editorUrl);

  // Validation: the Swedish dish is required.
  const tuesday = page.getByLabel("Tisdag: dagens rätt – svenska", { exact: true });
  const tuesdayText = await tuesday.inputValue();
  await tuesday.fill("");
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByText("Skriv dagens rätt, eller välj Stängt för dagen.")).toBeVisible();
  await tuesday.fill(tuesdayText || "Pölsa med rödbetor");

  await page.getByLabel("Måndag: dagens rätt – svenska", { exact: true }).fill(`Renskav ${stamp}`);
  await page.getByLabel(/^Måndag: dagens rätt – engelska/).fill("");
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version");
  await expect(page.getByText(/Saknar engelska: Måndag: dagens rätt/)).toBeVisible();

  // The colleague changed Monday too, and Wednesday's vegetarian dish, which nobody else touched.
  await other.getByLabel("Måndag: dagens rätt – svenska", { exact: true }).fill(`Kolleganss text ${stamp}`);
  await other.getByLabel(/^Onsdag: vegetariskt alternativ – svenska/).fill(`Svamprisotto ${stamp}`);
  await other.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(other.getByRole("alert")).toContainText(
    new RegExp(`${e2eStaffName} publicerade version \\d+ .* och ändrade Måndag: dagens rätt \\(svenska\\)`),
  );
  await expect(other.getByRole("alert")).toBeFocused();
  await expect(other.getByLabel("Måndag: dagens rätt – svenska", { exact: true })).toHaveValue(`Kolleganss text ${stamp}`);
  const changed = other.getByRole("region", { name: "Det här ändrade din kollega" });
  await expect(changed).toContainText(`Publicerat nu:Renskav ${stamp}`);
  await expect(changed).toContainText(`Din text:Kolleganss text ${stamp}`);
  // Keeping the colleague's Monday and adding this editor's Wednesday.
  await changed.getByRole("button", { name: "Behåll mina ändringar i övriga fält och publicera" }).click();
  await expect(other.getByRole("status")).toContainText("Publicerad (version");
  await expect(other.getByLabel("Måndag: dagens rätt – svenska", { exact: true })).toHaveValue(`Renskav ${stamp}`);
  await expect(other.getByLabel(/^Onsdag: vegetariskt alternativ – svenska/)).toHaveValue(`Svamprisotto ${stamp}`);
  await other.close();

  await page.goto("/staff/content");
  await expect(page.getByRole("region", { name: "Saknar engelska" }).getByRole("link", { name: `Veckans lunch: ${label}` })).toBeVisible();
  await page.goto(`${editorUrl}/history`);
  await expect(page.getByRole("list", { name: "Versioner" }).getByRole("listitem").first()).toContainText(`Svamprisotto ${stamp}`);
  await expect(page.getByRole("list", { name: "Versioner" }).getByRole("listitem").nth(1)).toContainText(`Renskav ${stamp}`);
  await expect(page.getByText(`Kolleganss text ${stamp}`)).toHaveCount(0);
});

test("staff create a food event from its title; the list names it with its days and whether guests see it", async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const title = `Julbord på Fjällkällan ${stamp}`;
  const key = `julbord-pa-fjallkallan-${stamp}`;
  test.info().annotations.push({ type: "item", description: key }, { type: "item", description: `${key}-2` });
  await signInAsStaff(page);
  await page.goto("/staff/content");
  const events = page.getByRole("region", { name: "Matevenemang" });

  // A title with nothing to make an address of is refused in words, and the text stays.
  await events.getByLabel("Ny matevenemang: rubrik").fill("!!!");
  await events.getByRole("button", { name: "Skapa" }).click();
  await expect(page.getByRole("region", { name: "Matevenemang" })).toContainText("Skriv en rubrik med minst en bokstav eller siffra");
  await expect(page.getByLabel("Ny matevenemang: rubrik")).toHaveValue("!!!");

  await page.getByLabel("Ny matevenemang: rubrik").fill(title);
  await page.getByRole("region", { name: "Matevenemang" }).getByRole("button", { name: "Skapa" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/content/food-event/${key}\\?`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Matevenemang: ${title}`);
  await expect(page.getByLabel("Rubrik – svenska", { exact: true })).toHaveValue(title);
  await page.getByLabel("Första dagen").fill(isoDayFromNow(7));
  await page.getByLabel(/^Sista dagen/).fill(isoDayFromNow(9));
  await page.getByLabel("Pris per person (kronor)").fill("695");
  // The picture is chosen by its thumbnail and Swedish name.
  const pictures = page.getByRole("group", { name: "Bild" });
  await expect(pictures.getByRole("radio")).not.toHaveCount(0);
  await expect(pictures.getByRole("radio", { checked: true })).toHaveCount(0);
  await pictures.getByRole("radio", { name: "Restaurangen" }).check();
  await expect(pictures.locator("img").first()).toHaveAttribute("src", /^\/images\/[a-z-]+-480\.webp$/);
  await expectNoAxeViolations(page);
  await page.getByLabel("Bildens alt-text – svenska", { exact: true }).fill("Dukat julbord");
  await page.getByLabel("Beskrivning – svenska", { exact: true }).fill("Sill, skinka och allt som hör julen till.");
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version 1)");

  // The days are typed once: the page writes them in each language.
  await page.goto(`/food-event/${key}`);
  await expect(page.locator("time")).toHaveText(/^\d{1,2}( [a-zåäö]+( \d{4})?)?–\d{1,2} [a-zåäö]+ \d{4}$/);
  await page.goto(`/en/food-event/${key}`);
  await expect(page.locator("time")).toHaveText(/^\d{1,2}( [A-Z][a-z]+( \d{4})?)?–\d{1,2} [A-Z][a-z]+ \d{4}$/);

  await page.goto("/staff/content");
  const row = page.getByRole("region", { name: "Matevenemang" }).getByRole("listitem").filter({ hasText: title });
  await expect(row.getByRole("link", { name: title })).toHaveAttribute("href", `/staff/content/food-event/${key}`);
  await expect(row).toContainText("Visas nu");
  await expect(row).toContainText(`Adress: ${key}`);
  await expect(row).toContainText(/\d{1,2} [a-z]+ \d{4}–\d{1,2} [a-z]+ \d{4}/);
  await expect(page.getByRole("region", { name: "Matevenemang" }).getByRole("listitem").filter({ hasText: "Kräftskiva" })).toContainText(
    "15 aug 2027",
  );

  // The same title again gets an address of its own instead of opening the first one.
  await page.getByLabel("Ny matevenemang: rubrik").fill(title);
  await page.getByRole("region", { name: "Matevenemang" }).getByRole("button", { name: "Skapa" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/content/food-event/${key}-2\\?`));
  await expect(page.getByText("Inte publicerad ännu.")).toBeVisible();
});

test("a food event staff end yesterday leaves the restaurant's list; its page says it has been, with no booking", async ({ page }) => {
  const key = `e2e-over-${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const title = `Vinprovning ${key}`;
  test.info().annotations.push({ type: "item", description: key });
  seedFoodEvent(key, { price: 900, startDate: isoDayFromNow(30), title });
  await signInAsStaff(page);
  // Published once as it is (a month ahead): the restaurant lists it.
  await page.goto(`/staff/content/food-event/${key}`);
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad");
  await page.goto("/restaurant");
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  await page.goto(`/staff/content/food-event/${key}`);
  await page.getByLabel("Första dagen").fill(isoDayFromNow(-3));
  await page.getByLabel(/^Sista dagen/).fill(isoDayFromNow(-2));
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad");

  await page.goto("/restaurant");
  await expect(page.getByRole("link", { name: "Kräftskiva" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  await page.goto(`/food-event/${key}`);
  await expect(page.getByRole("heading", { name: "Evenemanget har varit" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Ring / })).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join(" ")).not.toContain('"Event"');
  await page.goto(`/en/food-event/${key}`);
  await expect(page.getByRole("heading", { name: "This event has taken place" })).toBeVisible();
});

test("a job staff close leaves the jobs page and the form's choices; restoring opens it again", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto("/staff/content/job/extra-cleaning");
  await page.getByRole("button", { name: "Stäng annonsen nu" }).click();
  await expect(page.getByRole("status")).toContainText("Annonsen är stängd");
  await expect(page.getByText("Läge: Har varit")).toBeVisible();
  await expect(page.getByRole("button", { name: "Stäng annonsen nu" })).toHaveCount(0);
  try {
    for (const [path, title] of [
      ["/lediga-jobb", "Extra städpersonal"],
      ["/en/lediga-jobb", "Extra cleaning staff"],
    ] as const) {
      await page.goto(path);
      await expect(
        page
          .getByRole("main")
          .getByText("Städpersonal", { exact: true })
          .or(page.getByRole("main").getByText("Cleaning staff", { exact: true }))
          .first(),
      ).toBeVisible();
      await expect(page.getByRole("main").getByText(title)).toHaveCount(0);
      await expect(page.locator(`option`, { hasText: title })).toHaveCount(0);
    }
  } finally {
    await page.goto("/staff/content/job/extra-cleaning/history");
    await expect(page.getByRole("list", { name: "Versioner" }).getByRole("listitem").first()).toContainText("Sista ansökningsdag");
    await page
      .getByRole("button", { name: /^Återställ version/ })
      .first()
      .click();
    await expect(page.getByRole("status")).toContainText("Återställd");
  }
  await page.goto("/lediga-jobb");
  await expect(page.getByRole("main").getByText("Extra städpersonal").first()).toBeVisible();
});

test("the content overview, an editor with its errors and preview, and a history pass axe", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto("/staff/content");
  await expectNoAxeViolations(page);
  await page.goto("/staff/content/food-event/kraftskiva");
  await page.getByLabel("Rubrik – svenska", { exact: true }).fill("");
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(page.getByText("Fyll i fältet.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  // The preview is the public page in both languages, and the focus goes to it.
  const preview = page.getByRole("region", { name: "Förhandsgranskning (inte publicerad)" });
  await expect(preview).toBeFocused();
  await expect(preview.getByRole("heading", { level: 1, name: "Kräftskiva" })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1, name: "Crayfish party" })).toBeVisible();
  await expect(preview.getByRole("complementary", { name: "Boka din plats" })).toContainText("1\u00a0550 kr per person");
  await expect(preview.getByRole("complementary", { name: "Book your place" })).toContainText("1,550 SEK per person");
  await expectNoAxeViolations(page);
  await page.goto("/staff/content/food-event/kraftskiva/history");
  await expectNoAxeViolations(page);
});

/**
 * Issue 34: a position staff create is a tab on the jobs page and a choice in the form; the
 * application keeps its title; once staff close it, a form a visitor opened before is refused.
 */
test("staff create a job opening, a visitor applies to it, and after closing it an application is refused", async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const title = `Kallskänka ${stamp}`;
  test.info().annotations.push({ type: "job", description: `kallskanka-${stamp}` });
  await signInAsStaff(page);
  const key = await createJobOpening(page, title);
  expect(key).toBe(`kallskanka-${stamp}`);

  const visitor = await page.context().newPage();
  await acceptCookiesUpfront(visitor);
  await visitor.goto("/lediga-jobb");
  await visitor.getByRole("tab", { name: title }).click();
  const panel = visitor.getByRole("tabpanel");
  await expect(panel).toContainText("Heltid, 100\u00a0%");
  await expect(panel).toContainText("Smörgåsar till fikat");
  await panel.getByRole("link", { name: /Ansök nu/ }).click();
  const dialog = visitor.getByRole("dialog", { name: `Ansök: ${title}` });
  await expect(dialog.getByLabel("Tjänst")).toHaveValue(key);
  const email = uniqueEmail("kallskanka");
  await fillApplication(dialog, email);
  await dialog.getByRole("button", { name: "Skicka ansökan" }).click();
  await expect(visitor.getByRole("region", { name: "Aviseringar (F8)" })).toContainText("Din ansökan har skickats!");
  expect(queryLocalD1("SELECT job_title FROM job_applications WHERE email = ?", email)).toEqual([{ job_title: title }]);

  // A second visitor has the form open when staff close the position.
  await visitor.goto("/lediga-jobb");
  await visitor.getByRole("tab", { name: title }).click();
  await panel.getByRole("link", { name: /Ansök nu/ }).click();
  const late = uniqueEmail("sen");
  await fillApplication(visitor.getByRole("dialog"), late);
  await page.goto(`/staff/content/job/${key}`);
  await page.getByRole("button", { name: "Stäng annonsen nu" }).click();
  await expect(page.getByRole("status")).toContainText("Annonsen är stängd");
  await visitor.getByRole("dialog").getByRole("button", { name: "Skicka ansökan" }).click();
  await expect(visitor.getByRole("dialog")).toContainText("Den här tjänsten tar inte längre emot ansökningar.");
  expect(queryLocalD1("SELECT id FROM job_applications WHERE email = ?", late)).toHaveLength(0);

  await visitor.goto("/lediga-jobb");
  await expect(visitor.getByRole("tab")).toHaveCount(5);
  await expect(visitor.getByText(title)).toHaveCount(0);
  // The application keeps its position's title after the position is gone.
  expect(queryLocalD1("SELECT job_title FROM job_applications WHERE email = ?", email)).toEqual([{ job_title: title }]);
  await visitor.close();
});

/**
 * Issue 34: previews show what guests will see. A ticker offer previews as the home page's ticker
 * and a closure as the banner on its days, each in both languages, without publishing anything.
 */
test("a ticker offer and a closed day preview as the ticker and the banner, in both languages", async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await signInAsStaff(page);
  await page.goto(`/staff/content/notice/e2e-erbjudande-${stamp}`);
  await page.getByLabel("Text – svenska", { exact: true }).fill(`Glögg i baren ${stamp}`);
  await page.getByLabel(/^Text – engelska/).fill(`Mulled wine in the bar ${stamp}`);
  await page.getByLabel(/^Var/).selectOption({ label: "Erbjudande i startsidans ticker" });
  await page.getByLabel("Visas från").fill(isoDayFromNow(1));
  await page.getByLabel("Visas till och med").fill(isoDayFromNow(7));
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  const preview = page.getByRole("region", { name: "Förhandsgranskning (inte publicerad)" });
  await expect(preview).toBeFocused();
  await expect(preview.getByRole("region", { name: "Aktuella erbjudanden" }).getByText(`Glögg i baren ${stamp}`).first()).toBeVisible();
  await expect(preview.getByRole("region", { name: "Current offers" }).getByText(`Mulled wine in the bar ${stamp}`).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/staff/content/hours-exception/e2e-stangt-${stamp}`);
  await page.getByLabel("Text på sidorna – svenska", { exact: true }).fill(`Köket är stängt ${stamp}`);
  await page.getByLabel("Första dagen").fill(isoDayFromNow(20));
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  await expect(preview.getByRole("region", { name: "Meddelande" }).getByRole("link", { name: `Köket är stängt ${stamp}` })).toHaveAttribute(
    "href",
    "/hitta-till-oss",
  );
  // No English: the English pages show the Swedish text, linking to their own contact page.
  await expect(preview.getByRole("region", { name: "Notice" }).getByRole("link", { name: `Köket är stängt ${stamp}` })).toHaveAttribute(
    "href",
    "/en/hitta-till-oss",
  );
  await expectNoAxeViolations(page);
});

/**
 * Issue 34: a week with closed days. The kitchen's closed days under "Avvikande öppettider" preset
 * those days of a new week's menu to "Stängt", and the preview says in both languages that there
 * is no lunch. Nothing is published: the week is three weeks ahead.
 */
test("a new week's menu starts closed on the kitchen's closed days, and the preview says so", async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await signInAsStaff(page);
  await page.goto("/staff/content");
  const later = page.getByRole("region", { name: "Veckans lunch" }).getByRole("listitem").nth(4).getByRole("link");
  const week = (await later.getAttribute("href"))!.split("/").at(-1)!;
  const [year, number] = week.split("-W").map(Number) as [number, number];
  // ISO week: the week with 4 January in it is week 1.
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * 86_400_000 + (number - 1) * 7 * 86_400_000);
  const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const key = `e2e-stangt-${stamp}`;
  test.info().annotations.push({ type: "closure", description: key });
  seedClosure(key, { textSv: `Köket är stängt ${stamp}`, scope: "restaurant", startDate: day(3), endDate: day(4) });

  await page.goto(`/staff/content/weekly-menu/${week}`);
  await expect(page.getByText("Stängt enligt Avvikande öppettider: Torsdag, Fredag.")).toBeVisible();
  await expect(page.getByLabel(/^Torsdag: lunch/)).toHaveValue("stangt");
  await expect(page.getByLabel(/^Fredag: lunch/)).toHaveValue("stangt");
  await expect(page.getByLabel(/^Onsdag: lunch/)).toHaveValue("");
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  const preview = page.getByRole("region", { name: "Förhandsgranskning (inte publicerad)" });
  await expect(preview.locator('[lang="sv"]').getByText("Stängt – ingen lunch den här dagen.")).toHaveCount(2);
  await expect(preview.locator('[lang="en"]').getByText("Closed – no lunch is served this day.")).toHaveCount(2);
  await expectNoAxeViolations(page);
});

/**
 * Issue 34: once staff publish next week's lunch, the public menu links "Nästa vecka" beside this
 * week's; it shows next week with its closed days, keeps this week the default and the page's
 * canonical address; removed again, the link goes.
 */
test("staff publish next week's menu with two closed days; the public menu shows it under Nästa vecka", async ({ page, request }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const dish = `Kalops med rödbetor ${stamp}`;
  await signInAsStaff(page);
  const { key, weekLabel } = await publishNextWeekWithClosedDays(page, dish);
  test.info().annotations.push({ type: "week", description: key });

  await page.goto("/weekly-menu");
  const weeks = page.getByRole("navigation", { name: "Välj vecka" });
  await expect(weeks.getByRole("link")).toHaveText(["Denna vecka", "Nästa vecka"]);
  await expect(weeks.getByRole("link", { name: "Denna vecka" })).toHaveAttribute("aria-current", "page");
  const panel = page.getByRole("tabpanel");
  await expect(panel).not.toContainText(dish);
  await weeks.getByRole("link", { name: "Nästa vecka" }).click();
  await expect(page).toHaveURL(/\/weekly-menu\?vecka=nasta$/);
  await expect(weeks.getByRole("link", { name: "Nästa vecka" })).toHaveAttribute("aria-current", "page");
  await expect(panel).toContainText(weekLabel);
  await expect(panel).toContainText(dish);
  await expect(panel.getByText("Stängt – ingen lunch den här dagen.")).toHaveCount(2);
  await expectNoAxeViolations(page);
  await weeks.getByRole("link", { name: "Denna vecka" }).click();
  await expect(page).toHaveURL(/\/weekly-menu$/);
  await expect(panel).not.toContainText(dish);

  await page.goto("/en/weekly-menu?vecka=nasta");
  await expect(page.getByRole("navigation", { name: "Choose a week" }).getByRole("link", { name: "Next week" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("tabpanel").getByText("Closed – no lunch is served this day.")).toHaveCount(2);
  // One page for search engines: next week's view names the page itself as canonical.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/en\/weekly-menu$/);

  // Taken away again, there is no next week to link, and its address shows this week.
  removeContentItem("weekly-menu", key);
  const html = await (await request.get("/weekly-menu?vecka=nasta")).text();
  expect(html).not.toContain("Nästa vecka");
  expect(html).not.toContain(dish);
});

test("staff give a food event a new address; the old one leads to the new page in both languages", async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const key = `e2e-vinkvall-js-${stamp}`;
  const newKey = `vinprovning-pa-fjallet-js-${stamp}`;
  const title = `Vinprovning ${stamp}`;
  test.info().annotations.push({ type: "item", description: key }, { type: "item", description: newKey });
  seedFoodEvent(key, { price: 950, startDate: isoDayFromNow(40), title });
  await signInAsStaff(page);
  await renameFoodEvent(page, key, title, `Vinprovning på Fjället js ${stamp}`, newKey);
  // A refused address: the reason is read out and the focus is back in the field; axe finds nothing.
  await page.goto(`/staff/content/food-event/${newKey}`);
  await page.getByText("Avancerat: adress").click();
  await page.getByLabel("Ny adress").fill("!!!");
  await page.getByRole("button", { name: "Ändra adressen" }).click();
  await expect(page.getByRole("alert")).toContainText("Skriv en adress med minst en bokstav eller siffra");
  await expect(page.getByLabel("Ny adress")).toBeFocused();
  await expectNoAxeViolations(page);
});
