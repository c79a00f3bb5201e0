import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, type Browser } from "@playwright/test";
import { queryLocalD1, uniqueEmail, writeLocalD1 } from "./db";

/**
 * One person in every table "Sök person" covers (app/privacy/registry.server.ts), under several
 * spellings of one address, with a real job application (CV and cover letter in R2) sent through
 * the form without JavaScript; the other tables are written directly, as their rows would be.
 */
export interface SeededPerson {
  email: string;
  applicationId: number;
  files: string[];
  tables: string[];
}

export const personTables = [
  "booking_inquiries",
  "lost_and_found",
  "job_applications",
  "newsletter_subscriptions",
  "notifications",
  "dead_letters",
  "mail_capture",
  "visitor_mail",
  "form_quarantine",
];

const fixture = (name: string) => `tests/fixtures/${name}`;

export async function seedPersonEverywhere(browser: Browser, baseURL: string, prefix: string): Promise<SeededPerson> {
  const email = uniqueEmail(prefix);
  const [local, domain] = email.split("@") as [string, string];
  const tagged = `${local}+jobb@${domain}`;

  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/lediga-jobb?ansok=chef");
  const form = page.locator("#job-application");
  await form.getByLabel("Namn").fill("Anna Persson");
  await form.getByLabel("E-post").fill(tagged);
  await form.locator('input[name="cv"]').setInputFiles(fixture("cv.pdf"));
  await form.locator('input[name="coverLetter"]').setInputFiles(fixture("cover-letter.docx"));
  await page.waitForTimeout(1600);
  await form.getByRole("button", { name: "Skicka ansökan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Din ansökan har skickats!" })).toBeVisible();
  await context.close();
  const [application] = queryLocalD1<{ id: number; cv_file_path: string; cover_letter_file_path: string }>(
    "SELECT id, cv_file_path, cover_letter_file_path FROM job_applications WHERE email = ?",
    tagged,
  );
  // The queue consumer writes its own rows for the application; the direct writes below would
  // compete with it for the local database's write lock, so they wait until its mail is settled.
  // 45 s: one retry (30 s) if another test held the lock at the consumer's first try.
  await expect
    .poll(
      () =>
        queryLocalD1(
          "SELECT 1 FROM notifications WHERE message_id = ? AND status = 'delivered'",
          // The receipt goes after the staff mail (decision 048): once it is settled, both are.
          `job_application:${application!.id}:visitor`,
        ).length,
      { timeout: 45_000 },
    )
    .toBeGreaterThan(0);
  const key = () => `e2e-person-${Math.random().toString(36).slice(2)}`;
  writeLocalD1(
    `INSERT INTO booking_inquiries (submission_key, name, email, phone, participants, check_in_date, check_out_date, category, form_type)
     VALUES (?, 'Anna Persson', ?, '070-1234567', 2, '2026-12-01', '2026-12-03', 'relax', 'private')`,
    key(),
    email.toUpperCase(),
  );
  const [booking] = queryLocalD1<{ id: number }>("SELECT id FROM booking_inquiries WHERE email = ?", email.toUpperCase());
  writeLocalD1(
    `INSERT INTO lost_and_found (submission_key, name, address, zip_code, city, phone, email, arrival_date, departure_date, item_description)
     VALUES (?, 'Anna Persson', 'Storgatan 1', '93591', 'Norsjö', '0701234567', ?, '2026-01-01', '2026-01-02', 'Blå halsduk')`,
    key(),
    email,
  );
  writeLocalD1(
    "INSERT INTO newsletter_subscriptions (submission_key, email, source) VALUES (?, ?, 'popup')",
    key(),
    `${local}+nyhet@${domain}`,
  );
  writeLocalD1(
    "INSERT INTO notifications (message_id, type, submission_id, status) VALUES (?, 'booking', ?, 'delivered')",
    `booking:${booking!.id}:visitor`,
    booking!.id,
  );
  writeLocalD1(
    "INSERT INTO mail_capture (message_id, recipients, subject, text, html, payload) VALUES (?, ?, 'Tack', 'Hej!', '<p>Hej!</p>', '{}')",
    `booking:${booking!.id}:visitor`,
    email,
  );
  writeLocalD1(
    "INSERT INTO dead_letters (message_id, type, submission_id, body, attempts) VALUES (?, 'booking', ?, ?, 5)",
    key(),
    booking!.id,
    JSON.stringify({ type: "booking", id: booking!.id, data: { email } }),
  );
  writeLocalD1(
    "INSERT OR REPLACE INTO visitor_mail (recipient, mail_key, window_start, last_sent_at) VALUES (?, ?, '2026-11-27T00:00:00Z', '2026-11-27T00:00:00Z')",
    email,
    `booking:${booking!.id}`,
  );
  writeLocalD1(
    "INSERT INTO form_quarantine (submission_key, form, reason, fields) VALUES (?, 'newsletter', 'honeypot', ?)",
    key(),
    JSON.stringify({ email }),
  );
  // Someone else's inquiry that names the person: listed, not exported, and only the mention goes.
  writeLocalD1(
    `INSERT INTO booking_inquiries (submission_key, name, email, phone, participants, check_in_date, check_out_date, category, form_type, additional_requests)
     VALUES (?, 'Bo Ek', ?, '070-7654321', 2, '2026-12-01', '2026-12-03', 'relax', 'business', ?)`,
    key(),
    `bo-${local}@kollega.example`,
    `Min kollega ${email} kommer också.`,
  );
  for (const table of personTables) {
    const column =
      {
        notifications: "message_id",
        dead_letters: "body",
        mail_capture: "recipients",
        visitor_mail: "recipient",
        form_quarantine: "fields",
      }[table] ?? "email";
    expect(
      queryLocalD1(
        `SELECT 1 FROM ${table} WHERE lower(${column}) LIKE ?`,
        table === "notifications" ? `booking:${booking!.id}:%` : `%${local}%`,
      ).length,
      table,
    ).toBeGreaterThan(0);
  }
  return {
    email,
    applicationId: application!.id,
    files: [application!.cv_file_path, application!.cover_letter_file_path],
    tables: personTables,
  };
}

/** Every table's rows, as text, that still mention the address (any case, any +tag). */
export function rowsMentioning(email: string): string[] {
  const [local, domain] = email.toLowerCase().split("@") as [string, string];
  const tables = queryLocalD1<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  );
  return tables.flatMap(({ name }) =>
    queryLocalD1(`SELECT * FROM "${name}"`)
      .map((row) => JSON.stringify(row).toLowerCase())
      .filter((text) => text.includes(local) && text.includes(`@${domain}`))
      .map((text) => `${name}: ${text}`),
  );
}

/** The keys in the preview server's local R2 bucket (workerd keeps its index as SQLite under .wrangler/state). */
export function localR2Keys(): string[] {
  const dir = join(process.cwd(), ".wrangler/state/v3/r2/miniflare-R2BucketObject");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite")
    .flatMap((file) => {
      const db = new DatabaseSync(join(dir, file), { readOnly: true });
      try {
        return (db.prepare("SELECT key FROM _mf_objects").all() as Array<{ key: string }>).map((row) => row.key);
      } finally {
        db.close();
      }
    });
}

export const fixtureBytes = (name: string) => readFileSync(fixture(name));
