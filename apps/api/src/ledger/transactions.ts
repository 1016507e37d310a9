import type { Database } from '../platform/database/database.ts';
import { date, num, type Row } from '../platform/database/rows.ts';
import type { Locale } from '../platform/http/messages.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import type { Schemas } from '../platform/contract/types.ts';
import { ledgerMessage, type LedgerMessageKey } from './messages.ts';

/** The spec gives no page size for the wallet's list; 20, like the ranking. */
export const TRANSACTIONS_PER_PAGE = 20;

function describe(row: Row, locale: Locale): string {
  const memo = (row.memo ?? {}) as Record<string, string | number>;
  const competition = locale === 'ar' && row.name_ar ? String(row.name_ar) : String(row.name_en ?? '');
  return ledgerMessage(`kind.${String(row.kind)}` as LedgerMessageKey, locale, { ...memo, competition });
}

/**
 * The wallet's movements, newest first, each with its signed coins: every one is confirmed (it is in the journal),
 * so the list adds up to the balance.
 */
export async function listTransactions(database: Database, userId: number, page: number, locale: Locale) {
  const [rows, [count]] = await Promise.all([
    database.query<Row>(
      `SELECT e.id, e.created_at, e.kind, e.memo, p.amount, c.name_en, c.name_ar
         FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id LEFT JOIN competitions c ON c.id = e.competition_id
        WHERE p.user_id = $1 ORDER BY p.entry_id DESC LIMIT $2 OFFSET $3`,
      [userId, TRANSACTIONS_PER_PAGE, offsetOf(page, TRANSACTIONS_PER_PAGE)],
    ),
    database.query<Row>('SELECT count(*) AS total FROM ledger_postings WHERE user_id = $1', [userId]),
  ]);
  const data: Schemas['Transaction'][] = rows.map((row) => ({
    id: num(row.id),
    created_at: date(row.created_at).toISOString(),
    provider: { logo: null, name: ledgerMessage('provider', locale) },
    description: describe(row, locale),
    coins: num(row.amount),
    egp: 0,
    status: 'confirmed',
    reference_code: null,
  }));
  return { data, meta: pageMeta(page, TRANSACTIONS_PER_PAGE, num(count?.total ?? 0)) };
}
