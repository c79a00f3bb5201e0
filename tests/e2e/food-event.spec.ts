import { acceptCookiesUpfront, expect, test } from "./fixtures";

// The hotel's number as app/site.ts writes it (tests/e2e cannot import app code under tsconfig.node.json).
const hotel = { phone: "+46 918 123 40", phoneDisplay: "0918-123 40" };

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

const tel = `tel:${hotel.phone.replace(/[^\d+]/g, "")}`;

for (const { path, title, date, price, image } of [
  {
    path: "/food-event/kraftskiva",
    title: "Kräftskiva",
    date: "Söndag 15 augusti 2027",
    price: "1 550 kr per person",
    image: "Kokta kräftor med krondill på ett fat, med lyktor över bordet",
  },
  {
    path: "/food-event/surstrommingsfest",
    title: "Surströmmingsfest",
    date: "Måndag 16 augusti 2027",
    price: "1 325 kr per person",
    image: "Surströmming med tunnbröd, mandelpotatis, rödlök och gräddfil på ett långbord",
  },
]) {
  test(`${path} shows the event, its price and how to book by phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(date)).toBeVisible();
    await expect(page.getByText(price)).toBeVisible();
    await expect(page.getByRole("img", { name: image })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Kvällen",
      "Det här ingår",
      "Bra att veta",
      "Boka din plats",
    ]);
    await expect(page.getByText("Övernattning på hotellet")).toBeVisible();
    await expect(page.getByText("Frukostbuffé nästa morgon")).toBeVisible();
    await expect(page.getByRole("link", { name: `Ring ${hotel.phoneDisplay}` })).toHaveAttribute("href", tel);
    await page.getByRole("link", { name: "Tillbaka till restaurangen" }).click();
    await expect(page).toHaveURL(/\/restaurant$/);
  });
}

test("the English food events show their prices and phone booking", async ({ page }) => {
  await page.goto("/en/food-event/kraftskiva");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crayfish party");
  await expect(page.getByText("Sunday 15 August 2027")).toBeVisible();
  await expect(page.getByText("1,550 SEK per person")).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "The evening",
    "Included",
    "Good to know",
    "Book your place",
  ]);
  await expect(page.getByRole("link", { name: `Call ${hotel.phone}` })).toHaveAttribute("href", tel);

  await page.goto("/en/food-event/surstrommingsfest");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Surströmming party");
  await expect(page.getByText("Monday 16 August 2027")).toBeVisible();
  await expect(page.getByText("1,325 SEK per person")).toBeVisible();
  await page.getByRole("link", { name: "Back to the restaurant" }).click();
  await expect(page).toHaveURL(/\/en\/restaurant$/);
});

for (const [from, to, heading] of [
  ["/food-event/julbord", /\/restaurant$/, "Restaurangen"],
  ["/en/food-event/julbord", /\/en\/restaurant$/, "The restaurant"],
] as const) {
  test(`an unknown food event (${from}) leads to the restaurant, for now only`, async ({ page }) => {
    // Not a permanent redirect, which a browser would keep though staff may publish the address later.
    const answer = await page.request.get(from, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()["location"]).toMatch(to);
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });
}
