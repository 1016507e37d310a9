-- Football tables: leagues, seasons, teams, players, matches, bets, predictions, match events.
-- Conventions follow 0001_platform.sql: plural snake_case names, bigint identity ids, timestamptz.
-- Every displayed name is stored in both languages (name_en, name_ar); the API picks one by X-Locale.

-- The leagues the product allows (competitions §5 plus the Egyptian league of the platform examples).
-- They are reference data, not demo data, so they are created here and exist in every database.
CREATE TABLE leagues (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  logo text,
  -- competitions §5: user-created competitions may use only these leagues (not the Egyptian league).
  allowed_for_user_competitions boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO leagues (code, name_en, name_ar, allowed_for_user_competitions) VALUES
  ('eg.1', 'Egyptian Premier League', 'الدوري المصري الممتاز', false),
  ('en.1', 'English Premier League', 'الدوري الإنجليزي الممتاز', true),
  ('it.1', 'Italian Serie A', 'الدوري الإيطالي', true),
  ('es.1', 'Spanish La Liga', 'الدوري الإسباني', true),
  ('uefa.cl', 'UEFA Champions League', 'دوري أبطال أوروبا', true),
  ('uefa.el', 'UEFA Europa League', 'الدوري الأوروبي', true),
  ('world', 'FIFA World Cup', 'كأس العالم', true),
  ('euro', 'UEFA Euro', 'بطولة أمم أوروبا', true);

-- "match_season" of the spec: one league's season (e.g. 2024/25).
CREATE TABLE seasons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  league_id bigint NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (league_id, name)
);

CREATE TABLE teams (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  code text NOT NULL,
  logo text,
  -- 'demo:...' or 'openfootball:...': lets the seeder and the importer find their rows again.
  external_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A team plays in several leagues (a club in its league and in the Champions League).
CREATE TABLE league_teams (
  league_id bigint NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
  team_id bigint NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  PRIMARY KEY (league_id, team_id)
);
CREATE INDEX league_teams_team_idx ON league_teams (team_id);

CREATE TABLE players (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  team_id bigint NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  common_name_en text NOT NULL,
  common_name_ar text NOT NULL,
  number integer CHECK (number BETWEEN 1 AND 99),
  position text NOT NULL CHECK (position IN ('Goalkeeper', 'Defender', 'Midfielder', 'Attacker')),
  -- Millions (competitions §9), one decimal like the fantasy price lists.
  price numeric(5, 1) NOT NULL CHECK (price >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX players_team_idx ON players (team_id);

CREATE TABLE matches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  season_id bigint NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
  home_team_id bigint NOT NULL REFERENCES teams (id),
  away_team_id bigint NOT NULL REFERENCES teams (id),
  round text,
  start_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'NOT_STARTED' CHECK (state IN ('NOT_STARTED', 'LIVE', 'FINISHED')),
  minute integer CHECK (minute BETWEEN 0 AND 130),
  home_goals integer CHECK (home_goals >= 0),
  away_goals integer CHECK (away_goals >= 0),
  -- When the predictions were last scored; null until the match first finishes.
  scored_at timestamptz,
  external_key text UNIQUE,
  -- Demo matches the live simulator plays; imported and admin-run matches are never touched by it.
  simulated boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (home_team_id <> away_team_id)
);
CREATE INDEX matches_start_idx ON matches (start_at, id);
CREATE INDEX matches_season_idx ON matches (season_id);
CREATE INDEX matches_simulated_idx ON matches (start_at) WHERE simulated AND state <> 'FINISHED';

CREATE TABLE bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  match_id bigint NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('game-score', 'bonus')),
  question_type text CHECK (question_type IN ('YES_NO', 'SELECT_LIST', 'COUNTER')),
  question_en text,
  question_ar text,
  -- [{value, label_en, label_ar}]; empty for COUNTER and game-score.
  answers jsonb NOT NULL DEFAULT '[]'::jsonb,
  points numeric(8, 2) NOT NULL CHECK (points >= 0),
  active boolean NOT NULL DEFAULT true,
  -- The bet's own close; null means the match lock (one hour before kick-off).
  active_to timestamptz,
  -- A bonus bet's right answer once settled (string or integer); the score bet uses the match result.
  correct_answer jsonb,
  -- How the right answer follows from the final score (bet-rules.ts), so a corrected result re-settles it;
  -- null for questions an admin settles by hand.
  settle_rule text CHECK (settle_rule IN ('both-teams-score', 'winning-margin', 'total-goals')),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'game-score') = (question_type IS NULL)),
  CHECK (type = 'game-score' OR (question_en IS NOT NULL AND question_ar IS NOT NULL))
);
CREATE INDEX bets_match_idx ON bets (match_id, position, id);
-- One score bet per match: game_score_bet of a match item is unambiguous.
CREATE UNIQUE INDEX bets_one_game_score_idx ON bets (match_id) WHERE type = 'game-score';

CREATE TABLE predictions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bet_id bigint NOT NULL REFERENCES bets (id) ON DELETE CASCADE,
  -- Copied from the bet so a match's predictions are one index scan when scoring.
  match_id bigint NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  value jsonb NOT NULL,
  -- Null until the match is scored.
  points numeric(10, 2),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, bet_id)
)
-- Free room in each page lets PostgreSQL update points and value in place (HOT: no index writes), which is most
-- of the cost of scoring a big match.
WITH (fillfactor = 70);
CREATE INDEX predictions_match_idx ON predictions (match_id, user_id);
CREATE INDEX predictions_user_idx ON predictions (user_id, match_id);

CREATE TABLE match_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  match_id bigint NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('lineup', 'substitution-in', 'substitution-out', 'goal', 'assist', 'own-goal', 'penalty-save',
    'penalty-miss', 'yellow-card', 'red-card', 'successful-pass', 'save', 'tackle', 'block')),
  minute integer NOT NULL CHECK (minute BETWEEN 0 AND 130),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX match_events_match_idx ON match_events (match_id, minute, id);
CREATE INDEX match_events_player_idx ON match_events (player_id);

-- Audit trail of admin result corrections (who changed what and why).
CREATE TABLE result_corrections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  match_id bigint NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  admin_id bigint REFERENCES users (id) ON DELETE SET NULL,
  previous_home_goals integer,
  previous_away_goals integer,
  home_goals integer NOT NULL,
  away_goals integer NOT NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
