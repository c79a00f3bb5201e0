import type { Page } from "@playwright/test";
import { weekendPanelText } from "./weekend-menu";
import { expect, storeCookieChoice, test } from "./fixtures";

/**
 * A page whose text is render-only (app/rendering/render-only.ts, decision 022) shows it twice over: kept
 * as the server wrote it on a document load, rendered by the browser from a client navigation's
 * data. Both must be the same page. The language link navigates in the router, so each page is
 * opened in English directly and then reached from Swedish by that link, and the two `<main>`s
 * compared without what differs between two renders anyway: the `<server-rendered>` wrapper,
 * React's ids and markers, form keys, attribute order (React sets some attributes after creating
 * an element), whether the form's checks have loaded, and a hero slideshow's slides.
 */
function comparable(html: string): string {
  return html
    .replace(/<\/?server-rendered[^>]*>/g, "")
    .replace(/<!--[^>]*-->/g, "")
    .replace(/(?:radix-)?_R_\w+_/g, "ID")
    .replace(/ (?:style|data-validation)="[^"]*"/g, "")
    .replace(/(name="_(?:key|rendered)"[^>]*value=")[^"]*"/g, '$1"')
    .replace(/(value=")[^"]*("[^>]*name="_(?:key|rendered)")/g, "$1$2")
    .replace(/<([\w-]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*>/g, (_tag, name: string, attributes: string) => {
      return `<${name} ${(attributes.match(/[^\s=>]+(?:="[^"]*")?/g) ?? []).sort().join(" ")}>`;
    })
    .replace(/></g, ">\n<");
}

/** `<main>`'s markup without a hero slideshow's slides, which turn and load by the clock, not by how the page came. */
const mainHtml = (page: Page) =>
  page.getByRole("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const slide of copy.querySelectorAll("[data-slide-index]")) slide.remove();
    return copy.innerHTML;
  });

for (const path of [
  "/packages",
  "/booking-inquiry",
  "/lediga-jobb",
  "/kvarglomt",
  "/activities",
  "/relax",
  "/teambuilding",
  "/weekly-menu",
  "/restaurant",
  "/food-event/kraftskiva",
  "/blog",
  "/hitta-till-oss",
  "/vanliga-fragor",
]) {
  test(`${path}: a client navigation renders the page a document load shows`, async ({ page }) => {
    await page.goto(`/en${path}`);
    await page.waitForLoadState("networkidle");
    const loaded = comparable(await mainHtml(page));

    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: "In English (EN)" }).click();
    await expect(page).toHaveURL(new RegExp(`/en${path}$`));
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => "sameDocument" in window), "followed in the router, not as a new document").toBe(true);
    await expect.poll(async () => comparable(await mainHtml(page))).toBe(loaded);
  });
}

test("render-only pages reached by links show all their text, and their widgets work on it", async ({ page }) => {
  // Cookies declined: the find-us page shows its map's click-to-load panel, whose text is render-only too.
  await storeCookieChoice(page, false);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const menu = page.getByRole("navigation", { name: "Huvudmeny" });
  const footer = page.getByRole("contentinfo");
  const cards = page.getByRole("main").getByRole("heading", { level: 3 });

  // The weekly menu: the tabs came hydrated, the dishes and the table booking with the navigation.
  await footer.getByRole("link", { name: "Veckans meny" }).click();
  await expect(page).toHaveURL(/\/weekly-menu$/);
  await expect(page.getByRole("tabpanel")).toContainText("Lunch 220:- inklusive salladsbuffé");
  await page.getByRole("tab", { name: "Helg" }).click();
  await expect(page.getByRole("tabpanel")).toContainText(weekendPanelText.sv);
  await expect(page.getByRole("region", { name: "Boka bord" }).getByRole("link", { name: "Skicka en bordsförfrågan" })).toBeVisible();

  await menu.getByRole("link", { name: "Restaurang", exact: true }).click();
  await expect(page).toHaveURL(/\/restaurant$/);
  await expect(page.getByRole("region", { name: "Husmanskost & Helgerbjudanden" })).toContainText("345 kr");
  await expect(cards.first()).toHaveText("Lokala råvaror");

  await page.getByRole("link", { name: "Kräftskiva" }).click();
  await expect(page).toHaveURL(/\/food-event\/kraftskiva$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kräftskiva");
  await expect(page.getByText("1 550 kr per person")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /^Ring 0918-123 40/ })).toBeVisible();

  // The magazine: every card, and the filter still narrows them.
  await footer.getByRole("link", { name: "Magasinet" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards).toHaveCount(9);
  await page.getByRole("group", { name: "Välj kategori" }).getByRole("button", { name: "Natur", exact: true }).click();
  await expect(cards).toHaveText(["Elljusspåret – tre kilometer ljus i vintermörkret", "Norrsken över Norsjö", "Hösten i skogen"]);

  await menu.getByRole("link", { name: "Kontakt", exact: true }).click();
  await expect(page).toHaveURL(/\/hitta-till-oss$/);
  await expect(page.getByRole("region", { name: "Avstånd" })).toContainText("183 km");
  await expect(page.getByRole("region", { name: "Så hittar du hit" })).toBeVisible();
  await expect(page.getByText("Kartan visas från Google Maps, en tjänst från tredje part som sätter cookies")).toBeVisible();

  expect(await page.evaluate(() => "sameDocument" in window), "followed in the router, not as new documents").toBe(true);
});
