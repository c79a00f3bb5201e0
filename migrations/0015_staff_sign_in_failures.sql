CREATE TABLE `staff_sign_in_failures` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
CREATE INDEX `staff_sign_in_failures_window` ON `staff_sign_in_failures` (`window_start`);
