-- Opening hours staff edit in /staff/content (issue 18, docs/decisions/023-staff-edited-content.md):
-- today's weekly hours (app/content/hours.ts `seededHours`) as the first version of the one
-- `hours` item; exceptions (`hours-exception`) are added by staff. No schema change.
INSERT INTO content_items (kind, key, version, data, updated_by, updated_at) VALUES ('hours', 'ordinarie', 1, '{"receptionWeekdays":"08:00–17:00","receptionWeekends":"09:00–16:00","breakfastWeekdays":"06:00–09:30","breakfastWeekends":"07:00–10:00","lunchWeekdays":"11:00–14:00","daySpa":"12:00–18:00"}', 'migrering', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
INSERT INTO content_history (kind, key, version, before, after, who, at) VALUES ('hours', 'ordinarie', 1, NULL, '{"receptionWeekdays":"08:00–17:00","receptionWeekends":"09:00–16:00","breakfastWeekdays":"06:00–09:30","breakfastWeekends":"07:00–10:00","lunchWeekdays":"11:00–14:00","daySpa":"12:00–18:00"}', 'migrering', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
UPDATE content_version SET version = version + 1 WHERE id = 1;
