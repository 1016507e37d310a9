import type { Queryable } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';

/** An account of the ledger (migration 0014): a fan's wallet, a competition's pool, or one of the platform's own. */
export type LedgerAccount =
  | { kind: 'wallet'; userId: number }
  | { kind: 'pool'; competitionId: number }
  | { kind: 'house' }
  | { kind: 'promotions' }
  | { kind: 'purchases' }
  | { kind: 'referrals' }
  | { kind: 'prizes' }
  /** Where store orders' coins go (and refunds come from). */
  | { kind: 'store' };

export type MovementKind =
  | 'opening-balance'
  | 'voucher'
  | 'competition-join'
  | 'competition-refund'
  | 'competition-prize'
  /** A won prize redeemed with the Coins method (docs/decisions/prize-redemption.md). */
  | 'prize-redemption'
  | 'competition-settle'
  | 'referral-reward'
  | 'welcome-coins'
  | 'package-purchase'
  | 'prepaid-card'
  | 'referral-first-payment'
  | 'store-order'
  | 'store-refund'
  | 'correction';

export interface Movement {
  /** Unique forever: the same key moves coins once, however often the request arrives. */
  idempotencyKey: string;
  kind: MovementKind;
  from: LedgerAccount;
  to: LedgerAccount;
  /** A positive whole number of coins. */
  coins: number;
  competitionId?: number | null;
  memo?: Record<string, string | number> | null;
}

export interface MovementResult {
  entryId: number;
  /** The key had moved coins already: nothing moved now. */
  replayed: boolean;
}

/** A wallet or a pool would go below zero: nothing moved, and the caller's transaction should not commit. */
export class InsufficientCoins extends Error {
  constructor(
    readonly account: LedgerAccount,
    readonly needed: number,
    /** What the account held when the movement was refused. */
    readonly available: number,
  ) {
    super(`${accountName(account)} holds ${available} coins, fewer than ${needed}`);
  }
}

export function accountName(account: LedgerAccount): string {
  switch (account.kind) {
    case 'wallet':
      return `wallet:${account.userId}`;
    case 'pool':
      return `pool:${account.competitionId}`;
    default:
      return account.kind;
  }
}

/**
 * Moves coins in the caller's transaction: one entry, two postings, and the stored balances of the wallets and pools
 * involved (a wallet's is users.coins) changed under their rows' locks, so concurrent movements of one wallet queue
 * in the database. A key seen before moves nothing (a concurrent twin waits for the first to commit, then finds it).
 * Throws InsufficientCoins when a wallet or pool would go below zero.
 */
export async function moveCoins(tx: Queryable, movement: Movement): Promise<MovementResult> {
  if (!Number.isSafeInteger(movement.coins) || movement.coins <= 0) throw new Error(`coins must be a positive integer, got ${movement.coins}`);
  if (accountName(movement.from) === accountName(movement.to)) throw new Error(`a movement needs two accounts, got ${accountName(movement.from)} twice`);
  const [entry] = await tx.query<Row>(
    `INSERT INTO ledger_entries (idempotency_key, kind, competition_id, memo) VALUES ($1, $2, $3, $4)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [movement.idempotencyKey, movement.kind, movement.competitionId ?? null, movement.memo ? JSON.stringify(movement.memo) : null],
  );
  if (!entry) {
    const [earlier] = await tx.query<Row>('SELECT id FROM ledger_entries WHERE idempotency_key = $1', [movement.idempotencyKey]);
    return { entryId: num(earlier?.id), replayed: true };
  }
  const entryId = num(entry.id);
  // Balances change in one order (by account name) whatever the direction, so two movements between the same
  // accounts never wait for each other's locks in opposite orders.
  const changes = [
    { account: movement.from, amount: -movement.coins },
    { account: movement.to, amount: movement.coins },
  ].sort((a, b) => accountName(a.account).localeCompare(accountName(b.account)));
  for (const change of changes) await changeBalance(tx, change.account, change.amount);
  await tx.query(
    `INSERT INTO ledger_postings (entry_id, account, amount, user_id) VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)`,
    [entryId, accountName(movement.from), -movement.coins, walletOwner(movement.from), accountName(movement.to), movement.coins, walletOwner(movement.to)],
  );
  return { entryId, replayed: false };
}

const walletOwner = (account: LedgerAccount) => (account.kind === 'wallet' ? account.userId : null);

/**
 * Changes the stored balance of a wallet (users.coins) or a pool (ledger_accounts) under its row's lock, never below
 * zero. The platform's own accounts keep none: nothing reads them but ledger:verify's journal, and one row for
 * 'promotions' or 'referrals' would make every voucher or reward in the country wait on the one before it (and
 * lock in an order that can deadlock with the users rows a caller already holds).
 */
async function changeBalance(tx: Queryable, account: LedgerAccount, amount: number) {
  if (account.kind === 'wallet') {
    const rows = await tx.query('UPDATE users SET coins = coins + $2 WHERE id = $1 AND coins + $2 >= 0 RETURNING coins', [account.userId, amount]);
    if (rows.length === 0) throw new InsufficientCoins(account, -amount, await walletBalance(tx, account.userId));
    return;
  }
  if (account.kind !== 'pool') return;
  if (amount < 0) {
    const rows = await tx.query('UPDATE ledger_accounts SET balance = balance + $2 WHERE account = $1 AND balance + $2 >= 0 RETURNING balance', [accountName(account), amount]);
    if (rows.length === 0) throw new InsufficientCoins(account, -amount, await storedBalance(tx, accountName(account)));
    return;
  }
  await tx.query(
    `INSERT INTO ledger_accounts (account, balance) VALUES ($1, $2)
     ON CONFLICT (account) DO UPDATE SET balance = ledger_accounts.balance + EXCLUDED.balance`,
    [accountName(account), amount],
  );
}

async function storedBalance(tx: Queryable, account: string): Promise<number> {
  const [row] = await tx.query<Row>('SELECT balance FROM ledger_accounts WHERE account = $1', [account]);
  return num(row?.balance ?? 0);
}

/** A fan's coins: the stored balance of their wallet. */
export async function walletBalance(database: Queryable, userId: number): Promise<number> {
  const [row] = await database.query<Row>('SELECT coins FROM users WHERE id = $1', [userId]);
  return num(row?.coins ?? 0);
}
