import type { Page } from "@playwright/test";
import { acceptCookiesUpfront, english, expect, imagesMissingAttributes, test } from "./fixtures";

const hero = (page: Page) => page.getByTestId("hero-slideshow");
const slide = (page: Page, index: number) => hero(page).locator(`[data-slide-index="${index}"]`);

/**
 * From here on the page's timers move only when the test moves them. `clock.install()` lets time
 * flow so that the page can hydrate (its scripts start after a painted frame,
 * app/rendering/first-view.server.ts); on a busy machine the slideshow could otherwise advance before the
 * test looks. `pauseAt` stops time before it checks the target, so if the page's clock already
 * passed it, time is stopped where it is instead.
 */
async function stopTime(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 250).catch(async () => page.clock.pauseAt(await page.evaluate(() => Date.now())));
}

/**
 * The hero's pictures beyond the first two mount 500 ms after hydration; wait until they have. On
 * a machine running two browsers and workerd on two cores that timer has fired late, so this waits
 * longer than an assertion's usual 10 s.
 */
async function waitForAllSlides(page: Page) {
  const slides = await hero(page).locator("[data-slide-index]").count();
  await expect(hero(page).locator("img")).toHaveCount(slides, { timeout: 20_000 });
}

test.describe("pictures on the home page", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesUpfront(page);
  });

  for (const path of ["/", english("/")]) {
    test(`every picture has width, height and alt, and loads from this site (${path})`, async ({ page }) => {
      const failed: string[] = [];
      page.on("response", (response) => {
        if (response.url().includes("/images/") && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(path);
      await waitForAllSlides(page);
      expect(await imagesMissingAttributes(page)).toEqual([]);
      // Pictures that say something have a text in the page's language; only hidden slides are blank.
      const first = slide(page, 0).locator("img");
      await expect(first).toHaveAttribute("alt", /\S/);
      expect(failed).toEqual([]);
    });

    test(`the first hero picture is the preloaded, high-priority one and the rest wait (${path})`, async ({ page }) => {
      await page.goto(path);
      const first = slide(page, 0).locator("img");
      await expect(first).toHaveAttribute("fetchpriority", "high");
      await expect(first).not.toHaveAttribute("loading", "lazy");
      const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
      await expect(preload).toHaveCount(1);
      await expect(preload).toHaveAttribute("imagesrcset", /\/images\/[a-z-]+-480\.avif 480w/);
      // It arrives as AVIF at a width that suits the screen, and in full.
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/[a-z-]+-\d+\.avif$/);
      // The hero's other pictures wait their turn.
      await waitForAllSlides(page);
      const others = hero(page).locator('[data-slide-index]:not([data-slide-index="0"]) img');
      expect(await others.count()).toBeGreaterThan(0);
      expect(await others.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).loading))).toEqual(
        Array.from({ length: await others.count() }, () => "lazy"),
      );
    });

    test(`pictures below the fold are lazy (${path})`, async ({ page }) => {
      await page.goto(path);
      await waitForAllSlides(page);
      const belowTheFold = await page.locator("img").evaluateAll((imgs) =>
        imgs
          .filter((img) => img.getBoundingClientRect().top >= window.innerHeight)
          .filter((img) => (img as HTMLImageElement).loading !== "lazy")
          .map((img) => img.outerHTML.slice(0, 160)),
      );
      expect(belowTheFold).toEqual([]);
    });
  }

  test("until a picture arrives, its place shows a soft gradient of its own colours", async ({ page }) => {
    // Hold every picture back, as a slow connection would; the page itself arrives.
    await page.route("**/images/**", () => {});
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const first = slide(page, 0).locator("img");
    await expect(first).toBeVisible();
    expect(await first.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
    const placeholders = await page.locator("picture img").evaluateAll((imgs) =>
      imgs.map((img) => {
        const style = getComputedStyle(img);
        return { src: img.getAttribute("src"), color: style.backgroundColor, image: style.backgroundImage };
      }),
    );
    expect(placeholders.length).toBeGreaterThan(1);
    for (const { src, color, image } of placeholders) {
      // An opaque colour underneath (Chromium writes transparent as rgba(0, 0, 0, 0)) and a gradient of several colours over it.
      expect(color, `${src}`).toMatch(/^rgb\(/);
      expect(image, `${src}`).toMatch(/^linear-gradient\(/);
      expect(new Set(image.match(/rgb\([^)]*\)/g)).size, `${src}`).toBeGreaterThan(1);
    }
  });
});

test.describe("hero slideshow", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesUpfront(page);
  });

  test("advances every 5 seconds once the first two pictures have loaded, and the button pauses it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await stopTime(page);
    await expect(slide(page, 0)).toHaveAttribute("data-loaded", "true");
    await expect(slide(page, 1)).toHaveAttribute("data-loaded", "true");
    await expect(slide(page, 0)).toHaveAttribute("data-active", "true");
    await expect(slide(page, 1)).toHaveAttribute("aria-hidden", "true");
    await expect(slide(page, 1).locator("img")).toHaveAttribute("alt", "");

    await page.clock.runFor(5_100);
    await expect(slide(page, 1)).toHaveAttribute("data-active", "true");
    await expect(slide(page, 1)).not.toHaveAttribute("aria-hidden");
    await expect(slide(page, 1).locator("img")).toHaveAttribute("alt", /\S/);
    await expect(slide(page, 0)).toHaveAttribute("aria-hidden", "true");

    await page.getByRole("button", { name: "Pausa bildspelet" }).click();
    const play = page.getByRole("button", { name: "Spela bildspelet" });
    await expect(play).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(slide(page, 1)).toHaveAttribute("data-active", "true");

    await play.click();
    await expect(page.getByRole("button", { name: "Pausa bildspelet" })).toBeVisible();
    await page.clock.runFor(5_100);
    await expect(slide(page, 2)).toHaveAttribute("data-active", "true");
  });

  test("holds still while keyboard focus is inside it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await stopTime(page);
    await expect(slide(page, 1)).toHaveAttribute("data-loaded", "true");
    await expect(hero(page)).toHaveAttribute("data-state", "playing");
    await hero(page).getByRole("link").first().focus();
    await expect(hero(page)).toHaveAttribute("data-state", "paused");
    await page.clock.runFor(12_000);
    await expect(slide(page, 0)).toHaveAttribute("data-active", "true");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(hero(page)).toHaveAttribute("data-state", "playing");
  });

  test("does not move by itself when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await expect(slide(page, 1)).toHaveAttribute("data-loaded", "true");
    await expect(page.getByRole("button", { name: "Spela bildspelet" })).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(slide(page, 0)).toHaveAttribute("data-active", "true");
    await expect(hero(page)).toHaveAttribute("data-state", "paused");
  });

  for (const path of ["/", "/packages", "/nature", "/relax"]) {
    test(`speaks English on the English page of ${path}`, async ({ page }) => {
      await page.goto(english(path));
      const button = hero(page).getByRole("button");
      await expect(button).toBeVisible();
      await expect(button).toHaveAccessibleName(/^(Pause|Play) the slideshow$/);
    });
  }
});
