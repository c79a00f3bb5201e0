-- Issue 33, section 3: a note saved twice (a double click, a resent form) is stored once.
ALTER TABLE `desk_events` ADD `submission_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `desk_events_submission_key_unique` ON `desk_events` (`submission_key`);
--> statement-breakpoint
-- A reply or note sent without JavaScript after the session ended, kept until the person has signed
-- in again (app/staff/drafts.server.ts); named by a cookie in that browser only, gone after a day.
CREATE TABLE `staff_drafts` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`path` text NOT NULL,
	`intent` text NOT NULL,
	`text` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `staff_drafts_created_at` ON `staff_drafts` (`created_at`);
--> statement-breakpoint
-- Issue 33, section 5: phone numbers compared as numbers. Each table's phone as E.164 for Sweden
-- (app/desk/phone.ts has the same rule): a generated column, so every row has it, old and new,
-- without a backfill or a change to the forms that write them.
ALTER TABLE `booking_inquiries` ADD `phone_e164` text GENERATED ALWAYS AS (CASE
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '+460%' THEN '+46' || substr(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), 5)
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '+%' THEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '')
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '00460%' THEN '+46' || substr(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), 6)
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '00%' THEN '+' || substr(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), 3)
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '0%' THEN '+46' || substr(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), 2)
  ELSE replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '')
END) VIRTUAL;--> statement-breakpoint
ALTER TABLE `lost_and_found` ADD `phone_e164` text GENERATED ALWAYS AS (CASE
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '+460%' THEN '+46' || substr(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), 5)
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '+%' THEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '')
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '00460%' THEN '+46' || substr(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), 6)
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '00%' THEN '+' || substr(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), 3)
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '0%' THEN '+46' || substr(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), 2)
  ELSE replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '')
END) VIRTUAL;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `phone_e164` text GENERATED ALWAYS AS (CASE
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '+460%' THEN '+46' || substr(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), 5)
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '+%' THEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '')
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '00460%' THEN '+46' || substr(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), 6)
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '00%' THEN '+' || substr(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), 3)
  WHEN replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '') LIKE '0%' THEN '+46' || substr(replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', ''), 2)
  ELSE replace(replace(replace(replace(replace(replace(coalesce(`phone`, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '')
END) VIRTUAL;--> statement-breakpoint
CREATE INDEX `booking_inquiries_phone_e164` ON `booking_inquiries` (`phone_e164`);--> statement-breakpoint
CREATE INDEX `lost_and_found_phone_e164` ON `lost_and_found` (`phone_e164`);--> statement-breakpoint
CREATE INDEX `job_applications_phone_e164` ON `job_applications` (`phone_e164`);
