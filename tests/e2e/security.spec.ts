import { queryLocalD1, uniqueEmail } from "./db";
import { acceptCookiesUpfront, expect, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";

/** What an outside review tried against the built site (issue 14), tried again. */

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("the language redirect and the not-found page's toggle never lead off the site", async ({ page, request }) => {
  for (const path of ["/en//evil.com/", "/en/%2F%2Fevil.com/", "/en/%09/evil.com/"]) {
    const response = await request.get(path, { headers: { Cookie: "language=sv" }, maxRedirects: 0 });
    expect([path, response.status(), response.headers()["location"]]).toEqual([path, 302, "/"]);
  }
  await page.goto("/en//evil.com/");
  await expect(page.locator('a[hreflang="sv"]').first()).toHaveAttribute("href", "/");
});

test("the staff inbox asks for sign-in in any casing or encoding of its address", async ({ request }) => {
  for (const path of ["/STAFF", "/Staff/bookings", "/%73taff", "/%73taff/applications/1/cv", "/sTaFf/lost-and-found/export.csv"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([path, response.status()]).toEqual([path, 303]);
    expect(response.headers()["location"]).toMatch(/^\/staff\/sign-in\?next=/);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
  }
});

test("a CV downloaded by staff carries the sandbox policy, not the site's", async ({ page }) => {
  const email = uniqueEmail("csp-sandbox");
  await page.goto("/lediga-jobb?ansok=chef#ansokan");
  const form = page.locator("#ansokan").locator("#job-application");
  await form.getByLabel("Namn").fill("Sara Sandlåda");
  await form.getByLabel("E-post").fill(email);
  await form.locator('input[name="cv"]').setInputFiles("tests/fixtures/cv.pdf");
  // The form refuses anything filled in faster than a person could (app/forms/form-key.server.ts).
  await page.waitForTimeout(1600);
  await form.getByRole("button", { name: "Skicka ansökan" }).click();
  // The form says so, and so does a toast a moment later: either is the answer.
  await expect(page.getByRole("status").filter({ hasText: "Din ansökan har skickats!" }).first()).toBeVisible();
  const [{ id }] = queryLocalD1<{ id: number }>("SELECT id FROM job_applications WHERE email = ?", email) as [{ id: number }];

  await signInAsStaff(page);

  const download = await page.request.get(`/staff/applications/${id}/cv`);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(download.headers()["content-security-policy"]).toBe("sandbox; default-src 'none'");
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
