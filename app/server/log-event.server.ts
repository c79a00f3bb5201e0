/**
 * The site's and the notification worker's structured log lines (Workers Logs, `wrangler tail`):
 * one JSON object a line, `{ "event": name, ...fields }`. Every event name is listed here once,
 * with how loud it is and what it means; alerts and log searches key on these names.
 */
type Level = "info" | "warn" | "error";

export const logEvents = {
  // Forms (app/forms/)
  bot_submission_held: [
    "warn",
    "A honeypot or too-fast submission was held back; `kept` says whether the quarantine took it in (decision 036 bounds it).",
  ],
  booking_inquiry_insert_failed: ["error", "A booking inquiry could not be stored; the visitor was told to try again."],
  lost_and_found_insert_failed: ["error", "A lost-and-found request could not be stored; the visitor was told to try again."],
  job_application_insert_failed: ["error", "A job application could not be stored; the visitor was told to try again."],
  job_application_upload_failed: ["error", "A CV or cover letter could not be stored in R2; the application was rolled back."],
  job_application_cleanup_failed: ["error", "Rolling back a failed application left its row or files behind (retention removes them)."],
  newsletter_insert_failed: ["error", "A newsletter sign-up could not be stored."],
  newsletter_confirmation_skipped: ["error", "No NEWSLETTER_LINK_SECRET: a sign-up was stored but no confirmation mail sent."],
  newsletter_link_unverifiable: ["error", "A newsletter link arrived but no secret is set to check it."],
  newsletter_confirmed: ["info", "A subscriber confirmed their address (double opt-in)."],
  newsletter_confirmation_expired: ["info", "A confirmation link was followed after it expired."],
  newsletter_unsubscribed: ["info", "A subscriber unsubscribed; the address was deleted."],
  form_signing_secret_missing: ["error", "No FORM_SIGNING_SECRET outside loopback: every form answers 503 (once per isolate)."],
  quarantine_failed: ["error", "A held-back submission could not be written to the quarantine."],
  rate_limiter_failed: ["error", "The form rate limiter failed; the submission was let through."],
  form_daily_cap_reached: [
    "warn",
    "A client sent a form more times today than the daily cap allows; it was refused with a notice (decision 036).",
  ],
  form_daily_cap_failed: ["error", "The forms' daily count failed; the submission was let through."],
  turnstile_refused: ["warn", "Turnstile did not confirm a person; the form was refused."],
  turnstile_unreachable: ["error", "Turnstile could not be asked; the form was refused (fails closed)."],
  enqueue_failed: ["error", "A notification could not be queued; the outbox sweep retries it."],
  // Notification outbox and crons (app/notifications/, workers/scheduled.ts)
  outbox_malformed: ["error", "A row's pending notifications could not be read."],
  outbox_config_ignored: ["warn", "OUTBOX_SWEEP_AFTER_SECONDS is not a usable number; the default applies."],
  visitor_mail_config_ignored: ["warn", "VISITOR_MAIL_PER_HOUR is not a usable number; the default applies."],
  visitor_mail_held: ["warn", "A mail to a visitor's address was held back by the mail-relay brake (decision 013)."],
  outbox_swept: ["info", "The 5-minute sweep ran: rows and messages it queued again (error when some failed)."],
  outbox_sweep_failed: ["error", "The 5-minute sweep failed; the next run tries again."],
  retention_run: ["info", "The nightly retention run deleted what was past its period (counts per table)."],
  retention_failed: ["error", "The nightly retention run failed; the next night's run catches up."],
  retention_orphaned_files: ["warn", "Retention deleted CV files whose application row no longer exists (a failed upload's leftovers)."],
  retention_config_ignored: ["warn", "JOB_APPLICATION_RETENTION_MONTHS is not a usable number; the default applies."],
  scheduled_unknown_cron: ["error", "A cron fired that workers/scheduled.ts has no work for."],
  // Health and alerts (app/health/, docs/decisions/020-health-and-alerts.md)
  alert: ["error", "A health condition was raised (error) or went back to normal (info); also sent to the alert channels."],
  alert_webhook_failed: ["error", "An alert could not be posted to ALERT_WEBHOOK_URL."],
  alert_mail_failed: ["error", "An alert mail could not be queued."],
  health_check_failed: ["error", "The 5-minute health check failed; the next run tries again."],
  health_count_failed: ["error", "A 5xx answer or a failed purge could not be counted for the health panel."],
  health_record_failed: ["error", "The notification worker could not record its mail mode or counts."],
  dead_letter_resent: ["info", "Staff sent a dead letter again from the health panel."],
  // Browser errors (app/client-errors/)
  client_error: ["error", "A visitor's browser reported a script error (message, source, stack, page path; no query, no addresses)."],
  // Pages and staff
  site_origin_invalid: [
    "error",
    "SITE_ORIGIN is not a full https origin (a placeholder, or workers.dev without the account); no host is redirected.",
  ],
  not_found: [
    "warn",
    "A page that does not exist was asked for (with the referring site's host, never its path or query, to find broken links).",
  ],
  page_purge_failed: [
    "error",
    "Purging shared pages by tag failed three times; the old copies stay until they expire, new content shows anyway (decision 039).",
  ],
  staff_sign_in_failed: ["warn", "A wrong staff password was tried."],
  staff_sign_in_limiter_failed: ["error", "The staff sign-in's count of wrong passwords (D1) failed; the attempt was refused."],
  staff_access_token_refused: ["warn", "A Cloudflare Access token did not verify."],
  staff_signed_in: ["info", "A member of staff signed in with the shared password under their name from the staff directory."],
  staff_member_added: ["info", "Staff added a person to the staff directory (or the first sign-in did)."],
  staff_member_renamed: ["info", "Staff changed a person's name or e-mail in the staff directory."],
  staff_member_removed: ["info", "Staff removed a person from the staff directory; their sessions ended with it."],
  // One person's data and the site statistics (app/privacy/, app/statistics/)
  privacy_request: ["info", "Staff exported or deleted one person's data (counts and the address's hash, never the address)."],
  statistics_flush_failed: ["error", "The site statistics' counters could not be written to D1; those counts are lost."],
  // Staff-edited content (app/content-store/)
  content_read_retried: ["warn", "Reading the notices and opening hours every page shows failed once and was tried again."],
  // The inquiry desk (app/desk/, docs/decisions/024-inquiry-desk.md)
  desk_status_changed: ["info", "Staff moved a submission to another status at the desk."],
  desk_note_added: ["info", "Staff wrote an internal note on a submission."],
  desk_reply_sent: ["info", "Staff sent a reply to a visitor from the desk (queued through the outbox)."],
  desk_case_logged: ["info", "Staff logged a case that came by phone or in person (no mail sent)."],
  desk_template_saved: ["info", "Staff changed or added a reply template."],
  guest_mail_received: [
    "info",
    'A guest\'s answer by mail was threaded into its case, which now shows "Gästen har svarat" (decision 048).',
  ],
  guest_mail_refused: [
    "warn",
    "Mail to the desk's reply address was refused or dropped: unknown or forged token, unauthenticated sender, too large, or automatic (auto-reply, bounce, list).",
  ],
  guest_mail_forward_failed: ["error", "A guest's answer was threaded into its case, but its copy to GUEST_REPLY_FORWARD_TO failed."],
  desk_summary_run: ["info", "The morning summary's cron ran: made today's summary, or found it made or not 08:00 in Sweden."],
  desk_summary_failed: ["error", "The morning summary could not be made; the next hourly run of the cron tries again."],
  // Notification worker (workers/notifications/)
  mail_delivered: ["info", "A mail was accepted by MailChannels (or captured locally)."],
  mail_rejected: ["error", "MailChannels refused a mail for good; it will not be retried."],
  mail_retry: ["warn", "A mail failed for now and will be retried."],
  mail_attachment_missing: ["warn", "A desk reply's PDF was gone from R2 (its case deleted) before the mail left; not sent."],
  mail_not_allowed: ["warn", "A mail had no recipient on MAIL_ALLOW_LIST (staging) and was not sent."],
  mail_capture_active: ["warn", "No MAILCHANNELS_API_KEY: mail is stored in D1 mail_capture, not sent."],
  notification_malformed: ["error", "A queue message did not match the queue contract; acknowledged and dropped."],
  notification_failed: ["error", "Handling a queue message threw; the queue retries it."],
  notification_dead_lettered: ["error", "A message exhausted its retries and was kept in dead_letters."],
  dead_letter_record_failed: ["error", "A dead letter could not be written to D1."],
} as const satisfies Record<string, readonly [Level, string]>;

export type LogEvent = keyof typeof logEvents;

/** Writes one structured log line; `level` overrides the event's own (a sweep with failures is an error). */
export function logEvent(event: LogEvent, fields: Record<string, unknown> = {}, level: Level = logEvents[event][0]): void {
  const line = JSON.stringify({ event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** The host of a request's Referer, for a log line: never its path or query, which may name a person. */
export function referrerHost(request: Request): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    return new URL(referer).host || null;
  } catch {
    return null;
  }
}
