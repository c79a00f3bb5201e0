import { clickOutTarget } from "./click-out";
import { acceptCookiesUpfront, expect, holdScripts, test, waitForHydrationOnLoad } from "./fixtures";

test.describe("with cookies already chosen", () => {
  test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

  test("the header is transparent at the top, opaque after any scroll, and below the ticker on home", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("top", "48px");
    await expect(header).toHaveCSS("height", "70px");
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    // It stays clear of the ticker for as long as the ticker shows (under 100 px of scroll).
    await expect(header).toHaveCSS("top", "48px");
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(header).toHaveCSS("top", "0px");

    await page.goto("/relax");
    await expect(header).toHaveCSS("top", "0px");
  });

  test("the ticker shows only on home while scrolled less than 100 px, with five copies of its offers", async ({ page }) => {
    await page.goto("/");
    const ticker = page.getByTestId("ticker");
    await expect(ticker).toBeVisible();
    await expect(ticker.getByText("Middag ingår alltid när du bor hos oss")).toHaveCount(5);
    await page.evaluate(() => window.scrollTo(0, 99));
    await expect(ticker).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(ticker).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(ticker).toBeVisible();
    await page.goto("/relax");
    await expect(page.getByTestId("ticker")).toHaveCount(0);
  });

  test("the ticker's offers are links named by what they say, followed by click, Enter and Space", async ({ page }) => {
    // With reduced motion the ticker stands still, which also lets the click land on a still target.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("link", { name: "Spaweekend – värme, bad och vila" }).click();
    await expect(page).toHaveURL(/\/relax$/);

    await page.goto("/");
    await page.getByRole("link", { name: "Boka paketet Härliga fredag" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/packages#harliga-fredag$/);

    await page.goto("/");
    await page.getByRole("link", { name: "Spaweekend – värme, bad och vila" }).focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/relax$/);
  });

  // The desktop submenus follow the WAI-ARIA disclosure navigation pattern: a chevron button with
  // aria-expanded controls a plain list of links, named after its item. A closed list is hidden,
  // so neither it nor its links are in the accessibility tree (getByRole skips hidden elements).
  test("the header's items all fit on screen in both languages: the full menu from 1280 px, the Menu button below", async ({ page }) => {
    for (const [width, full] of [
      [1024, false],
      [1280, true],
      [1440, true],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/relax", "/en/relax"]) {
        await page.goto(path);
        const row = page.locator("header > div").first();
        const fits = await row.evaluate((element) => element.scrollWidth <= element.clientWidth);
        expect(fits, `${path} at ${width} px`).toBe(true);
        await expect(page.getByRole("navigation", { name: path.startsWith("/en") ? "Main menu" : "Huvudmeny" })).toBeVisible({
          visible: full,
        });
        await expect(page.getByRole("button", { name: /^(Meny|Menu)$/ })).toBeVisible({ visible: !full });
        await expect(
          page.locator("header").getByRole("link", { name: path.startsWith("/en") ? "På svenska (SV)" : "In English (EN)" }),
        ).toBeInViewport({ ratio: 1 });
      }
    }
  });

  test("desktop dropdowns open on hover and close on outside click, resize and link click", async ({ page }) => {
    await page.goto("/relax");
    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    const item = nav.getByRole("link", { name: "Konferens", exact: true });
    const chevron = nav.getByRole("button", { name: "Visa undermeny för Konferens" });
    const submenu = nav.getByRole("list", { name: "Konferens" });
    await expect(submenu).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Teambuilding" })).toHaveCount(0);
    await expect(chevron).toHaveAttribute("aria-expanded", "false");

    // Hover opens it; moving onto the panel keeps it open; leaving both closes it.
    await item.hover();
    await expect(submenu.getByRole("link", { name: "Teambuilding" })).toBeVisible();
    await expect(chevron).toHaveAttribute("aria-expanded", "true");
    await submenu.getByRole("link", { name: "Offertförfrågan" }).hover();
    await page.waitForTimeout(300);
    await expect(submenu).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(submenu).toHaveCount(0);
    await expect(chevron).toHaveAttribute("aria-expanded", "false");

    // Sliding straight on to the next item opens it; the first one's pending close leaves it alone.
    await item.hover();
    await nav.getByRole("link", { name: "Relax", exact: true }).hover();
    await page.waitForTimeout(300);
    await expect(nav.getByRole("list", { name: "Relax" })).toBeVisible();
    await expect(submenu).toHaveCount(0);

    // A mouse click on the chevron after hovering keeps it open instead of toggling it shut.
    await chevron.hover();
    await expect(submenu).toBeVisible();
    await chevron.click();
    await page.waitForTimeout(300);
    await expect(submenu).toBeVisible();
    await expect(chevron).toHaveAttribute("aria-expanded", "true");

    // Outside click and resize, with the submenu opened from the keyboard so that no hover is
    // involved. The click lands on plain text in the footer (<main> would take focus, and focus
    // leaving closes it too), so only the outside click can close it here.
    await page.mouse.move(640, 600);
    await expect(submenu).toHaveCount(0);
    await chevron.focus();
    await page.keyboard.press("Enter");
    await expect(submenu).toBeVisible();
    await page.getByRole("heading", { name: "HÅLL DIG UPPDATERAD" }).click();
    await expect(submenu).toHaveCount(0);
    await expect(chevron).toHaveAttribute("aria-expanded", "false");

    await chevron.focus();
    await page.keyboard.press("Enter");
    await expect(submenu).toBeVisible();
    // Another desktop width (the full menu shows from 1280 px).
    await page.setViewportSize({ width: 1366, height: 800 });
    await expect(submenu).toHaveCount(0);
    await expect(chevron).toHaveAttribute("aria-expanded", "false");

    // Following a link goes there and closes the submenu.
    await item.hover();
    await submenu.getByRole("link", { name: "Teambuilding" }).click();
    await expect(page).toHaveURL(/\/teambuilding$/);
    // The address changes before React has shown the new page; a key pressed in between would
    // open the submenu just before the route change closes it (CI, 27 Nov).
    await expect(page).toHaveTitle(/^Teambuilding i skogen/);
    await expect(submenu).toHaveCount(0);
    await expect(chevron).toHaveAttribute("aria-expanded", "false");

    // Any other route change (here the back button) closes it too.
    await chevron.focus();
    await page.keyboard.press("Enter");
    await expect(submenu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/relax$/);
    await expect(submenu).toHaveCount(0);
  });

  test("on touch the chevron toggles a dropdown, one at a time", async ({ browser }) => {
    const touch = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 800 } });
    const tablet = await touch.newPage();
    waitForHydrationOnLoad(tablet);
    await acceptCookiesUpfront(tablet);
    await tablet.goto("/relax");
    const nav = tablet.getByRole("navigation", { name: "Huvudmeny" });
    const restaurant = nav.getByRole("button", { name: "Visa undermeny för Restaurang" });
    const conference = nav.getByRole("button", { name: "Visa undermeny för Konferens" });

    await restaurant.tap();
    await expect(nav.getByRole("list", { name: "Restaurang" }).getByRole("link", { name: "Veckans meny" })).toBeVisible();
    await expect(restaurant).toHaveAttribute("aria-expanded", "true");
    await restaurant.tap();
    await expect(nav.getByRole("list", { name: "Restaurang" })).toHaveCount(0);
    await expect(restaurant).toHaveAttribute("aria-expanded", "false");

    // A tap outside closes it (on plain footer text, where no focus change does it instead).
    await restaurant.tap();
    await expect(nav.getByRole("list", { name: "Restaurang" })).toBeVisible();
    await tablet.getByRole("heading", { name: "HÅLL DIG UPPDATERAD" }).tap();
    await expect(nav.getByRole("list", { name: "Restaurang" })).toHaveCount(0);

    // Opening another closes the first.
    await restaurant.tap();
    await conference.tap();
    await expect(nav.getByRole("list", { name: "Konferens" })).toBeVisible();
    await expect(nav.getByRole("list", { name: "Restaurang" })).toHaveCount(0);
    await expect(restaurant).toHaveAttribute("aria-expanded", "false");
    await touch.close();
  });

  test("the keyboard toggles a dropdown; Escape and leaving it close it", async ({ page }) => {
    await page.goto("/relax");
    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    const chevron = nav.getByRole("button", { name: "Visa undermeny för Restaurang" });
    const submenu = nav.getByRole("list", { name: "Restaurang" });

    // Enter and Space toggle it, as on any button.
    await chevron.focus();
    await page.keyboard.press("Enter");
    await expect(submenu.getByRole("link", { name: "Veckans meny" })).toBeVisible();
    await expect(chevron).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(submenu).toHaveCount(0);
    await page.keyboard.press("Space");
    await expect(submenu).toBeVisible();

    // Tab walks into its links; Escape there closes it and puts focus back on the chevron.
    await page.keyboard.press("Tab");
    await expect(submenu.getByRole("link", { name: "Smaka på Norrland" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(submenu).toHaveCount(0);
    await expect(chevron).toHaveAttribute("aria-expanded", "false");
    await expect(chevron).toBeFocused();

    // Tabbing past its last link closes it; a closed submenu's links are skipped by Tab.
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(submenu.getByRole("link", { name: "Veckans meny" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Service", exact: true })).toBeFocused();
    await expect(submenu).toHaveCount(0);
    await expect(chevron).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Shift+Tab");
    await expect(chevron).toBeFocused();
  });

  // Before the scripts run, CSS shows a submenu on hover and keyboard focus; once they run, the
  // script decides. A visitor inside a submenu at that moment keeps it, and their focus.
  test("a submenu shown before the scripts ran stays open, with the focus in it, once they run", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/relax", { waitUntil: "commit" });
    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    const submenu = nav.getByRole("list", { name: "Restaurang" });
    const link = submenu.getByRole("link", { name: "Veckans meny" });
    await nav.getByRole("link", { name: "Restaurang", exact: true }).focus();
    await page.keyboard.press("Tab"); // the chevron
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();

    await scripts.release();
    await expect(nav).toHaveAttribute("data-hydrated", "true");
    await expect(link).toBeVisible();
    await expect(link).toBeFocused();
    await expect(nav.getByRole("button", { name: "Visa undermeny för Restaurang" })).toHaveAttribute("aria-expanded", "true");
    // From here the script's rules apply: Escape closes it and returns to the chevron.
    await page.keyboard.press("Escape");
    await expect(submenu).toBeHidden();
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("the magic shows only its sub-items 2, 3, 4 and 6 and the active route is marked", async ({ page }) => {
    await page.goto("/boende");
    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    await expect(nav.getByRole("link", { name: "Boende" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Magin" }).hover();
    await expect(nav.getByRole("list", { name: "Magin" }).getByRole("link")).toHaveText(["Naturen", "Aktiviteter", "Relax", "Magasinet"]);
  });

  test("a menu link is followed in the page, and the mark moves to the page it opened", async ({ page }) => {
    await page.goto("/boende");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    await nav.getByRole("link", { name: "Fira" }).click();
    await expect(page).toHaveURL(/\/celebrate$/);
    await expect(nav.getByRole("link", { name: "Fira" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Boende" })).not.toHaveAttribute("aria-current");
    expect(await page.evaluate(() => "sameDocument" in window), "followed in the router, not as a new document").toBe(true);

    // A link to the page already shown adds no history entry: Back returns to the page before.
    await nav.getByRole("link", { name: "Fira" }).click();
    await page.goBack();
    await expect(page).toHaveURL(/\/boende$/);
  });

  test("a link clicked with Ctrl or Cmd opens in a new tab and leaves the page as it is", async ({ page }) => {
    await page.goto("/boende");
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Veckans meny" })
        .click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await tab.waitForURL(/\/weekly-menu$/);
    await expect(page).toHaveURL(/\/boende$/);
    await tab.close();
  });

  test("gift cards and Book now open external pages in a new tab", async ({ page }) => {
    await page.goto("/relax");
    const book = page.getByRole("link", { name: /^Boka nu/ }).first();
    await expect(book).toHaveAttribute("target", "_blank");
    expect(clickOutTarget(await book.getAttribute("href")).searchParams.get("channel")).toBeTruthy();
    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    await nav.getByRole("link", { name: "Kontakt" }).hover();
    await expect(nav.getByRole("list", { name: "Kontakt" }).getByRole("link", { name: /Presentkort/ })).toHaveAttribute("target", "_blank");
  });

  test("the help chat searches its FAQ by text and category", async ({ page }) => {
    await page.goto("/relax");
    await page.getByRole("button", { name: "Öppna hjälpen" }).click();
    const panel = page.getByRole("dialog", { name: "Hur kan vi hjälpa dig?" });
    await expect(panel).toHaveCSS("height", "550px");
    await expect(panel.getByRole("tab", { name: "FAQ" })).toHaveAttribute("aria-selected", "true");
    const questions = panel.getByRole("listitem");
    await expect(questions.first()).toBeVisible();
    const all = await questions.count();
    expect(all).toBeGreaterThanOrEqual(25);

    await panel.getByRole("searchbox", { name: "Sök bland vanliga frågor" }).fill("FRUKOST");
    const found = await questions.allTextContents();
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all);

    await panel.getByRole("button", { name: "Presentkort" }).click();
    await expect(panel.getByText("Inga resultat hittades. Prova en annan sökning.")).toBeVisible();
    await panel.getByRole("searchbox").fill("");
    await expect(questions.first()).toBeVisible();
    expect(await questions.count()).toBeGreaterThanOrEqual(3);

    await questions.first().click();
    await expect(panel.getByText("Fick du svar på din fråga?")).toBeVisible();
    await panel.getByRole("button", { name: "Ja" }).click();
    await panel.getByRole("button", { name: "Tillbaka till frågorna" }).click();

    await panel.getByRole("tab", { name: "Skicka förfrågan" }).click();
    await expect(panel.getByRole("link", { name: "Mejla oss" })).toHaveAttribute("href", /^mailto:/);
    await panel.getByRole("link", { name: "Till bokningsförfrågan" }).click();
    await expect(page).toHaveURL(/\/booking-inquiry$/);
  });

  test("the scroll-to-top button appears after 300 px and takes the visitor up", async ({ page }) => {
    await page.goto("/blog");
    const button = page.getByRole("button", { name: "Till toppen av sidan" });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the footer has the address, contact links, policy links and this year's copyright", async ({ page }) => {
    await page.goto("/restaurant");
    const footer = page.locator("footer");
    await expect(footer).toContainText("Norsjö");
    await expect(footer.getByRole("link", { name: /0918/ })).toHaveAttribute("href", /^tel:\+46/);
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("link", { name: "PRIVATBOKNING" })).toHaveAttribute("href", "/booking-inquiry");
    await expect(footer.getByRole("link", { name: "KONFERENSBOKNING" })).toHaveAttribute("href", /^\/booking-inquiry/);
    await expect(footer.getByRole("link", { name: "Kvarglömt" })).toHaveAttribute("href", "/kvarglomt");
    for (const tab of ["general", "event", "environment", "privacy"]) {
      await expect(footer.locator(`a[href="/villkor?tab=${tab}"]`)).toHaveCount(1);
    }
    await expect(footer.getByRole("heading", { name: "HÅLL DIG UPPDATERAD" })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe("cookie banner", () => {
  test("appears one second after load, not before", async ({ page }) => {
    await page.goto("/relax");
    const banner = page.getByRole("region", { name: "Cookies på vår webbplats" });
    const loadedAt = Date.now();
    await banner.waitFor();
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(700);
  });

  test("Accept stores true, Decline stores false, and a stored choice keeps it away", async ({ page }) => {
    await page.goto("/relax");
    const banner = page.getByRole("region", { name: "Cookies på vår webbplats" });
    await banner.getByRole("button", { name: "Acceptera" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("true");
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(banner).toBeHidden();

    await page.locator("footer").getByRole("button", { name: "Cookieinställningar" }).click();
    await banner.getByRole("button", { name: "Avböj" }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("false");
  });

  test("the close button hides it for this view only", async ({ page }) => {
    await page.goto("/relax");
    const banner = page.getByRole("region", { name: "Cookies på vår webbplats" });
    await banner.getByRole("button", { name: "Stäng" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();
    await page.reload();
    await expect(banner).toBeVisible();
  });

  test("its link opens the website terms", async ({ page }) => {
    await page.goto("/relax");
    await page.getByRole("link", { name: "Läs våra webbplatsvillkor" }).click();
    await expect(page).toHaveURL(/\/villkor\?tab=website$/);
  });

  test("toasts: at most five, newest first", async ({ page }) => {
    await page.goto("/relax");
    const banner = page.getByRole("region", { name: "Cookies på vår webbplats" });
    const choices = ["Acceptera", "Avböj", "Acceptera", "Avböj", "Acceptera", "Avböj", "Acceptera"];
    for (const [i, choice] of choices.entries()) {
      if (i > 0) await page.locator("footer").getByRole("button", { name: "Cookieinställningar" }).click();
      await banner.getByRole("button", { name: choice }).click();
    }
    const toasts = page.getByRole("region", { name: "Aviseringar (F8)" }).locator('li[data-state="open"]');
    await expect(toasts).toHaveCount(5);
    await expect(toasts.first()).toContainText("Du har godkänt cookies.");
    await expect(toasts.nth(1)).toContainText("Du har avböjt cookies.");
    // F8 moves focus to the notifications.
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: "Aviseringar (F8)" }).locator("ol")).toBeFocused();
  });
});
