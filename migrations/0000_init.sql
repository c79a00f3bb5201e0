CREATE TABLE `booking_inquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`submission_key` text NOT NULL,
	`lang` text DEFAULT 'sv' NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`company` text,
	`participants` integer NOT NULL,
	`nights` integer,
	`check_in_date` text NOT NULL,
	`check_out_date` text NOT NULL,
	`category` text NOT NULL,
	`form_type` text NOT NULL,
	`package_type` text,
	`needs_accommodation` text,
	`accommodation_notes` text,
	`meals` text,
	`dietary_requirements` text,
	`technical_equipment` text,
	`additional_requests` text,
	`request_spa` integer DEFAULT false NOT NULL,
	`request_activity` integer DEFAULT false NOT NULL,
	`mothers_day_option` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_inquiries_submission_key_unique` ON `booking_inquiries` (`submission_key`);--> statement-breakpoint
CREATE INDEX `booking_inquiries_created_at` ON `booking_inquiries` (`created_at`);--> statement-breakpoint
CREATE TABLE `job_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`submission_key` text NOT NULL,
	`lang` text DEFAULT 'sv' NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`message` text,
	`job_title` text NOT NULL,
	`cv_file_path` text,
	`cover_letter_file_path` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_applications_submission_key_unique` ON `job_applications` (`submission_key`);--> statement-breakpoint
CREATE INDEX `job_applications_created_at` ON `job_applications` (`created_at`);--> statement-breakpoint
CREATE TABLE `lost_and_found` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`submission_key` text NOT NULL,
	`lang` text DEFAULT 'sv' NOT NULL,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`zip_code` text NOT NULL,
	`city` text NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`booking_number` text,
	`room_number` text,
	`arrival_date` text NOT NULL,
	`departure_date` text NOT NULL,
	`item_description` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lost_and_found_submission_key_unique` ON `lost_and_found` (`submission_key`);--> statement-breakpoint
CREATE INDEX `lost_and_found_created_at` ON `lost_and_found` (`created_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`submission_key` text NOT NULL,
	`lang` text DEFAULT 'sv' NOT NULL,
	`email` text NOT NULL,
	`source` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_submission_key_unique` ON `newsletter_subscriptions` (`submission_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_email` ON `newsletter_subscriptions` (lower(trim("email")));