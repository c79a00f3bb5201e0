import { clickOutTarget } from "./click-out";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

/** The booking engine's room identifiers (app/site.ts). */
const engineRoomIds = { standard: "STD", "pet-friendly": "PET", deluxe: "DLX" } as const;

const languages = [
  {
    lang: "sv" as const,
    path: "/boende",
    inquiry: "/booking-inquiry",
    h1: "Boende",
    bookNow: "BOKA NU",
    bookStay: "BOKA DIN VISTELSE",
    amenities: "Det här finns i alla rum",
    rooms: {
      standard: {
        title: "Standardrum",
        facts: ["23 kvm", "Upp till 3 personer", "2 enkelsängar + bäddsoffa"],
        price: "Från 1 545 kr per person och natt",
      },
      "pet-friendly": {
        title: "Husdjursvänligt rum",
        facts: ["25 kvm", "Upp till 3 personer", "Egen entré"],
        price: "Husdjursavgift 450 kr per djur",
      },
      accessible: {
        title: "Tillgänglighetsanpassat rum",
        facts: ["26 kvm", "Upp till 3 personer"],
        price: "Från 1 960 kr för två per natt",
      },
      deluxe: {
        title: "Deluxerum",
        facts: ["25 kvm", "Upp till 2 personer", "King size-säng", "Egen balkong"],
        price: "Från 1 998 kr per person eller 3 995 kr för två per natt",
      },
    },
    someAmenities: ["Handdukar", "Badrock", "Skohorn", "Platt-tv", "USB-laddare", "Utsikt mot trädgården"],
  },
  {
    lang: "en" as const,
    path: "/en/boende",
    inquiry: "/en/booking-inquiry",
    h1: "Accommodation",
    bookNow: "BOOK NOW",
    bookStay: "BOOK YOUR STAY",
    amenities: "In every room",
    rooms: {
      standard: {
        title: "Standard room",
        facts: ["23 sqm", "Up to 3 guests", "2 single beds + sofa bed"],
        price: "From 1,545 SEK per person per night",
      },
      "pet-friendly": {
        title: "Pet-friendly room",
        facts: ["25 sqm", "Up to 3 guests", "Private entrance"],
        price: "Pet fee 450 SEK per pet",
      },
      accessible: { title: "Accessible room", facts: ["26 sqm", "Up to 3 guests"], price: "From 1,960 SEK for two per night" },
      deluxe: {
        title: "Deluxe room",
        facts: ["25 sqm", "Up to 2 guests", "King-size bed", "Private balcony"],
        price: "From 1,998 SEK per person or 3,995 SEK for two per night",
      },
    },
    someAmenities: ["Towels", "Bathrobe", "Shoehorn", "Flat-screen TV", "USB charger", "Garden view"],
  },
];

for (const t of languages) {
  test.describe(t.path, () => {
    test("shows the four room types with their size, capacity and price per night", async ({ page }) => {
      await page.goto(t.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.h1);
      for (const [id, room] of Object.entries(t.rooms)) {
        const card = page.locator(`article#${id}`);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(room.title);
        for (const fact of room.facts) await expect(card).toContainText(fact);
        await expect(card).toContainText(room.price);
      }
    });

    test("BOKA NU opens the booking engine with the room id in a new tab, except for the accessible room", async ({ page }) => {
      await page.goto(t.path);
      for (const [room, engineId] of Object.entries(engineRoomIds)) {
        const link = page.locator(`article#${room}`).getByRole("link", { name: new RegExp(t.bookNow) });
        await expect(link).toHaveAttribute("target", "_blank");
        const url = clickOutTarget(await link.getAttribute("href"));
        expect(url.origin).toBe("https://booking.fjallkallan.se");
        expect(url.searchParams.get("room")).toBe(engineId);
        expect(url.searchParams.get("lang")).toBe(t.lang);
        expect(url.searchParams.get("channel")).toBe("fjallkallan-web");
      }
      const accessible = page.locator("article#accessible").getByRole("link", { name: new RegExp(t.bookNow) });
      await expect(accessible).toHaveAttribute("href", t.inquiry);
      await expect(accessible).not.toHaveAttribute("target", "_blank");
      await accessible.click();
      await expect(page).toHaveURL(new RegExp(`${t.inquiry}$`));
    });

    test("a click on the deluxe room's BOKA NU opens the booking engine in a new tab", async ({ page, context }) => {
      await context.route("https://booking.fjallkallan.se/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Booking</title>" }),
      );
      await page.goto(t.path);
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page
          .locator("article#deluxe")
          .getByRole("link", { name: new RegExp(t.bookNow) })
          .click(),
      ]);
      // Through the site's counted click-out (/go/booking) to the engine.
      await popup.waitForURL(/^https:\/\/booking\.fjallkallan\.se\//);
      expect(new URL(popup.url()).searchParams.get("room")).toBe("DLX");
      expect(new URL(popup.url()).searchParams.get("channel")).toBe("fjallkallan-web");
      await expect(page).toHaveURL(new RegExp(`${t.path}$`));
    });

    test("lists the twelve amenities of every room and books a stay through the inquiry form", async ({ page }) => {
      await page.goto(t.path);
      await expect(page.getByRole("heading", { name: t.amenities })).toBeVisible();
      const amenities = page.getByTestId("amenities").getByRole("listitem");
      await expect(amenities).toHaveCount(12);
      for (const amenity of t.someAmenities) await expect(page.getByTestId("amenities")).toContainText(amenity);

      const bookStay = page.getByRole("link", { name: t.bookStay });
      await expect(bookStay).toHaveAttribute("href", t.inquiry);
      await bookStay.click();
      await expect(page).toHaveURL(new RegExp(`${t.inquiry}$`));
    });
  });
}
