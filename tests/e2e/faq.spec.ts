import { acceptCookiesUpfront, expect, test } from "./fixtures";

// The help chat's FAQ as a page of its own: every answer in the server's HTML (issue 15).
for (const [lang, path, heading] of [
  ["sv", "/vanliga-fragor", "Vanliga frågor"],
  ["en", "/en/vanliga-fragor", "Frequently asked questions"],
] as const) {
  test(`${path} shows every question and answer of the chat's FAQ`, async ({ page }) => {
    await acceptCookiesUpfront(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The chat's own source of questions (app/routes/api.faq.ts).
    const { faq } = (await (await page.request.get(`/api/faq?lang=${lang}`)).json()) as {
      faq: Array<{ id: string; question: string; answer: string }>;
    };
    expect(faq.length).toBeGreaterThan(10);
    const main = page.locator("main");
    for (const entry of faq) {
      await expect(main.getByText(entry.question, { exact: true }), entry.id).toBeVisible();
      await expect(main.getByText(entry.answer, { exact: true }), entry.id).toBeAttached();
    }
  });
}

test("the footer and the help chat link to the FAQ page, in the page's language", async ({ page }) => {
  await acceptCookiesUpfront(page);
  await page.goto("/en/relax");
  await page.getByRole("contentinfo").getByRole("link", { name: "Frequently asked questions" }).click();
  await expect(page).toHaveURL(/\/en\/vanliga-fragor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();

  await page.goto("/relax");
  await page.getByRole("button", { name: "Öppna hjälpen" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Alla frågor och svar på en sida" }).click();
  await expect(page).toHaveURL(/\/vanliga-fragor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vanliga frågor" })).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
});
