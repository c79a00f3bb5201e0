-- Issue 33, section 2: everyone signs their work (docs/decisions/049-staff-directory.md).
CREATE TABLE `staff_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`created_by` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_members_name_unique` ON `staff_members` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `staff_members_email_unique` ON `staff_members` (`email`);--> statement-breakpoint
-- A password session names the person who signed in; sessions from before this name nobody and
-- are no longer accepted (staff sign in once more).
ALTER TABLE `staff_sessions` ADD `member_id` integer REFERENCES staff_members(id);--> statement-breakpoint
CREATE INDEX `staff_sessions_member` ON `staff_sessions` (`member_id`);--> statement-breakpoint
-- Replies are signed with the sender's first name: the seeded templates' signature gets {förnamn},
-- filled in when a template is chosen. Templates staff have changed keep their own words.
UPDATE `desk_templates` SET `body` = replace(`body`, 'Med vänliga hälsningar
Receptionen, Fjällkällan', 'Med vänliga hälsningar
{förnamn}
Receptionen, Fjällkällan') WHERE `updated_by` IS NULL;--> statement-breakpoint
UPDATE `desk_templates` SET `body` = replace(`body`, 'Kind regards
Reception, Fjällkällan', 'Kind regards
{förnamn}
Reception, Fjällkällan') WHERE `updated_by` IS NULL;
