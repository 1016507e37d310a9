import type { Database } from '../platform/database/database.ts';
import { num, numOrNull, type Row } from '../platform/database/rows.ts';
import type { Locale } from '../platform/http/messages.ts';
import type { Schemas } from '../platform/contract/types.ts';
import { publicImageUrl } from '../images/index.ts';

const textList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export const currentPrice = (row: Row) => numOrNull(row.discounted_price) ?? num(row.price);

/** The store's products in the reader's language; current_price is what a purchase costs. */
export async function listProducts(database: Database, locale: Locale): Promise<Schemas['Product'][]> {
  const rows = await database.query<Row>('SELECT * FROM products WHERE active ORDER BY position, id');
  return Promise.all(
    rows.map(async (row) => {
      const image = await publicImageUrl(database, row.image_url === null ? null : String(row.image_url));
      return {
        id: num(row.id),
        name: String(locale === 'ar' ? row.name_ar : row.name_en),
        image: image ? { thumb: image, original: image } : null,
        price: num(row.price),
        discounted_price: numOrNull(row.discounted_price),
        current_price: currentPrice(row),
        specs: textList(locale === 'ar' ? row.specs_ar : row.specs_en),
      };
    }),
  );
}
