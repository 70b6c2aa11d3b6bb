CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"track_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_words" (
	"word" text NOT NULL,
	"track_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "track_words_track_id_word_pk" PRIMARY KEY("track_id","word")
);
--> statement-breakpoint
DROP INDEX "tracks_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "track_words" ADD CONSTRAINT "track_words_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "track_words_word_recent_idx" ON "track_words" USING btree ("word","created_at" DESC NULLS LAST,"track_id" DESC NULLS LAST);--> statement-breakpoint
-- The search dictionary of decision 048: track_words holds each visible track's words (those of
-- its search_text, migration 0003), search_words the distinct words and how many visible tracks
-- hold each. Kept here by triggers so every writer (uploads, edits, artist renames, hiding,
-- deleting, the media job, the demo seeder) keeps them right.
CREATE FUNCTION "search_text_words"(search_text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(search_text, '\s+') AS w WHERE w <> '' AND octet_length(w) <= 1000
$$;
--> statement-breakpoint
-- The dictionary words that resemble any of the spellings (word_similarity over the threshold, or
-- equal), best first, at most p_limit. The threshold is set here, for this statement's transaction
-- only, because the `<%` operator (the only form the trigram index answers) reads it from a setting.
CREATE FUNCTION "search_word_matches"(p_spellings text[], p_threshold real, p_limit integer)
RETURNS TABLE (match_word text, match_score real) LANGUAGE plpgsql VOLATILE ROWS 10 AS $$
BEGIN
  PERFORM set_config('pg_trgm.word_similarity_threshold', p_threshold::text, true);
  RETURN QUERY
    SELECT m.word, max(m.score)::real FROM (
      SELECT d.word, word_similarity(s.spelling, d.word) AS score, d.track_count
      FROM unnest(p_spellings) AS s(spelling) JOIN search_words d ON s.spelling <% d.word
      UNION ALL
      SELECT d.word, 1::real, d.track_count FROM unnest(p_spellings) AS s(spelling) JOIN search_words d ON d.word = s.spelling
    ) AS m
    GROUP BY m.word
    ORDER BY max(m.score) DESC, max(m.track_count) DESC, m.word
    LIMIT p_limit;
END
$$;
--> statement-breakpoint
INSERT INTO track_words (word, track_id, created_at)
SELECT w, t.id, t.created_at FROM tracks t CROSS JOIN LATERAL search_text_words(t.search_text) AS w
WHERE NOT t.is_hidden AND t.status = 'ready';
--> statement-breakpoint
INSERT INTO search_words (word, track_count) SELECT word, count(*)::integer FROM track_words GROUP BY word;
--> statement-breakpoint
-- Counts move once per statement; the rows are locked in word order so that two uploads sharing
-- words wait for each other instead of deadlocking.
CREATE FUNCTION "track_words_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, track_count)
  SELECT word, count(*)::integer FROM new_words GROUP BY word ORDER BY word
  ON CONFLICT (word) DO UPDATE SET track_count = search_words.track_count + excluded.track_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "track_words_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM search_words WHERE word IN (SELECT word FROM old_words) ORDER BY word FOR UPDATE;
  UPDATE search_words s SET track_count = s.track_count - gone.n
  FROM (SELECT word, count(*)::integer AS n FROM old_words GROUP BY word) AS gone
  WHERE s.word = gone.word;
  DELETE FROM search_words WHERE word IN (SELECT word FROM old_words) AND track_count <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "track_words_insert_trg" AFTER INSERT ON "track_words"
REFERENCING NEW TABLE AS new_words FOR EACH STATEMENT EXECUTE FUNCTION track_words_after_insert();
--> statement-breakpoint
CREATE TRIGGER "track_words_delete_trg" AFTER DELETE ON "track_words"
REFERENCING OLD TABLE AS old_words FOR EACH STATEMENT EXECUTE FUNCTION track_words_after_delete();
--> statement-breakpoint
CREATE FUNCTION "tracks_words_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO track_words (word, track_id, created_at)
  SELECT w, n.id, n.created_at FROM new_rows n CROSS JOIN LATERAL search_text_words(n.search_text) AS w
  WHERE NOT n.is_hidden AND n.status = 'ready';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tracks_words_insert_trg" AFTER INSERT ON "tracks"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tracks_words_after_insert();
--> statement-breakpoint
-- A title, tag or artist name edit (search_text, set by 0003's triggers), hiding, deleting (which
-- hides) or becoming ready: the track's words are written anew, or only removed when it is not visible.
-- The counts of the old and the new words are locked together, in word order, before either moves:
-- two edits swapping words between two tracks would otherwise each hold what the other waits for.
CREATE FUNCTION "tracks_refresh_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM search_words
  WHERE word IN (SELECT search_text_words(OLD.search_text) UNION SELECT search_text_words(NEW.search_text))
  ORDER BY word FOR UPDATE;
  DELETE FROM track_words WHERE track_id = OLD.id;
  IF NOT NEW.is_hidden AND NEW.status = 'ready' THEN
    INSERT INTO track_words (word, track_id, created_at)
    SELECT w, NEW.id, NEW.created_at FROM search_text_words(NEW.search_text) AS w;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tracks_words_update_trg" AFTER UPDATE ON "tracks" FOR EACH ROW
WHEN (
  OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.is_hidden IS DISTINCT FROM NEW.is_hidden
  OR OLD.status IS DISTINCT FROM NEW.status OR OLD.created_at IS DISTINCT FROM NEW.created_at
)
EXECUTE FUNCTION tracks_refresh_words();
