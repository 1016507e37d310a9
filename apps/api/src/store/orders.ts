import { canMoveOrder } from '@hadaf/domain';
import type { Database, Queryable } from '../platform/database/database.ts';
import { date, num, type Row } from '../platform/database/rows.ts';
import { queueSearch, searchParams } from '../platform/database/search.ts';
import { ApiError, notFound, validationFailed } from '../platform/http/errors.ts';
import type { Locale } from '../platform/http/messages.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import type { Schemas } from '../platform/contract/types.ts';
import { InsufficientCoins, moveCoins, walletBalance } from '../ledger/index.ts';
import { paymentMessage } from '../payments/messages.ts';
import { currentPrice } from './products.ts';

export const ORDERS_PER_PAGE = 20;
type OrderStatus = Schemas['OrderStatus'];

const ORDER_COLUMNS = `o.id, o.price, o.status, o.created_at, o.street_address, o.shipping_name, o.shipping_phone, o.user_id,
  p.id AS product_id, p.name_en, p.name_ar, u.name AS user_name`;
const ORDER_FROM = 'orders o JOIN products p ON p.id = o.product_id JOIN users u ON u.id = o.user_id';

const toOrder = (row: Row, locale: Locale): Schemas['Order'] => ({
  id: num(row.id),
  product: { id: num(row.product_id), name: String(locale === 'ar' ? row.name_ar : row.name_en) },
  price: num(row.price),
  created_at: date(row.created_at).toISOString(),
  status: row.status as OrderStatus,
  street_address: String(row.street_address),
});

const toAdminOrder = (row: Row, locale: Locale): Schemas['AdminOrder'] => ({
  ...toOrder(row, locale),
  user: { id: num(row.user_id), name: String(row.user_name) },
  shipping_info: { name: String(row.shipping_name), phone_number: String(row.shipping_phone), street_address: String(row.street_address) },
});

async function orderById(database: Queryable, id: number): Promise<Row | undefined> {
  const [row] = await database.query<Row>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1`, [id]);
  return row;
}

export interface PlacedOrder {
  order: Schemas['Order'];
  coins: number;
  /** The same Idempotency-Key came again: the order placed the first time, nothing charged now. */
  repeated: boolean;
}

/**
 * Places an order and takes its current price from the wallet in one transaction (ledger key store-order:<id>):
 * too few coins → 422 and no order. With an Idempotency-Key, the same purchase sent twice places once; the key is
 * unique per fan, so twins wait on the index and the second finds the first.
 */
export async function placeOrder(database: Database, userId: number, payload: Schemas['OrderPayload'], idempotencyKey: string | undefined, locale: Locale): Promise<PlacedOrder> {
  return database.transaction(async (tx) => {
    if (idempotencyKey) {
      const [earlier] = await tx.query<Row>('SELECT id FROM orders WHERE user_id = $1 AND idempotency_key = $2', [userId, idempotencyKey]);
      if (earlier) return { order: toOrder((await orderById(tx, num(earlier.id)))!, locale), coins: await walletBalance(tx, userId), repeated: true };
    }
    const [product] = Number.isSafeInteger(payload.product_id) ? await tx.query<Row>('SELECT * FROM products WHERE id = $1 AND active', [payload.product_id]) : [];
    if (!product) throw notFound(paymentMessage('productNotFound', locale));
    const price = currentPrice(product);
    const { name, phone_number: phone, street_address: address } = payload.shipping_info;
    const [inserted] = await tx.query<Row>(
      `INSERT INTO orders (user_id, product_id, price, shipping_name, shipping_phone, street_address, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING id`,
      [userId, num(product.id), price, name.trim(), phone, address.trim(), idempotencyKey ?? null],
    );
    if (!inserted) {
      // A twin with the same key committed while this one waited on the index.
      const [earlier] = await tx.query<Row>('SELECT id FROM orders WHERE user_id = $1 AND idempotency_key = $2', [userId, idempotencyKey]);
      return { order: toOrder((await orderById(tx, num(earlier!.id)))!, locale), coins: await walletBalance(tx, userId), repeated: true };
    }
    const orderId = num(inserted.id);
    try {
      const { entryId } = await moveCoins(tx, {
        idempotencyKey: `store-order:${orderId}`,
        kind: 'store-order',
        from: { kind: 'wallet', userId },
        to: { kind: 'store' },
        coins: price,
        memo: { order: orderId },
      });
      await tx.query('UPDATE orders SET entry_id = $2 WHERE id = $1', [orderId, entryId]);
    } catch (error) {
      if (error instanceof InsufficientCoins) throw validationFailed(paymentMessage('notEnoughCoins', locale), { coins: [paymentMessage('notEnoughCoins', locale)] });
      throw error;
    }
    return { order: toOrder((await orderById(tx, orderId))!, locale), coins: await walletBalance(tx, userId), repeated: false };
  });
}

export async function listMyOrders(database: Database, userId: number, page: number, locale: Locale) {
  const [rows, [count]] = await Promise.all([
    database.query<Row>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.user_id = $1 ORDER BY o.id DESC LIMIT $2 OFFSET $3`, [userId, ORDERS_PER_PAGE, offsetOf(page, ORDERS_PER_PAGE)]),
    database.query<Row>('SELECT count(*) AS total FROM orders WHERE user_id = $1', [userId]),
  ]);
  return { data: rows.map((row) => toOrder(row, locale)), meta: pageMeta(page, ORDERS_PER_PAGE, num(count?.total ?? 0)) };
}

/**
 * The admins' orders, newest first, of one status or all; `q` (issue 30) matches the fan's or the recipient's name,
 * the product's name, the phone number, or is the order's id.
 */
export async function listAllOrders(database: Database, status: OrderStatus | undefined, page: number, locale: Locale, q?: string) {
  const search = queueSearch(q);
  const where = `WHERE ($1::text IS NULL OR o.status = $1) AND (($2::text IS NULL AND $3::bigint IS NULL) OR u.name ILIKE $2 OR o.shipping_name ILIKE $2 OR o.shipping_phone ILIKE $2
    OR p.name_en ILIKE $2 OR p.name_ar ILIKE $2 OR o.id = $3::bigint)`;
  const filter = [status ?? null, ...searchParams(search)];
  const [rows, [count]] = await Promise.all([
    database.query<Row>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} ${where} ORDER BY o.id DESC LIMIT $4 OFFSET $5`, [...filter, ORDERS_PER_PAGE, offsetOf(page, ORDERS_PER_PAGE)]),
    database.query<Row>(`SELECT count(*) AS total FROM ${ORDER_FROM} ${where}`, filter),
  ]);
  return { data: rows.map((row) => toAdminOrder(row, locale)), meta: pageMeta(page, ORDERS_PER_PAGE, num(count?.total ?? 0)) };
}

/**
 * An admin moves an order on. Cancelling refunds the price paid, once (ledger key store-refund:<id>), under the
 * order's row lock; setting the status it already has changes nothing.
 */
export async function changeOrderStatus(database: Database, orderId: number, status: OrderStatus, locale: Locale): Promise<Schemas['AdminOrder']> {
  return database.transaction(async (tx) => {
    const [row] = Number.isSafeInteger(orderId) ? await tx.query<Row>('SELECT id, user_id, price, status FROM orders WHERE id = $1 FOR UPDATE', [orderId]) : [];
    if (!row) throw notFound(paymentMessage('orderNotFound', locale));
    const current = row.status as OrderStatus;
    if (current !== status) {
      if (!canMoveOrder(current, status)) {
        const key = current === 'cancelled' ? 'orderFinal' : 'orderStep';
        throw new ApiError(422, { message: paymentMessage(key, locale), errors: { status: [paymentMessage(key, locale)] } });
      }
      let refundEntry: number | null = null;
      if (status === 'cancelled') {
        const refund = await moveCoins(tx, {
          idempotencyKey: `store-refund:${orderId}`,
          kind: 'store-refund',
          from: { kind: 'store' },
          to: { kind: 'wallet', userId: num(row.user_id) },
          coins: num(row.price),
          memo: { order: orderId },
        });
        refundEntry = refund.entryId;
      }
      await tx.query('UPDATE orders SET status = $2, updated_at = now(), refund_entry_id = coalesce($3, refund_entry_id) WHERE id = $1', [orderId, status, refundEntry]);
    }
    return toAdminOrder((await orderById(tx, orderId))!, locale);
  });
}
