import { defineOperations } from '../platform/operations.ts';
import { listTransactions } from './transactions.ts';
import { createVoucher, redeemVoucher } from './vouchers.ts';

/** The wallet's operations: its history, and promo codes (made by admins, redeemed by fans). */
export const ledgerOperations = defineOperations({
  listTransactions: {
    handler: async (request, _reply, context) => {
      const user = context.requireUser();
      return listTransactions(context.services.database, user.id, request.query.page ?? 1, context.locale);
    },
  },
  createVoucher: {
    handler: async (request, reply, context) => {
      const admin = context.requireUser();
      const voucher = await createVoucher(context.services.database, request.body, admin.id, context.locale);
      reply.code(201);
      return { data: voucher };
    },
  },
  redeemVoucher: {
    handler: async (request, _reply, context) => {
      const user = context.requireUser();
      return redeemVoucher(context.services.database, request.body.code, user.id, context.locale);
    },
  },
});
