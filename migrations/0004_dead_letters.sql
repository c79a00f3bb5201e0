CREATE TABLE `dead_letters` (
	`message_id` text PRIMARY KEY NOT NULL,
	`type` text,
	`submission_id` integer,
	`body` text NOT NULL,
	`attempts` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dead_letters_created_at` ON `dead_letters` (`created_at`);