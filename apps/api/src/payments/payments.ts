import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../platform/database/database.ts';
import { date, dateOrNull, num, type Row } from '../platform/database/rows.ts';
import { moveCoins } from '../ledger/index.ts';
import type { PaymentCallback } from './gateways.ts';
import type { CoinPackage } from './packages.ts';

/** How long a reference code can be paid (the spec gives none; a day to reach a kiosk). */
export const REFERENCE_CODE_HOURS = 24;
/** How long a card payment's hosted page may be completed. */
export const CARD_SESSION_MINUTES = 30;

export const newMerchantRef = () => `hdf_${randomBytes(10).toString('hex')}`;

export interface NewPayment {
  userId: number;
  pkg: CoinPackage;
  gateway: string;
  method: string;
  merchantRef: string;
  phoneNumber: string | null;
  expiresAt: Date;
}

/** A pending payment, before the provider is asked (so its callback always finds the payment). */
export async function recordPayment(database: Queryable, payment: NewPayment): Promise<number> {
  const [row] = await database.query<Row>(
    `INSERT INTO payments (user_id, package_id, gateway, method, merchant_ref, phone_number, coins, price_piastres, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [payment.userId, payment.pkg.id, payment.gateway, payment.method, payment.merchantRef, payment.phoneNumber, payment.pkg.coins, payment.pkg.payPiastres, payment.expiresAt],
  );
  return num(row!.id);
}

export async function attachProviderRef(database: Queryable, paymentId: number, providerRef: string, expiresAt: Date) {
  await database.query('UPDATE payments SET provider_ref = $2, expires_at = $3 WHERE id = $1', [paymentId, providerRef, expiresAt]);
}

/** The provider could not be reached or refused: the attempt is failed, and the fan may try again. */
export async function failPayment(database: Queryable, paymentId: number) {
  await database.query("UPDATE payments SET status = 'failed' WHERE id = $1 AND status = 'pending'", [paymentId]);
}

export type CallbackOutcome = 'confirmed' | 'failed' | 'expired' | 'replayed' | 'ignored' | 'amount-mismatch' | 'unknown-payment';

/**
 * Applies a verified callback under the payment's row lock, so callbacks of one payment (replays, out of order,
 * concurrent twins) queue: the first "paid" credits the coins once (ledger key payment:<id>); a later "failed" or
 * "expired" never takes a confirmed payment back; a "paid" for an attempt we had expired still credits when the
 * provider took the money before the expiry (it really was paid in time; our job ran before the news arrived).
 */
export async function applyCallback(database: Database, gateway: string, callback: PaymentCallback, referralReward: number): Promise<{ outcome: CallbackOutcome; paymentId: number | null }> {
  return database.transaction(async (tx) => {
    const [row] = await tx.query<Row>('SELECT * FROM payments WHERE gateway = $1 AND merchant_ref = $2 FOR UPDATE', [gateway, callback.merchantRef]);
    if (!row) return { outcome: 'unknown-payment', paymentId: null };
    const paymentId = num(row.id);
    const status = String(row.status);
    const expiresAt = dateOrNull(row.expires_at);
    if (callback.status !== 'paid') {
      if (status !== 'pending') return { outcome: status === callback.status ? 'replayed' : 'ignored', paymentId };
      await tx.query('UPDATE payments SET status = $2 WHERE id = $1', [paymentId, callback.status]);
      return { outcome: callback.status, paymentId };
    }
    if (status === 'confirmed') return { outcome: 'replayed', paymentId };
    if (callback.amountPiastres !== num(row.price_piastres)) return { outcome: 'amount-mismatch', paymentId };
    if (status !== 'pending' && expiresAt && callback.occurredAt > expiresAt) return { outcome: 'ignored', paymentId };
    const userId = num(row.user_id);
    const { entryId } = await moveCoins(tx, {
      idempotencyKey: `payment:${paymentId}`,
      kind: 'package-purchase',
      from: { kind: 'purchases' },
      to: { kind: 'wallet', userId },
      coins: num(row.coins),
      memo: { payment: paymentId },
    });
    await tx.query("UPDATE payments SET status = 'confirmed', paid_at = $2, entry_id = $3 WHERE id = $1", [paymentId, callback.occurredAt, entryId]);
    await rewardReferrerOfFirstPayment(tx, userId, referralReward);
    return { outcome: 'confirmed', paymentId };
  });
}

/** referral_reward_coins_for_first_payment, once per invited fan, on their first confirmed payment. */
async function rewardReferrerOfFirstPayment(tx: Queryable, userId: number, coins: number) {
  const [claimed] = await tx.query<Row>(
    'UPDATE users SET first_payment_rewarded_at = now() WHERE id = $1 AND first_payment_rewarded_at IS NULL AND referrer_id IS NOT NULL RETURNING referrer_id',
    [userId],
  );
  if (!claimed?.referrer_id || coins <= 0) return;
  await moveCoins(tx, {
    idempotencyKey: `referral-first-payment:${userId}`,
    kind: 'referral-first-payment',
    from: { kind: 'referrals' },
    to: { kind: 'wallet', userId: num(claimed.referrer_id) },
    coins,
    memo: { invitedUserId: userId },
  });
}

export const EXPIRE_PAYMENTS_JOB = 'expire-payments';

/** Pending attempts past their expiry become expired (a job, every minute); a late "paid" is still honoured (applyCallback). */
export async function expirePayments(database: Queryable, now: Date): Promise<number> {
  const rows = await database.query("UPDATE payments SET status = 'expired' WHERE status = 'pending' AND expires_at <= $1 RETURNING id", [now]);
  return rows.length;
}

export interface PaymentRow {
  id: number;
  status: string;
  providerRef: string | null;
  expiresAt: Date | null;
  createdAt: Date;
}

export const toPaymentRow = (row: Row): PaymentRow => ({
  id: num(row.id),
  status: String(row.status),
  providerRef: row.provider_ref === null ? null : String(row.provider_ref),
  expiresAt: dateOrNull(row.expires_at),
  createdAt: date(row.created_at),
});
