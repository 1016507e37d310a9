-- Issue 14: a player's latest news (competitions §3 latest_news), written from his notable match events (goals,
-- own goals, red cards, penalties saved and missed) by the fantasy-points job. One item per event, so a job that runs
-- again writes nothing twice; both languages side by side, like every displayed name.
CREATE TABLE player_news (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  event_id bigint NOT NULL UNIQUE REFERENCES match_events (id) ON DELETE CASCADE,
  title_en text NOT NULL,
  title_ar text NOT NULL,
  content_en text NOT NULL,
  content_ar text NOT NULL,
  created_at timestamptz NOT NULL
);
-- "A player's latest news" is one index scan.
CREATE INDEX player_news_player_idx ON player_news (player_id, created_at DESC, id DESC);
