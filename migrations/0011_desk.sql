-- The inquiry desk (issue 19, docs/decisions/024-inquiry-desk.md): status, history, notes,
-- replies and reply templates of the staff inbox, and the daily summary's once-a-day record.
CREATE TABLE `desk_items` (
	`kind` text NOT NULL,
	`submission_id` integer NOT NULL,
	`status` text NOT NULL,
	`answered_at` text,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`kind`, `submission_id`)
);
--> statement-breakpoint
CREATE INDEX `desk_items_status` ON `desk_items` (`kind`,`status`);--> statement-breakpoint
CREATE TABLE `desk_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`submission_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`who` text NOT NULL,
	`action` text NOT NULL,
	`from_status` text,
	`to_status` text,
	`note` text,
	`reply_id` integer
);
--> statement-breakpoint
CREATE INDEX `desk_events_item` ON `desk_events` (`kind`,`submission_id`,`id`);--> statement-breakpoint
CREATE TABLE `desk_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`kind` text NOT NULL,
	`submission_id` integer NOT NULL,
	`lang` text NOT NULL,
	`to_email` text NOT NULL,
	`body` text NOT NULL,
	`who` text NOT NULL,
	`submission_key` text NOT NULL,
	`pending_notifications` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `desk_replies_submission_key_unique` ON `desk_replies` (`submission_key`);--> statement-breakpoint
CREATE INDEX `desk_replies_item` ON `desk_replies` (`kind`,`submission_id`,`id`);--> statement-breakpoint
CREATE INDEX `desk_replies_outbox` ON `desk_replies` (`created_at`) WHERE "desk_replies"."pending_notifications" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `desk_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`lang` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_by` text
);
--> statement-breakpoint
CREATE INDEX `desk_templates_kind_lang` ON `desk_templates` (`kind`,`lang`);--> statement-breakpoint
CREATE TABLE `desk_summaries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`unanswered` integer NOT NULL,
	`pending_notifications` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `desk_summaries_day_unique` ON `desk_summaries` (`day`);--> statement-breakpoint
CREATE INDEX `desk_summaries_outbox` ON `desk_summaries` (`created_at`) WHERE "desk_summaries"."pending_notifications" IS NOT NULL;--> statement-breakpoint
INSERT INTO `desk_templates` (`kind`, `lang`, `title`, `body`) VALUES
('bookings', 'sv', 'Tack, vi återkommer', 'Hej {namn},

Tack för er förfrågan till Fjällkällan. Vi har tagit emot den och återkommer med ett förslag och pris så snart vi kan.

Med vänliga hälsningar
Receptionen, Fjällkällan'),
('bookings', 'sv', 'Förslag och pris', 'Hej {namn},

Tack för er förfrågan. Vi kan erbjuda följande:

[förslag och pris]

Svara gärna på det här mejlet om ni vill boka.

Med vänliga hälsningar
Receptionen, Fjällkällan'),
('bookings', 'en', 'Thank you, we will be in touch', 'Hello {namn},

Thank you for your inquiry to Fjällkällan. We have received it and will come back to you with a proposal and price as soon as we can.

Kind regards
Reception, Fjällkällan'),
('bookings', 'en', 'Proposal and price', 'Hello {namn},

Thank you for your inquiry. We can offer the following:

[proposal and price]

Just reply to this e-mail if you would like to book.

Kind regards
Reception, Fjällkällan'),
('lost-and-found', 'sv', 'Hittat', 'Hej {namn},

Vi har hittat föremålet du efterlyste. Svara på det här mejlet så kommer vi överens om hur du får tillbaka det.

Med vänliga hälsningar
Receptionen, Fjällkällan'),
('lost-and-found', 'sv', 'Inte hittat', 'Hej {namn},

Tyvärr har vi inte hittat föremålet du efterlyste. Vi hör av oss om det dyker upp.

Med vänliga hälsningar
Receptionen, Fjällkällan'),
('lost-and-found', 'en', 'Found', 'Hello {namn},

We have found the item you were looking for. Reply to this e-mail and we will agree on how to get it back to you.

Kind regards
Reception, Fjällkällan'),
('lost-and-found', 'en', 'Not found', 'Hello {namn},

Unfortunately we have not found the item you were looking for. We will let you know if it turns up.

Kind regards
Reception, Fjällkällan'),
('applications', 'sv', 'Tack för din ansökan', 'Hej {namn},

Tack för din ansökan till Fjällkällan. Vi har tagit emot den och hör av oss när vi har gått igenom ansökningarna.

Med vänliga hälsningar
Fjällkällan'),
('applications', 'sv', 'Inbjudan till intervju', 'Hej {namn},

Tack för din ansökan. Vi vill gärna träffa dig för en intervju. Passar [dag och tid]?

Med vänliga hälsningar
Fjällkällan'),
('applications', 'en', 'Thank you for applying', 'Hello {namn},

Thank you for your application to Fjällkällan. We have received it and will be in touch once we have read the applications.

Kind regards
Fjällkällan'),
('applications', 'en', 'Invitation to an interview', 'Hello {namn},

Thank you for your application. We would like to meet you for an interview. Would [day and time] suit you?

Kind regards
Fjällkällan');
--> statement-breakpoint
-- Submissions from before the desk were answered by mail, outside it: they start answered, so the
-- first morning is not a list of every inquiry ever made. Their status stays "Ny" for staff to set.
INSERT INTO `desk_items` (`kind`, `submission_id`, `status`, `answered_at`, `updated_at`)
SELECT 'bookings', `id`, 'ny', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM `booking_inquiries`;--> statement-breakpoint
INSERT INTO `desk_items` (`kind`, `submission_id`, `status`, `answered_at`, `updated_at`)
SELECT 'lost-and-found', `id`, 'ny', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM `lost_and_found`;--> statement-breakpoint
INSERT INTO `desk_items` (`kind`, `submission_id`, `status`, `answered_at`, `updated_at`)
SELECT 'applications', `id`, 'ny', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM `job_applications`;
