-- Platform tables: accounts, sessions, one-time codes, throttling, sandbox outbox, notifications, friends, files.
-- Football tables come in later migrations (0002_football.sql, ...) and reference users(id).

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  legal_name text,
  -- Stored lower-cased so uniqueness ignores case.
  email text UNIQUE,
  email_verified_at timestamptz,
  -- Only ever set after an OTP proves the number, so a stored number is a verified one.
  phone_number text UNIQUE,
  phone_verified boolean NOT NULL DEFAULT false,
  -- Null for accounts created by social login until they set a password.
  password_hash text,
  coins integer NOT NULL DEFAULT 0 CHECK (coins >= 0),
  points numeric(14, 2) NOT NULL DEFAULT 0,
  national_id text,
  national_id_verified boolean NOT NULL DEFAULT false,
  national_id_front_file_id uuid,
  national_id_back_file_id uuid,
  profile_picture_file_id uuid,
  creator boolean NOT NULL DEFAULT false,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  -- {language, receive_notifications, auto_navigate_to_next_prediction, referral_code}
  settings jsonb NOT NULL,
  referrer_id bigint REFERENCES users (id) ON DELETE SET NULL,
  referral_rewarded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_referral_code_key ON users ((settings ->> 'referral_code'));
CREATE INDEX users_creator_idx ON users (creator) WHERE creator;

CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- national_id_front | national_id_back | profile_picture
  purpose text NOT NULL,
  -- Relative to the storage root; never shown to clients.
  path text NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_owner_idx ON files (owner_id);

ALTER TABLE users
  ADD FOREIGN KEY (national_id_front_file_id) REFERENCES files (id) ON DELETE SET NULL,
  ADD FOREIGN KEY (national_id_back_file_id) REFERENCES files (id) ON DELETE SET NULL,
  ADD FOREIGN KEY (profile_picture_file_id) REFERENCES files (id) ON DELETE SET NULL;

CREATE TABLE social_accounts (
  provider text NOT NULL,
  provider_user_id text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, provider_user_id)
);

-- Access tokens are opaque random strings; only their SHA-256 is stored, so a database leak yields no usable token.
CREATE TABLE access_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX access_tokens_family_idx ON access_tokens (family_id);

-- One family per login; every refresh rotates the token (used_at set) and adds a row to the family.
CREATE TABLE refresh_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- The absolute end of the login, whatever the rotations.
  family_expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

CREATE TABLE otps (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- phone_change | password_reset | email_verification
  purpose text NOT NULL,
  -- Phone number or e-mail address the code was sent to.
  target text NOT NULL,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  -- HMAC-SHA256 keyed by the server secret.
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX otps_lookup_idx ON otps (purpose, target);

CREATE TABLE throttle_hits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL,
  hit_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX throttle_hits_key_idx ON throttle_hits (key, hit_at);

-- Messages the sandbox SMS and e-mail senders "sent" (GET /api/dev/outbox outside production).
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('prize-redemption-request-rejected', 'invited-to-group', 'other')),
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  -- Insertion order: breaks ties between notifications created at the same instant (one transaction).
  seq bigint GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, seq DESC);

-- Friendship is mutual: both directions are stored so "my friends" is one index scan.
CREATE TABLE friendships (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friend_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, friend_id),
  CHECK (user_id <> friend_id)
);
