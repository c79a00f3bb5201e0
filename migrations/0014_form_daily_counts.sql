CREATE TABLE `form_daily_counts` (
	`day` text NOT NULL,
	`form` text NOT NULL,
	`kind` text NOT NULL,
	`client` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `form`, `kind`, `client`)
);
