import type { Queryable } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';

export type LedgerProblem =
  | { kind: 'unbalanced-entry'; entryId: number; sum: number; postings: number }
  | { kind: 'balance-differs'; account: string; stored: number; journal: number }
  | { kind: 'unknown-account'; entryId: number; account: string };

/**
 * Recomputes every stored balance from the journal and compares (users.coins for wallets, ledger_accounts for
 * pools; the platform's own accounts store none), and checks that each entry's postings sum to zero. Nothing found:
 * the ledger holds.
 */
export async function verifyLedger(database: Queryable): Promise<LedgerProblem[]> {
  const unbalanced = await database.query<Row>(
    `SELECT e.id, coalesce(sum(p.amount), 0) AS sum, count(p.entry_id) AS postings
       FROM ledger_entries e LEFT JOIN ledger_postings p ON p.entry_id = e.id
      GROUP BY e.id HAVING coalesce(sum(p.amount), 0) <> 0 OR count(p.entry_id) < 2 ORDER BY e.id`,
  );
  const wallets = await database.query<Row>(
    `WITH journal AS (SELECT user_id, sum(amount) AS coins FROM ledger_postings WHERE user_id IS NOT NULL GROUP BY user_id)
     SELECT coalesce(u.id, j.user_id) AS user_id, coalesce(u.coins, 0) AS stored, coalesce(j.coins, 0) AS journal
       FROM users u FULL JOIN journal j ON j.user_id = u.id
      WHERE coalesce(u.coins, 0) <> coalesce(j.coins, 0) ORDER BY 1`,
  );
  const accounts = await database.query<Row>(
    `WITH journal AS (SELECT account, sum(amount) AS balance FROM ledger_postings WHERE account LIKE 'pool:%' GROUP BY account)
     SELECT coalesce(a.account, j.account) AS account, coalesce(a.balance, 0) AS stored, coalesce(j.balance, 0) AS journal
       FROM ledger_accounts a FULL JOIN journal j ON j.account = a.account
      WHERE coalesce(a.balance, 0) <> coalesce(j.balance, 0) ORDER BY 1`,
  );
  // A posting past moveCoins could name no real account, or a wallet its user_id does not say (and so escape the sums above).
  const strangers = await database.query<Row>(
    `SELECT entry_id, account FROM ledger_postings
      WHERE account !~ '^(wallet:[0-9]+|pool:[0-9]+|house|promotions|purchases|referrals|prizes|store)$'
         OR (user_id IS NULL) = (account LIKE 'wallet:%') OR (user_id IS NOT NULL AND account <> 'wallet:' || user_id)
      ORDER BY entry_id`,
  );
  return [
    ...strangers.map((row) => ({ kind: 'unknown-account' as const, entryId: num(row.entry_id), account: String(row.account) })),
    ...unbalanced.map((row) => ({ kind: 'unbalanced-entry' as const, entryId: num(row.id), sum: num(row.sum), postings: num(row.postings) })),
    ...wallets.map((row) => ({ kind: 'balance-differs' as const, account: `wallet:${num(row.user_id)}`, stored: num(row.stored), journal: num(row.journal) })),
    ...accounts.map((row) => ({ kind: 'balance-differs' as const, account: String(row.account), stored: num(row.stored), journal: num(row.journal) })),
  ];
}

export function describeProblem(problem: LedgerProblem): string {
  switch (problem.kind) {
    case 'unbalanced-entry':
      return `entry ${problem.entryId} does not balance: its ${problem.postings} posting(s) sum to ${problem.sum}`;
    case 'unknown-account':
      return `entry ${problem.entryId} posts to ${problem.account}, which is no account of the ledger (or not its owner's wallet)`;
    case 'balance-differs':
      return `${problem.account}: stored balance ${problem.stored}, journal says ${problem.journal}`;
  }
}
