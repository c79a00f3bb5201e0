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

/**
 * The bootstrap rewrite (app/rendering/first-view.server.ts) reads the markup React Router writes: on the real
 * built page, its module preloads are out of the head and its bootstrap waits for the first paint.
 * If an upgrade of React Router writes its bootstrap differently, the rewrite leaves it as it is and
 * this test fails (docs/rendering.md, the upgrade checklist).
 */
test("the built page's scripts wait for the first paint: no module preload in the head, the wait in the bootstrap", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/en/packages"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).not.toContain("modulepreload");
    const bootstraps = [...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(bootstraps, path).toHaveLength(1);
    expect(bootstraps[0], path).toContain('getEntriesByName("first-contentful-paint")');
    expect(bootstraps[0], path).not.toMatch(/^\s*import \* as route/m);
    // Put back after the bootstrap only when the rewrite did not recognise it.
    expect(html.slice(html.indexOf("</head>")), path).not.toContain('rel="modulepreload"');
  }
  // In the browser the preloads arrive after the first paint, and the page hydrates.
  await page.goto("/");
  expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(5);
});

/**
 * Render-only data (app/rendering/render-only.ts) stays out of a real document's hydration data: React Router
 * hands a document's loaders the request the Worker marked, and its encoder skips the value.
 */
test("a whole text region's words are in the page, not in its hydration data", async ({ request }) => {
  const html = await (await request.get("/integritetspolicy")).text();
  const payload = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .filter((script) => script.includes("streamController.enqueue("))
    .join("");
  const words = "Vi samlar bara in de uppgifter vi behöver";
  expect(html).toContain(words);
  expect(payload.length).toBeGreaterThan(1000);
  expect(payload).not.toContain(words);
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
