-- Cost bounds for public search and game documents.

-- Searching public games by title matches any part of it (ILIKE '%…%'); a trigram index answers that
-- without reading every public game, so a search stays cheap as the catalogue grows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX games_public_title_trgm_idx ON games USING gin (title gin_trgm_ops) WHERE visibility = 'public';

-- A document's size as sent to a browser, kept by Postgres on every write: the API budgets how many
-- document bytes one request may read before loading any, and counts drafts and revisions toward the
-- plan's storage without reading the documents themselves.
ALTER TABLE revisions ADD COLUMN document_bytes bigint GENERATED ALWAYS AS (octet_length(document::text)) STORED;
