import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("Swedish is the default and English lives under /en with its own lang, canonical and alternates", async ({ page }) => {
  await page.goto("/relax");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/relax$/);
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute("href", /\/en\/relax$/);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute("href", /127\.0\.0\.1:\d+\/relax$/);

  await page.goto("/en/relax");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/en\/relax$/);
  await expect(page.locator('link[hreflang="sv"]')).toHaveAttribute("href", /127\.0\.0\.1:\d+\/relax$/);
});

test("internal links stay in the page's language", async ({ page }) => {
  await page.goto("/en/relax");
  const hrefs = await page.locator('footer a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) expect(href).toMatch(/^\/en(\/|$|\?)/);
});

test("the toggle shows EN on Swedish pages, goes to the same page in English and is remembered by the server", async ({
  page,
  context,
}) => {
  await page.goto("/boende");
  const toggle = page.getByRole("link", { name: "In English (EN)" });
  await expect(toggle).toHaveText("EN");
  await toggle.click();
  await expect(page).toHaveURL(/\/en\/boende$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "På svenska (SV)" })).toHaveText("SV");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
  expect((await context.cookies()).find((c) => c.name === "language")?.value).toBe("en");

  // Next visit to a Swedish URL: the server answers with a redirect, so Swedish is never painted.
  const response = await page.goto("/relax");
  expect(page.url()).toMatch(/\/en\/relax$/);
  const first = response?.request().redirectedFrom();
  expect(first?.url()).toMatch(/\/relax$/);
  expect((await first?.response())?.status()).toBe(302);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a link from a newsletter or an ad opens the page, and the toggle leaves the link's tracking behind", async ({ page }) => {
  // The shared page cache serves `/boende`'s copy for it (app/tracking-parameters.ts); it hydrates without complaint.
  await page.goto("/boende?utm_source=nyhetsbrev&utm_medium=email&fbclid=IwAR3x");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const toggle = page.getByRole("link", { name: "In English (EN)" });
  await expect(toggle).toHaveAttribute("href", "/en/boende");
  await toggle.click();
  await expect(page).toHaveURL(/\/en\/boende$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("choosing Swedish again from English takes the visitor back", async ({ page }) => {
  await page.goto("/en/magic");
  await page.getByRole("link", { name: "På svenska (SV)" }).click();
  await expect(page).toHaveURL(/\/magic$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await page.goto("/en/magic");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/magic$/);
});

test("without the cookie the browser restores the stored language from localStorage", async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem("language", "en"));
  await page.goto("/nature");
  await expect(page).toHaveURL(/\/en\/nature$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect((await context.cookies()).find((c) => c.name === "language")?.value).toBe("en");
});

test("search engines get exactly the page they ask for", async ({ request }) => {
  const response = await request.get("/relax", { maxRedirects: 0, headers: { "User-Agent": "Googlebot/2.1" } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="sv"');
});

test("after the toggle, the page's server-rendered text and the footer's columns come in English without a new document", async ({
  page,
}) => {
  // Both are kept as the server wrote them while hydrating; a navigation renders them in the browser (app/rendering/server-rendered.tsx).
  await page.goto("/boende");
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: "In English (EN)" }).click();
  await expect(page).toHaveURL(/\/en\/boende$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(heading ?? "");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("navigation", { name: "Explore" }).getByRole("link", { name: "Accommodation" })).toHaveAttribute(
    "href",
    "/en/boende",
  );
  await expect(footer.getByRole("link", { name: "Find us" })).toHaveAttribute("href", "/en/hitta-till-oss");
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
