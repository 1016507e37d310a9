import { defineOperations } from '../platform/operations.ts';
import { createVoucher, redeemVoucher } from './vouchers.ts';

/** Promo codes: made by admins, redeemed by fans. */
export const ledgerOperations = defineOperations({
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
