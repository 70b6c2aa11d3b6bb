-- genre_counts: visible tracks per genre, moved by the same triggers as profiles.track_count.
CREATE OR REPLACE FUNCTION "tracks_after_visibility_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_visible boolean := false;
  is_visible boolean := false;
  artist text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_visible := NOT OLD.is_hidden AND OLD.status = 'ready';
    artist := OLD.artist_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_visible := NOT NEW.is_hidden AND NEW.status = 'ready';
    artist := NEW.artist_id;
  END IF;
  IF was_visible <> is_visible THEN
    UPDATE profiles SET track_count = greatest(track_count + CASE WHEN is_visible THEN 1 ELSE -1 END, 0) WHERE id = artist;
  END IF;
  IF was_visible AND NOT (is_visible AND NEW.genre = OLD.genre) THEN
    UPDATE genre_counts SET track_count = greatest(track_count - 1, 0) WHERE genre = OLD.genre;
  END IF;
  IF is_visible AND NOT (was_visible AND NEW.genre = OLD.genre) THEN
    INSERT INTO genre_counts (genre, track_count) VALUES (NEW.genre, 1)
    ON CONFLICT (genre) DO UPDATE SET track_count = genre_counts.track_count + 1;
  END IF;
  IF was_visible <> is_visible OR TG_OP <> 'UPDATE' OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    PERFORM tracks_refresh_home_picks(ARRAY[artist]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tracks_after_insert_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  artists text[];
BEGIN
  INSERT INTO genre_counts (genre, track_count)
  SELECT genre, count(*)::integer FROM new_rows WHERE NOT is_hidden AND status = 'ready' GROUP BY genre
  ON CONFLICT (genre) DO UPDATE SET track_count = genre_counts.track_count + excluded.track_count;
  WITH added AS (
    SELECT artist_id, count(*)::integer AS n FROM new_rows WHERE NOT is_hidden AND status = 'ready' GROUP BY artist_id
  ), counted AS (
    UPDATE profiles p SET track_count = p.track_count + added.n FROM added WHERE p.id = added.artist_id RETURNING p.id
  )
  SELECT array_agg(id) INTO artists FROM counted;
  IF artists IS NOT NULL THEN
    PERFORM tracks_refresh_home_picks(artists);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "tracks_visibility_update_trg" ON "tracks";
--> statement-breakpoint
CREATE TRIGGER "tracks_visibility_update_trg" AFTER UPDATE OF status, is_hidden, created_at, genre ON "tracks"
FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status OR OLD.is_hidden IS DISTINCT FROM NEW.is_hidden
  OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.genre IS DISTINCT FROM NEW.genre
)
EXECUTE FUNCTION tracks_after_visibility_change();
--> statement-breakpoint
INSERT INTO genre_counts (genre, track_count)
SELECT genre, count(*)::integer FROM tracks WHERE NOT is_hidden AND status = 'ready' GROUP BY genre;
