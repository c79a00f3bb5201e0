-- Statistics counted once per page per visitor and day (issue 29, docs/decisions/038-privacy-and-statistics-second-review.md).
-- A random salt per Swedish day, and that day's keyed codes of (visitor, page): the retention run
-- deletes both once the day is over, so no code can be tied to a visitor afterwards. New tables
-- only: the previous release neither reads nor writes them.
CREATE TABLE `statistics_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `statistics_seen` (
	`day` text NOT NULL,
	`visit` text NOT NULL,
	PRIMARY KEY(`day`, `visit`)
);
