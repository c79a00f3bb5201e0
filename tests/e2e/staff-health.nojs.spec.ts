import { queryLocalD1, uniqueEmail, writeLocalD1 } from "./db";
import { expect, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";

/** "Skicka igen" is a plain form: without JavaScript it re-queues the dead letter too. */
test("Skicka igen works without JavaScript", async ({ page }) => {
  const id = 800_000_000 + Math.floor(Math.random() * 90_000_000);
  const messageId = `e2e-nojs-dead-${id}`;
  writeLocalD1(
    "INSERT INTO dead_letters (message_id, type, submission_id, body, attempts) VALUES (?1, 'newsletter_subscription', ?2, ?3, 6)",
    messageId,
    id,
    JSON.stringify({ type: "newsletter_subscription", id, lang: "sv", data: { email: uniqueEmail("health-nojs") } }),
  );
  await signInAsStaff(page);
  await page.goto("/staff/halsa");
  // At phone width the page's long values (addresses, a cron's result) wrap: the page never grows wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await page.getByRole("button", { name: `Skicka igen: newsletter_subscription nr ${id}` }).click();
  await expect(page).toHaveURL(/\/staff\/halsa\?skicka-igen=resent$/);
  await expect(page.getByRole("status")).toHaveText("Meddelandet är köat igen. Det skickas inom någon minut.");
  await expect
    .poll(() => queryLocalD1("SELECT id FROM mail_capture WHERE message_id = ?", `newsletter_subscription:${id}:staff`).length, {
      timeout: 15_000,
    })
    .toBe(1);
});
