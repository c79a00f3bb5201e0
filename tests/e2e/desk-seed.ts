import type { BrowserContext } from "@playwright/test";
import { queryLocalD1, uniqueEmail, writeLocalD1 } from "./db";
import type { test as fixturesTest } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";

/**
 * Submissions for the desk's tests, written straight into the preview's D1 with the age a test
 * needs (a form cannot send an inquiry that came in 30 hours ago). Each gets its own address,
 * name and number, so a test finds exactly its own rows.
 */

export type SeedKind = "bookings" | "lost-and-found" | "applications";

export interface Seeded {
  kind: SeedKind;
  id: number;
  name: string;
  email: string;
  phone: string;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export function seedSubmission(
  kind: SeedKind,
  options: { hours?: number; createdAt?: string; lang?: "sv" | "en"; name?: string; bookingNumber?: string; message?: string } = {},
): Seeded {
  const tag = Math.random().toString(36).slice(2, 8);
  const email = uniqueEmail(`desk-${kind}`);
  const name = options.name ?? `Desk ${tag} Testsson`;
  // Digits no other row has, written as a guest would type them.
  const digits = String(Math.floor(1e7 + Math.random() * 9e7));
  const phone = `070-${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
  const key = `e2e-desk-${tag}-${Date.now()}`;
  const createdAt = options.createdAt ?? hoursAgo(options.hours ?? 1);
  const lang = options.lang ?? "sv";
  if (kind === "bookings") {
    writeLocalD1(
      "INSERT INTO booking_inquiries (created_at, submission_key, lang, name, email, phone, participants, check_in_date, check_out_date, category, form_type, additional_requests) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 2, '2027-02-10', '2027-02-12', 'accommodation', 'private', nullif(?7, ''))",
      createdAt,
      key,
      lang,
      name,
      email,
      phone,
      options.message ?? "",
    );
  } else if (kind === "lost-and-found") {
    writeLocalD1(
      "INSERT INTO lost_and_found (created_at, submission_key, lang, name, address, zip_code, city, phone, email, booking_number, arrival_date, departure_date, item_description) VALUES (?1, ?2, ?3, ?4, 'Källvägen 3', '93531', 'Norsjö', ?5, ?6, ?7, '2026-11-20', '2026-11-22', 'Blå mössa')",
      createdAt,
      key,
      lang,
      name,
      phone,
      email,
      options.bookingNumber ?? `BK-${tag}`,
    );
  } else {
    writeLocalD1(
      "INSERT INTO job_applications (created_at, submission_key, lang, name, email, phone, job_title) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'Receptionist')",
      createdAt,
      key,
      lang,
      name,
      email,
      phone,
    );
  }
  const table = { bookings: "booking_inquiries", "lost-and-found": "lost_and_found", applications: "job_applications" }[kind];
  const [row] = queryLocalD1<{ id: number }>(`SELECT id FROM ${table} WHERE submission_key = ?`, key);
  return { kind, id: row!.id, name, email, phone };
}

/** Closes what a test seeded, so its old rows do not stay on every later test's list of unanswered. */
export function closeSeeded(items: Seeded[]): void {
  for (const item of items) {
    writeLocalD1(
      "INSERT INTO desk_items (kind, submission_id, status, answered_at, updated_at) VALUES (?1, ?2, 'avslutad', ?3, ?3) ON CONFLICT (kind, submission_id) DO UPDATE SET status = 'avslutad'",
      item.kind,
      item.id,
      new Date().toISOString(),
    );
  }
}

/** Triggers a cron of the site as Cloudflare would, at `time` (Miniflare's trigger path, as tests/loadtest does). */
export async function triggerCron(baseURL: string, cron: string, time: Date): Promise<void> {
  const response = await fetch(`${baseURL}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}&time=${time.getTime()}&format=json`);
  if (!response.ok) throw new Error(`the cron ${cron} answered ${response.status}: ${await response.text()}`);
}

/**
 * Signs in once per file and worker and hands the session cookie to each test: the sign-in is
 * rate-limited to five a minute per client, which a file of staff tests would otherwise pass.
 */
export function shareStaffSession(test: typeof fixturesTest): void {
  let cookies: Awaited<ReturnType<BrowserContext["cookies"]>> = [];
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}` });
    const page = await context.newPage();
    await signInAsStaff(page);
    cookies = await context.cookies();
    await context.close();
  });
  test.beforeEach(async ({ context }) => {
    await context.addCookies(cookies);
  });
}
