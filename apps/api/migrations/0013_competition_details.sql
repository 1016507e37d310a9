-- Competitions in full (competitions §2–§4, §9; the contract's Competition): what the lobby lists, the
-- competition page shows, and joining, withdrawing, settlement and auto-cancel read and change. Extends
-- 0003_competitions.sql; the matches of a competition are competition_matches (0006).

ALTER TABLE competitions
  -- season.competition of the contract: the league shown on the card. Null when a user's prediction
  -- competition mixes leagues (competitions §5).
  ADD COLUMN league_id bigint REFERENCES leagues (id),
  -- null: published official competition. pending-approval (lock overlay), approved, rejected, cancelled.
  ADD COLUMN status text CHECK (status IN ('pending-approval', 'approved', 'rejected', 'cancelled')),
  ADD COLUMN featured boolean NOT NULL DEFAULT false,
  -- eSports competitions (platform §1; the lobby's e-sports list): their matches are between gamers.
  ADD COLUMN e_sports boolean NOT NULL DEFAULT false,
  -- Image URL (emblem URL or data URI, like team logos).
  ADD COLUMN cover text,
  -- The user who created it; null for the platform's own competitions.
  ADD COLUMN creator_id bigint REFERENCES users (id) ON DELETE SET NULL,
  -- The group it belongs to (groups issue); no key until that table exists.
  ADD COLUMN group_id bigint,
  -- Coins (integer, competitions §9 default 10 for user competitions).
  ADD COLUMN entry_fee integer NOT NULL DEFAULT 0 CHECK (entry_fee >= 0),
  ADD COLUMN min_participants integer NOT NULL DEFAULT 0 CHECK (min_participants >= 0),
  -- null: no seat limit (the platform's official competitions); user competitions 1..100 (competitions §9).
  ADD COLUMN max_participants integer CHECK (max_participants >= 1),
  -- Participants now, kept in the same transaction as competition_participants under this row's lock, so
  -- concurrent joins never oversell seats and the lobby never counts rows.
  ADD COLUMN participants_count integer NOT NULL DEFAULT 0 CHECK (participants_count >= 0),
  -- true: the reward is the pool (entry fee × participants, less the house share); false: `reward` is fixed.
  ADD COLUMN calculate_reward boolean NOT NULL DEFAULT false,
  ADD COLUMN reward numeric(14, 2) NOT NULL DEFAULT 0 CHECK (reward >= 0),
  ADD COLUMN winning_strategy text NOT NULL DEFAULT 'top-3' CHECK (winning_strategy IN ('top-1', 'top-3', 'top-10')),
  -- Fantasy budget in millions (type 2); null for prediction competitions.
  ADD COLUMN budget numeric(6, 1) CHECK (budget >= 0),
  -- The first match's kick-off and the last match's; kept by whoever attaches matches. Joining and withdrawing
  -- close at starts_at; the lobby sorts and filters on both without reading matches.
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN ends_at timestamptz,
  -- When settlement paid its prizes, and when auto-cancel refunded everyone: each happens once.
  ADD COLUMN settled_at timestamptz,
  ADD COLUMN cancelled_at timestamptz,
  -- 'demo:competition:...' lets the demo seeder find its rows again.
  ADD COLUMN external_key text UNIQUE;

CREATE INDEX competitions_lobby_idx ON competitions (type, starts_at, id);

-- Prizes shown on the competition (competitions §2: name and image, gold, silver, bronze for the top 3), in medal
-- order. prize_id links a catalogue prize (0004) a winner receives; null for a coins-only prize.
CREATE TABLE competition_prizes (
  competition_id bigint NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  rank integer NOT NULL CHECK (rank >= 1),
  prize_id bigint REFERENCES prizes (id),
  name_en text NOT NULL,
  name_ar text NOT NULL,
  image text,
  PRIMARY KEY (competition_id, rank)
);

CREATE TABLE competition_sponsors (
  competition_id bigint NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  logo text,
  PRIMARY KEY (competition_id, position)
);
