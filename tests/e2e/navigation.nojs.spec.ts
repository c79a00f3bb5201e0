import { expect, test } from "./fixtures";
import { labelled, menuEntry, phoneEntries, tabletEntries, type Lang } from "./navigation-entries";

// Before and without JavaScript (issue 15): "Meny" opens the whole menu through the HTML `popover`
// attribute, its entries open their lists as `<details>` (decision 045), and the desktop submenus
// show on hover and keyboard focus through CSS.

const languages: [Lang, string][] = [
  ["sv", "/"],
  ["en", "/en"],
];

for (const [lang, start] of languages) {
  test(`at phone width "Meny" opens the menu and every entry is a working link (${lang})`, async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) >= 768, "phones only");
    await page.goto(start);
    const menuButton = page.getByRole("button", { name: lang === "sv" ? "Meny" : "Menu", exact: true });
    await menuButton.click();
    const panel = page.getByRole("dialog", { name: lang === "sv" ? "Meny" : "Menu" });
    await expect(panel).toBeVisible();
    // The page behind does not scroll while it is open (app.css).
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");

    // SPEC's phone rules: no Service entry, the magic's four phone sub-items.
    await expect(panel.getByRole("link", { name: lang === "sv" ? "Service" : "Service", exact: true })).toBeHidden();
    // An entry with sub-items opens its list on a tap (a <details>), its own page leading the list
    // when no sub-item is it.
    const hrefs = new Set<string>();
    for (const item of phoneEntries(lang)) {
      hrefs.add(item.href);
      if (!item.items.length) {
        await expect(panel.getByRole("link", { name: labelled(item.label) }), item.label).toHaveAttribute("href", item.href);
        continue;
      }
      const { toggle, list } = menuEntry(panel, item.label);
      await expect(list, `${item.label} closed`).toBeHidden();
      await toggle.click();
      const itself = list.locator(`a[href="${item.href.split("#")[0]}"]`).filter({ visible: true });
      await expect(itself, `${item.label} itself`).toHaveCount(1);
      for (const sub of item.items) {
        const subLink = list.getByRole("link", { name: labelled(sub.label) }).and(panel.locator(`a[href="${sub.href}"]`));
        await expect(subLink, `${item.label} › ${sub.label}`).toBeVisible();
        hrefs.add(sub.href);
      }
    }
    // Every internal entry answers (redirects followed), so it is a link that works.
    // A click-out (/go/...) is counted and sent on to the external site it names in `to`.
    for (const href of hrefs) {
      if (href.startsWith("http")) continue;
      if (href.startsWith("/go/")) {
        const response = await page.request.get(href, { maxRedirects: 0 });
        expect(response.status(), href).toBe(302);
        expect(new URL(response.headers().location!).href, href).toBe(new URL(new URL(href, "http://x").searchParams.get("to")!).href);
        continue;
      }
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }

    // Escape closes it; following an entry goes there.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
    await menuButton.click();
    // Without scripts nothing collapses the entries on close: the restaurant's list is still open.
    await panel.getByRole("link", { name: lang === "sv" ? "Veckans meny" : "Weekly menu", exact: true }).click();
    await expect(page).toHaveURL(lang === "sv" ? /\/weekly-menu$/ : /\/en\/weekly-menu$/);
  });

  test(`at desktop width every submenu's links are reachable by hover and by keyboard (${lang})`, async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) < 1280, "desktop only");
    await page.goto(start);
    const nav = page.getByRole("navigation", { name: lang === "sv" ? "Huvudmeny" : "Main menu" });
    for (const item of tabletEntries(lang)) {
      const top = nav.getByRole("link", { name: item.label, exact: true });
      await expect(top).toHaveAttribute("href", item.href);
      if (!item.items.length) continue;
      const list = nav.getByRole("list", { name: item.label, exact: true });
      await top.hover();
      await expect(list, `${item.label} on hover`).toBeVisible();
      for (const sub of item.items) {
        await expect(list.getByRole("link", { name: labelled(sub.label) }), `${item.label} › ${sub.label}`).toHaveAttribute(
          "href",
          sub.href,
        );
      }
      await page.mouse.move(640, 700);
      await expect(list).toBeHidden();
      // Keyboard: focus on the item shows its list, and Tab walks into it.
      await top.focus();
      await expect(list, `${item.label} on focus`).toBeVisible();
      await page.keyboard.press("Tab"); // the chevron
      await page.keyboard.press("Tab");
      await expect(list.getByRole("link").first()).toBeFocused();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    }
  });
}
