import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const languages = [
  {
    path: "/celebrate",
    inquiry: "/booking-inquiry?kategori=event",
    cards: ["Bröllop", "Möhippa", "Jubileum & födelsedag"],
    cta: "Skicka förfrågan",
  },
  {
    path: "/en/celebrate",
    inquiry: "/en/booking-inquiry?kategori=event",
    cards: ["Wedding", "Hen party", "Anniversary & birthday"],
    cta: "Send an inquiry",
  },
];

for (const t of languages) {
  test.describe(t.path, () => {
    test("shows three celebrations, each leading to an event inquiry", async ({ page }) => {
      await page.goto(t.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { level: 3 })).toHaveText(t.cards);
      for (const card of t.cards) {
        await expect(page.getByRole("link", { name: `${t.cta} – ${card}` })).toHaveAttribute("href", t.inquiry);
      }
      await page.getByRole("link", { name: `${t.cta} – ${t.cards[1]}` }).click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === t.inquiry);
    });
  });
}
