import type { Database } from '../platform/database/database.ts';
import type { ReferenceCodeGateway } from './gateways.ts';
import { readSandboxCallback, sandboxSecret, uniqueDigits } from './sandbox-provider.ts';

export const SANDBOX_CASH = 'sandbox-cash';

/**
 * The kiosk / mobile-wallet sandbox: it issues a 10-digit reference code (as Fawry's PayAtFawry does) and keeps
 * it until it is paid (POST /api/dev/payments/sandbox-cash/{code}/pay, a customer at a kiosk) or expires.
 */
export function sandboxCashGateway(database: Database, serverSecret: string | undefined): ReferenceCodeGateway {
  return {
    name: SANDBOX_CASH,
    sandbox: true,
    readCallback: readSandboxCallback(sandboxSecret(serverSecret, SANDBOX_CASH)),
    async createReferenceCode(request) {
      const code = await uniqueDigits(database, SANDBOX_CASH, 10);
      await database.query(
        `INSERT INTO sandbox_provider_payments (gateway, provider_ref, merchant_ref, amount_piastres, customer_id, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [SANDBOX_CASH, code, request.merchantRef, request.amountPiastres, request.customerId, request.expiresAt],
      );
      return { providerRef: code, expiresAt: request.expiresAt };
    },
  };
}
