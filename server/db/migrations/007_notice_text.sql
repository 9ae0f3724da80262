-- The text of an announcement without its HTML markup, which content search reads: searching
-- "strong" must not find every notice with a <strong> in it. NULL until derived (the server fills
-- it in for rows written without it; see server/notice-text.ts).
ALTER TABLE notifications ADD COLUMN content_text TEXT;
