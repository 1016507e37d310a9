import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paymob's callback HMAC (developers.paymob.com, "HMAC Transaction Callback" and "HMAC for Card Tokens"): the values
 * of fixed keys, in lexicographic order of the keys, concatenated without separators, HMAC-SHA512 with the
 * dashboard's HMAC secret, lowercase hex, sent as the `hmac` query parameter. Booleans are written true/false.
 */

/** The transaction callbacks' keys. The processed callback (POST) nests them in `obj`; the response callback (GET) flattens them into the query. */
export const TRANSACTION_HMAC_KEYS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

/** The card token callback's keys (its `obj`). */
export const TOKEN_HMAC_KEYS = ['card_subtype', 'created_at', 'email', 'id', 'masked_pan', 'merchant_id', 'order_id', 'token'] as const;

const text = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'object' ? '' : String(value));

/** A value by a dotted path (`order.id`, `source_data.pan`) in the processed callback's `obj`. */
function at(object: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), object);
}

export const hmacSha512 = (secret: string, data: string) => createHmac('sha512', secret).update(data, 'utf8').digest('hex');

/** The processed callback's string: the keys read from `obj` (order.id nested). */
export const processedTransactionString = (obj: Record<string, unknown>) => TRANSACTION_HMAC_KEYS.map((key) => text(at(obj, key))).join('');

/** The response callback's string: the same keys flat in the query, the order's id as `order_id` (Paymob's documented name; `order` in older pages). */
export const responseTransactionString = (query: Readonly<Record<string, string | undefined>>) =>
  TRANSACTION_HMAC_KEYS.map((key) => text(key === 'order.id' ? (query.order_id ?? query.order) : query[key])).join('');

export const tokenString = (obj: Record<string, unknown>) => TOKEN_HMAC_KEYS.map((key) => text(obj[key])).join('');

/** Compared in constant time. */
export function hmacMatches(secret: string, data: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(hmacSha512(secret, data));
  const received = Buffer.from(given.trim().toLowerCase());
  return expected.length === received.length && timingSafeEqual(expected, received);
}
