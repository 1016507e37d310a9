-- Public images (team crests, league logos, prize icons) by the SHA-256 of their bytes, served at
-- /api/emblems/<hash>.<ext>. The catalogue columns may hold a data URI; answers carry this short URL instead, so a
-- match list of 8 items is ~12 KB rather than ~65 KB and browsers cache each image once (content-addressed, immutable).
CREATE TABLE emblems (
  hash text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{32}$'),
  mime text NOT NULL,
  body bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
