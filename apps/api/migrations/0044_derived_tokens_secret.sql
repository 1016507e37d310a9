-- Rotating HADAF_SECRET without logging anyone out (docs/deployment.md, "Rotating HADAF_SECRET"): a refreshed pair of
-- tokens is derived from the spent refresh token with the server secret (sessions/tokens.ts), so each derived token
-- names the secret it came from (a public id of it, platform/secrets.ts). Such a token is accepted while that secret
-- is HADAF_SECRET or HADAF_SECRET_PREVIOUS and refused once it is neither. NULL: a random token of a new login, which
-- no secret can predict (and every token issued before this migration).
ALTER TABLE access_tokens ADD COLUMN derived_with text;
ALTER TABLE refresh_tokens ADD COLUMN derived_with text;
