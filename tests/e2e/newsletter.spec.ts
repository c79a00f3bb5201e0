import { test as base } from "@playwright/test";
import { queryLocalD1, uniqueEmail } from "./db";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("the footer sign-up: SPARAR..., SKICKAT for 3 s, Tack! for 3 s, then the form again", async ({ page }) => {
  const email = uniqueEmail("footer");
  await page.goto("/relax");
  const footer = page.locator("footer");
  const field = footer.getByLabel("Din e-postadress");
  await page.waitForTimeout(1600);
  await field.fill(`  ${email.toUpperCase()} `);
  await footer.getByRole("button", { name: "PRENUMERERA" }).click();
  await expect(footer.getByRole("button", { name: "SKICKAT" })).toBeVisible();
  await expect(field).toHaveValue("");
  await expect(page.getByRole("region", { name: "Aviseringar (F8)" })).toContainText(
    "Tack för din anmälan! Vi har skickat ett mejl – klicka på länken i det för att bekräfta din anmälan.",
  );
  await expect(footer.getByText("Tack!", { exact: true })).toBeVisible({ timeout: 4000 });
  await expect(footer.getByRole("status")).toContainText("klicka på länken i det för att bekräfta din anmälan");
  await expect(footer.getByRole("button", { name: "PRENUMERERA" })).toBeVisible({ timeout: 4000 });
  expect(queryLocalD1("SELECT email, source FROM newsletter_subscriptions WHERE email = ?", email)).toEqual([{ email, source: "footer" }]);

  // The same address again, not confirmed yet: no second row, and the visitor is told to confirm
  // the mail that just went out (a re-send waits 10 minutes; decision 013, issue 15).
  await page.waitForTimeout(1600);
  await footer.getByLabel("Din e-postadress").fill(email);
  await footer.getByRole("button", { name: "PRENUMERERA" }).click();
  await expect(page.getByRole("region", { name: "Aviseringar (F8)" })).toContainText("Adressen är anmäld men inte bekräftad än.");
  await expect(page.getByRole("region", { name: "Aviseringar (F8)" })).not.toContainText("redan registrerad");
  expect(queryLocalD1("SELECT email FROM newsletter_subscriptions WHERE email = ?", email)).toHaveLength(1);
  await expect(footer.getByRole("button", { name: "PRENUMERERA" })).toBeVisible();
});

test("an empty footer field sends nothing", async ({ page }) => {
  await page.goto("/relax");
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await page.locator("footer").getByRole("button", { name: "PRENUMERERA" }).click();
  await page.waitForTimeout(300);
  expect(posted).toBe(false);
});

test("the popup opens after 60 s, checks the address, and stays closed once closed in this session", async ({ page }) => {
  await page.clock.install();
  await page.goto("/restaurant");
  // The page's clock is fast-forwarded, the server's is not: a real person needs 1.5 s to fill in a form.
  const renderedAt = Date.now();
  // Hydrated: the chat button shows 100 ms after load.
  await page.getByRole("button", { name: "Öppna hjälpen" }).waitFor();
  const popup = page.getByRole("dialog", { name: "Få våra erbjudanden först" });
  await page.clock.fastForward(59_000);
  await expect(popup).toBeHidden();
  await page.clock.fastForward(2_000);
  await expect(popup).toBeVisible();

  await popup.getByLabel("E-postadress").fill("inte-en-adress");
  await popup.getByRole("button", { name: "Prenumerera" }).click();
  await expect(popup.getByText("Vänligen ange en giltig e-postadress")).toBeVisible();

  const email = uniqueEmail("popup");
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1600 - (Date.now() - renderedAt))));
  await popup.getByLabel("E-postadress").fill(email);
  await popup.getByRole("button", { name: "Prenumerera" }).click();
  await expect(page.getByRole("region", { name: "Aviseringar (F8)" })).toContainText("Tack för din anmälan! Vi har skickat ett mejl");
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem("newsletter_popup_closed"))).toBe("true");
  expect(queryLocalD1("SELECT source FROM newsletter_subscriptions WHERE email = ?", email)).toEqual([{ source: "popup" }]);

  await page.reload();
  await page.getByRole("button", { name: "Öppna hjälpen" }).waitFor();
  await page.clock.fastForward(120_000);
  await expect(popup).toBeHidden();
});

test("closing the popup sets the session flag", async ({ page }) => {
  await page.clock.install();
  await page.goto("/en/relax");
  await page.getByRole("button", { name: "Open help" }).waitFor();
  await page.clock.fastForward(61_000);
  const popup = page.getByRole("dialog", { name: "Be first to hear our offers" });
  await popup.getByRole("button", { name: "Close" }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem("newsletter_popup_closed"))).toBe("true");
});

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });
  base("the footer form posts to the newsletter page, which answers", async ({ page }) => {
    const email = uniqueEmail("nl-nojs");
    await page.goto("/relax");
    await page.waitForTimeout(1600);
    await page.locator("footer").getByLabel("Din e-postadress").fill(email);
    await page.locator("footer").getByRole("button", { name: "PRENUMERERA" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("status")).toHaveText(
      "Tack för din anmälan! Vi har skickat ett mejl – klicka på länken i det för att bekräfta din anmälan.",
    );
    expect(queryLocalD1("SELECT id FROM newsletter_subscriptions WHERE email = ?", email)).toHaveLength(1);
  });

  base("the English newsletter page says a confirmation mail is on its way", async ({ page }) => {
    await page.goto("/en/relax");
    await page.waitForTimeout(1600);
    await page.locator("footer").getByLabel("Your e-mail address").fill(uniqueEmail("nl-nojs-en"));
    await page.locator("footer").getByRole("button", { name: "SUBSCRIBE" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Thank you for subscribing! We have sent you an e-mail – click the link in it to confirm your subscription.",
    );
  });
});

test("the popup waits while a job application is open and typed in, keeping the focus there, and opens once it is closed", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/lediga-jobb");
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: /Ansök nu/ })
    .click();
  const application = page.getByRole("dialog", { name: /^Ansök: / });
  const name = application.getByLabel("Namn", { exact: true });
  await name.fill("Greta Ödmark");
  const popup = page.getByRole("dialog", { name: "Få våra erbjudanden först" });
  await page.clock.fastForward(61_000);
  await page.clock.fastForward(5_000);
  await expect(popup).toHaveCount(0);
  await expect(name).toBeFocused();

  await application.getByRole("button", { name: "Stäng" }).click();
  await expect(application).toBeHidden();
  // Closed but typed in? The dialog's form left the page with it: nothing holds the popup back now.
  await page.clock.fastForward(3_000);
  await expect(popup).toBeVisible();
});

test("the popup waits while a form on the page has been typed in", async ({ page }) => {
  await page.clock.install();
  await page.goto("/kvarglomt");
  await page.locator("#lost-and-found").getByLabel("Namn", { exact: true }).fill("Greta Ödmark");
  await page.clock.fastForward(61_000);
  await page.clock.fastForward(10_000);
  await expect(page.getByRole("dialog", { name: "Få våra erbjudanden först" })).toHaveCount(0);
  await expect(page.locator("#lost-and-found").getByLabel("Namn", { exact: true })).toBeFocused();
});
