import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { queryLocalD1, uniqueEmail } from "./db";
import { acceptCookiesUpfront, expect, fillLostItemForm } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";

/**
 * A desktop Chrome as visitors have it: Playwright's own "HeadlessChrome" is a robot to `isbot`, so
 * the other specs count nothing. A page counts once per visitor (address and user agent) and day,
 * so each run is a visitor of its own: a token at the end of the user agent, as browsers' add-ons add.
 */
const newPerson = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Visit/${Math.random().toString(36).slice(2, 10)}`;
const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());

function counted(metric: string, subject: string, lang: string): number {
  const [row] = queryLocalD1<{ count: number }>(
    "SELECT count FROM site_counts WHERE day = ? AND metric = ? AND subject = ? AND lang = ?",
    today(),
    metric,
    subject,
    lang,
  );
  return row?.count ?? 0;
}

/**
 * A crawler reads a page, then a person reads the rooms, clicks a room's BOKA NU through to the
 * booking engine and sends the lost-and-found form; the counters (written a few seconds later)
 * show the person's page view, click and form, not the crawler's visit, and so does /staff/statistik.
 */
export async function countsAVisit(page: Page, browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const before = {
    crawled: counted("page_view", "accessibility", "sv"),
    views: counted("page_view", "rooms", "sv"),
    clicks: counted("booking_click", "rooms", "sv"),
    forms: counted("form_accepted", "lost-and-found", "-"),
  };

  const robot = await browser.newContext({ baseURL, userAgent: crawler, javaScriptEnabled });
  await (await robot.newPage()).goto("/tillganglighet");
  await robot.close();

  const visitor = await browser.newContext({ baseURL, userAgent: newPerson(), javaScriptEnabled });
  await visitor.route("https://booking.fjallkallan.se/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Booking</title>" }),
  );
  const guest = await visitor.newPage();
  await acceptCookiesUpfront(guest);
  await guest.goto("/boende");
  const [engine] = await Promise.all([
    guest.waitForEvent("popup"),
    guest
      .locator("article#deluxe")
      .getByRole("link", { name: /BOKA NU/ })
      .click(),
  ]);
  await engine.waitForURL(/^https:\/\/booking\.fjallkallan\.se\//);
  expect(new URL(engine.url()).searchParams.get("room")).toBe("DLX");
  const form = await fillLostItemForm(guest, uniqueEmail("statistik"), "Röd mössa i skidrummet");
  await guest.waitForTimeout(1600);
  await form.getByRole("button", { name: "Skicka efterlysning" }).click();
  await expect(guest.getByRole("heading", { name: "Tack!" })).toBeVisible();
  await visitor.close();

  // At least: the other statistics spec (another project, maybe at the same time) counts the same
  // person's visit, and any spec's lost-and-found form is a form accepted.
  await expect
    .poll(
      () =>
        [
          counted("page_view", "rooms", "sv") - before.views,
          counted("booking_click", "rooms", "sv") - before.clicks,
          counted("form_accepted", "lost-and-found", "-") - before.forms,
        ].every((added) => added >= 1),
      { timeout: 20_000 },
    )
    .toBe(true);
  // Written in the same batch as the person's counts or before them: the crawler's visit is not there.
  expect(counted("page_view", "accessibility", "sv")).toBe(before.crawled);

  await signInAsStaff(page);
  await page.getByRole("link", { name: "Statistik" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Statistik" })).toBeVisible();
  await expectCurrentWeekFirst(page);
  const views = page.getByRole("region", { name: /^Sidvisningar/ });
  await expect(views.getByRole("img", { name: "Sidvisningar, per vecka" })).toBeVisible();
  // Pages by their headings, not their paths.
  await expect(views.getByRole("rowheader", { name: "Boende (svenska)" })).toBeVisible();
  // The person typed the address: a direct visit, entering on the rooms page, on a desktop computer.
  await expect(
    page.getByRole("region", { name: /^Varifrån besökarna kommer/ }).getByRole("rowheader", { name: "Direkt (ingen länk)" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: /^Ingångssidor/ }).getByRole("rowheader", { name: "Boende" })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Enheter/ }).getByRole("rowheader", { name: "Dator" })).toBeVisible();
  // The click through to the engine, by the page it was made on.
  await expect(
    page.getByRole("region", { name: /^Klick till bokningen per sida/ }).getByRole("rowheader", { name: "Boende" }),
  ).toBeVisible();
  // The desk's funnel: the inquiries of the weeks shown, per week and per kind.
  const funnel = page.getByRole("region", { name: /^Bokningsförfrågningar: \d+ mottagna, \d+ besvarade inom 24 h, \d+ bokade$/ });
  await expect(funnel.getByRole("table", { name: "Förfrågningar per vecka" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: /^Klick till bokningen/ }).getByRole("rowheader", { name: "Boende (rummens Boka nu)" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: /^Formulär/ }).getByRole("rowheader", { name: "Kvarglömt: mottagna" })).toBeVisible();

  // Any period beside the same period a year before: this month, by a plain GET form.
  const month = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm", month: "long", year: "numeric" }).format(new Date());
  const choose = page.getByRole("form", { name: "Välj period" });
  await choose.getByLabel("Period", { exact: true }).selectOption("manad");
  await choose.getByRole("button", { name: "Visa", exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/statistik\?period=manad&dag=\d{4}-\d{2}-\d{2}/);
  const compared = page.getByRole("region", { name: new RegExp(`^Jämför: ${month} och `) });
  await expect(compared).toBeVisible();
  await expect(compared.getByRole("row", { name: /^Varifrån besökarna kommer [1-9]\d* / })).toBeVisible();
  // Dates the wrong way round are refused in words, and this week is shown instead.
  await page.goto("/staff/statistik?period=egen&fran=2026-05-01&till=2026-04-01");
  await expect(page.getByRole("alert")).toHaveText("Fråndatum måste vara före tilldatum.");
  await page.goto("/staff/statistik?period=manad");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /Exportera CSV/ }).click();
  const csv = readFileSync((await (await downloading).path())!).toString("utf8");
  expect(csv).toContain(`${today()},Sidvisningar,Boende,svenska,${counted("page_view", "rooms", "sv")}\r\n`);
  expect(csv).toContain(`${today()},Varifrån besökarna kommer,Direkt (ingen länk),–,${counted("source", "direct", "-")}\r\n`);
  expect(csv).toMatch(/,Förfrågningar besvarade inom 24 h,v\. \d+,,\d+\r\n/);
  expect(csv).toContain(`,Varifrån besökarna kommer (${month}),Direkt (ingen länk),,`);
  expect(csv).toContain(`${today()},Klick till bokningen,Boende (rummens Boka nu),svenska,${counted("booking_click", "rooms", "sv")}\r\n`);
}

/**
 * The week so far and the totals come first: at 390 px the summary is on the first screen, and each
 * table's "Totalt" and current week are its first columns, visible before any sideways scroll.
 */
export async function expectCurrentWeekFirst(page: Page) {
  const now = page.getByRole("region", { name: /^Den här veckan/ });
  await expect(now).toBeInViewport();
  await expect(now.getByText("Median tid till svar")).toBeVisible();
  const table = page.getByRole("region", { name: /^Sidvisningar/ }).getByRole("table");
  const headings = await table.getByRole("columnheader").allTextContents();
  expect(headings.slice(0, 3)).toEqual(["Vad", "Totalt", headings[2]!]);
  expect(headings[2]).toMatch(/^v\. \d+$/);
  const width = page.viewportSize()!.width;
  const total = await table.getByRole("columnheader", { name: "Totalt" }).boundingBox();
  expect(total!.x + total!.width).toBeLessThanOrEqual(width);
  // The page itself never scrolls sideways; only a wide table does, inside its box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}
