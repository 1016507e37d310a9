-- eSports (platform §1, §3; docs/decisions/esports.md): matches played on a console between two named gamers, each
-- controlling a real team. They are predicted and scored exactly like football matches; only their presentation
-- (the gamers beside the teams) and the lists they appear in differ.

-- An eSports league (e.g. an eFootball league): its matches are between gamers, and competitions on its matches are
-- the lobby's eSports competitions (competitions.e_sports, 0013).
ALTER TABLE leagues ADD COLUMN e_sports boolean NOT NULL DEFAULT false;

-- A gamer, in both languages like every displayed name (an importer with one spelling writes it twice). Names are
-- bounded as the contract's Gamer.name (100).
CREATE TABLE gamers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name_en text NOT NULL CHECK (char_length(name_en) BETWEEN 1 AND 100),
  name_ar text NOT NULL CHECK (char_length(name_ar) BETWEEN 1 AND 100),
  -- Image URL or data URI, served like team logos (/api/emblems/<hash>).
  picture text,
  -- 'demo:gamer:...': lets the demo seeder find its rows again.
  external_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The gamer playing each side, with that side's team. Both or neither: a match is between two gamers or none.
ALTER TABLE matches
  ADD COLUMN home_gamer_id bigint REFERENCES gamers (id),
  ADD COLUMN away_gamer_id bigint REFERENCES gamers (id),
  ADD CONSTRAINT matches_gamers_both_or_neither CHECK ((home_gamer_id IS NULL) = (away_gamer_id IS NULL)),
  ADD CONSTRAINT matches_gamers_differ CHECK (home_gamer_id <> away_gamer_id);

-- "Matches of this gamer" (search by gamer name) without a scan.
CREATE INDEX matches_home_gamer_idx ON matches (home_gamer_id) WHERE home_gamer_id IS NOT NULL;
CREATE INDEX matches_away_gamer_idx ON matches (away_gamer_id) WHERE away_gamer_id IS NOT NULL;
