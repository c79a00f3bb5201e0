import { clickOutTarget } from "./click-out";
import { acceptCookiesUpfront, expect, test } from "./fixtures";
import { labelled, menuEntry, tabletEntries, type Lang } from "./navigation-entries";

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

// Issue 15, defect 3: from 768 px SPEC's phone rules no longer apply. Below the full bar (1280 px)
// the "Meny" panel holds every top-level entry and submenu link of the desktop's navigation.
for (const width of [768, 1024, 1279]) {
  for (const [lang, path] of [
    ["sv", "/relax"],
    ["en", "/en/relax"],
  ] as [Lang, string][]) {
    test(`at ${width} px every entry and submenu is reachable, nothing scrolls or overlaps (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);

      const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(noHorizontalScroll, "horizontal scroll").toBe(true);

      const header = page.locator("header");
      const items = [
        header.getByRole("link", { name: /Fjällkällan/ }),
        header.getByRole("link", { name: lang === "sv" ? "In English (EN)" : "På svenska (SV)" }),
        header.getByRole("link", { name: labelled(lang === "sv" ? "Boka nu" : "Book now") }),
        header.getByRole("button", { name: lang === "sv" ? "Meny" : "Menu", exact: true }),
      ];
      const boxes = [];
      for (const item of items) {
        await expect(item).toBeInViewport({ ratio: 1 });
        boxes.push((await item.boundingBox())!);
      }
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
          expect(overlap, `header items overlap at ${width} px: ${JSON.stringify([a, b])}`).toBe(false);
        }
      }

      await items[3]!.click();
      const panel = page.getByRole("dialog", { name: lang === "sv" ? "Meny" : "Menu" });
      await expect(panel).toBeVisible();
      for (const item of tabletEntries(lang)) {
        if (!item.items.length) {
          await expect(panel.getByRole("link", { name: item.label, exact: true }), item.label).toHaveAttribute("href", item.href);
          continue;
        }
        const { toggle, list } = menuEntry(panel, item.label);
        await toggle.click();
        // Its own page leads the list when no sub-item is it.
        await expect(list.locator(`a[href="${item.href.split("#")[0]}"]`).first(), `${item.label} itself`).toBeVisible();
        for (const sub of item.items) {
          const link = list.getByRole("link", { name: labelled(sub.label) });
          await expect(link, `${item.label} › ${sub.label}`).toBeVisible();
          await expect(link).toHaveAttribute("href", sub.href);
        }
      }
      const panelFits = await panel.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(panelFits, "the panel scrolls sideways").toBe(true);
    });
  }
}

test("the header's Book now passes the page's language to the booking engine", async ({ page }) => {
  for (const [path, lang, name] of [
    ["/relax", "sv", "Boka nu"],
    ["/en/relax", "en", "Book now"],
  ]) {
    await page.goto(path!);
    const book = page.locator("header").getByRole("link", { name: labelled(name!) });
    await expect(book).toHaveAttribute("href", /^\/go\/booking\?from=header&/);
    expect(clickOutTarget(await book.getAttribute("href")).toString()).toMatch(
      new RegExp(`^https://[^/]+/search\\?channel=[^&]+&lang=${lang}$`),
    );
  }
});
