import { createHmac } from "node:crypto";
import { test as base } from "@playwright/test";
import { queryLocalD1, uniqueEmail } from "./db";
import { acceptCookiesUpfront, expect, expectNoAxeViolations, fillLostItemForm, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";

/** The honeypot's name (app/forms/form-key-fields.ts): one no autofill knows. */
const HONEYPOT = "lingon";

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("the honeypot is out of reach: not in the accessibility tree, never focused by Tab, not autofilled", async ({ page }) => {
  await page.goto("/kvarglomt");
  const form = page.locator("#lost-and-found");
  const honeypot = form.locator(`input[name="${HONEYPOT}"]`);
  await expect(honeypot).toHaveCount(1);
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(form.locator(`[aria-hidden="true"]:has(input[name="${HONEYPOT}"])`)).toHaveCount(1);
  // What assistive technology sees: no field called "Lämna tomt", and the honeypot has no role at all.
  await expect(page.getByRole("textbox", { name: "Lämna tomt" })).toHaveCount(0);
  expect(await page.locator("body").ariaSnapshot()).not.toContain("Lämna tomt");
  await expect(page.locator('input[name="website"]')).toHaveCount(0);

  // Tab from the first field of the form to its button: focus never lands on the honeypot.
  await form.getByLabel("Namn", { exact: true }).focus();
  const visited: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? "");
    visited.push(name);
    if ((await page.evaluate(() => document.activeElement?.getAttribute("type"))) === "submit") break;
  }
  expect(visited.length).toBeGreaterThan(3);
  expect(visited).not.toContain(HONEYPOT);
});

test("a submission sent faster than a person types is answered as usual and shown to the staff as held back", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const email = uniqueEmail("quarantine");
  // A bot's way: read the form's key and post at once, well under the 1.5 s a person needs.
  const html = await (await request.get("/kvarglomt")).text();
  const form = /<form\b[^>]*id="lost-and-found"[\s\S]*?<\/form>/.exec(html)?.[0] ?? html;
  const key = /name="_key" value="([^"]+)"/.exec(form)?.[1];
  const rendered = /name="_rendered" value="([^"]+)"/.exec(form)?.[1];
  expect(key && rendered).toBeTruthy();
  const response = await request.post("/kvarglomt", {
    headers: { Origin: baseURL!, "Sec-Fetch-Site": "same-origin" },
    multipart: {
      _key: key!,
      _rendered: rendered!,
      [HONEYPOT]: "",
      name: "Snabb Robotsson",
      address: "Källvägen 3",
      zipCode: "93531",
      city: "Norsjö",
      phone: "070-765 43 21",
      email,
      arrivalDate: isoDay(-3),
      departureDate: isoDay(-1),
      itemDescription: "Ett paraply, skickat på rekordtid",
      acceptTerms: "on",
    },
  });
  // The same answer a stored report gets: a bot learns nothing.
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Tack!");

  await signInAsStaff(page);
  const held = page.getByRole("region", { name: "Kvarhållna formulär" });
  await expect(held).toContainText(/[1-9]\d* kvarhållna/);
  await expectNoAxeViolations(page);

  await held.getByRole("link", { name: "Kvarhållna formulär" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kvarhållna formulär" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Kvarglömt");
  await expect(row).toContainText("Skickat för snabbt");
  await expect(row).toContainText("Snabb Robotsson");
  await expectNoAxeViolations(page);
});

// Without JavaScript, so nothing re-renders the hidden field this test rewrites (the answer is the
// server's page, with its 400, as in the other forms' tests without JavaScript).
base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  base("a form left open for more than a day asks to reload the page and send again, and stores nothing", async ({ page }) => {
    const email = uniqueEmail("stale-key");
    const form = await fillLostItemForm(page, email, "En blå mössa i hallen");
    // The page as it was rendered 25 hours ago: the same key, signed then (the local preview signs
    // with the development secret of app/forms/form-key.server.ts).
    const key = await form.locator('input[name="_key"]').inputValue();
    const issuedAt = Date.now() - 25 * 3_600_000;
    const signature = createHmac("sha256", "local-development-form-secret").update(`${issuedAt}.${key}`).digest("base64url");
    await form
      .locator('input[name="_rendered"]')
      .evaluate((input, value) => ((input as HTMLInputElement).value = value), `${issuedAt}.${key}.${signature}`);
    await form.getByRole("button", { name: "Skicka efterlysning" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Formuläret har varit öppet för länge. Ladda om sidan och skicka igen." }),
    ).toBeVisible();
    expect(queryLocalD1("SELECT id FROM lost_and_found WHERE email = ?", email)).toEqual([]);
  });
});
