-- Fans whose points for a match are new or changed, waiting for the notification that tells them (scoring writes
-- them in its transaction; the notify-scoring job turns them into notifications and deletes them). Sending a
-- quarter of a million notifications is most of a big whistle's cost, so fans get their points and ranks first and
-- the notifications a few seconds later. Transient rows, so no foreign keys (a check per row is what they would
-- cost); the job joins users, so a deleted account is simply skipped.
CREATE TABLE scoring_notices (
  match_id bigint NOT NULL,
  user_id bigint NOT NULL,
  -- The fan's points for the match.
  total numeric(12, 2) NOT NULL,
  -- A corrected result ("your predictions now earn"), unless the first notice of the match was still waiting.
  corrected boolean NOT NULL,
  scored_at timestamptz NOT NULL,
  PRIMARY KEY (match_id, user_id)
);
