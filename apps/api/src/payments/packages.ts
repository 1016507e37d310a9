import type { Queryable } from '../platform/database/database.ts';
import { num, numOrNull, type Row } from '../platform/database/rows.ts';
import type { Locale } from '../platform/http/messages.ts';
import type { Schemas } from '../platform/contract/types.ts';

export interface CoinPackage {
  id: number;
  name: string;
  coins: number;
  /** What the fan pays, in piastres: the discounted price when there is one. */
  payPiastres: number;
}

const egp = (piastres: number) => piastres / 100;

/** The packages on sale, cheapest first, named in the reader's language. */
export async function listPackages(database: Queryable, locale: Locale): Promise<Schemas['PricingPackage'][]> {
  const rows = await database.query<Row>('SELECT * FROM coin_packages WHERE active ORDER BY position, price_piastres, id');
  return rows.map((row) => ({
    id: num(row.id),
    name: String(locale === 'ar' ? row.name_ar : row.name_en),
    coins: num(row.coins),
    egp: egp(num(row.price_piastres)),
    discounted_price: row.discounted_piastres === null ? null : egp(num(row.discounted_piastres)),
  }));
}

export async function packageOnSale(database: Queryable, id: number, locale: Locale): Promise<CoinPackage | null> {
  if (!Number.isSafeInteger(id)) return null;
  const [row] = await database.query<Row>('SELECT * FROM coin_packages WHERE id = $1 AND active', [id]);
  if (!row) return null;
  return {
    id: num(row.id),
    name: String(locale === 'ar' ? row.name_ar : row.name_en),
    coins: num(row.coins),
    payPiastres: numOrNull(row.discounted_piastres) ?? num(row.price_piastres),
  };
}
