import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * The one database schema (D1). Table and column names are the spec's (SPEC §3), in snake_case.
 * Every table has an id, a created_at and the one-time key of the rendered form that produced
 * the row: a resent POST finds its row instead of writing a second one.
 */
const common = () => ({
  id: integer("id").primaryKey({ autoIncrement: true }),
  createdAt: text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  submissionKey: text("submission_key").notNull().unique(),
  /** The language the visitor used, so replies and confirmations can be in it. */
  lang: text("lang", { enum: ["sv", "en"] })
    .notNull()
    .default("sv"),
  /**
   * The row's outbox (docs/decisions/012-notification-outbox.md): JSON of the notifications it
   * must still cause, written by the same INSERT as the row and set to NULL once they are queued
   * (app/notifications/outbox.server.ts). A row left with it set is queued by the sweep.
   */
  pendingNotifications: text("pending_notifications"),
});

/** Lets the outbox sweep find the few rows still waiting, oldest first, without reading the rest. */
const outboxIndex = (name: string, table: { createdAt: AnySQLiteColumn; pendingNotifications: AnySQLiteColumn }) =>
  index(name)
    .on(table.createdAt)
    .where(sql`${table.pendingNotifications} IS NOT NULL`);

export const bookingInquiries = sqliteTable(
  "booking_inquiries",
  {
    ...common(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company"),
    participants: integer("participants").notNull(),
    nights: integer("nights"),
    checkInDate: text("check_in_date").notNull(),
    checkOutDate: text("check_out_date").notNull(),
    category: text("category").notNull(),
    formType: text("form_type", { enum: ["private", "business"] }).notNull(),
    /** Private: the package type; business: the conference type (day, overnight, custom, teambuilding). */
    packageType: text("package_type"),
    needsAccommodation: text("needs_accommodation", { enum: ["yes", "no"] }),
    accommodationNotes: text("accommodation_notes"),
    /** JSON text of { lunch, dinner, morningCoffee, afternoonCoffee }. */
    meals: text("meals"),
    dietaryRequirements: text("dietary_requirements"),
    technicalEquipment: text("technical_equipment"),
    additionalRequests: text("additional_requests"),
    requestSpa: integer("request_spa", { mode: "boolean" }).notNull().default(false),
    requestActivity: integer("request_activity", { mode: "boolean" }).notNull().default(false),
    mothersDayOption: text("mothers_day_option"),
  },
  (table) => [index("booking_inquiries_created_at").on(table.createdAt), outboxIndex("booking_inquiries_outbox", table)],
);

export const lostAndFound = sqliteTable(
  "lost_and_found",
  {
    ...common(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    /** ISO 3166 code of the address's country (app/forms/lost-and-found.ts); SE unless the guest chose another. */
    country: text("country").notNull().default("SE"),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    bookingNumber: text("booking_number"),
    roomNumber: text("room_number"),
    /** YYYY-MM-DD */
    arrivalDate: text("arrival_date").notNull(),
    /** YYYY-MM-DD */
    departureDate: text("departure_date").notNull(),
    itemDescription: text("item_description").notNull(),
  },
  (table) => [index("lost_and_found_created_at").on(table.createdAt), outboxIndex("lost_and_found_outbox", table)],
);

export const jobApplications = sqliteTable(
  "job_applications",
  {
    ...common(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message"),
    jobTitle: text("job_title").notNull(),
    /** R2 keys, set only once the file is stored. */
    cvFilePath: text("cv_file_path"),
    coverLetterFilePath: text("cover_letter_file_path"),
  },
  (table) => [index("job_applications_created_at").on(table.createdAt), outboxIndex("job_applications_outbox", table)],
);

export const newsletterSubscriptions = sqliteTable(
  "newsletter_subscriptions",
  {
    ...common(),
    /** Stored trimmed and lower-cased; the unique index refuses a second row for the same address. */
    email: text("email").notNull(),
    /** Which form it came from: the footer or the popup. */
    source: text("source", { enum: ["footer", "popup"] }).notNull(),
    /** When the visitor followed the double opt-in link; null until then (unconfirmed rows expire after 30 days). */
    confirmedAt: text("confirmed_at"),
  },
  (table) => [
    uniqueIndex("newsletter_subscriptions_email").on(sql`lower(trim(${table.email}))`),
    outboxIndex("newsletter_subscriptions_outbox", table),
  ],
);

export type BookingInquiryRow = typeof bookingInquiries.$inferSelect;
export type NewBookingInquiry = typeof bookingInquiries.$inferInsert;
export type LostAndFoundRow = typeof lostAndFound.$inferSelect;
export type NewLostAndFound = typeof lostAndFound.$inferInsert;
export type JobApplicationRow = typeof jobApplications.$inferSelect;
export type NewJobApplication = typeof jobApplications.$inferInsert;
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/**
 * One row per mail the notification worker sends (workers/notifications): the key names the
 * submission and which mail it is (`{type}:{submission id}:{role}`, e.g. `booking:283:staff`).
 * Checked before sending and updated after, so neither a redelivered message nor the same
 * submission queued twice (its action and the outbox sweep, decision 012) mails anyone twice.
 * Submission ids are AUTOINCREMENT, never reused, so a key never names two submissions.
 */
export const notifications = sqliteTable(
  "notifications",
  {
    messageId: text("message_id").primaryKey(),
    /** The queue message's type (booking, lost_found, job_application, newsletter_subscription). */
    type: text("type").notNull(),
    /** The submission's row id in its table. */
    submissionId: integer("submission_id").notNull(),
    status: text("status", { enum: ["sending", "delivered", "rejected"] }).notNull(),
    /** Send attempts made for this mail. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** While a consumer is sending: until when no other delivery of the same message may send it. */
    claimedUntil: text("claimed_until"),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    updatedAt: text("updated_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    deliveredAt: text("delivered_at"),
  },
  (table) => [index("notifications_status_updated_at").on(table.status, table.updatedAt)],
);

/**
 * Mail the worker would have sent, when no MAILCHANNELS_API_KEY is set (local development and
 * tests): recipients, subject, both bodies and the exact JSON the provider would have received.
 */
export const mailCapture = sqliteTable(
  "mail_capture",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    /** The notifications key of the mail (`{type}:{submission id}:staff` or `:visitor`). */
    messageId: text("message_id").notNull(),
    /** Comma-separated addresses. */
    recipients: text("recipients").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    payload: text("payload").notNull(),
  },
  (table) => [index("mail_capture_created_at").on(table.createdAt)],
);

/**
 * Notifications that exhausted their retries: the consumer of the dead-letter queue
 * `notifications-dlq` (workers/notifications) keeps each one here for an operator, with the
 * message as it was queued. One row per queue message, however often the DLQ delivers it.
 */
export const deadLetters = sqliteTable(
  "dead_letters",
  {
    /** The queue message id (a submission queued twice can leave two; `type` and `submission_id` name it). */
    messageId: text("message_id").primaryKey(),
    /** The message's type and submission id when the body names them (null for a malformed body). */
    type: text("type"),
    submissionId: integer("submission_id"),
    /** The queued body as JSON. */
    body: text("body").notNull(),
    /** Deliveries the dead-letter queue reported (first arrival). */
    attempts: integer("attempts").notNull(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    /** When and by whom the staff health panel queued it again ("Skicka igen", app/health/). */
    resentAt: text("resent_at"),
    resentBy: text("resent_by"),
  },
  (table) => [index("dead_letters_created_at").on(table.createdAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type MailCaptureRow = typeof mailCapture.$inferSelect;
export type DeadLetterRow = typeof deadLetters.$inferSelect;

/**
 * Submissions the form key check held back instead of storing (docs/decisions/014-form-quarantine.md):
 * the honeypot was filled in, or the form came back faster than a person fills it in. The visitor
 * was answered as if it worked; the staff can read them (/staff/quarantine); deleted after 30 days.
 */
export const formQuarantine = sqliteTable(
  "form_quarantine",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    /** The form's one-time key: a resent post is kept once. */
    submissionKey: text("submission_key").notNull().unique(),
    /** Which form: booking-inquiry, lost-and-found, job-application or newsletter. */
    form: text("form").notNull(),
    reason: text("reason", { enum: ["honeypot", "too_fast"] }).notNull(),
    /** JSON of the fields as sent; files by name, type and size only (their bytes are not kept). */
    fields: text("fields").notNull(),
  },
  (table) => [index("form_quarantine_created_at").on(table.createdAt)],
);

export type FormQuarantineRow = typeof formQuarantine.$inferSelect;

/**
 * Staff sessions signed in with the shared password (app/staff/access.server.ts): the signed
 * cookie names a row here, and signing out deletes it, so a copied cookie stops working then.
 * Expired rows are deleted by the nightly retention run.
 */
export const staffSessions = sqliteTable(
  "staff_sessions",
  {
    /** Random, 256 bits, hex. */
    id: text("id").primaryKey(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    expiresAt: text("expires_at").notNull(),
    /** Who signed in (migration 0022); a session without a person is not accepted. */
    memberId: integer("member_id").references((): AnySQLiteColumn => staffMembers.id),
  },
  (table) => [index("staff_sessions_expires_at").on(table.expiresAt), index("staff_sessions_member").on(table.memberId)],
);

/**
 * The staff directory (issue 33, docs/decisions/049-staff-directory.md): the people who work the
 * desk, by the name every note, reply and edit is signed with. With Cloudflare Access the
 * identity's e-mail finds the name here; with the shared password staff choose their name at
 * sign-in. Removing a person deletes their sessions.
 */
export const staffMembers = sqliteTable(
  "staff_members",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    name: text("name").notNull(),
    /** Lower-case; the Cloudflare Access identity this name belongs to, if any. */
    email: text("email"),
    createdBy: text("created_by").notNull(),
  },
  (table) => [uniqueIndex("staff_members_name_unique").on(table.name), uniqueIndex("staff_members_email_unique").on(table.email)],
);

/**
 * A reply or note sent without JavaScript after its session ended (issue 33, section 3;
 * app/staff/drafts.server.ts): kept until the person signs in again and returns to the case.
 * Named by a cookie in that browser only; rows older than a day are deleted when one is kept.
 */
export const staffDrafts = sqliteTable(
  "staff_drafts",
  {
    /** Random, 128 bits, hex. */
    id: text("id").primaryKey(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    /** The case's address. */
    path: text("path").notNull(),
    intent: text("intent", { enum: ["reply", "note"] }).notNull(),
    text: text("text").notNull(),
  },
  (table) => [index("staff_drafts_created_at").on(table.createdAt)],
);

/**
 * Failed staff sign-ins per minute (docs/decisions/037-visitor-text-and-staff-privacy.md), per client
 * address (`address:…`) and for the shared account (`account:personal`). A sign-in holds one count
 * while it checks the password and gives it back when the password is right, so only failures stay.
 * Rows older than an hour go at the next sign-in (app/staff/sign-in-limit.server.ts).
 */
export const staffSignInFailures = sqliteTable(
  "staff_sign_in_failures",
  {
    key: text("key").notNull(),
    /** Start of the minute, in milliseconds since 1970. */
    windowStart: integer("window_start").notNull(),
    failures: integer("failures").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index("staff_sign_in_failures_window").on(table.windowStart)],
);

/**
 * The mail-relay brake (docs/decisions/013-visitor-mail-limits.md): per normalised recipient, the
 * last mail the site sent a visitor (booking confirmation, newsletter confirmation), so one address
 * gets at most one such mail a day, and the site's visitor mail per hour can be counted.
 * Kept by app/notifications/visitor-mail.server.ts; retention deletes a row a day after its window.
 */
export const visitorMail = sqliteTable(
  "visitor_mail",
  {
    /** Lower-cased, without a `+tag` (app/notifications/visitor-mail.server.ts, `mailRecipientKey`). */
    recipient: text("recipient").primaryKey(),
    /** The mail that holds the reservation (`{type}:{submission id}`), so its producer and consumer agree. */
    mailKey: text("mail_key").notNull(),
    /** When the current 24-hour window began. */
    windowStart: text("window_start").notNull(),
    lastSentAt: text("last_sent_at").notNull(),
    /** Mails in the current window (newsletter confirmation re-sends may add up to a small cap). */
    sent: integer("sent").notNull().default(1),
  },
  (table) => [index("visitor_mail_last_sent").on(table.lastSentAt)],
);

/**
 * Health and alerts (docs/decisions/020-health-and-alerts.md). Each cron run's outcome, so the
 * staff health panel can show the last retention run and outbox sweep.
 */
export const cronRuns = sqliteTable(
  "cron_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** retention or outbox_sweep. */
    job: text("job").notNull(),
    startedAt: text("started_at").notNull(),
    ok: integer("ok", { mode: "boolean" }).notNull(),
    /** The run's counts, or its error, as JSON. */
    result: text("result").notNull(),
  },
  (table) => [index("cron_runs_job_started_at").on(table.job, table.startedAt)],
);

/** What the notification worker last said about itself: which sender it used, and when. */
export const workerStatus = sqliteTable("worker_status", {
  worker: text("worker").primaryKey(),
  mailMode: text("mail_mode", { enum: ["send", "capture"] }).notNull(),
  /** The worker's SITE_ORIGIN: capture on a non-loopback origin means production mail is not sent. */
  siteOrigin: text("site_origin").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/** Counters per 5-minute bucket (`2026-11-27T10:05`): 5xx answers, mail attempts and failures. */
export const healthCounts = sqliteTable(
  "health_counts",
  {
    bucket: text("bucket").notNull(),
    metric: text("metric", { enum: ["http_5xx", "mail_attempts", "mail_failures", "page_purge_failures"] }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.metric] })],
);

/** One row per alert condition: raised, last sent (at most hourly), cleared. */
export const alertState = sqliteTable("alert_state", {
  condition: text("condition").primaryKey(),
  raisedAt: text("raised_at").notNull(),
  lastSentAt: text("last_sent_at"),
  clearedAt: text("cleared_at"),
  detail: text("detail").notNull(),
});

/** Every alert sent (raised or cleared); its id keys the alert mail in `notifications`. */
export const alertLog = sqliteTable("alert_log", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  condition: text("condition").notNull(),
  state: text("state", { enum: ["raised", "cleared"] }).notNull(),
  detail: text("detail").notNull(),
  createdAt: text("created_at").notNull(),
});

/**
 * One person's data (issue 19, app/privacy/): each export or deletion staff made, with who, when and
 * what it counted per table. The address itself is never kept, only the SHA-256 of its normalised form.
 */
export const privacyRequests = sqliteTable(
  "privacy_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    action: text("action", { enum: ["export", "delete"] }).notNull(),
    who: text("who").notNull(),
    addressHash: text("address_hash").notNull(),
    /** JSON: rows per table and files, e.g. `{"booking_inquiries":2,"files":1}`. */
    counts: text("counts").notNull(),
  },
  (table) => [index("privacy_requests_created_at").on(table.createdAt)],
);

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

/**
 * How the site is used (app/statistics/, docs/decisions/025-site-statistics-in-d1.md): one counter per
 * Swedish day, metric, subject (screen, place, form) and language. Nothing that identifies a visitor.
 */
export const siteCounts = sqliteTable(
  "site_counts",
  {
    /** YYYY-MM-DD in Sweden. */
    day: text("day").notNull(),
    metric: text("metric", {
      enum: ["page_view", "booking_click", "gift_card_click", "form_accepted", "form_refused", "newsletter_confirmed"],
    }).notNull(),
    /** The screen id, the link's place or the form; "-" where the metric has none. */
    subject: text("subject").notNull(),
    /** sv, en, or "-" where the language is not known. */
    lang: text("lang").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.metric, table.subject, table.lang] })],
);

/**
 * A random salt per Swedish day (app/statistics/counters.server.ts): the key of that day's codes in
 * `statistics_seen`. Deleted by the retention run once the day is over (decision 038).
 */
export const statisticsSalts = sqliteTable("statistics_salts", {
  /** YYYY-MM-DD in Sweden. */
  day: text("day").primaryKey(),
  /** 256 random bits, base64url. */
  salt: text("salt").notNull(),
});

/**
 * The day's page views and click-outs already counted: one HMAC, under the day's salt, of the
 * metric, subject, language, client address and user agent. So each counts once per visitor and
 * day; no address or user agent is stored, and the codes go with the salt after the day.
 */
export const statisticsSeen = sqliteTable(
  "statistics_seen",
  {
    day: text("day").notNull(),
    visit: text("visit").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visit] })],
);

/**
 * Content staff edit in /staff/content (docs/decisions/023-staff-edited-content.md): one row per
 * item of a kind ("weekly-menu" "2026-W48"), its published data as JSON (checked by the kind's
 * schema in app/content-store/kinds.ts), and a version that every save must name (optimistic
 * concurrency: a save naming an older version is refused).
 */
export const contentItems = sqliteTable(
  "content_items",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    version: integer("version").notNull(),
    data: text("data").notNull(),
    updatedBy: text("updated_by").notNull(),
    updatedAt: text("updated_at").notNull(),
    /** "visible"; "hidden" ("Avpublicera": kept, shown to nobody); "removed" ("Ta bort": listed apart, restorable). */
    visibility: text("visibility", { enum: ["visible", "hidden", "removed"] })
      .notNull()
      .default("visible"),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/** An unfinished edit of an item (issue 34): one per item, never shown to guests, gone when the item is published. */
export const contentDrafts = sqliteTable(
  "content_drafts",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    data: text("data").notNull(),
    /** The published version the draft started from (0: a new item). */
    baseVersion: integer("base_version").notNull(),
    savedBy: text("saved_by").notNull(),
    savedAt: text("saved_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/** Every published version of every item: who ("lösenord" or the Access identity), when, before and after. */
export const contentHistory = sqliteTable(
  "content_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    version: integer("version").notNull(),
    before: text("before"),
    after: text("after").notNull(),
    who: text("who").notNull(),
    at: text("at").notNull(),
    /** A version that only hid or removed the item says so; null for a publish. */
    change: text("change", { enum: ["hidden", "removed"] }),
  },
  (table) => [index("content_history_item").on(table.kind, table.key, table.version)],
);

/** One row: raised by every publish, part of the page cache's key (workers/middleware/page-cache.ts). */
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
});

/**
 * The inquiry desk (issue 19, docs/decisions/024-inquiry-desk.md). An item's state: its status
 * (app/desk/status.ts) and when it was first answered; no row means "ny", never touched.
 */
export const deskItems = sqliteTable(
  "desk_items",
  {
    /** The inbox list's slug: bookings, lost-and-found or applications. */
    kind: text("kind").notNull(),
    submissionId: integer("submission_id").notNull(),
    status: text("status").notNull(),
    answeredAt: text("answered_at"),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.submissionId] }), index("desk_items_status").on(table.kind, table.status)],
);

/** Every change at the desk, who made it and when: status moves, notes, replies sent. */
export const deskEvents = sqliteTable(
  "desk_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    submissionId: integer("submission_id").notNull(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    /** The person's name from the staff directory (before migration 0022: an e-mail or "lösenord"). */
    who: text("who").notNull(),
    action: text("action", { enum: ["status", "note", "reply"] }).notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    note: text("note"),
    replyId: integer("reply_id"),
    /** A note's one-time form key (migration 0023): saving twice stores it once. */
    submissionKey: text("submission_key").unique(),
  },
  (table) => [index("desk_events_item").on(table.kind, table.submissionId, table.id)],
);

/** Replies sent from the desk; the row's outbox queues the mail like a submission's (decision 012). */
export const deskReplies = sqliteTable(
  "desk_replies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    kind: text("kind").notNull(),
    submissionId: integer("submission_id").notNull(),
    lang: text("lang", { enum: ["sv", "en"] }).notNull(),
    toEmail: text("to_email").notNull(),
    body: text("body").notNull(),
    who: text("who").notNull(),
    /** The reply form's one-time key: a resent POST finds its reply instead of sending a second. */
    submissionKey: text("submission_key").notNull().unique(),
    pendingNotifications: text("pending_notifications"),
  },
  (table) => [index("desk_replies_item").on(table.kind, table.submissionId, table.id), outboxIndex("desk_replies_outbox", table)],
);

/** The reply templates per kind and language, edited in the desk (seeded by migration 0011). */
export const deskTemplates = sqliteTable(
  "desk_templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    lang: text("lang", { enum: ["sv", "en"] }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    updatedAt: text("updated_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    updatedBy: text("updated_by"),
  },
  (table) => [index("desk_templates_kind_lang").on(table.kind, table.lang)],
);

/** One row per Swedish day the morning summary was made: the unique day makes it once a day. */
export const deskSummaries = sqliteTable(
  "desk_summaries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    day: text("day").notNull().unique(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    unanswered: integer("unanswered").notNull(),
    pendingNotifications: text("pending_notifications"),
  },
  (table) => [outboxIndex("desk_summaries_outbox", table)],
);

/**
 * Per Swedish day, how many posts each form took from each client (app/forms/daily-caps.server.ts,
 * docs/decisions/036-form-abuse-caps.md): the daily cap on admitted posts, and the bounds on what
 * the form quarantine keeps. `client` is a keyed hash of the address the rate limits count (never
 * the address), or `*` for the whole form. Retention deletes a day's rows two days later.
 */
export const formDailyCounts = sqliteTable(
  "form_daily_counts",
  {
    /** The Swedish date, `2026-11-28`. */
    day: text("day").notNull(),
    form: text("form").notNull(),
    /** admitted: posts that passed every check; held: posts held back as a bot's; kept: of those, the ones the quarantine took in. */
    kind: text("kind", { enum: ["admitted", "held", "kept"] }).notNull(),
    client: text("client").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.form, table.kind, table.client] })],
);
