-- Issue 15: groups (competitions-and-groups.md §2–§6). A group is public or private; its members have role 1
-- (member) or 2 (manager); role 0 (not a member) is the absence of a row. Competitions may belong to a group.
CREATE TABLE groups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 100),
  description text CHECK (char_length(description) <= 2000),
  type text NOT NULL CHECK (type IN ('public', 'private')),
  -- Shown as the group's ID and used in share links; unique, not guessable from the id.
  code text NOT NULL UNIQUE,
  -- Private groups only: what a non-member types to join.
  entry_code text CHECK ((type = 'private') = (entry_code IS NOT NULL)),
  -- Image URL (emblem URL or data URI, like competition covers).
  cover text,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Kept in the same transaction as group_members under this row's lock, so lists never count rows.
  member_count integer NOT NULL DEFAULT 0 CHECK (member_count >= 0),
  manager_count integer NOT NULL DEFAULT 0 CHECK (manager_count >= 0)
);
CREATE INDEX groups_name_idx ON groups (lower(name));

CREATE TABLE group_members (
  group_id bigint NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role smallint NOT NULL CHECK (role IN (1, 2)),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id)
);
-- "My groups" and "my role in this group" are index scans.
CREATE INDEX group_members_user_idx ON group_members (user_id, joined_at DESC);
-- A group's member list in joining order (the card's first five, the paged lists).
CREATE INDEX group_members_group_idx ON group_members (group_id, role, joined_at, user_id);

ALTER TABLE competitions ADD CONSTRAINT competitions_group_fk FOREIGN KEY (group_id) REFERENCES groups (id) ON DELETE SET NULL;
CREATE INDEX competitions_group_idx ON competitions (group_id) WHERE group_id IS NOT NULL;
