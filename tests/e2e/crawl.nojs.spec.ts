import { screenIds, screens, visitedPaths, type ScreenId } from "../../app/screens";
import { english, expect, test } from "./fixtures";

/**
 * Issue 15: without JavaScript, at phone and desktop width, every screen is reachable from the
 * home page by following links a visitor can see, without opening "Meny" (the footer, the home
 * page's "Utforska" and the pages' own links). Breadth first over the visible same-origin links
 * of each page (query included), in the start page's language; each page reached shows its h1.
 *
 * Not reachable by a link, so not expected: the newsletter's answer page (a form posts there),
 * its confirm and unsubscribe pages (signed links in a mail), the not-found page, and the staff
 * pages (outside the screens table). Articles and food events count once one of them is reached.
 */
const unreachableByLinks: ScreenId[] = ["newsletter", "newsletter-confirm", "newsletter-unsubscribe", "not-found"];
const expected = screenIds.filter((id) => visitedPaths(id).length > 0);

test("the screens a visitor opens are exactly those not excluded", () => {
  expect([...expected, ...unreachableByLinks].sort()).toEqual([...screenIds].sort());
});

const matchers = expected.map((id) => {
  const pattern = screens[id].path.replace(/:[^/]+/g, "[^/]+");
  return { id, sv: new RegExp(`^${pattern}$`), en: new RegExp(`^${pattern === "/" ? "/en" : `/en${pattern}`}$`) };
});

for (const start of ["/", english("/")]) {
  test(`every screen is reached from ${start} through visible links`, async ({ page, baseURL }) => {
    test.setTimeout(600_000);
    const lang = start === "/" ? "sv" : "en";
    const screenOf = (path: string) => matchers.find((m) => m[lang].test(path))?.id;
    const reached = new Map<ScreenId, string>();
    const queued = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const path = queue.shift()!;
      const id = screenOf(new URL(path, baseURL).pathname);
      if (!id) continue;
      // A second article or food event adds nothing the first did not show.
      if (reached.has(id) && screens[id].path.includes(":")) continue;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("h1").first(), `${path} has a visible heading`).toBeVisible();
      if (!reached.has(id)) reached.set(id, path);
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((links) =>
          links
            .filter((link) => link.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && link.getClientRects().length > 0)
            .map((link) => (link as HTMLAnchorElement).href),
        );
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== new URL(baseURL!).origin) continue;
        // The query is kept: a link such as /villkor?tab=privacy shows another part of the page.
        const pathname = url.pathname.replace(/\/$/, "") || "/";
        const next = pathname + url.search;
        if (queued.has(next) || !screenOf(pathname)) continue;
        queued.add(next);
        queue.push(next);
      }
    }
    const missing = expected.filter((id) => !reached.has(id));
    expect(missing, `screens not reached from ${start}`).toEqual([]);
  });
}

test("the home page links to rooms, weekly menu, celebrate, gift cards, magazine and jobs without the menu", async ({ page }) => {
  for (const [start, name] of [
    ["/", "Utforska"],
    ["/en", "Explore"],
  ] as const) {
    await page.goto(start);
    const explore = page.getByRole("main").getByRole("navigation", { name });
    const prefix = start === "/" ? "" : "/en";
    for (const path of ["/boende", "/weekly-menu", "/celebrate", "/presentkort", "/blog", "/lediga-jobb", "/vanliga-fragor"]) {
      await expect(explore.locator(`a[href="${prefix}${path}"]`), path).toBeVisible();
    }
  }
});
