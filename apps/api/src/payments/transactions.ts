import type { Database } from '../platform/database/database.ts';
import { date, dateOrNull, num, type Row } from '../platform/database/rows.ts';
import type { Locale } from '../platform/http/messages.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import type { Schemas } from '../platform/contract/types.ts';
import { ledgerMessage, type LedgerMessageKey } from '../ledger/index.ts';
import { paymentMessage, type PaymentMessageKey } from './messages.ts';

/** The spec gives no page size for the wallet's list; 20, like the ranking. */
export const TRANSACTIONS_PER_PAGE = 20;

const inLanguage = (row: Row, column: string, locale: Locale) => String((locale === 'ar' ? row[`${column}_ar`] : row[`${column}_en`]) ?? '');

function describe(row: Row, locale: Locale): string {
  const memo = (row.memo ?? {}) as Record<string, string | number>;
  return ledgerMessage(`kind.${String(row.kind)}` as LedgerMessageKey, locale, {
    ...memo,
    competition: inLanguage(row, 'competition', locale),
    package: inLanguage(row, 'package', locale),
    product: inLanguage(row, 'product', locale),
  });
}

/** A payment's own columns, for its ledger line (confirmed) and for an attempt not in the ledger (pending, expired, failed). */
const PAYMENT_COLUMNS = `pay.id AS payment_id, pay.method, pay.gateway, pay.price_piastres, pay.provider_ref, pay.expires_at, pay.paid_at,
  pkg.name_en AS package_en, pkg.name_ar AS package_ar`;

/**
 * The wallet: every movement of the fan's coins in the ledger (confirmed, signed: a join is negative), and the
 * payment attempts that moved nothing (yet): pending reference codes, expired and failed ones. Newest first. A
 * ledger line's id is its entry's; an attempt outside the ledger has the negative of its payment's id.
 */
export async function listTransactions(database: Database, userId: number, page: number, locale: Locale) {
  const [rows, [count]] = await Promise.all([
    database.query<Row>(
      `SELECT * FROM (
         SELECT e.id, e.created_at AS at, e.kind, e.memo, p.amount, 'confirmed' AS status, c.name_en AS competition_en, c.name_ar AS competition_ar,
                pr.name_en AS product_en, pr.name_ar AS product_ar, ${PAYMENT_COLUMNS}
           FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
           LEFT JOIN competitions c ON c.id = e.competition_id
           LEFT JOIN payments pay ON e.kind = 'package-purchase' AND pay.id = (e.memo->>'payment')::bigint
           LEFT JOIN coin_packages pkg ON pkg.id = pay.package_id
           LEFT JOIN orders o ON e.kind IN ('store-order', 'store-refund') AND o.id = (e.memo->>'order')::bigint
           LEFT JOIN products pr ON pr.id = o.product_id
          WHERE p.user_id = $1
         UNION ALL
         SELECT -pay.id, pay.created_at, 'package-purchase', NULL, pay.coins, pay.status, NULL, NULL, NULL, NULL, ${PAYMENT_COLUMNS}
           FROM payments pay JOIN coin_packages pkg ON pkg.id = pay.package_id
          WHERE pay.user_id = $1 AND pay.status <> 'confirmed'
       ) lines ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, TRANSACTIONS_PER_PAGE, offsetOf(page, TRANSACTIONS_PER_PAGE)],
    ),
    database.query<Row>(
      `SELECT (SELECT count(*) FROM ledger_postings WHERE user_id = $1) + (SELECT count(*) FROM payments WHERE user_id = $1 AND status <> 'confirmed') AS total`,
      [userId],
    ),
  ]);
  const data: Schemas['Transaction'][] = rows.map((row) => {
    const paid = row.payment_id !== null;
    const expiresAt = dateOrNull(row.expires_at);
    return {
      id: num(row.id),
      created_at: date(row.at).toISOString(),
      provider: { logo: null, name: paid ? paymentMessage(`method.${String(row.method)}` as PaymentMessageKey, locale) : ledgerMessage('provider', locale) },
      description: describe(row, locale),
      coins: num(row.amount),
      egp: paid ? num(row.price_piastres) / 100 : 0,
      status: row.status as Schemas['TransactionStatus'],
      // A reference code is shown with its expiry and paid time; a card session's number means nothing to the fan.
      reference_code:
        paid && row.method !== 'card' && row.provider_ref !== null && expiresAt
          ? { code: String(row.provider_ref), expires_at: expiresAt.toISOString(), paid_at: dateOrNull(row.paid_at)?.toISOString() ?? null }
          : null,
    };
  });
  return { data, meta: pageMeta(page, TRANSACTIONS_PER_PAGE, num(count?.total ?? 0)) };
}
