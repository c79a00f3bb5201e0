-- The guest's answers by mail (issue 33, docs/decisions/048-guest-replies-by-email-routing.md): each
-- message a guest sent to a case's reply address, as plain text, with its attachments' R2 keys.
CREATE TABLE `desk_guest_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`submission_id` integer NOT NULL,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`from_email` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`attachments` text NOT NULL DEFAULT '[]',
	`message_id` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `desk_guest_messages_item` ON `desk_guest_messages` (`kind`,`submission_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `desk_guest_messages_message_id_unique` ON `desk_guest_messages` (`message_id`);
