-- The ledger stores balances only where a movement must be refused when they would go below zero: wallets
-- (users.coins) and competition pools (ledger_accounts). The platform's own accounts ('house', 'promotions',
-- 'purchases', 'referrals', 'prizes') keep none any more: their balance is their journal, and one stored row each made
-- every voucher, reward or prize in the country wait on the one before it (docs/decisions/ledger.md).
DELETE FROM ledger_accounts WHERE account NOT LIKE 'pool:%';
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_pool_check CHECK (account LIKE 'pool:%' AND balance >= 0);
