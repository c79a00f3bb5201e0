import { latestInquiryDate, todayInSweden } from "../../app/forms/dates";
import { english, expect, routePaths, test } from "./fixtures";

/**
 * What every screen shows, in both languages, as the worker renders it: the safety net for render
 * optimisations (issue 17, decision 022). The document is compared without what is no part of what
 * a visitor sees and changes by itself: scripts (the framework's bootstrap and the loader data; the
 * structured data stays), module preloads, the per-response nonce and form keys, asset hashes,
 * React's generated ids (renumbered in order of appearance, so the links between them still count),
 * React's Suspense markers (`<!--$-->`, where a part is hydrated separately), the
 * `<server-rendered>` wrapper laid out as if absent (app/rendering/server-rendered.tsx),
 * the stylesheet's delivery (linked before decision 028, inline since: one token either way),
 * today's date and week number (the weekly menu's "Vecka N", published by staff per ISO week) and
 * the preview's own origin (its port differs between machines). Regenerate only when a change is meant to alter a page:
 * `npx playwright test tests/e2e/rendered-pages.spec.ts --project=desktop --update-snapshots`.
 */
function comparable(html: string): string {
  // The forms' date limits are Sweden's day, which starts an hour or two before UTC's.
  const today = todayInSweden();
  const ids = new Map<string, string>();
  return (
    html
      .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link[^>]*rel="modulepreload"[^>]*\/?>/g, "")
      .replace(/<link[^>]*rel="stylesheet"[^>]*\/?>|<style[^>]*>[\s\S]*?<\/style>/g, "<!-- stylesheet -->")
      .replace(/<!--\/?\$-->/g, "")
      .replace(/<\/?server-rendered[^>]*>/g, "")
      .replace(/ nonce="[^"]*"/g, "")
      .replace(/(name="_(?:key|rendered)"[^>]*value=")[^"]*"/g, '$1"')
      .replace(/(value=")[^"]*("[^>]*name="_(?:key|rendered)")/g, "$1$2")
      .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.\w+)/g, "$1$2")
      .replace(/_R_[\w]+_/g, (id) => {
        if (!ids.has(id)) ids.set(id, `_R_${ids.size}_`);
        return ids.get(id)!;
      })
      // The date fields' bounds follow the day; a date the page states (a policy's "last updated")
      // stays as it is, so its snapshot does not change when that day has passed.
      .replaceAll(`max="${latestInquiryDate(today)}"`, 'max="TODAY+2Y"')
      .replaceAll(`min="${today}"`, 'min="TODAY"')
      .replaceAll(`max="${today}"`, 'max="TODAY"')
      .replace(/© \d{4}/g, "© YEAR")
      .replace(/\b(Vecka|Week) \d{1,2}\b/g, "$1 WEEK")
      .replace(/http:\/\/(?:127\.0\.0\.1|localhost):\d+/g, "ORIGIN")
      // One element a line, so a difference reads as a few lines, not one.
      .replace(/></g, ">\n<")
  );
}

for (const path of routePaths) {
  for (const url of [path, english(path)]) {
    test(`${url} renders as it did before the render optimisations`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const name = url === "/" ? "root" : url.slice(1).replaceAll("/", "--");
      expect(comparable(await response.text())).toMatchSnapshot(`${name}.html`);
    });
  }
}

test("every screen hydrates in both languages without a mismatch or any console error", async ({ page }) => {
  test.setTimeout(300_000);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (/hydrat|did not match/i.test(message.text())) warnings.push(`${page.url()}: ${message.text()}`);
  });
  // React reports a mismatch in production as error #418 (or #423/#425): named here with the page it happened on.
  page.on("pageerror", (error) => warnings.push(`${page.url()}: ${error.message}`));
  for (const path of routePaths) {
    for (const url of [path, english(path)]) {
      // `goto` waits for the page to say it is hydrated (fixtures.ts); the parts React hydrates in
      // passes of their own follow, and a mismatch in any of them reports an error (the fixture's).
      await page.goto(url);
      await page.waitForLoadState("networkidle");
    }
  }
  expect(warnings).toEqual([]);
});

test("a part kept as the server rendered it stays on screen after hydration, and its links navigate without a new document", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Text that the page's hydration data no longer carries (app/rendering/render-only.ts): still there, unchanged.
  await expect(page.getByRole("heading", { level: 2, name: "Populära paket" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByText("Källbergsvägen 1", { exact: false })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Hitta till oss" }).click();
  await expect(page).toHaveURL(/\/hitta-till-oss$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window), "followed in the router, not as a new document").toBe(true);
  // And back on the home page, the router renders the same parts from the navigation's data.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 2, name: "Populära paket" })).toBeVisible();
});
