-- Issue 34: staff can hide an item ("Avpublicera") or remove it ("Ta bort") and keep its history
-- (a new version that says so in `change`), and keep an unfinished edit as a draft that guests
-- never see. The release before ignores the new columns and table; after a rollback a hidden or
-- removed item shows again until it is hidden anew.
ALTER TABLE `content_items` ADD `visibility` text DEFAULT 'visible' NOT NULL;
ALTER TABLE `content_history` ADD `change` text;
CREATE TABLE `content_drafts` (
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`data` text NOT NULL,
	`base_version` integer NOT NULL,
	`saved_by` text NOT NULL,
	`saved_at` text NOT NULL,
	PRIMARY KEY(`kind`, `key`)
);
