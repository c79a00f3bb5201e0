import { queryLocalD1, uniqueEmail, writeLocalD1 } from "./db";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eStaffName, signInAsStaff } from "./staff-credentials";

/**
 * The staff health page (docs/decisions/020-health-and-alerts.md, 051) with one problem of each kind
 * seeded into the preview's D1: what no visitor can cause on a healthy local site.
 */

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const bucketNow = () => {
  const at = new Date(Math.floor(Date.now() / 300_000) * 300_000);
  return at.toISOString().slice(0, 16);
};

// A submission id far above what the forms reach, unique per run.
const subscriptionId = 900_000_000 + Math.floor(Math.random() * 90_000_000);
const deadLetterId = `e2e-dead-${subscriptionId}`;
const backlogEmail = uniqueEmail("health-backlog");
const staleSweep = minutesAgo(27 * 60);

test.beforeAll(() => {
  // A broken mail key: the worker captures mail on the production origin.
  writeLocalD1(
    "INSERT INTO worker_status (worker, mail_mode, site_origin, updated_at) VALUES ('notifications', 'capture', 'https://fjallkallan.se', ?1) ON CONFLICT (worker) DO UPDATE SET mail_mode = 'capture', site_origin = 'https://fjallkallan.se'",
    new Date().toISOString(),
  );
  writeLocalD1(
    "INSERT INTO dead_letters (message_id, type, submission_id, body, attempts) VALUES (?1, 'newsletter_subscription', ?2, ?3, 6)",
    deadLetterId,
    subscriptionId,
    JSON.stringify({ type: "newsletter_subscription", id: subscriptionId, lang: "sv", data: { email: uniqueEmail("health-dead") } }),
  );
  writeLocalD1(
    "INSERT INTO newsletter_subscriptions (submission_key, created_at, email, source, pending_notifications) VALUES (?1, ?2, ?3, 'footer', '[]')",
    `e2e-health-${subscriptionId}`,
    minutesAgo(20),
    backlogEmail,
  );
  // The sweep ran 27 hours ago, the nightly retention never since.
  writeLocalD1("INSERT INTO cron_runs (job, started_at, ok, result) VALUES ('outbox_sweep', ?1, 1, '{}')", staleSweep);
  // Counters from earlier runs and tests (a delivered mail counts an attempt) would blur the share.
  writeLocalD1("DELETE FROM health_counts");
  for (const [metric, count] of [
    ["http_5xx", 10],
    // Far more than the other tests deliver in 15 minutes, so the failure share stays above half.
    ["mail_attempts", 1000],
    ["mail_failures", 1000],
  ] as const) {
    writeLocalD1(
      "INSERT INTO health_counts (bucket, metric, count) VALUES (?1, ?2, ?3) ON CONFLICT (bucket, metric) DO UPDATE SET count = count + excluded.count",
      bucketNow(),
      metric,
      count,
    );
  }
});

test.afterAll(() => {
  // What would keep the banner up for every later test.
  writeLocalD1("DELETE FROM newsletter_subscriptions WHERE email = ?1", backlogEmail);
  writeLocalD1("DELETE FROM cron_runs WHERE started_at = ?1", staleSweep);
  writeLocalD1("DELETE FROM health_counts");
});

test("the health page says what each problem means for guests, a red banner on every staff page links to it, Skicka igen re-queues a dead letter", async ({
  page,
}) => {
  test.slow();
  await signInAsStaff(page);

  // Reception's overview: one line with the worst state.
  await expect(page.getByText("Driftstatus: Kritiskt")).toBeVisible();
  await page.getByRole("link", { name: "Driftstatus", exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/halsa$/);
  await expect(page.getByRole("heading", { level: 1, name: "Driftstatus" })).toBeVisible();

  const attention = page.locator("section", { has: page.getByRole("heading", { name: "Att ta hand om" }) });
  for (const title of [
    "Gästerna får inga mejl",
    "Mejl som inte kom fram",
    "Nya förfrågningar aviseras inte",
    "Besökare får felsidor",
    "Många mejl misslyckas",
  ]) {
    await expect(attention.getByRole("heading", { name: `Kritiskt ${title}` })).toBeVisible();
  }
  // The nightly retention matters, but no guest notices: not red.
  await expect(attention.getByRole("heading", { name: "Bör förbättras Gamla personuppgifter rensas inte" })).toBeVisible();
  const mail = attention.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Kritiskt Gästerna får inga mejl" }) });
  await expect(mail).toContainText("Gästerna får inga mejl från webbplatsen just nu");
  // The technical detail is folded until asked for.
  await expect(mail.getByText(/MAILCHANNELS_API_KEY/)).toBeHidden();
  await mail.getByText("Teknisk information").click();
  await expect(mail.getByText(/MAILCHANNELS_API_KEY/)).toBeVisible();
  await expect(mail.getByText(/sparar e-post i tabellen mail_capture · SITE_ORIGIN https:\/\/fjallkallan\.se/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The banner is on every staff page and leads to the page.
  await page.goto("/staff/quarantine");
  const banner = page.getByText("Något är fel med webbplatsens drift.");
  await expect(banner).toBeVisible();
  await page.getByRole("link", { name: "Se driftstatus" }).click();
  await expect(page).toHaveURL(/\/staff\/halsa$/);

  // Another site cannot make a signed-in browser resend anything.
  const forged = await page.request.post("/staff/halsa", {
    form: { deadLetter: deadLetterId },
    headers: { Origin: "https://example.com" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(queryLocalD1("SELECT resent_at FROM dead_letters WHERE message_id = ?", deadLetterId)).toEqual([{ resent_at: null }]);

  // Skicka igen: the mail arrives in the capture, the dead letter leaves the list.
  await page.getByRole("button", { name: `Skicka igen: newsletter_subscription nr ${subscriptionId}` }).click();
  await expect(page.getByRole("status")).toHaveText("Meddelandet är köat igen. Det skickas inom någon minut.");
  await expect(page.getByRole("button", { name: `Skicka igen: newsletter_subscription nr ${subscriptionId}` })).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: `newsletter_subscription nr ${subscriptionId} ·` })).toContainText(
    `av ${e2eStaffName}`,
  );
  const resent = queryLocalD1<{ resent_by: string }>("SELECT resent_by FROM dead_letters WHERE message_id = ?", deadLetterId);
  expect(resent).toEqual([{ resent_by: e2eStaffName }]);
  await expect
    .poll(
      () => queryLocalD1("SELECT subject FROM mail_capture WHERE message_id = ?", `newsletter_subscription:${subscriptionId}:staff`).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
});
