import type { Services } from '../platform/services.ts';
import type { PaymentGateways } from './gateways.ts';
import { fawryCashGateway } from './fawry-cash.ts';
import { paymobCardGateway } from './paymob-card.ts';
import { sandboxCardGateway } from './sandbox-card.ts';
import { sandboxCashGateway } from './sandbox-cash.ts';

const gateways = new WeakMap<Services, PaymentGateways>();

/** loadConfig reads a chosen provider's settings or refuses to start; a hand-built config without them is a programming error. */
function need<T>(settings: T | undefined, name: string): T {
  if (!settings) throw new Error(`The ${name} payment gateway is chosen but its settings are missing.`);
  return settings;
}

/**
 * The server's payment providers, chosen by HADAF_PAYMENTS_CASH (sandbox, fawry) and HADAF_PAYMENTS_CARD (sandbox,
 * paymob); production refuses the sandboxes (config.ts). Kept beside Services, keyed by it, like football's runtime.
 */
export function paymentGateways(services: Services): PaymentGateways {
  let found = gateways.get(services);
  if (!found) {
    const { adapters, providers } = services.config;
    found = {
      cash: adapters.paymentsCash === 'fawry' ? fawryCashGateway(need(providers.fawry, 'fawry')) : sandboxCashGateway(services.database, services.secret),
      card:
        adapters.paymentsCard === 'paymob'
          ? paymobCardGateway(need(providers.paymob, 'paymob'), services.database, services.secret)
          : sandboxCardGateway(services.database, services.secret),
    };
    gateways.set(services, found);
  }
  return found;
}
