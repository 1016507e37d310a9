-- A number that moves whenever matches or bets change (any statement, any server process). Match pages are the
-- same for every fan of a day, so each server keeps them in memory tagged with this number and reads only the
-- number (beside the fan's own predictions) per request: a page is rebuilt exactly when something on it may have
-- changed, never served stale, and servers sharing one database need not tell each other anything.
CREATE TABLE match_pages_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO match_pages_version (version) VALUES (1);

CREATE FUNCTION bump_match_pages_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE match_pages_version SET version = version + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER matches_bump_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON matches
  FOR EACH STATEMENT EXECUTE FUNCTION bump_match_pages_version();
CREATE TRIGGER bets_bump_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bets
  FOR EACH STATEMENT EXECUTE FUNCTION bump_match_pages_version();
