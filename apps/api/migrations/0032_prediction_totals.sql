-- Each predictor's points on a scored match, kept (issue 31). Scoring already wrote one row per predictor into
-- scoring_notices (to tell them their points) and the notify-scoring job deleted them; the rows are now kept with
-- their points, so every competition's re-rank reads a predictor's total on the match from here (one narrow row, in
-- user order) instead of summing the match's predictions joined to answer_points again: that join and sum were
-- half of a million-participant re-rank. No foreign keys, as before: a check per row is what they would cost.
CREATE TABLE prediction_totals (
  match_id bigint NOT NULL,
  user_id bigint NOT NULL,
  points numeric(12, 2) NOT NULL,
  -- The match's scoring round (prediction_scorings) that wrote these points; the fan has been told of them once
  -- the match's notified round reached it.
  round integer NOT NULL,
  -- A corrected result ("your predictions now earn"), unless the first notice of the match was still waiting.
  corrected boolean NOT NULL,
  PRIMARY KEY (match_id, user_id)
);

-- One row per scored match: how many times it was scored, and up to which round its fans were told. Rounds rather
-- than times, so no clock (of several servers) decides which notices are still waiting.
CREATE TABLE prediction_scorings (
  match_id bigint PRIMARY KEY,
  scored_round integer NOT NULL,
  notified_round integer NOT NULL
);

-- Every match scored so far: round 1, told, but for the notices still waiting (round 2, not told).
INSERT INTO prediction_scorings (match_id, scored_round, notified_round)
SELECT m.id, CASE WHEN EXISTS (SELECT 1 FROM scoring_notices s WHERE s.match_id = m.id) THEN 2 ELSE 1 END, 1
FROM matches m WHERE m.scored_at IS NOT NULL;

INSERT INTO prediction_totals (match_id, user_id, points, round, corrected)
SELECT match_id, user_id, total, 2, corrected FROM scoring_notices;

INSERT INTO prediction_totals (match_id, user_id, points, round, corrected)
SELECT p.match_id, p.user_id, coalesce(sum(a.points), 0), 1, false
FROM predictions p
JOIN matches m ON m.id = p.match_id AND m.scored_at IS NOT NULL
LEFT JOIN answer_points a ON a.bet_id = p.bet_id AND a.value = p.value
WHERE NOT EXISTS (SELECT 1 FROM scoring_notices s WHERE s.match_id = p.match_id AND s.user_id = p.user_id)
GROUP BY p.match_id, p.user_id;

DROP TABLE scoring_notices;
