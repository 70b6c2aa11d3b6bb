-- Makes the derived columns of 0003 cheap for bulk inserts (the demo seeder and benchmarks add
-- thousands of tracks in one statement): inserts are handled once per statement, and picking an
-- artist's two latest tracks touches only the rows that change, found through indexes.
DROP TRIGGER "tracks_visibility_insert_trg" ON "tracks";
--> statement-breakpoint
DROP FUNCTION "tracks_refresh_home_picks"(text);
--> statement-breakpoint
CREATE FUNCTION "tracks_refresh_home_picks"(p_artists text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  pick_ids uuid[];
BEGIN
  SELECT coalesce(array_agg(pick.id), '{}') INTO pick_ids
  FROM unnest(p_artists) AS a(artist_id)
  CROSS JOIN LATERAL (
    SELECT t.id FROM tracks t
    WHERE t.artist_id = a.artist_id AND NOT t.is_hidden AND t.status = 'ready'
    ORDER BY t.created_at DESC, t.id DESC
    LIMIT 2
  ) AS pick;
  UPDATE tracks SET is_home_pick = false
  WHERE artist_id = ANY (p_artists) AND is_home_pick AND NOT (id = ANY (pick_ids));
  UPDATE tracks SET is_home_pick = true
  WHERE id = ANY (pick_ids) AND NOT is_home_pick;
END
$$;
--> statement-breakpoint
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
  PERFORM tracks_refresh_home_picks(ARRAY[artist]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "tracks_after_insert_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  artists text[];
BEGIN
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
CREATE TRIGGER "tracks_visibility_insert_trg" AFTER INSERT ON "tracks"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tracks_after_insert_statement();
