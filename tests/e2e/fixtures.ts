import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { screenIds, visitedPaths } from "../../app/screens";

/** Every screen a visitor browses to (app/screens.ts), as Swedish paths (English: the same under /en). */
export const routePaths = screenIds.flatMap((id) => visitedPaths(id));

export const english = (path: string) => (path === "/" ? "/en" : `/en${path}`);

/** Opens the lost-and-found page and fills its Swedish form as a guest would (not sent); returns the form. */
export async function fillLostItemForm(page: Page, email: string, item: string) {
  await page.goto("/kvarglomt");
  const form = page.locator("#lost-and-found");
  const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel("Namn", { exact: true }).fill("Greta Ödmark");
  await form.getByLabel("Adress", { exact: true }).fill("Källvägen 3");
  await form.getByLabel("Postnummer").fill("93531");
  await form.getByLabel("Ort", { exact: true }).fill("Norsjö");
  await form.getByLabel("Telefon", { exact: true }).fill("070-765 43 21");
  await form.getByLabel("E-post", { exact: true }).fill(email);
  await form.getByLabel("Ankomstdatum").fill(isoDay(-3));
  await form.getByLabel("Avresedatum").fill(isoDay(-1));
  await form.getByLabel(/Beskriv föremålet/).fill(item);
  await form.getByLabel(/Jag godkänner/).check();
  return form;
}

/** Stores a cookie choice before the page loads, so the banner stays away in tests about other things. */
export async function acceptCookiesUpfront(page: Page) {
  await storeCookieChoice(page, true);
}

/**
 * Stores a cookie choice before the page loads, only in the page itself: an embedded map's frame
 * belongs to another site and may not touch storage (Chromium denies it and logs an error, which
 * would fail the test).
 */
export async function storeCookieChoice(page: Page, accepted: boolean) {
  await page.addInitScript((value) => {
    if (window.top === window) localStorage.setItem("cookie-consent", value);
  }, String(accepted));
}

/**
 * Waits for hydration (the chat button appears just after it), then holds back every script the
 * page asks for from then on by `ms`: what a visitor on a slow connection gets when a dialog's
 * code is fetched on demand. `requests()` says how many scripts were held back.
 */
export async function slowLaterScripts(page: Page, ms = 800) {
  await page.getByRole("button", { name: /^(Öppna hjälpen|Open help)$/ }).waitFor();
  let held = 0;
  await page.route("**/assets/*.js", async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return { requests: () => held };
}

/**
 * Holds back every script the page asks for until `release()`, so a test acts on the page as it
 * is before hydration; `release()` lets them through and waits until the page says it is
 * hydrated. A script whose address matches `never` is never answered (code still on its way).
 */
export async function holdScripts(page: Page, { never }: { never?: RegExp } = {}) {
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    if (never?.test(route.request().url())) return;
    await route.continue();
  });
  return {
    async release() {
      letThrough();
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, { timeout: 60_000 });
    },
  };
}

/** Every <img> that lacks width, height or alt (an empty alt is fine: it marks a decorative picture). */
export async function imagesMissingAttributes(page: Page) {
  return page
    .locator("img:not([width]), img:not([height]), img:not([alt])")
    .evaluateAll((imgs) => imgs.map((img) => img.outerHTML.slice(0, 160)));
}

/**
 * Zero axe violations at WCAG 2.2 AA (and the A levels below it), with WCAG 2.5.3 "Label in Name"
 * too: axe marks its rule experimental and leaves it out unless asked, and Lighthouse reports it
 * (issue 30: a control whose accessible name does not contain its visible text).
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Scripts start after the first paint (app/rendering/first-view.server.ts), after the load event that
 * `goto` waits for. A page of the site is therefore only interactive once it says so
 * (`data-hydrated` on `<html>`, app/root.tsx); with JavaScript on, `goto` and `reload` wait for
 * that, as a visitor waits for a page to respond. Tests of the page before hydration use
 * `waitUntil: "commit"` or turn JavaScript off.
 */
export function waitForHydrationOnLoad(page: Page) {
  const hydrated = () =>
    page.waitForFunction(() => !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated"));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await hydrated();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit") await hydrated();
    return response;
  };
}

/** A console error in the browser fails the test (CONVENTIONS, habit 10). */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Playwright's fixture callback is named `use`, which the React hooks lint rule takes for React's.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForHydrationOnLoad(page);
    await provide(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // Chromium logs every 4xx answer. A page meant to answer 404 (the not-found page) and a form
        // answering 400/409/413/429 (its messages are the point of the test) are no errors; without
        // JavaScript a form's answer is the page itself.
        const text = message.text();
        const url = message.location().url;
        const isOwn404 = text.includes("status of 404") && url === page.url();
        const isFormAnswer = /status of (400|409|413|429)/.test(text) && (url.endsWith(".data") || url === page.url());
        if (!isOwn404 && !isFormAnswer) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
