-- Settlement (issue 13; docs/decisions/competitions.md): prizes won in competitions, and when a competition's
-- result became final.

-- A prize won (platform §3 UserPrize): the competition's prize for the place (catalogue prize, 0004) and the winner's
-- share of its reward. Available once the review hold has passed (available_at); until then an admin's result
-- correction re-settles, which voids the prizes of the first settlement and writes new ones.
CREATE TABLE user_prizes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  competition_id bigint REFERENCES competitions (id) ON DELETE SET NULL,
  rank integer CHECK (rank >= 1),
  prize_id bigint REFERENCES prizes (id),
  -- The winner's share of the competition's reward (ties split the places they occupy, competitions §9).
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'approved', 'received', 'redeemed', 'rejected')),
  available_at timestamptz NOT NULL,
  voided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_prizes_user_idx ON user_prizes (user_id, created_at DESC) WHERE voided_at IS NULL;
CREATE INDEX user_prizes_competition_idx ON user_prizes (competition_id) WHERE voided_at IS NULL;

-- The hold ends at final_at (settled_at + HADAF_PRIZE_HOLD_HOURS): after it a settlement is never redone.
ALTER TABLE competitions ADD COLUMN final_at timestamptz;
