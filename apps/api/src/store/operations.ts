import { defineOperations } from '../platform/operations.ts';
import { changeOrderStatus, listAllOrders, listMyOrders, placeOrder } from './orders.ts';
import { listProducts } from './products.ts';

/** The store: products paid in coins, the fan's orders, and the admin who ships (or cancels and refunds) them. */
export const storeOperations = defineOperations({
  listProducts: {
    handler: async (_request, _reply, context) => ({ data: await listProducts(context.services.database, context.locale) }),
  },
  placeOrder: {
    handler: async (request, reply, context) => {
      const user = context.requireUser();
      const key = request.headers['idempotency-key'];
      const placed = await placeOrder(context.services.database, user.id, request.body, typeof key === 'string' ? key : undefined, context.locale);
      // A repeat answers as the first did (as Stripe's idempotent requests do): the same order, nothing charged.
      reply.code(201);
      return { data: placed.order, coins: placed.coins };
    },
  },
  listMyOrders: {
    handler: async (request, _reply, context) => listMyOrders(context.services.database, context.requireUser().id, request.query.page ?? 1, context.locale),
  },
  adminListOrders: {
    handler: async (request, _reply, context) => listAllOrders(context.services.database, request.query.status, request.query.page ?? 1, context.locale, request.query.q),
  },
  adminUpdateOrder: {
    handler: async (request, _reply, context) => ({ data: await changeOrderStatus(context.services.database, request.params.id, request.body.status, context.locale) }),
  },
});
