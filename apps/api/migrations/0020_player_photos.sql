-- Issue 14: every player has a photo (a generated avatar, served like a crest through /api/emblems/<hash>).
ALTER TABLE players ADD COLUMN photo text;
