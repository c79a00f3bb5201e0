import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, storeCookieChoice, test } from "./fixtures";

// The hotel's identity and map links as app/site.ts has them (tests/e2e cannot import app code
// under tsconfig.node.json); a hotel that changes site.ts changes these with it.
const hotel = {
  name: "Fjällkällan Hotell & Spa",
  street: "Källbergsvägen 1",
  postalCode: "935 91",
  town: "Norsjö",
  phone: "+46 918 123 40",
  phoneDisplay: "0918-123 40",
  email: "info@fjallkallan.se",
};
const address = encodeURIComponent(`${hotel.street}, ${hotel.postalCode} ${hotel.town}`);
const maps = {
  embedOrigin: "https://www.google.com",
  embedUrl: `https://www.google.com/maps?q=${address}&output=embed`,
  directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${address}`,
};

/** The tests have no internet: the map provider answers with a small stand-in page. */
async function stubMapProvider(page: Page) {
  await page.route(`${maps.embedOrigin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Karta</title><p>Karta</p>" }),
  );
}

const distances = [
  ["Umeå", "183 km"],
  ["Skellefteå", "101 km"],
  ["Lycksele", "68 km"],
  ["Piteå", "165 km"],
  ["Luleå", "214 km"],
];

test.describe("with cookies accepted", () => {
  test.beforeEach(async ({ page }) => {
    await storeCookieChoice(page, true);
    await stubMapProvider(page);
  });

  test("shows the address, contact links, the five distances and the map (Swedish)", async ({ page }) => {
    await page.goto("/hitta-till-oss");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hitta till oss");
    const contact = page.getByRole("region", { name: "Kontakt" });
    await expect(contact).toContainText(`${hotel.street}`);
    await expect(contact).toContainText(`${hotel.postalCode} ${hotel.town}`);
    await expect(contact.getByRole("link", { name: hotel.phoneDisplay })).toHaveAttribute(
      "href",
      `tel:${hotel.phone.replace(/[^\d+]/g, "")}`,
    );
    await expect(contact.getByRole("link", { name: hotel.email })).toHaveAttribute("href", `mailto:${hotel.email}`);

    const distanceList = page.getByRole("region", { name: "Avstånd" });
    await expect(distanceList.getByRole("term")).toHaveText(distances.map(([place]) => place));
    await expect(distanceList.getByRole("definition")).toHaveText(distances.map(([, km]) => km));

    // Cookies are accepted, so the map is there without asking.
    const map = page.locator(`iframe[title="Karta som visar vägen till ${hotel.name}"]`);
    await expect(map).toHaveAttribute("src", maps.embedUrl);
    await expect(page.getByRole("button", { name: "Visa kartan" })).toHaveCount(0);

    const directions = page.getByRole("link", { name: /Vägbeskrivning/ });
    await expect(directions).toHaveAttribute("href", maps.directionsUrl);
    await expect(directions).toHaveAttribute("target", "_blank");
  });

  test("shows the address, contact links, the five distances and the map (English)", async ({ page }) => {
    await page.goto("/en/hitta-till-oss");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find us");
    const contact = page.getByRole("region", { name: "Contact" });
    // English pages write the phone as English mails do, for a guest who may call from abroad.
    await expect(contact.getByRole("link", { name: hotel.phone })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: `Phone: ${hotel.phone}` })).toBeVisible();
    await expect(page.getByText(hotel.phoneDisplay)).toHaveCount(0);
    await expect(contact.getByRole("link", { name: hotel.email })).toBeVisible();
    const distanceList = page.getByRole("region", { name: "Distances" });
    await expect(distanceList.getByRole("term")).toHaveText(distances.map(([place]) => place));
    await expect(distanceList.getByRole("definition")).toHaveText(distances.map(([, km]) => km));
    await expect(page.locator(`iframe[title="Map showing the way to ${hotel.name}"]`)).toHaveAttribute("src", maps.embedUrl);
    const directions = page.getByRole("link", { name: /Get directions/ });
    await expect(directions).toHaveAttribute("href", maps.directionsUrl);
    await expect(directions).toHaveAttribute("target", "_blank");
  });
});

test.describe("without consent to cookies", () => {
  test.beforeEach(async ({ page }) => {
    await stubMapProvider(page);
  });

  test("loads the map only after the visitor asks for it (Swedish)", async ({ page }) => {
    await storeCookieChoice(page, false);
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(maps.embedOrigin)) mapRequests.push(request.url());
    });
    await page.goto("/hitta-till-oss");
    await expect(page.getByText("Kartan visas från Google Maps, en tjänst från tredje part som sätter cookies")).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    await page.getByRole("button", { name: "Visa kartan" }).click();
    const map = page.locator(`iframe[title="Karta som visar vägen till ${hotel.name}"]`);
    await expect(map).toHaveAttribute("src", maps.embedUrl);
    await expect(map).toBeFocused();
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });

  test("loads the map only after the visitor asks for it (English)", async ({ page }) => {
    await storeCookieChoice(page, false);
    await page.goto("/en/hitta-till-oss");
    await expect(page.getByText("The map comes from Google Maps, a third-party service that sets cookies")).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Show the map" }).click();
    await expect(page.locator(`iframe[title="Map showing the way to ${hotel.name}"]`)).toHaveAttribute("src", maps.embedUrl);
  });

  test("loads the map as soon as the visitor accepts cookies in the banner", async ({ page }) => {
    await page.goto("/hitta-till-oss");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("region", { name: "Cookies på vår webbplats" }).getByRole("button", { name: "Acceptera" }).click();
    await expect(page.locator(`iframe[title="Karta som visar vägen till ${hotel.name}"]`)).toHaveAttribute("src", maps.embedUrl);
  });
});

test("axe finds nothing with the click-to-load panel or with the map shown", async ({ page }) => {
  await stubMapProvider(page);
  await storeCookieChoice(page, false);
  await page.goto("/hitta-till-oss");
  await page.getByRole("button", { name: "Visa kartan" }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Visa kartan" }).click();
  await page.locator("iframe").waitFor();
  await expectNoAxeViolations(page);
});
