-- Prize redemption (issue 17, second part; docs/decisions/prize-redemption.md): the fan's requests to redeem a won
-- prize (platform §3 redemption request payload), the forms generated for them, and the admins' decisions.

-- A request to redeem a user prize, as the fan sent it. Reviewed by an admin: approved (the prize goes on to received
-- for Coins, or redeemed once the E-Wallet transfer is sent) or rejected with one of platform §8's seven reasons (the fan
-- may redeem again: a new request). Never deleted while its user prize exists: the history of who sent what.
CREATE TABLE prize_redemptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_prize_id bigint NOT NULL REFERENCES user_prizes (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text CHECK (reason IN ('unclear_pictures', 'id_not_owned', 'id_number_mismatch', 'phone_without_active_wallet',
                                'missing_full_legal_name', 'scans_messed_or_swapped', 'missing_wallet_issuer')),
  -- The personal info of redemption step 1, as sent (the profile may change later; the request does not).
  legal_name text,
  phone_number text NOT NULL,
  email text NOT NULL,
  national_id text NOT NULL,
  -- Whether the national id was verified when the request was sent (then the scans may be the profile's own).
  national_id_verified boolean NOT NULL DEFAULT false,
  -- Private files (owner and admins only). A profile that replaces its scans keeps the files a request refers to.
  front_file_id uuid REFERENCES files (id),
  back_file_id uuid REFERENCES files (id),
  method text NOT NULL CHECK (method IN ('E-Wallet', 'Coins')),
  -- E-Wallet: the issuer (platform §9; 'etsalat' is stored as 'etisalat') and the wallet's phone number.
  wallet_issuer text CHECK (wallet_issuer IN ('bank_wallet', 'aman', 'etisalat', 'vodafone', 'orange')),
  wallet_phone_number text,
  -- Coins: what the approval pays (coinsForPrize of the prize's amount when the request was sent).
  coins integer CHECK (coins >= 0),
  -- E-Wallet: the transfer's reference, recorded when the admin completes it (the prize becomes redeemed).
  transfer_reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by bigint REFERENCES users (id) ON DELETE SET NULL,
  completed_at timestamptz,
  CHECK ((status = 'rejected') = (reason IS NOT NULL)),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((method = 'E-Wallet') = (wallet_issuer IS NOT NULL AND wallet_phone_number IS NOT NULL)),
  CHECK ((method = 'Coins') = (coins IS NOT NULL)),
  CHECK (transfer_reference IS NULL OR (method = 'E-Wallet' AND status = 'approved'))
);
-- At most one open (pending or approved) request per user prize: a double submit makes one.
CREATE UNIQUE INDEX prize_redemptions_open_idx ON prize_redemptions (user_prize_id) WHERE status IN ('pending', 'approved');
-- The admins' queue: by status, oldest first.
CREATE INDEX prize_redemptions_queue_idx ON prize_redemptions (status, created_at, id);
CREATE INDEX prize_redemptions_prize_idx ON prize_redemptions (user_prize_id, created_at DESC, id DESC);
-- The profile asks whether a scan it replaces is still referred to.
CREATE INDEX prize_redemptions_front_idx ON prize_redemptions (front_file_id) WHERE front_file_id IS NOT NULL;
CREATE INDEX prize_redemptions_back_idx ON prize_redemptions (back_file_id) WHERE back_file_id IS NOT NULL;

-- The forms generated for a user prize (receipt and tax form, private PDF files). Until a request is submitted they
-- are the prize's latest unsigned forms (one per name; generating again replaces them); submitting signs them
-- (redemption_id). `details` is the personal info they were made from: a request must carry the same.
CREATE TABLE redemption_forms (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_prize_id bigint NOT NULL REFERENCES user_prizes (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name IN ('receipt', 'tax-form')),
  file_id uuid NOT NULL REFERENCES files (id),
  details jsonb NOT NULL,
  redemption_id bigint REFERENCES prize_redemptions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX redemption_forms_unsigned_idx ON redemption_forms (user_prize_id, name) WHERE redemption_id IS NULL;
CREATE INDEX redemption_forms_redemption_idx ON redemption_forms (redemption_id) WHERE redemption_id IS NOT NULL;
CREATE INDEX redemption_forms_file_idx ON redemption_forms (file_id);
