-- The coins ledger (issue 13; docs/decisions/ledger.md): an append-only, double-entry journal. Every movement of
-- coins is one entry of balanced postings between accounts, and is never updated or deleted (a correction is a
-- reversing entry). Accounts are named: 'wallet:<user id>', 'pool:<competition id>', and the platform's own
-- 'house', 'promotions', 'purchases', 'referrals', 'prizes'.

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The same key moves coins once: a retried join, a replayed webhook, a double click.
  idempotency_key text NOT NULL UNIQUE,
  kind text NOT NULL,
  -- What the wallet's transaction list needs to describe it (the competition's name is read when listed).
  competition_id bigint,
  memo jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_postings (
  entry_id bigint NOT NULL REFERENCES ledger_entries (id),
  account text NOT NULL,
  -- Coins, signed: a debit is negative, a credit positive; an entry's postings sum to zero.
  amount bigint NOT NULL CHECK (amount <> 0),
  -- The wallet's owner, so a user's transactions are one index range.
  user_id bigint,
  PRIMARY KEY (entry_id, account)
);
CREATE INDEX ledger_postings_wallet_idx ON ledger_postings (user_id, entry_id DESC) WHERE user_id IS NOT NULL;
CREATE INDEX ledger_postings_account_idx ON ledger_postings (account);

-- Stored balances of the accounts that are not wallets (a wallet's is users.coins), changed in the transaction of
-- each movement under the row's lock. A competition's pool can never go below zero; the platform's own accounts
-- are where coins come from and may.
CREATE TABLE ledger_accounts (
  account text PRIMARY KEY,
  balance bigint NOT NULL,
  CHECK (balance >= 0 OR account IN ('house', 'promotions', 'purchases', 'referrals', 'prizes'))
);

-- Append-only: nothing rewrites or removes history.
CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();

-- Opening balances: coins users hold before the ledger existed came from promotions (demo and referral rewards).
INSERT INTO ledger_entries (idempotency_key, kind)
  SELECT 'opening-balance:' || id, 'opening-balance' FROM users WHERE coins > 0;
INSERT INTO ledger_postings (entry_id, account, amount, user_id)
  SELECT e.id, 'wallet:' || u.id, u.coins, u.id FROM users u JOIN ledger_entries e ON e.idempotency_key = 'opening-balance:' || u.id
  UNION ALL
  SELECT e.id, 'promotions', -u.coins, NULL FROM users u JOIN ledger_entries e ON e.idempotency_key = 'opening-balance:' || u.id;
INSERT INTO ledger_accounts (account, balance)
  SELECT 'promotions', -coalesce(sum(coins), 0) FROM users WHERE coins > 0;

-- Promo codes (POST /admin/vouchers, POST /v2/vouchers/redeem). A code is matched case-insensitively.
CREATE TABLE vouchers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL,
  coins integer NOT NULL CHECK (coins > 0),
  max_redemptions integer NOT NULL CHECK (max_redemptions > 0),
  -- Kept under the voucher's row lock by each redemption, so concurrent redemptions never pass the limit.
  redemptions integer NOT NULL DEFAULT 0 CHECK (redemptions >= 0 AND redemptions <= max_redemptions),
  expires_at timestamptz,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX vouchers_code_idx ON vouchers (lower(code));

-- Who redeemed which code: once per user.
CREATE TABLE voucher_redemptions (
  voucher_id bigint NOT NULL REFERENCES vouchers (id),
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entry_id bigint NOT NULL REFERENCES ledger_entries (id),
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (voucher_id, user_id)
);
