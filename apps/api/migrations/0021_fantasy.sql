-- Issue 14: fantasy squads, each player's points per match, and counted match events.

-- One event row may stand for several of its kind in one spell: a feed (and the simulator) reports passes and
-- tackles as counts per quarter hour, not a row per pass.
ALTER TABLE match_events ADD COLUMN count integer NOT NULL DEFAULT 1 CHECK (count BETWEEN 1 AND 500);

-- A fan's squad in a fantasy competition (competitions §3, §5): one row per fan, the 15 players as an array in lineup
-- order (per position group the starters, then the group's substitute), so ranking a competition of 100 000 fans
-- reads 100 000 rows, not 1.5 million. Withdrawing keeps the row: joining again finds the squad as it was.
CREATE TABLE fantasy_squads (
  competition_id bigint NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  formation text NOT NULL CHECK (formation IN ('4-4-2', '4-3-3', '3-5-2', '5-3-2', '4-5-1', '3-4-3')),
  player_ids bigint[] NOT NULL CHECK (cardinality(player_ids) = 15),
  substitute_ids bigint[] NOT NULL CHECK (cardinality(substitute_ids) = 4),
  captain_id bigint,
  saved_at timestamptz NOT NULL,
  PRIMARY KEY (competition_id, user_id)
);

-- Each player's fantasy points in one match, computed from its events by the fantasy-points job (competitions §9),
-- uncaptained: a squad doubles its captain's. Hundredths of a point, as a pass earns 0.02.
CREATE TABLE player_match_points (
  match_id bigint NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  -- The domain's PlayerMatchStats (minutes, goals, assists, clean sheet, penalties, cards, own goals, passes).
  stats jsonb NOT NULL,
  -- Hundredths per event group, and their sum.
  points jsonb NOT NULL,
  total integer NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (match_id, player_id)
);
CREATE INDEX player_match_points_player_idx ON player_match_points (player_id, match_id);
