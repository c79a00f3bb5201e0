import { acceptCookiesUpfront, expect, test } from "./fixtures";

/** Facts SPEC §9 gives two readings of are shown in one reading on every page (decision 015). */
test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const pagesWithFacts = ["/", "/relax", "/conference", "/conference-packages", "/packages", "/service-utbud", "/teambuilding", "/blog/7"];

for (const prefix of ["", "/en"]) {
  test(`${prefix || "/"}: no page states another capacity or day-guest hours, in text or structured data`, async ({ page }) => {
    for (const path of pagesWithFacts) {
      const response = await page.goto(`${prefix}${path === "/" && prefix ? "" : path}`);
      expect(response?.status(), path).toBe(200);
      // What a visitor reads and what search engines read.
      const seen = [
        await page.locator("body").innerText(),
        ...(await page.locator('script[type="application/ld+json"]').allTextContents()),
      ];
      const text = seen.join("\n");
      expect(text.match(/.{0,40}\b150\b.{0,40}/)?.[0], path).toBeUndefined();
      expect(text, path).not.toMatch(/13[:.]00\s*[–-]\s*18[:.]00/);
      expect(text, path).not.toMatch(/Skogskoj/i);
    }
  });
}

test("the hotel's structured data gives the day spa Monday–Saturday 12:00–18:00", async ({ page }) => {
  await page.goto("/en");
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
  expect(data).toMatch(
    /"@type":"DaySpa"[^]*"dayOfWeek":\["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"\],"opens":"12:00","closes":"18:00"/,
  );
});

const lunchToLunch = [
  { path: "/conference-packages", time: "Dag 1 kl. 12:00 – dag 2 kl. 13:00" },
  { path: "/en/conference-packages", time: "Day 1 at 12:00 – day 2 at 13:00" },
];
for (const t of lunchToLunch) {
  test(`${t.path}: lunch to lunch runs from day 1 to day 2, not one hour`, async ({ page }) => {
    await page.goto(t.path);
    const card = page.getByTestId("lunch-to-lunch");
    await expect(card).toContainText(t.time);
    await expect(card).not.toContainText(/(?<!kl\. |at )12:00–13:00/);
  });
}

const spaForADay = [
  { path: "/relax", text: "Spa för en dag: fredag–lördag kl. 11:30–16:30", hours: "måndag–lördag 12:00–18:00" },
  { path: "/en/relax", text: "Spa for a day: Friday–Saturday, 11:30–16:30", hours: "Monday–Saturday 12:00–18:00" },
];
for (const t of spaForADay) {
  test(`${t.path}: the day-spa section says when spa for a day runs and one set of day-guest hours`, async ({ page }) => {
    await page.goto(t.path);
    const section = page.locator("#dagspa");
    await expect(section).toContainText(t.text);
    await expect(section.getByText(t.hours)).toHaveCount(2); // the paragraph and the hours box
  });
}

test("/en: the ticker's booking item names the package its card shows", async ({ page }) => {
  await page.goto("/en");
  const item = page.getByTestId("ticker").getByRole("link", { name: "Book the Friday Feeling package" }).first();
  await expect(item).toContainText("Book the Friday Feeling package");
  await expect(page.getByTestId("ticker")).not.toContainText("Happy Friday");
  await item.focus(); // the ticker moves, so it is followed with the keyboard (SPEC: Enter or Space)
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/packages#harliga-fredag$/);
  await expect(page.locator("#harliga-fredag")).toContainText("FRIDAY FEELING");
});
