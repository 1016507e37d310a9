import type { Services } from '../platform/services.ts';
import type { PaymentGateways } from './gateways.ts';
import { sandboxCardGateway } from './sandbox-card.ts';
import { sandboxCashGateway } from './sandbox-cash.ts';

const gateways = new WeakMap<Services, PaymentGateways>();

/**
 * The server's payment providers, chosen by HADAF_PAYMENTS (config.adapters.payments; only the sandboxes are built
 * in, and production refuses them). Kept beside Services, keyed by it, like football's runtime.
 */
export function paymentGateways(services: Services): PaymentGateways {
  let found = gateways.get(services);
  if (!found) {
    found = { cash: sandboxCashGateway(services.database, services.secret), card: sandboxCardGateway(services.database, services.secret) };
    gateways.set(services, found);
  }
  return found;
}
