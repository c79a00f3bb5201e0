ALTER TABLE `dead_letters` ADD `resent_at` text;--> statement-breakpoint
ALTER TABLE `dead_letters` ADD `resent_by` text;--> statement-breakpoint
CREATE TABLE `cron_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job` text NOT NULL,
	`started_at` text NOT NULL,
	`ok` integer NOT NULL,
	`result` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cron_runs_job_started_at` ON `cron_runs` (`job`,`started_at`);--> statement-breakpoint
CREATE TABLE `worker_status` (
	`worker` text PRIMARY KEY NOT NULL,
	`mail_mode` text NOT NULL,
	`site_origin` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `health_counts` (
	`bucket` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`bucket`, `metric`)
);
--> statement-breakpoint
CREATE TABLE `alert_state` (
	`condition` text PRIMARY KEY NOT NULL,
	`raised_at` text NOT NULL,
	`last_sent_at` text,
	`cleared_at` text,
	`detail` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `alert_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`condition` text NOT NULL,
	`state` text NOT NULL,
	`detail` text NOT NULL,
	`created_at` text NOT NULL
);
