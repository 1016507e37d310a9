-- Live events (issue 27, docs/decisions/live.md): every change of a match's state, minute or score is announced
-- with NOTIFY by the transaction that makes it, whoever makes it (the simulator, an admin, a correction, the
-- importer, psql), and delivered at its commit to every API process LISTENing. The channel is named after the schema
-- (channels are database-wide; processes of another schema on the same server must not hear it). The payload is the
-- event itself (~120 bytes, far under NOTIFY's 8000); the id is global, so every process gives an event the same id.
CREATE SEQUENCE live_event_ids;

CREATE FUNCTION notify_match_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hadaf_live_' || current_schema(), json_build_object(
    'id', nextval('live_event_ids'),
    'event', json_build_object('type', 'match', 'id', NEW.id, 'state', NEW.state, 'minute', NEW.minute,
      'home_goals', NEW.home_goals, 'away_goals', NEW.away_goals)
  )::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER matches_live AFTER UPDATE OF state, minute, home_goals, away_goals ON matches FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.minute IS DISTINCT FROM NEW.minute
    OR OLD.home_goals IS DISTINCT FROM NEW.home_goals OR OLD.away_goals IS DISTINCT FROM NEW.away_goals)
  EXECUTE FUNCTION notify_match_live();
