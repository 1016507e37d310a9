import { asc, eq } from 'drizzle-orm';
import { defineOperations } from '../contract/registry.ts';
import type { Schemas } from '../contract/types.ts';
import { prizes } from '../db/schema.ts';
import type { Locale } from '../http/messages.ts';

type PrizeRow = typeof prizes.$inferSelect;

/** Names are stored in both languages; the answer carries the X-Locale one (English when Arabic is missing). */
export function prizeName(row: Pick<PrizeRow, 'nameEn' | 'nameAr'>, locale: Locale): string {
  return locale === 'ar' && row.nameAr ? row.nameAr : row.nameEn;
}

export function toPrize(row: PrizeRow, locale: Locale): Schemas['Prize'] {
  return { id: row.id, name: prizeName(row, locale), icon: row.icon, amount: row.amount };
}

/**
 * Prize operations. The catalogue so far; won prizes (GET /v2/me/prizes, the new-prize count, mark-as-read) and
 * redemption answer 501 until their feature adds them here.
 */
export const prizesOperations = defineOperations({
  listPrizes: {
    // Signed-in users only: the contract secures it, so the registry has answered 401 to visitors already.
    handler: async (_request, _reply, context) => {
      const rows = await context.services.db.select().from(prizes).where(eq(prizes.active, true)).orderBy(asc(prizes.position), asc(prizes.id));
      return { data: rows.map((row) => toPrize(row, context.locale)) };
    },
  },
});
