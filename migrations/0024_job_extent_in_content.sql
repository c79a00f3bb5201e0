-- Issue 34: staff create job openings. The extent of employment and the probation of the five
-- seeded positions were kept in code by id (app/content/jobs.ts); they move into each position's
-- data, where staff edit them and a new position has its own. History rows and drafts get them too,
-- so the next publish does not list them as changed. Rows that already have them are left alone;
-- the release before ignores the extra fields.
UPDATE content_items
SET data = json_set(data, '$.minPercent', CASE key WHEN 'chef' THEN 75 ELSE 50 END, '$.maxPercent', 100)
WHERE kind = 'job' AND key IN ('chef', 'receptionist', 'breakfast', 'extra-cleaning', 'cleaning')
  AND json_extract(data, '$.minPercent') IS NULL;
UPDATE content_items SET data = json_set(data, '$.probationMonths', 6)
WHERE kind = 'job' AND key = 'breakfast' AND json_extract(data, '$.probationMonths') IS NULL;

UPDATE content_history
SET after = json_set(after, '$.minPercent', CASE key WHEN 'chef' THEN 75 ELSE 50 END, '$.maxPercent', 100)
WHERE kind = 'job' AND key IN ('chef', 'receptionist', 'breakfast', 'extra-cleaning', 'cleaning')
  AND json_extract(after, '$.titleSv') IS NOT NULL AND json_extract(after, '$.minPercent') IS NULL;
UPDATE content_history SET after = json_set(after, '$.probationMonths', 6)
WHERE kind = 'job' AND key = 'breakfast'
  AND json_extract(after, '$.titleSv') IS NOT NULL AND json_extract(after, '$.probationMonths') IS NULL;
UPDATE content_history
SET before = json_set(before, '$.minPercent', CASE key WHEN 'chef' THEN 75 ELSE 50 END, '$.maxPercent', 100)
WHERE kind = 'job' AND key IN ('chef', 'receptionist', 'breakfast', 'extra-cleaning', 'cleaning')
  AND json_extract(before, '$.titleSv') IS NOT NULL AND json_extract(before, '$.minPercent') IS NULL;
UPDATE content_history SET before = json_set(before, '$.probationMonths', 6)
WHERE kind = 'job' AND key = 'breakfast'
  AND json_extract(before, '$.titleSv') IS NOT NULL AND json_extract(before, '$.probationMonths') IS NULL;

UPDATE content_drafts
SET data = json_set(data, '$.minPercent', CASE key WHEN 'chef' THEN 75 ELSE 50 END, '$.maxPercent', 100)
WHERE kind = 'job' AND key IN ('chef', 'receptionist', 'breakfast', 'extra-cleaning', 'cleaning')
  AND json_extract(data, '$.minPercent') IS NULL;
UPDATE content_drafts SET data = json_set(data, '$.probationMonths', 6)
WHERE kind = 'job' AND key = 'breakfast' AND json_extract(data, '$.probationMonths') IS NULL;
