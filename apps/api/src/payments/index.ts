import type { Feature } from '../platform/feature.ts';
import { everyCron } from '../platform/jobs/index.ts';
import { nowOf } from '../football/index.ts';
import { paymentOperations } from './operations.ts';
import { EXPIRE_PAYMENTS_JOB, expirePayments } from './payments.ts';
import { sandboxCardPages } from './sandbox-pages.ts';
import { deliverThrough, paymentWebhooks } from './webhooks.ts';
import { paymentGateways } from './gateways-of.ts';
import { paymobPages } from './paymob-pages.ts';

/** Coins bought with money (docs/decisions/payments.md): packages, providers' callbacks, saved cards, prepaid cards. */
export const paymentsFeature: Feature = {
  name: 'payments',
  operations: paymentOperations,
  routes: async (api, services) => {
    await paymentWebhooks(api, services);
    // The sandbox gateway's hosted pages exist only where the sandbox does (never in production: config.ts).
    if (paymentGateways(services).card.sandbox) await sandboxCardPages(api, services, deliverThrough);
    const { paymob } = services.config.providers;
    if (services.config.adapters.paymentsCard === 'paymob' && paymob) await paymobPages(api, services, paymob);
  },
  jobs: {
    [EXPIRE_PAYMENTS_JOB]: {
      // Idempotent: an expired payment is no longer pending. The next minute repeats it anyway.
      run: async (services) => {
        const expired = await expirePayments(services.database, nowOf(services));
        if (expired > 0) services.log.info(`${expired} payments expired unpaid`);
      },
      retries: 0,
      keepSeconds: 3600,
    },
  },
  schedules: () => [{ job: EXPIRE_PAYMENTS_JOB, cron: everyCron(60_000) }],
};
export { SANDBOX_CASH } from './sandbox-cash.ts';
export { SANDBOX_CARD } from './sandbox-card.ts';
export { FAWRY } from './fawry-cash.ts';
export { PAYMOB } from './paymob-card.ts';
export type { PaymentGateways } from './gateways.ts';
