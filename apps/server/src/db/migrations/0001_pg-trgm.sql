-- Trigram search over tracks.search_text (typo-tolerant catalogue search). PGlite loads the
-- extension's code only when it is passed to PGlite.create (see PGLITE_EXTENSIONS in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
