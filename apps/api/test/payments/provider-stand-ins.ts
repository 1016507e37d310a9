import { createHash, createHmac } from 'node:crypto';
import { startStandIn, type StandIn, type StandInAnswer, type StandInTls } from '../adapters/stand-in.ts';

/**
 * FawryPay's and Paymob's APIs as their documentation describes them, for the real gateways' tests. The signatures
 * are computed here from the documented formulas, written out again rather than imported from the adapters, so a
 * wrong order on either side shows.
 */

export const FAWRY_MERCHANT = 'is0N+YQzlE4=';
export const FAWRY_KEY = 'fawry-secure-key';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface FawryOrder {
  referenceNumber: string;
  merchantRefNum: string;
  amount: number;
  customerMobile: string;
  paymentExpiry: number;
}

export interface FawryStandIn extends StandIn {
  orders: FawryOrder[];
  /** down: answer as a proxy in front of a Fawry that is down. */
  control: { down: boolean };
}

const fawryError = (statusCode: number, statusDescription: string): StandInAnswer => ({ json: { type: 'ChargeResponse', statusCode, statusDescription } });

/** POST /ECommerceWeb/Fawry/payments/charge, PAYATFAWRY: checks the merchant and the SHA-256 signature, issues a reference number. */
export async function startFawry(options: { tls?: StandInTls } = {}): Promise<FawryStandIn> {
  const orders: FawryOrder[] = [];
  const control = { down: false };
  const standIn = await startStandIn((request) => {
    if (control.down) return { status: 503, text: '<html><body>Service Unavailable</body></html>' };
    if (request.method !== 'POST' || request.url.pathname !== '/ECommerceWeb/Fawry/payments/charge') return { status: 404, text: 'Not Found' };
    const body = JSON.parse(request.body) as Record<string, unknown>;
    if (body.merchantCode !== FAWRY_MERCHANT) return fawryError(9901, 'Merchant code is blank or invalid');
    const amount = Number(body.amount).toFixed(2);
    const expected = sha256(`${FAWRY_MERCHANT}${String(body.merchantRefNum)}${String(body.customerProfileId ?? '')}${String(body.paymentMethod)}${amount}${FAWRY_KEY}`);
    if (body.signature !== expected) return fawryError(9946, 'Wrong Signature');
    const order: FawryOrder = {
      referenceNumber: String(900_000_000 + orders.length + 1),
      merchantRefNum: String(body.merchantRefNum),
      amount: Number(body.amount),
      customerMobile: String(body.customerMobile),
      paymentExpiry: Number(body.paymentExpiry),
    };
    orders.push(order);
    return {
      json: {
        type: 'ChargeResponse',
        referenceNumber: order.referenceNumber,
        merchantRefNumber: order.merchantRefNum,
        orderAmount: amount,
        paymentAmount: amount,
        fawryFees: '0.00',
        paymentMethod: 'PAYATFAWRY',
        orderStatus: 'UNPAID',
        expirationTime: order.paymentExpiry,
        statusCode: 200,
        statusDescription: 'Operation done successfully',
      },
    };
  }, options);
  return Object.assign(standIn, { orders, control });
}

/** Fawry's server notification V2 for an order, signed as documented (messageSignature), with fees paid on top. */
export function fawryNotification(order: FawryOrder, status: string, overrides: Record<string, unknown> = {}, secureKey = FAWRY_KEY): string {
  const body: Record<string, unknown> = {
    requestId: `c72827d084ea4b88949d91dd2db4996e${order.referenceNumber}`,
    fawryRefNumber: order.referenceNumber,
    merchantRefNumber: order.merchantRefNum,
    customerName: 'Test Fan',
    customerMobile: order.customerMobile,
    customerMail: 'fan@example.com',
    paymentAmount: order.amount + 2,
    orderAmount: order.amount,
    fawryFees: 2,
    orderStatus: status,
    paymentMethod: 'PayAtFawry',
    paymentTime: Date.now(),
    paymentRefrenceNumber: '24480',
    orderExpiryDate: order.paymentExpiry,
    orderItems: [{ itemCode: 'hadaf-coins', price: order.amount, quantity: 1 }],
    ...overrides,
  };
  const text = (key: string) => (body[key] === undefined ? '' : String(body[key]));
  body.messageSignature ??= sha256(
    `${text('fawryRefNumber')}${text('merchantRefNumber')}${Number(body.paymentAmount).toFixed(2)}${Number(body.orderAmount).toFixed(2)}${text('orderStatus')}${text('paymentMethod')}${text('paymentRefrenceNumber')}${secureKey}`,
  );
  return JSON.stringify(body);
}

export const PAYMOB_API_KEY = 'paymob-api-key';
export const PAYMOB_HMAC = 'paymob-hmac-secret';
export const PAYMOB_CARD_INTEGRATION = 4_600_001;
export const PAYMOB_ADD_CARD_INTEGRATION = 4_600_002;
export const PAYMOB_IFRAME = 830_001;

export interface PaymobOrder {
  id: number;
  merchantOrderId: string;
  amountCents: number;
  paymentKey?: { integrationId: number; expiration: number; billing: Record<string, string>; lock: unknown };
}

export interface PaymobStandIn extends StandIn {
  orders: PaymobOrder[];
  /** down: answer as a proxy in front of a Paymob that is down. */
  control: { down: boolean };
  /** Auth tokens Paymob no longer takes (as after their hour). */
  expire(): void;
}

/** Paymob Accept: /api/auth/tokens, /api/ecommerce/orders (merchant_order_id unique), /api/acceptance/payment_keys. */
export async function startPaymob(options: { tls?: StandInTls } = {}): Promise<PaymobStandIn> {
  const orders: PaymobOrder[] = [];
  const live = new Set<string>();
  let issued = 0;
  const control = { down: false };
  const standIn = await startStandIn((request) => {
    if (control.down) return { status: 502, text: '<html>Bad Gateway</html>' };
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (request.method === 'POST' && request.url.pathname === '/api/auth/tokens') {
      if (body.api_key !== PAYMOB_API_KEY) return { status: 403, json: { detail: 'Incorrect authentication credentials.' } };
      const token = `ZXlK.auth.${(issued += 1)}`;
      live.add(token);
      return { status: 201, json: { token, profile: { id: 715762 } } };
    }
    if (request.method !== 'POST') return { status: 405, json: { detail: 'Method not allowed.' } };
    if (!live.has(String(body.auth_token))) return { status: 401, json: { detail: 'Invalid token.' } };
    if (request.url.pathname === '/api/ecommerce/orders') {
      if (orders.some((order) => order.merchantOrderId === body.merchant_order_id)) return { status: 422, json: { message: 'duplicate' } };
      const order: PaymobOrder = { id: 260_000_000 + orders.length + 1, merchantOrderId: String(body.merchant_order_id), amountCents: Number(body.amount_cents) };
      orders.push(order);
      return { status: 201, json: { id: order.id, merchant_order_id: order.merchantOrderId, amount_cents: order.amountCents, currency: body.currency, paid_amount_cents: 0 } };
    }
    if (request.url.pathname === '/api/acceptance/payment_keys') {
      const order = orders.find((candidate) => candidate.id === Number(body.order_id));
      if (!order) return { status: 404, json: { detail: 'Not found.' } };
      order.paymentKey = {
        integrationId: Number(body.integration_id),
        expiration: Number(body.expiration),
        billing: body.billing_data as Record<string, string>,
        lock: body.lock_order_when_paid,
      };
      return { status: 201, json: { token: `pk_${order.id}` } };
    }
    return { status: 404, json: { detail: 'Not found.' } };
  }, options);
  return Object.assign(standIn, { orders, control, expire: () => live.clear() });
}

const hmac512 = (text: string) => createHmac('sha512', PAYMOB_HMAC).update(text).digest('hex');

/** A transaction as Paymob's processed callback carries it (obj of {type: 'TRANSACTION'}). */
export function paymobTransaction(order: PaymobOrder, overrides: Record<string, unknown> = {}) {
  return {
    id: 192_036_465 + order.id,
    pending: false,
    amount_cents: order.amountCents,
    success: true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: order.paymentKey?.integrationId ?? PAYMOB_CARD_INTEGRATION,
    profile_id: 715762,
    has_parent_transaction: false,
    order: { id: order.id, merchant_order_id: order.merchantOrderId, amount_cents: order.amountCents },
    created_at: '2026-11-27T10:33:44.592345',
    currency: 'EGP',
    source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
    error_occured: false,
    owner: 302852,
    data: { message: 'Approved' },
    ...overrides,
  };
}

/** The documented HMAC string of a transaction: 20 values by key in lexicographic order, no separators. */
export function transactionHmac(obj: ReturnType<typeof paymobTransaction>) {
  const values = [
    obj.amount_cents,
    obj.created_at,
    obj.currency,
    obj.error_occured,
    obj.has_parent_transaction,
    obj.id,
    obj.integration_id,
    obj.is_3d_secure,
    obj.is_auth,
    obj.is_capture,
    obj.is_refunded,
    obj.is_standalone_payment,
    obj.is_voided,
    obj.order.id,
    obj.owner,
    obj.pending,
    obj.source_data.pan,
    obj.source_data.sub_type,
    obj.source_data.type,
    obj.success,
  ];
  return hmac512(values.map(String).join(''));
}

/** The response callback's query (GET): the same transaction flattened, order id as order_id, with its hmac. */
export function paymobResponseQuery(obj: ReturnType<typeof paymobTransaction>, hmac = transactionHmac(obj)) {
  return new URLSearchParams({
    id: String(obj.id),
    pending: String(obj.pending),
    amount_cents: String(obj.amount_cents),
    success: String(obj.success),
    is_auth: String(obj.is_auth),
    is_capture: String(obj.is_capture),
    is_standalone_payment: String(obj.is_standalone_payment),
    is_voided: String(obj.is_voided),
    is_refunded: String(obj.is_refunded),
    is_3d_secure: String(obj.is_3d_secure),
    integration_id: String(obj.integration_id),
    profile_id: '715762',
    has_parent_transaction: String(obj.has_parent_transaction),
    order_id: String(obj.order.id),
    created_at: obj.created_at,
    currency: obj.currency,
    merchant_commission: '0',
    'source_data.pan': obj.source_data.pan,
    'source_data.type': obj.source_data.type,
    'source_data.sub_type': obj.source_data.sub_type,
    error_occured: String(obj.error_occured),
    owner: String(obj.owner),
    merchant_order_id: obj.order.merchant_order_id,
    'data.message': 'Approved',
    txn_response_code: 'APPROVED',
    hmac,
  }).toString();
}

/** A saved card's TOKEN callback body, and its documented HMAC (8 values by key in lexicographic order). */
export function paymobToken(order: PaymobOrder, card: { token: string; pan: string; subtype: string }) {
  const obj = {
    id: 8_555_000 + order.id,
    token: card.token,
    masked_pan: `xxxx-xxxx-xxxx-${card.pan}`,
    merchant_id: 246628,
    card_subtype: card.subtype,
    created_at: '2026-11-27T10:32:23.859982',
    email: 'fan@example.com',
    order_id: String(order.id),
    user_added: false,
  };
  const hmac = hmac512([obj.card_subtype, obj.created_at, obj.email, obj.id, obj.masked_pan, obj.merchant_id, obj.order_id, obj.token].map(String).join(''));
  return { body: JSON.stringify({ type: 'TOKEN', obj }), hmac };
}
