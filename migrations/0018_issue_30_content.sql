-- Issue 30: prices are written by one helper per language (app/i18n/format.ts), which binds the
-- amount to its currency with a no-break space. The seeded food events (0010) wrote the fine for
-- own alcohol with an ordinary space; staff-edited text elsewhere is left as staff wrote it.
UPDATE content_items SET data = replace(data, '1 000 kr per person', '1 000 kr per person') WHERE kind = 'food-event';
UPDATE content_items SET data = replace(data, '1,000 SEK per person', '1,000 SEK per person') WHERE kind = 'food-event';

-- Issue 30: lost-and-found requests from abroad. The country decides which postcode rule applies
-- (the spec's five digits only for Sweden); rows from before are Swedish addresses.
ALTER TABLE lost_and_found ADD COLUMN country TEXT NOT NULL DEFAULT 'SE';
