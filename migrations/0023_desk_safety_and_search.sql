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
