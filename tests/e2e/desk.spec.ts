import { readFileSync } from "node:fs";
import { queryLocalD1, writeLocalD1 } from "./db";
import { closeSeeded, seedSubmission, shareStaffSession, triggerCron, type Seeded } from "./desk-seed";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eStaffName } from "./staff-credentials";

shareStaffSession(test);
/** The inquiry desk (issue 19): status, replies, the 24-hour promise, the morning summary, search. */

const workerVars = (JSON.parse(readFileSync("build/notifications/wrangler.json", "utf8")) as { vars: Record<string, string> }).vars;

interface CapturedRow {
  message_id: string;
  recipients: string;
  subject: string;
  text: string;
  html: string;
  payload: string;
}

let seeded: Seeded[] = [];
const seed = (...args: Parameters<typeof seedSubmission>) => {
  const item = seedSubmission(...args);
  seeded.push(item);
  return item;
};
test.beforeEach(() => {
  seeded = [];
});
test.afterEach(() => closeSeeded(seeded));

test("staff move a lost-item report through its workflow, and each change shows who and when", async ({ page }) => {
  const item = seed("lost-and-found");
  await page.goto("/staff");
  await page.goto(`/staff/lost-and-found/${item.id}`);
  const status = page.locator("#status");
  await expect(status.getByRole("heading")).toHaveText("Status: Ny");
  await expect(status.getByRole("button")).toHaveText(["Hittad", "Ej hittad", "Avslutad"]);
  await expectNoAxeViolations(page);

  await status.getByRole("button", { name: "Hittad", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Statusen är ändrad.");
  await expect(status.getByRole("heading")).toHaveText("Status: Hittad");
  // Only the workflow's next steps are offered: found items are sent or closed.
  await expect(status.getByRole("button")).toHaveText(["Skickad", "Avslutad", "Ångra (tillbaka till Ny)"]);
  await status.getByRole("button", { name: "Skickad" }).click();
  await expect(status.getByRole("heading")).toHaveText("Status: Skickad");

  await page.getByLabel(/Intern anteckning/).fill("Skickad med PostNord, kolli 123.");
  await page.getByRole("button", { name: "Spara anteckningen" }).click();
  await expect(page.getByRole("status")).toHaveText("Anteckningen är sparad.");

  const history = page.getByRole("list", { name: "Historik, äldst först" }).getByRole("listitem");
  const stamp = new RegExp(`\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} · ${e2eStaffName}`);
  await expect(history).toHaveCount(4);
  await expect(history.nth(0)).toContainText("Inkommen via webbplatsen");
  await expect(history.nth(1)).toContainText("Status: Ny → Hittad");
  await expect(history.nth(1)).toContainText(stamp);
  await expect(history.nth(2)).toContainText("Status: Hittad → Skickad");
  await expect(history.nth(2)).toContainText(stamp);
  await expect(history.nth(3)).toContainText("Intern anteckning");
  await expect(history.nth(3)).toContainText("Skickad med PostNord, kolli 123.");

  // The list shows the status and filters by it.
  await page.goto("/staff/lost-and-found?status=skickad");
  await expect(page.getByRole("listitem").filter({ hasText: item.name })).toContainText("Skickad");
  await page.goto("/staff/lost-and-found?status=ny");
  await expect(page.getByRole("listitem").filter({ hasText: item.name })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The templates the item pages offer are edited in the desk.
  await page.goto("/staff/svarsmallar");
  await expect(page.getByRole("heading", { level: 2, name: "Kvarglömda föremål · engelska" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Rubrik" }).first()).not.toHaveValue("");
  await expectNoAxeViolations(page);
});

test("a name with a link is not put into the greeting, and the item page warns about it", async ({ page }) => {
  const item = seed("bookings", { name: "Anna. Your deposit is refundable at https://evil.example/claim" });
  await page.goto("/staff");
  await page.goto(`/staff/bookings/${item.id}`);
  await expect(page.getByRole("note")).toContainText("Se upp: Namn innehåller en länk eller en adress.");
  await page.getByRole("button", { name: "Tack, vi återkommer" }).click();
  await expect(page.getByLabel("Ditt svar")).toHaveValue(/^Hej,\n\nTack för er förfrågan/);
  await expect(page.getByText("Mallen hälsar utan namn")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a reply from the desk reaches the visitor in their language and stays in the conversation", async ({ page }) => {
  const item = seed("bookings", { lang: "en", name: "Ann O'Brien" });
  await page.goto("/staff");
  await page.goto(`/staff/bookings/${item.id}`);
  await expect(page.getByText(`Skickas till ${item.email} på engelska`)).toBeVisible();

  // The kind's English templates are offered; one fills the answer with the guest's name.
  await page.getByRole("button", { name: "Thank you, we will be in touch" }).click();
  const answer = page.getByLabel("Ditt svar");
  await expect(answer).toHaveValue(/^Hello Ann O'Brien,\n\nThank you for your inquiry/);
  const hostile = "P.S. <script>alert(1)</script>\nBcc: someone@example.org";
  await answer.fill(`${await answer.inputValue()}\n\n${hostile}`);
  await page.getByRole("button", { name: "Skicka svaret" }).click();
  await expect(page.getByRole("status")).toHaveText("Svaret är skickat. Det syns i konversationen nedan.");
  await expect(page.locator("#status").getByRole("heading")).toHaveText("Status: Besvarad");

  const reply = page.getByRole("list", { name: "Historik, äldst först" }).locator('[data-kind="reply"]');
  await expect(reply).toContainText(`Svar till ${item.email} (på engelska)`);
  await expect(reply).toContainText("status Ny → Besvarad");
  await expect(reply).toContainText(hostile.split("\n")[0]!);
  await expectNoAxeViolations(page);

  await expect
    .poll(
      () =>
        queryLocalD1<CapturedRow>("SELECT * FROM mail_capture WHERE message_id LIKE 'desk_reply:%' AND recipients = ?", item.email).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1);
  const [mail] = queryLocalD1<CapturedRow>(
    "SELECT * FROM mail_capture WHERE message_id LIKE 'desk_reply:%' AND recipients = ?",
    item.email,
  );
  const payload = JSON.parse(mail!.payload) as {
    from: { email: string; name?: string };
    reply_to?: { email: string };
    headers?: Record<string, string>;
  };
  expect(mail!.subject).toBe(`Reply to your inquiry (no. ${item.id}) – Fjällkällan`);
  expect(`${payload.from.name} <${payload.from.email}>`).toBe(workerVars.MAIL_FROM);
  // The case's own address, so the guest's answer comes back into it (decision 048).
  expect(payload.reply_to?.email).toMatch(new RegExp(`^svar\\+b${item.id}-[0-9a-f]{32}@post\\.fjallkallan\\.se$`));
  expect(JSON.stringify(payload.headers ?? {})).not.toContain("someone@example.org");
  expect(mail!.text).toContain("Hello Ann O'Brien,");
  expect(mail!.text).toContain("Just reply to this e-mail");
  expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(mail!.html).not.toContain("<script>");

  // Answered: no longer waiting on the start page.
  await page.goto("/staff");
  await expect(page.locator("#obesvarade").getByRole("link", { name: new RegExp(`^Bokningsförfrågan nr ${item.id} `) })).toHaveCount(0);
});

test("the start page counts the unanswered and lists those past 24 hours first, oldest first, with their age", async ({ page }) => {
  const fresh = seed("bookings", { hours: 2 });
  const day = seed("applications", { hours: 30 });
  const days = seed("lost-and-found", { hours: 50 });
  await page.goto("/staff");
  const panel = page.locator("#obesvarade");
  expect(Number(await panel.getByTestId("unanswered-count").textContent())).toBeGreaterThanOrEqual(3);
  const items = panel.getByRole("list", { name: /Obesvarade/ }).getByRole("listitem");
  const names = await items.allTextContents();
  const position = (item: Seeded) => names.findIndex((text) => text.includes(item.name));
  expect(position(days)).toBeGreaterThanOrEqual(0);
  expect(position(days)).toBeLessThan(position(day));
  expect(position(day)).toBeLessThan(position(fresh));
  await expect(items.filter({ hasText: days.name })).toContainText("Över 24 tim");
  await expect(items.filter({ hasText: days.name })).toContainText("väntat 2 dygn 2 tim");
  await expect(items.filter({ hasText: day.name })).toContainText("Över 24 tim");
  await expect(items.filter({ hasText: day.name })).toContainText("väntat 1 dygn 6 tim");
  await expect(items.filter({ hasText: fresh.name })).not.toContainText("Över 24 tim");
  await expect(items.filter({ hasText: fresh.name })).toContainText("väntat 2 tim");
  await expectNoAxeViolations(page);
});

test("the morning summary at 08:00 Swedish time lists what is still unanswered, once a day", async ({ page, baseURL }) => {
  // Oldest of all, so they lead the summary in a database that holds many unanswered rows.
  const old = seed("bookings", { createdAt: `2001-01-0${1 + Math.floor(Math.random() * 5)}T09:00:00.000Z` });
  const english = seed("lost-and-found", { createdAt: "2001-01-07T09:00:00.000Z", lang: "en" });
  const booked = seed("applications", { createdAt: "2001-01-08T09:00:00.000Z" });
  writeLocalD1(
    "INSERT INTO desk_items (kind, submission_id, status, answered_at, updated_at) VALUES ('applications', ?1, 'intervju', NULL, '2001-01-09T00:00:00Z')",
    booked.id,
  );
  // A winter day of its own, so the day's summary is this test's: 07:00 UTC is 08:00 in Sweden.
  const year = 2040 + Math.floor(Math.random() * 50);
  const dayOfMonth = String(10 + Math.floor(Math.random() * 18));
  const day = `${year}-01-${dayOfMonth}`;
  const summaries = () =>
    queryLocalD1<CapturedRow>("SELECT * FROM mail_capture WHERE message_id LIKE 'desk_summary:%' AND subject LIKE ?", `Obesvarat ${day}:%`);

  // 06:00 UTC in winter is 07:00 in Sweden: nothing yet.
  await triggerCron(baseURL!, "0 6,7 * * *", new Date(`${day}T06:00:00Z`));
  await triggerCron(baseURL!, "0 6,7 * * *", new Date(`${day}T07:00:00Z`));
  await expect.poll(() => summaries().length, { timeout: 20_000 }).toBe(1);
  const [mail] = summaries();
  expect(mail!.recipients).toBe(workerVars.STAFF_BOOKING_TO);
  expect(mail!.text).toContain(`ÖVER 24 TIM · Bokningsförfrågan nr ${old.id}`);
  expect(mail!.text).toContain(old.name);
  expect(mail!.text).toContain(`Efterlysning nr ${english.id}`);
  expect(mail!.text).toContain(english.name);
  expect(mail!.text.indexOf(old.name)).toBeLessThan(mail!.text.indexOf(english.name));
  expect(mail!.text).not.toContain(booked.name);
  expect(mail!.text).toContain(`/staff/bookings/${old.id}`);

  // A second run the same morning (a retry, a hand-made trigger) sends nothing more.
  await triggerCron(baseURL!, "0 6,7 * * *", new Date(`${day}T07:00:00Z`));
  await page.waitForTimeout(3000);
  expect(summaries()).toHaveLength(1);
  expect(queryLocalD1("SELECT id FROM desk_summaries WHERE day = ?", day)).toHaveLength(1);
});

test("search finds an item by name, e-mail, phone, number and booking number", async ({ page }) => {
  const booking = seed("bookings");
  const lost = seed("lost-and-found", { bookingNumber: `BK-${Date.now()}` });
  const application = seed("applications");
  await page.goto("/staff");
  // Searched by POST: what staff type never appears in an address the browser asks for or keeps.
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const search = async (query: string) => {
    await page.goto(`/staff/sok`);
    await page.getByLabel("Sök namn, e-post, telefon eller nummer").fill(query);
    await page.getByRole("button", { name: "Sök", exact: true }).click();
    await expect(page.getByRole("heading", { name: `för ”${query}”` })).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/sok$/);
    return page.getByRole("list", { name: "Sökträffar, nyast först" });
  };
  await expect((await search(booking.name.toUpperCase())).getByRole("link", { name: `Bokningsförfrågan nr ${booking.id}` })).toBeVisible();
  await expect((await search(application.email)).getByRole("link", { name: `Jobbansökan nr ${application.id}` })).toBeVisible();
  // Typed without the spaces and dash the guest used.
  await expect((await search(lost.phone.replace(/\D/g, ""))).getByRole("link", { name: `Efterlysning nr ${lost.id}` })).toBeVisible();
  await expect((await search(`nr ${application.id}`)).getByRole("link", { name: `Jobbansökan nr ${application.id}` })).toBeVisible();
  const lostNumber = queryLocalD1<{ booking_number: string }>("SELECT booking_number FROM lost_and_found WHERE id = ?", lost.id)[0]!
    .booking_number;
  await expect((await search(lostNumber.toLowerCase())).getByRole("link", { name: `Efterlysning nr ${lost.id}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: /träff/ })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const typed of [booking.name, application.email, lost.phone.replace(/\D/g, "")]) {
    expect(requested.filter((url) => decodeURIComponent(url).toLowerCase().includes(typed.toLowerCase()))).toEqual([]);
  }
});
