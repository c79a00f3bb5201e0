import type { Locator, Page } from "@playwright/test";
import { queryLocalD1, writeLocalD1 } from "./db";
import { guestMail, mailIn, replyAddressOf } from "./desk-mail-flow";
import { closeSeeded, seedSubmission, shareStaffSession, type Seeded } from "./desk-seed";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eStaffName, e2eStaffPassword } from "./staff-credentials";

shareStaffSession(test);
/**
 * The desk on a phone (issue 33, section 4): at 390 × 844 a case's status buttons and reply box
 * are within the first screen, and a whole conversation can be handled there; the lists read at a
 * glance, one link a row, without JavaScript too.
 */

const phone = { width: 390, height: 844 };

let seeded: Seeded[] = [];
test.beforeEach(() => {
  seeded = [];
});
test.afterEach(() => closeSeeded(seeded));

/**
 * How far down the first screen reaches on a healthy day: the staff pages' red banner (shown while
 * the site's health is critical, which other specs' failures can cause in the shared preview) is
 * not counted.
 */
async function firstScreen(page: Page): Promise<number> {
  const banner = page.locator("main > div").filter({ hasText: "Något är fel med webbplatsens drift." });
  if ((await banner.count()) === 0) return phone.height;
  const box = await banner.boundingBox();
  return phone.height + box!.height + 24;
}

/** The element ends within the first screen, not scrolled. */
async function expectInFirstScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  expect(box, "the element is laid out").not.toBeNull();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(box!.y + scrolled + box!.height).toBeLessThanOrEqual(await firstScreen(page));
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

test.describe("at 390 px with JavaScript", () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true });

  test("a booking is handled from inquiry to booked: template, the guest's mail, a colleague, an undo", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const item = seedSubmission("bookings", {
      name: "Eva Ek",
      message: "Vi är två som vill bo med utsikt\noch äta middag båda kvällarna.",
    });
    seeded.push(item);
    const colleague = `Karin ${Math.random().toString(36).slice(2, 7)} Sjö`;
    writeLocalD1("INSERT INTO staff_members (name, created_by) VALUES (?1, ?2)", colleague, e2eStaffName);
    try {
      // The waiting list: one link a row, the status first, nothing off the side.
      await page.goto("/staff");
      const row = page
        .getByRole("list", { name: /Obesvarade/ })
        .getByRole("listitem")
        .filter({ hasText: item.name });
      await expect(row.getByRole("link", { name: new RegExp(`^Bokningsförfrågan nr ${item.id} `) })).toBeVisible();
      await expect(row).toContainText("Ny");
      await expect(row).toContainText("Vi är två som vill bo med utsikt");
      await expectNoSidewaysScroll(page);

      await row.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/staff/bookings/${item.id}$`));
      // The first screen: who, what and when, the status buttons and the reply box.
      const summary = page.getByRole("region", { name: "Sammanfattning" });
      await expect(summary).toContainText("Eva Ek");
      await expect(summary).toContainText("2027-02-10 – 2027-02-12");
      await expect(summary).toContainText("2 personer");
      await expect(summary).toContainText("Senast: Vi är två som vill bo med utsikt");
      await expect(summary.getByRole("link", { name: item.phone })).toHaveAttribute(
        "href",
        `tel:+46${item.phone.replace(/\D/g, "").slice(1)}`,
      );
      await expectInFirstScreen(page, summary);
      await expectInFirstScreen(page, page.locator("#status").getByRole("button", { name: "Besvarad" }));
      await expectInFirstScreen(page, page.getByRole("heading", { name: "Svara" }));
      const answer = page.getByLabel("Ditt svar");
      const box = await answer.boundingBox();
      // Its first lines at least: the box starts 100 px above the bottom of the screen or higher.
      expect(box!.y, "the reply box starts within the first screen").toBeLessThan((await firstScreen(page)) - 100);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // A reply from a template, its placeholder filled in.
      await page.getByRole("button", { name: "Förslag och pris" }).click();
      await expect(answer).toHaveValue(/\[förslag och pris\]/);
      await answer.fill((await answer.inputValue()).replace("[förslag och pris]", "Dubbelrum med utsikt 10–12 februari, 4 800 kr."));
      await page.getByRole("button", { name: "Skicka svaret" }).click();
      await expect(page.getByRole("status")).toHaveText("Svaret är skickat. Det syns i konversationen nedan.");
      await expect(page.getByTestId("desk-status")).toHaveText("Besvarad");

      // The guest answers by mail: the case is back, "Gästen har svarat", the answer in its thread.
      const replyTo = await replyAddressOf(item);
      const mailed = await mailIn(
        baseURL!,
        item.email,
        replyTo,
        guestMail(item.email, replyTo, "Tack, vi tar det! Går det med sen incheckning?"),
      );
      expect(mailed.ok, await mailed.text()).toBe(true);
      await page.reload();
      await expect(page.getByTestId("desk-status")).toHaveText("Gästen har svarat");
      const thread = page.getByRole("list", { name: "Historik, äldst först" });
      await expect(thread.locator('[data-kind="guest"]')).toContainText("Går det med sen incheckning?");
      await expect(page.getByRole("region", { name: "Sammanfattning" })).toContainText("Senast: Tack, vi tar det!");
      await expectInFirstScreen(page, page.locator("#status").getByRole("button").first());

      // A colleague, on her own phone, answers under her own name.
      const other = await browser.newContext({ baseURL, viewport: phone, isMobile: true, hasTouch: true });
      try {
        const desk = await other.newPage();
        await desk.goto(`/staff/bookings/${item.id}`);
        await desk.getByLabel("Ditt namn").fill(colleague);
        await desk.getByLabel("Lösenord").fill(e2eStaffPassword);
        await desk.getByRole("button", { name: "Logga in" }).click();
        await expect(desk).toHaveURL(new RegExp(`/staff/bookings/${item.id}$`));
        await expect(desk.getByTestId("staff-name")).toHaveText(colleague);
        await desk.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
        await desk.getByRole("button", { name: "Tack, vi återkommer" }).click();
        await expect(desk.getByLabel("Ditt svar")).toHaveValue(new RegExp(`\\n${colleague.split(" ")[0]}\\nReceptionen, Fjällkällan$`));
        await desk.getByRole("button", { name: "Skicka svaret" }).click();
        await expect(desk.getByRole("status")).toHaveText("Svaret är skickat. Det syns i konversationen nedan.");
        await expect(desk.getByTestId("desk-status")).toHaveText("Besvarad");
      } finally {
        await other.close();
      }
      await page.reload();
      const replies = thread.locator('[data-kind="reply"]');
      await expect(replies).toHaveCount(2);
      await expect(replies.nth(0)).toContainText(e2eStaffName);
      await expect(replies.nth(1)).toContainText(colleague);

      // Booked, then undone: back to "Besvarad".
      await page.locator("#status").getByRole("button", { name: "Bokad" }).click();
      await expect(page.getByTestId("desk-status")).toHaveText("Bokad");
      await page.getByRole("button", { name: "Ångra (tillbaka till Besvarad)" }).click();
      await expect(page.getByTestId("desk-status")).toHaveText("Besvarad");
      expect(
        queryLocalD1<{ who: string }>("SELECT who FROM desk_events WHERE kind = 'bookings' AND submission_id = ? ORDER BY id", item.id).map(
          (event) => event.who,
        ),
      ).toEqual(expect.arrayContaining([e2eStaffName, colleague]));
    } finally {
      writeLocalD1("DELETE FROM staff_sessions WHERE member_id IN (SELECT id FROM staff_members WHERE name = ?1)", colleague);
      writeLocalD1("DELETE FROM staff_members WHERE name = ?1", colleague);
    }
  });

  test("a kind's list and the search results fit the phone, one link a row with its status", async ({ page }) => {
    const lost = seedSubmission("lost-and-found");
    seeded.push(lost);
    await page.goto("/staff/lost-and-found");
    const row = page.getByRole("list", { name: "Kvarglömda föremål, nyast först" }).getByRole("listitem").filter({ hasText: lost.name });
    await expect(row).toContainText("Ny");
    await expect(row).toContainText("Blå mössa");
    await expect(row).toContainText("2026-11-20 – 2026-11-22");
    await expect(row.locator("a")).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.goto("/staff/sok");
    await page.getByLabel("Sök namn, e-post, telefon eller nummer").fill(lost.phone);
    await page.getByRole("button", { name: "Sök", exact: true }).click();
    const hit = page.getByRole("list", { name: "Sökträffar, nyast först" }).getByRole("listitem");
    await expect(hit).toHaveCount(1);
    await expect(hit.getByRole("link", { name: new RegExp(`^Efterlysning nr ${lost.id} `) })).toBeVisible();
    await expect(hit).toContainText(lost.email);
    await expectInFirstScreen(page, hit.getByText("Ny", { exact: true }));
    await expectNoSidewaysScroll(page);
  });
});

test.describe("at 1280 px without JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, javaScriptEnabled: false });

  test("a list row is one link and shows the status, the dates and the message's first line only", async ({ page }) => {
    const hostile = '<img src=x onerror="alert(1)"> Konferens för tolv';
    const item = seedSubmission("bookings", { message: `${hostile}\nAndra raden syns inte i listan.` });
    seeded.push(item);
    await page.goto("/staff/bookings");
    const row = page.getByRole("list", { name: "Bokningsförfrågningar, nyast först" }).getByRole("listitem").filter({ hasText: item.name });
    await expect(row.locator("a")).toHaveCount(1);
    await expect(row.locator("a button, a a, a input")).toHaveCount(0);
    await expect(row.getByRole("link", { name: new RegExp(`^Bokningsförfrågan nr ${item.id} `) })).toBeVisible();
    await expect(row).toContainText("Ny");
    await expect(row).toContainText("2027-02-10 – 2027-02-12 · 2 pers.");
    // The visitor's words as text, cut to the first line.
    await expect(row).toContainText(hostile);
    await expect(row.locator("img")).toHaveCount(0);
    await expect(row).not.toContainText("Andra raden");

    // The whole row opens the case.
    await row.getByText(hostile).click();
    await expect(page).toHaveURL(new RegExp(`/staff/bookings/${item.id}$`));
    // Two columns: the reply box beside the history.
    const reply = await page.locator("#svar").boundingBox();
    const history = await page.locator("#historik").boundingBox();
    expect(history!.x).toBeGreaterThan(reply!.x + reply!.width - 1);
  });
});
