-- The result of each run of the verify-ledger job (docs/decisions/operations.md): the metrics report the latest, so a
-- scrape never recomputes the ledger. Runs older than 30 days are deleted by the job itself.
CREATE TABLE ledger_verifications (
  id bigserial PRIMARY KEY,
  checked_at timestamptz NOT NULL DEFAULT now(),
  duration_ms integer NOT NULL CHECK (duration_ms >= 0),
  entries bigint NOT NULL CHECK (entries >= 0),
  problems integer NOT NULL CHECK (problems >= 0),
  -- The first problems described (describeProblem), for the operator an alert sends here.
  details jsonb NOT NULL DEFAULT '[]'
);

CREATE INDEX ledger_verifications_checked_at_idx ON ledger_verifications (checked_at DESC);
