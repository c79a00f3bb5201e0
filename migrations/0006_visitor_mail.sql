CREATE TABLE `visitor_mail` (
	`recipient` text PRIMARY KEY NOT NULL,
	`mail_key` text NOT NULL,
	`window_start` text NOT NULL,
	`last_sent_at` text NOT NULL,
	`sent` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visitor_mail_last_sent` ON `visitor_mail` (`last_sent_at`);
