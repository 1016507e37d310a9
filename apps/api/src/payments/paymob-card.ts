import { createHmac, randomBytes } from 'node:crypto';
import type { PaymobSettings } from '../platform/adapters/payment-settings.ts';
import type { Queryable } from '../platform/database/database.ts';
import { num, type Row } from '../platform/database/rows.ts';
import type { CallbackReading, CallbackRequest, CardGateway, SavedCard } from './gateways.ts';
import { paymobApi, splitName, type PaymobApi } from './paymob-api.ts';
import { hmacMatches, processedTransactionString, responseTransactionString, tokenString } from './paymob-hmac.ts';

/**
 * Paymob Accept as the card gateway (docs/decisions/production-adapters.md, "Payments"). A payment is an order
 * registered with Paymob and paid in its hosted iframe; Paymob confirms it with the transaction processed callback
 * (POST, server to server) and returns the browser with the response callback (GET): both carry an HMAC-SHA512
 * (paymob-hmac.ts). Paymob keeps no card list we can ask for: a card saved on its page arrives once, as a signed
 * TOKEN callback, and is kept here (payment_card_tokens) under a handle of ours.
 */
export const PAYMOB = 'paymob';

/** Our add-card page for the frame (under /api): it registers a verification order, then sends the frame to Paymob's iframe. */
export const PAYMOB_ADD_CARD_PATH = '/payments/paymob/add-card';

/** How long the add-card iframe's payment key lives. */
export const ADD_CARD_SESSION_SECONDS = 30 * 60;

/** Signs the add-card page's parameters: nobody can make it save a card to someone else's account. */
export const paymobAddCardSignature = (serverSecret: string, customerId: string, language: string, successUrl: string, failureUrl: string) =>
  createHmac('sha256', serverSecret).update(['paymob-add-card', customerId, language, successUrl, failureUrl].join('\n')).digest('hex');

/** Paymob's card_subtype as the contract's brands; another network (none is offered in Egypt today) is not listed. */
export function brandOfSubtype(subtype: unknown): SavedCard['brand'] | null {
  const name = String(subtype ?? '').toLowerCase();
  if (name.includes('meeza')) return 'BMISCARD';
  if (name.includes('master')) return 'MasterCard';
  if (name.includes('visa')) return 'Visa Card';
  return null;
}

/** Paymob's times carry no offset: taken as UTC (documented in production-adapters.md). */
export function paymobTime(value: unknown): Date {
  const text = String(value ?? '');
  const when = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
  return Number.isNaN(when.getTime()) ? new Date() : when;
}

/** Which of our payments, or which fan's add-card order, a Paymob order id is. */
async function orderOwner(database: Queryable, orderId: string) {
  const [payment] = await database.query<Row>('SELECT id, user_id, merchant_ref FROM payments WHERE gateway = $1 AND provider_ref = $2', [PAYMOB, orderId]);
  if (payment) return { paymentId: num(payment.id), userId: num(payment.user_id), merchantRef: String(payment.merchant_ref) };
  const [cardOrder] = await database.query<Row>('SELECT user_id FROM payment_card_orders WHERE gateway = $1 AND provider_order_id = $2', [PAYMOB, orderId]);
  if (cardOrder) return { paymentId: null, userId: num(cardOrder.user_id), merchantRef: null };
  return null;
}

interface Transaction {
  id: string;
  orderId: string;
  success: boolean;
  pending: boolean;
  /** A refund, void or capture of an earlier transaction, or this one voided/refunded since. */
  followUp: boolean;
  amountCents: number;
  createdAt: Date;
}

const flag = (value: unknown) => value === true || value === 'true';

/** A verified transaction: a payment's news for applyCallback, or a note (an add-card verification, a refund, a pending one). */
async function readTransaction(database: Queryable, transaction: Transaction): Promise<CallbackReading> {
  const eventId = `txn:${transaction.id}`;
  const owner = await orderOwner(database, transaction.orderId);
  if (!owner) return { kind: 'noted', eventId, paymentId: null, outcome: 'unknown-payment' };
  if (!owner.merchantRef) return { kind: 'noted', eventId, paymentId: null, outcome: transaction.success ? 'card-verified' : 'card-verification-failed' };
  // A refund or void is made by staff in Paymob's dashboard: a callback never takes coins back.
  if (transaction.followUp) return { kind: 'noted', eventId, paymentId: owner.paymentId, outcome: 'ignored' };
  if (transaction.pending) return { kind: 'noted', eventId, paymentId: owner.paymentId, outcome: 'pending' };
  if (!Number.isSafeInteger(transaction.amountCents)) return { kind: 'malformed' };
  return {
    kind: 'payment',
    callback: { eventId, merchantRef: owner.merchantRef, status: transaction.success ? 'paid' : 'failed', amountPiastres: transaction.amountCents, occurredAt: transaction.createdAt },
  };
}

/** A verified TOKEN callback: the card is kept for the fan whose order it was saved in, once. */
async function saveToken(database: Queryable, obj: Record<string, unknown>): Promise<CallbackReading> {
  const eventId = `token:${String(obj.id ?? '').slice(0, 40)}`;
  const owner = await orderOwner(database, String(obj.order_id ?? ''));
  if (!owner) return { kind: 'noted', eventId, paymentId: null, outcome: 'unknown-payment' };
  const brand = brandOfSubtype(obj.card_subtype);
  const last4 = /([0-9]{4})\s*$/.exec(String(obj.masked_pan ?? ''))?.[1];
  const token = typeof obj.token === 'string' ? obj.token : '';
  if (!token || token.length > 512 || !last4) return { kind: 'malformed' };
  if (!brand) return { kind: 'noted', eventId, paymentId: owner.paymentId, outcome: 'card-brand-not-offered' };
  const saved = await database.query(
    `INSERT INTO payment_card_tokens (gateway, user_id, handle, token, brand, last4) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (gateway, token) DO NOTHING RETURNING id`,
    [PAYMOB, owner.userId, `card_${randomBytes(12).toString('hex')}`, token, brand, last4],
  );
  return { kind: 'noted', eventId, paymentId: owner.paymentId, outcome: saved.length > 0 ? 'card-saved' : 'card-known' };
}

/** Reads either callback: the response callback (GET, fields flat in the query) or a processed one (POST, JSON with `type` and `obj`). */
async function readPaymobCallback(settings: PaymobSettings, database: Queryable, { rawBody, query }: CallbackRequest): Promise<CallbackReading> {
  if (rawBody.trim() === '') {
    if (!hmacMatches(settings.hmacSecret, responseTransactionString(query), query.hmac)) return { kind: 'rejected' };
    return readTransaction(database, {
      id: String(query.id ?? ''),
      orderId: String(query.order_id ?? query.order ?? ''),
      success: flag(query.success),
      pending: flag(query.pending),
      followUp: flag(query.has_parent_transaction) || flag(query.is_voided) || flag(query.is_refunded),
      amountCents: Number(query.amount_cents),
      createdAt: paymobTime(query.created_at),
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { kind: 'rejected' };
  }
  const { type, obj } = (body && typeof body === 'object' ? body : {}) as { type?: unknown; obj?: unknown };
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return { kind: 'rejected' };
  const fields = obj as Record<string, unknown>;
  if (type === 'TOKEN') {
    return hmacMatches(settings.hmacSecret, tokenString(fields), query.hmac) ? saveToken(database, fields) : { kind: 'rejected' };
  }
  if (type !== 'TRANSACTION' || !hmacMatches(settings.hmacSecret, processedTransactionString(fields), query.hmac)) return { kind: 'rejected' };
  const order = fields.order as Record<string, unknown> | undefined;
  return readTransaction(database, {
    id: String(fields.id ?? ''),
    orderId: String(order?.id ?? ''),
    success: flag(fields.success),
    pending: flag(fields.pending),
    followUp: flag(fields.has_parent_transaction) || flag(fields.is_voided) || flag(fields.is_refunded),
    amountCents: Number(fields.amount_cents),
    createdAt: paymobTime(fields.created_at),
  });
}

export function paymobCardGateway(settings: PaymobSettings, database: Queryable, serverSecret: string, api: PaymobApi = paymobApi(settings)): CardGateway {
  return {
    name: PAYMOB,
    sandbox: false,
    readCallback: (request) => readPaymobCallback(settings, database, request),

    // The saved card the fan chose is checked to be theirs (operations.ts); the CVV typed on our form is not sent:
    // Paymob's page asks for the card's own details, which never pass through us.
    async createPaymentLink(request) {
      const { orderId, url } = await api.checkout(
        { merchantRef: request.merchantRef, amountCents: request.amountPiastres },
        settings.cardIntegrationId,
        { ...splitName(request.customer.name), email: request.customer.email, phone_number: request.customer.phoneNumber },
        (request.expiresAt.getTime() - Date.now()) / 1000,
      );
      return { providerRef: orderId, url };
    },

    addCardPageUrl({ customerId, language, successUrl, failureUrl }) {
      const query = new URLSearchParams({
        language,
        customer_profile_id: customerId,
        success_url: successUrl,
        failure_url: failureUrl,
        signature: paymobAddCardSignature(serverSecret, customerId, language, successUrl, failureUrl),
      });
      return `/api${PAYMOB_ADD_CARD_PATH}?${query.toString()}`;
    },

    async listCards(customerId) {
      const rows = await database.query<Row>('SELECT handle, brand, last4 FROM payment_card_tokens WHERE gateway = $1 AND user_id = $2 ORDER BY id', [PAYMOB, Number(customerId)]);
      return rows.map((row) => ({ token: String(row.handle), brand: row.brand as SavedCard['brand'], last4: String(row.last4) }));
    },

    // Paymob documents no call to delete a token: the fan's card is forgotten here, and never offered again.
    async deleteCard(customerId, handle) {
      const rows = await database.query('DELETE FROM payment_card_tokens WHERE gateway = $1 AND user_id = $2 AND handle = $3 RETURNING id', [PAYMOB, Number(customerId), handle]);
      return rows.length > 0;
    },
  };
}
