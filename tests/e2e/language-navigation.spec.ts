import type { Page } from "@playwright/test";
import { acceptCookiesUpfront, english, expect, routePaths, test } from "./fixtures";

// A visitor mostly moves between pages without a new document: the logo, the menu, the toggle and
// in-page links are followed in the router, which asks the server for the next page's data
// (`/en.data` for the English home page). Each page reached that way must be the page a full load
// gives: its language, its heading, the toggle for the other language and a menu in its language.

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

type Lang = "sv" | "en";

const toggleName = { sv: "In English (EN)", en: "På svenska (SV)" } as const;
const menuName = { sv: "Huvudmeny", en: "Main menu" } as const;
const logoName = { sv: /Till startsidan$/, en: /To the home page$/ } as const;

/** Marks the current document, so a check can tell a client-side navigation from a new page load. */
async function markDocument(page: Page) {
  await page.locator("html[data-hydrated]").waitFor();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

/** The heading a full page load of `path` shows, read from the server's HTML. */
async function headingOf(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
  return heading
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

async function expectPageIn(page: Page, lang: Lang, heading?: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  if (heading !== undefined) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByRole("link", { name: toggleName[lang] }).first()).toBeVisible();
  const menuLinks = await page
    .getByRole("navigation", { name: menuName[lang] })
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(menuLinks.length).toBeGreaterThan(3);
  for (const href of menuLinks) {
    if (href.startsWith("/go/")) continue; // a counted click-out to the gift-card shop
    if (lang === "en") expect(href).toMatch(/^\/en(\/|$)/);
    else expect(href).not.toMatch(/^\/en(\/|$)/);
  }
}

/** Follows a link to `path` in the router, as a link of the page would be followed. */
async function navigateInPage(page: Page, path: string) {
  await page.evaluate((to) => {
    const link = document.createElement("a");
    link.href = to;
    link.dataset.discover = "true";
    link.textContent = "test link";
    document.body.append(link);
    link.click();
    link.remove();
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

for (const lang of ["sv", "en"] as const) {
  test(`every screen reached without a new document is in ${lang === "sv" ? "Swedish" : "English"}`, async ({ page }) => {
    test.slow();
    const paths = routePaths.map((path) => (lang === "en" ? english(path) : path));
    const start = lang === "en" ? "/en/relax" : "/relax";
    await page.goto(start);
    await markDocument(page);
    // Home last but one, so the home page's own data request is reached from another page too.
    for (const path of [...paths.filter((p) => p !== start), start]) {
      const heading = await headingOf(page, path);
      await navigateInPage(page, path);
      await expectPageIn(page, lang, heading);
    }
    await expectSameDocument(page);
  });
}

test("the toggle on the Swedish home page gives the English home page, and back", async ({ page }) => {
  await page.goto("/");
  await markDocument(page);
  const englishHeading = await headingOf(page, "/en");
  await page.getByRole("link", { name: toggleName.sv }).first().click();
  await expect(page).toHaveURL(/\/en$/);
  await expectPageIn(page, "en", englishHeading);
  await page.getByRole("link", { name: toggleName.en }).first().click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expectPageIn(page, "sv", await headingOf(page, "/"));
  await expectSameDocument(page);
});

test("the logo on an English page leads to the English home page", async ({ page }) => {
  await page.goto("/en/restaurang");
  await markDocument(page);
  await page.getByRole("link", { name: logoName.en }).first().click();
  await expect(page).toHaveURL(/\/en$/);
  await expectPageIn(page, "en", await headingOf(page, "/en"));
  await expectSameDocument(page);
});

test("the English not-found page's home link leads to the English home page", async ({ page }) => {
  await page.goto("/en/no-such-page");
  await markDocument(page);
  await page
    .getByRole("main")
    .getByRole("link", { name: /home page/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en$/);
  await expectPageIn(page, "en", await headingOf(page, "/en"));
});

test("a stored English choice without its cookie restores the English home page", async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem("language", "en"));
  await page.goto("/");
  await expect(page).toHaveURL(/\/en$/);
  await expectPageIn(page, "en", await headingOf(page, "/en"));
  expect((await context.cookies()).find((c) => c.name === "language")?.value).toBe("en");
});

test("a newsletter sign-up on the English home page keeps the page in English", async ({ page }) => {
  await page.goto("/en");
  await markDocument(page);
  const footer = page.locator("footer");
  // The form refuses posts sent faster than a person types (app/forms/form-key.server.ts).
  await page.waitForTimeout(1600);
  await footer.getByLabel("Your e-mail address").fill(`en-home-${Date.now()}@example.com`);
  await footer.getByRole("button", { name: "SUBSCRIBE" }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText("Thank you for subscribing!");
  await expectPageIn(page, "en", await headingOf(page, "/en"));
  await expectSameDocument(page);
});
