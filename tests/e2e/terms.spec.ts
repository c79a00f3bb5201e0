import { test as base, type Locator } from "@playwright/test";
import { acceptCookiesUpfront, expect, expectNoAxeViolations, test } from "./fixtures";

/** What the closed picker shows: the chosen option's text. */
const shownIn = (picker: Locator) => picker.locator("option:checked");

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("shows the general rules by default, with check-in times, fees and the hotel cancellation steps", async ({ page }) => {
  await page.goto("/villkor");
  await expect(page.getByRole("heading", { level: 1, name: "Villkor och policyer" })).toBeVisible();
  const picker = page.getByLabel("Välj avsnitt");
  await expect(picker).toHaveValue("general");
  await expect(shownIn(picker)).toHaveText("Allmänna förhållningsregler");
  // The form's submit button is only for browsers without JavaScript.
  await expect(page.getByRole("button", { name: "Visa", exact: true })).toHaveCount(0);
  const general = page.getByRole("region", { name: "Allmänna förhållningsregler" });
  await expect(general.getByRole("heading", { level: 2 })).toHaveText("Allmänna förhållningsregler");
  await expect(general.getByText("Incheckning sker från kl. 15:00 och utcheckning senast kl. 11:00.")).toBeVisible();
  await expect(general.getByText(/Spa Weekend checkar du ut senast kl\. 12:00/)).toBeVisible();
  await expect(general.getByText(/måste ha fyllt 18 år/)).toBeVisible();
  await expect(general.getByText(/saneringsavgift på 3\s500\skr/)).toBeVisible();
  await expect(general.getByText(/450\skr per husdjur/)).toBeVisible();
  await expect(general.getByText(/1\s000\skr per person/)).toBeVisible();
  await expect(general.getByText("Du kan betala med VISA, Mastercard, American Express, Swish och kontanter.")).toBeVisible();
  await expect(general.getByText(/^Minst 15 dagar före ankomst: 100\s%/)).toBeVisible();
  await expect(general.getByText(/^7–14 dagar före ankomst: 50\s%/)).toBeVisible();
  await expect(general.getByText(/fram till kl\. 12:00 två dagar före ankomst: 25\s%/)).toBeVisible();
  // Only the chosen section is on show.
  await expect(page.getByRole("region", { name: "Event & gruppbokningar" })).toHaveCount(0);
});

test("the dropdown switches sections and writes ?tab= without jumping to the top", async ({ page }) => {
  await page.goto("/relax");
  await page.goto("/villkor");
  const picker = page.getByLabel("Välj avsnitt");
  await picker.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await picker.selectOption({ label: "Event & gruppbokningar" });
  await expect(page).toHaveURL(/\/villkor\?tab=event$/);
  await expect(shownIn(picker)).toHaveText("Event & gruppbokningar");
  const event = page.getByRole("region", { name: "Event & gruppbokningar" });
  await expect(event.getByRole("heading", { level: 2 })).toHaveText("Event & gruppbokningar");
  await expect(event.getByText(/handpenning på 25\s% av det bokade värdet/)).toBeVisible();
  await expect(event.getByText(/inom 10 dagar från fakturadatum/)).toBeVisible();
  await expect(event.getByText(/referensräntan plus 8 procentenheter/)).toBeVisible();
  await expect(event.getByText(/begränsat till 2\s000\skr/)).toBeVisible();
  await expect(event.getByText(/^30 dagar eller mer före ankomst: 100\s% av värdet/)).toBeVisible();
  await expect(event.getByText(/^14–30 dagar före ankomst: 25\s% av värdet/)).toBeVisible();
  await expect(event.getByText(/^7–14 dagar före ankomst: 50\s% av värdet/)).toBeVisible();
  await expect(event.getByText(/^3–7 dagar före ankomst: 75\s% av värdet/)).toBeVisible();
  await expect(event.getByText(/^Mindre än 3 dagar före ankomst: 100\s% av värdet/)).toBeVisible();
  await expect(event.getByText("Affärspaketen gäller måndag till torsdag, men inte på helgdagar.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Allmänna förhållningsregler" })).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await picker.selectOption({ label: "Miljö & hållbarhet" });
  await expect(page).toHaveURL(/\?tab=environment$/);
  await expect(page.getByRole("region", { name: "Miljö & hållbarhet" }).getByText(/4 laddstolpar \(typ 2\)/)).toBeVisible();

  // The tab was replaced, not pushed: Back leaves the page.
  await page.goBack();
  await expect(page).toHaveURL(/\/relax$/);
});

test("each of the five options shows its own section and only that one", async ({ page }) => {
  await page.goto("/villkor");
  const picker = page.getByLabel("Välj avsnitt");
  const sections = [
    ["event", "Event & gruppbokningar"],
    ["environment", "Miljö & hållbarhet"],
    ["privacy", "Integritetspolicy"],
    ["website", "Webbplatsvillkor"],
    ["general", "Allmänna förhållningsregler"],
  ] as const;
  for (const [id, title] of sections) {
    await picker.selectOption({ label: title });
    await expect(page).toHaveURL(new RegExp(`/villkor\\?tab=${id}$`));
    await expect(page.getByRole("region", { name: title }).getByRole("heading", { level: 2 })).toHaveText(title);
    for (const [, other] of sections.filter(([otherId]) => otherId !== id)) {
      await expect(page.getByRole("region", { name: other })).toHaveCount(0);
    }
  }
});

test("the picker keeps showing the chosen section while the address catches up", async ({ page }) => {
  await page.goto("/villkor");
  const picker = page.getByLabel("Välj avsnitt");
  // The router commits ?tab= a few frames after the choice; the select must not flash the old section meanwhile.
  const shownPerFrame = await picker.evaluate(async (select: HTMLSelectElement) => {
    select.value = "privacy";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    const shown: string[] = [];
    for (let frame = 0; frame < 8; frame++) {
      await new Promise(requestAnimationFrame);
      shown.push(select.value);
    }
    return shown;
  });
  expect(shownPerFrame).toEqual(Array(8).fill("privacy"));
  await expect(page).toHaveURL(/\/villkor\?tab=privacy$/);
  await expect(page.getByRole("region", { name: "Integritetspolicy" })).toBeVisible();
});

test("the picker works from the keyboard", async ({ page }) => {
  await page.goto("/villkor");
  const picker = page.getByLabel("Välj avsnitt");
  await picker.focus();
  // A closed native select steps to the next option with the arrow key.
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(/\/villkor\?tab=event$/);
  await expect(page.getByRole("region", { name: "Event & gruppbokningar" })).toBeVisible();
  await expect(picker).toBeFocused();
});

test("?tab=privacy opens the privacy summary with its retention periods", async ({ page }) => {
  await page.goto("/villkor?tab=privacy");
  await expect(shownIn(page.getByLabel("Välj avsnitt"))).toHaveText("Integritetspolicy");
  const privacy = page.getByRole("region", { name: "Integritetspolicy" });
  await expect(privacy.getByText("Bokningsuppgifter sparas i 365 dagar efter vistelsen.")).toBeVisible();
  await expect(privacy.getByText(/pågår och därefter i 12 månader/)).toBeVisible();
  await privacy.getByRole("link", { name: "Läs hela integritetspolicyn" }).click();
  await expect(page).toHaveURL(/\/integritetspolicy$/);
});

test("?tab=website opens the website terms, whose button brings back the cookie choice", async ({ page }) => {
  await page.goto("/villkor?tab=website");
  const website = page.getByRole("region", { name: "Webbplatsvillkor" });
  const storage = website.getByRole("table", { name: "Det här sparar webbplatsen i din webbläsare" });
  await expect(storage).toBeVisible();
  for (const key of ["cookie-consent", "newsletter_popup_closed"]) {
    await expect(storage.getByRole("cell", { name: key, exact: true })).toBeVisible();
  }
  await expect(storage.getByRole("cell", { name: "language", exact: true })).toHaveCount(2);
  await expect(website.getByText(/Google Maps/)).toBeVisible();
  await expectNoAxeViolations(page);

  await website.getByRole("button", { name: "Cookieinställningar" }).click();
  await expect(page.getByRole("region", { name: "Cookies på vår webbplats" })).toBeVisible();
});

test("an unknown tab falls back to the general rules", async ({ page }) => {
  await page.goto("/villkor?tab=finns-inte");
  await expect(shownIn(page.getByLabel("Välj avsnitt"))).toHaveText("Allmänna förhållningsregler");
  await expect(page.getByRole("region", { name: "Allmänna förhållningsregler" })).toBeVisible();
});

test("navigation state { tab } chooses the section when the address has no ?tab=", async ({ page }) => {
  await page.goto("/villkor");
  await expect(page.getByRole("region", { name: "Allmänna förhållningsregler" })).toBeVisible();
  // A client-side navigation carrying state, as navigate("/villkor", { state: { tab } }) makes one.
  await page.evaluate(() => {
    window.history.pushState({ usr: { tab: "environment" }, key: "state-test", idx: 1 }, "", "/villkor");
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  });
  await expect(page.getByRole("region", { name: "Miljö & hållbarhet" })).toBeVisible();
  await expect(shownIn(page.getByLabel("Välj avsnitt"))).toHaveText("Miljö & hållbarhet");
});

test("the footer's policy links open their sections", async ({ page }) => {
  await page.goto("/villkor");
  await page.getByRole("contentinfo").getByRole("link", { name: "Event & gruppbokningar" }).click();
  await expect(page).toHaveURL(/\/villkor\?tab=event$/);
  await expect(page.getByRole("region", { name: "Event & gruppbokningar" })).toBeVisible();
  await expect(shownIn(page.getByLabel("Välj avsnitt"))).toHaveText("Event & gruppbokningar");
});

test("/en/villkor works the same in English", async ({ page }) => {
  await page.goto("/en/villkor");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and policies" })).toBeVisible();
  const picker = page.getByLabel("Choose a section");
  await expect(shownIn(picker)).toHaveText("General house rules");
  const general = page.getByRole("region", { name: "General house rules" });
  await expect(general.getByText("Check-in is from 15:00 and check-out is by 11:00.")).toBeVisible();
  await expect(general.getByText(/^At least 15 days before arrival: 100% refund/)).toBeVisible();
  await expect(general.getByText(/^7–14 days before arrival: 50% refund/)).toBeVisible();
  await expect(general.getByText(/two days before arrival: 25% refund/)).toBeVisible();
  await expect(general.getByText(/cleaning fee of 3,500\sSEK/)).toBeVisible();
  await expect(general.getByText(/450\sSEK per pet/)).toBeVisible();

  await picker.selectOption({ label: "Events & group bookings" });
  await expect(page).toHaveURL(/\/en\/villkor\?tab=event$/);
  const event = page.getByRole("region", { name: "Events & group bookings" });
  await expect(event.getByText(/reference rate plus 8 percentage points/)).toBeVisible();
  await expect(event.getByText(/^3–7 days before arrival: 75% of the value/)).toBeVisible();

  await page.goto("/en/villkor?tab=unknown");
  await expect(shownIn(picker)).toHaveText("General house rules");

  await page.goto("/en/villkor?tab=privacy");
  const privacy = page.getByRole("region", { name: "Privacy policy" });
  await expect(privacy.getByText("Booking details are kept for 365 days after your stay.")).toBeVisible();
  await privacy.getByRole("link", { name: "Read the full privacy policy" }).click();
  await expect(page).toHaveURL(/\/en\/integritetspolicy$/);

  await page.goto("/en/villkor?tab=website");
  const website = page.getByRole("region", { name: "Website terms" });
  await expect(website.getByRole("table", { name: "What the website stores in your browser" })).toBeVisible();
  await expect(website.getByRole("button", { name: "Cookie settings" })).toBeVisible();
});

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });
  base("the picker is a form: choosing a section and pressing Visa opens it", async ({ page }) => {
    await page.goto("/villkor");
    await page.getByLabel("Välj avsnitt").selectOption({ label: "Miljö & hållbarhet" });
    await page.getByRole("button", { name: "Visa", exact: true }).click();
    await expect(page).toHaveURL(/\/villkor\?tab=environment$/);
    await expect(page.getByRole("region", { name: "Miljö & hållbarhet" }).getByText(/4 laddstolpar \(typ 2\)/)).toBeVisible();
    await expect(shownIn(page.getByLabel("Välj avsnitt"))).toHaveText("Miljö & hållbarhet");

    await page.goto("/en/villkor");
    await page.getByLabel("Choose a section").selectOption({ label: "Privacy policy" });
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/villkor\?tab=privacy$/);
    await expect(page.getByRole("region", { name: "Privacy policy" })).toBeVisible();
  });
});
