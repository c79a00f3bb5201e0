import { expect, test } from "./fixtures";

/**
 * Tabs, accordions, "Läs mer" and package details without JavaScript (the nojs-phone and
 * nojs-desktop projects): every panel's content can be read, shown or opened by a link.
 * app/components/hidden-until-found.tsx
 */

const isPhone = (width: number | undefined) => (width ?? 0) < 768;

test("the weekly menu shows all four categories, each under its heading, and the tabs jump to them", async ({ page }) => {
  await page.goto("/weekly-menu");
  for (const heading of ["Veckans lunch", "Frukost", "Helg", "Bar & snacks"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Norrländsk palt med stekt fläsk")).toBeVisible();
  await expect(page.getByText("Frukostbuffé")).toBeVisible();
  await expect(page.getByText("Tvårättersmiddag serveras varje fredag och lördag.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Nachos" })).toBeVisible();

  await page.getByRole("tab", { name: "Bar & snacks" }).click();
  await expect(page).toHaveURL(/\/weekly-menu#meny-bar$/);
  await expect(page.getByRole("heading", { level: 3, name: "Charkbricka" })).toBeInViewport();

  await page.goto("/en/weekly-menu");
  for (const heading of ["This week’s lunch", "Breakfast", "Weekend", "Bar & snacks"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 3, name: "Charcuterie board" })).toBeVisible();
});

const jobs = [
  { id: "chef", title: "Kock", text: "Vi söker en kock som vill laga mat med rötterna i Norrland." },
  { id: "receptionist", title: "Receptionist / Konferensvärdinna", text: "I receptionen möter du våra gäster först och sist." },
  { id: "breakfast", title: "Frukostvärdinna & Städ", text: "Du startar gästernas dag." },
  { id: "extra-cleaning", title: "Extra städpersonal", text: "Under helger, lov och stora konferenser" },
  { id: "cleaning", title: "Städpersonal", text: "Ett rent och välkomnande rum är det första gästen lägger märke till." },
];

test("every position shows its description and its Ansök nu link, which opens the form on the page", async ({ page }) => {
  await page.goto("/lediga-jobb");
  for (const job of jobs) {
    const position = page.getByRole("region", { name: job.title, exact: true });
    await expect(position.getByText(job.text)).toBeVisible();
    await expect(position.getByRole("link", { name: /Ansök nu/ })).toHaveAttribute("href", `/lediga-jobb?ansok=${job.id}#ansokan`);
  }
  await page
    .getByRole("region", { name: "Städpersonal", exact: true })
    .getByRole("link", { name: /Ansök nu/ })
    .click();
  await expect(page).toHaveURL(/\?ansok=cleaning#ansokan$/);
  await expect(page.getByRole("heading", { name: "Ansök: Städpersonal" })).toBeVisible();
  await expect(page.locator("#job-application").getByLabel("Tjänst")).toHaveValue("cleaning");
});

test("every treatment shows what Läs mer opens: its long description and its prices", async ({ page }) => {
  await page.goto("/relax");
  const section = page.locator("#behandlingar");
  await expect(section.getByRole("button", { name: /Läs mer/ })).toHaveCount(0);
  const classic = section.getByRole("article").filter({ has: page.getByRole("heading", { name: "Klassisk massage" }) });
  await expect(classic.getByText(/Den klassiska massagen arbetar med muskler/)).toBeVisible();
  for (const text of ["25 min", "499 kr", "50 min", "1 050 kr"]) await expect(classic.getByText(text, { exact: true })).toBeVisible();
  await expect(section.getByText(/Aromamassagen är lugnare än den klassiska/)).toBeVisible();
  await expect(section.getByText("545 kr", { exact: true }).first()).toBeVisible();
});

const termsSections = [
  ["general", "Allmänna förhållningsregler", /Incheckning sker från kl\. 15:00/],
  ["event", "Event & gruppbokningar", /referensräntan plus 8 procentenheter/],
  ["environment", "Miljö & hållbarhet", /4 laddstolpar \(typ 2\)/],
  ["privacy", "Integritetspolicy", /En sammanfattning av hur vi hanterar dina personuppgifter/],
  ["website", "Webbplatsvillkor", /Villkor för användningen av .+s webbplats/],
] as const;

test("every terms section can be read", async ({ page }, testInfo) => {
  if (isPhone(testInfo.project.use.viewport?.width)) {
    // Phones: the accordion, every item open.
    await page.goto("/villkor");
    for (const [, title, text] of termsSections) {
      const section = page.getByRole("region", { name: title, exact: true });
      await expect(section).toBeVisible();
      await expect(section.getByText(text).first()).toBeVisible();
    }
    return;
  }
  // Desktop: the picker is a form that opens each section.
  for (const [id, title, text] of termsSections) {
    await page.goto("/villkor");
    await page.getByLabel("Välj avsnitt").selectOption({ label: title });
    await page.getByRole("button", { name: "Visa", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=${id}$`));
    const section = page.getByRole("region", { name: title, exact: true });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(title);
    await expect(section.getByText(text).first()).toBeVisible();
  }
});

const packages = [
  ["WEEKENDPAKET", "weekendpaket"],
  ["HÄRLIGA FREDAG", "harliga-fredag"],
  ["DAGSKONFERENS", "dagskonferens"],
  ["BUSINESS+", "business-plus"],
  ["BUSINESS", "business"],
  ["SENIORPAKET 60+", "seniorpaket-60"],
  ["LEISURE", "leisure"],
] as const;

test("each package's details open from its card, on the page", async ({ page }) => {
  await page.goto("/packages");
  // The category tabs need scripts; every package is listed under its category's heading.
  await expect(page.getByRole("tablist")).toBeHidden();
  for (const [title, slug] of packages) {
    const details = page.locator(`#paket-${slug}`);
    await expect(details).toBeHidden();
    await page.getByRole("button", { name: `Se vad som ingår – ${title}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/packages#paket-${slug}$`));
    await expect(details).toBeVisible();
    await expect(details).toBeInViewport();
    await expect(details.getByRole("heading", { name: "Det här ingår" })).toBeVisible();
    await expect(details.getByRole("heading", { name: "Villkor" })).toBeVisible();
  }
  await expect(page.locator("#paket-weekendpaket")).toContainText("Incheckning från kl. 15:00, utcheckning senast kl. 11:00");
  await expect(page.locator("#paket-dagskonferens").getByRole("heading", { name: "Dagens schema" })).toBeVisible();

  // A shared link opens it too, in English as well.
  await page.goto("/en/packages#paket-seniorpaket-60");
  const senior = page.locator("#paket-seniorpaket-60");
  await expect(senior).toBeVisible();
  await expect(senior.getByRole("heading", { name: "What is included" })).toBeVisible();
  await expect(senior).toContainText("Valid any day of the week, not on public holidays");
});

test("the teambuilding activity sheet opens in the page: prices, team sizes and places", async ({ page }) => {
  await page.goto("/teambuilding");
  await expect(page.getByText("249 kr per person").first()).toBeHidden();
  await page.getByRole("button", { name: "Se aktivitetsblad" }).click();
  await expect(page).toHaveURL(/\/teambuilding#aktivitetsblad$/);
  const sheet = page.locator("#aktivitetsblad");
  await expect(sheet.getByRole("heading", { name: "Aktivitetsblad" })).toBeVisible();
  await expect(sheet.getByTestId("sheet-activities").getByRole("listitem").first()).toContainText("249 kr per person");
  await expect(sheet).toContainText("4–6");
  await expect(sheet.getByTestId("sheet-places")).toContainText("20");

  await page.goto("/en/teambuilding#aktivitetsblad");
  await expect(page.locator("#aktivitetsblad").getByRole("heading", { name: "Activity sheet" })).toBeVisible();
  await expect(page.locator("#aktivitetsblad")).toContainText("249 SEK per person");
});
