-- One person's data and how the site is used (issue 19, docs/decisions/025-site-statistics-in-d1.md).
-- Each export or deletion of one person's data, for accountability: never the address, only its hash.
CREATE TABLE `privacy_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`action` text NOT NULL,
	`who` text NOT NULL,
	`address_hash` text NOT NULL,
	`counts` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `privacy_requests_created_at` ON `privacy_requests` (`created_at`);--> statement-breakpoint
-- Daily counters without anything that identifies a visitor: (Swedish day, metric, what, language) → count.
CREATE TABLE `site_counts` (
	`day` text NOT NULL,
	`metric` text NOT NULL,
	`subject` text NOT NULL,
	`lang` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `metric`, `subject`, `lang`)
);
