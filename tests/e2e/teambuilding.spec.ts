import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const languages = [
  {
    path: "/teambuilding",
    open: "Se aktivitetsblad",
    title: "Aktivitetsblad",
    close: "Stäng",
    about: "Därför teambuilding hos oss",
    activities: [
      ["Frågesport", "249 kr per person"],
      ["Skattjakt", "249 kr per person"],
      ["Musikquiz", "249 kr per person"],
      ["Femkamp", "249 kr per person"],
      ["Tipspromenad", "249 kr per person"],
      ["Dryckesprovning", "Från 600 kr"],
      ["Escape box", "700 kr"],
      ["Mordgåta", "700 kr"],
    ],
    team: "4–6 personer",
    entertainment: "Underhållning",
    places: [
      ["Skogskåtan", "Upp till 20 personer"],
      ["Grillkåtan", "Upp till 15 personer"],
      ["Vinkällaren", "Upp till 8 personer"],
    ],
  },
  {
    path: "/en/teambuilding",
    open: "See activity sheet",
    title: "Activity sheet",
    close: "Close",
    about: "Why teambuilding with us",
    activities: [
      ["Quiz", "249 SEK per person"],
      ["Treasure hunt", "249 SEK per person"],
      ["Music quiz", "249 SEK per person"],
      ["Pentathlon", "249 SEK per person"],
      ["Tip walk", "249 SEK per person"],
      ["Drinks tasting", "From 600 SEK"],
      ["Escape box", "700 SEK"],
      ["Murder mystery", "700 SEK"],
    ],
    team: "4–6 people",
    entertainment: "Entertainment",
    places: [
      ["The forest hut", "Up to 20 people"],
      ["The grill hut", "Up to 15 people"],
      ["The wine cellar", "Up to 8 people"],
    ],
  },
];

for (const t of languages) {
  test.describe(t.path, () => {
    test("the server renders the about section and the captioned gallery, with no loading text", async ({ request }) => {
      const html = await (await request.get(t.path)).text();
      // The page's own markup (the shell's dictionary, serialised for hydration, holds the chat's loading text).
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(main).toContain(t.about);
      expect(main.match(/<figcaption/g)).toHaveLength(3);
      expect(main).toContain(t.open);
      expect(main).not.toContain("Laddar...");
      expect(main).not.toContain("Loading...");
    });

    test("shows three captioned images", async ({ page }) => {
      await page.goto(t.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Teambuilding");
      const figures = page.getByRole("figure");
      await expect(figures).toHaveCount(3);
      for (const figure of await figures.all()) {
        await expect(figure.locator("figcaption")).not.toBeEmpty();
        await expect(figure.getByRole("img")).toHaveAttribute("alt", /\S/);
      }
    });

    test("the activity sheet lists activities with prices, entertainment and places with capacities", async ({ page }) => {
      await page.goto(t.path);
      await page.getByRole("button", { name: t.open }).click();
      const dialog = page.getByRole("dialog", { name: t.title });
      await expect(dialog).toBeVisible();
      const activities = dialog.getByTestId("sheet-activities").getByRole("listitem");
      await expect(activities).toHaveCount(t.activities.length);
      for (const [i, [name, price]] of t.activities.entries()) {
        await expect(activities.nth(i)).toContainText(name!);
        await expect(activities.nth(i)).toContainText(price!);
      }
      await expect(dialog).toContainText(t.team);
      await expect(dialog.getByRole("heading", { name: t.entertainment })).toBeVisible();
      const places = dialog.getByTestId("sheet-places").getByRole("listitem");
      for (const [i, [name, capacity]] of t.places.entries()) {
        await expect(places.nth(i)).toContainText(name!);
        await expect(places.nth(i)).toContainText(capacity!);
      }
      await dialog.getByRole("button", { name: t.close }).click();
      await expect(dialog).toBeHidden();
    });

    test("the activity sheet opens and closes with the keyboard and returns focus", async ({ page }) => {
      await page.goto(t.path);
      const trigger = page.getByRole("button", { name: t.open });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: t.title });
      await expect(dialog).toBeVisible();
      // Focus stays inside the dialog while tabbing.
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  });
}
