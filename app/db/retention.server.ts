import { and, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { deleteDeskRowsOfGone } from "~/desk/desk.server";
import { deleteCaseFilesOfGone } from "~/desk/case-files.server";
import { retention } from "~/content/privacy";
import { inquiryYearsAhead, todayInSweden } from "~/forms/dates";
import type { Db } from "./client.server";
import { deleteOldFormCounts } from "./form-counts.server";
import { deleteExpiredQuarantine } from "./quarantine.server";
import { deleteExpiredVisitorMail } from "~/notifications/visitor-mail.server";
import {
  bookingInquiries,
  deadLetters,
  jobApplications,
  lostAndFound,
  mailCapture,
  newsletterSubscriptions,
  notifications,
  privacyRequests,
  staffSessions,
  statisticsSalts,
  statisticsSeen,
} from "./schema";
import { logEvent } from "~/server/log-event.server";

/**
 * What the hotel must not keep, deleted once a day by the cron trigger (workers/scheduled.ts).
 * The periods are the privacy policy's (app/content/privacy.ts `retention`), so the policy and the
 * deletion cannot drift apart; only the job applications' period can be changed by configuration.
 */

export interface RetentionPolicy {
  bookingDaysAfterStay: number;
  lostAndFoundMonths: number;
  jobApplicationMonths: number;
  unconfirmedNewsletterDays: number;
  /** Records of mail the notification worker sent or tried to send (the idempotency table), in any state. */
  notificationDays: number;
  /** Mail the local capture kept instead of sending (development and tests). */
  capturedMailDays: number;
  /** Copies of messages that never reached the staff (`dead_letters`): time for an operator to act. */
  deadLetterDays: number;
  /** The audit of exports and deletions of one person's data (`privacy_requests`). */
  privacyRequestMonths: number;
}

export interface RetentionReport {
  bookingInquiries: number;
  lostAndFound: number;
  jobApplications: number;
  jobApplicationFiles: number;
  /** Notification records in any state (delivered, rejected, or stuck sending), after 30 days. */
  notifications: number;
  capturedMail: number;
  deadLetters: number;
  unconfirmedNewsletter: number;
  /** Held-back form submissions (./quarantine.server.ts), after 30 days. */
  quarantine: number;
  /** Files in the bucket whose application has no row (an upload whose cleanup failed), after a day. */
  orphanedFiles: number;
  /** Staff sessions that have run out (signing out deletes its own at once). */
  staffSessions: number;
  /** The desk's status, history and reply rows of submissions that are gone (app/desk/). */
  deskRows: number;
  /** Files of those cases in GUEST_MAIL_FILES: the guest's attachments and reply PDFs (decision 056). */
  caseFiles: number;
  /** Records of exports and deletions of one person's data, after `privacyRequestMonths`. */
  privacyRequests: number;
  /** The statistics' daily salts of days gone by, with the day's codes of who was counted (decision 038). */
  statisticsSalts: number;
  /** The forms' daily counts per client (./form-counts.server.ts) of days before yesterday. */
  formCounts: number;
}

/**
 * The policy in force: the privacy policy's periods, with JOB_APPLICATION_RETENTION_MONTHS (a
 * whole number of months) overriding the applications' 24 months. A value that is not a whole
 * number of at least one month is ignored, with a warning, rather than deleting everything.
 */
export function retentionPolicy(env: { JOB_APPLICATION_RETENTION_MONTHS?: string }): RetentionPolicy {
  let jobApplicationMonths: number = retention.jobApplicationMonths;
  const configured = env.JOB_APPLICATION_RETENTION_MONTHS?.trim();
  if (configured) {
    if (/^[1-9]\d{0,3}$/.test(configured)) jobApplicationMonths = Number(configured);
    else logEvent("retention_config_ignored", { JOB_APPLICATION_RETENTION_MONTHS: configured, using: jobApplicationMonths });
  }
  return {
    bookingDaysAfterStay: retention.bookingDaysAfterStay,
    lostAndFoundMonths: retention.lostAndFoundMonths,
    jobApplicationMonths,
    unconfirmedNewsletterDays: retention.unconfirmedNewsletterDays,
    notificationDays: 30,
    capturedMailDays: 30,
    deadLetterDays: 90,
    privacyRequestMonths: retention.privacyRequestMonths,
  };
}

const DAY_MS = 86_400_000;

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** The same time of day `months` calendar months earlier; the 31st falls back to the month's last day. */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth() - months,
      1,
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}

/** D1 binds at most 100 parameters per statement. */
const CHUNK = 90;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Deletes everything past its period, as of `now`. Timestamps are compared as the ISO strings
 * the tables store. Job applications lose their R2 files first and their rows only once the
 * files are gone, so a failure leaves the row to try again on the next run.
 */
export async function applyRetention(
  db: Db,
  files: R2Bucket,
  policy: RetentionPolicy,
  now = new Date(),
  /** GUEST_MAIL_FILES: the files of the desk's cases (decision 056); without it they are left to R2's lifecycle rule. */
  caseFileBucket?: R2Bucket,
): Promise<RetentionReport> {
  // A stay's last day is its check-out date; the inquiry goes on the day it is `bookingDaysAfterStay` days past.
  const stayCutoff = daysBefore(now, policy.bookingDaysAfterStay).toISOString().slice(0, 10);
  const stayEnded = sql`coalesce(nullif(${bookingInquiries.checkOutDate}, ''), substr(${bookingInquiries.createdAt}, 1, 10))`;
  // The form takes dates at most two years ahead; a row made before that rule (or past it) with a
  // far check-out still goes `bookingDaysAfterStay` days after the latest stay it could have asked for.
  const createdCutoff = daysBefore(monthsBefore(now, inquiryYearsAhead * 12), policy.bookingDaysAfterStay).toISOString();
  const bookings = await db
    .delete(bookingInquiries)
    .where(or(lte(stayEnded, stayCutoff), lte(bookingInquiries.createdAt, createdCutoff)))
    .returning({ id: bookingInquiries.id });

  const lost = await db
    .delete(lostAndFound)
    .where(lt(lostAndFound.createdAt, monthsBefore(now, policy.lostAndFoundMonths).toISOString()))
    .returning({ id: lostAndFound.id });

  const applications = await deleteExpiredApplications(db, files, monthsBefore(now, policy.jobApplicationMonths).toISOString());

  // Whatever its state: a mail still "sending" or "rejected" after 30 days will never be retried
  // (queue retries end within hours), and its row names a submission that may already be gone.
  const notified = await db
    .delete(notifications)
    .where(
      lt(sql`coalesce(${notifications.deliveredAt}, ${notifications.updatedAt})`, daysBefore(now, policy.notificationDays).toISOString()),
    )
    .returning({ id: notifications.messageId });

  const captured = await db
    .delete(mailCapture)
    .where(lt(mailCapture.createdAt, daysBefore(now, policy.capturedMailDays).toISOString()))
    .returning({ id: mailCapture.id });

  // A dead letter repeats a submission's fields; the submission itself stays in its own table.
  const dead = await db
    .delete(deadLetters)
    .where(lt(deadLetters.createdAt, daysBefore(now, policy.deadLetterDays).toISOString()))
    .returning({ id: deadLetters.messageId });

  const unconfirmed = await db
    .delete(newsletterSubscriptions)
    .where(
      and(
        isNull(newsletterSubscriptions.confirmedAt),
        lt(newsletterSubscriptions.createdAt, daysBefore(now, policy.unconfirmedNewsletterDays).toISOString()),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });

  const quarantine = await deleteExpiredQuarantine(db, now);
  await deleteExpiredVisitorMail(db, now);
  const formCounts = await deleteOldFormCounts(db, todayInSweden(now));

  const orphanedFiles = await deleteOrphanedFiles(db, files, daysBefore(now, ORPHAN_GRACE_DAYS));

  const sessions = await db
    .delete(staffSessions)
    .where(lte(staffSessions.expiresAt, now.toISOString()))
    .returning({ id: staffSessions.id });

  // After the submissions above: their files, then their desk rows (which name the files) go with them.
  const caseFiles = caseFileBucket ? await deleteCaseFilesOfGone(db, caseFileBucket) : 0;
  const deskRows = await deleteDeskRowsOfGone(db);

  const audited = await db
    .delete(privacyRequests)
    .where(lt(privacyRequests.createdAt, monthsBefore(now, policy.privacyRequestMonths).toISOString()))
    .returning({ id: privacyRequests.id });

  // Once a day is over its visits are counted: without its salt no code can be tied to a visitor.
  const today = todayInSweden(now);
  const salts = await db.delete(statisticsSalts).where(lt(statisticsSalts.day, today)).returning({ day: statisticsSalts.day });
  await db.delete(statisticsSeen).where(lt(statisticsSeen.day, today));

  return {
    bookingInquiries: bookings.length,
    lostAndFound: lost.length,
    jobApplications: applications.rows,
    jobApplicationFiles: applications.files,
    notifications: notified.length,
    capturedMail: captured.length,
    deadLetters: dead.length,
    unconfirmedNewsletter: unconfirmed.length,
    quarantine,
    orphanedFiles,
    staffSessions: sessions.length,
    deskRows,
    caseFiles,
    privacyRequests: audited.length,
    statisticsSalts: salts.length,
    formCounts,
  };
}

async function deleteExpiredApplications(db: Db, files: R2Bucket, cutoff: string): Promise<{ rows: number; files: number }> {
  const expired = await db
    .select({ id: jobApplications.id, cv: jobApplications.cvFilePath, letter: jobApplications.coverLetterFilePath })
    .from(jobApplications)
    .where(lt(jobApplications.createdAt, cutoff));
  if (expired.length === 0) return { rows: 0, files: 0 };

  // The stored paths, and anything else under the application's {id}_ prefix (a file whose
  // path never reached the row because the upload was cut short).
  const keys = new Set<string>();
  for (const application of expired) {
    if (application.cv) keys.add(application.cv);
    if (application.letter) keys.add(application.letter);
    let cursor: string | undefined;
    do {
      const listed = await files.list({ prefix: `${application.id}_`, ...(cursor ? { cursor } : {}) });
      for (const object of listed.objects) keys.add(object.key);
      cursor = listed.truncated ? listed.cursor : undefined;
    } while (cursor);
  }
  // R2 deletes up to 1000 keys per call; deleting a key that is already gone is not an error.
  for (const batch of chunks([...keys], 1000)) await files.delete(batch);

  let rows = 0;
  for (const ids of chunks(expired.map(({ id }) => id))) {
    rows += (await db.delete(jobApplications).where(inArray(jobApplications.id, ids)).returning({ id: jobApplications.id })).length;
  }
  return { rows, files: keys.size };
}

/** An upload in progress has its row already; a day leaves room for any request still running. */
const ORPHAN_GRACE_DAYS = 1;

/** `{application id}_{cv|cover_letter}.{ext}` (app/forms/job-application.server.ts `fileKey`). */
const applicationFileKey = /^(\d+)_/;

/**
 * Deletes files uploaded before `cutoff` whose application has no row: left behind when an upload
 * failed and so did its cleanup (app/forms/job-application.server.ts `storeFiles`). A key that is
 * not an application's file is left alone.
 */
async function deleteOrphanedFiles(db: Db, files: R2Bucket, cutoff: Date): Promise<number> {
  const candidates = new Map<number, string[]>();
  let cursor: string | undefined;
  do {
    const listed = await files.list(cursor ? { cursor } : {});
    for (const object of listed.objects) {
      const id = applicationFileKey.exec(object.key)?.[1];
      if (!id || object.uploaded >= cutoff) continue;
      candidates.set(Number(id), [...(candidates.get(Number(id)) ?? []), object.key]);
    }
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  if (candidates.size === 0) return 0;

  for (const ids of chunks([...candidates.keys()])) {
    const existing = await db.select({ id: jobApplications.id }).from(jobApplications).where(inArray(jobApplications.id, ids));
    for (const { id } of existing) candidates.delete(id);
  }
  const orphans = [...candidates.values()].flat();
  for (const batch of chunks(orphans, 1000)) await files.delete(batch);
  if (orphans.length > 0) logEvent("retention_orphaned_files", { count: orphans.length });
  return orphans.length;
}
