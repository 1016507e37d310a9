import { defineOperations } from '../platform/operations.ts';
import type { Schemas } from '../platform/contract/types.ts';
import { num, textOrNull, type Row } from '../platform/database/rows.ts';
import type { Locale } from '../platform/http/messages.ts';
import { publicImageUrl } from '../images/index.ts';
import { listMyPrizes, markPrizesRead, newPrizeCount } from './my-prizes.ts';
import { generateRedemptionForms, submitRedemptionRequest } from './redemption.ts';
import { approveRedemption, completeRedemption, listRedemptions, rejectRedemption } from './admin-redemptions.ts';

interface PrizeRow {
  id: number;
  nameEn: string;
  nameAr: string;
  icon: string | null;
  /** EGP, numeric(12, 2). */
  amount: number;
}

const readPrize = (row: Row): PrizeRow => ({ id: num(row.id), nameEn: String(row.name_en), nameAr: String(row.name_ar), icon: textOrNull(row.icon), amount: num(row.amount) });

/** Names are stored in both languages; the answer carries the X-Locale one (English when Arabic is missing). */
function prizeName(row: Pick<PrizeRow, 'nameEn' | 'nameAr'>, locale: Locale): string {
  return locale === 'ar' && row.nameAr ? row.nameAr : row.nameEn;
}

function toPrize(row: PrizeRow, locale: Locale): Schemas['Prize'] {
  return { id: row.id, name: prizeName(row, locale), icon: row.icon, amount: row.amount };
}

/** Prize operations: the catalogue, my won prizes, their redemption, and the admins' review of redemption requests. */
export const prizesOperations = defineOperations({
  listMyPrizes: {
    handler: async (request, _reply, context) => listMyPrizes(context.services.database, context.requireUser().id, request.query.page ?? 1, context.locale),
  },
  getNewPrizeCount: {
    handler: async (_request, _reply, context) => ({ count: await newPrizeCount(context.services.database, context.requireUser().id) }),
  },
  markPrizesRead: {
    handler: async (_request, reply, context) => {
      await markPrizesRead(context.services.database, context.requireUser().id);
      return reply.code(204).send();
    },
  },
  listPrizes: {
    // Signed-in users only: the contract secures it, so the registry has answered 401 to visitors already.
    handler: async (_request, _reply, context) => {
      const { database } = context.services;
      const rows = await database.query<Row>('SELECT id, name_en, name_ar, icon, amount FROM prizes WHERE active ORDER BY position, id');
      const prizes = await Promise.all(rows.map(async (row) => ({ ...readPrize(row), icon: await publicImageUrl(database, textOrNull(row.icon)) })));
      return { data: prizes.map((prize) => toPrize(prize, context.locale)) };
    },
  },
  generateRedemptionForms: {
    handler: async (request, _reply, context) => generateRedemptionForms(request, context),
  },
  submitRedemptionRequest: {
    handler: async (request, _reply, context) => submitRedemptionRequest(request, context),
  },
  // Admin only: the registry answers 401/403 from the contract's security before these run.
  adminListRedemptions: {
    handler: async (request, _reply, context) => listRedemptions(context.services.database, request.query.status ?? 'pending', request.query.page ?? 1, context.locale, request.query.q),
  },
  adminApproveRedemption: {
    handler: async (request, _reply, context) => approveRedemption(context, request.params.id),
  },
  adminRejectRedemption: {
    handler: async (request, _reply, context) => rejectRedemption(context, request.params.id, request.body.reason),
  },
  adminCompleteRedemption: {
    handler: async (request, _reply, context) => completeRedemption(context, request.params.id, request.body.transfer_reference),
  },
});
