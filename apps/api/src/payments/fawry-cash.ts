import { createHash, timingSafeEqual } from 'node:crypto';
import type { FawrySettings } from '../platform/adapters/payment-settings.ts';
import { jsonOf, providerFetch } from '../platform/adapters/provider-fetch.ts';
import { ProviderError } from '../platform/http/provider-error.ts';
import type { CallbackReading, PaymentCallback, ReferenceCodeGateway } from './gateways.ts';

/**
 * FawryPay's PayAtFawry reference numbers (docs/decisions/production-adapters.md, "Payments"): the code is asked
 * for with the server-to-server charge API, and Fawry tells us it was paid with its server notification V2, whose
 * messageSignature is checked before anything is read.
 */
export const FAWRY = 'fawry';

export const FAWRY_CHARGE_PATH = '/ECommerceWeb/Fawry/payments/charge';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Fawry's amounts in its signatures: two decimals ("50.00"), from a number or a numeric string. */
export const twoDecimals = (amount: unknown) => Number(amount).toFixed(2);

const piastres = (amount: unknown): number | null => {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
};

/** The charge request's signature: SHA-256 of merchantCode + merchantRefNum + customerProfileId + paymentMethod + amount (0.00) + secureKey. */
export function chargeSignature(settings: Pick<FawrySettings, 'merchantCode' | 'secureKey'>, fields: { merchantRefNum: string; customerProfileId: string; paymentMethod: string; amount: number }) {
  return sha256(`${settings.merchantCode}${fields.merchantRefNum}${fields.customerProfileId}${fields.paymentMethod}${twoDecimals(fields.amount)}${settings.secureKey}`);
}

/**
 * The server notification V2's messageSignature: SHA-256 of fawryRefNumber + merchantRefNumber + paymentAmount (0.00)
 * + orderAmount (0.00) + orderStatus + paymentMethod + paymentRefrenceNumber (Fawry's spelling; empty when absent) +
 * secureKey.
 */
export function notificationSignature(secureKey: string, body: Record<string, unknown>) {
  const text = (key: string) => (body[key] === undefined || body[key] === null ? '' : String(body[key]));
  return sha256(
    `${text('fawryRefNumber')}${text('merchantRefNumber')}${twoDecimals(body.paymentAmount)}${twoDecimals(body.orderAmount)}${text('orderStatus')}${text('paymentMethod')}${text('paymentRefrenceNumber')}${secureKey}`,
  );
}

const sameHex = (expected: string, given: unknown) => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Fawry's order statuses (V2) as our callback statuses; NEW/UNPAID say nothing new, refunds are for staff. */
const STATUS: Record<string, PaymentCallback['status']> = { PAID: 'paid', EXPIRED: 'expired', CANCELED: 'failed', CANCELLED: 'failed', FAILED: 'failed' };

interface ChargeResponse {
  type?: unknown;
  referenceNumber?: unknown;
  merchantRefNumber?: unknown;
  expirationTime?: unknown;
  statusCode?: unknown;
  statusDescription?: unknown;
}

export function fawryCashGateway(settings: FawrySettings): ReferenceCodeGateway {
  return {
    name: FAWRY,
    sandbox: false,

    async createReferenceCode(request) {
      const amount = request.amountPiastres / 100;
      const fields = { merchantRefNum: request.merchantRef, customerProfileId: request.customerId, paymentMethod: 'PAYATFAWRY', amount };
      const body = {
        merchantCode: settings.merchantCode,
        ...fields,
        customerMobile: request.phoneNumber,
        currencyCode: 'EGP',
        description: 'Hadaf coins',
        // Fawry's expiry of the reference number: a moment, in milliseconds since the epoch.
        paymentExpiry: request.expiresAt.getTime(),
        chargeItems: [{ itemId: 'hadaf-coins', description: 'Hadaf coins', price: amount, quantity: 1 }],
        signature: chargeSignature(settings, fields),
      };
      const response = await providerFetch('payments', `${settings.apiUrl}${FAWRY_CHARGE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await jsonOf(response)) as ChargeResponse | null;
      // Fawry reports refusals in the body's statusCode (9946 wrong signature, 9901 unknown merchant, …), whatever the HTTP status.
      if (!answer || typeof answer !== 'object') throw new ProviderError('payments', 'provider', `Fawry charge answered ${response.status}`);
      if (answer.statusCode !== 200) throw new ProviderError('payments', 'provider', `Fawry charge ${response.status} error ${String(answer.statusCode)}: ${String(answer.statusDescription ?? '').slice(0, 100)}`);
      const reference = typeof answer.referenceNumber === 'string' || typeof answer.referenceNumber === 'number' ? String(answer.referenceNumber) : '';
      if (!/^[0-9]{1,20}$/.test(reference) || (answer.merchantRefNumber !== undefined && String(answer.merchantRefNumber) !== request.merchantRef)) {
        throw new ProviderError('payments', 'provider', 'Fawry charge answered without our reference number');
      }
      const expiry = typeof answer.expirationTime === 'number' ? new Date(answer.expirationTime) : null;
      // Fawry's own expiry of the code is what the fan sees, when it gives one that makes sense.
      const expiresAt = expiry && !Number.isNaN(expiry.getTime()) && expiry.getTime() > Date.now() ? expiry : request.expiresAt;
      return { providerRef: reference, expiresAt };
    },

    async readCallback({ rawBody }): Promise<CallbackReading> {
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { kind: 'rejected' };
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) return { kind: 'rejected' };
      const notification = body as Record<string, unknown>;
      if (!sameHex(notificationSignature(settings.secureKey, notification), notification.messageSignature)) return { kind: 'rejected' };

      const merchantRef = notification.merchantRefNumber;
      const status = String(notification.orderStatus ?? '').toUpperCase();
      const amount = piastres(notification.orderAmount);
      if (typeof merchantRef !== 'string' || merchantRef.length > 100 || amount === null || !Number.isSafeInteger(amount)) return { kind: 'malformed' };
      const requestId = typeof notification.requestId === 'string' ? notification.requestId.slice(0, 100) : null;
      const eventId = requestId ?? `${String(notification.fawryRefNumber).slice(0, 40)}:${status}`;
      const mapped = STATUS[status];
      // NEW/UNPAID repeat what we know; REFUNDED/PARTIAL_REFUNDED are a refund made in Fawry's portal: coins are never taken back by a callback.
      if (!mapped) return { kind: 'noted', eventId, paymentId: null, outcome: status.startsWith('REFUND') || status.startsWith('PARTIAL') ? 'refund-noted' : 'ignored' };
      const paidAt = typeof notification.paymentTime === 'number' ? new Date(notification.paymentTime) : null;
      return {
        kind: 'payment',
        callback: {
          eventId,
          merchantRef,
          status: mapped,
          amountPiastres: amount,
          occurredAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : new Date(),
        },
      };
    },
  };
}
