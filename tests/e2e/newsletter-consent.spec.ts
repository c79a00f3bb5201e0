import type { Page } from "@playwright/test";
import { queryLocalD1, uniqueEmail } from "./db";
import { acceptCookiesUpfront, expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The newsletter's double opt-in end to end (docs/decisions/005-newsletter-consent.md): a sign-up,
 * the confirmation mail the consumer captured in D1 (no API key locally), its links, and leaving.
 */

interface CapturedMail {
  subject: string;
  text: string;
  payload: string;
}

/** The visitor's confirmation mail, once the queue consumer has written it. */
async function confirmationMail(email: string): Promise<CapturedMail> {
  const find = () =>
    queryLocalD1<CapturedMail>("SELECT subject, text, payload FROM mail_capture WHERE recipients = ? ORDER BY id DESC LIMIT 1", email);
  await expect.poll(() => find().length, { timeout: 30_000, message: `confirmation mail to ${email}` }).toBe(1);
  return find()[0]!;
}

/** A link in the mail points at the configured site origin; locally it is followed on this server. */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`https://fjallkallan\\.se(${path.replace(/\//g, "\\/")}\\?token=[\\w.-]+)`).exec(text);
  expect(match, `${path} link in the mail`).not.toBeNull();
  return match![1]!;
}

async function subscribeInFooter(page: Page, email: string, path: string, labels: { field: string; button: string }) {
  await page.goto(path);
  // A person needs 1.5 s to fill in a form (app/forms/form-key.server.ts).
  await page.waitForTimeout(1600);
  const footer = page.locator("footer");
  await footer.getByLabel(labels.field).fill(email);
  await footer.getByRole("button", { name: labels.button }).click();
}

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));
// Each test waits for the queue consumer's batch (up to 5 s) and runs axe twice.
test.describe.configure({ timeout: 90_000 });

test("footer sign-up, the confirmation mail, confirming with the button, and unsubscribing", async ({ page }) => {
  const email = uniqueEmail("consent");
  await subscribeInFooter(page, email, "/relax", { field: "Din e-postadress", button: "PRENUMERERA" });
  await expect(page.getByRole("region", { name: "Aviseringar (F8)" })).toContainText("Tack för din anmälan!");
  expect(queryLocalD1("SELECT source, lang, confirmed_at FROM newsletter_subscriptions WHERE email = ?", email)).toEqual([
    { source: "footer", lang: "sv", confirmed_at: null },
  ]);

  const mail = await confirmationMail(email);
  expect(mail.subject).toBe("Bekräfta din prenumeration – Fjällkällan Hotell & Spa");
  const confirm = linkIn(mail.text, "/newsletter/confirm");
  const unsubscribe = linkIn(mail.text, "/newsletter/unsubscribe");
  expect(JSON.parse(mail.payload).headers).toEqual({
    "List-Unsubscribe": `<https://fjallkallan.se${unsubscribe}>, <mailto:info@fjallkallan.se?subject=Avregistrera%20nyhetsbrev>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });

  // Opening the link changes nothing: a mail scanner fetching it would otherwise confirm.
  await page.goto(confirm);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bekräfta din prenumeration");
  await expect(page.getByRole("status")).toContainText(email);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
  expect(queryLocalD1("SELECT confirmed_at FROM newsletter_subscriptions WHERE email = ?", email)).toEqual([{ confirmed_at: null }]);

  await page.getByRole("button", { name: "Bekräfta prenumerationen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tack – prenumerationen är bekräftad!");
  const [row] = queryLocalD1<{ confirmed_at: string | null }>("SELECT confirmed_at FROM newsletter_subscriptions WHERE email = ?", email);
  expect(Date.now() - Date.parse(row!.confirmed_at!)).toBeLessThan(60_000);

  await page.goto(confirm);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prenumerationen är redan bekräftad");

  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Avsluta nyhetsbrevet");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Avsluta prenumerationen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prenumerationen är avslutad");
  expect(queryLocalD1("SELECT id FROM newsletter_subscriptions WHERE email = ?", email)).toEqual([]);

  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Adressen finns inte i vår utskickslista");
});

test("an English sign-up gets English links, and a mail client's one-click POST unsubscribes without any form fields", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("consent-en");
  await subscribeInFooter(page, email, "/en/relax", { field: "Your e-mail address", button: "SUBSCRIBE" });
  await expect(page.getByRole("region", { name: /\(F8\)/ })).toContainText("Thank you for subscribing!");

  const mail = await confirmationMail(email);
  expect(mail.subject).toBe("Confirm your subscription – Fjällkällan Hotell & Spa");
  const confirm = linkIn(mail.text, "/en/newsletter/confirm");
  const unsubscribe = linkIn(mail.text, "/en/newsletter/unsubscribe");

  await page.goto(confirm);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you – your subscription is confirmed!");

  // RFC 8058, as a mail provider sends it from its servers: no Origin, no cookies, one field.
  const oneClick = await request.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  expect(queryLocalD1("SELECT id FROM newsletter_subscriptions WHERE email = ?", email)).toEqual([]);
});
