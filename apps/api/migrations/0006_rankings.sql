-- Rankings of competitions (competitions §2 Ranking tab, §3 Ranking item; GET /rankings and /rankings/mine).
-- A competition is its own season: the contract's season-id is the competition's id (docs/decisions/rankings.md).
-- The competitions feature extends these tables (prizes, settlement, the lobby) in its own migrations.

-- The matches a competition is played on; a participant's points are their prediction points on these only.
CREATE TABLE competition_matches (
  competition_id bigint NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  match_id bigint NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
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
  ranked_at timestamptz NOT NULL
);

-- Each participant's points in the competition. The rank is not stored here: ties share a rank, so a rank belongs
-- to a points value (competition_rank_bands), and a final whistle rewrites only the participants whose points
-- changed instead of everyone whose place shifted.
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
);
-- The listed order (points descending, then user id): a page is one index range scan starting at its band.
CREATE INDEX competition_ranks_order_idx ON competition_ranks (competition_id, points DESC, user_id);

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
-- "Which band holds the n-th participant" (where a page starts) is one index scan.
CREATE INDEX competition_rank_bands_rank_idx ON competition_rank_bands (competition_id, rank);
