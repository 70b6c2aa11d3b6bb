-- Columns derived from other rows, kept by the database so every writer (uploads, the media job,
-- purchases, admins, the demo seeder) keeps them right. See docs/decisions/010-catalogue-derived-columns.md.

-- search_text: title, artist display name and username, tags; words with punctuation also appear
-- joined ('lo-fi' → 'lofi') so either spelling finds them.
CREATE FUNCTION "track_search_text"(title text, tags text[], display_name text, username text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(concat_ws(' ', base, nullif(regexp_replace(base, '[^[:alnum:][:space:]]+', '', 'g'), base)))
  FROM (SELECT concat_ws(' ', title, display_name, username, array_to_string(tags, ' ')) AS base) AS s
$$;
--> statement-breakpoint
CREATE FUNCTION "tracks_set_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := coalesce(
    (SELECT track_search_text(NEW.title, NEW.tags, p.display_name, p.username) FROM profiles p WHERE p.id = NEW.artist_id),
    track_search_text(NEW.title, NEW.tags, NULL, NULL)
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tracks_search_text_trg" BEFORE INSERT OR UPDATE OF title, tags, artist_id ON "tracks"
FOR EACH ROW EXECUTE FUNCTION tracks_set_search_text();
--> statement-breakpoint
CREATE FUNCTION "profiles_refresh_track_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tracks SET search_text = track_search_text(title, tags, NEW.display_name, NEW.username) WHERE artist_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_track_search_text_trg" AFTER UPDATE OF display_name, username ON "profiles"
FOR EACH ROW WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.username IS DISTINCT FROM NEW.username)
EXECUTE FUNCTION profiles_refresh_track_search_text();
--> statement-breakpoint
-- is_home_pick: the artist's two latest visible tracks. Only rows that change are written: the
-- current picks (partial index) and the new ones (primary key).
CREATE FUNCTION "tracks_refresh_home_picks"(p_artist text) RETURNS void LANGUAGE sql AS $$
  WITH picks AS (
    SELECT id FROM tracks
    WHERE artist_id = p_artist AND NOT is_hidden AND status = 'ready'
    ORDER BY created_at DESC, id DESC
    LIMIT 2
  )
  UPDATE tracks t SET is_home_pick = (t.id IN (SELECT id FROM picks))
  WHERE t.artist_id = p_artist
    AND (t.is_home_pick OR t.id IN (SELECT id FROM picks))
    AND t.is_home_pick IS DISTINCT FROM (t.id IN (SELECT id FROM picks))
$$;
--> statement-breakpoint
-- profiles.track_count: the artist's visible (ready, not hidden) tracks, what the artist page lists.
CREATE FUNCTION "tracks_after_visibility_change"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM tracks_refresh_home_picks(artist);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tracks_visibility_insert_trg" AFTER INSERT ON "tracks"
FOR EACH ROW WHEN (NOT NEW.is_hidden AND NEW.status = 'ready')
EXECUTE FUNCTION tracks_after_visibility_change();
--> statement-breakpoint
CREATE TRIGGER "tracks_visibility_update_trg" AFTER UPDATE OF status, is_hidden, created_at ON "tracks"
FOR EACH ROW WHEN (
  OLD.status IS DISTINCT FROM NEW.status OR OLD.is_hidden IS DISTINCT FROM NEW.is_hidden OR OLD.created_at IS DISTINCT FROM NEW.created_at
)
EXECUTE FUNCTION tracks_after_visibility_change();
--> statement-breakpoint
CREATE TRIGGER "tracks_visibility_delete_trg" AFTER DELETE ON "tracks"
FOR EACH ROW WHEN (NOT OLD.is_hidden AND OLD.status = 'ready')
EXECUTE FUNCTION tracks_after_visibility_change();
--> statement-breakpoint
-- /api/artists and the tracks_uploaded feed walk artists by track count with a keyset row comparison.
CREATE INDEX "profiles_artist_rank_idx" ON "profiles" USING btree ("track_count" DESC, "id" DESC) WHERE "role" = 'artist';
--> statement-breakpoint
UPDATE tracks t SET search_text = track_search_text(t.title, t.tags, p.display_name, p.username) FROM profiles p WHERE p.id = t.artist_id;
--> statement-breakpoint
UPDATE profiles p SET track_count = (
  SELECT count(*) FROM tracks t WHERE t.artist_id = p.id AND NOT t.is_hidden AND t.status = 'ready'
);
--> statement-breakpoint
SELECT tracks_refresh_home_picks(id) FROM profiles WHERE role = 'artist';
