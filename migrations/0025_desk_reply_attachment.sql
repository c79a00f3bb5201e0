-- A PDF sent with a desk reply (a conference offer, decision 056): JSON {"key","name","size"} of
-- the file in the GUEST_MAIL_FILES bucket ({kind}/{case id}/svar/{form key}.pdf); NULL without one.
ALTER TABLE `desk_replies` ADD `attachment` text;

-- A case reception logged itself, from a phone call or a visit (issue 33, section 3; decision 056):
-- how it came ('telefon' or 'besok'; NULL: through the website's forms) and who logged it.
ALTER TABLE `desk_items` ADD `channel` text;
ALTER TABLE `desk_items` ADD `logged_by` text;
