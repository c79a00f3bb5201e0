import { clickOutTarget } from "./click-out";
import type { Page } from "@playwright/test";
import { acceptCookiesUpfront, expect, expectNoAxeViolations, slowLaterScripts, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
});

const cardTitles = (page: Page) => page.getByRole("tabpanel").getByRole("heading", { level: 3 });

test.describe("packages (Swedish)", () => {
  test("lists every package but the two spa packages, with prices, under All", async ({ page }) => {
    await page.goto("/packages");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paket och erbjudanden");
    await expect(page.getByRole("tab", { name: "Alla" })).toHaveAttribute("aria-selected", "true");
    await expect(cardTitles(page)).toHaveText([
      "WEEKENDPAKET",
      "HÄRLIGA FREDAG",
      "DAGSKONFERENS",
      "BUSINESS+",
      "BUSINESS",
      "SENIORPAKET 60+",
      "LEISURE",
    ]);
    await expect(page.getByRole("heading", { name: "SPA WEEKEND" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "SPA FÖR EN DAG" })).toHaveCount(0);
    // Each category has its own title.
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText([
      "Weekend",
      "Konferens",
      "Affärsresa",
      "Senior 60+",
      "Upplevelser",
    ]);
    await expect(page.locator("#weekendpaket")).toContainText("Från 1 580 kr per person och natt");
    await expect(page.locator("#harliga-fredag")).toContainText("Från 1 570 kr per person");
    await expect(page.locator("#dagskonferens")).toContainText("Från 910 kr per person exkl. moms");
    await expect(page.locator("#business-plus")).toContainText("Från 1 650 kr per natt");
    await expect(page.locator("#business")).toContainText("Från 1 525 kr per natt");
    await expect(page.locator("#seniorpaket-60")).toContainText("Från 1 380 kr per person och natt");
    await expect(page.locator("#leisure")).toContainText("Från 1 525 kr per person och natt");
  });

  test("the category tabs filter the list", async ({ page }) => {
    await page.goto("/packages");
    await page.getByRole("tab", { name: "Senior 60+" }).click();
    await expect(page.getByRole("tab", { name: "Senior 60+" })).toHaveAttribute("aria-selected", "true");
    await expect(cardTitles(page)).toHaveText(["SENIORPAKET 60+"]);

    await page.getByRole("tab", { name: "Weekend" }).click();
    await expect(cardTitles(page)).toHaveText(["WEEKENDPAKET", "HÄRLIGA FREDAG"]);

    await page.getByRole("tab", { name: "Affärsresa" }).click();
    await expect(cardTitles(page)).toHaveText(["BUSINESS+", "BUSINESS"]);

    await page.getByRole("tab", { name: "Konferens" }).click();
    await expect(cardTitles(page)).toHaveText(["DAGSKONFERENS"]);

    // The spa packages are never listed: relax points on to the spa page instead.
    await page.getByRole("tab", { name: "Relax & spa" }).click();
    await expect(cardTitles(page)).toHaveCount(0);
    await expect(page.getByRole("tabpanel").getByRole("link", { name: "Till Relax" })).toHaveAttribute("href", "/relax");
    await expect(page.getByRole("tabpanel").getByRole("link", { name: "Skicka bokningsförfrågan" })).toHaveAttribute(
      "href",
      "/booking-inquiry?kategori=relax",
    );

    await page.getByRole("tab", { name: "Alla" }).click();
    await expect(cardTitles(page)).toHaveCount(7);
    // The cards' texts are not in the page's data (app/rendering/render-only.ts): a card shown anew keeps
    // them, even one no other tab showed meanwhile (LEISURE), and its details and links work.
    const leisure = page.locator("#leisure");
    await expect(leisure).toContainText("Från 1 525 kr per person och natt");
    await expect(page.locator("#paket-leisure")).toContainText("Det här ingår");
    await expect(page.locator("#business")).toContainText("Från 1 525 kr per natt");
    await page.getByRole("button", { name: /Se vad som ingår.*LEISURE/ }).click();
    await expect(page.getByRole("dialog", { name: "LEISURE" })).toContainText("Det här ingår");
    await page.keyboard.press("Escape");
    await leisure.getByRole("link", { name: /Skicka bokningsförfrågan/ }).click();
    await expect(page).toHaveURL(/\/booking-inquiry\?kategori=other$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a card opens a dialog with every detail, closed by its button and by Escape", async ({ page }) => {
    await page.goto("/packages");
    await page.getByRole("button", { name: /Se vad som ingår.*WEEKENDPAKET/ }).click();
    const dialog = page.getByRole("dialog", { name: "WEEKENDPAKET" });
    await expect(dialog).toBeVisible();
    for (const heading of ["Pris", "Det här ingår", "Dag 1", "Dag 2", "Tillval", "Villkor"]) {
      await expect(dialog.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(dialog).toContainText("1 580 kr per person och natt i dubbelrum");
    await expect(dialog).toContainText("Incheckning från kl. 15:00, utcheckning senast kl. 11:00");
    await expect(dialog).toContainText("Priserna per natt inkluderar moms");
    await expect(dialog).toContainText("Tidig incheckning – Pris på förfrågan");
    await expect(dialog).toContainText("Husdjursvänligt rum – Pris på förfrågan");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Stäng" }).click();
    await expect(dialog).toBeHidden();

    // Clicking anywhere on the card opens it too; the day conference has a schedule and equipment.
    await page.locator("#dagskonferens").click({ position: { x: 40, y: 40 } });
    const conference = page.getByRole("dialog", { name: "DAGSKONFERENS" });
    await expect(conference).toBeVisible();
    await expect(conference.getByRole("heading", { name: "Dagens schema" })).toBeVisible();
    await expect(conference.getByRole("heading", { name: "Teknik och utrustning" })).toBeVisible();
    await expect(conference.getByRole("listitem").filter({ hasText: "Ankomst och morgonkaffe" })).toContainText("08:00");
    await expect(conference.getByRole("listitem").filter({ hasText: "Konferensdagen avslutas" })).toContainText("16:00");
    await expect(conference).toContainText("Konferenspriser är exklusive moms");
    await page.keyboard.press("Escape");
    await expect(conference).toBeHidden();
  });

  test("the dialog's code is fetched on demand: the first key press opens it, and closing returns focus to the card's button", async ({
    page,
  }) => {
    await page.goto("/packages");
    const slow = await slowLaterScripts(page);
    // includeHidden: an open modal dialog hides the rest of the page from the accessibility tree.
    const friday = page.getByRole("button", { name: /Se vad som ingår.*HÄRLIGA FREDAG/, includeHidden: true });
    await expect(friday).toHaveAttribute("aria-haspopup", "dialog");
    await expect(friday).toHaveAttribute("aria-expanded", "false");
    // Enter straight after focus: the press comes before the dialog's code does.
    await friday.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "HÄRLIGA FREDAG" });
    await expect(dialog).toBeVisible();
    expect(slow.requests(), "scripts fetched after hydration").toBeGreaterThan(0);
    await expect(dialog.getByRole("heading", { name: "Det här ingår" })).toBeVisible();
    await expect(friday).toHaveAttribute("aria-expanded", "true");
    await expect(friday).toHaveAttribute("aria-controls", (await dialog.getAttribute("id"))!);
    await dialog.getByRole("button", { name: "Stäng" }).click();
    await expect(dialog).toBeHidden();
    await expect(friday).toBeFocused();
    await expect(friday).toHaveAttribute("aria-expanded", "false");

    // Another card, opened by a click on the card itself and closed with Escape, gets its own focus back.
    await page.locator("#leisure").click({ position: { x: 40, y: 40 } });
    const leisure = page.getByRole("dialog", { name: "LEISURE" });
    await expect(leisure).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(leisure).toBeHidden();
    await expect(page.getByRole("button", { name: /Se vad som ingår.*LEISURE/ })).toBeFocused();

    // The first card opens again, now without waiting for anything.
    await friday.click();
    await expect(dialog).toBeVisible();
  });

  test("a URL hash scrolls its card into view", async ({ page }) => {
    await page.goto("/packages#harliga-fredag");
    await expect(page.locator("#harliga-fredag")).toBeInViewport();
    await expect(page.locator("#harliga-fredag")).toContainText("HÄRLIGA FREDAG");
  });

  test("each card's button links to the card's own details, which a shared link opens on the page", async ({ page }) => {
    await page.goto("/packages");
    const friday = page.getByRole("button", { name: /Se vad som ingår.*HÄRLIGA FREDAG/ });
    await expect(friday).toHaveAttribute("href", "#paket-harliga-fredag");
    // In the page from the start, hidden until found: the dialog does not need it.
    await expect(page.locator("#paket-harliga-fredag")).toBeHidden();
    await expect(page.locator("#paket-harliga-fredag")).toContainText("Det här ingår");

    await page.goto("/packages#paket-harliga-fredag");
    const details = page.locator("#paket-harliga-fredag");
    await expect(details).toBeVisible();
    await expect(details).toBeInViewport();
    await expect(details.getByRole("heading", { name: "Det här ingår" })).toBeVisible();
    // Hydrated, the button still opens the dialog and leaves the address alone.
    await page.getByRole("button", { name: /Se vad som ingår.*LEISURE/ }).click();
    await expect(page.getByRole("dialog", { name: "LEISURE" })).toBeVisible();
    await expect(page).toHaveURL(/\/packages#paket-harliga-fredag$/);
  });

  test("the senior package links to the booking engine in a new tab, every card to the inquiry form", async ({ page }) => {
    await page.goto("/packages");
    const senior = page.locator("#seniorpaket-60");
    const book = senior.getByRole("link", { name: /Boka seniorpaketet online/ });
    await expect(book).toHaveAttribute("href", /^\/go\/booking\?from=packages&/);
    expect(clickOutTarget(await book.getAttribute("href")).toString()).toMatch(/^https:\/\/[^/]+\/package\/8\?channel=[^&]+&lang=sv$/);
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: /Boka seniorpaketet online/ })).toHaveCount(1);
    await expect(senior.getByRole("link", { name: /Skicka bokningsförfrågan/ })).toHaveAttribute(
      "href",
      "/booking-inquiry?kategori=senior",
    );
    await expect(page.locator("#weekendpaket").getByRole("link", { name: /Skicka bokningsförfrågan/ })).toHaveAttribute(
      "href",
      "/booking-inquiry?kategori=weekend",
    );
    await expect(page.locator("#dagskonferens").getByRole("link", { name: /Skicka bokningsförfrågan/ })).toHaveAttribute(
      "href",
      "/booking-inquiry?typ=foretag&kategori=conference",
    );
  });

  test("a conference package's inquiry opens the company form on the conference category", async ({ page }) => {
    await page.goto("/packages");
    await page
      .locator("#dagskonferens")
      .getByRole("link", { name: /Skicka bokningsförfrågan/ })
      .click();
    await expect(page.getByRole("tab", { name: "Företag" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#business-inquiry").getByRole("radio", { name: "Konferens" })).toBeChecked();
  });
});

test.describe("packages (English)", () => {
  test("/en/packages shows the packages in English and filters them", async ({ page }) => {
    await page.goto("/en/packages");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Packages and offers");
    await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    await expect(cardTitles(page)).toHaveCount(7);
    await expect(page.locator("#weekendpaket")).toContainText("From 1,580 SEK per person per night");
    await expect(page.locator("#dagskonferens")).toContainText("From 910 SEK per person excluding VAT");

    await page.getByRole("tab", { name: "Seniors 60+" }).click();
    await expect(cardTitles(page)).toHaveText(["SENIOR PACKAGE 60+"]);
    const senior = page.locator("#seniorpaket-60");
    expect(
      clickOutTarget(await senior.getByRole("link", { name: /Book the senior package online/ }).getAttribute("href")).toString(),
    ).toMatch(/^https:\/\/[^/]+\/package\/8\?channel=[^&]+&lang=en$/);
    await expect(senior.getByRole("link", { name: /Send a booking inquiry/ })).toHaveAttribute(
      "href",
      "/en/booking-inquiry?kategori=senior",
    );

    await senior.getByRole("button", { name: /See what is included.*SENIOR PACKAGE 60\+/ }).click();
    const dialog = page.getByRole("dialog", { name: "SENIOR PACKAGE 60+" });
    await expect(dialog.getByRole("heading", { name: "What is included" })).toBeVisible();
    await expect(dialog).toContainText("Valid any day of the week, not on public holidays");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("/en/packages#harliga-fredag scrolls to the Friday package", async ({ page }) => {
    await page.goto("/en/packages#harliga-fredag");
    await expect(page.locator("#harliga-fredag")).toBeInViewport();
    await expect(page.locator("#harliga-fredag")).toContainText("FRIDAY FEELING");
  });
});
