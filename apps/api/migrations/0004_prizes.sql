-- The prize catalogue of GET /v2/prizes (platform §3 Prize: name, icon, amount).
-- Won prizes (GET /v2/me/prizes, redemption) and competition prizes will reference prizes (id) from their own
-- migrations.

CREATE TABLE prizes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  -- Image URL (or data URI); the contract's Prize.icon, and the {thumb, original} of pictures built from it.
  icon text,
  -- EGP (platform §9: shown with 2 decimals).
  amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
  -- Catalogue order (ties by id). Retired prizes are deactivated, not deleted, so won prizes keep their name.
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  -- 'demo:prize:...' lets the demo seeder find its rows again; null for prizes made by hand.
  external_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prizes_catalogue_idx ON prizes (position, id) WHERE active;
