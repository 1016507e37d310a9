-- Issue 15: user-created competitions are reviewed by an admin (approved, or rejected with a reason shown to the
-- creator). When and by whom, so a review happens once and can be traced.
ALTER TABLE competitions
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN reviewed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN rejection_reason text CHECK (char_length(rejection_reason) <= 2000);
-- The admin's queue: pending competitions, oldest first.
CREATE INDEX competitions_pending_idx ON competitions (created_at, id) WHERE status = 'pending-approval';
