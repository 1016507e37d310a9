-- Rankings of competitions (competitions §2 Ranking tab, §3 Ranking item; GET /rankings and /rankings/mine).
-- A competition is its own season: the contract's season-id is the competition's id (docs/decisions/rankings.md).
-- The competitions feature extends these tables (prizes, settlement, the lobby) in its own migrations.

-- The matches a competition is played on; a participant's points are their prediction points on these only.
CREATE TABLE competition_matches (
  competition_id bigint NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  match_id bigint NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  -- The match's scored_at whose points the competition's ranks include; null until they include any. A match
  -- scored later (a corrected result) no longer matches it, and the next re-rank sums every point again.
  ranked_scored_at timestamptz,
  PRIMARY KEY (competition_id, match_id)
);
-- "Which competitions does this final whistle re-rank" is one index scan.
CREATE INDEX competition_matches_match_idx ON competition_matches (match_id, competition_id);

-- One row per ranked competition. Its row lock serialises two re-ranks of one competition.
CREATE TABLE competition_rankings (
  competition_id bigint PRIMARY KEY REFERENCES competitions (id) ON DELETE CASCADE,
  -- The newest scored_at of the competition's matches that the ranks include: a match scored after it makes the
  -- ranking pending until the next re-rank.
  scored_through timestamptz,
  -- Rows of competition_ranks: the page count without counting a million rows per request.
  participants integer NOT NULL CHECK (participants >= 0),
  -- Someone joined or left since the last re-rank (set by the triggers below): the next one compares every
  -- participant instead of only adding the points of newly scored matches.
  members_changed boolean NOT NULL DEFAULT true,
  ranked_at timestamptz NOT NULL
);

-- Each participant's points in the competition. The rank is not stored here: ties share a rank, so a rank belongs
-- to a points value (competition_rank_bands), and a final whistle rewrites only the participants whose points
-- changed. points is deliberately in no index and pages keep half their room free, so those rewrites are HOT
-- updates (no index entry written), the difference between 1 s and 3.5 s for half a million participants.
-- No foreign keys: these rows are derived from competition_participants and predictions, rewritten by every
-- re-rank (which also drops participants who left), and a per-row key check would double the cost of ranking a
-- million participants. Readers join competition_participants, so a row of someone who left is never shown.
CREATE TABLE competition_ranks (
  competition_id bigint NOT NULL,
  user_id bigint NOT NULL,
  points numeric(12, 2) NOT NULL,
  updated_at timestamptz NOT NULL,
  -- "My ranking" is one index scan.
  PRIMARY KEY (competition_id, user_id)
) WITH (fillfactor = 50);

-- One row per distinct points value of a competition: its rank (1 + participants with more points, so ties share
-- it: 1, 1, 3) and how many participants hold it. Computed with a window over the bands, a few hundred rows even
-- for a million participants.
CREATE TABLE competition_rank_bands (
  competition_id bigint NOT NULL,
  points numeric(12, 2) NOT NULL,
  rank integer NOT NULL CHECK (rank >= 1),
  participants integer NOT NULL CHECK (participants >= 1),
  PRIMARY KEY (competition_id, points)
);
-- "Which band holds the n-th participant" (where a deep page starts) is one index scan.
CREATE INDEX competition_rank_bands_rank_idx ON competition_rank_bands (competition_id, rank);

-- The first places of the listed order (points descending, then user id), rewritten by each re-rank: the pages
-- fans open are one index range scan. Deeper pages read competition_ranks band by band (rankings-read.ts).
CREATE TABLE competition_rank_leaders (
  competition_id bigint NOT NULL,
  position integer NOT NULL CHECK (position >= 1),
  user_id bigint NOT NULL,
  points numeric(12, 2) NOT NULL,
  PRIMARY KEY (competition_id, position)
);

-- Joining or leaving marks the competition's ranking for a full comparison at its next re-rank (one statement-level
-- update per join, not per participant of a bulk insert).
CREATE FUNCTION competition_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE competition_rankings SET members_changed = true
  WHERE competition_id IN (SELECT DISTINCT competition_id FROM changed) AND NOT members_changed;
  RETURN NULL;
END
$$;
CREATE TRIGGER competition_participants_joined AFTER INSERT ON competition_participants
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION competition_members_changed();
CREATE TRIGGER competition_participants_left AFTER DELETE ON competition_participants
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION competition_members_changed();
