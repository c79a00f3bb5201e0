import { expect, test } from "./fixtures";

/**
 * Forms without JavaScript, sent at once (the nojs-phone and nojs-desktop projects). A person who
 * presses "Send" within the first 1.5 s (app/forms/form-key.server.ts, MIN_FILL_MS) on an empty form
 * is told what is missing: the fields are checked before the timing rule holds a submission back
 * and answers it with a thank-you (app/forms/action.server.ts).
 */

test("an empty inquiry sent at once gets its field messages, not a thank-you", async ({ page }) => {
  await page.goto("/booking-inquiry");
  await page.locator("#private-inquiry").getByRole("button", { name: "Skicka förfrågan" }).click();
  await expect(page.getByText("Namn måste vara minst 2 tecken").first()).toBeVisible();
  await expect(page.getByText("Tack för din förfrågan!")).toHaveCount(0);
});

test("an empty lost-item report sent at once gets its field messages, not a thank-you", async ({ page }) => {
  await page.goto("/en/kvarglomt");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Name must contain at least 2 characters").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toHaveCount(0);
});
