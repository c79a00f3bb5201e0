ALTER TABLE `booking_inquiries` ADD `pending_notifications` text;--> statement-breakpoint
CREATE INDEX `booking_inquiries_outbox` ON `booking_inquiries` (`created_at`) WHERE "booking_inquiries"."pending_notifications" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `pending_notifications` text;--> statement-breakpoint
CREATE INDEX `job_applications_outbox` ON `job_applications` (`created_at`) WHERE "job_applications"."pending_notifications" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `lost_and_found` ADD `pending_notifications` text;--> statement-breakpoint
CREATE INDEX `lost_and_found_outbox` ON `lost_and_found` (`created_at`) WHERE "lost_and_found"."pending_notifications" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `pending_notifications` text;--> statement-breakpoint
CREATE INDEX `newsletter_subscriptions_outbox` ON `newsletter_subscriptions` (`created_at`) WHERE "newsletter_subscriptions"."pending_notifications" IS NOT NULL;