-- Issue 30: the fantasy picker shows each player's next fixture, and shirt numbers in the reader's digits.

-- A team's next match, found by two index probes (home, away) instead of a scan of every match.
CREATE INDEX matches_home_team_start_idx ON matches (home_team_id, start_at);
CREATE INDEX matches_away_team_start_idx ON matches (away_team_id, start_at);

-- Generated avatars carried the shirt number in Western digits inside the picture; the views now write it in the
-- reader's digits beside the picture, so the number leaves the picture (the generator no longer draws it).
UPDATE players
   SET photo = 'data:image/svg+xml;base64,' || replace(encode(convert_to(regexp_replace(
         convert_from(decode(substr(photo, 27), 'base64'), 'UTF8'), '<text x="32" y="61"[^<]*</text>', ''), 'UTF8'), 'base64'), E'\n', '')
 WHERE photo LIKE 'data:image/svg+xml;base64,%'
   AND convert_from(decode(substr(photo, 27), 'base64'), 'UTF8') LIKE '%<text x="32" y="61"%';
