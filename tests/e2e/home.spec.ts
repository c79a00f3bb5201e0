import { clickOutTarget } from "./click-out";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

test.describe("home (Swedish)", () => {
  test("the hero has twelve slides, a high-priority first image and both booking buttons", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fjällkällan Hotell & Spa");
    const hero = page.getByTestId("hero-slideshow");
    await expect(hero.locator("[data-slide-index]")).toHaveCount(12);
    await expect(hero.locator("img").first()).toHaveAttribute("fetchpriority", "high");

    const stay = page.getByRole("link", { name: /BOKA VISTELSE/ });
    await expect(stay).toHaveAttribute("href", /^\/go\/booking\?from=hero&/);
    expect(clickOutTarget(await stay.getAttribute("href")).toString()).toMatch(/^https:\/\/[^/]+\/search\?channel=[^&]+&lang=sv$/);
    await expect(stay).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "BOKA KONFERENS" })).toHaveAttribute("href", "/booking-inquiry?typ=foretag");
  });

  test("the about band counts 40 rooms, 8 conference rooms and 100% harmony", async ({ page }) => {
    await page.goto("/");
    const about = page.getByRole("region", { name: "Om Fjällkällan" });
    await expect(about.getByRole("definition")).toHaveText(["40", "8", "100%"]);
    await expect(about.getByRole("term")).toHaveText(["rum", "konferensrum", "harmoni"]);
  });

  test("experiences all year round lead on to the activities", async ({ page }) => {
    await page.goto("/");
    const experiences = page.getByRole("region", { name: "Upplevelser året runt" });
    await expect(experiences.getByRole("heading", { level: 3 })).toHaveText(["Vår", "Sommar", "Höst", "Vinter"]);
    await expect(experiences.getByRole("link", { name: "Se alla aktiviteter" })).toHaveAttribute("href", "/activities");
  });

  test("the gallery links to five pages and loads its images only when scrolled near", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/");
    // Hydrated (the chat button is client-only) and settled, with the gallery far below the fold.
    await page.getByRole("button", { name: "Öppna hjälpen" }).waitFor();
    await page.waitForTimeout(700);

    const gallery = page.getByRole("region", { name: "Upptäck mer" });
    const tiles = gallery.getByRole("link");
    await expect(tiles).toHaveCount(5);
    const paths = ["/nature", "/relax", "/restaurant", "/activities", "/conference"];
    for (const [index, path] of paths.entries()) await expect(tiles.nth(index)).toHaveAttribute("href", path);
    await expect(gallery.locator("img")).toHaveCount(0);
    expect(requested.filter((url) => /trail/.test(url))).toEqual([]);

    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.locator("img")).toHaveCount(5);
    const adventure = gallery.locator('[data-tile="adventures"] img');
    await expect.poll(() => adventure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(requested.some((url) => /trail/.test(url))).toBe(true);
  });

  test("a gallery tile shows its description on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/");
    const gallery = page.getByRole("region", { name: "Upptäck mer" });
    const nature = gallery.locator('[data-tile="nature"]');
    const natureText = nature.getByText("Skog, sjöar och en källa som aldrig fryser", { exact: false });
    await expect(natureText).toBeHidden();
    await nature.hover();
    await expect(natureText).toBeVisible();

    await page.mouse.move(0, 0);
    const relaxText = gallery.locator('[data-tile="relax"]').getByText("Uppvärmd bassäng, bastu och lounge", { exact: false });
    await expect(relaxText).toBeHidden();
    await nature.focus();
    await page.keyboard.press("Tab");
    await expect(gallery.locator('[data-tile="relax"]')).toBeFocused();
    await expect(relaxText).toBeVisible();
  });

  test("popular packages show the day conference, LEISURE and the weekend package, each linking to its card", async ({ page }) => {
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Populära paket" });
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText(["DAGSKONFERENS", "LEISURE", "WEEKENDPAKET"]);
    const hrefs = await featured.locator("[data-package]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/packages#dagskonferens", "/packages#leisure", "/packages#weekendpaket"]);
    await expect(featured).toContainText("Från 910 kr per person exkl. moms");
    await expect(featured).toContainText("Från 1 525 kr per person och natt");
    await expect(featured).toContainText("Från 1 580 kr per person och natt");

    await featured.locator('[data-package="302"]').click();
    await expect(page).toHaveURL(/\/packages#leisure$/);
    await expect(page.locator("#leisure")).toBeInViewport();
  });
});

test.describe("home (English)", () => {
  test("/en shows the same page in English", async ({ page }) => {
    await page.goto("/en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fjällkällan Hotell & Spa");
    await expect(page.getByTestId("hero-slideshow").locator("[data-slide-index]")).toHaveCount(12);

    const stay = page.getByRole("link", { name: /BOOK STAY/ });
    expect(clickOutTarget(await stay.getAttribute("href")).toString()).toMatch(/^https:\/\/[^/]+\/search\?channel=[^&]+&lang=en$/);
    await expect(stay).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "BOOK CONFERENCE" })).toHaveAttribute("href", "/en/booking-inquiry?typ=foretag");

    const about = page.getByRole("region", { name: "About Fjällkällan" });
    await expect(about.getByRole("definition")).toHaveText(["40", "8", "100%"]);
    await expect(about.getByRole("term")).toHaveText(["rooms", "conference rooms", "harmony"]);

    const experiences = page.getByRole("region", { name: "Experiences all year round" });
    await expect(experiences.getByRole("link", { name: "See all activities" })).toHaveAttribute("href", "/en/activities");

    const tiles = page.getByRole("region", { name: "Discover more" }).getByRole("link");
    const paths = ["/en/nature", "/en/relax", "/en/restaurant", "/en/activities", "/en/conference"];
    for (const [index, path] of paths.entries()) await expect(tiles.nth(index)).toHaveAttribute("href", path);

    const featured = page.getByRole("region", { name: "Popular packages" });
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText(["DAY CONFERENCE", "LEISURE", "WEEKEND PACKAGE"]);
    const hrefs = await featured.locator("[data-package]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/en/packages#dagskonferens", "/en/packages#leisure", "/en/packages#weekendpaket"]);
    await expect(featured).toContainText("From 1,580 SEK per person per night");
  });
});

test("the home page's text parts load no script on first view, and a link from another page still shows them", async ({ page }) => {
  // The about band's markup (its heading id) is code only a navigation to the home page needs (app/rendering/server-rendered.tsx, partsModule).
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("region", { name: "Om Fjällkällan" })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((body) => /[`"']om-oss[`"']/.test(body))).toEqual([]);

  await page.goto("/hitta-till-oss");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Till startsidan/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fjällkällan Hotell & Spa");
  await expect(page.getByRole("region", { name: "Om Fjällkällan" }).getByRole("definition")).toHaveText(["40", "8", "100%"]);
  await expect(page.getByRole("region", { name: "Populära paket" }).getByRole("heading", { level: 3 })).toHaveCount(3);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
