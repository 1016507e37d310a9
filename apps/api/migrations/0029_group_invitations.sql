-- Issue 30: someone who is not a friend of the person adding them to a group is invited, never added. The invitation
-- waits here until they accept (a group_members row, then this row goes) or decline (this row goes).
CREATE TABLE group_invitations (
  group_id bigint NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  inviter_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The role offered (1 member, 2 manager); accepting gives it.
  role smallint NOT NULL CHECK (role IN (1, 2)),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id)
);
-- "Am I invited to this group" is the primary key; "who is invited" in a non-member search is this index.
CREATE INDEX group_invitations_user_idx ON group_invitations (user_id);
