import { acceptCookiesUpfront, expect, test } from "./fixtures";

/**
 * The first paint waits for no request but the page's own: the stylesheet is inline in the head
 * (docs/decisions/028-inline-stylesheet.md), and it stays in force through client-side navigations,
 * whose pages the browser renders itself.
 */
test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

/** The page's background and the heading's typeface, as the stylesheet sets them. */
const styled = () => ({
  background: getComputedStyle(document.body).backgroundColor,
  heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
});

test("a page asks for no stylesheet, is styled from its first paint, and stays styled after a client navigation", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/relax");
  const first = await page.evaluate(styled);
  // Unstyled, the body is transparent and the heading in the browser's default serif.
  expect(first.background).not.toBe("rgba(0, 0, 0, 0)");
  expect(first.heading).toContain("Fraunces");
  await expect(page.locator("head > style")).toHaveCount(1);

  await page.getByRole("contentinfo").getByRole("link", { name: "Hitta till oss" }).click();
  await expect(page).toHaveURL(/\/hitta-till-oss$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(styled)).toEqual(first);
  expect(await page.locator("head > style").evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(10_000);
  expect(stylesheets).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page is styled all the same", async ({ page }) => {
    await page.goto("/en/villkor");
    const { background, heading } = await page.evaluate(styled);
    expect(background).not.toBe("rgba(0, 0, 0, 0)");
    expect(heading).toContain("Fraunces");
  });
});
