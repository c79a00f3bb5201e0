-- The status a case had when the guest answered by mail ("Gästen har svarat"), so a reply from the
-- desk returns it to where it was (a found item stays "Hittad"); NULL otherwise.
ALTER TABLE `desk_items` ADD `before_guest` text;
