-- A real card gateway that keeps no card list for us (Paymob; docs/decisions/production-adapters.md, "Payments"):
-- it sends each saved card's token once, in a signed TOKEN callback, and we keep it for the fan. The tokens are the
-- gateway's; the fan's client sees only our handle of each.

-- The add-card orders we registered with the gateway: its order id tells which fan a saved card belongs to, and
-- where the browser returns. (A card saved while paying is found through payments.provider_ref instead.)
CREATE TABLE payment_card_orders (
  gateway text NOT NULL,
  provider_order_id text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  success_url text NOT NULL,
  failure_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gateway, provider_order_id)
);

CREATE TABLE payment_card_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gateway text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- What the fan's client names the card by (listPaymentCards, generatePaymentLink, deletePaymentCard).
  handle text NOT NULL UNIQUE,
  -- The gateway's token: only ever sent back to the gateway.
  token text NOT NULL,
  brand text NOT NULL CHECK (brand IN ('Visa Card', 'MasterCard', 'BMISCARD')),
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (gateway, token)
);
CREATE INDEX payment_card_tokens_user_idx ON payment_card_tokens (user_id, gateway, id);
