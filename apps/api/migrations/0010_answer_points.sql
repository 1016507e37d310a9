-- A prediction's points are a function of its bet's settled outcome and the answer given, so they are stored once
-- per distinct answer of a bet (a few dozen per match) rather than on each of a match's million predictions:
-- scoring a big match writes a few dozen rows here instead of rewriting every prediction, and a prediction's
-- points are read by joining its (bet_id, value). A bet's answers without a row are not scored yet.
CREATE TABLE answer_points (
  bet_id bigint NOT NULL REFERENCES bets (id) ON DELETE CASCADE,
  value jsonb NOT NULL,
  points numeric(10, 2) NOT NULL,
  PRIMARY KEY (bet_id, value)
);

INSERT INTO answer_points (bet_id, value, points)
SELECT DISTINCT ON (bet_id, value) bet_id, value, points FROM predictions WHERE points IS NOT NULL ORDER BY bet_id, value, updated_at DESC;

ALTER TABLE predictions DROP COLUMN points;
