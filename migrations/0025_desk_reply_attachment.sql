-- A PDF sent with a desk reply (a conference offer, decision 056): JSON {"key","name","size"} of
-- the file in the GUEST_MAIL_FILES bucket ({kind}/{case id}/svar/{form key}.pdf); NULL without one.
ALTER TABLE `desk_replies` ADD `attachment` text;
