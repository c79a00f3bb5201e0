import { test as base } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { queryLocalD1, uniqueEmail } from "./db";
import { acceptCookiesUpfront, expect, test } from "./fixtures";

/**
 * A form sent in the browser ends as mail: the site enqueues it, the notification worker (an
 * auxiliary Worker beside the preview) renders it and, with no MAILCHANNELS_API_KEY, stores it in
 * D1's mail_capture with the JSON MailChannels would have received. Nothing leaves the machine.
 */

interface CapturedRow {
  id: number;
  message_id: string;
  recipients: string;
  subject: string;
  text: string;
  html: string;
  payload: string;
}

interface Payload {
  personalizations: Array<{ to: Array<{ email: string }> }>;
  from: { email: string; name?: string };
  reply_to?: { email: string; name?: string };
  subject: string;
  content: Array<{ type: string; value: string }>;
  headers?: Record<string, string>;
  attachments?: unknown;
}

/** The notification worker's configuration as the preview runs it (the build's generated config). */
const workerVars = (JSON.parse(readFileSync("build/notifications/wrangler.json", "utf8")) as { vars: Record<string, string> }).vars;
const addressList = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Mail to the visitor, and staff mail whose Reply-To is the visitor, oldest first. */
function mailAbout(email: string) {
  const rows = queryLocalD1<CapturedRow>(
    "SELECT * FROM mail_capture WHERE recipients = ? OR json_extract(payload, '$.reply_to.email') = ? ORDER BY id",
    email,
    email,
  );
  return rows.map((row) => ({ ...row, json: JSON.parse(row.payload) as Payload }));
}

/** Waits for the worker (it waits up to max_batch_timeout for a batch) and returns the mail by role. */
async function waitForMail(email: string, count: number) {
  await expect.poll(() => mailAbout(email).length, { timeout: 20_000, message: `captured mail about ${email}` }).toBe(count);
  const mails = mailAbout(email);
  return {
    staff: mails.find((mail) => mail.message_id.endsWith(":staff")),
    visitor: mails.find((mail) => mail.message_id.endsWith(":visitor")),
  };
}

/** What every captured mail must be: the stored columns are the payload's, sent from MAIL_FROM. */
function expectConsistent(mail: ReturnType<typeof mailAbout>[number], to: string[]) {
  expect(mail.json.personalizations.flatMap((p) => p.to.map((recipient) => recipient.email))).toEqual(to);
  expect(mail.recipients).toBe(to.join(", "));
  expect(`${mail.json.from.name} <${mail.json.from.email}>`).toBe(workerVars.MAIL_FROM);
  expect(mail.json.subject).toBe(mail.subject);
  expect(mail.json.content).toEqual([
    { type: "text/plain", value: mail.text },
    { type: "text/html", value: mail.html },
  ]);
  // Files never travel by mail.
  expect(mail.json).not.toHaveProperty("attachments");
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const daysAgo = (days: number) => inDays(-days);

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("a Swedish booking inquiry reaches the staff in Swedish and the visitor gets a confirmation in Swedish", async ({ page }) => {
  const email = uniqueEmail("mail-sv");
  await page.goto("/booking-inquiry?kategori=relax");
  const form = page.locator("#private-inquiry");
  await form.getByLabel("Namn").fill("Anna Berg");
  await form.getByLabel("E-post").fill(email);
  await form.getByLabel("Telefon").fill("070-123 45 67");
  await form.getByLabel("Antal personer").fill("2");
  await form.getByLabel("Ankomstdatum").fill(inDays(30));
  await form.getByLabel("Avresedatum").fill(inDays(32));
  await form.getByLabel("Jag vill boka spabehandling").check();
  await form.getByLabel(/Övriga önskemål/).fill("Gärna rum <nära> spa & relax");
  await page.waitForTimeout(1600); // a person takes longer than the bot threshold
  await form.getByRole("button", { name: "Skicka förfrågan" }).click();
  await expect(page.getByRole("region", { name: "Aviseringar (F8)" })).toContainText("Tack för din förfrågan!");

  const { staff, visitor } = await waitForMail(email, 2);
  const [inquiry] = queryLocalD1<{ id: number }>("SELECT id FROM booking_inquiries WHERE email = ?", email);

  // Staff: in Swedish, to the booking address, Reply-To the visitor, every field listed.
  expect(staff, "staff mail").toBeDefined();
  expectConsistent(staff!, addressList(workerVars.STAFF_BOOKING_TO));
  expect(staff!.json.reply_to).toEqual({ email, name: "Anna Berg" });
  expect(staff!.subject).toBe(`Ny bokningsförfrågan: Anna Berg (${inDays(30)}–${inDays(32)})`);
  for (const line of [
    "privatperson, skickad på svenska",
    "Vad gäller det? Relax & spa",
    "Namn: Anna Berg",
    `E-post: ${email}`,
    "Telefon: 070-123 45 67",
    "Antal personer: 2",
    `Ankomstdatum: ${inDays(30)}`,
    `Avresedatum: ${inDays(32)}`,
    "Jag vill boka spabehandling: Ja",
    "Övriga önskemål: Gärna rum <nära> spa & relax",
    "Besökaren har lovats svar inom 24 timmar.",
    `Förfrågan nr ${inquiry!.id} i personalinkorgen:`,
  ]) {
    expect(staff!.text).toContain(line);
  }
  // What the visitor typed is escaped in the HTML part, never markup.
  expect(staff!.html).toContain("Gärna rum &lt;nära&gt; spa &amp; relax");
  expect(staff!.html).not.toContain("<nära>");

  // Visitor: in Swedish, repeating what they asked and the 24-hour promise; replies go to the hotel.
  expect(visitor, "visitor's confirmation").toBeDefined();
  expectConsistent(visitor!, [email]);
  expect(visitor!.json.reply_to?.email).toBe("info@fjallkallan.se");
  expect(visitor!.subject).toBe("Tack för din förfrågan – Fjällkällan Hotell & Spa");
  for (const line of [
    "Hej!",
    "Vi har tagit emot den och svarar inom 24 timmar.",
    "Din förfrågan i korthet:",
    `Referensnummer: ${inquiry!.id}`,
    "Vad gäller det? Relax & spa",
    "Antal personer: 2",
  ]) {
    expect(visitor!.text).toContain(line);
  }
  // Nothing the visitor typed comes back in the hotel's name (decision 013).
  for (const typed of ["Anna", "Gärna rum", "nära"]) {
    expect(visitor!.text).not.toContain(typed);
    expect(visitor!.html).not.toContain(typed);
  }
  expect(visitor!.html).toContain('<html lang="sv">');
});

test("an English booking inquiry: staff still read Swedish, the visitor's confirmation is in English", async ({ page }) => {
  const email = uniqueEmail("mail-en");
  await page.goto("/en/booking-inquiry");
  await page.getByRole("tab", { name: "Company" }).click();
  const form = page.locator("#business-inquiry");
  await form.getByLabel("Contact person").fill("Per Lind");
  await form.getByLabel("Company").fill("Skogsbolaget AB");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone", { exact: true }).fill("0910-12 34 56");
  await form.getByLabel("Number of participants").fill("18");
  await form.getByLabel("Arrival date").fill(inDays(50));
  await form.getByLabel("Departure date").fill(inDays(51));
  await form.getByLabel("Type of conference").selectOption("overnight");
  await form.getByLabel("Lunch").check();
  await page.waitForTimeout(1600);
  await form.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText("Thank you for your inquiry!");

  const { staff, visitor } = await waitForMail(email, 2);

  expectConsistent(staff!, addressList(workerVars.STAFF_BOOKING_TO));
  expect(staff!.json.reply_to).toEqual({ email, name: "Per Lind" });
  expect(staff!.subject).toBe(`Ny bokningsförfrågan: Per Lind (${inDays(50)}–${inDays(51)})`);
  for (const line of [
    "företag, skickad på engelska",
    "Företag: Skogsbolaget AB",
    "Kontaktperson: Per Lind",
    "Antal deltagare: 18",
    "Lunch",
  ]) {
    expect(staff!.text).toContain(line);
  }
  expect(staff!.html).toContain('<html lang="sv">');

  expectConsistent(visitor!, [email]);
  expect(visitor!.subject).toBe("Thank you for your inquiry – Fjällkällan Hotell & Spa");
  for (const line of [
    "Hello,",
    "We have received it and will reply within 24 hours.",
    "Your inquiry in short:",
    "Number of participants: 18",
    "Type of conference: Conference with overnight stay",
  ]) {
    expect(visitor!.text).toContain(line);
  }
  expect(visitor!.text).not.toContain("Per Lind");
  expect(visitor!.text).not.toContain("Skogsbolaget");
  expect(visitor!.text).not.toContain("timmar");
  expect(visitor!.html).toContain('<html lang="en">');
});

test("a lost-and-found request reaches reception with every field, and the guest gets a receipt without them", async ({ page }) => {
  const email = uniqueEmail("mail-lost");
  await page.goto("/kvarglomt");
  const form = page.locator("#lost-and-found");
  await form.getByLabel("Namn", { exact: true }).fill("Karin Öberg");
  await form.getByLabel("Adress", { exact: true }).fill("Storgatan 12");
  await form.getByLabel("Postnummer").fill("90326");
  await form.getByLabel("Ort", { exact: true }).fill("Umeå");
  await form.getByLabel("Telefon", { exact: true }).fill("070-123 45 67");
  await form.getByLabel("E-post", { exact: true }).fill(email);
  await form.getByLabel("Ankomstdatum").fill(daysAgo(6));
  await form.getByLabel("Avresedatum").fill(daysAgo(4));
  await form.getByLabel(/Beskriv föremålet/).fill("Blå ullhalsduk i relaxavdelningen");
  await form.getByLabel(/Jag godkänner/).check();
  await page.waitForTimeout(1600);
  await page.getByRole("button", { name: "Skicka efterlysning" }).click();
  await expect(page.getByRole("heading", { name: "Tack!" })).toBeVisible();

  const { staff, visitor } = await waitForMail(email, 2);
  const [report] = queryLocalD1<{ id: number }>("SELECT id FROM lost_and_found WHERE email = ?", email);
  expectConsistent(staff!, addressList(workerVars.STAFF_LOST_FOUND_TO));
  expect(staff!.json.reply_to).toEqual({ email, name: "Karin Öberg" });
  expect(staff!.subject).toBe(`Ny efterlysning av kvarglömt föremål: Karin Öberg (${daysAgo(6)}–${daysAgo(4)})`);
  for (const line of [
    "Namn: Karin Öberg",
    `E-post: ${email}`,
    "Telefon: 070-123 45 67",
    "Rumsnummer: –",
    `Ankomstdatum: ${daysAgo(6)}`,
    "Föremålet: Blå ullhalsduk i relaxavdelningen",
  ]) {
    expect(staff!.text).toContain(line);
  }
  // The receipt (decision 048): Swedish, the reference number, nothing the guest typed.
  expectConsistent(visitor!, [email]);
  expect(visitor!.subject).toBe("Vi har tagit emot din efterlysning – Fjällkällan Hotell & Spa");
  expect(visitor!.text).toContain(`Referensnummer: ${report!.id}`);
  expect(visitor!.payload).not.toMatch(/Karin|halsduk|070-123|Storgatan/);
});

test("a job application's staff mail links to the CV and never attaches it; the applicant gets a receipt", async ({ page }) => {
  const email = uniqueEmail("mail-jobb");
  await page.goto("/lediga-jobb");
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: /Ansök nu/ })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Namn").fill("Sara Holm");
  await dialog.getByLabel("E-post").fill(email);
  await dialog.getByLabel(/Meddelande/).fill("Jag har arbetat sex år i hotellkök.");
  await dialog.locator('input[name="cv"]').setInputFiles("tests/fixtures/cv.pdf");
  await page.waitForTimeout(1600);
  await dialog.getByRole("button", { name: "Skicka ansökan" }).click();
  await expect(page.getByRole("region", { name: "Aviseringar (F8)" })).toContainText("Din ansökan har skickats!");

  const { staff, visitor } = await waitForMail(email, 2);
  const [application] = queryLocalD1<{ id: number; cv_file_path: string }>(
    "SELECT id, cv_file_path FROM job_applications WHERE email = ?",
    email,
  );
  expectConsistent(staff!, addressList(workerVars.STAFF_JOBS_TO));
  expect(staff!.json.reply_to).toEqual({ email, name: "Sara Holm" });
  expect(staff!.subject).toBe("Ny jobbansökan: Kock – Sara Holm");
  for (const line of ["Tjänst: Kock", "Namn: Sara Holm", `E-post: ${email}`, "Meddelande: Jag har arbetat sex år i hotellkök."]) {
    expect(staff!.text).toContain(line);
  }
  const link = `${workerVars.SITE_ORIGIN}/staff/applications/${application!.id}`;
  expect(staff!.text).toContain(`CV och personligt brev skickas inte med e-post.`);
  expect(staff!.text).toContain(link);
  expect(staff!.html).toContain(`href="${link}"`);
  // Neither the file nor its name or stored path is in the mail.
  expect(staff!.payload).not.toContain("cv.pdf");
  expect(staff!.payload).not.toContain(application!.cv_file_path);
  expect(staff!.payload).not.toContain("JVBERi"); // base64 of "%PDF"
  expectConsistent(visitor!, [email]);
  expect(visitor!.subject).toBe("Vi har tagit emot din ansökan – Fjällkällan Hotell & Spa");
  expect(visitor!.text).toContain(`Referensnummer: ${application!.id}`);
  expect(visitor!.payload).not.toMatch(/Sara|hotellkök|cv\.pdf/);
});

test.describe("the development-only mail page", () => {
  test("does not exist in the production build: /dev/mail is the not-found page, 404 and noindex", async ({ page }) => {
    const response = await page.goto("/dev/mail");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Captured mail");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const assets = await page.request.get("/dev/mail.data");
    expect(assets.status()).toBe(404);
  });

  base("is registered by app/routes.ts in development mode only", () => {
    // The route table as `react-router dev` (NODE_ENV development) and `react-router build` (production) load it.
    const paths = (nodeEnv: string) => {
      const json = execFileSync("node_modules/.bin/react-router", ["routes", "--json"], {
        env: { ...process.env, NODE_ENV: nodeEnv },
        encoding: "utf8",
      });
      const routes = JSON.parse(json) as Array<{ children?: Array<{ path?: string; file: string }> }>;
      return routes[0]!.children!.map((route) => route.path);
    };
    expect(paths("development")).toContain("dev/mail");
    expect(paths("production")).not.toContain("dev/mail");
    expect(paths("production")).toContain("booking-inquiry");
  });
});
