-- Coins in and goods out (issue 16; docs/decisions/payments.md): packages bought through payment providers,
-- the providers' signed callbacks, prepaid cards, and the store's products and orders. Coins still move only
-- through the ledger (0014); these tables say why.

CREATE TABLE coin_packages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  coins integer NOT NULL CHECK (coins > 0),
  -- Piastres: money is never a float in the database.
  price_piastres integer NOT NULL CHECK (price_piastres > 0),
  discounted_piastres integer CHECK (discounted_piastres > 0 AND discounted_piastres < price_piastres),
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
-- The catalogue a new server opens with (the spec gives no prices; docs/decisions/payments.md).
INSERT INTO coin_packages (name_en, name_ar, coins, price_piastres, discounted_piastres, position) VALUES
  ('Starter', 'البداية', 100, 5000, NULL, 1),
  ('Fan', 'المشجع', 250, 11000, 9900, 2),
  ('Super fan', 'المشجع الكبير', 600, 25000, 22000, 3),
  ('Ultras', 'الألتراس', 1500, 55000, NULL, 4);

-- One attempt to buy a package: a reference code to pay at a kiosk or in a wallet, or a card payment on the
-- gateway's hosted page. Confirmed once, by the provider's callback, which credits the coins (entry_id).
CREATE TABLE payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  package_id bigint NOT NULL REFERENCES coin_packages (id),
  -- The adapter that took it ('sandbox-cash', 'sandbox-card', a real provider's name).
  gateway text NOT NULL,
  -- The method the fan chose: a wallet issuer (vodafone, orange, etisalat, aman, bank_wallet) or 'card'.
  method text NOT NULL,
  -- Our reference, sent to the provider as its merchant reference.
  merchant_ref text NOT NULL UNIQUE,
  -- The provider's: the reference code a fan pays, or the card session.
  provider_ref text,
  phone_number text,
  coins integer NOT NULL CHECK (coins > 0),
  price_piastres integer NOT NULL CHECK (price_piastres > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'expired', 'failed')),
  expires_at timestamptz,
  paid_at timestamptz,
  entry_id bigint REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payments_provider_ref_idx ON payments (gateway, provider_ref) WHERE provider_ref IS NOT NULL;
CREATE INDEX payments_user_idx ON payments (user_id, id DESC);
CREATE INDEX payments_pending_expiry_idx ON payments (expires_at) WHERE status = 'pending';

-- Every callback a provider sent, whatever became of it: the audit trail, and how a replay is recognised.
CREATE TABLE payment_callbacks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gateway text NOT NULL,
  signature_valid boolean NOT NULL,
  body text NOT NULL,
  event_id text,
  payment_id bigint REFERENCES payments (id) ON DELETE SET NULL,
  -- What we did: confirmed, failed, expired, replayed, ignored, unknown-payment, rejected-signature, malformed.
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_callbacks_payment_idx ON payment_callbacks (payment_id);

-- The sandbox providers' own state: what a real provider keeps on its side. Our code reads it only through the
-- sandbox adapters and pages (payments/sandbox-*.ts), never from the payment flow.
CREATE TABLE sandbox_provider_payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gateway text NOT NULL,
  provider_ref text NOT NULL,
  merchant_ref text NOT NULL,
  amount_piastres integer NOT NULL,
  customer_id text NOT NULL,
  card_token text,
  -- The sandbox declines this payment when it is made (the test CVV was given).
  declines boolean NOT NULL DEFAULT false,
  return_url text,
  status text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'paid', 'declined', 'expired')),
  expires_at timestamptz,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (gateway, provider_ref)
);
CREATE TABLE sandbox_provider_cards (
  token text PRIMARY KEY,
  customer_id text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_provider_cards_customer_idx ON sandbox_provider_cards (customer_id);

CREATE TABLE prepaid_card_batches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coins integer NOT NULL CHECK (coins > 0),
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE prepaid_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  batch_id bigint NOT NULL REFERENCES prepaid_card_batches (id),
  -- Digits only, as printed without the dashes.
  code text NOT NULL UNIQUE,
  coins integer NOT NULL CHECK (coins > 0),
  charged_by bigint REFERENCES users (id) ON DELETE SET NULL,
  charged_at timestamptz,
  entry_id bigint REFERENCES ledger_entries (id)
);

CREATE TABLE products (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name_en text NOT NULL,
  name_ar text NOT NULL,
  image_url text,
  price integer NOT NULL CHECK (price > 0),
  discounted_price integer CHECK (discounted_price > 0 AND discounted_price < price),
  specs_en jsonb NOT NULL DEFAULT '[]',
  specs_ar jsonb NOT NULL DEFAULT '[]',
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id),
  price integer NOT NULL CHECK (price > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'delivered', 'cancelled')),
  shipping_name text NOT NULL,
  shipping_phone text NOT NULL,
  street_address text NOT NULL,
  idempotency_key text,
  entry_id bigint REFERENCES ledger_entries (id),
  refund_entry_id bigint REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX orders_idempotency_idx ON orders (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX orders_user_idx ON orders (user_id, id DESC);

-- A referred fan's first confirmed payment rewards the referrer once (the ledger key says so too).
ALTER TABLE users ADD COLUMN first_payment_rewarded_at timestamptz;
