import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Database, Queryable } from '../platform/database/database.ts';
import { date, num, type Row } from '../platform/database/rows.ts';
import { parseCallback, type CallbackReading, type CallbackRequest } from './gateways.ts';
import { SIGNATURE_HEADER, signatureMatches, signBody } from './signature.ts';

/**
 * What the sandbox providers share: their own state (sandbox_provider_* tables, which our payment code never
 * reads) and their signed callbacks. A production server refuses to start with them (platform/config.ts).
 */

/** Sends a signed callback to our webhook and answers its HTTP status (the routes deliver it through the server itself). */
export type CallbackDelivery = (gateway: string, rawBody: string, signature: string) => Promise<number>;

/** A sandbox's webhook secret: stable across processes of one deployment (they verify each other's callbacks). */
export const sandboxSecret = (serverSecret: string | undefined, gateway: string) =>
  createHmac('sha256', serverSecret ?? 'hadaf-sandbox-payments').update(`webhook:${gateway}`).digest('hex');

/** How a sandbox reads its callbacks: the HMAC-SHA256 of the raw body in x-hadaf-signature, then our own JSON shape. */
export function readSandboxCallback(secret: string) {
  return async ({ rawBody, header }: CallbackRequest): Promise<CallbackReading> => {
    if (!signatureMatches(secret, rawBody, header(SIGNATURE_HEADER))) return { kind: 'rejected' };
    const callback = parseCallback(rawBody);
    return callback ? { kind: 'payment', callback } : { kind: 'malformed' };
  };
}

export const sandboxEventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** A numeric code of `digits` digits, unique among the gateway's payments. */
export async function uniqueDigits(database: Queryable, gateway: string, digits: number): Promise<string> {
  for (;;) {
    const code = Array.from({ length: digits }, (_, index) => randomInt(index === 0 ? 1 : 0, 10)).join('');
    const [taken] = await database.query('SELECT 1 FROM sandbox_provider_payments WHERE gateway = $1 AND provider_ref = $2', [gateway, code]);
    if (!taken) return code;
  }
}

export interface SandboxPayment {
  providerRef: string;
  merchantRef: string;
  amountPiastres: number;
  customerId: string;
  cardToken: string | null;
  declines: boolean;
  returnUrl: string | null;
  status: 'unpaid' | 'paid' | 'declined' | 'expired';
  expiresAt: Date | null;
}

const toSandboxPayment = (row: Row): SandboxPayment => ({
  providerRef: String(row.provider_ref),
  merchantRef: String(row.merchant_ref),
  amountPiastres: num(row.amount_piastres),
  customerId: String(row.customer_id),
  cardToken: row.card_token === null ? null : String(row.card_token),
  declines: row.declines === true,
  returnUrl: row.return_url === null ? null : String(row.return_url),
  status: row.status as SandboxPayment['status'],
  expiresAt: row.expires_at === null ? null : date(row.expires_at),
});

export async function sandboxPaymentOf(database: Queryable, gateway: string, providerRef: string): Promise<SandboxPayment | null> {
  const [row] = await database.query<Row>('SELECT * FROM sandbox_provider_payments WHERE gateway = $1 AND provider_ref = $2', [gateway, providerRef]);
  return row ? toSandboxPayment(row) : null;
}

export type SettleOutcome = { settled: SandboxPayment } | { refused: 'unknown' | 'paid-already' | 'expired' | 'declined' };

/**
 * The provider's side of a payment: an unpaid, unexpired one becomes paid (or declined), once. The provider then
 * tells the merchant by callback (`notify`).
 */
export async function settleSandboxPayment(database: Database, gateway: string, providerRef: string, outcome: 'paid' | 'declined', now: Date): Promise<SettleOutcome> {
  return database.transaction(async (tx) => {
    const [row] = await tx.query<Row>('SELECT * FROM sandbox_provider_payments WHERE gateway = $1 AND provider_ref = $2 FOR UPDATE', [gateway, providerRef]);
    if (!row) return { refused: 'unknown' };
    const payment = toSandboxPayment(row);
    if (payment.status === 'paid') return { refused: 'paid-already' };
    if (payment.status === 'declined') return { refused: 'declined' };
    if (payment.status === 'expired' || (payment.expiresAt && payment.expiresAt <= now)) {
      await tx.query("UPDATE sandbox_provider_payments SET status = 'expired' WHERE gateway = $1 AND provider_ref = $2", [gateway, providerRef]);
      return { refused: 'expired' };
    }
    await tx.query('UPDATE sandbox_provider_payments SET status = $3, paid_at = $4 WHERE gateway = $1 AND provider_ref = $2', [
      gateway,
      providerRef,
      outcome,
      outcome === 'paid' ? now : null,
    ]);
    return { settled: { ...payment, status: outcome } };
  });
}

/** The callback a sandbox sends for a settled payment, signed with its secret. */
export function sandboxCallback(secret: string, payment: SandboxPayment, now: Date): { rawBody: string; signature: string } {
  const rawBody = JSON.stringify({
    event_id: sandboxEventId(),
    merchant_ref: payment.merchantRef,
    provider_ref: payment.providerRef,
    status: payment.status === 'paid' ? 'paid' : 'failed',
    amount_piastres: payment.amountPiastres,
    occurred_at: now.toISOString(),
  });
  return { rawBody, signature: signBody(secret, rawBody) };
}
