import { acceptCookiesUpfront, english, expect, routePaths, test } from "./fixtures";

test("every route of the route table answers 200 in both languages with a heading", async ({ request }) => {
  for (const path of routePaths) {
    for (const url of [path, english(path)]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).toMatch(/<h1[\s>]/);
    }
  }
});

test("every page arrives whole: its parts hydrate one after another, but none waits behind a script", async ({ request }) => {
  // A browser's user agent: crawlers get the page only once it is complete (app/entry.server.tsx).
  const headers = {
    "User-Agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36",
  };
  for (const url of [...routePaths.flatMap((path) => [path, english(path)]), "/lediga-jobb?ansok=receptionist"]) {
    const html = await (await request.get(url, { headers })).text();
    // Parts React hydrates in passes of their own (app/components/hydration-boundary.tsx)…
    expect(html, url).toContain("<!--$-->");
    // …are all in place: none was sent after the page behind a placeholder, which only a script can fill.
    expect(html, url).not.toContain("<!--$?-->");
    expect(html, url).not.toMatch(/<template id="B:/);
  }
});

for (const [from, to] of [
  ["/home", "/"],
  ["/find-us", "/hitta-till-oss"],
  ["/lost-and-found", "/kvarglomt"],
  ["/en/find-us", "/en/hitta-till-oss"],
]) {
  test(`${from} redirects permanently to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([301, 308]).toContain(response.status());
    expect(response.headers().location).toBe(to);
  });
}

// Staff may publish a food event at that address later: a temporary redirect, which browsers do not keep (issue 30).
for (const [from, to] of [
  ["/food-event/midsommar", "/restaurant"],
  ["/en/food-event/midsommar", "/en/restaurant"],
]) {
  test(`${from}, an unknown food event, redirects for now to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(to);
  });
}

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  await acceptCookiesUpfront(page);
  const response = await page.goto("/det-har-finns-inte");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await page.getByRole("link", { name: "Till startsidan" }).last().click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("an unknown article says so and leads back to the magazine", async ({ page }) => {
  await acceptCookiesUpfront(page);
  const response = await page.goto("/blog/999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikeln kunde inte hittas");
  await page.getByRole("link", { name: "Till magasinet" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("scroll resets to the top on every route change", async ({ page }) => {
  await acceptCookiesUpfront(page);
  await page.goto("/blog");
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.locator("footer").getByRole("link", { name: "Hitta till oss" }).click();
  await expect(page).toHaveURL(/\/hitta-till-oss$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("pages carry a CSP whose nonce is on every inline script, and HTML is never shared-cached", async ({ request }) => {
  const response = await request.get("/relax");
  const csp = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["vary"]).toContain("Cookie");
});

test("hashed build assets are cached for a year", async ({ request, page }) => {
  await page.goto("/");
  const script = await page
    .locator('script[type="module"]')
    .first()
    .evaluate((el) => el.textContent ?? "");
  const asset = /\/assets\/[^"']+\.js/.exec(script)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
