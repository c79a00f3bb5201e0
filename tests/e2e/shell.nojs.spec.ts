import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

/** An element's background colour as the screen gets it (red, green, blue, alpha; 0-255), whatever space it is written in. */
function backgroundOf(element: Locator) {
  return element.evaluate((node) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(node).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
}
const forest900 = [18, 38, 28, 255];

// The site without JavaScript (and before it runs): what a control would show is on the page, and
// a control that needs a script to do anything is not shown (issue 30).

test("scrolled, the header has its solid background, so its white logo and menu stay readable", async ({ page }) => {
  await page.goto("/relax");
  const header = page.locator("header").first();
  // Clear over the hero at the top, as with scripts.
  expect((await backgroundOf(header))[3]).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => backgroundOf(header)).toEqual(forest900);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await backgroundOf(header))[3]).toBe(0);
});

test("with reduced motion too, the scrolled header is solid", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/en/restaurant");
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => backgroundOf(page.locator("header").first())).toEqual(forest900);
});

test("home: every gallery tile has its picture, the ticker's offers are links, and no slideshow button", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" }); // the ticker stands still
  await page.goto("/");
  const tiles = page.locator("a[data-tile]");
  await expect(tiles).toHaveCount(5);
  for (const tile of await tiles.all()) {
    await tile.scrollIntoViewIfNeeded();
    await expect(tile.locator("img")).toHaveJSProperty("complete", true);
    expect(await tile.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByRole("button", { name: "Pausa bildspelet" })).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  const ticker = page.getByTestId("ticker");
  await expect(ticker.getByRole("link", { name: "Boka paketet Härliga fredag" })).toHaveAttribute("href", "/packages#harliga-fredag");
  await ticker.getByRole("link", { name: "Spaweekend – värme, bad och vila" }).click();
  await expect(page).toHaveURL(/\/relax$/);
});

test("filters that need a script are not shown; every card they would choose from is", async ({ page }) => {
  await page.goto("/activities");
  await expect(page.getByRole("group", { name: "Välj årstid" })).toBeHidden();
  const activities = page.locator("#aktiviteter ~ ul > li");
  expect(await activities.count()).toBeGreaterThan(3);
  for (const card of await activities.all()) await expect(card).toBeVisible();

  await page.goto("/blog");
  await expect(page.getByRole("group")).toBeHidden();
  const articles = page.locator("#artiklar ~ ul > li");
  expect(await articles.count()).toBeGreaterThan(3);
  for (const card of await articles.all()) await expect(card).toBeVisible();

  await page.goto("/packages");
  await expect(page.getByRole("tablist")).toBeHidden();
  await expect(page.locator("#harliga-fredag")).toBeVisible();

  await page.goto("/nature");
  await expect(page.getByRole("button", { name: "Pausa bildspelet" })).toBeHidden();
});

test("the map: Visa kartan opens it on Google Maps' own page instead of a button that cannot load it", async ({ page }) => {
  await page.goto("/hitta-till-oss");
  await expect(page.getByRole("button", { name: "Visa kartan" })).toBeHidden();
  const link = page.getByRole("link", { name: /^Visa kartan/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\?q=/);
  await expect(link).toHaveAttribute("target", "_blank");
});

test("the business inquiry: choosing Fest & event hides the conference's own fields", async ({ page }) => {
  await page.goto("/booking-inquiry?typ=foretag");
  const form = page.locator("#business-inquiry");
  await expect(form.getByLabel("Typ av konferens")).toBeVisible();
  await form.getByText("Fest & event", { exact: true }).click();
  await expect(form.getByRole("radio", { name: "Fest & event" })).toBeChecked();
  await expect(form.getByLabel("Typ av konferens")).toBeHidden();
  await expect(form.getByText("Måltider", { exact: true })).toBeHidden();
  await form.getByText("Konferens", { exact: true }).click();
  await expect(form.getByLabel("Typ av konferens")).toBeVisible();
});

test("Cookieinställningar, which brings back a banner that needs scripts, is not offered", async ({ page }) => {
  await page.goto("/villkor?tab=website");
  const buttons = page.locator("button[data-cookie-settings]");
  expect(await buttons.count()).toBeGreaterThan(1); // the footer's and the website terms'
  for (const button of await buttons.all()) await expect(button).toBeHidden();
});
