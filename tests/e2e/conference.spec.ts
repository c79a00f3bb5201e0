import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const conference = [
  {
    path: "/conference",
    prefix: "",
    facts: [
      ["8", "konferensrum"],
      ["2–100", "personer per mötesrum"],
      ["08:00–16:00", "dagskonferens"],
    ],
    minimum: "Minsta antal deltagare är 2–8 personer, beroende på aktivitet.",
    links: [
      ["Till restaurangen", "/restaurant"],
      ["Läs om teambuilding", "/teambuilding"],
      ["Se aktiviteter", "/activities"],
    ],
  },
  {
    path: "/en/conference",
    prefix: "/en",
    facts: [
      ["8", "conference rooms"],
      ["2–100", "people per meeting room"],
      ["08:00–16:00", "day conference"],
    ],
    minimum: "The minimum number of participants is 2–8, depending on the activity.",
    links: [
      ["To the restaurant", "/restaurant"],
      ["Read about teambuilding", "/teambuilding"],
      ["See activities", "/activities"],
    ],
  },
];

for (const t of conference) {
  test.describe(t.path, () => {
    test("shows the conference rooms, meeting room sizes, hours and the activity minimum", async ({ page }) => {
      await page.goto(t.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const facts = page.getByTestId("conference-facts");
      for (const [value, label] of t.facts) {
        await expect(facts.getByRole("definition").filter({ hasText: new RegExp(`^${value}$`) })).toBeVisible();
        await expect(facts).toContainText(label!);
      }
      await expect(page.getByText(t.minimum)).toBeVisible();
    });

    test("links on to the restaurant, teambuilding and activities", async ({ page }) => {
      await page.goto(t.path);
      for (const [name, target] of t.links) {
        await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", `${t.prefix}${target}`);
      }
      await page.getByRole("link", { name: t.links[1]![0], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/teambuilding$`));
    });
  });
}

const packages = [
  {
    path: "/conference-packages",
    inquiry: "/booking-inquiry?typ=foretag",
    heroCta: "Skicka bokningsförfrågan",
    inquiryName: /^Bokningsförfrågan/,
    day: ["Dagskonferens", "08:00–16:00", "Från 910 kr per person exkl. moms"],
    lunch: ["Lunch till lunch (12–12)", "Dag 1 kl. 12:00 – dag 2 kl. 13:00", "Pris på förfrågan", "Ankomst kl. 12:00", "avslut kl. 13:00"],
    rooms: "mötesrum för 2–100 personer",
  },
  {
    path: "/en/conference-packages",
    inquiry: "/en/booking-inquiry?typ=foretag",
    heroCta: "Send a booking inquiry",
    inquiryName: /^Booking inquiry/,
    day: ["Day conference", "08:00–16:00", "From 910 SEK per person excl. VAT"],
    lunch: ["Lunch to lunch (12–12)", "Day 1 at 12:00 – day 2 at 13:00", "Price on request", "Arrival at 12:00", "close at 13:00"],
    rooms: "meeting rooms for 2–100 people",
  },
];

for (const t of packages) {
  test.describe(t.path, () => {
    test("shows the day conference at 910 kr and the 12–12 package with its times", async ({ page }) => {
      await page.goto(t.path);
      for (const text of t.day) await expect(page.getByTestId("day-conference")).toContainText(text);
      for (const text of t.lunch) await expect(page.getByTestId("lunch-to-lunch")).toContainText(text);
      await expect(page.getByText(t.rooms)).toBeVisible();
    });

    test("the hero and both packages lead to a business booking inquiry", async ({ page }) => {
      await page.goto(t.path);
      const hero = page.getByRole("link", { name: t.heroCta });
      await expect(hero).toHaveAttribute("href", t.inquiry);
      for (const id of ["day-conference", "lunch-to-lunch"]) {
        await expect(page.getByTestId(id).getByRole("link", { name: t.inquiryName })).toHaveAttribute("href", t.inquiry);
      }
      await page.getByTestId("lunch-to-lunch").getByRole("link", { name: t.inquiryName }).click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === t.inquiry);
    });
  });
}
