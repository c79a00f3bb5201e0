-- Issue 34: staff change an item's address (its key) after it is created
-- (docs/decisions/057-changing-an-items-address.md). Each address an item had before is kept
-- here, pointing at its address now, so a page at the old address answers a permanent redirect
-- and a form or link made before the change still finds the item. A history row that only
-- changed the address says which address it had (`renamed_from`). The release before ignores both.
CREATE TABLE `content_redirects` (
	`kind` text NOT NULL,
	`old_key` text NOT NULL,
	`new_key` text NOT NULL,
	`at` text NOT NULL,
	PRIMARY KEY(`kind`, `old_key`)
);
CREATE INDEX `content_redirects_target` ON `content_redirects` (`kind`, `new_key`);
ALTER TABLE `content_history` ADD `renamed_from` text;
