import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("the accessibility statement names its standard, testing, gaps, contacts, PTS and date", async ({ page }) => {
  await page.goto("/tillganglighet");
  await expect(page).toHaveTitle("Tillgänglighetsredogörelse | Fjällkällan");
  await expect(page.getByRole("heading", { level: 1, name: "Tillgänglighetsredogörelse" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Innehåll" }).getByRole("link")).toHaveCount(7);
  const main = page.getByRole("main");
  await expect(main.getByText(/byggd för att uppfylla WCAG 2\.2 AA/)).toBeVisible();
  await expect(main.getByText(/i mobilbredd \(390 pixlar\) och datorbredd \(1280 pixlar\)/)).toBeVisible();
  await expect(main.getByText(/^Kartan på sidan Hitta till oss kommer från Google Maps/)).toBeVisible();
  await expect(main.getByText("Vi svarar inom 24 timmar på vardagar.", { exact: false })).toBeVisible();
  await expect(main.getByRole("link", { name: "E-post: info@fjallkallan.se" })).toHaveAttribute("href", "mailto:info@fjallkallan.se");
  await expect(main.getByRole("link", { name: "Telefon: 0918-123 40" })).toHaveAttribute("href", "tel:+4691812340");
  await expect(main.getByText(/Post- och telestyrelsen \(PTS\) har tillsyn över lagen \(2023:254\)/)).toBeVisible();
  await expect(main.getByRole("link", { name: /Post- och telestyrelsen \(pts\.se\)/ })).toHaveAttribute("target", "_blank");
  await expect(main.locator("time[datetime='2026-11-22']")).toHaveText("2026-11-22");
});

test("the English accessibility statement says the same", async ({ page }) => {
  await page.goto("/en/tillganglighet");
  await expect(page).toHaveTitle("Accessibility statement | Fjällkällan");
  await expect(page.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText(/built to meet WCAG 2\.2 AA/)).toBeVisible();
  await expect(main.getByText(/phone width \(390 pixels\) and desktop width \(1280 pixels\)/)).toBeVisible();
  await expect(main.getByText("We reply within 24 hours on weekdays.", { exact: false })).toBeVisible();
  await expect(main.getByText(/Swedish Post and Telecom Authority \(Post- och telestyrelsen, PTS\)/)).toBeVisible();
  await expect(main.getByText(/2023:254/).first()).toBeVisible();
  await expect(main.locator("time[datetime='2026-11-22']")).toBeVisible();
  await main.getByRole("link", { name: "Known gaps" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Known gaps" })).toBeInViewport();
});
