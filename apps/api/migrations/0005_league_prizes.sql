-- The prizes of a league's season-long prediction competition (the MatchItem's season.competition.prizes, shown on
-- /predictions/{matchId}): rank 1 wins the first prize, and so on. User-created competitions keep their own prizes in
-- their own tables (competitions issue).
CREATE TABLE league_prizes (
  league_id bigint NOT NULL REFERENCES leagues (id),
  rank integer NOT NULL CHECK (rank >= 1),
  prize_id bigint NOT NULL REFERENCES prizes (id),
  PRIMARY KEY (league_id, rank)
);
