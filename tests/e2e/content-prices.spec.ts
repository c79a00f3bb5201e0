import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";

/** Today in Sweden (and `days` later), as the pages choose a price. */
const swedishToday = (days = 0) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date(Date.now() + days * 86_400_000));

/** "29 november 2026": how the relax page writes the day a price starts. */
const longSwedishDay = (iso: string) =>
  new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T12:00:00Z`),
  );

async function publish(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  const status = page.getByRole("status");
  await expect(status).toContainText("Publicerad (version");
  return Number(/version (\d+)/.exec((await status.textContent())!)![1]);
}

/** Puts the item back as it was before the test: "Återställ" of the version before the test's publish. */
async function restore(page: Page, history: string, version: number) {
  await page.goto(history);
  await page.getByRole("button", { name: `Återställ version ${version - 1}` }).click();
  await expect(page.getByRole("status")).toContainText("Återställd");
}

/**
 * Issue 36: staff set the standard room's new price from today; /boende shows it in both languages
 * and its structured data offers it, and the staff list names it. Restored afterwards.
 */
test("a room's new price from today shows on /boende in both languages and in the JSON-LD", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto("/staff/content");
  const rooms = page.getByRole("region", { name: "Rum", exact: true });
  await expect(rooms.getByRole("listitem").filter({ hasText: "Standardrum" })).toContainText(/Pris: 1\s545\skr/);
  await expect(rooms.getByRole("button", { name: "Skapa" })).toHaveCount(0);
  await rooms.getByRole("link", { name: "Standardrum" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rum: Standardrum");
  await expect(page.getByRole("button", { name: "Ta bort" })).toHaveCount(0);
  await page.getByLabel(/^Pris per person och natt, från: nytt pris \(kronor\)/).fill("1620");
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByText("Skriv både det nya priset och dagen det gäller från, eller lämna båda tomma.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Pris per person och natt, från: nytt pris gäller från/).fill(swedishToday());
  // The preview is the page's own room card, in both languages, at today's price.
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  const preview = page.getByRole("region", { name: "Förhandsgranskning (inte publicerad)" });
  await expect(preview.getByTestId("room-price")).toHaveText([
    /^Från 1\s620\skr per person och natt$/,
    /^From 1,620\sSEK per person per night$/,
  ]);
  await expect(preview.getByRole("heading", { name: "Standard room" })).toBeVisible();
  await expectNoAxeViolations(page);
  const version = await publish(page);
  try {
    await page.goto("/boende");
    const standard = page.locator("article#standard");
    await expect(standard.getByTestId("room-price")).toHaveText(/^Från 1\s620\skr per person och natt$/);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(" ");
    expect(jsonLd).toContain('"@type":"Offer","price":1620,"priceCurrency":"SEK","name":"Per person och natt"');
    expect(jsonLd).not.toContain('"price":1545');
    await page.goto("/en/boende");
    await expect(page.locator("article#standard").getByTestId("room-price")).toHaveText(/^From 1,620\sSEK per person per night$/);
    await page.goto("/vanliga-fragor");
    await expect(page.getByRole("main")).toContainText(/Standardrum kostar från 1\s620\skr per person/);
    await page.goto("/staff/content");
    await expect(rooms.getByRole("listitem").filter({ hasText: "Standardrum" })).toContainText(/Pris: 1\s620\skr/);
  } finally {
    await restore(page, "/staff/content/room/standard/history", version);
  }
  await page.goto("/boende");
  await expect(page.locator("article#standard").getByTestId("room-price")).toHaveText(/^Från 1\s545\skr per person och natt$/);
});

/**
 * Issue 36: staff set a gift card tier's new amount from today; /presentkort shows it in both
 * languages (its buy button too), the FAQ quotes it and the staff list names it. Restored afterwards.
 */
test("a gift card's new amount from today shows on /presentkort in both languages", async ({ page }) => {
  await signInAsStaff(page);
  await page.goto("/staff/content");
  const cards = page.getByRole("region", { name: "Presentkort", exact: true });
  await expect(cards.getByRole("listitem").filter({ hasText: "En dag i spat" })).toContainText(/Pris: 1\s500\skr/);
  await expect(cards.getByRole("button", { name: "Skapa" })).toHaveCount(0);
  await cards.getByRole("link", { name: "En dag i spat" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Presentkort: En dag i spat");
  await page.getByLabel(/^Belopp: nytt pris \(kronor\)/).fill("1600");
  await page.getByLabel(/^Belopp: nytt pris gäller från/).fill(swedishToday());
  // The preview is the page's own card, in both languages, at today's amount.
  await page.getByRole("button", { name: "Förhandsgranska" }).click();
  const preview = page.getByRole("region", { name: "Förhandsgranskning (inte publicerad)" });
  await expect(preview.getByText(/^1\s600\skr$/)).toBeVisible();
  await expect(preview.getByText(/^1,600\sSEK$/)).toBeVisible();
  await expect(preview.getByRole("heading", { name: "A day at the spa" })).toBeVisible();
  await expectNoAxeViolations(page);
  const version = await publish(page);
  try {
    await page.goto("/presentkort");
    const tier = page.getByTestId("gift-card-1500");
    await expect(tier).toContainText(/1\s600\skr/);
    await expect(tier).not.toContainText(/1\s500\skr/);
    await expect(tier.getByRole("link", { name: /Köp presentkort – 1\s600\skr/ })).toBeVisible();
    await page.goto("/en/presentkort");
    await expect(page.getByTestId("gift-card-1500")).toContainText(/1,600\sSEK/);
    await page.goto("/vanliga-fragor");
    await expect(page.getByRole("main")).toContainText(/Presentkort finns på 600\skr, 1\s600\skr och 3\s000\skr/);
    await page.goto("/en/service-utbud");
    await expect(page.getByRole("main")).toContainText(/Gift cards of 600\sSEK, 1,600\sSEK, 3,000\sSEK or an amount/);
    await page.goto("/staff/content");
    await expect(cards.getByRole("listitem").filter({ hasText: "En dag i spat" })).toContainText(/Pris: 1\s600\skr/);
  } finally {
    await restore(page, "/staff/content/gift-card/gift-card-1500/history", version);
  }
  await page.goto("/presentkort");
  await expect(page.getByTestId("gift-card-1500")).toContainText(/1\s500\skr/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  /**
   * Issue 36: next season's price entered ahead. The massage's new price from tomorrow: today the
   * relax page still quotes today's, with a line saying what it costs from tomorrow.
   */
  test("a treatment's next price from tomorrow: today's price still shows, with the coming one", async ({ page }) => {
    const tomorrow = swedishToday(1);
    await signInAsStaff(page);
    await page.goto("/staff/content");
    await page.getByRole("region", { name: "Behandlingar" }).getByRole("link", { name: "Klassisk massage" }).click();
    await page.getByLabel(/^Längd 2: pris: nytt pris \(kronor\)/).fill("1150");
    await page.getByLabel(/^Längd 2: pris: nytt pris gäller från/).fill(tomorrow);
    const version = await publish(page);
    try {
      await page.goto("/relax");
      const massage = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Klassisk massage" }) });
      const fifty = massage.locator("dl > div").filter({ hasText: "50 min" });
      await expect(fifty.locator("dd")).toHaveText(new RegExp(`^1\\s050\\skr1\\s150\\skr från ${longSwedishDay(tomorrow)}$`));
      await page.goto("/en/relax");
      await expect(
        page
          .getByRole("article")
          .filter({ has: page.getByRole("heading", { name: "Classic massage" }) })
          .locator("dl > div")
          .filter({ hasText: "50 min" }),
      ).toContainText(/1,050\sSEK1,150\sSEK from \d{1,2} [A-Z][a-z]+ \d{4}/);
      await page.goto("/staff/content");
      await expect(
        page.getByRole("region", { name: "Behandlingar" }).getByRole("listitem").filter({ hasText: "Klassisk massage" }),
      ).toContainText(/Pris: 499\skr · 1\s050\skr, 1\s150\skr från \d{1,2} \S+ \d{4}/);
    } finally {
      await restore(page, "/staff/content/treatment/classic-massage/history", version);
    }
  });
});
