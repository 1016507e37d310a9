import type { Database } from '../platform/database/database.ts';
import { dateOrNull, isUniqueViolation, num, type Row } from '../platform/database/rows.ts';
import { ApiError, validationFailed } from '../platform/http/errors.ts';
import type { Locale } from '../platform/http/messages.ts';
import type { Schemas } from '../platform/contract/types.ts';
import { moveCoins, walletBalance } from './ledger.ts';
import { ledgerMessage } from './messages.ts';

const toVoucher = (row: Row): Schemas['Voucher'] => ({
  id: num(row.id),
  code: String(row.code),
  coins: num(row.coins),
  max_redemptions: num(row.max_redemptions),
  redemptions: num(row.redemptions),
  expires_at: dateOrNull(row.expires_at)?.toISOString() ?? null,
});

export async function createVoucher(database: Database, input: Schemas['VoucherCreate'], adminId: number, locale: Locale): Promise<Schemas['Voucher']> {
  try {
    const [row] = await database.query<Row>(
      `INSERT INTO vouchers (code, coins, max_redemptions, expires_at, created_by) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, code, coins, max_redemptions, redemptions, expires_at`,
      [input.code, input.coins, input.max_redemptions, input.expires_at ?? null, adminId],
    );
    return toVoucher(row!);
  } catch (error) {
    if (isUniqueViolation(error, 'vouchers_code_idx')) throw validationFailed(ledgerMessage('voucherCodeTaken', locale), { code: [ledgerMessage('voucherCodeTaken', locale)] });
    throw error;
  }
}

// platform §8: 1002 'redeemed-voucher' for a code this user redeemed before; 'invalid-voucher' for any other failure.
const redeemedBefore = (locale: Locale) => new ApiError(422, { message: ledgerMessage('redeemedVoucher', locale), code: 1002 });
const invalidVoucher = (locale: Locale) => validationFailed(ledgerMessage('invalidVoucher', locale), { code: ['invalid-voucher'] });

/**
 * Credits a promo code's coins to the fan, once per fan and at most max_redemptions fans in all: the voucher's row
 * is locked for the redemption, so concurrent ones queue and the count is never passed.
 */
export async function redeemVoucher(database: Database, code: string, userId: number, locale: Locale): Promise<Schemas['CoinsCredit']> {
  return database.transaction(async (tx) => {
    const [voucher] = await tx.query<Row>(
      `SELECT id, code, coins, max_redemptions, redemptions, expires_at <= now() AS expired FROM vouchers WHERE lower(code) = lower($1) FOR UPDATE`,
      [code.trim()],
    );
    if (!voucher) throw invalidVoucher(locale);
    const voucherId = num(voucher.id);
    const [before] = await tx.query('SELECT 1 FROM voucher_redemptions WHERE voucher_id = $1 AND user_id = $2', [voucherId, userId]);
    if (before) throw redeemedBefore(locale);
    if (voucher.expired === true || num(voucher.redemptions) >= num(voucher.max_redemptions)) throw invalidVoucher(locale);
    const coins = num(voucher.coins);
    const { entryId } = await moveCoins(tx, {
      idempotencyKey: `voucher:${voucherId}:${userId}`,
      kind: 'voucher',
      from: { kind: 'promotions' },
      to: { kind: 'wallet', userId },
      coins,
      memo: { code: String(voucher.code) },
    });
    await tx.query('INSERT INTO voucher_redemptions (voucher_id, user_id, entry_id) VALUES ($1, $2, $3)', [voucherId, userId, entryId]);
    await tx.query('UPDATE vouchers SET redemptions = redemptions + 1 WHERE id = $1', [voucherId]);
    return { coins, balance: await walletBalance(tx, userId) };
  });
}
