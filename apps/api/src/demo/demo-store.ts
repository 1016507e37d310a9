import type { Database } from '../platform/database/database.ts';
import { changeOrderStatus, placeOrder } from '../store/orders.ts';
import { packageOnSale } from '../payments/packages.ts';
import { applyCallback, expirePayments, newMerchantRef, recordPayment } from '../payments/payments.ts';
import { SANDBOX_CASH } from '../payments/sandbox-cash.ts';
import { demoProducts } from './store-products.ts';

/** The store's products (with generated pictures), added to a store that has none, on any database. */
export async function seedDemoProducts(database: Database): Promise<number> {
  const [existing] = await database.query('SELECT 1 FROM products LIMIT 1');
  if (existing) return 0;
  const added = await database.query(
    `INSERT INTO products (name_en, name_ar, image_url, price, discounted_price, specs_en, specs_ar, position)
     SELECT name_en, name_ar, image, price, discounted, specs_en::jsonb, specs_ar::jsonb, position
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[], $7::text[], $8::int[])
         AS p (name_en, name_ar, image, price, discounted, specs_en, specs_ar, position)
     RETURNING id`,
    [
      demoProducts.map((product) => product.nameEn),
      demoProducts.map((product) => product.nameAr),
      demoProducts.map((product) => product.image),
      demoProducts.map((product) => product.price),
      demoProducts.map((product) => product.discountedPrice),
      demoProducts.map((product) => JSON.stringify(product.specsEn)),
      demoProducts.map((product) => JSON.stringify(product.specsAr)),
      demoProducts.map((_product, index) => index + 1),
    ],
  );
  return added.length;
}

/**
 * The demo fan's wallet shows coins bought by mobile cash (paid, confirmed through the same callback handling a
 * provider's would reach) and a reference code left to expire.
 */
export async function seedDemoPayments(database: Database, fanId: number, now: Date): Promise<void> {
  const [paidPackage, expiredPackage] = [await packageOnSale(database, 2, 'en'), await packageOnSale(database, 1, 'en')];
  if (!paidPackage || !expiredPackage) return;
  const day = 24 * 3600_000;
  const paid = newMerchantRef();
  await recordPayment(database, { userId: fanId, pkg: paidPackage, gateway: SANDBOX_CASH, method: 'vodafone', merchantRef: paid, phoneNumber: '01000000003', expiresAt: new Date(now.getTime() + day) });
  await database.query('UPDATE payments SET provider_ref = $2 WHERE merchant_ref = $1', [paid, '7731200045']);
  await applyCallback(database, SANDBOX_CASH, { eventId: 'demo', merchantRef: paid, status: 'paid', amountPiastres: paidPackage.payPiastres, occurredAt: now }, 0);
  const lapsed = newMerchantRef();
  await recordPayment(database, { userId: fanId, pkg: expiredPackage, gateway: SANDBOX_CASH, method: 'orange', merchantRef: lapsed, phoneNumber: '01000000003', expiresAt: new Date(now.getTime() - day) });
  await database.query('UPDATE payments SET provider_ref = $2, created_at = $3 WHERE merchant_ref = $1', [lapsed, '7731200046', new Date(now.getTime() - 2 * day)]);
  await expirePayments(database, now);
}

/** A few orders of the demo fan, in each state the orders tab shows, paid through the ledger like any other. */
export async function seedDemoOrders(database: Database, fanId: number): Promise<void> {
  const products = await database.query<{ id: number; price: number; discounted_price: number | null }>('SELECT id, price, discounted_price FROM products ORDER BY position, id');
  const cheapest = [...products].sort((a, b) => (a.discounted_price ?? a.price) - (b.discounted_price ?? b.price)).slice(0, 2);
  const shipping = { name: 'Karim Fan', phone_number: '01000000003', street_address: '12 Tahrir Street, Downtown, Cairo' };
  const statuses = ['delivered', 'pending'] as const;
  for (const [index, product] of cheapest.entries()) {
    const placed = await placeOrder(database, fanId, { product_id: Number(product.id), shipping_info: shipping }, `demo-order-${index}`, 'en');
    if (!placed.repeated && statuses[index] !== 'pending') await changeOrderStatus(database, placed.order.id, statuses[index]!, 'en');
  }
}
