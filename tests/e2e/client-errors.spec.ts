import { expect, test } from "@playwright/test";

/**
 * A script error in a visitor's browser reaches the site (app/client-errors/): the inline reporter
 * runs under the page's CSP nonce, and its same-origin post passes the form protection.
 */
test("a script error on a page is reported to the site, with the page's path only", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/relax?utm_source=e2e");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  const reported = page.waitForRequest((request) => request.url().endsWith("/api/client-error") && request.method() === "POST");
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/client-error"));
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error("e2e: a broken widget");
    }),
  );
  const request = await reported;
  expect(JSON.parse(request.postData() ?? "{}")).toMatchObject({
    message: expect.stringContaining("e2e: a broken widget"),
    page: "/relax",
  });
  expect((await answered).status()).toBe(204);
  expect(violations).toEqual([]);
});
