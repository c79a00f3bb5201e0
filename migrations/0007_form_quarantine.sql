CREATE TABLE `form_quarantine` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`submission_key` text NOT NULL,
	`form` text NOT NULL,
	`reason` text NOT NULL,
	`fields` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `form_quarantine_submission_key_unique` ON `form_quarantine` (`submission_key`);--> statement-breakpoint
CREATE INDEX `form_quarantine_created_at` ON `form_quarantine` (`created_at`);
