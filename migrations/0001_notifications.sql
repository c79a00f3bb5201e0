CREATE TABLE `mail_capture` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`message_id` text NOT NULL,
	`recipients` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`payload` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_capture_created_at` ON `mail_capture` (`created_at`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`message_id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`submission_id` integer NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`claimed_until` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`delivered_at` text
);
--> statement-breakpoint
CREATE INDEX `notifications_status_updated_at` ON `notifications` (`status`,`updated_at`);