-- Settlement, second part (docs/decisions/competitions.md, Settlement): prizes are paid when the review hold ends, group
-- competitions' prizes are coins, and won prizes carry what GET /v2/me/prizes (the contract's UserPrize) needs.

ALTER TABLE user_prizes
  -- Group competitions give coin rewards only (competitions §5): the coins the winner's wallet receives when the hold
  -- ends (ledger key competition-prize:<user prize id>). Null for a prize that is redeemed (platform §4).
  ADD COLUMN coins integer CHECK (coins > 0),
  -- When the coins reached the wallet (status 'received').
  ADD COLUMN paid_at timestamptz,
  -- My prizes marks them read (platform §4: the new-prize count).
  ADD COLUMN read_at timestamptz,
  -- UserPrize.extra_info: free-form details an admin adds.
  ADD COLUMN extra_info jsonb;

-- UserPrize.logs: every status a prize went through, with the rejection reason (UserPrize.reason is the last one).
CREATE TABLE user_prize_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_prize_id bigint NOT NULL REFERENCES user_prizes (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'processing', 'approved', 'received', 'redeemed', 'rejected')),
  reason text CHECK (reason IN ('unclear_pictures', 'id_not_owned', 'id_number_mismatch', 'phone_without_active_wallet',
                                'missing_full_legal_name', 'scans_messed_or_swapped', 'missing_wallet_issuer')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_prize_logs_prize_idx ON user_prize_logs (user_prize_id, created_at, id);
INSERT INTO user_prize_logs (user_prize_id, status, created_at) SELECT id, 'pending', created_at FROM user_prizes;

-- When the review hold ended and the prizes were released (coins paid, the rest of the pool to the house): once.
ALTER TABLE competitions ADD COLUMN released_at timestamptz;
-- The release job's look-up every minute: only settled competitions still waiting.
CREATE INDEX competitions_held_idx ON competitions (final_at) WHERE released_at IS NULL AND final_at IS NOT NULL;
-- Competitions settled before this migration whose hold is over: released already (their pools went to the house
-- when they were settled), so nobody is told twice.
UPDATE competitions SET released_at = final_at WHERE final_at <= now();
