import type { Harness, TestUser } from '../helpers/harness.ts';
import { SIGNATURE_HEADER, signBody } from '../../src/payments/signature.ts';

export const LOOPBACK = '127.0.0.1';

export const coinsOf = async (harness: Harness, user: TestUser) => (await harness.call('getProfile', { token: user.token })).json().data.coins as number;

export async function firstPackage(harness: Harness, user: TestUser) {
  const packages = (await harness.call('listPackages', { token: user.token })).json().data as { id: number; coins: number; egp: number; discounted_price: number | null }[];
  return packages[0]!;
}

export async function referenceCode(harness: Harness, user: TestUser, packageId: number, provider = 'vodafone') {
  const response = await harness.call('generateReferenceCode', { token: user.token, params: { provider }, body: { package_id: packageId, phone_number: '01012345678' } });
  if (response.statusCode !== 200) throw new Error(`reference code refused: ${response.body}`);
  return response.json() as { code: string; expires_at: string };
}

export const payAtKiosk = (harness: Harness, code: string, ip = LOOPBACK) => harness.call('devPayReference', { params: { gateway: 'sandbox-cash', reference: code }, ip });

/** Sends a callback body to our webhook, signed with `secret` (the gateway's own, or a wrong one). */
export function postCallback(harness: Harness, gateway: string, body: string, secret: string) {
  return harness.app.inject({
    method: 'POST',
    url: `/api/webhooks/payments/${gateway}`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body) },
    payload: body,
  });
}

export async function merchantRefOf(harness: Harness, code: string) {
  const [row] = await harness.app.services.database.query<{ merchant_ref: string; price_piastres: number; expires_at: Date }>(
    'SELECT merchant_ref, price_piastres, expires_at FROM payments WHERE provider_ref = $1',
    [code],
  );
  return row!;
}

export const callbackBody = (fields: { eventId: string; merchantRef: string; status: 'paid' | 'failed' | 'expired'; amountPiastres: number; occurredAt: Date }) =>
  JSON.stringify({ event_id: fields.eventId, merchant_ref: fields.merchantRef, status: fields.status, amount_piastres: fields.amountPiastres, occurred_at: fields.occurredAt.toISOString() });

export async function walletLines(harness: Harness, user: TestUser) {
  return (await harness.call('listTransactions', { token: user.token })).json().data as {
    id: number;
    coins: number;
    egp: number;
    status: string;
    description: string;
    provider: { name: string };
    reference_code: { code: string; expires_at: string; paid_at: string | null } | null;
  }[];
}
