-- Competitions, minimal: just enough for GET /me/joined-competition-ids. The competitions feature (lobby, detail,
-- creation, join and leave) extends these tables with ALTER TABLE in its own migrations: seasons and matches,
-- entry fee, participants bounds, state and status, creator, group, prizes.
-- Conventions follow 0001_platform.sql and 0002_football.sql: plural snake_case names, bigint identity ids,
-- timestamptz, displayed names in both languages side by side (name_en, name_ar).

CREATE TABLE competitions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  -- competitions §3: 1 prediction, 2 fantasy (the contract's CompetitionType).
  type smallint NOT NULL CHECK (type IN (1, 2)),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Who joined which competition, and when. Leaving deletes the row (competitions §4: the id leaves the joined
-- list), so a row means "joined now"; joining again starts a new joined_at.
CREATE TABLE competition_participants (
  competition_id bigint NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (competition_id, user_id)
);
-- "My joined competitions, newest joined first" is one index scan.
CREATE INDEX competition_participants_user_idx ON competition_participants (user_id, joined_at DESC, competition_id DESC);
