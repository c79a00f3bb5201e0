import { expect, test } from "./fixtures";

/**
 * A page whose text is render-only (app/render-only.ts, decision 022) shows it twice over: kept
 * as the server wrote it on a document load, rendered by the browser from a client navigation's
 * data. Both must be the same page. The language link navigates in the router, so each page is
 * opened in English directly and then reached from Swedish by that link, and the two `<main>`s
 * compared without what differs between two renders anyway: the `<server-rendered>` wrapper,
 * React's ids and markers, form keys, attribute order (React sets some attributes after creating
 * an element) and whether the form's checks have loaded.
 */
function comparable(html: string): string {
  return html
    .replace(/<\/?server-rendered[^>]*>/g, "")
    .replace(/<!--[^>]*-->/g, "")
    .replace(/(?:radix-)?_R_\w+_/g, "ID")
    .replace(/ (?:style|data-validation)="[^"]*"/g, "")
    .replace(/(name="_(?:key|rendered)"[^>]*value=")[^"]*"/g, '$1"')
    .replace(/(value=")[^"]*("[^>]*name="_(?:key|rendered)")/g, "$1$2")
    .replace(/<([\w-]+)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*>/g, (_tag, name: string, attributes: string) => {
      return `<${name} ${(attributes.match(/[^\s=>]+(?:="[^"]*")?/g) ?? []).sort().join(" ")}>`;
    })
    .replace(/></g, ">\n<");
}

for (const path of ["/lediga-jobb", "/kvarglomt", "/activities", "/relax", "/teambuilding"]) {
  test(`${path}: a client navigation renders the page a document load shows`, async ({ page }) => {
    await page.goto(`/en${path}`);
    await page.waitForLoadState("networkidle");
    const loaded = comparable(await page.getByRole("main").innerHTML());

    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: "In English (EN)" }).click();
    await expect(page).toHaveURL(new RegExp(`/en${path}$`));
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => "sameDocument" in window), "followed in the router, not as a new document").toBe(true);
    await expect.poll(async () => comparable(await page.getByRole("main").innerHTML())).toBe(loaded);
  });
}
