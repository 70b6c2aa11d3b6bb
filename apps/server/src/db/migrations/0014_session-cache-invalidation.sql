-- Every instance keeps signed-in sessions resolved for a few seconds (docs/decisions/028). Whatever
-- ends a session or changes its user (sign-out, revocation, password reset, suspension, email
-- verification), through any code path, announces it on the realtime bus so every instance drops
-- that user's cached sessions when the change commits.
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_user text;
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    changed_user := OLD.user_id;
  ELSE
    changed_user := NEW.id;
  END IF;
  PERFORM pg_notify('beatpasal_events', json_build_object('userIds', json_build_array(), 'type', 'session.changed',
    'data', json_build_object('userId', changed_user))::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_end AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION announce_session_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER UPDATE ON users FOR EACH ROW EXECUTE FUNCTION announce_session_change();
