import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("the privacy policy has a table of contents and its key facts", async ({ page }) => {
  await page.goto("/integritetspolicy");
  await expect(page).toHaveTitle("Integritetspolicy | Fjällkällan");
  await expect(page.getByRole("heading", { level: 1, name: "Integritetspolicy" })).toBeVisible();
  const contents = page.getByRole("navigation", { name: "Innehåll" });
  await expect(contents.getByRole("link")).toHaveCount(12);

  const main = page.getByRole("main");
  await expect(
    main.getByText("Fjällkällan Hotell & Spa, Källbergsvägen 1, 935 91 Norsjö, är personuppgiftsansvarig", { exact: false }),
  ).toBeVisible();
  const retention = main.getByRole("table", { name: "Hur länge vi sparar personuppgifter" });
  await expect(retention.getByRole("row", { name: /Bokningsförfrågningar och bokningar 365 dagar efter vistelsen/ })).toBeVisible();
  await expect(retention.getByRole("row", { name: /Förfrågningar om kvarglömt 3 månader/ })).toBeVisible();
  await expect(retention.getByRole("row", { name: /Jobbansökningar med CV och personligt brev 24 månader/ })).toBeVisible();
  await expect(retention.getByRole("row", { name: /Obekräftade adresser till nyhetsbrevet 30 dagar/ })).toBeVisible();
  await expect(main.getByText(/^Cloudflare – driften av webbplatsen/)).toBeVisible();
  await expect(main.getByRole("link", { name: "Integritetsskyddsmyndigheten (imy.se)" })).toHaveAttribute("href", "https://www.imy.se");

  await contents.getByRole("link", { name: "Dina rättigheter" }).click();
  await expect(page).toHaveURL(/#rights$/);
  await expect(page.getByRole("heading", { level: 2, name: "Dina rättigheter" })).toBeInViewport();
  await expect(main.getByRole("link", { name: /^E-post: info@fjallkallan\.se$/ }).last()).toHaveAttribute(
    "href",
    "mailto:info@fjallkallan.se",
  );
});

test("the English privacy policy says the same", async ({ page }) => {
  await page.goto("/en/integritetspolicy");
  await expect(page).toHaveTitle("Privacy policy | Fjällkällan");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("link")).toHaveCount(12);
  const retention = page.getByRole("table", { name: "How long we keep personal data" });
  await expect(retention.getByRole("row", { name: /Booking inquiries and bookings 365 days after the stay/ })).toBeVisible();
  await expect(retention.getByRole("row", { name: /Job applications with CV and cover letter 24 months/ })).toBeVisible();
  await expect(retention.getByRole("row", { name: /Unconfirmed newsletter addresses 30 days/ })).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByText(/Swedish Authority for Privacy Protection/)
      .first(),
  ).toBeVisible();
  await page.getByRole("link", { name: "Website terms and cookies" }).click();
  await expect(page).toHaveURL(/\/en\/villkor\?tab=website$/);
  await expect(page.getByRole("heading", { level: 2, name: "Website terms" })).toBeVisible();
});
