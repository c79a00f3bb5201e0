-- Issue 36: photos staff upload (/staff/bilder, docs/decisions/052-uploaded-photos.md). The
-- original, without location metadata, is in R2 (PHOTOS, originals/{id}); its variants are made
-- from it. The id is the first 16 hex digits of the stored original's SHA-256, so a variant's
-- address never changes its content (served as immutable) and the same photo uploaded twice is one row.
CREATE TABLE photos (
  id TEXT PRIMARY KEY NOT NULL,
  r2_key TEXT NOT NULL,
  -- image/jpeg, image/png or image/heic, as its bytes say.
  format TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  -- As shown: after the camera's orientation is applied.
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  -- The focal point in percent of the width and height (object-position where a page crops).
  focal_x INTEGER NOT NULL DEFAULT 50,
  focal_y INTEGER NOT NULL DEFAULT 50,
  alt_sv TEXT NOT NULL,
  alt_en TEXT NOT NULL DEFAULT '',
  -- JSON array of "#rrggbb", top to bottom, and the average colour: painted until the photo loads.
  placeholder TEXT NOT NULL,
  color TEXT NOT NULL,
  uploaded_by TEXT NOT NULL,
  uploaded_at TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX photos_uploaded ON photos (uploaded_at);
