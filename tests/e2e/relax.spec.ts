import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const languages = [
  {
    path: "/relax",
    inquiry: "/booking-inquiry?kategori=relax",
    stats: ["5", "behandlingar", "37 °C", "varm pool", "90 °C", "bastu"],
    readMore: "Läs mer",
    readLess: "Visa mindre",
    booking: "Bokningsförfrågan",
    dayspa: ["måndag–lördag 12:00–18:00", "Från 130 kr per person", "upp till 6 år", "11:30–16:30"],
    sauna: "måndag–lördag 12:00–18:00",
    free: "ingår relaxavdelningen fritt",
    treatments: [
      { title: "Klassisk massage", options: ["25 min", "499 kr", "50 min", "1 050 kr"] },
      { title: "Aromamassage", options: ["25 min", "545 kr", "50 min", "1 095 kr"] },
      { title: "Ansiktsbehandling", options: ["25 min", "499 kr"] },
      { title: "Fotbehandling", options: ["25 min", "499 kr"] },
      { title: "Infravärme", options: ["45 min", "545 kr"] },
    ],
  },
  {
    path: "/en/relax",
    inquiry: "/en/booking-inquiry?kategori=relax",
    stats: ["5", "treatments", "37 °C", "heated pool", "90 °C", "sauna"],
    readMore: "Read more",
    readLess: "Show less",
    booking: "Booking inquiry",
    dayspa: ["Monday–Saturday 12:00–18:00", "From 130 SEK per person", "up to the age of 6", "11:30–16:30"],
    sauna: "Monday–Saturday 12:00–18:00",
    free: "free for you throughout your stay",
    treatments: [
      { title: "Classic massage", options: ["25 min", "499 SEK", "50 min", "1,050 SEK"] },
      { title: "Aroma massage", options: ["25 min", "545 SEK", "50 min", "1,095 SEK"] },
      { title: "Facial", options: ["25 min", "499 SEK"] },
      { title: "Foot treatment", options: ["25 min", "499 SEK"] },
      { title: "Infrared heat", options: ["45 min", "545 SEK"] },
    ],
  },
];

for (const t of languages) {
  test.describe(t.path, () => {
    test("shows the statistics strip, the facilities and the day spa with their numbers", async ({ page }) => {
      await page.goto(t.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Relax");
      const stats = page.getByTestId("relax-stats");
      for (const text of t.stats) await expect(stats).toContainText(text);
      await expect(page.locator("#spakit")).toContainText("37 °C");
      await expect(page.locator("#spakit")).toContainText("90 °C");
      await expect(page.locator("#spakit")).toContainText(t.sauna);
      await expect(page.locator("#spakit")).toContainText(t.free);
      for (const text of t.dayspa) await expect(page.locator("#dagspa")).toContainText(text);
    });

    test("shows five treatments whose prices appear after Läs mer", async ({ page }) => {
      await page.goto(t.path);
      const section = page.locator("#behandlingar");
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(t.treatments.map((x) => x.title));
      for (const treatment of t.treatments) {
        const card = section.getByRole("article").filter({ has: page.getByRole("heading", { name: treatment.title, exact: true }) });
        const trigger = card.getByRole("button");
        await expect(trigger).toHaveAccessibleName(`${t.readMore} – ${treatment.title}`);
        await expect(trigger).toHaveAttribute("aria-expanded", "false");
        // The prices are in the page from the start (find-in-page reaches them), but not on show.
        await expect(card).toContainText(treatment.options[1]!);
        await expect(card.getByText(treatment.options[1]!, { exact: true })).toBeHidden();
        await trigger.click();
        await expect(trigger).toHaveAttribute("aria-expanded", "true");
        for (const option of treatment.options) await expect(card.getByText(option, { exact: true })).toBeVisible();
      }
    });

    test("Läs mer opens and closes with the keyboard", async ({ page }) => {
      await page.goto(t.path);
      const card = page.locator("#behandlingar").getByRole("article").nth(1);
      const trigger = card.getByRole("button");
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(card.getByText(t.treatments[1]!.options[3]!, { exact: true })).toBeVisible();
      await page.keyboard.press("Space");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(card.getByText(t.treatments[1]!.options[3]!, { exact: true })).toBeHidden();
    });

    test("a Läs mer the browser opens itself (find-in-page) shows as open", async ({ page }) => {
      await page.goto(t.path);
      const card = page.locator("#behandlingar").getByRole("article").nth(2);
      const trigger = card.getByRole("button");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      // What the browser does when find-in-page matches text in a panel hidden until found.
      await card.locator("hidden-until-found").evaluate((panel) => {
        panel.removeAttribute("hidden");
        panel.dispatchEvent(new Event("beforematch", { bubbles: true }));
      });
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(trigger).toContainText(t.readLess);
      await expect(card.getByText(t.treatments[2]!.options[1]!, { exact: true })).toBeVisible();
    });

    test("every treatment's booking inquiry leads to the form with the relax category", async ({ page }) => {
      await page.goto(t.path);
      const links = page.locator("#behandlingar").getByRole("link", { name: new RegExp(`^${t.booking}`) });
      await expect(links).toHaveCount(5);
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", t.inquiry);
      await links.first().click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === t.inquiry);
    });
  });
}

for (const id of ["spakit", "behandlingar", "dagspa"]) {
  test(`the menu's link /relax#${id} lands on its section`, async ({ page }) => {
    await page.goto(`/relax#${id}`);
    await expect(page.locator(`#${id}`)).toBeInViewport();
  });
}

test("the spa weekend that the ticker and the packages page advertise is described on /relax", async ({ page }) => {
  await page.goto("/relax");
  const section = page.getByRole("region", { name: "SPA WEEKEND" });
  await expect(section).toBeVisible();
  await expect(section).toContainText("två nätter");
  await expect(section).toContainText("Sen utcheckning kl. 12:00");
  await expect(section.getByRole("link", { name: "Skicka en förfrågan om Spa Weekend" })).toHaveAttribute(
    "href",
    "/booking-inquiry?kategori=relax",
  );

  await page.goto("/en/relax#spaweekend");
  const english = page.getByRole("region", { name: "SPA WEEKEND" });
  await expect(english).toBeInViewport();
  await expect(english.getByRole("link", { name: "Send an inquiry about the Spa Weekend" })).toHaveAttribute(
    "href",
    "/en/booking-inquiry?kategori=relax",
  );
});
